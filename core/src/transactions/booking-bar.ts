/**
 * The booking bar under the voucher selection (spec: transactions-import-proposals 5 "Payments and assignment",
 * 9 "Payment difference hint").
 */
import { Decimal } from 'decimal.js'
import { isZeroMoney, subtractMoney, sumMoney, type Money } from '../money/money.ts'
import { PAYMENT_DIFFERENCE_HINT_MAX_PERCENT } from './constants.ts'
import { toPostingDirectionOfAmount } from './payment-rules.ts'

/**
 * The difference between a transaction and the selected vouchers as a percentage of the vouchers, in decimal
 * arithmetic (40 significant digits, so 5 % is exactly 5 and no binary rounding moves the boundary); undefined when
 * the vouchers sum to 0 (there is nothing to take a percentage of).
 * Reading: the base is the selected vouchers' sum, because a cash discount or a fee is a percentage of the invoice.
 * @example toPaymentDifferencePercent(m('95'), m('100')) // 5
 */
export const toPaymentDifferencePercent = (transactionAmount: Money, voucherSum: Money): Decimal | undefined =>
  isZeroMoney(voucherSum)
    ? undefined
    : subtractMoney(transactionAmount, voucherSum).value.abs().times(100).dividedBy(voucherSum.value.abs())

/**
 * Whether a difference percentage is small enough to be appended as a hint: 5 % exactly still counts as within.
 * @example isPaymentDifferenceWithinHint(new Decimal(5)) // true
 */
export const isPaymentDifferenceWithinHint = (percent: Decimal): boolean => percent.lte(PAYMENT_DIFFERENCE_HINT_MAX_PERCENT)

export type BookingBarState =
  /** Nothing selected yet. */
  | { readonly kind: 'empty' }
  /** The selection cannot be booked: its sign differs from the transaction's, or it sums to 0. */
  | { readonly kind: 'notAllowed'; readonly voucherSum: Money }
  /** The selection matches the open amount to the cent. */
  | { readonly kind: 'exact'; readonly voucherSum: Money }
  /** A difference of at most 5 %: the bar appends it as a hint. */
  | { readonly kind: 'differenceHint'; readonly voucherSum: Money; readonly difference: Money; readonly differencePercent: Decimal }
  /** A larger difference: the bar shows no hint; the payment difference dialog decides what happens to it. */
  | { readonly kind: 'difference'; readonly voucherSum: Money; readonly difference: Money; readonly differencePercent: Decimal }

/**
 * What the booking bar shows for the selected vouchers (their open amounts, signed: income positive, outgo
 * negative) against the transaction's open amount. Differing signs mean the selection is not allowed; a
 * difference within 5 % of the vouchers' sum is appended as a hint. `difference` is transaction minus vouchers.
 * Reading: a selection that sums to 0, or a transaction with nothing open (no sign to compare), is not allowed either.
 * @example toBookingBarState(m('-95'), [m('-100')]) // { kind: 'differenceHint', difference: 5, differencePercent: 5, … }
 */
export const toBookingBarState = (transactionOpenAmount: Money, selectedVoucherAmounts: ReadonlyArray<Money>): BookingBarState => {
  if (selectedVoucherAmounts.length === 0) return { kind: 'empty' }
  const voucherSum = sumMoney(selectedVoucherAmounts)
  const sumDirection = toPostingDirectionOfAmount(voucherSum)
  if (sumDirection === undefined || sumDirection !== toPostingDirectionOfAmount(transactionOpenAmount)) {
    return { kind: 'notAllowed', voucherSum }
  }
  const difference = subtractMoney(transactionOpenAmount, voucherSum)
  if (isZeroMoney(difference)) return { kind: 'exact', voucherSum }
  const differencePercent = difference.value.abs().times(100).dividedBy(voucherSum.value.abs())
  return {
    kind: isPaymentDifferenceWithinHint(differencePercent) ? 'differenceHint' : 'difference',
    voucherSum,
    difference,
    differencePercent,
  }
}

/**
 * A difference percentage as the hint shows it: two decimals, rounded half away from zero, de-DE.
 * @example formatPaymentDifferencePercent(new Decimal('4.7619')) // '4,76\u00a0%'
 */
export const formatPaymentDifferencePercent = (percent: Decimal): string => {
  const [whole = '0', fraction = ''] = percent.toFixed(2, Decimal.ROUND_HALF_UP).split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}\u00a0%`
}
