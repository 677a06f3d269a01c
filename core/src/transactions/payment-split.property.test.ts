import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { compareMoney, equalsMoney, isZeroMoney, moneyFromCents, negateMoney, subtractMoney, sumMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import { toBookingBarState } from './booking-bar.ts'
import type { PaymentDifferenceStrategy, PostingDirection, VoucherSource } from './model.ts'
import {
  toAssignmentDifference,
  toAssignmentPayments,
  validateAssignmentRequest,
  validatePaymentNote,
  type AssignmentVoucher,
} from './payment-assignment.ts'
import { toPaymentDifferenceStrategies } from './payment-difference.ts'
import { toAbsoluteMoney, toPostingDirectionOfAmount, validateVoucherAssignment } from './payment-rules.ts'
import { toPaymentSplit, toSignedVoucherAmount } from './payment-split.ts'
import { PAYMENT_NOTE_MAX_LENGTH } from './constants.ts'
import { directedAmountArbitrary, paymentDifferenceStrategyArbitrary, postingDirectionArbitrary } from './transactions.arbitrary.ts'

/** Whole cents, as every bank amount is: a value with more decimals would not be exact to the cent. */
const isWholeCents = (m: Money): boolean => m.value.decimalPlaces() <= 2
const min = (a: Money, b: Money): Money => (compareMoney(a, b) <= 0 ? a : b)
const signed = (direction: PostingDirection, amount: Money): Money => (direction === 'income' ? amount : negateMoney(amount))

const voucherArbitrary: fc.Arbitrary<AssignmentVoucher> = fc.record({
  voucherId: fc.constantFrom('v1', 'v2', 'v3', 'v4', 'v5', 'v6'),
  voucherSource: fc.constantFrom<VoucherSource>('SALES_VOUCHER', 'BOOKKEEPING_VOUCHER'),
  direction: postingDirectionArbitrary,
  // mostly everyday amounts, some single cents and some 0 (a voucher paid meanwhile)
  openAmount: fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.constantFrom(0n, 1n, 99n, 100n)).map(moneyFromCents),
})
/** Selections as a user makes them: several vouchers, sometimes one twice. */
const selectionArbitrary = fc.array(voucherArbitrary, { minLength: 1, maxLength: 6 })
const transactionOpenArbitrary = postingDirectionArbitrary.chain(directedAmountArbitrary)

const firstOfEachId = (vouchers: ReadonlyArray<AssignmentVoucher>): ReadonlyArray<AssignmentVoucher> =>
  vouchers.filter((v, i) => vouchers.findIndex((w) => w.voucherId === v.voucherId) === i)

const isAllowed = (open: Money, vouchers: ReadonlyArray<AssignmentVoucher>): boolean => {
  const state = toBookingBarState(open, firstOfEachId(vouchers).map(toSignedVoucherAmount))
  return state.kind !== 'empty' && state.kind !== 'notAllowed'
}

test.prop([transactionOpenArbitrary, selectionArbitrary])(
  'any split: each voucher once, paid at most its open amount with its own sign, never left below 0, exact to the cent',
  (open, selected) => {
    const vouchers = firstOfEachId(selected)
    const split = toPaymentSplit(open, selected)
    expect(split.map((p) => p.voucherId)).toEqual(vouchers.map((v) => v.voucherId))
    split.forEach((p, i) => {
      const v = vouchers[i]!
      const paid = toAbsoluteMoney(p.paymentAmount)
      expect(isZeroMoney(p.paymentAmount) || toPostingDirectionOfAmount(p.paymentAmount) === v.direction).toBe(true)
      expect(compareMoney(paid, v.openAmount)).toBeLessThanOrEqual(0)
      expect(compareMoney(p.voucherOpenAfter, ZERO_MONEY)).toBeGreaterThanOrEqual(0)
      expect(equalsMoney(subtractMoney(v.openAmount, paid), p.voucherOpenAfter)).toBe(true)
      expect(isWholeCents(p.paymentAmount) && isWholeCents(p.voucherOpenAfter)).toBe(true)
    })
  },
)

test.prop([transactionOpenArbitrary, selectionArbitrary])(
  'a split the booking bar allows sums to min(|open|, |vouchers|) with the transaction’s sign',
  (open, selected) => {
    fc.pre(isAllowed(open, selected))
    const net = sumMoney(firstOfEachId(selected).map(toSignedVoucherAmount))
    const sum = sumMoney(toPaymentSplit(open, selected).map((p) => p.paymentAmount))
    expect(toPostingDirectionOfAmount(sum)).toBe(toPostingDirectionOfAmount(open))
    expect(equalsMoney(toAbsoluteMoney(sum), min(toAbsoluteMoney(open), toAbsoluteMoney(net)))).toBe(true)
  },
)

test.prop([selectionArbitrary])('a transaction with nothing open pays nothing', (selected) => {
  for (const p of toPaymentSplit(ZERO_MONEY, selected)) expect(isZeroMoney(p.paymentAmount)).toBe(true)
})

test.prop([
  postingDirectionArbitrary,
  fc.bigInt({ min: 1n, max: 10n ** 7n }),
  fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { minLength: 1, maxLength: 12 }),
])('one voucher paid by several transactions in turn ends at exactly 0 open, never below', (direction, openCents, paymentCents) => {
  const enough = [...paymentCents, openCents] // the last transaction is large enough to settle the rest
  let voucherOpen = moneyFromCents(openCents)
  let paid = ZERO_MONEY
  for (const cents of enough) {
    if (isZeroMoney(voucherOpen)) break
    const [share] = toPaymentSplit(signed(direction, moneyFromCents(cents)), [{ voucherId: 'v', direction, openAmount: voucherOpen }])
    expect(compareMoney(share!.voucherOpenAfter, ZERO_MONEY)).toBeGreaterThanOrEqual(0)
    expect(compareMoney(toAbsoluteMoney(share!.paymentAmount), moneyFromCents(cents))).toBeLessThanOrEqual(0)
    paid = sumMoney([paid, toAbsoluteMoney(share!.paymentAmount)])
    voucherOpen = share!.voucherOpenAfter
  }
  expect(isZeroMoney(voucherOpen)).toBe(true)
  expect(equalsMoney(paid, moneyFromCents(openCents))).toBe(true)
})

const strategyArbitrary = fc.option(paymentDifferenceStrategyArbitrary, { nil: undefined })

test.prop([transactionOpenArbitrary, selectionArbitrary, strategyArbitrary])(
  'the assignment’s payments: each voucher once, not 0, its sign; only the voucher with the difference carries the strategy',
  (open, selected, strategy) => {
    fc.pre(isAllowed(open, selected))
    const tx = { amount: open }
    const payments = toAssignmentPayments(tx, selected, strategy)
    const difference = toAssignmentDifference(tx, selected)
    const byId = new Map(firstOfEachId(selected).map((v) => [v.voucherId, v] as const))
    expect(new Set(payments.map((p) => p.voucherId)).size).toBe(payments.length)
    for (const p of payments) {
      const v = byId.get(p.voucherId)!
      expect(p.voucherSource).toBe(v.voucherSource)
      expect(toPostingDirectionOfAmount(p.paymentAmount)).toBe(v.direction)
      expect(isWholeCents(p.paymentAmount)).toBe(true)
      const carries = difference.kind !== 'none' && difference.voucherId === p.voucherId
      if (!carries) expect(p.paymentDifferenceStrategy).toBeUndefined()
      // only a chosen surplus strategy pays more than is open on a voucher
      if (!(carries && difference.kind === 'surplus')) expect(compareMoney(toAbsoluteMoney(p.paymentAmount), v.openAmount)).toBeLessThanOrEqual(0)
    }
    const sum = sumMoney(payments.map((p) => p.paymentAmount))
    const net = sumMoney([...byId.values()].map(toSignedVoucherAmount))
    if (difference.kind === 'missing') {
      expect(payments.find((p) => p.voucherId === difference.voucherId)?.paymentDifferenceStrategy).toBe(strategy ?? 'PARTIAL_PAYMENT')
      expect(equalsMoney(sum, open)).toBe(true) // every cent of the transaction is assigned
    } else if (difference.kind === 'surplus' && strategy !== undefined) {
      expect(payments.find((p) => p.voucherId === difference.voucherId)?.paymentDifferenceStrategy).toBe(strategy)
      expect(equalsMoney(sum, open)).toBe(true) // the surplus went with the strategy
    } else {
      // exact; a surplus left open on the transaction; or vouchers the money did not reach, which are not sent
      expect(equalsMoney(toAbsoluteMoney(sum), min(toAbsoluteMoney(open), toAbsoluteMoney(net)))).toBe(true)
    }
    expect(E.isRight(validateVoucherAssignment({
      transaction: { amount: open, bookingState: 'UNASSIGNED' },
      payments: payments.map((p) => ({ voucherId: p.voucherId, direction: byId.get(p.voucherId)!.direction, amount: p.paymentAmount })),
    }))).toBe(true)
  },
)

test.prop([transactionOpenArbitrary, selectionArbitrary, fc.nat({ max: 10 })])(
  'a request with a strategy offered for its difference is valid and carries exactly those payments',
  (open, selected, pick) => {
    fc.pre(isAllowed(open, selected))
    const tx = { financialTransactionId: 't', amount: open, bookingState: 'UNASSIGNED' as const, lockVersion: 3 }
    const difference = toAssignmentDifference(tx, selected)
    const offered: ReadonlyArray<PaymentDifferenceStrategy> = difference.kind === 'none' ? [] : toPaymentDifferenceStrategies(difference.kind, difference.direction)
    const strategy = offered.length === 0 ? undefined : offered[pick % offered.length]
    const result = validateAssignmentRequest({ transaction: tx, vouchers: selected, paymentDifferenceStrategy: strategy, note: ' Skonto ' })
    expect(result).toEqual(
      E.right({ financialTransactionId: 't', lockVersion: 3, note: 'Skonto', payments: toAssignmentPayments(tx, selected, strategy) }),
    )
  },
)

test.prop([transactionOpenArbitrary, selectionArbitrary, paymentDifferenceStrategyArbitrary])(
  'a strategy not offered for the difference is refused on its field',
  (open, selected, strategy) => {
    fc.pre(isAllowed(open, selected))
    const tx = { financialTransactionId: 't', amount: open, bookingState: 'UNASSIGNED' as const }
    const difference = toAssignmentDifference(tx, selected)
    fc.pre(difference.kind !== 'none' && !toPaymentDifferenceStrategies(difference.kind, difference.direction).includes(strategy))
    const result = validateAssignmentRequest({ transaction: tx, vouchers: selected, paymentDifferenceStrategy: strategy })
    expect(result).toEqual(E.left([{ field: 'paymentDifferenceStrategy', key: 'transactions.invalidDifferenceStrategy' }]))
  },
)

test.prop([transactionOpenArbitrary, selectionArbitrary])('a selection the booking bar refuses is refused, and no payment is built', (open, selected) => {
  fc.pre(!isAllowed(open, selected))
  const result = validateAssignmentRequest({ transaction: { financialTransactionId: 't', amount: open, bookingState: 'UNASSIGNED' }, vouchers: selected })
  expect(E.isLeft(result)).toBe(true)
  const keys = E.isLeft(result) ? result.left.map((i) => i.key) : []
  expect(keys.includes('transactions.voucherSumZero') || keys.includes('transactions.selectionSignDiffers')).toBe(true)
})

test.prop([fc.string({ maxLength: 400 })])('a note is valid exactly up to its longest length, trimmed, empty is none', (note) => {
  const text = note.trim()
  const result = validatePaymentNote(note)
  if (Array.from(text).length > PAYMENT_NOTE_MAX_LENGTH) expect(result).toEqual(E.left([{ field: 'note', key: 'paymentNote.tooLong', params: { maxLength: PAYMENT_NOTE_MAX_LENGTH } }]))
  else expect(result).toEqual(E.right(text === '' ? null : text))
})
