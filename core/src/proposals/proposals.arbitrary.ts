/** fast-check arbitraries for proposals: approval summaries and the events of the approval and rejection flows. */
import fc from 'fast-check'
import { PROPOSAL_APPROVAL_TYPE } from './constants.ts'
import type { ProposalApprovalSummary } from './model.ts'
import type { ApprovalPanelLayout, ProposalApprovalEvent } from './proposal-approval-flow.ts'
import type { ProposalRejectionEvent } from './proposal-rejection-flow.ts'

/** A summary of pending approvals: often none left, sometimes some. */
export const proposalApprovalSummaryArbitrary: fc.Arbitrary<ProposalApprovalSummary> = fc.record({
  proposalApprovals: fc.array(
    fc.record({ type: fc.constant(PROPOSAL_APPROVAL_TYPE), requestDate: fc.constantFrom('2026-03-01', '2026-03-02'), requestProposalCount: fc.nat(500) }),
    { maxLength: 2 },
  ),
  totalProposalsCount: fc.nat(500),
  bookedProposalsCount: fc.nat(500),
})

export const approvalPanelLayoutArbitrary = fc.constantFrom<ApprovalPanelLayout>('bar', 'card', 'minicard')

export const proposalApprovalEventArbitrary: fc.Arbitrary<ProposalApprovalEvent> = fc.oneof(
  fc
    .record({ proposalCount: fc.nat(300), limit: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }), atMs: fc.nat(1_000_000) })
    .map((e): ProposalApprovalEvent => ({ type: 'proposalsLoaded', ...e })),
  fc.nat(1_000_000).map((atMs): ProposalApprovalEvent => ({ type: 'approvalRequested', atMs })),
  fc.constantFrom<ProposalApprovalEvent>(
    { type: 'limitDialogConfirmed' },
    { type: 'fastApprovalConfirmed' },
    { type: 'dialogDismissed' },
    { type: 'approvalSubmitted' },
    { type: 'approvalFailed', issues: [{ field: 'proposals', key: 'JOB_ALREADY_RUNNING' }] },
    { type: 'pollTimerElapsed' },
    { type: 'approvalSummaryFailed' },
    { type: 'hideTimerElapsed' },
  ),
  proposalApprovalSummaryArbitrary.map((summary): ProposalApprovalEvent => ({ type: 'approvalSummaryLoaded', summary })),
)

export const proposalRejectionEventArbitrary: fc.Arbitrary<ProposalRejectionEvent> = fc.oneof(
  fc
    .record({ proposalId: fc.constantFrom('p-1', 'p-2'), lockVersion: fc.nat(9) })
    .map((e): ProposalRejectionEvent => ({ type: 'rejectionRequested', ...e })),
  fc.constantFrom<ProposalRejectionEvent>(
    { type: 'rejectionCancelled' },
    { type: 'pendingTimeElapsed' },
    { type: 'rejectionSucceeded' },
    { type: 'rejectionFailed' },
  ),
)
