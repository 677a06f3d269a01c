/** fast-check arbitraries for BICs (ISO 9362 structure; spec: accounts-and-transfers 3 and 5.2). */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { parseBic, type Bic } from './bic.ts'
import { BIC_COUNTRY_CODES } from './countries.ts'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ALPHANUMERICS = `0123456789${LETTERS}`

const charsArbitrary = (alphabet: string, length: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((chars) => chars.join(''))

/** A country code a BIC may carry (ISO 3166-1 alpha-2 or XK). */
export const bicCountryCodeArbitrary: fc.Arbitrary<string> = fc.constantFrom(...BIC_COUNTRY_CODES)

/** A valid BIC string in normal form: 4 letters, a country, 2 letters or digits, and in half the cases a 3-character branch. */
export const bicStringArbitrary: fc.Arbitrary<string> = fc
  .tuple(charsArbitrary(LETTERS, 4), bicCountryCodeArbitrary, charsArbitrary(ALPHANUMERICS, 2), fc.option(charsArbitrary(ALPHANUMERICS, 3), { nil: '' }))
  .map(([institution, country, location, branch]) => `${institution}${country}${location}${branch}`)

/** A valid `Bic` (through `parseBic`, so no cast). */
export const bicArbitrary: fc.Arbitrary<Bic> = bicStringArbitrary.map((s) =>
  E.getOrElse<unknown, Bic>(() => {
    throw new Error(`the BIC arbitrary built a BIC the parser rejects: ${s}`)
  })(parseBic(s)),
)
