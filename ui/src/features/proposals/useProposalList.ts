/**
 * Reads the PENDING proposals, 50 a page, made up to the instant the list was first shown (requestDate), and whether
 * an approval still runs (a reload meanwhile resumes its polling), through the shared list loader
 * (shared/useListLoad.ts): a failed read keeps what was shown and offers a retry, a page past the end (proposals left
 * the list) becomes the last one; `renew` starts a new list at a new instant (after an approval).
 */
import { useCallback, useState } from 'react'
import { useBackend } from '../../shared/useBackend.ts'
import { useListLoad } from '../../shared/useListLoad.ts'
import { useRead } from '../../shared/useRead.ts'
import { proposalPageCountOf, readApprovalsPending, readProposalPage } from './proposals.effects.ts'

export interface ProposalListSession {
  /**
   * The ISO instant the list was first shown (its first answer came): later pages and reads ask up to it, and the
   * approval books the proposals made until then. Undefined until then: the first read asks up to now, since the
   * server may make its proposals only when first asked (the demo does).
   */
  readonly requestDate: string | undefined
  /** Grows with every new list (after an approval), so the panel starts afresh. */
  readonly generation: number
}

export const useProposalList = () => {
  const backend = useBackend()
  const [generation, setGeneration] = useState(0)
  const [shownAt, setShownAt] = useState<{ readonly generation: number; readonly requestDate: string } | undefined>(undefined)
  const requestDate = shownAt?.generation === generation ? shownAt.requestDate : undefined
  const session: ProposalListSession = { requestDate, generation }
  const [pageNumber, setPageNumber] = useState(0)
  // A new list (generation) shows nothing of the one before while it loads.
  const { load, retry, lastPage } = useListLoad({
    read: readProposalPage(backend, requestDate),
    query: { pageNumber },
    revision: generation,
    list: String(generation),
    paging: { page: pageNumber + 1, pagesOf: proposalPageCountOf },
  })
  // Adjusted while rendering, as React advises: the first answer fixes the list's instant, and a page past the end
  // is replaced by the last one before it shows.
  if (load.status === 'loaded' && requestDate === undefined) setShownAt({ generation, requestDate: backend.clock.now().toISOString() })
  if (lastPage !== undefined) setPageNumber(lastPage - 1)

  // Once per list: an approval still running (a reload meanwhile) is polled on.
  const approvals = useRead(readApprovalsPending(backend, generation), generation).state
  const shown = load.shown

  const renew = useCallback(() => {
    setPageNumber(0)
    setGeneration((before) => before + 1)
  }, [])
  return {
    load,
    session,
    pageNumber,
    pages: shown === undefined ? 1 : proposalPageCountOf(shown),
    setPageNumber,
    reload: retry,
    renew,
    /** The answer shown is of the current list (not of the one before a renewal). */
    isCurrent: shown !== undefined && requestDate !== undefined,
    /** Undefined until the summary of this list's session answered. */
    approvalsPending: approvals.status === 'loaded' && approvals.value.generation === generation ? approvals.value.pending : undefined,
  }
}
