import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { moneyFromCents } from '../money/money.ts'
import {
  formatCashDiscountPercent,
  toCashDiscountPercent,
  toVoucherCardAmounts,
  toVoucherCardCashDiscountText,
  toVoucherCashDiscountHint,
  toVoucherLink,
  type VoucherCardInput,
} from './voucher-card.ts'
import { moneyFromText as eur } from '../test-kit.ts'

const card = (fields: Partial<VoucherCardInput>): VoucherCardInput => ({ voucherType: 'invoice', voucherId: 'v-1', ...fields })

describe('toVoucherCardAmounts', () => {
  it('shows the gross total first and the open amount second', () => {
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('119'), openAmount: eur('19') })).toEqual({ primary: eur('119'), secondary: eur('19') })
  })

  it('counts a zero open amount as none', () => {
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('119'), openAmount: eur('0') })).toEqual({ primary: eur('119'), secondary: undefined })
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('119'), openAmount: eur('-0,00') })).toEqual({ primary: eur('119'), secondary: undefined })
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('119'), openAmount: null })).toEqual({ primary: eur('119'), secondary: undefined })
  })

  it('shows one amount when both are equal', () => {
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('119'), openAmount: eur('119,00') })).toEqual({ primary: eur('119'), secondary: undefined })
  })

  it('shows a negative (expense) open amount that differs', () => {
    expect(toVoucherCardAmounts({ totalGrossAmount: eur('-119'), openAmount: eur('-19') })).toEqual({ primary: eur('-119'), secondary: eur('-19') })
  })

  it('falls back to the open amount without a gross total', () => {
    expect(toVoucherCardAmounts({ totalGrossAmount: null, openAmount: eur('19') })).toEqual({ primary: eur('19'), secondary: undefined })
    expect(toVoucherCardAmounts({ openAmount: eur('0') })).toEqual({ primary: undefined, secondary: undefined })
    expect(toVoucherCardAmounts({})).toEqual({ primary: undefined, secondary: undefined })
  })
})

describe('toCashDiscountPercent', () => {
  it('is the share of the primary amount the transaction left unpaid', () => {
    expect(toCashDiscountPercent(eur('-98'), eur('100'))?.toFixed()).toBe('2')
    expect(toCashDiscountPercent(eur('97'), eur('-100'))?.toFixed()).toBe('3')
    expect(toCashDiscountPercent(eur('100'), eur('100'))?.toFixed()).toBe('0')
  })

  it('rounds half up to two decimals', () => {
    expect(toCashDiscountPercent(eur('116,62'), eur('119'))?.toFixed(2)).toBe('2.00') // 1.99999…
    expect(toCashDiscountPercent(eur('99,99'), eur('200'))?.toFixed(2)).toBe('50.01') // 50.005 exactly
    expect(toCashDiscountPercent(eur('66,67'), eur('100'))?.toFixed(2)).toBe('33.33')
    expect(toCashDiscountPercent(eur('2'), eur('3'))?.toFixed(2)).toBe('33.33') // 33.333…
    expect(toCashDiscountPercent(eur('1'), eur('3'))?.toFixed(2)).toBe('66.67') // 66.666…
  })

  it('is undefined without amounts or for a zero primary amount', () => {
    expect(toCashDiscountPercent(undefined, eur('100'))).toBeUndefined()
    expect(toCashDiscountPercent(eur('1'), null)).toBeUndefined()
    expect(toCashDiscountPercent(eur('1'), eur('0'))).toBeUndefined()
  })
})

describe('formatCashDiscountPercent', () => {
  it.each([
    ['2', '2,00\u00a0%'],
    ['2.005', '2,01\u00a0%'],
    ['33.333', '33,33\u00a0%'],
    ['0', '0,00\u00a0%'],
    ['1234.5', '1.234,50\u00a0%'],
    ['-0.001', '0,00\u00a0%'],
  ])('formats %s as %s', (value, text) => {
    expect(formatCashDiscountPercent(new Decimal(value))).toBe(text)
  })
})

describe('toVoucherCardCashDiscountText', () => {
  it('shows the discount for a voucher with a cash discount', () => {
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: true, totalGrossAmount: eur('100'), transactionAmount: eur('-98') }))).toBe('2,00\u00a0%')
  })

  it('shows none without a cash discount flag, without a positive discount, or without amounts', () => {
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: false, totalGrossAmount: eur('100'), transactionAmount: eur('-98') }))).toBeUndefined()
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: null, totalGrossAmount: eur('100'), transactionAmount: eur('-98') }))).toBeUndefined()
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: true, totalGrossAmount: eur('100'), transactionAmount: eur('100') }))).toBeUndefined()
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: true, totalGrossAmount: eur('100'), transactionAmount: eur('101') }))).toBeUndefined()
    // 0.00001 % rounds to 0,00 %: no discount worth showing
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: true, totalGrossAmount: eur('100.000'), transactionAmount: eur('99.999,99') }))).toBeUndefined()
    expect(toVoucherCardCashDiscountText(card({ hasCashDiscount: true, transactionAmount: eur('-98') }))).toBeUndefined()
  })
})

describe('toVoucherLink', () => {
  it('follows vouchers#/VoucherView/{voucher type}/{id}', () => {
    expect(toVoucherLink('invoice', '3f1c-42')).toBe('vouchers#/VoucherView/invoice/3f1c-42')
  })

  it('encodes parts that could change the path', () => {
    expect(toVoucherLink('a/b', 'x#y?z')).toBe('vouchers#/VoucherView/a%2Fb/x%23y%3Fz')
  })
})

describe('toVoucherCashDiscountHint', () => {
  const base = { voucherType: 'salesinvoice', voucherId: 'v', totalGrossAmount: moneyFromCents(5000n), openAmount: moneyFromCents(5000n), hasCashDiscount: true }
  it('computes from the transaction where it can, else takes the voucher own percent', () => {
    expect(toVoucherCashDiscountHint({ ...base, transactionAmount: moneyFromCents(4900n), cashDiscountPercent: 3 })).toBe('2,00\u00a0%')
    expect(toVoucherCashDiscountHint({ ...base, transactionAmount: moneyFromCents(14700n), cashDiscountPercent: 3 })).toBe('3,00\u00a0%')
    expect(toVoucherCashDiscountHint({ ...base, transactionAmount: moneyFromCents(14700n), cashDiscountPercent: 0 })).toBeUndefined()
    expect(toVoucherCashDiscountHint({ ...base, hasCashDiscount: false, transactionAmount: moneyFromCents(4900n), cashDiscountPercent: 3 })).toBeUndefined()
  })
})
