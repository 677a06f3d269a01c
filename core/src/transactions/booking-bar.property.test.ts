import { fc, test } from '@fast-check/vitest'
import { Decimal } from 'decimal.js'
import { expect } from 'vitest'
import { moneyFromCents, negateMoney } from '../money/money.ts'
import { formatPaymentDifferencePercent, isPaymentDifferenceWithinHint, toBookingBarState, toPaymentDifferencePercent } from './booking-bar.ts'

const centsArbitrary = fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n })
const abs = (n: bigint): bigint => (n < 0n ? -n : n)
const sign = (n: bigint): number => (n > 0n ? 1 : n < 0n ? -1 : 0)

/** The kind the bar must show, computed in whole cents: within 5 % means |t − s| · 20 ≤ |s|. */
const expectedKind = (transaction: bigint, vouchers: ReadonlyArray<bigint>): string => {
  if (vouchers.length === 0) return 'empty'
  const sum = vouchers.reduce((a, b) => a + b, 0n)
  if (sum === 0n || sign(sum) !== sign(transaction)) return 'notAllowed'
  if (transaction === sum) return 'exact'
  return abs(transaction - sum) * 20n <= abs(sum) ? 'differenceHint' : 'difference'
}

test.prop([centsArbitrary, fc.array(centsArbitrary, { maxLength: 5 })])('the bar’s kind matches the whole-cent reckoning', (transaction, vouchers) => {
  expect(toBookingBarState(moneyFromCents(transaction), vouchers.map(moneyFromCents)).kind).toBe(expectedKind(transaction, vouchers))
})

test.prop([centsArbitrary, fc.array(centsArbitrary, { minLength: 1, maxLength: 5 })])(
  'a nearby selection whose sum is close to the transaction is hinted (transaction derived from the vouchers)',
  (_unused, vouchers) => {
    const sum = vouchers.reduce((a, b) => a + b, 0n)
    fc.pre(sum !== 0n)
    const transaction = sum - sum / 25n // a 4 % difference, rounded towards the sum
    expect(toBookingBarState(moneyFromCents(transaction), vouchers.map(moneyFromCents)).kind).toBe(
      transaction === sum ? 'exact' : 'differenceHint',
    )
  },
)

test.prop([fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.boolean(), fc.boolean()])(
  'exactly 5 % is within the hint, one cent beyond is not',
  (k, outgo, over) => {
    const s = outgo ? -1n : 1n
    const sum = 20n * k * s // 5 % of it is exactly k cents
    const edge = over ? sum + k * s : sum - k * s
    const beyond = over ? edge + s : edge - s
    expect(toBookingBarState(moneyFromCents(edge), [moneyFromCents(sum)]).kind).toBe('differenceHint')
    expect(toBookingBarState(moneyFromCents(beyond), [moneyFromCents(sum)]).kind).toBe('difference')
  },
)

test.prop([centsArbitrary, fc.array(centsArbitrary, { maxLength: 5 })])('turning every sign around changes nothing but the signs', (transaction, vouchers) => {
  const state = toBookingBarState(moneyFromCents(transaction), vouchers.map(moneyFromCents))
  const mirrored = toBookingBarState(negateMoney(moneyFromCents(transaction)), vouchers.map((v) => negateMoney(moneyFromCents(v))))
  expect(mirrored.kind).toBe(state.kind)
  if ((state.kind === 'difference' || state.kind === 'differenceHint') && mirrored.kind === state.kind) {
    expect(mirrored.differencePercent.equals(state.differencePercent)).toBe(true)
    expect(mirrored.difference.value.equals(state.difference.value.negated())).toBe(true)
  }
})

/**
 * Selections that show a difference: vouchers with a non-zero sum and a transaction of the same sign that differs
 * from it, often by a little (within the 5 % hint) and often by anything.
 */
const differingArbitrary = fc
  .array(centsArbitrary, { minLength: 1, maxLength: 5 })
  .filter((vouchers) => vouchers.reduce((a, b) => a + b, 0n) !== 0n)
  .chain((vouchers) => {
    const sum = vouchers.reduce((a, b) => a + b, 0n)
    const near = fc.bigInt({ min: -abs(sum) / 10n, max: abs(sum) / 10n }).map((d) => abs(sum) + d)
    return fc
      .oneof(near, fc.bigInt({ min: 1n, max: 10n ** 9n }))
      .filter((t) => t > 0n && t !== abs(sum))
      .map((t) => ({ transaction: BigInt(sign(sum)) * t, vouchers }))
  })

test.prop([differingArbitrary])('the difference is exactly transaction minus vouchers', ({ transaction, vouchers }) => {
  const state = toBookingBarState(moneyFromCents(transaction), vouchers.map(moneyFromCents))
  fc.pre(state.kind === 'difference' || state.kind === 'differenceHint')
  const sum = vouchers.reduce((a, b) => a + b, 0n)
  expect(state.difference.value.equals(moneyFromCents(transaction - sum).value)).toBe(true)
  expect(state.differencePercent.isPositive()).toBe(true)
})

const percentFormat = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('a percentage with two decimals is written as Intl de-DE writes it', (hundredths) => {
  const percent = new Decimal(hundredths).dividedBy(100)
  expect(formatPaymentDifferencePercent(percent)).toBe(percentFormat.format(hundredths / 10_000))
})

test.prop([centsArbitrary, centsArbitrary])('the difference percentage is |difference| / |vouchers| · 100 to 40 digits, and never misjudges 5 %', (transaction, vouchers) => {
  const percent = toPaymentDifferencePercent(moneyFromCents(transaction), moneyFromCents(vouchers))
  if (vouchers === 0n) expect(percent).toBeUndefined()
  else {
    // A third is not a finite decimal, so the product is exact only to the 40 significant digits decimal.js keeps;
    // for cents below 10^9 a true percentage is either exactly 5 or at least 10^-9 away from it, far beyond that error.
    const exact = new Decimal((abs(transaction - vouchers) * 100n).toString())
    expect(percent?.times(abs(vouchers)).minus(exact).abs().lte(exact.times('1e-35').plus('1e-35'))).toBe(true)
    expect(percent !== undefined && isPaymentDifferenceWithinHint(percent)).toBe(abs(transaction - vouchers) * 20n <= abs(vouchers))
  }
})
