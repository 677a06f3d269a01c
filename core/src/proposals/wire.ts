/**
 * The calls' bodies and answers of assignment proposals, their approval and notifications (spec:
 * transactions-import-proposals 3 "Proposal", "Proposal approval", "Notification", 7 "Proposals and approvals",
 * "Transactions" (notifications); hub-and-business-account 3 "Transaction summary"). The spec names the calls and
 * some fields; the shapes it leaves open are chosen here once, each marked "chosen".
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'
import { FinancialTransactionCodec, PaymentDifferenceStrategyCodec, VoucherSourceCodec } from '../transactions/model.ts'
import { VoucherCodec, VoucherProposalReasonCodec } from '../transactions/wire.ts'
import { PROPOSAL_APPROVAL_TYPE } from './constants.ts'
import { ProposalCodec, ProposalReviewResultCodec } from './model.ts'

// --- a proposal with what it proposes

/**
 * chosen: one voucher the proposal would pay, as the payments call would book it (AssignVoucherPaymentsRequest's
 * payment: paymentAmount SIGNED, income +, outgo −), with why this voucher was matched (matching.ts).
 */
export const ProposedPaymentCodec = t.type(
  {
    voucherId: t.string,
    voucherSource: VoucherSourceCodec,
    paymentAmount: MoneyCodec,
    paymentDifferenceStrategy: nullable(PaymentDifferenceStrategyCodec),
    reasons: t.readonlyArray(VoucherProposalReasonCodec),
  },
  'ProposedPayment',
)
export type ProposedPayment = t.TypeOf<typeof ProposedPaymentCodec>

/**
 * The spec's Proposal (proposalId, lockVersion, reviewResult, note) and, chosen, the transaction it belongs to, when
 * it was made (an ISO instant: the list's and the approval's requestDate compare against it) and its payments.
 */
export const AssignmentProposalCodec = t.intersection(
  [
    ProposalCodec,
    t.type({ financialTransactionId: t.string, createdAt: t.string, payments: t.readonlyArray(ProposedPaymentCodec) }),
  ],
  'AssignmentProposal',
)
export type AssignmentProposal = t.TypeOf<typeof AssignmentProposalCodec>

// --- the proposal list (7: GET proposalservice/v1/proposals)

/**
 * The query of the proposals call, the two forms of 7: one transaction's proposals (financialTransactionId), or a page
 * of proposals in a review state made up to requestDate (an ISO instant; absent: up to now), oldest first.
 */
export type ProposalsQuery =
  | { readonly financialTransactionId: string }
  | {
      readonly reviewResults: ReadonlyArray<t.TypeOf<typeof ProposalReviewResultCodec>>
      readonly pageNumber: number
      readonly pageSize: number
      readonly requestDate?: string | undefined
    }

/**
 * chosen: a list entry carries its transaction and the vouchers it would pay, so that a page of 50 cards needs one
 * call, not 101.
 */
export const ProposalListEntryCodec = t.type(
  { proposal: AssignmentProposalCodec, transaction: FinancialTransactionCodec, vouchers: t.readonlyArray(VoucherCodec) },
  'ProposalListEntry',
)
export type ProposalListEntry = t.TypeOf<typeof ProposalListEntryCodec>

/**
 * chosen: a page of the list (pageNumber from 0) with the count of all that match, and the server's
 * limitTransactionsWithProposalsToAccept (spec 9 "Limit dialog"; null: no limit).
 */
export const ProposalPageCodec = t.type(
  {
    content: t.readonlyArray(ProposalListEntryCodec),
    totalElements: t.number,
    pageNumber: t.number,
    pageSize: t.number,
    limitTransactionsWithProposalsToAccept: nullable(t.number),
  },
  'ProposalPage',
)
export type ProposalPage = t.TypeOf<typeof ProposalPageCodec>

// --- review and note (7: PUT .../proposals/{proposalId}/reviewResult; GET and PATCH .../proposals/{proposalId})

/** PUT .../reviewResult: the review with the lockVersion the user saw; a stale one is refused with 409. */
export const ReviewProposalRequestCodec = t.type(
  { lockVersion: t.number, reviewResult: ProposalReviewResultCodec },
  'ReviewProposalRequest',
)
export type ReviewProposalRequest = t.TypeOf<typeof ReviewProposalRequestCodec>

/** PATCH .../proposals/{proposalId}: the note (null or '' removes it); chosen: with the lockVersion the user saw. */
export const UpdateProposalNoteRequestCodec = t.type({ lockVersion: t.number, note: nullable(t.string) }, 'UpdateProposalNoteRequest')
export type UpdateProposalNoteRequest = t.TypeOf<typeof UpdateProposalNoteRequestCodec>

// --- approval (7: POST proposalapprovalservice/v3/proposalApprovals; GET .../v1/proposalApprovals/summary)

/**
 * POST v3/proposalApprovals: books the PENDING proposals made up to requestDate (an ISO instant: the moment the user
 * saw the list), oldest first; chosen: at most requestProposalCount of them (the limit dialog's "the first n"). While
 * an approval runs, another is refused with JOB_ALREADY_RUNNING (409).
 */
export const CreateProposalApprovalRequestCodec = t.type(
  { type: t.literal(PROPOSAL_APPROVAL_TYPE), requestDate: t.string, requestProposalCount: t.number },
  'CreateProposalApprovalRequest',
)
export type CreateProposalApprovalRequest = t.TypeOf<typeof CreateProposalApprovalRequestCodec>

// --- notifications (7: GET notificationservice/v100/notifications?from)

/**
 * chosen: the notification types: an approval has been processed; new transactions arrived on the business account
 * (polled every 5 s only with FINANCE_LEXBANK_ACTIVE_CONTRACT, spec 6).
 */
export const NOTIFICATION_TYPES = ['PROPOSAL_APPROVAL_PROCESSED', 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS'] as const
export const NotificationTypeCodec = literalUnion(NOTIFICATION_TYPES, 'NotificationType')
export type NotificationType = t.TypeOf<typeof NotificationTypeCodec>

/**
 * The spec's Notification (notificationType, sequentialNumber) and, chosen, when it was raised and how many
 * transactions it concerns. The call answers those with a sequentialNumber greater than `from`, in order.
 */
export const NotificationCodec = t.intersection(
  [
    t.type({ notificationType: NotificationTypeCodec, sequentialNumber: t.number }),
    t.partial({ createdAt: nullable(t.string), transactionCount: nullable(t.number), bookingDate: nullable(LocalDateCodec) }),
  ],
  'Notification',
)
export type Notification = t.TypeOf<typeof NotificationCodec>
