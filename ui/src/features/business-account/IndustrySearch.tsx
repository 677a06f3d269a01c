/**
 * The industry search of the sole trader's business step (hub-and-business-account 5 "Industry search hint", 7
 * branchOfIndustry/search): from 2 characters on (core's rule) the branches whose name holds the term are offered as
 * buttons; choosing one fills branch and NACE code, and the focus goes back to the search field (the hits go with the
 * choice; its description then names the chosen branch). Until then the hint says how many characters are needed. The
 * branch names come from the server and are rendered as text.
 */
import { describeBackendError, validateIndustrySearchTerm, type BranchOfIndustry, type SoleBranch, type ValidationIssue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { readBranchesOfIndustry } from './business-account.effects.ts'
import { WizardTextField } from './shared/WizardFields.tsx'
import { SOLE_TEXTS as S } from './sole-texts.ts'

/** chosen: the search waits this long after the last key, so typing "Design" asks once, not six times. */
export const INDUSTRY_SEARCH_DEBOUNCE_MS = 300

type Hits = { readonly state: 'idle' } | { readonly state: 'searching' } | { readonly state: 'failed'; readonly text: string } | { readonly state: 'found'; readonly branches: ReadonlyArray<BranchOfIndustry> }
/** The answer to one term: shown only while that term is still the one typed. */
type Answer = { readonly term: string; readonly hits: Hits }

export interface IndustrySearchProps {
  readonly chosen: SoleBranch | null
  readonly onChoose: (branch: SoleBranch | null) => void
  /** The form's issues; the industry's is on 'naceCode'. */
  readonly issues: ReadonlyArray<ValidationIssue>
  readonly isDisabled: boolean
}

export const IndustrySearch = ({ chosen, onChoose, issues, isDisabled }: IndustrySearchProps) => {
  const backend = useBackend()
  const [term, setTerm] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const checked = validateIndustrySearchTerm(term)
  const wanted = E.isRight(checked) ? checked.right : null
  const hits: Hits = wanted === null ? { state: 'idle' } : answer?.term === wanted ? answer.hits : { state: 'searching' }
  useEffect(() => {
    if (wanted === null) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void readBranchesOfIndustry(backend, wanted)(controller.signal)().then((found) => {
        if (controller.signal.aborted) return
        setAnswer({
          term: wanted,
          hits: E.isLeft(found) ? { state: 'failed', text: describeBackendError(found.left).text } : { state: 'found', branches: found.right },
        })
      })
    }, INDUSTRY_SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [backend, wanted])
  // The hint while the term is too short, the chosen branch's issue otherwise.
  const hint = term !== '' && E.isLeft(checked) ? checked.left : []
  return (
    <div className="industry-search" ref={root}>
      <WizardTextField
        label={S.industrySearch}
        name="naceCode"
        limit="industrySearch"
        value={term}
        onChange={setTerm}
        issues={[...hint.map((issue) => ({ ...issue, field: 'naceCode' })), ...(hint.length > 0 ? [] : issues)]}
        description={chosen === null ? S.industrySearchHint : S.industryChosen(chosen.name, chosen.naceCode)}
        isDisabled={isDisabled}
      />
      <div aria-live="polite">
        {hits.state === 'searching' && <p className="field-description">{S.industrySearching}</p>}
        {hits.state === 'failed' && (
          <p className="field-error">
            {S.industrySearchFailed} {hits.text}
          </p>
        )}
        {hits.state === 'found' && hits.branches.length === 0 && <p className="field-description">{S.industryNone}</p>}
      </div>
      {hits.state === 'found' && hits.branches.length > 0 && (
        <ul className="industry-hits" aria-label={S.industryHits}>
          {hits.branches.map((branch) => (
            <li key={branch.id}>
              <Button
                className="button industry-hit"
                isDisabled={isDisabled}
                aria-pressed={chosen?.id === branch.id}
                onPress={() => {
                  onChoose({ id: branch.id, name: branch.name, naceCode: branch.naceCode ?? null })
                  setTerm('')
                  // The pressed button goes with the hits: the focus would fall to the page's body.
                  root.current?.querySelector('input')?.focus()
                }}
              >
                {branch.naceCode == null ? branch.name : `${branch.name} (WZ ${branch.naceCode})`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
