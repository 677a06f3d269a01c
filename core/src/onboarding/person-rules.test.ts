import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '../money/money.ts'
import {
  isVatIdNeeded,
  validateFreelancerCompanyInfo,
  validateFreelancerData,
  validateFreelancerTaxData,
  validatePersonTerms,
  validateTermsStep,
} from './person-rules.ts'
import { fieldKeysOf, moneyFromText as money } from '../test-kit.ts'


const freelancer = {
  salutation: 'MS',
  firstName: ' Erika ',
  lastName: 'Mustermann-Gabler',
  email: 'erika@example.de',
  maritalStatus: 'MARRIED',
  mobileNumber: '0176 1234567',
  address: { line1: 'Heidestraße 17', postalCode: '51147', city: 'Köln', country: 'DE' },
}

describe('validateFreelancerData', () => {
  it('returns the checked data with the mobile number in E.164', () => {
    expect(validateFreelancerData(freelancer)).toEqual(
      E.right({
        salutation: 'MS',
        firstName: 'Erika',
        lastName: 'Mustermann-Gabler',
        email: 'erika@example.de',
        maritalStatus: 'MARRIED',
        mobileNumber: '+491761234567',
        address: { line1: 'Heidestraße 17', line2: '', postalCode: '51147', city: 'Köln', country: 'DE', state: null },
      }),
    )
  })

  it('reports every issue of an empty form', () => {
    expect(fieldKeysOf(validateFreelancerData({}))).toEqual([
      'salutation:INVALID_SALUTATION',
      'firstName:INVALID_FIRST_NAME',
      'lastName:INVALID_LAST_NAME',
      'email:identity.invalidEmail',
      'maritalStatus:INVALID_MARITAL_STATUS',
      'mobileNumber:INVALID_MOBILE_NUMBER_VALUE',
      'address.line1:onboarding.addressLine1Required',
      'address.postalCode:onboarding.postalCodeInvalid',
      'address.city:onboarding.addressCityRequired',
      'address.country:onboarding.addressCountryInvalid',
    ])
  })

  it.each(['MRS', 'mr', '', 'DIVERS'])('rejects the salutation %j', (salutation) => {
    expect(fieldKeysOf(validateFreelancerData({ ...freelancer, salutation }))).toEqual(['salutation:INVALID_SALUTATION'])
  })

  it.each(['SINGLE', 'MARRIED', 'DIVORCED', 'UNKNOWN'])('accepts the marital status %s', (maritalStatus) => {
    expect(E.isRight(validateFreelancerData({ ...freelancer, maritalStatus }))).toBe(true)
  })

  it.each(['WIDOWED', 'single', ''])('rejects the marital status %j', (maritalStatus) => {
    expect(fieldKeysOf(validateFreelancerData({ ...freelancer, maritalStatus }))).toEqual(['maritalStatus:INVALID_MARITAL_STATUS'])
  })

  it.each(["O'Neill", 'Anne-Marie', 'Dr. Müller', 'José', 'Zoë', 'Łukasz', 'Ünal  Özdemir'])('accepts the name %j', (name) => {
    expect(E.isRight(validateFreelancerData({ ...freelancer, firstName: name, lastName: name }))).toBe(true)
  })

  it.each(['', '   ', 'R2D2', '-', "'.", 'Max!', 'max@x', '<script>'])('rejects the name %j', (name) => {
    expect(fieldKeysOf(validateFreelancerData({ ...freelancer, firstName: name }))).toEqual(['firstName:INVALID_FIRST_NAME'])
  })

  it('collapses inner white space of names', () => {
    const result = validateFreelancerData({ ...freelancer, lastName: 'von   der  Heide' })
    expect(E.isRight(result) && result.right.lastName).toBe('von der Heide')
  })

  it('rejects a foreign or too short mobile number', () => {
    expect(fieldKeysOf(validateFreelancerData({ ...freelancer, mobileNumber: '+43 664 1234567' }))).toEqual(['mobileNumber:INVALID_MOBILE_NUMBER_VALUE'])
    expect(fieldKeysOf(validateFreelancerData({ ...freelancer, mobileNumber: '017612' }))).toEqual(['mobileNumber:INVALID_MOBILE_NUMBER_VALUE'])
  })
})

describe('validatePersonTerms', () => {
  const all = { accountOpeningAccepted: true, termsConditionsSigned: true, ownEconomicInterestSigned: true, taxInformationAccepted: true }

  it('accepts all consents, also as signature times', () => {
    expect(E.isRight(validatePersonTerms(all))).toBe(true)
    expect(E.isRight(validatePersonTerms({ ...all, termsConditionsSigned: '2024-06-15T08:00:00Z', ownEconomicInterestSigned: '2024-06-15T08:00:00Z' }))).toBe(true)
  })

  it('reports each missing consent on its field', () => {
    expect(fieldKeysOf(validatePersonTerms({}))).toEqual([
      'accountOpeningAccepted:INVALID_ACCEPT_AGB_VALUE',
      'termsConditionsSigned:INVALID_ACCEPT_AGB_VALUE',
      'ownEconomicInterestSigned:onboarding.ownEconomicInterestRequired',
      'taxInformationAccepted:INVALID_ACCEPT_AGB_VALUE',
    ])
  })

  it('never counts false or an empty signature as consent', () => {
    expect(fieldKeysOf(validatePersonTerms({ ...all, accountOpeningAccepted: false }))).toEqual(['accountOpeningAccepted:INVALID_ACCEPT_AGB_VALUE'])
    expect(fieldKeysOf(validatePersonTerms({ ...all, termsConditionsSigned: ' ' }))).toEqual(['termsConditionsSigned:INVALID_ACCEPT_AGB_VALUE'])
    expect(fieldKeysOf(validatePersonTerms({ ...all, taxInformationAccepted: null }))).toEqual(['taxInformationAccepted:INVALID_ACCEPT_AGB_VALUE'])
  })
})

describe('validateTermsStep', () => {
  const all = { accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: true, lxoAgbAccepted: true }

  it('needs all four checkboxes', () => {
    expect(validateTermsStep(all)).toEqual(E.right(all))
    expect(fieldKeysOf(validateTermsStep({ ...all, lxoAgbAccepted: false }))).toEqual(['lxoAgbAccepted:INVALID_ACCEPT_AGB_VALUE'])
    expect(fieldKeysOf(validateTermsStep({}))).toHaveLength(4)
  })
})

describe('validateFreelancerCompanyInfo', () => {
  const info = { expectedMonthlyRevenueEuro: '1.000,00', naceCode: '62.01', businessPurpose: ' Softwareentwicklung ' }

  it('reads the revenue as money and trims the rest', () => {
    const result = validateFreelancerCompanyInfo(info)
    expect(E.isRight(result) && formatMoney(result.right.expectedMonthlyRevenue)).toBe('1.000,00\u00a0€')
    expect(E.isRight(result) && result.right.businessPurpose).toBe('Softwareentwicklung')
  })

  it.each(['0', '0,00', '1000', '1000,5', '12.345,67 €'])('accepts the revenue %j', (expectedMonthlyRevenueEuro) => {
    expect(E.isRight(validateFreelancerCompanyInfo({ ...info, expectedMonthlyRevenueEuro }))).toBe(true)
  })

  it.each(['', 'viel', '-1,00', '1,234', '1.00,00', null])('rejects the revenue %j', (expectedMonthlyRevenueEuro) => {
    expect(fieldKeysOf(validateFreelancerCompanyInfo({ ...info, expectedMonthlyRevenueEuro }))).toEqual([
      'expectedMonthlyRevenueEuro:INVALID_EXPECTED_MONTHLY_REVENUE',
    ])
  })

  it.each(['62', '62.01', '6201', '62.01.0', 'J62.01', 'j 62.01'])('accepts the NACE code %j', (naceCode) => {
    expect(E.isRight(validateFreelancerCompanyInfo({ ...info, naceCode }))).toBe(true)
  })

  it.each(['', '6', 'Software', '62.012.3', 'Z62.01'])('rejects the NACE code %j', (naceCode) => {
    expect(fieldKeysOf(validateFreelancerCompanyInfo({ ...info, naceCode }))).toEqual(['naceCode:INVALID_COMPANY_INDUSTRY'])
  })

  it('reports all three at once', () => {
    expect(fieldKeysOf(validateFreelancerCompanyInfo({}))).toEqual([
      'expectedMonthlyRevenueEuro:INVALID_EXPECTED_MONTHLY_REVENUE',
      'naceCode:INVALID_COMPANY_INDUSTRY',
      'businessPurpose:INVALID_COMPANY_BUSINESS_PURPOSE',
    ])
  })
})

describe('isVatIdNeeded', () => {
  it('takes the server flag when it is known', () => {
    expect(isVatIdNeeded({ expectedMonthlyRevenueNeedsVatRegistrationId: true, expectedMonthlyRevenue: money('1') })).toBe(true)
    expect(isVatIdNeeded({ expectedMonthlyRevenueNeedsVatRegistrationId: false, expectedMonthlyRevenue: money('100.000') })).toBe(false)
  })

  it('otherwise compares twelve months with 25 000 €', () => {
    expect(isVatIdNeeded({ expectedMonthlyRevenue: money('2.083,33') })).toBe(false) // 24 999,96 €
    expect(isVatIdNeeded({ expectedMonthlyRevenue: money('2.083,34') })).toBe(true) // 25 000,08 €
    expect(isVatIdNeeded({ expectedMonthlyRevenue: money('2.083,33'), expectedMonthlyRevenueNeedsVatRegistrationId: null })).toBe(false)
    expect(isVatIdNeeded({})).toBe(false)
  })
})

describe('validateFreelancerTaxData', () => {
  it('takes an optional valid tax number and VAT id', () => {
    expect(validateFreelancerTaxData({ taxNumber: '81 872 495 633', vatRegistrationId: 'de136695976', vatIdNeeded: false })).toEqual(
      E.right({ taxNumber: '81872495633', vatRegistrationId: 'DE136695976' }),
    )
    expect(validateFreelancerTaxData({ vatIdNeeded: false })).toEqual(E.right({ taxNumber: null, vatRegistrationId: null }))
  })

  it('checks a given tax number with the full Steuer-ID rule', () => {
    expect(fieldKeysOf(validateFreelancerTaxData({ taxNumber: '81872495634', vatIdNeeded: false }))).toEqual([
      'taxNumber:INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER',
    ])
  })

  it('requires the VAT id when the revenue needs one, unless the user has none', () => {
    expect(fieldKeysOf(validateFreelancerTaxData({ vatRegistrationId: ' ', vatIdNeeded: true }))).toEqual(['vatRegistrationId:MISSING_COMPANY_VAT_REGISTRATION_ID'])
    expect(validateFreelancerTaxData({ vatIdNeeded: true, hasNoVatRegistrationId: true })).toEqual(E.right({ taxNumber: null, vatRegistrationId: null }))
    expect(validateFreelancerTaxData({ vatIdNeeded: true, hasNoVatRegistrationId: true, vatRegistrationId: 'junk' })).toEqual(
      E.right({ taxNumber: null, vatRegistrationId: null }),
    )
  })

  it('rejects a VAT id that does not start with DE or fails its check digit', () => {
    expect(fieldKeysOf(validateFreelancerTaxData({ vatRegistrationId: 'ATU13585627', vatIdNeeded: false }))).toEqual([
      'vatRegistrationId:INVALID_COMPANY_VAT_REGISTRATION_ID',
    ])
    expect(fieldKeysOf(validateFreelancerTaxData({ taxNumber: '1', vatRegistrationId: 'DE136695977', vatIdNeeded: true }))).toHaveLength(2)
  })
})
