/**
 * Assignment proposals, their approval and notifications (spec: transactions-import-proposals 3, 4 "Approval", 7
 * "Proposals and approvals", notifications; 8 JOB_ALREADY_RUNNING). A single proposal is accepted by booking its
 * payments through TransactionPort.assignVouchers (the spec's review knows only PENDING and REJECTED); "accept all"
 * is an approval. Every change sends the lockVersion the user saw; a stale one fails with the concurrent-modification
 * conflict (409) and changes nothing.
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type { ProposalApproval, ProposalApprovalSummary } from '../proposals/model.ts'
import type {
  AssignmentProposal,
  CreateProposalApprovalRequest,
  Notification,
  ProposalPage,
  ProposalsQuery,
  ReviewProposalRequest,
  UpdateProposalNoteRequest,
} from '../proposals/wire.ts'

type Call<A> = TE.TaskEither<BackendError, A>

export interface ProposalPort {
  /** GET proposalservice/v1/proposals: one transaction's proposals, or a page of proposals by review result. */
  readonly listProposals: (query: ProposalsQuery, opts?: CallOptions) => Call<ProposalPage>
  /** GET .../proposals/{proposalId}. */
  readonly getProposal: (proposalId: string, opts?: CallOptions) => Call<AssignmentProposal>
  /** PUT .../proposals/{proposalId}/reviewResult: REJECTED takes the proposal off its transaction. */
  readonly reviewProposal: (proposalId: string, body: ReviewProposalRequest, opts?: CallOptions) => Call<AssignmentProposal>
  /** PATCH .../proposals/{proposalId}: the note. */
  readonly updateProposalNote: (proposalId: string, body: UpdateProposalNoteRequest, opts?: CallOptions) => Call<AssignmentProposal>
  /** GET proposalapprovalservice/v1/proposalApprovals/summary?status=pending: the approvals still running. */
  readonly getProposalApprovalSummary: (opts?: CallOptions) => Call<ProposalApprovalSummary>
  /** POST proposalapprovalservice/v3/proposalApprovals: starts the approval job (JOB_ALREADY_RUNNING while one runs). */
  readonly createProposalApproval: (body: CreateProposalApprovalRequest, opts?: CallOptions) => Call<ProposalApproval>
  /** GET notificationservice/v100/notifications?from: the notifications after sequential number `from`. */
  readonly listNotifications: (fromSequentialNumber: number, opts?: CallOptions) => Call<ReadonlyArray<Notification>>
}
