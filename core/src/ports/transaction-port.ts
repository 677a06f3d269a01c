/**
 * Bank transactions, reserved transactions, vouchers, payments, posting categories and events (spec:
 * transactions-import-proposals 7 "Vouchers", "Posting", "Payments", "Voucher search", "Transactions", "Events and
 * logging"; hub-and-business-account 3 "Transaction summary", 5 "Categorise without receipt", 8). Every call that
 * changes a transaction sends the lockVersion the user saw; a stale one fails with the concurrent-modification
 * conflict (409), and nothing is booked.
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { LocalDate } from '../calendar/local-date.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type {
  FinancialTransaction,
  PaymentOption,
  PostingCategory,
  PostingDirection,
  ReservedTransaction,
  VoucherPayment,
} from '../transactions/model.ts'
import type {
  AssignReservedVoucherPaymentsRequest,
  AssignVoucherPaymentsRequest,
  CategoriseRequest,
  FinancialVoucherDefault,
  IgnoreTransactionRequest,
  LogRequest,
  PaymentOptionsRequest,
  ReservedTransactionPage,
  ReservedTransactionsQuery,
  ReservedTransactionSummary,
  ReversePaymentRequest,
  TransactionBookingState,
  TransactionPage,
  TransactionsQuery,
  TransactionSummary,
  UserEventRequest,
  UserTagRequest,
  Voucher,
  VoucherProposal,
  VoucherSearchRequest,
  VoucherSearchResult,
} from '../transactions/wire.ts'

type Call<A> = TE.TaskEither<BackendError, A>

export interface TransactionPort {
  // --- transactions
  /** GET v3/financialTransactions: one page (TOO_MANY_TRANSACTIONS_IN_SEARCH when a search matches too many). */
  readonly listTransactions: (query: TransactionsQuery, opts?: CallOptions) => Call<TransactionPage>
  /** GET v1/financialTransactions/summary?requestDate: open transactions with and without proposals. */
  readonly getTransactionSummary: (requestDate: LocalDate, opts?: CallOptions) => Call<TransactionSummary>
  /** GET v1/financialTransactions/{id}/bookingState. */
  readonly getBookingState: (financialTransactionId: string, opts?: CallOptions) => Call<TransactionBookingState>
  /** GET financialAccount/{id}/financialTransactions/latest: the account's newest transactions. */
  readonly listLatestTransactions: (financialAccountId: string, opts?: CallOptions) => Call<ReadonlyArray<FinancialTransaction>>
  /** POST {token}{id}/ignore: an assigned transaction is refused (IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN). */
  readonly ignoreTransaction: (id: string, body: IgnoreTransactionRequest, opts?: CallOptions) => Call<FinancialTransaction>
  /** DELETE {token}{id}/ignore: unignoring deletes the ignore note. */
  readonly unignoreTransaction: (id: string, opts?: CallOptions) => Call<FinancialTransaction>
  /** POST .../refreshExternalState: the transaction read again from its bank. */
  readonly refreshExternalState: (id: string, opts?: CallOptions) => Call<FinancialTransaction>

  // --- reserved transactions
  readonly listReservedTransactions: (query: ReservedTransactionsQuery, opts?: CallOptions) => Call<ReservedTransactionPage>
  readonly getReservedTransactionSummary: (opts?: CallOptions) => Call<ReservedTransactionSummary>

  // --- vouchers and voucher search
  /** POST /grld-{hash}: open vouchers by search term and the transaction's facts, startResult/numResult (9 at a time). */
  readonly searchVouchers: (request: VoucherSearchRequest, opts?: CallOptions) => Call<VoucherSearchResult>
  /** POST .../voucherProposals/payment: the vouchers a transaction likely pays, each with why. */
  readonly proposeVouchers: (financialTransactionId: string, opts?: CallOptions) => Call<ReadonlyArray<VoucherProposal>>
  /** GET /grld-{hash}{financialVoucherId}. */
  readonly getVoucher: (voucherId: string, opts?: CallOptions) => Call<Voucher>
  /** GET /grld-{hash} and financialSalesInvoiceDefault: the defaults of a new financial voucher of a direction. */
  readonly getFinancialVoucherDefault: (direction: PostingDirection, opts?: CallOptions) => Call<FinancialVoucherDefault>
  /**
   * POST {token} (outgo) or financialSalesInvoice (income): categorise without receipt, a financial voucher of the
   * category and rate that the transaction pays in full. Answers the transaction afterwards.
   */
  readonly categoriseWithoutReceipt: (
    direction: PostingDirection,
    body: CategoriseRequest,
    opts?: CallOptions,
  ) => Call<FinancialTransaction>

  // --- posting categories
  /** GET .../postingCategories/{income|outgo}?searchTerm. */
  readonly listPostingCategories: (direction: PostingDirection, searchTerm: string, opts?: CallOptions) => Call<ReadonlyArray<PostingCategory>>
  /** GET /grld-{hash}{id}?keyDate: the category with the tax rates valid on that day. */
  readonly getPostingCategory: (postingCategoryId: string, keyDate: LocalDate, opts?: CallOptions) => Call<PostingCategory>

  // --- payments
  /** POST {hash}: the payment difference options of one voucher's payment. */
  readonly getPaymentOptions: (request: PaymentOptionsRequest, opts?: CallOptions) => Call<ReadonlyArray<PaymentOption>>
  /** POST /bok-{hash}: assigns a transaction to vouchers. Answers the transaction afterwards. */
  readonly assignVouchers: (body: AssignVoucherPaymentsRequest, opts?: CallOptions) => Call<FinancialTransaction>
  /** POST ...{token}: assigns a reserved transaction to vouchers. Answers it afterwards. */
  readonly assignReservedVouchers: (body: AssignReservedVoucherPaymentsRequest, opts?: CallOptions) => Call<ReservedTransaction>
  /** GET voucherPayments/financialTransaction/{id}. */
  readonly listPayments: (financialTransactionId: string, opts?: CallOptions) => Call<ReadonlyArray<VoucherPayment>>
  /** GET voucherPayments/reservedFinancialTransaction/{id}. */
  readonly listReservedPayments: (reservedTransactionId: string, opts?: CallOptions) => Call<ReadonlyArray<VoucherPayment>>
  /**
   * DELETE voucherPayment/financialTransaction/{paymentId}: a payment not journalized. Refused for a journalized one
   * (reverse it), and while a later payment's difference (dunning, discount, currency, fee, irrecoverable) depends on it.
   */
  readonly deletePayment: (paymentId: string, opts?: CallOptions) => Call<FinancialTransaction>
  /** DELETE voucherPayments/reservedFinancialTransaction/{id}: every payment of a reserved transaction. */
  readonly deleteReservedPayments: (reservedTransactionId: string, opts?: CallOptions) => Call<ReservedTransaction>
  /** POST v101 voucherPayment/financialTransaction/{paymentId}/reverse: a journalized payment, not before the voucher date. */
  readonly reversePayment: (paymentId: string, body: ReversePaymentRequest, opts?: CallOptions) => Call<FinancialTransaction>
  /** POST voucherPayment/financialTransaction/{paymentId}/updateNote (value). */
  readonly updatePaymentNote: (paymentId: string, note: string | null, opts?: CallOptions) => Call<VoucherPayment>
}

/** Events and logging (7): best effort, a failure never stops what the user does. */
export interface TelemetryPort {
  /** POST /hormel/hormel-rest/collaboration/v1/user/tag. */
  readonly tagUser: (body: UserTagRequest, opts?: CallOptions) => Call<void>
  /** POST .../event. */
  readonly sendEvent: (body: UserEventRequest, opts?: CallOptions) => Call<void>
  /** POST {token} (message, data). */
  readonly log: (body: LogRequest, opts?: CallOptions) => Call<void>
}
