import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addMoney, compareMoney, equalsMoney, isZeroMoney, negateMoney, subtractMoney, ZERO_MONEY } from '../money/money.ts'
import { PAYMENT_DIFFERENCE_STRATEGIES } from './model.ts'
import {
  isPaymentDifferenceDialogShown,
  toPaymentDifference,
  toPaymentDifferenceStrategies,
  validatePaymentDifferenceStrategy,
} from './payment-difference.ts'
import { toAbsoluteMoney } from './payment-rules.ts'
import {
  bookingAmountArbitrary,
  paymentDifferenceStrategyArbitrary,
  paymentOptionArbitrary,
  postingDirectionArbitrary,
} from './transactions.arbitrary.ts'

test.prop([bookingAmountArbitrary, bookingAmountArbitrary])('payment = open amount ± difference, and the difference is positive', (payment, open) => {
  const d = toPaymentDifference(payment, open)
  const paid = toAbsoluteMoney(payment)
  const due = toAbsoluteMoney(open)
  if (d.kind === 'none') expect(equalsMoney(paid, due)).toBe(true)
  else {
    expect(compareMoney(d.amount, ZERO_MONEY)).toBe(1)
    expect(equalsMoney(d.kind === 'surplus' ? subtractMoney(paid, d.amount) : addMoney(paid, d.amount), due)).toBe(true)
  }
})

test.prop([bookingAmountArbitrary, bookingAmountArbitrary])('the difference does not depend on the signs', (payment, open) => {
  expect(toPaymentDifference(negateMoney(payment), open)).toEqual(toPaymentDifference(payment, open))
  expect(toPaymentDifference(payment, negateMoney(open))).toEqual(toPaymentDifference(payment, open))
})

test.prop([fc.constantFrom('surplus' as const, 'missing' as const), postingDirectionArbitrary])(
  'strategies are offered once each, from the known list, never empty',
  (kind, direction) => {
    const strategies = toPaymentDifferenceStrategies(kind, direction)
    expect(strategies.length).toBeGreaterThan(0)
    expect(new Set(strategies).size).toBe(strategies.length)
    for (const s of strategies) expect(PAYMENT_DIFFERENCE_STRATEGIES).toContain(s)
    expect(strategies.includes('IRRECOVERABLE_RECEIVABLE')).toBe(kind === 'missing' && direction === 'income')
    expect(strategies.includes('DUNNING_FEE')).toBe(kind === 'surplus' && direction === 'income')
  },
)

test.prop([fc.array(paymentOptionArbitrary, { maxLength: 4 })])('the dialog shows exactly when an option is offered that carries a difference', (options) => {
  const carries = options.filter(
    (o) =>
      (o.surplusPaymentAmount !== null && o.surplusPaymentAmount !== undefined && !isZeroMoney(o.surplusPaymentAmount)) ||
      (o.missingPaymentAmount !== null && o.missingPaymentAmount !== undefined && !isZeroMoney(o.missingPaymentAmount)),
  )
  expect(isPaymentDifferenceDialogShown(options)).toBe(carries.length > 0)
  if (options.length === 0) expect(isPaymentDifferenceDialogShown(options)).toBe(false)
})

test.prop([fc.array(paymentOptionArbitrary, { maxLength: 4 }), fc.oneof(paymentDifferenceStrategyArbitrary, fc.string())])(
  'a strategy is accepted exactly when it is offered, and the offered option comes back',
  (options, chosen) => {
    const result = validatePaymentDifferenceStrategy(chosen, options)
    expect(E.isRight(result)).toBe(options.some((o) => o.strategy === chosen))
    if (E.isRight(result)) {
      expect(result.right.strategy).toBe(chosen)
      expect(options).toContain(result.right)
    }
  },
)
