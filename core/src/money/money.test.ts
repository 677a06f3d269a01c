import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  addMoney,
  compareMoney,
  equalsMoney,
  formatMoney,
  formatMoneyAmount,
  fromWireAmount,
  isNegativeMoney,
  isZeroMoney,
  moneyFromCents,
  MoneyCodec,
  negateMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  toWireAmount,
  ZERO_MONEY,
  type Money,
} from './money.ts'
import { moneyFromWire as m } from '../test-kit.ts'

/** The parsed amount as a plain decimal string, or the issue keys. */
const parsed = (input: string): string | ReadonlyArray<string> =>
  E.match<ReadonlyArray<{ key: string }>, Money, string | ReadonlyArray<string>>(
    (issues) => issues.map((i) => i.key),
    (money) => money.value.toFixed(),
  )(parseMoney(input))

const decoded = (u: unknown): string | 'rejected' =>
  E.match(
    () => 'rejected' as const,
    (money: Money) => money.value.toFixed(),
  )(MoneyCodec.decode(u))

describe('parseMoney', () => {
  it('reads German input', () => {
    expect(E.map(formatMoney)(parseMoney('1.234,56'))).toEqual(E.right('1.234,56\u00a0€'))
  })

  it.each([
    ['1.234,56', '1234.56'],
    ['-0,5', '-0.5'],
    ['1234', '1234'],
    ['1234,5', '1234.5'],
    ['+3', '3'],
    [' 12,00 € ', '12'],
    ['12,00€', '12'],
    ['1.000.000,00', '1000000'],
    ['0,01', '0.01'],
    ['-1.234', '-1234'],
    ['0012', '12'],
  ])('reads %j as %s', (input, expected) => {
    expect(parsed(input)).toBe(expected)
  })

  it('reads -0 as zero, never as a negative zero', () => {
    const result = parseMoney('-0,00')
    expect(E.isRight(result)).toBe(true)
    if (E.isRight(result)) {
      expect(isZeroMoney(result.right)).toBe(true)
      expect(isNegativeMoney(result.right)).toBe(false)
      expect(formatMoney(result.right)).toBe('0,00\u00a0€')
    }
  })

  it.each(['', '   ', '€', ' € '])('asks for an amount when the input %j is empty', (input) => {
    expect(parsed(input)).toEqual(['money.required'])
  })

  it.each(['1.23', 'abc', '1.2345,00', '1,2,3', 'NaN', 'Infinity', '-Infinity', '1e5', ',5', '5,', '1 234', '--1', '+-1', '1.234.5', '0x10', '€ 12'])(
    'rejects %j as invalid format',
    (input) => {
      expect(parsed(input)).toEqual(['money.invalidFormat'])
    },
  )

  it.each(['1,234', '0,001', '-1.234,567'])('rejects %j for having more than two decimals', (input) => {
    expect(parseMoney(input)).toEqual(E.left([{ field: 'amount', key: 'money.tooManyDecimals', params: { maxDecimals: 2 } }]))
  })

  it('puts the issue on the named field', () => {
    expect(parseMoney('', 'betrag')).toEqual(E.left([{ field: 'betrag', key: 'money.required' }]))
    expect(parseMoney('x', 'betrag')).toEqual(E.left([{ field: 'betrag', key: 'money.invalidFormat' }]))
  })
})

describe('fromWireAmount and MoneyCodec', () => {
  it('reads a JSON number through its shortest string form, so 0.1 stays exactly 0.1', () => {
    expect(decoded(0.1)).toBe('0.1')
    expect(decoded(0.1 + 0.2)).toBe('0.30000000000000004') // the number the server sent, not 0.3
    expect(decoded(1234.56)).toBe('1234.56')
    expect(decoded(-0.01)).toBe('-0.01')
  })

  it('reads exponent forms exactly', () => {
    expect(decoded(1e-7)).toBe('0.0000001')
    expect(decoded('1e-7')).toBe('0.0000001')
    expect(decoded(1e21)).toBe('1000000000000000000000')
    expect(decoded('-2.5E+3')).toBe('-2500')
  })

  it('reads numeric strings, trimmed', () => {
    expect(decoded('1234.56')).toBe('1234.56')
    expect(decoded(' 5 ')).toBe('5')
    expect(decoded('.5')).toBe('0.5')
  })

  it('reads -0 as zero', () => {
    const result = MoneyCodec.decode(-0)
    expect(E.isRight(result) && isZeroMoney(result.right) && !isNegativeMoney(result.right)).toBe(true)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects the number %s', (n) => {
    expect(E.isLeft(fromWireAmount(n))).toBe(true)
    expect(decoded(n)).toBe('rejected')
  })

  it.each(['1,5', 'NaN', 'Infinity', '', '  ', 'abc', '1.234,56', '1 000', '0x10', '1e', '-'])('rejects the string %j', (s) => {
    expect(E.isLeft(fromWireAmount(s))).toBe(true)
    expect(decoded(s)).toBe('rejected')
  })

  it.each([null, undefined, true, {}, { value: 1 }, [1], m('1')])('rejects the non-amount %j', (u) => {
    expect(decoded(u)).toBe('rejected')
  })

  it('encodes to a JSON number and tells Money from other values', () => {
    expect(MoneyCodec.encode(m('-1234.5'))).toBe(-1234.5)
    expect(toWireAmount(ZERO_MONEY)).toBe(0)
    expect(MoneyCodec.is(m('1'))).toBe(true)
    expect(MoneyCodec.is(1)).toBe(false)
    expect(MoneyCodec.is({ value: 1 })).toBe(false)
    expect(MoneyCodec.is(null)).toBe(false)
  })
})

describe('arithmetic', () => {
  it('adds and subtracts exactly, without binary rounding', () => {
    expect(equalsMoney(addMoney(m('0.1'), m('0.2')), m('0.3'))).toBe(true)
    expect(equalsMoney(subtractMoney(m('0.3'), m('0.1')), m('0.2'))).toBe(true)
    expect(equalsMoney(subtractMoney(m('1'), m('1.01')), m('-0.01'))).toBe(true)
  })

  it('sums a list, and an empty list to zero', () => {
    expect(equalsMoney(sumMoney([m('0.1'), m('0.2'), m('-0.05')]), m('0.25'))).toBe(true)
    expect(isZeroMoney(sumMoney([]))).toBe(true)
  })

  it('negates, and negating zero stays zero', () => {
    expect(equalsMoney(negateMoney(m('12.34')), m('-12.34'))).toBe(true)
    expect(isNegativeMoney(negateMoney(ZERO_MONEY))).toBe(false)
    expect(formatMoney(negateMoney(ZERO_MONEY))).toBe('0,00\u00a0€')
  })

  it('compares as a sort comparator', () => {
    expect(compareMoney(m('1'), m('2'))).toBe(-1)
    expect(compareMoney(m('2'), m('1'))).toBe(1)
    expect(compareMoney(m('1.50'), m('1.5'))).toBe(0)
    expect(compareMoney(m('-0.01'), ZERO_MONEY)).toBe(-1)
    expect([m('3'), m('-1'), m('0.5')].sort(compareMoney).map((x) => x.value.toFixed())).toEqual(['-1', '0.5', '3'])
  })

  it('tests equality by value, not by representation', () => {
    expect(equalsMoney(m('1.50'), m('1.5'))).toBe(true)
    expect(equalsMoney(m('1.5'), m('1.51'))).toBe(false)
  })

  it('tells negative and zero amounts', () => {
    expect(isNegativeMoney(m('-0.01'))).toBe(true)
    expect(isNegativeMoney(m('0.01'))).toBe(false)
    expect(isNegativeMoney(m('-0'))).toBe(false)
    expect(isZeroMoney(m('-0'))).toBe(true)
    expect(isZeroMoney(m('0.001'))).toBe(false)
  })

  it('builds amounts from cents', () => {
    expect(moneyFromCents(123456n).value.toFixed()).toBe('1234.56')
    expect(moneyFromCents(-5n).value.toFixed()).toBe('-0.05')
    expect(isZeroMoney(moneyFromCents(0n))).toBe(true)
  })
})

describe('formatMoney', () => {
  it.each([
    ['1234.56', '1.234,56\u00a0€'],
    ['-1234.56', '-1.234,56\u00a0€'],
    ['0', '0,00\u00a0€'],
    ['0.5', '0,50\u00a0€'],
    ['999', '999,00\u00a0€'],
    ['1000', '1.000,00\u00a0€'],
    ['1234567.89', '1.234.567,89\u00a0€'],
    ['-1000000', '-1.000.000,00\u00a0€'],
  ])('formats %s as %j', (amount, expected) => {
    expect(formatMoney(m(amount))).toBe(expected)
  })

  it('puts a no-break space (U+00A0) before the euro sign', () => {
    const text = formatMoney(m('1'))
    expect(text.at(-2)).toBe('\u00a0')
    expect(text).not.toContain(' ')
  })

  it.each([
    ['0.005', '0,01'],
    ['-0.005', '-0,01'],
    ['0.004', '0,00'],
    ['1234.565', '1.234,57'],
    ['-1234.565', '-1.234,57'],
    ['-1234.5649', '-1.234,56'],
    ['999.995', '1.000,00'],
    ['123456789.995', '123.456.790,00'],
  ])('rounds %s half away from zero to %j', (amount, expected) => {
    expect(formatMoneyAmount(m(amount))).toBe(expected)
  })

  it.each(['-0.004', '-0.0049', '-1e-7', '-0'])('never shows a negative zero for %s', (amount) => {
    expect(formatMoneyAmount(m(amount))).toBe('0,00')
  })

  it('formats huge and tiny amounts without exponent notation', () => {
    expect(formatMoneyAmount(m('1e21'))).toBe('1.000.000.000.000.000.000.000,00')
    expect(formatMoneyAmount(m('1e-7'))).toBe('0,00')
  })
})
