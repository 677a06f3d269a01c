/**
 * Transactions, reserved transactions, vouchers, payments, posting categories and telemetry of the memory db (spec:
 * transactions-import-proposals 3, 4, 5, 7, 8; hub-and-business-account 3 "Transaction summary", 5 "Categorise
 * without receipt", 8). Every rule is core's (validateVoucherAssignment, toPaymentDifference,
 * toPaymentDifferenceStrategies, validatePaymentDifferenceStrategy, validateReversalDate, validateVoucherPaymentUnassign,
 * validateCategoriseWithoutReceipt, toTransactionFilterQuery's states); the modules of this folder only keep the
 * records and say which rule applies when. Open amounts and booking states are derived from the payments on every
 * read, never stored (derived.ts).
 *
 * This module: the issue keys and failures of the transaction calls, and a record's wire form.
 */
import type { BookingState, FinancialTransactionWire, Money, ValidationIssue, VoucherWire } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { HTTP_NOT_FOUND, fail, issueOf, rejected, type DbResult } from '../store/failures.ts'
import { copyOf, findAccount, type MemoryState } from '../store/state.ts'
import { derivedOf, moneyOf, wireOf, type TransactionRow } from './derived.ts'
import type { StoredPayment, StoredTransaction, StoredVoucher } from './transaction-state.ts'

/**
 * The issue keys of the transaction calls; each has its German text in core's catalogue (checked in
 * core/src/transactions/messages.test.ts).
 */
export const TRANSACTION_ISSUE_KEYS = {
  /** chosen */
  transactionNotFound: 'transactions.transactionNotFound',
  /** chosen */
  reservedTransactionNotFound: 'transactions.reservedTransactionNotFound',
  /** chosen */
  voucherNotFound: 'transactions.voucherNotFound',
  /** chosen */
  paymentNotFound: 'transactions.paymentNotFound',
  /** chosen */
  postingCategoryNotFound: 'transactions.postingCategoryNotFound',
  /** hub-and-business-account 8 */
  tooManyTransactionsInSearch: 'too_many_transactions_in_search',
  ignoreAssignedForbidden: 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN',
  invalidState: 'INVALID_STATE',
  invalidVoucherPaymentAmount: 'transactions.invalidVoucherPaymentAmount',
  invalidPaymentAmount: 'transactions.invalidPaymentAmount',
  /** chosen: a journalized payment is reversed, not deleted */
  journalizedPaymentNotDeletable: 'transactions.journalizedPaymentNotDeletable',
  /** chosen: only a journalized payment is reversed; any other is deleted */
  paymentNotJournalized: 'transactions.paymentNotJournalized',
  /** chosen: an ignored transaction is unignored before it is assigned */
  ignoredTransactionNotAssignable: 'transactions.ignoredTransactionNotAssignable',
  /** hub-and-business-account 8: a later payment's difference on the same voucher depends on this one */
  deletionForbiddenDunningFee: 'transactions.deletionForbiddenDunningFee',
  deletionForbiddenCashDiscount: 'transactions.deletionForbiddenCashDiscount',
  deletionForbiddenCurrencyDifference: 'transactions.deletionForbiddenCurrencyDifference',
  deletionForbiddenBankFee: 'transactions.deletionForbiddenBankFee',
  /** chosen: removing an invoice's payment would leave a netted credit note paying more than the transaction */
  removalLeavesCreditNoteAlone: 'transactions.removalLeavesCreditNoteAlone',
} as const

// --- failures

export const notFound = (key: string, source: string) => fail(HTTP_NOT_FOUND, issueOf(key, source))
export const transactionNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.transactionNotFound, 'financialTransactionId')
export const reservedNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.reservedTransactionNotFound, 'reservedFinancialTransactionId')
export const voucherNotFound = (source = 'voucherId') => notFound(TRANSACTION_ISSUE_KEYS.voucherNotFound, source)
export const paymentNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.paymentNotFound, 'paymentId')

export const withIssues = (issues: ReadonlyArray<ValidationIssue>): DbResult<never> => rejected(issues)

// --- wire answers

const accountLogosOf = (state: MemoryState, financialAccountId: string): NonNullable<FinancialTransactionWire['financialAccount']> => {
  const account = findAccount(state, financialAccountId)
  return account === undefined
    ? { financialAccountId }
    : {
        financialAccountId,
        name: account.name ?? null,
        brandLogoUrlDark: account.brandLogoUrlDark ?? null,
        brandLogoUrlLight: account.brandLogoUrlLight ?? null,
      }
}

/** What a list row shows of a transaction beside its record: derived from the payments (or as the store kept them). */
export interface TransactionRowFacts {
  readonly record: StoredTransaction
  /** As the wire holds it. */
  readonly openAmount: number
  readonly bookingState: BookingState
}

/** A transaction's wire form: its record, what is derived of it, and its account's name and logos as they are now. */
export const transactionWireFrom = (state: MemoryState, row: TransactionRowFacts): FinancialTransactionWire => {
  const { acceptedProposalId: _accepted, ...record } = row.record
  return {
    ...copyOf(record),
    openAmount: row.openAmount,
    bookingState: row.bookingState,
    financialAccount: accountLogosOf(state, row.record.financialAccountId),
  }
}

export const rowFactsOf = (row: TransactionRow): TransactionRowFacts => ({ record: row.record, openAmount: wireOf(row.openAmount), bookingState: row.bookingState })

export const transactionWireOf = (state: MemoryState, row: TransactionRow): FinancialTransactionWire => transactionWireFrom(state, rowFactsOf(row))

export const findRow = (state: MemoryState, id: string): TransactionRow | undefined => derivedOf(state).rowById.get(id)

export const answerTransaction = (state: MemoryState, id: string): DbResult<FinancialTransactionWire> => {
  const row = findRow(state, id)
  return row === undefined ? transactionNotFound() : E.right(transactionWireOf(state, row))
}

export const voucherOpenOf = (state: MemoryState, voucher: StoredVoucher): Money =>
  derivedOf(state).voucherOpen.get(voucher.voucherId) ?? moneyOf(voucher.totalGrossAmount)

export const voucherWireOf = (state: MemoryState, voucher: StoredVoucher): VoucherWire => ({
  ...copyOf(voucher),
  openAmount: wireOf(voucherOpenOf(state, voucher)),
})

export const findVoucher = (state: MemoryState, id: string): StoredVoucher | undefined =>
  state.transactionData.vouchers.find((v) => v.voucherId === id)

export const paymentWireOf = (state: MemoryState, p: StoredPayment) => {
  const voucher = findVoucher(state, p.voucherId)
  return {
    paymentId: p.paymentId,
    paymentAmount: p.paymentAmount,
    voucherReferences: [{ voucherId: p.voucherId, voucherSource: p.voucherSource }],
    originalPaymentAmount: p.originalPaymentAmount,
    paymentDate: p.paymentDate,
    paymentDifferenceStrategy: p.paymentDifferenceStrategy,
    note: p.note,
    journalized: p.journalized,
    voucherNumber: voucher?.voucherNumber ?? null,
    voucherType: voucher?.voucherType ?? null,
    voucherDate: voucher?.voucherDate ?? null,
    contactName: voucher?.contactName ?? null,
  }
}
