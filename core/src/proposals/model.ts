/** Wire models of proposals and proposal approvals (spec: transactions-import-proposals 3). */
import * as t from 'io-ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { PROPOSAL_APPROVAL_TYPE } from './constants.ts'

export const PROPOSAL_REVIEW_RESULTS = ['PENDING', 'REJECTED'] as const
export const ProposalReviewResultCodec = literalUnion(PROPOSAL_REVIEW_RESULTS, 'ProposalReviewResult')
export type ProposalReviewResult = t.TypeOf<typeof ProposalReviewResultCodec>

/** An assignment proposal; lockVersion guards the review against concurrent changes. */
export const ProposalCodec = t.intersection(
  [
    t.type({ proposalId: t.string, lockVersion: t.number, reviewResult: ProposalReviewResultCodec }),
    t.partial({ note: nullable(t.string) }),
  ],
  'Proposal',
)
export type Proposal = t.TypeOf<typeof ProposalCodec>

/** One approval of all proposals up to a request date. */
export const ProposalApprovalCodec = t.intersection(
  [
    t.type({ type: t.literal(PROPOSAL_APPROVAL_TYPE), requestDate: t.string }),
    t.partial({ approvalTime: nullable(t.string), requestProposalCount: nullable(t.number) }),
  ],
  'ProposalApproval',
)
export type ProposalApproval = t.TypeOf<typeof ProposalApprovalCodec>

/** The approvals summary (queried with status=pending: the approvals still running). */
export const ProposalApprovalSummaryCodec = t.intersection(
  [
    t.type({ proposalApprovals: t.readonlyArray(ProposalApprovalCodec) }),
    t.partial({ totalProposalsCount: nullable(t.number), bookedProposalsCount: nullable(t.number) }),
  ],
  'ProposalApprovalSummary',
)
export type ProposalApprovalSummary = t.TypeOf<typeof ProposalApprovalSummaryCodec>
