import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate } from '../calendar/local-date.ts'
import { addMoney, compareMoney, moneyFromCents, negateMoney, sumMoney, ZERO_MONEY } from '../money/money.ts'
import { transactionsMessages } from './messages.ts'
import {
  toAbsoluteMoney,
  toPostingDirectionOfAmount,
  validatePaymentAmountSign,
  validatePaymentWithinTransaction,
  validateReversalDate,
  validateVoucherAssignment,
  validateVoucherPaymentUnassign,
} from './payment-rules.ts'
import {
  bookingAmountArbitrary,
  bookingStateArbitrary,
  directedAmountArbitrary,
  paymentDifferenceStrategyArbitrary,
  postingDirectionArbitrary,
  validVoucherPaymentDraftArbitrary,
  voucherPaymentDraftArbitrary,
} from './transactions.arbitrary.ts'
import { keysOf } from '../test-kit.ts'

const cent = moneyFromCents(1n)

test.prop([bookingAmountArbitrary, postingDirectionArbitrary])('a payment passes the sign rule exactly when its direction is the voucher’s', (amount, direction) => {
  const result = validatePaymentAmountSign(amount, direction)
  expect(E.isRight(result)).toBe(toPostingDirectionOfAmount(amount) === direction)
  if (E.isRight(result)) expect(result.right).toBe(amount)
})

test.prop([bookingAmountArbitrary, postingDirectionArbitrary])('negating a non-zero payment moves it to the other direction', (amount, direction) => {
  fc.pre(compareMoney(amount, ZERO_MONEY) !== 0)
  const other = direction === 'income' ? 'outgo' : 'income'
  expect(E.isRight(validatePaymentAmountSign(negateMoney(amount), other))).toBe(E.isRight(validatePaymentAmountSign(amount, direction)))
})

test.prop([bookingAmountArbitrary, bookingAmountArbitrary])('a payment fits a transaction exactly when |payment| <= |open amount|', (payment, open) => {
  const result = validatePaymentWithinTransaction(payment, { amount: open, openAmount: open })
  expect(E.isRight(result)).toBe(compareMoney(toAbsoluteMoney(payment), toAbsoluteMoney(open)) <= 0)
})

test.prop([bookingAmountArbitrary])('the open amount itself fits, one cent more does not, whichever the sign', (open) => {
  const tx = { amount: open }
  expect(E.isRight(validatePaymentWithinTransaction(open, tx))).toBe(true)
  expect(E.isRight(validatePaymentWithinTransaction(negateMoney(open), tx))).toBe(true)
  expect(keysOf(validatePaymentWithinTransaction(addMoney(toAbsoluteMoney(open), cent), tx))).toEqual(['transactions.paymentOverMaximum'])
  expect(keysOf(validatePaymentWithinTransaction(negateMoney(addMoney(toAbsoluteMoney(open), cent)), tx))).toEqual([
    'transactions.paymentOverMaximum',
  ])
})

const sameDirectionPaymentsArbitrary = postingDirectionArbitrary.chain((direction) =>
  fc.array(fc.record({ voucherId: fc.uuid(), direction: fc.constant(direction), amount: directedAmountArbitrary(direction) }), {
    minLength: 1,
    maxLength: 6,
  }),
)

test.prop([sameDirectionPaymentsArbitrary])(
  'vouchers of one direction on a transaction of exactly their sum are accepted',
  (payments) => {
    const sum = sumMoney(payments.map((p) => p.amount))
    expect(E.isRight(validateVoucherAssignment({ transaction: { amount: sum, bookingState: 'UNASSIGNED' }, payments }))).toBe(true)
  },
)

test.prop([fc.array(voucherPaymentDraftArbitrary, { maxLength: 6 }), bookingAmountArbitrary, fc.option(bookingAmountArbitrary, { nil: null }), bookingStateArbitrary])(
  'every issue of an assignment is one of the area’s messages and each rule shows up exactly when broken',
  (payments, amount, openAmount, bookingState) => {
    const result = validateVoucherAssignment({ transaction: { amount, openAmount, bookingState }, payments })
    const found = keysOf(result)
    for (const key of found) expect(Object.keys(transactionsMessages)).toContain(key)
    const sum = sumMoney(payments.map((p) => p.amount))
    expect(found.includes('INVALID_STATE')).toBe(bookingState === 'COMPLETELY_ASSIGNED')
    expect(found.includes('transactions.voucherSumZero')).toBe(compareMoney(sum, ZERO_MONEY) === 0)
    const sumDirection = toPostingDirectionOfAmount(sum)
    const txDirection = toPostingDirectionOfAmount(amount)
    expect(found.includes('transactions.selectionSignDiffers')).toBe(sumDirection !== undefined && txDirection !== undefined && sumDirection !== txDirection)
    expect(found.filter((k) => k === 'transactions.paymentAmountZero').length).toBe(
      payments.filter((p) => compareMoney(p.amount, ZERO_MONEY) === 0).length,
    )
    const open = openAmount ?? amount
    const over = compareMoney(sum, ZERO_MONEY) !== 0 && compareMoney(toAbsoluteMoney(sum), toAbsoluteMoney(open)) > 0
    expect(found.includes('transactions.paymentOverMaximum')).toBe(over)
    expect(E.isRight(result)).toBe(found.length === 0)
  },
)

test.prop([validVoucherPaymentDraftArbitrary, fc.array(validVoucherPaymentDraftArbitrary, { maxLength: 4 })])(
  'adding a payment of 0 to any selection is always refused',
  (first, rest) => {
    const payments = [first, ...rest]
    const sum = sumMoney(payments.map((p) => p.amount))
    const zero = { voucherId: 'zero', direction: first.direction, amount: ZERO_MONEY }
    const result = validateVoucherAssignment({ transaction: { amount: sum, bookingState: 'UNASSIGNED' }, payments: [...payments, zero] })
    expect(keysOf(result)).toContain('transactions.paymentAmountZero')
  },
)

test.prop([localDateArbitrary, fc.integer({ min: -400, max: 400 })])('a reversal date is accepted exactly when it is not before the voucher date', (voucherDate, days) => {
  const reversal = addDays(voucherDate, days)
  expect(E.isRight(validateReversalDate(reversal, voucherDate))).toBe(days >= 0)
  expect(E.isRight(validateReversalDate(reversal, voucherDate))).toBe(compareLocalDate(reversal, voucherDate) >= 0)
})

test.prop([fc.uuid(), fc.option(paymentDifferenceStrategyArbitrary, { nil: null })])('only an irrecoverable receivable blocks unassigning', (paymentId, strategy) => {
  const result = validateVoucherPaymentUnassign({ paymentId, paymentDifferenceStrategy: strategy })
  expect(E.isLeft(result)).toBe(strategy === 'IRRECOVERABLE_RECEIVABLE')
})

test.prop([bookingAmountArbitrary])('money in is income, money out is outgo, 0 is neither, and negating swaps them', (amount) => {
  const direction = toPostingDirectionOfAmount(amount)
  const sign = compareMoney(amount, ZERO_MONEY)
  expect(direction).toBe(sign > 0 ? 'income' : sign < 0 ? 'outgo' : undefined)
  const swapped = toPostingDirectionOfAmount(negateMoney(amount))
  expect(swapped).toBe(direction === 'income' ? 'outgo' : direction === 'outgo' ? 'income' : undefined)
})
