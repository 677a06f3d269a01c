/**
 * Rules for assigning a transaction to vouchers, and for removing and reversing payments
 * (spec: transactions-import-proposals 4 and 5 "Payments and assignment", errors of section 8).
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { compareMoney, formatMoney, isNegativeMoney, negateMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import type { FinancialTransaction, PostingDirection, VoucherPayment } from './model.ts'

/**
 * The absolute amount, still as Money.
 * @example toAbsoluteMoney(m('-12.5')) // 12.5
 */
export const toAbsoluteMoney = (m: Money): Money => (isNegativeMoney(m) ? negateMoney(m) : m)

/**
 * The direction an amount stands for: positive is income (money in), negative is outgo; 0 has none.
 * @example toPostingDirectionOfAmount(m('-3')) // 'outgo'
 */
export const toPostingDirectionOfAmount = (amount: Money): PostingDirection | undefined => {
  const sign = compareMoney(amount, ZERO_MONEY)
  return sign === 0 ? undefined : sign > 0 ? 'income' : 'outgo'
}

/**
 * What is still open on a transaction: its openAmount, or the whole amount when the server sends none.
 * @example toTransactionOpenAmount({ amount: m('100'), openAmount: null }) // 100
 */
export const toTransactionOpenAmount = (tx: Pick<FinancialTransaction, 'amount' | 'openAmount'>): Money =>
  tx.openAmount ?? tx.amount

/**
 * A payment on a voucher must not be 0 and its sign must match the voucher's direction.
 * Reading: an income voucher (sales invoice, our receivable) is paid with a positive amount (money in), an outgo
 * voucher (purchase invoice, our liability) with a negative one; a credit note is a voucher of the opposite
 * direction. A payment of 0 gets only the zero issue, since 0 has no sign.
 * @example validatePaymentAmountSign(m('-50'), 'income') // left: transactions.paymentSignMismatch
 */
export const validatePaymentAmountSign = (
  amount: Money,
  direction: PostingDirection,
  field = 'paymentAmount',
): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  const actual = toPostingDirectionOfAmount(amount)
  if (actual === undefined) return E.left([validationIssue(field, 'transactions.paymentAmountZero')])
  return actual === direction ? E.right(amount) : E.left([validationIssue(field, 'transactions.paymentSignMismatch', { direction })])
}

/**
 * A payment cannot exceed the transaction amount.
 * Reading: compared in absolute value against what is still open on the transaction (its openAmount, else its
 * amount), because what earlier payments took is no longer there to assign; exactly the open amount is allowed.
 * @example validatePaymentWithinTransaction(m('120'), { amount: m('100') }) // left: transactions.paymentOverMaximum
 */
export const validatePaymentWithinTransaction = (
  amount: Money,
  tx: Pick<FinancialTransaction, 'amount' | 'openAmount'>,
  field = 'paymentAmount',
): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  const maximum = toAbsoluteMoney(toTransactionOpenAmount(tx))
  return compareMoney(toAbsoluteMoney(amount), maximum) > 0
    ? E.left([validationIssue(field, 'transactions.paymentOverMaximum', { maximum: formatMoney(maximum) })])
    : E.right(amount)
}

/** One voucher of an assignment with the amount the user assigns to it. */
export interface VoucherPaymentDraft {
  readonly voucherId: string
  readonly direction: PostingDirection
  readonly amount: Money
}

export interface VoucherAssignmentDraft {
  readonly transaction: Pick<FinancialTransaction, 'amount' | 'openAmount' | 'bookingState'>
  readonly payments: ReadonlyArray<VoucherPaymentDraft>
  /** Vouchers a reserved transaction already holds (from the reserved transactions' payments). */
  readonly voucherIdsAssignedToReservations?: ReadonlyArray<string>
}

const leftIssues = (either: E.Either<ReadonlyArray<ValidationIssue>, unknown>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(either) ? either.left : []

/**
 * Every rule of assigning a transaction to vouchers, with all issues collected: the transaction must not be
 * completely assigned (INVALID_STATE); no voucher may already be held by a reservation; each payment is not 0 and has
 * its voucher's sign; the sum of the payments is not 0, has the transaction's sign and does not exceed what is open.
 * Reading: an empty selection sums to 0 and is refused the same way; the sum's sign must be the transaction's, as
 * the booking bar refuses a selection of differing signs.
 * @example validateVoucherAssignment({ transaction, payments: [{ voucherId: 'v1', direction: 'income', amount: m('100') }] })
 */
export const validateVoucherAssignment = (
  draft: VoucherAssignmentDraft,
): E.Either<ReadonlyArray<ValidationIssue>, VoucherAssignmentDraft> => {
  const { transaction, payments } = draft
  const reserved = new Set(draft.voucherIdsAssignedToReservations ?? [])
  const issues: ValidationIssue[] = []
  if (transaction.bookingState === 'COMPLETELY_ASSIGNED') issues.push(validationIssue('financialTransactionId', 'INVALID_STATE'))
  for (const payment of payments) {
    if (reserved.has(payment.voucherId)) {
      issues.push(validationIssue('voucherId', 'transactions.voucherAssignedToReservation', { voucherId: payment.voucherId }))
    }
    for (const issue of leftIssues(validatePaymentAmountSign(payment.amount, payment.direction))) {
      issues.push(validationIssue(issue.field, issue.key, { ...issue.params, voucherId: payment.voucherId }))
    }
  }
  const sum = sumMoney(payments.map((p) => p.amount))
  const sumDirection = toPostingDirectionOfAmount(sum)
  if (sumDirection === undefined) {
    issues.push(validationIssue('voucherPayments', 'transactions.voucherSumZero'))
  } else {
    const transactionDirection = toPostingDirectionOfAmount(transaction.amount)
    if (transactionDirection !== undefined && transactionDirection !== sumDirection) {
      issues.push(validationIssue('voucherPayments', 'transactions.selectionSignDiffers'))
    }
    issues.push(...leftIssues(validatePaymentWithinTransaction(sum, transaction, 'voucherPayments')))
  }
  return issues.length === 0 ? E.right(draft) : E.left(issues)
}

/**
 * A reversal date must not be before the voucher date; the same day is allowed.
 * @example validateReversalDate('2026-03-01', '2026-03-02') // left: transactions.reverseDateBeforeVoucherDate
 */
export const validateReversalDate = (
  reversalDate: LocalDate,
  voucherDate: LocalDate,
  field = 'reverseDate',
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> =>
  compareLocalDate(reversalDate, voucherDate) < 0
    ? E.left([validationIssue(field, 'transactions.reverseDateBeforeVoucherDate')])
    : E.right(reversalDate)

/**
 * How an assigned payment is removed: deleted, or reversed when it is journalized (committed to the books).
 * @example toPaymentRemovalKind(true) // 'reverse'
 */
export const toPaymentRemovalKind = (journalized: boolean): 'delete' | 'reverse' => (journalized ? 'reverse' : 'delete')

/**
 * Unassigning a payment is refused while it carries an irrecoverable receivable.
 * Reading: a payment whose difference was written off as irrecoverable (strategy IRRECOVERABLE_RECEIVABLE) cannot be
 * unassigned, because the write-off booking depends on it and must be undone first.
 * @example validateVoucherPaymentUnassign({ paymentDifferenceStrategy: 'IRRECOVERABLE_RECEIVABLE', … }) // left
 */
export const validateVoucherPaymentUnassign = (
  payment: Pick<VoucherPayment, 'paymentId' | 'paymentDifferenceStrategy'>,
): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  payment.paymentDifferenceStrategy === 'IRRECOVERABLE_RECEIVABLE'
    ? E.left([validationIssue('paymentId', 'transactions.irrecoverableReceivableBlocksUnassign')])
    : E.right(payment.paymentId)
