/**
 * The proposals' reads, named here so that the lists only show what they answer (issue 25: a component never calls a
 * port). The cards' calls are proposal-card.effects.ts's, the approval's approval.effects.ts's: the minicard on the
 * transaction lists carries neither.
 */
import {
  ABORTED,
  hasPendingProposalApprovals,
  type Backend,
  type ProposalPage,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
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
