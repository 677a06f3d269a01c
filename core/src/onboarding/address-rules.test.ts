import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { describe, expect, it } from 'vitest'
import { parseGermanPostalCode, toAddressValidationWarning, validateBusinessAddress, validatePostalAddress } from './address-rules.ts'
import { fieldKeysOf } from '../test-kit.ts'

const address = { line1: 'Hauptstraße', line2: '12a', postalCode: '10115', city: 'Berlin', country: 'DE' }

describe('parseGermanPostalCode', () => {
  it.each(['10115', '01067', '99998', ' 80331 ', '803 31'])('accepts %j', (code) => {
    expect(parseGermanPostalCode(code)).toEqual(E.right(code.replace(/\s/g, '')))
  })

  it.each(['', '1011', '101155', '00123', 'A1011', '10115-1234', null, undefined])('rejects %j', (code) => {
    expect(parseGermanPostalCode(code)).toEqual(E.left([{ field: 'address.postalCode', key: 'onboarding.postalCodeInvalid', params: { digits: 5 } }]))
  })
})

describe('validatePostalAddress', () => {
  it('returns the trimmed address', () => {
    const typed = { line1: ' Hauptstraße ', line2: ' 12a', postalCode: '10115 ', city: ' Berlin', country: 'de', state: ' ' }
    expect(validatePostalAddress(typed, { requireHouseNumber: true })).toEqual(E.right({ ...address, state: null }))
  })

  it('reports every missing part at once, on its field', () => {
    expect(fieldKeysOf(validateBusinessAddress({}))).toEqual([
      'address.line1:onboarding.addressLine1Required',
      'address.line2:onboarding.addressLine2Required',
      'address.postalCode:onboarding.postalCodeInvalid',
      'address.city:onboarding.addressCityRequired',
      'address.country:onboarding.addressCountryInvalid',
    ])
    expect(fieldKeysOf(validateBusinessAddress(null))).toHaveLength(5)
  })

  it('does not require the house number where the form has none (freelancer)', () => {
    expect(E.isRight(validatePostalAddress({ ...address, line2: '' }, { requireHouseNumber: false }))).toBe(true)
    expect(fieldKeysOf(validatePostalAddress({ ...address, line2: ' ' }, { requireHouseNumber: true }))).toEqual(['address.line2:onboarding.addressLine2Required'])
  })

  it('accepts Germany only', () => {
    expect(fieldKeysOf(validateBusinessAddress({ ...address, country: 'AT' }))).toEqual(['address.country:onboarding.addressCountryInvalid'])
    expect(fieldKeysOf(validateBusinessAddress({ ...address, country: null }))).toEqual(['address.country:onboarding.addressCountryInvalid'])
  })

  it('names the fields with the given prefix', () => {
    expect(fieldKeysOf(validatePostalAddress({ ...address, city: '' }, { requireHouseNumber: true, fieldPrefix: 'businessAddress' }))).toEqual([
      'businessAddress.city:onboarding.addressCityRequired',
    ])
    expect(fieldKeysOf(validatePostalAddress({ ...address, city: '' }, { requireHouseNumber: true, fieldPrefix: '' }))).toEqual(['city:onboarding.addressCityRequired'])
  })
})

describe('toAddressValidationWarning', () => {
  it('warns when the server found no address', () => {
    expect(toAddressValidationWarning(address, null)).toEqual(O.some({ field: 'address', key: 'WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED' }))
  })

  it('warns when the server changed the address', () => {
    expect(O.isSome(toAddressValidationWarning(address, { ...address, postalCode: '10117' }))).toBe(true)
    expect(O.isSome(toAddressValidationWarning(address, { ...address, line1: 'Hauptstr.' }))).toBe(true)
  })

  it('does not warn about case or spacing', () => {
    expect(toAddressValidationWarning(address, { ...address, city: 'BERLIN', line1: ' hauptstraße  ' })).toEqual(O.none)
  })
})
