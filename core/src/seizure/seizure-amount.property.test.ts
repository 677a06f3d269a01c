import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { compareMoney, equalsMoney, formatMoneyAmount, moneyFromCents, type Money } from '../money/money.ts'
import {
  correctSeizurePaymentAmount,
  correctSeizurePaymentAmountInput,
  toSeizurePaymentBounds,
  validateSeizurePaymentAmount,
} from './seizure-amount.ts'
import { seizureTotalArbitrary, seizureTotalCentsArbitrary } from './seizure.arbitrary.ts'

const ONE_CENT = moneyFromCents(1n)
/** Amounts near the bounds of a total as well as anywhere, and sometimes none at all. */
const amountNear = (totalCents: bigint): fc.Arbitrary<Money | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    moneyArbitrary,
    fc.bigInt({ min: -3n, max: 3n }).map((d) => moneyFromCents(1n + d)),
    fc.bigInt({ min: -3n, max: 3n }).map((d) => moneyFromCents(totalCents + d)),
    fc.bigInt({ min: -2n * totalCents, max: 2n * totalCents }).map(moneyFromCents),
  )
const totalAndAmount = seizureTotalCentsArbitrary.chain((cents) => fc.tuple(fc.constant(moneyFromCents(cents)), amountNear(cents)))

const within = (m: Money, total: Money): boolean => compareMoney(m, ONE_CENT) >= 0 && compareMoney(m, total) <= 0
const rightOf = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected right: ${JSON.stringify(e.left)}`)
  return e.right
}

test.prop([totalAndAmount])('the correction always lands in [0.01, total]', ([total, amount]) => {
  expect(within(rightOf(correctSeizurePaymentAmount(amount, total)).amount, total)).toBe(true)
})

test.prop([totalAndAmount])('an amount in range is kept silently, any other goes to the bound it crossed with the message', ([total, amount]) => {
  const result = rightOf(correctSeizurePaymentAmount(amount, total))
  if (amount !== undefined && within(amount, total)) {
    expect(result).toEqual({ amount, corrected: false, issues: [] })
  } else {
    const below = amount === undefined || compareMoney(amount, ONE_CENT) < 0
    expect(equalsMoney(result.amount, below ? ONE_CENT : total)).toBe(true)
    expect(result.corrected).toBe(true)
    expect(result.issues.map((i) => i.key)).toEqual(['seizure.amountOutOfRange'])
  }
})

test.prop([totalAndAmount])('correcting is idempotent: a corrected amount needs no further correction', ([total, amount]) => {
  const once = rightOf(correctSeizurePaymentAmount(amount, total)).amount
  expect(rightOf(correctSeizurePaymentAmount(once, total))).toEqual({ amount: once, corrected: false, issues: [] })
})

test.prop([totalAndAmount])('validation accepts exactly the amounts the correction keeps', ([total, amount]) => {
  fc.pre(amount !== undefined)
  const kept = !rightOf(correctSeizurePaymentAmount(amount, total)).corrected
  expect(E.isRight(validateSeizurePaymentAmount(amount as Money, total))).toBe(kept)
})

test.prop([seizureTotalArbitrary, moneyArbitrary, moneyArbitrary])('the correction is monotonic in the amount', (total, a, b) => {
  const [low, high] = compareMoney(a, b) <= 0 ? [a, b] : [b, a]
  const fixedLow = rightOf(correctSeizurePaymentAmount(low, total)).amount
  const fixedHigh = rightOf(correctSeizurePaymentAmount(high, total)).amount
  expect(compareMoney(fixedLow, fixedHigh)).toBeLessThanOrEqual(0)
})

test.prop([totalAndAmount])('typing an amount in German notation is corrected as the amount itself', ([total, amount]) => {
  const input = amount === undefined ? '' : formatMoneyAmount(amount)
  expect(correctSeizurePaymentAmountInput(input, total)).toEqual(correctSeizurePaymentAmount(amount, total))
})

test.prop([fc.bigInt({ min: -(10n ** 12n), max: 0n }).map(moneyFromCents), fc.option(moneyArbitrary, { nil: undefined })])(
  'nothing can be paid on a total below one cent',
  (total, amount) => {
    expect(toSeizurePaymentBounds(total)).toBeUndefined()
    expect(correctSeizurePaymentAmount(amount, total)).toEqual(E.left([{ field: 'amount', key: 'seizure.nothingToPay' }]))
    if (amount !== undefined) expect(E.isLeft(validateSeizurePaymentAmount(amount, total))).toBe(true)
  },
)

test.prop([seizureTotalArbitrary, fc.stringMatching(/^\d{1,6}(\.\d{1,3})+$/)])('an amount with a dot and no comma is never read, whatever the total', (total, input) => {
  expect(correctSeizurePaymentAmountInput(input, total)).toEqual(E.left([{ field: 'amount', key: 'seizure.amountWithDotOnly' }]))
})
