/** fast-check arbitraries for amounts. */
import fc from 'fast-check'
import { moneyFromCents, type Money } from './money.ts'

/** Any amount in cents up to ±10^15 € (far beyond any bank balance, still exact). */
export const centsArbitrary = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n })
export const moneyArbitrary: fc.Arbitrary<Money> = centsArbitrary.map(moneyFromCents)
/** Amounts a JS number holds exactly at cent precision, for comparisons with Intl. */
export const safeCentsArbitrary = fc.bigInt({ min: -(2n ** 50n), max: 2n ** 50n })
