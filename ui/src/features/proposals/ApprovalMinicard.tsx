/**
 * The approval panel's minicard on the other transaction lists (/transactions, /transactionswop;
 * transactions-import-proposals 2 "Approval panel"): shown while PENDING proposals exist or an approval runs, with a
 * link to /proposals and "Alle übernehmen"; it hides 3 s after its success view. It reads the count again whenever a
 * transaction or proposal changed (hub-and-business-account 4.12).
 */
import { hasPendingProposalApprovals, type BackendError, type ProposalApprovalSummary, type ProposalPage } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { ApprovalDialogs, ApprovalMinicardView, useProposalApproval } from './ApprovalPanel.tsx'
import { afterRemount } from './useProposalList.ts'

/** The events after which the count is read again. */
export const MINICARD_EVENTS = ['transaction_changed', 'update_pending_counts', 'proposal_changed', 'proposal_rejected', 'proposal_approval_processed'] as const

interface Pending {
  readonly count: number
  readonly limit: number | null
  readonly requestDate: string
  readonly approvalsPending: boolean
}

/** One proposal is enough to know the count and the limit. */
const COUNT_PAGE_SIZE = 1

const Minicard = ({ pending }: { readonly pending: Pending }) => {
  const approval = useProposalApproval('minicard', { proposalCount: pending.count, limit: pending.limit, requestDate: pending.requestDate, approvalsPending: pending.approvalsPending }, () => undefined)
  const step = approval.state.step
  if (pending.count === 0 && (step === 'reviewing' || step === 'hidden')) return null
  return (
    <>
      <ApprovalMinicardView approval={approval} count={pending.count} />
      <ApprovalDialogs approval={approval} />
    </>
  )
}

export const ApprovalMinicard = () => {
  const backend = useBackend()
  const revision = useFinanceEventRevision(MINICARD_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [pending, setPending] = useState<Pending | undefined>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const failed = (): E.Either<BackendError, never> => E.left({ _tag: 'Network' })
    void afterRemount(signal)
      .then(() =>
        Promise.all([
          backend.proposals.listProposals({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: COUNT_PAGE_SIZE }, { signal })().catch(failed),
          backend.proposals.getProposalApprovalSummary({ signal })().catch(failed),
        ]),
      )
      .then(([list, summary]: [E.Either<BackendError, ProposalPage>, E.Either<BackendError, ProposalApprovalSummary>]) => {
      // Chosen: a failed read shows no minicard (the list itself is what the page is for), nor changes a shown one.
      if (signal.aborted || E.isLeft(list)) return
      setPending({
        count: list.right.totalElements,
        limit: list.right.limitTransactionsWithProposalsToAccept,
        // The instant the count was shown: an approval from here books the proposals made until then.
        requestDate: backend.clock.now().toISOString(),
        approvalsPending: E.isRight(summary) && hasPendingProposalApprovals(summary.right),
      })
    }, () => undefined)
    return () => controller.abort()
  }, [backend, revision, dataRevision])

  return pending === undefined ? null : <Minicard pending={pending} />
}
