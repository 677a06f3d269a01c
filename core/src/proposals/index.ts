/** Public API of the proposals area: approval rules, estimates, the approval panel and rejection flows. */
export {
  APPROVAL_FOOTER_RETURN_DELAY_MS,
  APPROVAL_LIMIT_DIALOG_LIMIT_ABOVE_COUNT,
  APPROVAL_POLL_INTERVAL_MS,
  APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS,
  ESTIMATED_APPROVAL_TIME_PER_PROPOSAL_MINUTES,
  ESTIMATED_MANUAL_ASSIGN_TIME_PER_OPEN_TRANSACTION_MINUTES,
  FAST_APPROVAL_MAX_REVIEW_TIME_PER_PROPOSAL_MS,
  FAST_APPROVAL_MIN_PROPOSALS,
  PROPOSAL_APPROVAL_TYPE,
  PROPOSAL_LIST_REFRESH_AFTER_APPROVAL_MS,
  PROPOSAL_REJECTION_PENDING_MS,
  PROPOSALS_PAGE_SIZE,
} from './constants.ts'
export {
  PROPOSAL_REVIEW_RESULTS,
  ProposalApprovalCodec,
  ProposalApprovalSummaryCodec,
  ProposalCodec,
  ProposalReviewResultCodec,
  type Proposal,
  type ProposalApproval,
  type ProposalApprovalSummary,
  type ProposalReviewResult,
} from './model.ts'
export {
  formatEstimatedMinutes,
  hasPendingProposalApprovals,
  isApprovalLimitDialogShown,
  isFastApprovalWarningShown,
  toEstimatedApprovalMinutes,
  toEstimatedManualAssignMinutes,
} from './approval-rules.ts'
export {
  INITIAL_PROPOSAL_REJECTION,
  toProposalRejectionStatus,
  transitionProposalRejection,
  type ProposalRejectionEffect,
  type ProposalRejectionEvent,
  type ProposalRejectionState,
  type ProposalRejectionStatus,
  type ProposalRejectionStep,
} from './proposal-rejection-flow.ts'
export {
  initialProposalApproval,
  toProposalApprovalDialogMessage,
  transitionProposalApproval,
  type ApprovalPanelLayout,
  type ProposalApprovalEffect,
  type ProposalApprovalEvent,
  type ProposalApprovalState,
  type ProposalApprovalStep,
} from './proposal-approval-flow.ts'
export { PAYMENT_DIFFERENCE_STRATEGY_LABELS, VOUCHER_PROPOSAL_REASON_TEXTS } from './labels.ts'
export { toProposalAcceptanceRequest } from './proposal-acceptance.ts'
export { proposalsMessages, type ProposalsMessageKey } from './messages.ts'
export {
  AssignmentProposalCodec,
  CreateProposalApprovalRequestCodec,
  NOTIFICATION_TYPES,
  NotificationCodec,
  NotificationTypeCodec,
  ProposalListEntryCodec,
  ProposalPageCodec,
  ProposedPaymentCodec,
  ReviewProposalRequestCodec,
  UpdateProposalNoteRequestCodec,
  type AssignmentProposal,
  type CreateProposalApprovalRequest,
  type Notification,
  type NotificationType,
  type ProposalListEntry,
  type ProposalPage,
  type ProposalsQuery,
  type ProposedPayment,
  type ReviewProposalRequest,
  type UpdateProposalNoteRequest,
} from './wire.ts'
export {
  CASH_DISCOUNT_TOLERANCE_CENTS,
  CONTACT_NAME_MIN_CHARS,
  VOUCHER_NUMBER_MIN_CHARS,
  matchProposals,
  matchingProposals,
  toCompactText,
  voucherMatchReasons,
  type MatchOptions,
  type MatchTransaction,
  type MatchVoucher,
  type ProposalMatch,
} from './matching.ts'
