/** fast-check arbitraries for German mobile numbers, normalised and as people type them. */
import fc from 'fast-check'
import { MOBILE_NUMBER_COUNTRY_PREFIX, MOBILE_NUMBER_MAX_DIGITS, MOBILE_NUMBER_MIN_DIGITS } from './constants.ts'

/** The national part without trunk zero: 7 to 15 digits, the first not 0. */
export const mobileNationalDigitsArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: MOBILE_NUMBER_MIN_DIGITS - 1, maxLength: MOBILE_NUMBER_MAX_DIGITS - 1 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`)

/** A normalised German mobile number, e.g. '+491761234567'. */
export const normalizedMobileNumberArbitrary: fc.Arbitrary<string> = mobileNationalDigitsArbitrary.map(
  (digits) => `${MOBILE_NUMBER_COUNTRY_PREFIX}${digits}`,
)

const separatorArbitrary = fc.constantFrom('', '', '', ' ', '-', '/', '.', '\u00a0', '  ')

/** The national digits with separators between some of them, as in '176 123-45 67'. */
const spacedDigitsArbitrary = (digits: string): fc.Arbitrary<string> =>
  fc
    .array(separatorArbitrary, { minLength: digits.length, maxLength: digits.length })
    .map((separators) => [...digits].map((d, i) => `${i === 0 ? '' : (separators[i] ?? '')}${d}`).join(''))

/** A German mobile number as people type it, with the normalised form it stands for. */
export const mobileNumberInputArbitrary: fc.Arbitrary<{ readonly input: string; readonly normalized: string }> = fc
  .tuple(
    mobileNationalDigitsArbitrary,
    fc.constantFrom('', '0', '+49', '+49 ', '+49 (0)', '+490', '0049', '0049 0', '+49 00', '(0', ' 0'),
    fc.constantFrom('', ' ', '\t'),
  )
  .chain(([digits, prefix, padding]) =>
    spacedDigitsArbitrary(digits).map((spaced) => ({
      // '(0' opens a bracketed area code: close it after the first digit, as in '(0176) 1234567'
      input: `${padding}${prefix}${prefix === '(0' ? `${spaced.slice(0, 1)})${spaced.slice(1)}` : spaced}${padding}`,
      normalized: `${MOBILE_NUMBER_COUNTRY_PREFIX}${digits}`,
    })),
  )
