/**
 * The proposals' reads, named here so that the lists only show what they answer (issue 25: a component never calls a
 * port; shared/useListLoad.ts runs the list's read, shared/useRead.ts the others). The cards' calls are
 * proposal-card.effects.ts's, the approval's approval.effects.ts's: the minicard on the transaction lists carries
 * neither.
 */
import { ABORTED, hasPendingProposalApprovals, PROPOSALS_PAGE_SIZE, type Backend, type ProposalPage } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { ListRead } from '../../shared/useListLoad.ts'
import type { BackendRead } from '../../shared/useRead.ts'

/**
 * `read`, started a microtask later and answering ABORTED if given up meanwhile: StrictMode's second mount aborts the
 * first at once, so each read is asked for once (as useFlow's effects are).
 */
export const readAfterRemount =
  <A>(read: BackendRead<A>): BackendRead<A> =>
  (signal) =>
  () =>
    Promise.resolve().then(() => (signal.aborted ? E.left(ABORTED) : read(signal)()))

/** What the minicard shows and its approval starts from. */
export interface PendingProposals {
  readonly count: number
  readonly limit: number | null
  /** The instant the count was read: an approval from here books the proposals made until then. */
  readonly requestDate: string
  readonly approvalsPending: boolean
}

/** One proposal is enough to know the count and the limit. */
const COUNT_PAGE_SIZE = 1

/**
 * The PENDING proposals' count and limit, and whether an approval still runs (transactions-import-proposals 2
 * "Approval panel"): fails only with the count's read, a failed summary counts as no approval running.
 */
export const readPendingProposals = (backend: Backend): BackendRead<PendingProposals> =>
  readAfterRemount((signal) => async () => {
    const [list, summary] = await Promise.all([
      backend.proposals.listProposals({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: COUNT_PAGE_SIZE }, { signal })(),
      backend.proposals.getProposalApprovalSummary({ signal })(),
    ])
    return E.map((page: ProposalPage) => ({
      count: page.totalElements,
      limit: page.limitTransactionsWithProposalsToAccept,
      requestDate: backend.clock.now().toISOString(),
      approvalsPending: E.isRight(summary) && hasPendingProposalApprovals(summary.right),
    }))(list)
  })

/**
 * A page (from 0) of the PENDING proposals, 50 a page, made up to `requestDate` (transactions-import-proposals 7);
 * without it, up to now (the list's first read: the server may make its proposals only when first asked).
 */
export const readProposalPage =
  (backend: Backend, requestDate: string | undefined): ListRead<{ readonly pageNumber: number }, ProposalPage> =>
  ({ pageNumber }, signal) =>
    backend.proposals.listProposals({ reviewResults: ['PENDING'], pageNumber, pageSize: PROPOSALS_PAGE_SIZE, requestDate }, { signal })

/** The count of pages of a proposal list's answer: at least one. */
export const proposalPageCountOf = (page: ProposalPage): number => Math.max(1, Math.ceil(page.totalElements / PROPOSALS_PAGE_SIZE))

/**
 * Whether an approval still runs (a reload meanwhile: its polling resumes), for the list of `generation` it was read
 * for; a failed read counts as none.
 */
export const readApprovalsPending = (backend: Backend, generation: number): BackendRead<{ readonly generation: number; readonly pending: boolean }> =>
  readAfterRemount((signal) => async () => {
    const summary = await backend.proposals.getProposalApprovalSummary({ signal })()
    return E.right({ generation, pending: E.isRight(summary) && hasPendingProposalApprovals(summary.right) })
  })
