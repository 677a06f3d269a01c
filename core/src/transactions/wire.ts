/**
 * The calls' bodies and answers of transactions, vouchers, payments, posting categories and events (spec:
 * transactions-import-proposals 3 and 7 "Vouchers", "Posting", "Payments", "Voucher search", "Transactions",
 * "Events and logging"; hub-and-business-account 3 "Voucher card inputs", "Transaction summary"). The spec names the
 * calls and some fields; shapes it leaves open ("Response shapes not listed above: not shown") are chosen here once,
 * each marked "chosen".
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'
import {
  BookingStateCodec,
  FinancialTransactionCodec,
  PaymentDifferenceStrategyCodec,
  PostingDirectionCodec,
  ReservedTransactionCodec,
  VoucherSourceCodec,
  type BookingState,
  type PostingDirection,
} from './model.ts'

// --- the transaction list (7 "Transactions": GET v3/financialTransactions)

/**
 * The query of the transactions call, every parameter of 7: date range (transactionDate, both days included),
 * accounts, search term, paging (pageNumber from 0), ignored, pending and accepted proposals, assignment states and
 * one voucher's transactions. An absent parameter does not filter.
 */
export interface TransactionsQuery {
  readonly dateFrom?: string | undefined
  readonly dateTo?: string | undefined
  readonly financialAccountIds?: ReadonlyArray<string> | undefined
  readonly searchTerm?: string | undefined
  readonly pageNumber: number
  readonly pageSize: number
  readonly ignored?: boolean | undefined
  /** true: only transactions with a pending proposal; false: only those without. */
  readonly pendingProposals?: boolean | undefined
  /** true: only transactions assigned by an accepted proposal; false: only those not. */
  readonly acceptedProposals?: boolean | undefined
  readonly assignmentStates?: ReadonlyArray<BookingState> | undefined
  readonly voucherId?: string | undefined
}

/** chosen: a page of transactions, newest transactionDate first, with the count of all that match. */
export const TransactionPageCodec = t.type(
  {
    content: t.readonlyArray(FinancialTransactionCodec),
    totalElements: t.number,
    pageNumber: t.number,
    pageSize: t.number,
  },
  'TransactionPage',
)
export type TransactionPage = t.TypeOf<typeof TransactionPageCodec>

/** hub-and-business-account 3 "Transaction summary" (GET v1/financialTransactions/summary?requestDate). */
export const TransactionSummaryCodec = t.type(
  {
    requestDate: t.string,
    openTransactionsWithProposals: t.number,
    openTransactionsWithoutProposals: t.number,
  },
  'TransactionSummary',
)
export type TransactionSummary = t.TypeOf<typeof TransactionSummaryCodec>

/** GET v1/financialTransactions/{id}/bookingState: chosen, the state with what is open and the lockVersion. */
export const TransactionBookingStateCodec = t.intersection(
  [
    t.type({ financialTransactionId: t.string, bookingState: BookingStateCodec }),
    t.partial({ openAmount: nullable(MoneyCodec), lockVersion: nullable(t.number) }),
  ],
  'TransactionBookingState',
)
export type TransactionBookingState = t.TypeOf<typeof TransactionBookingStateCodec>

/** POST {token}{id}/ignore (ignoreReason): chosen, with the lockVersion the user saw. */
export const IgnoreTransactionRequestCodec = t.intersection(
  [t.type({ ignoreReason: nullable(t.string) }), t.partial({ lockVersion: nullable(t.number) })],
  'IgnoreTransactionRequest',
)
export type IgnoreTransactionRequest = t.TypeOf<typeof IgnoreTransactionRequestCodec>

// --- reserved transactions (7 "Transactions": GET {token} (financialAccountId, pageNumber, pageSize) and .../summary)

export interface ReservedTransactionsQuery {
  readonly financialAccountId?: string | undefined
  readonly pageNumber: number
  readonly pageSize: number
}

/** chosen: the same page shape as the transactions'. */
export const ReservedTransactionPageCodec = t.type(
  {
    content: t.readonlyArray(ReservedTransactionCodec),
    totalElements: t.number,
    pageNumber: t.number,
    pageSize: t.number,
  },
  'ReservedTransactionPage',
)
export type ReservedTransactionPage = t.TypeOf<typeof ReservedTransactionPageCodec>

/** chosen: how many reserved transactions there are and how many of them are not completely assigned. */
export const ReservedTransactionSummaryCodec = t.type(
  { numberOfReservedTransactions: t.number, numberOfOpenReservedTransactions: t.number },
  'ReservedTransactionSummary',
)
export type ReservedTransactionSummary = t.TypeOf<typeof ReservedTransactionSummaryCodec>

// --- vouchers (7 "Vouchers", "Voucher search"; hub 2.6 voucher link, 3 "Voucher card inputs", 4.13)

/**
 * The voucher types, spelled as the voucher link vouchers#/VoucherView/{voucher type}/{id} uses them. Chosen: the
 * four a small business pays or is paid on; financialvoucher is what categorising without receipt creates.
 */
export const VOUCHER_TYPES = ['salesinvoice', 'salescreditnote', 'purchaseinvoice', 'purchasecreditnote', 'financialvoucher'] as const
export const VoucherTypeCodec = literalUnion(VOUCHER_TYPES, 'VoucherType')
export type VoucherType = t.TypeOf<typeof VoucherTypeCodec>

/**
 * A voucher as the assignment panel and the voucher card show it. Chosen (spec: "fields not shown"): amounts are
 * positive as printed on the voucher; its direction (income: money comes in, a sales invoice or a purchase credit
 * note; outgo: a purchase invoice or a sales credit note) says which sign a payment on it has. openAmount is what is
 * not yet paid. A voucher with a cash discount (Skonto) names its percent and the last day it may be taken.
 */
export const VoucherCodec = t.intersection(
  [
    t.type({
      voucherId: t.string,
      voucherSource: VoucherSourceCodec,
      voucherType: VoucherTypeCodec,
      direction: PostingDirectionCodec,
      voucherNumber: t.string,
      voucherDate: LocalDateCodec,
      totalGrossAmount: MoneyCodec,
      openAmount: MoneyCodec,
    }),
    t.partial({
      contactName: nullable(t.string),
      dueDate: nullable(LocalDateCodec),
      hasCashDiscount: nullable(t.boolean),
      cashDiscountPercent: nullable(t.number),
      cashDiscountUntil: nullable(LocalDateCodec),
      lockVersion: nullable(t.number),
    }),
  ],
  'Voucher',
)
export type Voucher = t.TypeOf<typeof VoucherCodec>
export type VoucherWire = t.OutputOf<typeof VoucherCodec>

/** POST /grld-{hash} voucher search: searchTerm, paging (startResult, numResult) and the transaction's facts. */
export const VoucherSearchRequestCodec = t.intersection(
  [
    t.type({ startResult: t.number, numResult: t.number }),
    t.partial({
      searchTerm: nullable(t.string),
      valueDate: nullable(LocalDateCodec),
      amount: nullable(MoneyCodec),
      purpose: nullable(t.string),
      additionalInfo: nullable(t.string),
      // chosen: only vouchers of this direction (the transaction's), and only those with something open.
      direction: nullable(PostingDirectionCodec),
    }),
  ],
  'VoucherSearchRequest',
)
export type VoucherSearchRequest = t.TypeOf<typeof VoucherSearchRequestCodec>

/** chosen: a batch of the voucher search with the count of all that match. */
export const VoucherSearchResultCodec = t.type(
  { vouchers: t.readonlyArray(VoucherCodec), totalNumberOfResults: t.number },
  'VoucherSearchResult',
)
export type VoucherSearchResult = t.TypeOf<typeof VoucherSearchResultCodec>

/** POST .../voucherProposals/payment: chosen body, the transaction whose likely vouchers are asked for. */
export const VoucherProposalsRequestCodec = t.type({ financialTransactionId: t.string }, 'VoucherProposalsRequest')
export type VoucherProposalsRequest = t.TypeOf<typeof VoucherProposalsRequestCodec>

/** chosen: a proposed voucher says why it was proposed (matched amount, invoice number, name). */
export const VOUCHER_PROPOSAL_REASONS = ['AMOUNT', 'AMOUNT_WITH_CASH_DISCOUNT', 'VOUCHER_NUMBER', 'CONTACT_NAME'] as const
export const VoucherProposalReasonCodec = literalUnion(VOUCHER_PROPOSAL_REASONS, 'VoucherProposalReason')
export type VoucherProposalReason = t.TypeOf<typeof VoucherProposalReasonCodec>

export const VoucherProposalCodec = t.type(
  { voucher: VoucherCodec, reasons: t.readonlyArray(VoucherProposalReasonCodec) },
  'VoucherProposal',
)
export type VoucherProposal = t.TypeOf<typeof VoucherProposalCodec>

// --- payments (7 "Payments")

/** One voucher of an assignment: the signed amount paid on it and, where it differs from what is open, the strategy. */
export const VoucherPaymentItemCodec = t.intersection(
  [
    t.type({ voucherId: t.string, voucherSource: VoucherSourceCodec, paymentAmount: MoneyCodec }),
    t.partial({ paymentDifferenceStrategy: nullable(PaymentDifferenceStrategyCodec) }),
  ],
  'VoucherPaymentItem',
)
export type VoucherPaymentItem = t.TypeOf<typeof VoucherPaymentItemCodec>

/**
 * POST /bok-{hash}: assigns a booked transaction to vouchers. chosen: the lockVersion the user saw (a stale one is
 * the conflict), the payment date (the transaction's date when absent) and a note.
 */
export const AssignVoucherPaymentsRequestCodec = t.intersection(
  [
    t.type({ financialTransactionId: t.string, payments: t.readonlyArray(VoucherPaymentItemCodec) }),
    t.partial({ lockVersion: nullable(t.number), paymentDate: nullable(LocalDateCodec), note: nullable(t.string) }),
  ],
  'AssignVoucherPaymentsRequest',
)
export type AssignVoucherPaymentsRequest = t.TypeOf<typeof AssignVoucherPaymentsRequestCodec>

/** POST ...{token}: assigns a reserved transaction to vouchers (the only way to book it, transactions 1). */
export const AssignReservedVoucherPaymentsRequestCodec = t.intersection(
  [
    t.type({ reservedFinancialTransactionId: t.string, payments: t.readonlyArray(VoucherPaymentItemCodec) }),
    t.partial({ lockVersion: nullable(t.number), note: nullable(t.string) }),
  ],
  'AssignReservedVoucherPaymentsRequest',
)
export type AssignReservedVoucherPaymentsRequest = t.TypeOf<typeof AssignReservedVoucherPaymentsRequestCodec>

/** POST {hash} payment options: chosen body, one voucher's payment out of a transaction. */
export const PaymentOptionsRequestCodec = t.type(
  { financialTransactionId: t.string, voucherId: t.string, voucherSource: VoucherSourceCodec, paymentAmount: MoneyCodec },
  'PaymentOptionsRequest',
)
export type PaymentOptionsRequest = t.TypeOf<typeof PaymentOptionsRequestCodec>

/** POST v101 voucherPayment/financialTransaction/{id}/reverse: chosen body, the reversal's date. */
export const ReversePaymentRequestCodec = t.type({ reverseDate: LocalDateCodec }, 'ReversePaymentRequest')
export type ReversePaymentRequest = t.TypeOf<typeof ReversePaymentRequestCodec>

/** POST .../updateNote (value). */
export const UpdateNoteRequestCodec = t.type({ value: nullable(t.string) }, 'UpdateNoteRequest')
export type UpdateNoteRequest = t.TypeOf<typeof UpdateNoteRequestCodec>

// --- categorise without receipt (7 "Vouchers": POST {token} and financialSalesInvoice; hub 5)

/**
 * The financial voucher that categorising without receipt creates, with the transaction it pays
 * (financialVoucher, paymentReferences, note, purpose). Chosen fields of the voucher: category, tax rate, date,
 * the gross amount (positive) and the dataSource USER_BROWSER (transactions 9).
 */
export const CategoriseRequestCodec = t.intersection(
  [
    t.type({
      financialVoucher: t.type({
        postingCategoryId: t.string,
        taxRatePercent: t.number,
        voucherDate: LocalDateCodec,
        totalGrossAmount: MoneyCodec,
        dataSource: t.string,
      }),
      paymentReferences: t.readonlyArray(
        t.intersection([t.type({ financialTransactionId: t.string }), t.partial({ lockVersion: nullable(t.number) })]),
      ),
    }),
    t.partial({ note: nullable(t.string), purpose: nullable(t.string) }),
  ],
  'CategoriseRequest',
)
export type CategoriseRequest = t.TypeOf<typeof CategoriseRequestCodec>

/** GET /grld-{hash} and financialSalesInvoiceDefault: chosen, the category and rate a new financial voucher starts with. */
export const FinancialVoucherDefaultCodec = t.partial(
  { postingCategoryId: nullable(t.string), taxRatePercent: nullable(t.number) },
  'FinancialVoucherDefault',
)
export type FinancialVoucherDefault = t.TypeOf<typeof FinancialVoucherDefaultCodec>

// --- events and logging (7 "Events and logging")

export const UserTagRequestCodec = t.type({ targetId: t.string, organizationId: t.string, tag: t.string }, 'UserTagRequest')
export type UserTagRequest = t.TypeOf<typeof UserTagRequestCodec>

export const UserEventRequestCodec = t.type(
  { userId: t.string, organizationId: t.string, name: t.string, details: t.record(t.string, t.string) },
  'UserEventRequest',
)
export type UserEventRequest = t.TypeOf<typeof UserEventRequestCodec>

export const LogRequestCodec = t.type({ message: t.string, data: t.record(t.string, t.string) }, 'LogRequest')
export type LogRequest = t.TypeOf<typeof LogRequestCodec>

/** The direction a voucher type has, when the voucher itself does not say (see VoucherCodec). */
export const VOUCHER_TYPE_DIRECTIONS: { readonly [K in Exclude<VoucherType, 'financialvoucher'>]: PostingDirection } = {
  salesinvoice: 'income',
  purchasecreditnote: 'income',
  purchaseinvoice: 'outgo',
  salescreditnote: 'outgo',
}
