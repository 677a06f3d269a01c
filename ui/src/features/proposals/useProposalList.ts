/**
 * Reads the PENDING proposals, 50 a page, made up to the instant the list was first shown (requestDate), and whether
 * an approval still runs (a reload meanwhile resumes its polling). A failed read keeps what was shown and offers a
 * retry; `renew` starts a new list at a new instant (after an approval).
 */
import { hasPendingProposalApprovals, PROPOSALS_PAGE_SIZE, type BackendError, type ProposalPage } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useBackend } from '../../shared/useBackend.ts'

/**
 * Resolves a microtask later, rejecting if the read was given up meanwhile: StrictMode's second mount aborts the first
 * at once, so each read is asked for once (as useFlow's effects are).
 */
export const afterRemount = (signal: AbortSignal): Promise<void> =>
  Promise.resolve().then(() => {
    if (signal.aborted) throw new Error('given up')
  })

export type ProposalListLoad =
  | { readonly status: 'loading'; readonly shown: ProposalPage | undefined }
  | { readonly status: 'failed'; readonly error: BackendError; readonly shown: ProposalPage | undefined }
  | { readonly status: 'loaded'; readonly shown: ProposalPage }

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
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [generation, setGeneration] = useState(0)
  const [shownAt, setShownAt] = useState<{ readonly generation: number; readonly requestDate: string } | undefined>(undefined)
  const requestDate = shownAt?.generation === generation ? shownAt.requestDate : undefined
  const session: ProposalListSession = { requestDate, generation }
  // Read by the list's reads without being one of their causes: fixing the instant is no reason to read again.
  const requestDateRef = useRef(requestDate)
  useEffect(() => {
    requestDateRef.current = requestDate
  })
  const [pageNumber, setPageNumber] = useState(0)
  const [attempt, setAttempt] = useState(0)
  // The last answer and the read it answered: while a newer read runs, what was shown stays (the page does not jump).
  const [answer, setAnswer] = useState<{ readonly token: string; readonly load: ProposalListLoad; readonly generation?: number }>({
    token: '',
    load: { status: 'loading', shown: undefined },
  })
  const token = `${generation}|${pageNumber}|${attempt}|${dataRevision}`

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void afterRemount(signal)
      .then(() => backend.proposals.listProposals({ reviewResults: ['PENDING'], pageNumber, pageSize: PROPOSALS_PAGE_SIZE, requestDate: requestDateRef.current }, { signal })())
      .catch((): E.Either<BackendError, ProposalPage> => E.left({ _tag: 'Network' }))
      .then((result) => {
        if (signal.aborted) return
        // A page past the end (proposals left the list) becomes the last one.
        if (E.isRight(result) && result.right.content.length === 0 && pageNumber > 0) {
          setPageNumber(Math.max(0, Math.ceil(result.right.totalElements / PROPOSALS_PAGE_SIZE) - 1))
        }
        if (E.isRight(result) && requestDateRef.current === undefined) {
          const instant = backend.clock.now().toISOString()
          requestDateRef.current = instant
          setShownAt({ generation, requestDate: instant })
        }
        setAnswer((before) =>
          E.isRight(result)
            ? { token, load: { status: 'loaded', shown: result.right }, generation }
            : { token, load: { status: 'failed', error: result.left, shown: before.load.shown }, ...(before.generation === undefined ? {} : { generation: before.generation }) },
        )
      })
    return () => controller.abort()
  }, [backend, generation, pageNumber, token])
  const load: ProposalListLoad = answer.token === token ? answer.load : { status: 'loading', shown: answer.load.shown }
  const loadedGeneration = answer.generation
  const [approvalsPending, setApprovalsPending] = useState<{ readonly generation: number; readonly pending: boolean } | undefined>(undefined)

  // Once per list: an approval still running (a reload meanwhile) is polled on. A failed read counts as none.
  useEffect(() => {
    const controller = new AbortController()
    void afterRemount(controller.signal)
      .then(() => backend.proposals.getProposalApprovalSummary({ signal: controller.signal })())
      .catch(() => E.left({ _tag: 'Network' }))
      .then((result) => {
        if (controller.signal.aborted) return
        setApprovalsPending({ generation, pending: E.isRight(result) && hasPendingProposalApprovals(result.right) })
      })
    return () => controller.abort()
  }, [backend, generation])

  const shown = load.shown
  const pages = shown === undefined ? 1 : Math.max(1, Math.ceil(shown.totalElements / PROPOSALS_PAGE_SIZE))

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const renew = useCallback(() => {
    setPageNumber(0)
    requestDateRef.current = undefined
    setGeneration((before) => before + 1)
  }, [])
  return {
    load,
    session,
    pageNumber,
    pages,
    setPageNumber,
    reload,
    renew,
    /** The answer shown is of the current list (not of the one before a renewal). */
    isCurrent: loadedGeneration === generation && requestDate !== undefined,
    /** Undefined until the summary of this list's session answered. */
    approvalsPending: approvalsPending?.generation === generation ? approvalsPending.pending : undefined,
  }
}
