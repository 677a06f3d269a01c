/**
 * The duplicate search's amount key (duplicates.ts toDuplicateAmountKey): written from whole cents without a Decimal,
 * it is exactly decimal.js's toFixed(2) of the amount, the key the search compared before, so the same rows are found.
 */
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect } from 'vitest'
import { fromWireAmount, moneyFromCents } from '../money/money.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { toDuplicateAmountKey } from './duplicates.ts'

/** Amounts with up to four decimals (a fraction of a cent: the Decimal path) as the wire reads them. */
const fractionalArbitrary = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => {
    const digits = String(units < 0n ? -units : units).padStart(scale + 1, '0')
    const text = `${units < 0n ? '-' : ''}${scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`}`
    return E.getOrElseW(() => moneyFromCents(0n))(fromWireAmount(text))
  })

describe('toDuplicateAmountKey', () => {
  test.prop([moneyArbitrary])('is toFixed(2) of every whole-cent amount', (amount) => {
    expect(toDuplicateAmountKey(amount)).toBe(amount.value.toFixed(2))
  })
  test.prop([fractionalArbitrary])('is toFixed(2) of amounts with a fraction of a cent too', (amount) => {
    expect(toDuplicateAmountKey(amount)).toBe(amount.value.toFixed(2))
  })
})
