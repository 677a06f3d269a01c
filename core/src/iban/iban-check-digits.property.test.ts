import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { computeIbanCheckDigits, toIbanWithCheckDigits } from './iban-check-digits.ts'
import { parseIban } from './iban.ts'
import { IBAN_COUNTRY_CODES, IBAN_LENGTH_BY_COUNTRY } from './iban-registry.ts'

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A registry country with a BBAN of its length (digits only for Germany, whose BBAN is numeric). */
const countryAndBbanArbitrary = fc.constantFrom(...IBAN_COUNTRY_CODES).chain((country) => {
  const length = IBAN_LENGTH_BY_COUNTRY[country] - 4
  const chars = country === 'DE' ? '0123456789' : ALPHANUMERIC
  return fc
    .array(fc.constantFrom(...chars), { minLength: length, maxLength: length })
    .map((bban) => ({ country, bban: bban.join('') }))
})

test.prop([countryAndBbanArbitrary])('the IBAN built with the check digits is one the parser accepts as it is', ({ country, bban }) => {
  const iban = toIbanWithCheckDigits(country, bban)
  expect(iban).toBe(`${country}${computeIbanCheckDigits(country, bban)}${bban}`)
  expect(parseIban(iban)).toEqual(E.right(iban))
})

test.prop([fc.constantFrom('DE', 'GB', 'FR', 'NL'), fc.array(fc.constantFrom(...ALPHANUMERIC), { minLength: 1, maxLength: 30 })])(
  'check digits are two digits between 02 and 98',
  (country, bban) => {
    const digits = computeIbanCheckDigits(country, bban.join(''))
    expect(digits).toMatch(/^\d\d$/)
    expect(Number(digits)).toBeGreaterThanOrEqual(2)
    expect(Number(digits)).toBeLessThanOrEqual(98)
  },
)

test.prop([countryAndBbanArbitrary, fc.integer({ min: 1, max: 96 })])(
  'any other check digits for the same BBAN fail the parser: the computed ones are the only right ones',
  ({ country, bban }, offset) => {
    const right = Number(computeIbanCheckDigits(country, bban))
    const wrong = 2 + ((right - 2 + offset) % 97) // any of 02..98 but the right one
    expect(E.isLeft(parseIban(`${country}${String(wrong).padStart(2, '0')}${bban}`))).toBe(true)
  },
)
