/**
 * The voucher card beside a bank transaction: amounts, cash-discount hint and link
 * (spec: hub-and-business-account 2.6 "Voucher link format", 3 "Voucher card inputs" and 4.13).
 */
import { Decimal } from 'decimal.js'
import { equalsMoney, isZeroMoney, type Money } from '../money/money.ts'
import { CASH_DISCOUNT_PERCENT_FRACTION_DIGITS } from './rules-constants.ts'

export interface VoucherCardInput {
  readonly voucherType: string
  readonly voucherId: string
  readonly totalGrossAmount?: Money | null | undefined
  readonly openAmount?: Money | null | undefined
  readonly transactionAmount?: Money | null | undefined
  readonly hasCashDiscount?: boolean | null | undefined
}

export interface VoucherCardAmounts {
  readonly primary: Money | undefined
  readonly secondary: Money | undefined
}

const present = (m: Money | null | undefined): m is Money => m !== null && m !== undefined

/**
 * The card's amounts: primary is the gross total, secondary the open amount; an open amount of zero counts as none,
 * and when both are equal only the primary shows. Reading: a voucher without a gross total shows its (non-zero)
 * open amount as the primary.
 * @example toVoucherCardAmounts({ …, totalGrossAmount: 119, openAmount: 19 }) // { primary: 119, secondary: 19 }
 */
export const toVoucherCardAmounts = (input: Pick<VoucherCardInput, 'totalGrossAmount' | 'openAmount'>): VoucherCardAmounts => {
  const open = present(input.openAmount) && !isZeroMoney(input.openAmount) ? input.openAmount : undefined
  const gross = present(input.totalGrossAmount) ? input.totalGrossAmount : undefined
  if (gross === undefined) return { primary: open, secondary: undefined }
  return { primary: gross, secondary: open !== undefined && !equalsMoney(open, gross) ? open : undefined }
}

/**
 * The cash discount in percent, from the transaction amount and the primary amount: (|primary| − |transaction|) /
 * |primary| × 100, rounded half up to two decimals. Reading: the discount is what the payment left unpaid of the
 * voucher's total, in percent of that total; the sign of the amounts (income or expense) does not matter. Undefined
 * when there is no primary amount, it is zero, or no transaction amount.
 * @example toCashDiscountPercent(moneyOf('-98'), moneyOf('100')) // Decimal('2.00')
 */
export const toCashDiscountPercent = (transactionAmount: Money | null | undefined, primary: Money | null | undefined): Decimal | undefined => {
  if (!present(transactionAmount) || !present(primary) || isZeroMoney(primary)) return undefined
  const whole = primary.value.abs()
  return whole
    .minus(transactionAmount.value.abs())
    .dividedBy(whole)
    .times(100)
    .toDecimalPlaces(CASH_DISCOUNT_PERCENT_FRACTION_DIGITS, Decimal.ROUND_HALF_UP)
}

/**
 * A percentage as de-DE shows it: two decimals, ',' as decimal separator, '.' grouping and a no-break space before
 * '%', exactly as Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2 }) writes it.
 * @example formatCashDiscountPercent(new Decimal('2')) // '2,00 %'
 */
export const formatCashDiscountPercent = (percent: Decimal): string => {
  const fixed = percent.toFixed(CASH_DISCOUNT_PERCENT_FRACTION_DIGITS, Decimal.ROUND_HALF_UP)
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed)
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.')
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}\u00a0%`
}

/**
 * The cash-discount hint of a voucher card, formatted: only when the voucher has a cash discount and the computed
 * percentage is above zero. Reading: a zero or negative "discount" (the transaction paid the total or more) is no
 * discount and is not shown.
 * @example toVoucherCardCashDiscountText({ …, hasCashDiscount: true, totalGrossAmount: 100, transactionAmount: -98 }) // '2,00 %'
 */
export const toVoucherCardCashDiscountText = (input: VoucherCardInput): string | undefined => {
  if (input.hasCashDiscount !== true) return undefined
  const percent = toCashDiscountPercent(input.transactionAmount, toVoucherCardAmounts(input).primary)
  return percent === undefined || !percent.isPositive() || percent.isZero() ? undefined : formatCashDiscountPercent(percent)
}

/**
 * The link to a voucher: vouchers#/VoucherView/{voucher type}/{id}. Reading: both parts are URI-encoded, so an id
 * with '/' or '#' cannot point elsewhere.
 * @example toVoucherLink('invoice', 'a1b2') // 'vouchers#/VoucherView/invoice/a1b2'
 */
export const toVoucherLink = (voucherType: string, voucherId: string): string =>
  `vouchers#/VoucherView/${encodeURIComponent(voucherType)}/${encodeURIComponent(voucherId)}`

/**
 * The cash-discount hint of a voucher in the assignment panel: the percent computed from the transaction (4.13,
 * toVoucherCardCashDiscountText) and, when that gives none because the transaction pays several vouchers at once
 * (its amount says nothing about one of them), the voucher's own discount percent. Chosen: the voucher's terms are
 * what the user checks a deduction against.
 * @example toVoucherCashDiscountHint({ …, hasCashDiscount: true, cashDiscountPercent: 2, transactionAmount: 147 }) // '2,00 %'
 */
export const toVoucherCashDiscountHint = (input: VoucherCardInput & { readonly cashDiscountPercent?: number | null | undefined }): string | undefined => {
  const computed = toVoucherCardCashDiscountText(input)
  if (computed !== undefined || input.hasCashDiscount !== true) return computed
  const own = input.cashDiscountPercent
  return own === null || own === undefined || !Number.isFinite(own) || own <= 0 ? undefined : formatCashDiscountPercent(new Decimal(own))
}
