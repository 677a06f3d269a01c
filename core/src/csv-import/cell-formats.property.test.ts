/**
 * Amounts to the cent (issue 13: "amounts are exact to the cent"): parseStatementAmount sums the cents as a number
 * while that is exact and as a BigInt beyond; any amount written in the exports' notations reads back exactly, and
 * on any text it agrees with a plain reading that cuts the digits out and makes one BigInt of them.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { moneyFromCents, type Money } from '../money/money.ts'
import { parseStatementAmount, type DecimalSeparator } from './cell-formats.ts'

const groupDigits = (digits: string, group: string): string => digits.replace(/\B(?=(\d{3})+$)/g, group)

/** Cents up to 10^22 (past a number's exact range), written with or without groups and trailing zeros. */
const writtenAmountArbitrary = fc
  .record({
    cents: fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }),
    separator: fc.constantFrom<DecimalSeparator>(',', '.'),
    grouped: fc.boolean(),
    decimals: fc.constantFrom(0, 1, 2),
    plus: fc.boolean(),
    /** Deutsche Bank's credit card: '- 12,34'. */
    spaceAfterSign: fc.boolean(),
    currency: fc.constantFrom('', ' €', '€', ' EUR'),
  })
  .filter(({ cents, decimals }) => decimals === 2 || cents % (decimals === 1 ? 10n : 100n) === 0n)

test.prop([writtenAmountArbitrary])('reads any written amount back exactly to the cent', ({ cents, separator, grouped, decimals, plus, spaceAfterSign, currency }) => {
  const magnitude = cents < 0n ? -cents : cents
  const whole = (magnitude / 100n).toString()
  const fraction = (magnitude % 100n).toString().padStart(2, '0').slice(0, decimals)
  const group = separator === ',' ? '.' : ','
  const sign = `${cents < 0n ? '-' : plus ? '+' : ''}${(cents < 0n || plus) && spaceAfterSign ? ' ' : ''}`
  const text = `${sign}${grouped ? groupDigits(whole, group) : whole}${decimals > 0 ? separator + fraction : ''}${currency}`
  expect(parseStatementAmount(text, separator)).toEqual(moneyFromCents(cents))
})

/** The reading before the digit-by-digit sum: substrings and one BigInt (kept here as the oracle). */
const referenceAmount = (input: string, separator: DecimalSeparator): Money | undefined => {
  let s = input.trim()
  if (s.endsWith('€')) s = s.slice(0, -1)
  else if (s.endsWith('EUR')) s = s.slice(0, -3)
  s = s.replaceAll('\u00a0', '').trim()
  const group = separator === ',' ? '\\.' : ','
  const decimal = separator === ',' ? ',' : '\\.'
  const match = new RegExp(`^([+-]?) *(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d{1,2}))?$`).exec(s)
  if (match === null) return undefined
  const [, sign = '', whole = '', fraction = ''] = match
  return moneyFromCents(BigInt(`${sign === '-' ? '-' : ''}${whole.replace(/\D/g, '')}${fraction.padEnd(2, '0')}`))
}

const cellArbitrary = fc.string({ unit: fc.constantFrom('0', '1', '7', '9', '.', ',', '-', '+', ' ', '€', 'E', 'U', 'R', '\u00a0'), maxLength: 24 })

test.prop([cellArbitrary, fc.constantFrom<DecimalSeparator>(',', '.')])('agrees with the plain reading on any cell', (cell, separator) => {
  expect(parseStatementAmount(cell, separator)).toEqual(referenceAmount(cell, separator))
})
