/**
 * Money holds whole-cent amounts as BigInt cents and all others as decimal.js (money.ts). These properties hold every
 * operation to a plain decimal.js reference on the same text, across both forms and the border between them.
 */
import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import {
  addMoney,
  compareMoney,
  equalsMoney,
  formatMoney,
  formatMoneyAmount,
  fromWireAmount,
  isNegativeMoney,
  isZeroMoney,
  MoneyCodec,
  moneyFromCents,
  negateMoney,
  parseMoney,
  subtractMoney,
  sumMoney,
  toWireAmount,
  ZERO_MONEY,
  type Money,
} from './money.ts'

/** The reference: decimal.js with Money's settings, on the text itself. */
const Ref = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })

/** An amount as text and how to build it: through the wire, or as a Money made outside money.ts (a plain object). */
interface Sample {
  readonly text: string
  readonly foreign: boolean
}

/** Digits with a decimal point put `scale` places from the right: (-12345n, 2) is "-123.45", (5n, 3) is "0.005". */
const plainDecimal = (digits: bigint, scale: number): string => {
  const negative = digits < 0n
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0')
  const whole = text.slice(0, text.length - scale)
  const fraction = text.slice(text.length - scale)
  return `${negative ? '-' : ''}${whole}${scale === 0 ? '' : `.${fraction}`}`
}

const amountTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  // whole cents, as most amounts are: the BigInt form
  fc.tuple(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), fc.integer({ min: 0, max: 2 })).map(([d, s]) => plainDecimal(d, s)),
  // more than two decimals: the decimal.js form, some of which are whole cents after all ("1.500")
  fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 3, max: 30 })).map(([d, s]) => plainDecimal(d, s)),
  // around and beyond 10^30 €, where the BigInt form ends
  fc.tuple(fc.bigInt({ min: -(10n ** 36n), max: 10n ** 36n }), fc.integer({ min: 0, max: 4 })).map(([d, s]) => plainDecimal(d, s)),
  fc.tuple(fc.constantFrom(1n, -1n, 999n, -999n), fc.constantFrom(29, 30, 31)).map(([d, e]) => `${d}e${e}`),
  // exponent forms, as a JSON number may arrive
  fc.tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: -20, max: 20 })).map(([d, e]) => `${d}e${e}`),
  fc.constantFrom('0', '-0', '0.00', '-0.00', '-0e5', '0.001', '-0.005', '0.005', '1.50', '-1.5e0', '+7.1'),
  // around 2^53 cents, where formatting takes its digits from the BigInt instead of a JS number
  fc.constantFrom('90071992547409.91', '-90071992547409.91', '90071992547409.92', '-90071992547409.93', '999999999999999.99'),
)

const sampleArbitrary: fc.Arbitrary<Sample> = fc.record({ text: amountTextArbitrary, foreign: fc.boolean() })

const moneyOf = ({ text, foreign }: Sample): Money => {
  if (foreign) return { _tag: 'Money', value: new Decimal(text) }
  const result = fromWireAmount(text)
  if (E.isLeft(result)) throw new Error(result.left)
  return result.right
}

const refOf = ({ text }: Sample): Decimal => new Ref(text)

/** The formatter as it was when Money held a Decimal: toFixed(2), half away from zero, grouped by a regex. */
const formatReference = (value: Decimal): string => {
  const fixed = value.toFixed(2)
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed)
  const [whole = '0', fraction = ''] = fixed.replace('-', '').split('.')
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`
}

/** The amount's exact digits; a zero has no sign. */
const plainOf = (value: Decimal): string => (value.isZero() ? '0' : value.toFixed())

test.prop([sampleArbitrary])('an amount reads back as its text, and its predicates agree with decimal.js', (sample) => {
  const m = moneyOf(sample)
  const ref = refOf(sample)
  expect(plainOf(m.value)).toBe(plainOf(ref))
  expect(sample.foreign || !(m.value.isNegative() && m.value.isZero())).toBe(true) // our -0 is read as zero
  expect(isZeroMoney(m)).toBe(ref.isZero())
  expect(isNegativeMoney(m)).toBe(ref.isNegative() && !ref.isZero())
  expect(formatMoneyAmount(m)).toBe(formatReference(ref))
  expect(formatMoney(m)).toBe(`${formatReference(ref)}\u00a0€`)
  expect(toWireAmount(m) === Number(plainOf(ref))).toBe(true) // === so that 0 and -0 count as one
})

test.prop([sampleArbitrary, sampleArbitrary])('addition, subtraction and comparison agree with decimal.js', (a, b) => {
  const x = moneyOf(a)
  const y = moneyOf(b)
  const refX = refOf(a)
  const refY = refOf(b)
  expect(plainOf(addMoney(x, y).value)).toBe(plainOf(refX.plus(refY)))
  expect(plainOf(subtractMoney(x, y).value)).toBe(plainOf(refX.minus(refY)))
  expect(compareMoney(x, y)).toBe(refX.comparedTo(refY))
  expect(equalsMoney(x, y)).toBe(refX.equals(refY))
  expect(plainOf(negateMoney(x).value)).toBe(plainOf(refX.negated()))
})

test.prop([fc.array(sampleArbitrary, { maxLength: 30 })])('sumMoney agrees with a decimal.js fold, in either order', (samples) => {
  const items = samples.map(moneyOf)
  const ref = samples.reduce((total, sample) => total.plus(refOf(sample)), new Ref(0))
  expect(plainOf(sumMoney(items).value)).toBe(plainOf(ref))
  expect(equalsMoney(sumMoney(items), items.reduce(addMoney, ZERO_MONEY))).toBe(true)
  // Past decimal.js's 40 digits (sums beyond 10^34 € with decimals) each step rounds, so the reverse order is held to
  // the reference folded in the reverse order.
  const reversedRef = [...samples].reverse().reduce((total, sample) => total.plus(refOf(sample)), new Ref(0))
  expect(formatMoney(sumMoney([...items].reverse()))).toBe(`${formatReference(reversedRef)}\u00a0€`)
})

test.prop([fc.array(fc.bigInt({ min: -(10n ** 31n), max: 10n ** 31n }), { maxLength: 50 })])(
  'sums of whole cents are exact, however large',
  (cents) => {
    const total = cents.reduce((a, b) => a + b, 0n)
    expect(equalsMoney(sumMoney(cents.map(moneyFromCents)), moneyFromCents(total))).toBe(true)
    expect(sumMoney(cents.map(moneyFromCents)).value.toFixed(2)).toBe(new Ref(`${total}e-2`).toFixed(2))
  },
)

test.prop([sampleArbitrary.filter((s) => !s.foreign)])(
  'an amount has one form: equal amounts are deeply equal, however they were made',
  (sample) => {
    const m = moneyOf(sample)
    const ref = refOf(sample)
    const again = [
      E.getOrElseW(() => undefined)(fromWireAmount(ref.toExponential())),
      addMoney(m, ZERO_MONEY),
      subtractMoney(addMoney(m, moneyFromCents(1n)), moneyFromCents(1n)),
      sumMoney([ZERO_MONEY, m]),
      negateMoney(negateMoney(m)),
    ]
    for (const other of again) expect(other).toStrictEqual(m)
  },
)

test.prop([fc.bigInt({ min: -(2n ** 50n), max: 2n ** 50n })])('a whole-cent amount comes back from the wire in the same form', (cents) => {
  const m = moneyFromCents(cents)
  expect(MoneyCodec.decode(MoneyCodec.encode(m))).toStrictEqual(E.right(m))
})

test.prop([fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n })])('a German amount parses to the same Money as its cents', (cents) => {
  const text = formatMoneyAmount(moneyFromCents(cents))
  expect(parseMoney(text)).toStrictEqual(E.right(moneyFromCents(cents)))
  expect(parseMoney(`${text.replaceAll('.', '')}`)).toStrictEqual(E.right(moneyFromCents(cents)))
})

test.prop([sampleArbitrary.filter((s) => !s.foreign)])('JSON writes the amount as its decimal string, as before', (sample) => {
  const m = moneyOf(sample)
  expect(JSON.parse(JSON.stringify({ m }))).toEqual({ m: { _tag: 'Money', value: m.value.toString() } })
})
