/** validateTransferMoney: the amount rule the dialog and the transfer service share (accounts-and-transfers 5.2). */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { compareMoney, formatMoneyAmount, fromWireAmount, moneyFromCents, ZERO_MONEY } from '../money/money.ts'
import { validateTransferAmount, validateTransferMoney } from './draft-rules.ts'
import { keysOf } from '../test-kit.ts'

const SEPA_MAX = moneyFromCents(99_999_999_999n)

test.prop([fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n })])('whole cents: taken exactly when above 0 and at most the SEPA maximum', (cents) => {
  const amount = moneyFromCents(cents)
  const result = validateTransferMoney(amount)
  const expected = compareMoney(amount, ZERO_MONEY) <= 0 ? ['transfers.amountNotPositive'] : compareMoney(amount, SEPA_MAX) > 0 ? ['transfers.amountTooHigh'] : []
  expect(keysOf(result)).toEqual(expected)
  if (E.isRight(result)) expect(result.right).toEqual(amount)
})

test.prop([fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n })])('the typed amount of the same cents gets the same verdict (one rule)', (cents) => {
  const amount = moneyFromCents(cents)
  expect(keysOf(validateTransferAmount(formatMoneyAmount(amount)))).toEqual(keysOf(validateTransferMoney(amount)))
})

test.prop([fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 1, max: 9 })])(
  'an amount with fractions of a cent is refused as too many decimals, whatever its size',
  (cents, subCent) => {
    const amount = E.getOrElseW(() => expect.fail('not an amount'))(fromWireAmount(`${cents * 10n + BigInt(subCent)}e-3`))
    expect(amount.value.decimalPlaces()).toBe(3)
    expect(keysOf(validateTransferMoney(amount))).toEqual(['money.tooManyDecimals'])
  },
)
