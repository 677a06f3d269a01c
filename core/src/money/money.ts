/**
 * Money on decimal.js. Every amount in Kontor is a `Money` from the moment it is parsed or decoded; JS numbers are
 * never used for arithmetic on amounts.
 */
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { MONEY_FRACTION_DIGITS } from './constants.ts'

/** Our own constructor: no other code's `Decimal.set` can change how we round. Half away from zero is kaufmännisch. */
const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 })

export interface Money {
  readonly _tag: 'Money'
  readonly value: Decimal
}

const money = (value: Decimal): Money => ({ _tag: 'Money', value: value.isZero() ? new Dec(0) : value })

export const ZERO_MONEY: Money = money(new Dec(0))

/** German input: optional sign, digits with optional '.' thousands groups, optional ',' and up to two decimals. */
const GERMAN_AMOUNT = /^([+-])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/

/**
 * Parses an amount typed by a German user. Thousands separators are optional but, where used, must group by three;
 * more than two decimals are rejected rather than rounded, because a bank amount has cents at most.
 * @example parseMoney('1.234,56') // right(1234.56)
 */
export const parseMoney = (input: string, field = 'amount'): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  const text = input.trim().replace(/\s*€$/, '')
  if (text === '') return E.left([validationIssue(field, 'money.required')])
  const match = GERMAN_AMOUNT.exec(text)
  if (match === null) return E.left([validationIssue(field, 'money.invalidFormat')])
  const [, sign = '', whole = '', fraction = ''] = match
  if (fraction.length > MONEY_FRACTION_DIGITS) {
    return E.left([validationIssue(field, 'money.tooManyDecimals', { maxDecimals: MONEY_FRACTION_DIGITS })])
  }
  return E.right(money(new Dec(`${sign}${whole.replaceAll('.', '')}.${fraction || '0'}`)))
}

/** A plain decimal string as the wire and decimal.js write it ("-1234.5", "1e-7"); no grouping, no comma. */
const WIRE_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i

/**
 * Reads an amount from the wire. A JSON number is read through its shortest string form (what `String(n)` gives),
 * so 0.1 becomes exactly 0.1 and never 0.1000000000000000055…
 */
export const fromWireAmount = (value: number | string): E.Either<string, Money> => {
  if (typeof value === 'number' && !Number.isFinite(value)) return E.left(`kein endlicher Betrag: ${String(value)}`)
  const text = String(value).trim()
  return WIRE_DECIMAL.test(text) ? E.right(money(new Dec(text))) : E.left(`kein Betrag: ${JSON.stringify(value)}`)
}

/** The wire form of an amount: a JSON number, written from the exact decimal string. */
export const toWireAmount = (m: Money): number => Number(m.value.toFixed())

/** io-ts codec for amounts on the wire: a JSON number (or a numeric string) in, Money out. */
export const MoneyCodec = new t.Type<Money, number, unknown>(
  'Money',
  (u): u is Money => typeof u === 'object' && u !== null && (u as Money)._tag === 'Money',
  (u, c) =>
    typeof u === 'number' || typeof u === 'string'
      ? E.match<string, Money, t.Validation<Money>>((msg) => t.failure(u, c, msg), t.success)(fromWireAmount(u))
      : t.failure(u, c, 'ein Betrag muss eine Zahl sein'),
  toWireAmount,
)

export const moneyFromCents = (cents: bigint): Money => money(new Dec(cents.toString()).dividedBy(100))
export const addMoney = (a: Money, b: Money): Money => money(a.value.plus(b.value))
export const subtractMoney = (a: Money, b: Money): Money => money(a.value.minus(b.value))
export const sumMoney = (items: ReadonlyArray<Money>): Money => items.reduce(addMoney, ZERO_MONEY)
export const negateMoney = (m: Money): Money => money(m.value.negated())
/** -1, 0 or 1, as for a sort comparator. */
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 => a.value.comparedTo(b.value) as -1 | 0 | 1
export const equalsMoney = (a: Money, b: Money): boolean => a.value.equals(b.value)
export const isNegativeMoney = (m: Money): boolean => m.value.isNegative() && !m.value.isZero()
export const isZeroMoney = (m: Money): boolean => m.value.isZero()

/** Groups the integer digits by three with '.', as de-DE does. */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/**
 * The amount in de-DE notation with two decimals, rounded half away from zero, without a currency sign.
 * @example formatMoneyAmount(m) // '-1.234,56'
 */
export const formatMoneyAmount = (m: Money): string => {
  const fixed = m.value.toFixed(MONEY_FRACTION_DIGITS)
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed)
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.')
  return `${negative ? '-' : ''}${groupThousands(whole)},${fraction}`
}

/**
 * The amount as de-DE shows euros: '1.234,56 €'. The space before € is a no-break space (U+00A0), exactly as
 * Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }) writes it, so amount and sign never wrap apart.
 * @example formatMoney(m) // '1.234,56 €'
 */
export const formatMoney = (m: Money): string => `${formatMoneyAmount(m)}\u00a0€`
