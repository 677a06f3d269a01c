/** fast-check arbitraries for valid personal tax identification numbers (Steuer-ID). */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import { parseTaxIdentificationNumber, type TaxIdentificationNumber } from './tax-id.ts'

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const
const POSITIONS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/**
 * The first ten digits of a Steuer-ID built by the BZSt rule: one digit placed two or three times, every other
 * digit at most once, not starting with 0, never three equal digits in a row.
 */
export const taxIdentificationNumberBodyArbitrary: fc.Arbitrary<string> = fc
  .record({ repeated: fc.constantFrom(...DIGITS), count: fc.constantFrom(2, 3) })
  .chain(({ repeated, count }) =>
    fc.tuple(
      fc.constant(repeated),
      fc.shuffledSubarray(DIGITS.filter((d) => d !== repeated), { minLength: 10 - count, maxLength: 10 - count }),
      fc.subarray([...POSITIONS], { minLength: count, maxLength: count }),
    ),
  )
  .map(([repeated, others, positions]) => {
    const rest = [...others]
    return POSITIONS.map((p) => (positions.includes(p) ? repeated : (rest.shift() ?? ''))).join('')
  })
  .filter((body) => !body.startsWith('0') && !/(\d)\1\1/.test(body))

/** Any valid Steuer-ID, e.g. '81872495633'. */
export const taxIdentificationNumberArbitrary: fc.Arbitrary<TaxIdentificationNumber> = taxIdentificationNumberBodyArbitrary.map(
  (body) =>
    E.getOrElse<unknown, TaxIdentificationNumber>(() => {
      throw new Error(`generated an invalid tax id from ${body}`)
    })(parseTaxIdentificationNumber(`${body}${toIso7064Mod1110CheckDigit(body)}`)),
)
