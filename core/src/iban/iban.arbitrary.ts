/**
 * fast-check arbitraries for IBANs of every registry country (spec: accounts-and-transfers 5.2). The check digits come
 * from iban-check-digits.ts (BigInt), independent of the parser's digit-by-digit MOD 97-10, so a test can catch a
 * parser bug.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { GERMAN_IBAN_COUNTRY_CODE } from './constants.ts'
import { toIbanWithCheckDigits } from './iban-check-digits.ts'
import { parseIban, type Iban } from './iban.ts'
import { IBAN_COUNTRY_CODES, IBAN_LENGTH_BY_COUNTRY, type IbanCountryCode } from './iban-registry.ts'

const DIGITS = '0123456789'
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A BBAN character: mostly digits, as in real BBANs, but letters often enough to exercise their two-digit values. */
const bbanCharArbitrary = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DIGITS) }, { weight: 1, arbitrary: fc.constantFrom(...LETTERS) })

/** A valid IBAN string (electronic format) of one country: the registry length, a German one all digits. */
export const ibanStringOfCountryArbitrary = (countryCode: IbanCountryCode): fc.Arbitrary<string> => {
  const bbanLength = IBAN_LENGTH_BY_COUNTRY[countryCode] - 4
  const charArbitrary = countryCode === GERMAN_IBAN_COUNTRY_CODE ? fc.constantFrom(...DIGITS) : bbanCharArbitrary
  return fc
    .array(charArbitrary, { minLength: bbanLength, maxLength: bbanLength })
    .map((chars) => toIbanWithCheckDigits(countryCode, chars.join('')))
}

/** A registry country code (the 89 countries and 16 territories), each equally likely. */
export const ibanCountryCodeArbitrary: fc.Arbitrary<IbanCountryCode> = fc.constantFrom(...IBAN_COUNTRY_CODES)

/** A valid IBAN string of any registry country, electronic format. */
export const ibanStringArbitrary: fc.Arbitrary<string> = ibanCountryCodeArbitrary.chain(ibanStringOfCountryArbitrary)

/** A valid German IBAN string: DE, check digits, 18 digits. */
export const germanIbanStringArbitrary: fc.Arbitrary<string> = ibanStringOfCountryArbitrary('DE')

const toIban = (s: string): Iban =>
  E.getOrElse<unknown, Iban>(() => {
    throw new Error(`the IBAN arbitrary built an IBAN the parser rejects: ${s}`)
  })(parseIban(s))

/** A valid `Iban` of any registry country (through `parseIban`, so no cast). */
export const ibanArbitrary: fc.Arbitrary<Iban> = ibanStringArbitrary.map(toIban)

/** A valid German `Iban`. */
export const germanIbanArbitrary: fc.Arbitrary<Iban> = germanIbanStringArbitrary.map(toIban)
