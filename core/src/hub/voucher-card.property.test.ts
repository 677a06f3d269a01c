import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { equalsMoney, isZeroMoney, moneyFromCents } from '../money/money.ts'
import { formatCashDiscountPercent, toCashDiscountPercent, toVoucherCardAmounts, toVoucherLink } from './voucher-card.ts'

const optionalMoney = fc.option(moneyArbitrary, { nil: undefined, freq: 4 })
const nonZeroCents = fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }).filter((c) => c !== 0n)
/** Primary amounts whose percentages often end in an exact half of a hundredth, where the rounding rule shows. */
const halvingPrimaryCents = fc.constantFrom(200n, 2_000n, 20_000n, 40_000n, -80_000n, 160_000n)
const abs = (n: bigint): bigint => (n < 0n ? -n : n)

/** Half away from zero of n / d in exact integers (d > 0). */
const roundHalfUp = (n: bigint, d: bigint): bigint => {
  const q = abs(n) / d
  const r = abs(n) % d
  const rounded = 2n * r >= d ? q + 1n : q
  return n < 0n ? -rounded : rounded
}

test.prop([optionalMoney, optionalMoney])('the card shows at most two different amounts, never a zero open amount, never a duplicate', (gross, open) => {
  const { primary, secondary } = toVoucherCardAmounts({ totalGrossAmount: gross, openAmount: open })
  if (secondary !== undefined) {
    expect(isZeroMoney(secondary)).toBe(false)
    expect(primary !== undefined && !equalsMoney(primary, secondary)).toBe(true)
    expect(secondary).toBe(open)
  }
  if (gross !== undefined) expect(primary).toBe(gross)
  else expect(secondary).toBeUndefined()
})

test.prop([fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), fc.oneof(nonZeroCents, halvingPrimaryCents)])(
  'the cash discount equals the exact percentage rounded half up to hundredths',
  (transactionCents, primaryCents) => {
    const percent = toCashDiscountPercent(moneyFromCents(transactionCents), moneyFromCents(primaryCents))
    const hundredths = roundHalfUp((abs(primaryCents) - abs(transactionCents)) * 10_000n, abs(primaryCents))
    expect(percent?.times(100).toFixed(0)).toBe(hundredths.toString())
  },
)

test.prop([fc.bigInt({ min: 0n, max: 10n ** 13n }), nonZeroCents])('paying less never shows a smaller discount', (paidCents, primaryCents) => {
  const primary = moneyFromCents(primaryCents)
  const more = toCashDiscountPercent(moneyFromCents(paidCents), primary)
  const less = toCashDiscountPercent(moneyFromCents(paidCents + 1n), primary)
  expect(more !== undefined && less !== undefined && more.greaterThanOrEqualTo(less)).toBe(true)
})

test.prop([fc.integer({ min: 0, max: 10_000_000 })])('the percentage reads as Intl de-DE writes it', (hundredths) => {
  const value = moneyFromCents(BigInt(hundredths)).value
  const intl = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 10_000)
  expect(formatCashDiscountPercent(value)).toBe(intl)
})

test.prop([fc.string(), fc.string()])('a voucher link always stays inside VoucherView with exactly two path parts', (type, id) => {
  const link = toVoucherLink(type, id)
  expect(link.startsWith('vouchers#/VoucherView/')).toBe(true)
  const parts = link.slice('vouchers#/VoucherView/'.length).split('/')
  expect(parts.map(decodeURIComponent)).toEqual([type, id])
  expect(link.slice('vouchers#'.length)).not.toMatch(/[#?]/)
})
