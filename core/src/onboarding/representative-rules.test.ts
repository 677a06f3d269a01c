import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../calendar/clock.ts'
import { validateLegalRepresentative, validateLegalRepresentativeList, validateLegalRepresentativeTerms } from './representative-rules.ts'
import { fieldKeysOf } from '../test-kit.ts'

const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))

const representative = {
  ownEconomicInterestSigned: true,
  salutation: 'MR',
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max@muster-gmbh.de',
  taxIdentificationNumber: '86095742719',
  birthDate: '1980-05-17',
  address: { line1: 'Leopoldstraße', line2: '1', postalCode: '80802', city: 'München', country: 'DE' },
  requiredSharesSignedAtUtc: true,
  votingShare: '50',
  fatcaRelevant: false,
}

describe('validateLegalRepresentative', () => {
  it('accepts a complete adult representative holding 50 %', () => {
    const result = validateLegalRepresentative(representative, clock)
    expect(E.isRight(result) && result.right.taxIdentificationNumber).toBe('86095742719')
    expect(E.isRight(result) && result.right.votingShare?.percent.toFixed()).toBe('50')
  })

  it('reports every issue of an empty form', () => {
    expect(fieldKeysOf(validateLegalRepresentative({}, clock))).toEqual([
      'ownEconomicInterestSigned:onboarding.ownEconomicInterestRequired',
      'salutation:INVALID_SALUTATION',
      'firstName:INVALID_FIRST_NAME',
      'lastName:INVALID_LAST_NAME',
      'email:identity.invalidEmail',
      'taxIdentificationNumber:INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER',
      'birthDate:identity.birthDateRequired',
      'address.line1:onboarding.addressLine1Required',
      'address.line2:onboarding.addressLine2Required',
      'address.postalCode:onboarding.postalCodeInvalid',
      'address.city:onboarding.addressCityRequired',
      'address.country:onboarding.addressCountryInvalid',
      'fatcaRelevant:INVALID_FATCA_ACCEPT_VALUE',
    ])
  })

  it('needs the representative to be at least 18', () => {
    expect(fieldKeysOf(validateLegalRepresentative({ ...representative, birthDate: '2006-06-16' }, clock))).toEqual(['birthDate:INVALID_PERSON_BIRTH_DATE'])
    expect(E.isRight(validateLegalRepresentative({ ...representative, birthDate: '15.06.2006' }, clock))).toBe(true)
  })

  it('checks the tax identification number with the full Steuer-ID rule', () => {
    expect(fieldKeysOf(validateLegalRepresentative({ ...representative, taxIdentificationNumber: '86095742718' }, clock))).toEqual([
      'taxIdentificationNumber:INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER',
    ])
  })

  it('applies the 25 % rule both ways', () => {
    expect(fieldKeysOf(validateLegalRepresentative({ ...representative, votingShare: '24,99' }, clock))).toEqual(['votingShare:INVALID_COMPANY_SHARES_PERCENT'])
    expect(fieldKeysOf(validateLegalRepresentative({ ...representative, requiredSharesSignedAtUtc: false, votingShare: '25' }, clock))).toEqual([
      'votingShare:INVALID_COMPANY_VALUE',
    ])
    expect(E.isRight(validateLegalRepresentative({ ...representative, requiredSharesSignedAtUtc: null, votingShare: '' }, clock))).toBe(true)
  })

  it('stops a representative liable to US tax', () => {
    expect(fieldKeysOf(validateLegalRepresentative({ ...representative, fatcaRelevant: true }, clock))).toEqual(['fatcaRelevant:onboarding.fatcaUsTaxLiable'])
  })
})

describe('validateLegalRepresentativeList', () => {
  const PENDING = E.left([{ field: 'legalRepresentatives', key: 'INVALID_LEGAL_REPRESENTATIVES_PROCESSING_PENDING' }])

  it('must not be empty', () => {
    expect(validateLegalRepresentativeList({ legalRepresentatives: [], registryRepresentatives: [] })).toEqual(PENDING)
  })

  it('needs every registry representative processed', () => {
    expect(validateLegalRepresentativeList({ legalRepresentatives: ['p1'], registryRepresentatives: [{ processed: true }, { processed: false }] })).toEqual(PENDING)
    expect(validateLegalRepresentativeList({ legalRepresentatives: ['p1'], registryRepresentatives: [{ processed: true }] })).toEqual(E.right(['p1']))
    expect(validateLegalRepresentativeList({ legalRepresentatives: ['p1'], registryRepresentatives: [] })).toEqual(E.right(['p1']))
  })
})

describe('validateLegalRepresentativeTerms', () => {
  it('needs the three checkboxes', () => {
    const all = { accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: true }
    expect(validateLegalRepresentativeTerms(all)).toEqual(E.right(all))
    expect(fieldKeysOf(validateLegalRepresentativeTerms({ ...all, taxInformationAccepted: false }))).toEqual(['taxInformationAccepted:INVALID_ACCEPT_AGB_VALUE'])
    expect(fieldKeysOf(validateLegalRepresentativeTerms({}))).toHaveLength(3)
  })
})
