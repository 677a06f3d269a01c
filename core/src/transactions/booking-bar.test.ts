import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import {
  formatPaymentDifferencePercent,
  isPaymentDifferenceWithinHint,
  toBookingBarState,
  toPaymentDifferencePercent,
} from './booking-bar.ts'
import { moneyFromWire as m } from '../test-kit.ts'

const kindOf = (transaction: string, vouchers: ReadonlyArray<string>): string => toBookingBarState(m(transaction), vouchers.map(m)).kind

describe('toBookingBarState', () => {
  it.each<[string, string, ReadonlyArray<string>, string]>([
    ['nothing selected', '100', [], 'empty'],
    ['an exact match', '100', ['100'], 'exact'],
    ['an exact match of several', '-119', ['-100', '-19'], 'exact'],
    ['exactly 5 % less', '95', ['100'], 'differenceHint'],
    ['exactly 5 % more', '105', ['100'], 'differenceHint'],
    ['one cent over 5 % less', '94.99', ['100'], 'difference'],
    ['one cent over 5 % more', '105.01', ['100'], 'difference'],
    ['5 % of an outgo', '-95', ['-100'], 'differenceHint'],
    ['differing signs', '100', ['-100'], 'notAllowed'],
    ['differing signs of an outgo', '-100', ['50'], 'notAllowed'],
    ['vouchers netting to 0', '100', ['100', '-100'], 'notAllowed'],
    ['a transaction with nothing open', '0', ['100'], 'notAllowed'],
    ['a credit note netted with an invoice', '80', ['100', '-20'], 'exact'],
    ['half', '50', ['100'], 'difference'],
  ])('%s: transaction %s, vouchers %j is %s', (_name, transaction, vouchers, kind) => {
    expect(kindOf(transaction, vouchers)).toBe(kind)
  })

  it('gives the difference as transaction minus vouchers, and the percentage of the vouchers', () => {
    const state = toBookingBarState(m('97'), [m('100')])
    expect(state.kind).toBe('differenceHint')
    if (state.kind === 'differenceHint') {
      expect(state.difference.value.toFixed()).toBe('-3')
      expect(state.differencePercent.toFixed()).toBe('3')
      expect(state.voucherSum.value.toFixed()).toBe('100')
    }
  })

  it('keeps the percentage exact where binary floating point would not', () => {
    // 0.05 * 33.33 is not exact in doubles; in decimals 1.6665 / 33.33 * 100 is exactly 5.
    const state = toBookingBarState(m('31.6635'), [m('33.33')])
    expect(state.kind).toBe('differenceHint')
    if (state.kind === 'differenceHint') expect(state.differencePercent.toFixed()).toBe('5')
  })
})

describe('toPaymentDifferencePercent', () => {
  it('is undefined for vouchers that sum to 0', () => {
    expect(toPaymentDifferencePercent(m('10'), m('0'))).toBeUndefined()
  })

  it('is relative to the vouchers', () => {
    expect(toPaymentDifferencePercent(m('-90'), m('-100'))?.toFixed()).toBe('10')
    expect(toPaymentDifferencePercent(m('100'), m('100'))?.toFixed()).toBe('0')
  })
})

describe('isPaymentDifferenceWithinHint', () => {
  it('counts 5 % exactly as within', () => {
    expect(isPaymentDifferenceWithinHint(new Decimal('5'))).toBe(true)
    expect(isPaymentDifferenceWithinHint(new Decimal('5.0000000001'))).toBe(false)
    expect(isPaymentDifferenceWithinHint(new Decimal('0'))).toBe(true)
  })
})

describe('formatPaymentDifferencePercent', () => {
  it.each([
    ['5', '5,00\u00a0%'],
    ['4.7619047619', '4,76\u00a0%'],
    ['0.005', '0,01\u00a0%'],
    ['1234.5', '1.234,50\u00a0%'],
  ])('writes %s as %s', (input, expected) => {
    expect(formatPaymentDifferencePercent(new Decimal(input))).toBe(expected)
  })
})
