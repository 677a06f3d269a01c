/**
 * A transaction categorised without a receipt in the memory db (hub-and-business-account 5): a financial voucher,
 * paid by the transaction.
 */
import {
  compareMoney,
  isZeroMoney,
  toAbsoluteMoney,
  validateCategoriseWithoutReceipt,
  type CategoriseRequest,
  type PostingDirection,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { ISSUE_KEYS, badRequest, staleLock } from '../store/failures.ts'
import { bumped, isStale, newId, type MemoryState } from '../store/state.ts'
import { changed, wireOf } from './derived.ts'
import { storePayments } from './payments.ts'
import { TRANSACTION_ISSUE_KEYS, answerTransaction, findRow, transactionNotFound, withIssues } from './transaction-answers.ts'
import { replaceTransaction } from './transaction-lists.ts'
import type { StoredVoucher } from './transaction-state.ts'
import { findCategory } from './vouchers.ts'

// --- categorise without receipt

const newVoucherId = (state: MemoryState): string =>
  newId(state, 'fv-', (id) => state.transactionData.vouchers.some((v) => v.voucherId === id))

/**
 * POST financialVoucher (outgo) or financialSalesInvoice (income): a financial voucher of the category and rate for
 * the transaction's whole open amount, paid by it. Core's validateCategoriseWithoutReceipt decides with the category
 * as valid on the transaction date; the route's direction must be the transaction's.
 */
export const categoriseWithoutReceipt = (state: MemoryState, direction: PostingDirection, body: CategoriseRequest) => {
  const reference = body.paymentReferences[0]
  if (reference === undefined || body.paymentReferences.length !== 1) return badRequest(ISSUE_KEYS.invalidModel, 'paymentReferences')
  const row = findRow(state, reference.financialTransactionId)
  if (row === undefined) return transactionNotFound()
  if (isStale(reference.lockVersion, row.record.lockVersion)) return staleLock()
  if (row.record.ignored === true) return badRequest(TRANSACTION_ISSUE_KEYS.ignoredTransactionNotAssignable, 'financialTransactionId')
  if (row.bookingState === 'COMPLETELY_ASSIGNED' || isZeroMoney(row.openAmount)) {
    return badRequest(TRANSACTION_ISSUE_KEYS.invalidState, 'financialTransactionId')
  }
  const voucherBody = body.financialVoucher
  const valid = validateCategoriseWithoutReceipt({
    transactionAmount: row.openAmount,
    category: findCategory(state, voucherBody.postingCategoryId) ?? null,
    taxRatePercent: voucherBody.taxRatePercent,
  })
  if (E.isLeft(valid)) return withIssues(valid.left)
  if (valid.right.direction !== direction) return badRequest(ISSUE_KEYS.invalidModel, 'direction')
  if (compareMoney(voucherBody.totalGrossAmount, toAbsoluteMoney(row.openAmount)) !== 0) {
    return badRequest(TRANSACTION_ISSUE_KEYS.invalidPaymentAmount, 'financialVoucher.totalGrossAmount')
  }
  const voucher: StoredVoucher = {
    voucherId: newVoucherId(state),
    voucherSource: 'BOOKKEEPING_VOUCHER',
    voucherType: 'financialvoucher',
    direction,
    voucherNumber: '',
    voucherDate: voucherBody.voucherDate,
    totalGrossAmount: wireOf(toAbsoluteMoney(row.openAmount)),
    contactName: row.record.recipientOrSenderName ?? null,
    lockVersion: 0,
    postingCategoryId: valid.right.category.postingCategoryId,
    taxRatePercent: valid.right.taxRatePercent,
  }
  state.transactionData.vouchers = [...state.transactionData.vouchers, voucher]
  changed(state)
  storePayments(
    state,
    [{ voucher, paymentAmount: row.openAmount, settled: row.openAmount, strategy: null }],
    { financialTransactionId: row.record.financialTransactionId },
    row.record.transactionDate,
    body.note ?? null,
  )
  replaceTransaction(state, { ...row.record, lockVersion: bumped(row.record.lockVersion) })
  return answerTransaction(state, row.record.financialTransactionId)
}
