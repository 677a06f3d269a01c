/**
 * TransactionPort and TelemetryPort as requests of the routes table (spec: transactions-import-proposals 7
 * "Vouchers", "Posting", "Payments", "Voucher search", "Transactions", "Events and logging"), over any transport, as
 * transfer-port.ts does for the transfers: every request written, and every answer's codec named, once.
 */
import {
  AssignReservedVoucherPaymentsRequestCodec,
  AssignVoucherPaymentsRequestCodec,
  CategoriseRequestCodec,
  FinancialTransactionCodec,
  FinancialVoucherDefaultCodec,
  IgnoreTransactionRequestCodec,
  LogRequestCodec,
  PaymentOptionCodec,
  PaymentOptionsRequestCodec,
  PostingCategoryCodec,
  ReservedTransactionCodec,
  ReservedTransactionPageCodec,
  ReservedTransactionSummaryCodec,
  ReversePaymentRequestCodec,
  TransactionBookingStateCodec,
  TransactionPageCodec,
  TransactionSummaryCodec,
  UpdateNoteRequestCodec,
  UserEventRequestCodec,
  UserTagRequestCodec,
  VoucherCodec,
  VoucherPaymentCodec,
  VoucherProposalCodec,
  VoucherProposalsRequestCodec,
  VoucherSearchRequestCodec,
  VoucherSearchResultCodec,
  type TelemetryPort,
  type TransactionPort,
} from '@kontor/core'
import * as t from 'io-ts'
import { EmptyAnswerCodec } from './answer-codecs.ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'
import {
  TRANSACTION_QUERY,
  toReservedTransactionsSearchParams,
  toTextSearchParams,
  toTransactionsSearchParams,
} from './transaction-queries.ts'

export const FinancialTransactionListCodec = t.readonlyArray(FinancialTransactionCodec, 'FinancialTransactionList')
export const VoucherProposalListCodec = t.readonlyArray(VoucherProposalCodec, 'VoucherProposalList')
export const PostingCategoryListCodec = t.readonlyArray(PostingCategoryCodec, 'PostingCategoryList')
export const PaymentOptionListCodec = t.readonlyArray(PaymentOptionCodec, 'PaymentOptionList')
export const VoucherPaymentListCodec = t.readonlyArray(VoucherPaymentCodec, 'VoucherPaymentList')

export const createTransactionPort = (send: Send): TransactionPort => {
  const transaction = (financialTransactionId: string) => ({ financialTransactionId })
  const reserved = (reservedFinancialTransactionId: string) => ({ reservedFinancialTransactionId })
  const payment = (paymentId: string) => ({ paymentId })
  return {
    listTransactions: (query, opts) =>
      send(ROUTES.listTransactions, TransactionPageCodec, { searchParams: toTransactionsSearchParams(query) }, opts),
    getTransactionSummary: (requestDate, opts) =>
      send(
        ROUTES.getTransactionSummary,
        TransactionSummaryCodec,
        { searchParams: toTextSearchParams(TRANSACTION_QUERY.requestDate, requestDate) },
        opts,
      ),
    getBookingState: (id, opts) => send(ROUTES.getBookingState, TransactionBookingStateCodec, { params: transaction(id) }, opts),
    listLatestTransactions: (financialAccountId, opts) =>
      send(ROUTES.listLatestTransactions, FinancialTransactionListCodec, { params: { financialAccountId } }, opts),
    ignoreTransaction: (id, body, opts) =>
      send(
        ROUTES.ignoreTransaction,
        FinancialTransactionCodec,
        { params: transaction(id), json: IgnoreTransactionRequestCodec.encode(body) },
        opts,
      ),
    unignoreTransaction: (id, opts) => send(ROUTES.unignoreTransaction, FinancialTransactionCodec, { params: transaction(id) }, opts),
    refreshExternalState: (id, opts) =>
      send(ROUTES.refreshExternalState, FinancialTransactionCodec, { params: transaction(id) }, opts),

    listReservedTransactions: (query, opts) =>
      send(
        ROUTES.listReservedTransactions,
        ReservedTransactionPageCodec,
        { searchParams: toReservedTransactionsSearchParams(query) },
        opts,
      ),
    getReservedTransactionSummary: (opts) => send(ROUTES.getReservedTransactionSummary, ReservedTransactionSummaryCodec, {}, opts),

    searchVouchers: (request, opts) =>
      send(ROUTES.searchVouchers, VoucherSearchResultCodec, { json: VoucherSearchRequestCodec.encode(request) }, opts),
    proposeVouchers: (financialTransactionId, opts) =>
      send(
        ROUTES.proposeVouchers,
        VoucherProposalListCodec,
        { json: VoucherProposalsRequestCodec.encode({ financialTransactionId }) },
        opts,
      ),
    getVoucher: (voucherId, opts) => send(ROUTES.getVoucher, VoucherCodec, { params: { voucherId } }, opts),
    getFinancialVoucherDefault: (direction, opts) =>
      send(
        direction === 'income' ? ROUTES.getFinancialSalesInvoiceDefault : ROUTES.getFinancialVoucherDefault,
        FinancialVoucherDefaultCodec,
        {},
        opts,
      ),
    categoriseWithoutReceipt: (direction, body, opts) =>
      send(
        direction === 'income' ? ROUTES.createFinancialSalesInvoice : ROUTES.createFinancialVoucher,
        FinancialTransactionCodec,
        { json: CategoriseRequestCodec.encode(body) },
        opts,
      ),

    listPostingCategories: (direction, searchTerm, opts) =>
      send(
        ROUTES.listPostingCategories,
        PostingCategoryListCodec,
        { params: { direction }, searchParams: toTextSearchParams(TRANSACTION_QUERY.searchTerm, searchTerm) },
        opts,
      ),
    getPostingCategory: (postingCategoryId, keyDate, opts) =>
      send(
        ROUTES.getPostingCategory,
        PostingCategoryCodec,
        { params: { postingCategoryId }, searchParams: toTextSearchParams(TRANSACTION_QUERY.keyDate, keyDate) },
        opts,
      ),

    getPaymentOptions: (request, opts) =>
      send(ROUTES.getPaymentOptions, PaymentOptionListCodec, { json: PaymentOptionsRequestCodec.encode(request) }, opts),
    assignVouchers: (body, opts) =>
      send(ROUTES.assignVouchers, FinancialTransactionCodec, { json: AssignVoucherPaymentsRequestCodec.encode(body) }, opts),
    assignReservedVouchers: (body, opts) =>
      send(
        ROUTES.assignReservedVouchers,
        ReservedTransactionCodec,
        { json: AssignReservedVoucherPaymentsRequestCodec.encode(body) },
        opts,
      ),
    listPayments: (id, opts) => send(ROUTES.listPayments, VoucherPaymentListCodec, { params: transaction(id) }, opts),
    listReservedPayments: (id, opts) => send(ROUTES.listReservedPayments, VoucherPaymentListCodec, { params: reserved(id) }, opts),
    deletePayment: (paymentId, opts) => send(ROUTES.deletePayment, FinancialTransactionCodec, { params: payment(paymentId) }, opts),
    deleteReservedPayments: (id, opts) =>
      send(ROUTES.deleteReservedPayments, ReservedTransactionCodec, { params: reserved(id) }, opts),
    reversePayment: (paymentId, body, opts) =>
      send(
        ROUTES.reversePayment,
        FinancialTransactionCodec,
        { params: payment(paymentId), json: ReversePaymentRequestCodec.encode(body) },
        opts,
      ),
    updatePaymentNote: (paymentId, note, opts) =>
      send(
        ROUTES.updatePaymentNote,
        VoucherPaymentCodec,
        { params: payment(paymentId), json: UpdateNoteRequestCodec.encode({ value: note }) },
        opts,
      ),
  }
}

export const createTelemetryPort = (send: Send): TelemetryPort => ({
  tagUser: (body, opts) => send(ROUTES.tagUser, EmptyAnswerCodec, { json: UserTagRequestCodec.encode(body) }, opts),
  sendEvent: (body, opts) => send(ROUTES.sendEvent, EmptyAnswerCodec, { json: UserEventRequestCodec.encode(body) }, opts),
  log: (body, opts) => send(ROUTES.log, EmptyAnswerCodec, { json: LogRequestCodec.encode(body) }, opts),
})
