/**
 * How a transaction's open amount is split over the vouchers a user selected (spec: transactions-import-proposals 5
 * "Payments and assignment": one transaction across several vouchers; one voucher across several transactions is
 * each transaction paying part of the voucher's open amount).
 */
import { compareMoney, isZeroMoney, negateMoney, subtractMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import type { PostingDirection } from './model.ts'
import { toAbsoluteMoney, toPostingDirectionOfAmount } from './payment-rules.ts'

/** A selected voucher: its id, direction and what is open on it (positive, as printed). */
export interface SplitVoucher {
  readonly voucherId: string
  readonly direction: PostingDirection
  readonly openAmount: Money
}

/** One voucher's share: the signed payment, and what stays open on the voucher after it (positive). */
export interface SplitPayment {
  readonly voucherId: string
  readonly paymentAmount: Money
  readonly voucherOpenAfter: Money
}

/**
 * The signed amount a voucher's open amount stands for: income positive, outgo negative.
 * @example toSignedVoucherAmount({ direction: 'outgo', openAmount: m('119') }) // -119
 */
export const toSignedVoucherAmount = (voucher: Pick<SplitVoucher, 'direction' | 'openAmount'>): Money =>
  voucher.direction === 'income' ? toAbsoluteMoney(voucher.openAmount) : negateMoney(toAbsoluteMoney(voucher.openAmount))

/**
 * Splits what is open on a transaction over the selected vouchers, in the order selected: each voucher of the
 * transaction's direction takes as much of its open amount as is left, so the first ones are paid in full and the
 * last one may be paid in part; the rest get nothing. A voucher of the other direction (a credit note) is netted:
 * its whole open amount is taken first and adds to what the others can take.
 * Reading: for a selection the booking bar allows (toBookingBarState: the vouchers' sum has the transaction's
 * sign), the sum of the payments has that sign and is the smaller of the transaction's open amount and the
 * vouchers' sum; each payment has its voucher's sign and never exceeds its open amount, all exact to the cent.
 * A transaction with nothing open (or of 0) pays nothing. A voucher id selected twice counts once (its first place).
 * @example toPaymentSplit(m('150'), [v('a', 'income', '100'), v('b', 'income', '100')]) // a: 100, b: 50 (50 open after)
 */
export const toPaymentSplit = (transactionOpenAmount: Money, selected: ReadonlyArray<SplitVoucher>): ReadonlyArray<SplitPayment> => {
  // A voucher selected twice is one voucher: paying it twice would pay more than is open on it.
  const seen = new Set<string>()
  const vouchers = selected.filter((v) => !seen.has(v.voucherId) && seen.add(v.voucherId))
  const direction = toPostingDirectionOfAmount(transactionOpenAmount)
  if (direction === undefined) {
    return vouchers.map((v) => ({ voucherId: v.voucherId, paymentAmount: ZERO_MONEY, voucherOpenAfter: toAbsoluteMoney(v.openAmount) }))
  }
  // Credit notes of the other direction first: they free room for the vouchers of the transaction's direction.
  const counter = vouchers.filter((v) => v.direction !== direction)
  let left = toAbsoluteMoney(transactionOpenAmount)
  for (const v of counter) left = addAbs(left, v.openAmount)
  const byId = new Map<string, SplitPayment>()
  for (const v of counter) {
    byId.set(v.voucherId, { voucherId: v.voucherId, paymentAmount: toSignedVoucherAmount(v), voucherOpenAfter: ZERO_MONEY })
  }
  for (const v of vouchers.filter((x) => x.direction === direction)) {
    const open = toAbsoluteMoney(v.openAmount)
    const taken = compareMoney(open, left) <= 0 ? open : left
    left = subtractMoney(left, taken)
    byId.set(v.voucherId, {
      voucherId: v.voucherId,
      paymentAmount: direction === 'income' ? taken : negateMoney(taken),
      voucherOpenAfter: subtractMoney(open, taken),
    })
  }
  return vouchers.flatMap((v) => byId.get(v.voucherId) ?? [])
}

const addAbs = (a: Money, b: Money): Money => subtractMoney(toAbsoluteMoney(a), negateMoney(toAbsoluteMoney(b)))

/**
 * The payments of a split worth sending: those that are not 0.
 * @example toNonZeroPayments(split) // without the vouchers that got nothing
 */
export const toNonZeroPayments = (split: ReadonlyArray<SplitPayment>): ReadonlyArray<SplitPayment> =>
  split.filter((p) => !isZeroMoney(p.paymentAmount))
