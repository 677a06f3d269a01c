/**
 * The approval panel's minicard on the other transaction lists (/transactions, /transactionswop;
 * transactions-import-proposals 2 "Approval panel"): shown while PENDING proposals exist or an approval runs, with a
 * link to /proposals and "Alle übernehmen"; it hides 3 s after its success view. It reads the count again whenever a
 * transaction or proposal changed (hub-and-business-account 4.12).
 */
import { useAtomValue } from 'jotai'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { ApprovalDialogs, ApprovalMinicardView, useProposalApproval } from './ApprovalPanel.tsx'
import { readPendingProposals, type PendingProposals } from './proposals.effects.ts'

/** The events after which the count is read again. */
export const MINICARD_EVENTS = ['transaction_changed', 'update_pending_counts', 'proposal_changed', 'proposal_rejected', 'proposal_approval_processed'] as const

const Minicard = ({ pending }: { readonly pending: PendingProposals }) => {
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
  // Chosen: a failed read shows no minicard (the list itself is what the page is for), nor changes a shown one.
  const pending = useRead(readPendingProposals(backend), `${revision}|${dataRevision}`).last

  return pending === undefined ? null : <Minicard pending={pending} />
}
