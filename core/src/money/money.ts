/**
 * Money: exact amounts, as BigInt cents where they are whole cents and as decimal.js otherwise. Every amount in Kontor
 * is a `Money` from the moment it is parsed or decoded; JS numbers are never used for arithmetic on amounts.
 */
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { MONEY_FRACTION_DIGITS } from './constants.ts'

/** Our own constructor: no other code's `Decimal.set` can change how we round. Half away from zero is kaufmännisch. */
const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 })

/**
 * Whole-cent amounts below 10^30 € are held as a BigInt of cents, larger ones as decimal.js. Below the limit a sum or
 * difference of two amounts has at most 33 digits, which decimal.js's 40 hold exactly, so the BigInt path computes
 * just what decimal.js would; and a wire text like "1e999999" never becomes a BigInt of a million digits.
 */
const CENTS_LIMIT = 10n ** 32n
const CENTS_LIMIT_EXPONENT = 30

export interface Money {
  readonly _tag: 'Money'
  /** The exact amount as decimal.js. */
  readonly value: Decimal
}

/**
 * The one implementation of Money. `amount` is canonical, so that equal amounts are equal objects (deep equality in
 * tests): a BigInt of cents for every whole-cent amount below CENTS_LIMIT, zero included, and a non-zero Decimal for
 * all others (sub-cent wire amounts such as 0.30000000000000004, and huge ones). A BigInt costs about a fifth of the
 * memory of a decimal.js object and sums and formats several times faster, which lists of 100,000 amounts need.
 */
class MoneyAmount implements Money {
  readonly _tag = 'Money'
  readonly amount: bigint | Decimal

  constructor(amount: bigint | Decimal) {
    this.amount = amount
  }

  /** Built on each read rather than kept: lists never read it, and a kept Decimal would cost the memory saved. */
  get value(): Decimal {
    return typeof this.amount === 'bigint' ? centsToDecimal(this.amount) : this.amount
  }

  /** The JSON that Money wrote when it held a Decimal: `{"_tag":"Money","value":"1234.56"}` (JSON has no BigInt). */
  toJSON(): { _tag: 'Money'; value: string } {
    return { _tag: 'Money', value: this.value.toJSON() }
  }
}

/** Exact: the constructor keeps every digit; only arithmetic rounds to the precision. */
const centsToDecimal = (cents: bigint): Decimal => new Dec(`${cents}e-2`)

const fromCents = (cents: bigint): Money =>
  cents < CENTS_LIMIT && cents > -CENTS_LIMIT ? new MoneyAmount(cents) : new MoneyAmount(centsToDecimal(cents))

export const ZERO_MONEY: Money = new MoneyAmount(0n)

const fromDecimal = (value: Decimal): Money => {
  if (value.isZero()) return ZERO_MONEY
  if (value.e < CENTS_LIMIT_EXPONENT && value.decimalPlaces() <= MONEY_FRACTION_DIGITS) {
    return new MoneyAmount(BigInt(value.toFixed(MONEY_FRACTION_DIGITS).replace('.', '')))
  }
  return new MoneyAmount(value)
}

/** A Money built outside this module (the interface allows it) is read through its Decimal. */
const amountOf = (m: Money): bigint | Decimal => (m instanceof MoneyAmount ? m.amount : new Dec(m.value))

const toDecimal = (amount: bigint | Decimal): Decimal => (typeof amount === 'bigint' ? centsToDecimal(amount) : amount)

/** Cents from digit strings as the input regexes capture them: '+'/'-'/'', whole euros, up to two decimals. */
const centsOf = (sign: string, whole: string, fraction: string): bigint => BigInt(`${sign}${whole}${fraction.padEnd(MONEY_FRACTION_DIGITS, '0')}`)

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
  return E.right(fromCents(centsOf(sign, whole.replaceAll('.', ''), fraction)))
}

/** A plain decimal string as the wire and decimal.js write it ("-1234.5", "1e-7"); no grouping, no comma. */
const WIRE_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i
/** The common wire amount, whole cents without exponent ("-1234.5"): read straight into cents, no Decimal. */
const WIRE_CENTS = /^([+-]?)(\d+)(?:\.(\d{0,2}))?$/

/**
 * Reads an amount from the wire. A JSON number is read through its shortest string form (what `String(n)` gives),
 * so 0.1 becomes exactly 0.1 and never 0.1000000000000000055…
 */
export const fromWireAmount = (value: number | string): E.Either<string, Money> => {
  if (typeof value === 'number' && !Number.isFinite(value)) return E.left(`kein endlicher Betrag: ${String(value)}`)
  const text = String(value).trim()
  const cents = WIRE_CENTS.exec(text)
  if (cents !== null) return E.right(fromCents(centsOf(cents[1] ?? '', cents[2] ?? '', cents[3] ?? '')))
  return WIRE_DECIMAL.test(text) ? E.right(fromDecimal(new Dec(text))) : E.left(`kein Betrag: ${JSON.stringify(value)}`)
}

/** The wire form of an amount: a JSON number, written from the exact decimal string. */
export const toWireAmount = (m: Money): number => {
  const amount = amountOf(m)
  return Number(typeof amount === 'bigint' ? `${amount}e-2` : amount.toFixed())
}

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

export const moneyFromCents = (cents: bigint): Money => fromCents(cents)

/**
 * The amount in whole cents, or undefined for one with a fraction of a cent (or beyond the cents range): a key to
 * index amounts by (proposal matching), exact, without arithmetic on numbers.
 * @example toWholeCents(moneyFromCents(-11900n)) // -11900n
 */
export const toWholeCents = (m: Money): bigint | undefined => {
  const amount = amountOf(m)
  return typeof amount === 'bigint' ? amount : undefined
}

export const addMoney = (a: Money, b: Money): Money => {
  const x = amountOf(a)
  const y = amountOf(b)
  return typeof x === 'bigint' && typeof y === 'bigint' ? fromCents(x + y) : fromDecimal(toDecimal(x).plus(toDecimal(y)))
}

export const subtractMoney = (a: Money, b: Money): Money => {
  const x = amountOf(a)
  const y = amountOf(b)
  return typeof x === 'bigint' && typeof y === 'bigint' ? fromCents(x - y) : fromDecimal(toDecimal(x).minus(toDecimal(y)))
}

/**
 * The sum of the amounts, exactly the fold of addMoney from zero: whole cents add as BigInt; from the first amount
 * that is not whole cents on, the running total is a Decimal, as addMoney would make it.
 * @example sumMoney([moneyFromCents(10n), moneyFromCents(-25n)]) // -0,15
 */
export const sumMoney = (items: ReadonlyArray<Money>): Money => {
  let cents = 0n
  let exact: Decimal | undefined
  for (const item of items) {
    const amount = amountOf(item)
    if (exact === undefined && typeof amount === 'bigint') cents += amount
    else exact = (exact ?? centsToDecimal(cents)).plus(toDecimal(amount))
  }
  return exact === undefined ? fromCents(cents) : fromDecimal(exact)
}

export const negateMoney = (m: Money): Money => {
  const amount = amountOf(m)
  return typeof amount === 'bigint' ? fromCents(-amount) : fromDecimal(amount.negated())
}

/** -1, 0 or 1, as for a sort comparator. */
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 => {
  const x = amountOf(a)
  const y = amountOf(b)
  if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0
  return toDecimal(x).comparedTo(toDecimal(y)) as -1 | 0 | 1
}

export const equalsMoney = (a: Money, b: Money): boolean => {
  const x = amountOf(a)
  const y = amountOf(b)
  return typeof x === 'bigint' && typeof y === 'bigint' ? x === y : toDecimal(x).equals(toDecimal(y))
}

export const isNegativeMoney = (m: Money): boolean => {
  const amount = amountOf(m)
  return typeof amount === 'bigint' ? amount < 0n : amount.isNegative() && !amount.isZero()
}

export const isZeroMoney = (m: Money): boolean => {
  const amount = amountOf(m)
  return typeof amount === 'bigint' ? amount === 0n : amount.isZero()
}

/** Groups the integer digits by three with '.', as de-DE does. */
const groupThousands = (digits: string): string => {
  if (digits.length <= 3) return digits
  const head = digits.length % 3 || 3
  let grouped = digits.slice(0, head)
  for (let at = head; at < digits.length; at += 3) grouped += `.${digits.slice(at, at + 3)}`
  return grouped
}

/** How an amount ends: its suffix, and ',00' to ',99' each with the suffix, built once rather than per amount. */
interface Notation {
  readonly suffix: string
  readonly tails: ReadonlyArray<string>
}

const notationWith = (suffix: string): Notation => ({
  suffix,
  tails: Array.from({ length: 100 }, (_, cents) => `,${String(cents).padStart(2, '0')}${suffix}`),
})

const AMOUNT_NOTATION = notationWith('')
/** The no-break space (U+00A0) before €, as Intl.NumberFormat de-DE EUR writes it. */
const EURO_NOTATION = notationWith('\u00a0€')
/** '.000' to '.999': the thousands groups. */
const THOUSANDS_GROUPS = Array.from({ length: 1000 }, (_, group) => `.${String(group).padStart(3, '0')}`)
const MAX_EXACT_CENTS = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * Cents in de-DE notation. Below 2^53 the digits are taken from a JS number, a third faster than from the BigInt's
 * string: that number holds the cents exactly, and `%` and dividing a multiple of 100 (or 1000) are exact on integers
 * this small. No amount is added or rounded there; it is only written out.
 */
const formatCents = (cents: bigint, notation: Notation): string => {
  if (cents > MAX_EXACT_CENTS || cents < -MAX_EXACT_CENTS) return formatLargeCents(cents, notation.suffix)
  const negative = cents < 0n
  let rest = negative ? -Number(cents) : Number(cents)
  const fraction = rest % 100
  rest = (rest - fraction) / 100
  let text = notation.tails[fraction] ?? ''
  while (rest >= 1000) {
    const group = rest % 1000
    text = `${THOUSANDS_GROUPS[group] ?? ''}${text}`
    rest = (rest - group) / 1000
  }
  return negative ? `-${rest}${text}` : `${rest}${text}`
}

const formatLargeCents = (cents: bigint, suffix: string): string => {
  const negative = cents < 0n
  const digits = String(negative ? -cents : cents)
  const whole = digits.slice(0, -MONEY_FRACTION_DIGITS)
  return `${negative ? '-' : ''}${groupThousands(whole)},${digits.slice(-MONEY_FRACTION_DIGITS)}${suffix}`
}

/** Rounds through decimal.js's string form, so that even an amount like 1e999999 never becomes a BigInt. */
const formatDecimal = (value: Decimal, suffix: string): string => {
  const fixed = value.toFixed(MONEY_FRACTION_DIGITS)
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed)
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.')
  return `${negative ? '-' : ''}${groupThousands(whole)},${fraction}${suffix}`
}

const formatWith = (m: Money, notation: Notation): string => {
  const amount = amountOf(m)
  return typeof amount === 'bigint' ? formatCents(amount, notation) : formatDecimal(amount, notation.suffix)
}

/**
 * The amount in de-DE notation with two decimals, rounded half away from zero, without a currency sign.
 * @example formatMoneyAmount(m) // '-1.234,56'
 */
export const formatMoneyAmount = (m: Money): string => formatWith(m, AMOUNT_NOTATION)

/**
 * The amount as de-DE shows euros: '1.234,56 €'. The space before € is a no-break space (U+00A0), exactly as
 * Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }) writes it, so amount and sign never wrap apart.
 * @example formatMoney(m) // '1.234,56 €'
 */
export const formatMoney = (m: Money): string => formatWith(m, EURO_NOTATION)

/**
 * Where `m` lies between `low` and `high`, as a number from 0 (at low) to 1 (at high), 0.5 when they are equal: for
 * drawing a chart, never for amounts (the ratio is computed exactly and only then made a float).
 * @example moneyShareOfRange(eur(5), eur(0), eur(10)) // 0.5
 */
export const moneyShareOfRange = (m: Money, low: Money, high: Money): number => {
  const range = high.value.minus(low.value)
  if (range.isZero()) return 0.5
  return Math.min(1, Math.max(0, m.value.minus(low.value).dividedBy(range).toNumber()))
}
