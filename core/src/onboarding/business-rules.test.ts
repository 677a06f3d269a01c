import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../calendar/clock.ts'
import {
  parseBusinessTaxNumber,
  parseRegistrationNumber,
  validateBusinessData,
  validateBusinessTax,
  validateCompanyNameSearch,
  validateCompanyNameSearchResults,
  validateFoundationDate,
} from './business-rules.ts'
import { BUSINESS_INDUSTRIES } from './model.ts'
import { fieldKeysOf } from '../test-kit.ts'

/** 2024-06-15, 10:00 in Berlin. */
const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))

describe('validateCompanyNameSearch', () => {
  it('requires a name and trims it', () => {
    expect(validateCompanyNameSearch('  Muster GmbH ')).toEqual(E.right('Muster GmbH'))
    expect(validateCompanyNameSearch(' ')).toEqual(E.left([{ field: 'companyName', key: 'INVALID_GMBH_COMPANY_NAME' }]))
    expect(validateCompanyNameSearch(null)).toEqual(E.left([{ field: 'companyName', key: 'INVALID_GMBH_COMPANY_NAME' }]))
  })

  it('asks for the name without legal form when the register finds nothing', () => {
    expect(validateCompanyNameSearchResults([])).toEqual(E.left([{ field: 'companyName', key: 'COMPANY_NAME_NOT_FOUND' }]))
    expect(validateCompanyNameSearchResults([{ name: 'Muster GmbH' }])).toEqual(E.right([{ name: 'Muster GmbH' }]))
  })
})

describe('parseRegistrationNumber', () => {
  it.each([
    ['HRB 12345', 'HRB 12345'],
    ['hrb  12345', 'HRB 12345'],
    ['HRB12345', 'HRB12345'],
    ['HRB 12345 B', 'HRB 12345 B'],
    ['HRB 1234 HB', 'HRB 1234 HB'],
    ['HRA 99', 'HRA 99'],
    ['GnR 12', 'GNR 12'],
    ['12345', '12345'],
    [' 123456 ', '123456'],
  ])('reads %j as %j', (input, expected) => {
    expect(parseRegistrationNumber(input)).toEqual(E.right(expected))
  })

  it.each(['', 'HRB', 'HRB 1234567', 'XYZ 123', 'HRB 12345 BER', '12-345', 'HRB 12345!'])('rejects %j', (input) => {
    expect(parseRegistrationNumber(input)).toEqual(E.left([{ field: 'registrationNumber', key: 'INVALID_COMPANY_REGISTRATION_NUMBER' }]))
  })
})

describe('validateFoundationDate', () => {
  it('accepts a date up to today in Berlin', () => {
    expect(validateFoundationDate('2024-06-15', clock)).toEqual(E.right('2024-06-15'))
    expect(validateFoundationDate('15.06.2024', clock)).toEqual(E.right('2024-06-15'))
    expect(validateFoundationDate('1892-04-20', clock)).toEqual(E.right('1892-04-20'))
  })

  it.each(['2024-06-16', '2030-01-01', '', 'gestern', '2024-02-30', null])('rejects %j', (input) => {
    expect(validateFoundationDate(input, clock)).toEqual(E.left([{ field: 'foundationDate', key: 'INVALID_COMPANY_REGISTRATION_DATE' }]))
  })

  it('uses the Berlin date, not the UTC date', () => {
    const justAfterMidnightInBerlin = fixedClock(new Date('2024-06-15T22:30:00Z')) // 2024-06-16 00:30 in Berlin
    expect(E.isRight(validateFoundationDate('2024-06-16', justAfterMidnightInBerlin))).toBe(true)
  })
})

describe('validateBusinessData', () => {
  const business = {
    registrationNumber: 'HRB 12345',
    registrationIssuer: ' Amtsgericht München ',
    name: 'Muster GmbH',
    foundationDate: '2020-01-01',
    industry: 'BUILDING_INDUSTRY',
    businessPurpose: 'Bau von Häusern',
  }

  it('returns the checked company data', () => {
    expect(validateBusinessData(business, clock)).toEqual(E.right({ ...business, registrationIssuer: 'Amtsgericht München' }))
  })

  it('reports every issue of an empty form', () => {
    expect(fieldKeysOf(validateBusinessData({}, clock))).toEqual([
      'registrationNumber:INVALID_COMPANY_REGISTRATION_NUMBER',
      'registrationIssuer:INVALID_COMPANY_REGISTRATION_ISSUER',
      'name:INVALID_GMBH_COMPANY_NAME',
      'foundationDate:INVALID_COMPANY_REGISTRATION_DATE',
      'industry:INVALID_COMPANY_INDUSTRY',
      'businessPurpose:INVALID_COMPANY_BUSINESS_PURPOSE',
    ])
  })

  it.each(BUSINESS_INDUSTRIES)('accepts the industry %s', (industry) => {
    expect(E.isRight(validateBusinessData({ ...business, industry }, clock))).toBe(true)
  })

  it('has 13 industries and rejects any other', () => {
    expect(BUSINESS_INDUSTRIES).toHaveLength(13)
    expect(fieldKeysOf(validateBusinessData({ ...business, industry: 'building_industry' }, clock))).toEqual(['industry:INVALID_COMPANY_INDUSTRY'])
  })
})

describe('parseBusinessTaxNumber', () => {
  it.each([
    ['143/815/08155', '143/815/08155'],
    ['21/815/08150', '21/815/08150'],
    ['2893081508152', '2893081508152'],
    ['13381508159', '13381508159'],
    [' 143 / 815 / 08155 ', '143/815/08155'],
  ])('accepts %j', (input, expected) => {
    expect(parseBusinessTaxNumber(input)).toEqual(E.right(expected))
  })

  it.each([
    ['', 'empty'],
    ['2181508150', 'ten characters: below the 11 the spec asks for'],
    ['1234567890', 'ten digits'],
    ['12345678901234', 'fourteen digits'],
    ['1/2/3/4/5/6/7', 'too few digits, however many slashes'],
    ['DE136695976', 'a VAT id'],
    ['143-815-08155', 'hyphens'],
  ])('rejects %j (%s)', (input) => {
    expect(parseBusinessTaxNumber(input)).toEqual(E.left([{ field: 'taxIdentificationNumber', key: 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER' }]))
  })
})

describe('validateBusinessTax', () => {
  it('accepts a tax number without VAT number', () => {
    expect(validateBusinessTax({ taxIdentificationNumber: '143/815/08155', vatNumber: ' ', fatcaRelevant: false })).toEqual(
      E.right({ taxIdentificationNumber: '143/815/08155', vatNumber: null, fatcaRelevant: false }),
    )
  })

  it('checks a given VAT number', () => {
    expect(validateBusinessTax({ taxIdentificationNumber: '143/815/08155', vatNumber: 'de 136695976', fatcaRelevant: false })).toEqual(
      E.right({ taxIdentificationNumber: '143/815/08155', vatNumber: 'DE136695976', fatcaRelevant: false }),
    )
    expect(fieldKeysOf(validateBusinessTax({ taxIdentificationNumber: '143/815/08155', vatNumber: '136695976', fatcaRelevant: false }))).toEqual([
      'vatNumber:INVALID_COMPANY_VAT_REGISTRATION_ID',
    ])
  })

  it('needs the US tax question answered "no"', () => {
    expect(fieldKeysOf(validateBusinessTax({ taxIdentificationNumber: '143/815/08155' }))).toEqual(['fatcaRelevant:INVALID_FATCA_ACCEPT_VALUE'])
    expect(fieldKeysOf(validateBusinessTax({ taxIdentificationNumber: '143/815/08155', fatcaRelevant: true }))).toEqual(['fatcaRelevant:onboarding.fatcaUsTaxLiable'])
  })

  it('reports all issues at once', () => {
    expect(fieldKeysOf(validateBusinessTax({ vatNumber: 'X' }))).toEqual([
      'taxIdentificationNumber:INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER',
      'vatNumber:INVALID_COMPANY_VAT_REGISTRATION_ID',
      'fatcaRelevant:INVALID_FATCA_ACCEPT_VALUE',
    ])
  })
})
