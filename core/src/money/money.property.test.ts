import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { centsArbitrary, moneyArbitrary, safeCentsArbitrary } from './money.arbitrary.ts'
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
  toWholeCents,
  ZERO_MONEY,
  type Money,
} from './money.ts'

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

const isSameAmount = (a: E.Either<unknown, Money>, b: Money): boolean => E.isRight(a) && equalsMoney(a.right, b)

/** Rounds tenths of a cent to cents, half away from zero, in exact integer arithmetic. */
const roundMillsToCents = (mills: bigint): bigint => {
  const magnitude = mills < 0n ? -mills : mills
  const cents = magnitude / 10n + (magnitude % 10n >= 5n ? 1n : 0n)
  return mills < 0n ? -cents : cents
}

/** Amounts with at most 15 significant digits at any scale: what a JSON number carries exactly. */
const fifteenDigitDecimalArbitrary = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n - 1n), max: 10n ** 15n - 1n }), fc.integer({ min: -20, max: 20 }))
  .map(([digits, exponent]) => `${digits}e${exponent}`)

/** Strings shaped like typed amounts, so that the parser's corners are reached and not only its first check. */
const amountLikeStringArbitrary = fc.oneof(
  fc.string(),
  fc.stringMatching(/^ ?[+-]?[\d.,]{0,14}(?: ?€)? ?$/),
  fc.stringMatching(/^[+-]?\d{1,3}(?:\.\d{3}){0,4}(?:,\d{0,4})?$/),
)

test.prop([centsArbitrary])('a formatted amount parses back to itself', (cents) => {
  const money = moneyFromCents(cents)
  expect(isSameAmount(parseMoney(formatMoneyAmount(money)), money)).toBe(true)
  expect(isSameAmount(parseMoney(formatMoney(money)), money)).toBe(true) // the trailing "\u00a0€" is accepted too
})

test.prop([safeCentsArbitrary], { numRuns: 1000, examples: [[0n], [1n], [-1n], [99_999n], [-100_000n], [2n ** 50n], [-(2n ** 50n)]] })(
  'formatMoney writes exactly what Intl.NumberFormat de-DE EUR writes',
  (cents) => {
    // |cents| <= 2^50: cents/100 is below 2^44, where a double's spacing is under 0.002, so the nearest double to
    // cents/100 reads back (shortest form) as exactly cents/100 and Intl has nothing to round.
    expect(formatMoney(moneyFromCents(cents))).toBe(euroFormat.format(Number(cents) / 100))
  },
)

test.prop([fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n })])('amounts with more than two decimals round half away from zero', (mills) => {
  const money = E.getOrElseW(() => ZERO_MONEY)(fromWireAmount(`${mills}e-3`))
  expect(formatMoneyAmount(money)).toBe(formatMoneyAmount(moneyFromCents(roundMillsToCents(mills))))
})

test.prop([fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 30 })])(
  'a formatted amount has de-DE shape and is never "-0,00"',
  (digits, scale) => {
    const text = formatMoneyAmount(E.getOrElseW(() => ZERO_MONEY)(fromWireAmount(`${digits}e-${scale}`)))
    expect(text).toMatch(/^-?\d{1,3}(?:\.\d{3})*,\d{2}$/)
    expect(text).not.toBe('-0,00')
  },
)

test.prop([amountLikeStringArbitrary])('parseMoney never yields NaN or an infinite amount', (input) => {
  const result = parseMoney(input)
  if (E.isRight(result)) {
    expect(result.right.value.isFinite()).toBe(true)
    expect(result.right.value.decimalPlaces()).toBeLessThanOrEqual(2)
  } else {
    expect(result.left).toHaveLength(1)
    expect(['money.required', 'money.invalidFormat', 'money.tooManyDecimals']).toContain(result.left[0]?.key)
  }
})

test.prop([
  fc.oneof(
    fc.double(),
    fc.string(),
    fc.stringMatching(/^[+-]?\d*\.?\d*(?:e[+-]?\d*)?$/),
    fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e9000000000000000', '-1e-9000000000000000'),
  ),
])('a wire amount is a finite amount or rejected, never NaN', (value) => {
  const result = fromWireAmount(value)
  expect(E.isLeft(result) || result.right.value.isFinite()).toBe(true)
})

test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })])('every finite JSON number is read as an amount', (value) => {
  expect(E.isRight(fromWireAmount(value))).toBe(true)
})

test.prop([fifteenDigitDecimalArbitrary])('MoneyCodec: decode(encode(m)) equals m for amounts of up to 15 significant digits', (decimal) => {
  const money = E.getOrElseW(() => ZERO_MONEY)(fromWireAmount(decimal))
  const again = MoneyCodec.decode(MoneyCodec.encode(money))
  expect(E.isRight(again) && equalsMoney(again.right, money)).toBe(true)
})

test.prop([moneyArbitrary, moneyArbitrary])('addition is commutative', (a, b) => {
  expect(equalsMoney(addMoney(a, b), addMoney(b, a))).toBe(true)
})

test.prop([moneyArbitrary, moneyArbitrary, moneyArbitrary])('addition is associative', (a, b, c) => {
  expect(equalsMoney(addMoney(addMoney(a, b), c), addMoney(a, addMoney(b, c)))).toBe(true)
})

test.prop([centsArbitrary, centsArbitrary])('addition agrees with adding cents', (a, b) => {
  expect(equalsMoney(addMoney(moneyFromCents(a), moneyFromCents(b)), moneyFromCents(a + b))).toBe(true)
})

test.prop([fc.array(moneyArbitrary, { maxLength: 20 })])('sumMoney equals folding addMoney from zero', (items) => {
  const folded = items.reduce((total, item) => addMoney(total, item), ZERO_MONEY)
  expect(equalsMoney(sumMoney(items), folded)).toBe(true)
  expect(equalsMoney(sumMoney([...items].reverse()), folded)).toBe(true)
})

test.prop([moneyArbitrary])('negation is involutive and a + (-a) is zero', (a) => {
  expect(equalsMoney(negateMoney(negateMoney(a)), a)).toBe(true)
  const zero = addMoney(a, negateMoney(a))
  expect(isZeroMoney(zero)).toBe(true)
  expect(isNegativeMoney(zero)).toBe(false)
  expect(isZeroMoney(subtractMoney(a, a))).toBe(true)
})

test.prop([moneyArbitrary, moneyArbitrary])('subtracting is adding the negation', (a, b) => {
  expect(equalsMoney(subtractMoney(a, b), addMoney(a, negateMoney(b)))).toBe(true)
})

test.prop([moneyArbitrary, moneyArbitrary])('compare is antisymmetric and follows the sign of a - b', (a, b) => {
  expect(compareMoney(a, b) + compareMoney(b, a)).toBe(0)
  const difference = subtractMoney(a, b)
  const sign = isZeroMoney(difference) ? 0 : isNegativeMoney(difference) ? -1 : 1
  expect(compareMoney(a, b)).toBe(sign)
  expect(equalsMoney(a, b)).toBe(sign === 0)
})

test.prop([fc.oneof(moneyArbitrary, fc.constant(ZERO_MONEY))])(
  'exactly one of negative, zero, positive holds, and negation swaps negative and positive',
  (a) => {
    const positive = !isNegativeMoney(a) && !isZeroMoney(a)
    expect([isNegativeMoney(a), isZeroMoney(a), positive].filter(Boolean)).toHaveLength(1)
    expect(isNegativeMoney(negateMoney(a))).toBe(positive)
  },
)

test.prop([centsArbitrary])('toWholeCents gives back the cents of a whole-cent amount', (cents) => {
  expect(toWholeCents(moneyFromCents(cents))).toBe(cents)
})

test.prop([fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((mills) => mills % 10n !== 0n)])(
  'toWholeCents has no cents for an amount with a fraction of a cent',
  (mills) => {
    const amount = fromWireAmount(`${mills < 0n ? '-' : ''}${(mills < 0n ? -mills : mills) / 1000n}.${String((mills < 0n ? -mills : mills) % 1000n).padStart(3, '0')}`)
    expect(E.isRight(amount) && toWholeCents(amount.right)).toBe(undefined)
  },
)
