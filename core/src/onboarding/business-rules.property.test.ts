import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays, berlinDateOf, formatLocalDate } from '../calendar/local-date.ts'
import { instantArbitrary } from '../calendar/local-date.arbitrary.ts'
import { vatIdArbitrary } from '../identity/vat-id.arbitrary.ts'
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
import { COMPANY_NAME_MAX_LENGTH_CHARS, COMPANY_NAME_MIN_LENGTH_CHARS } from './constants.ts'
import { hasMarkupOrControlCharacters } from '../text/text-rules.ts'

const clock = fixedClock(new Date('2024-06-15T08:00:00Z'))

test.prop([fc.string({ maxLength: 170 })])(
  'a company name passes exactly when, trimmed, it has 2 characters up to its limit and no markup or control characters, and comes back trimmed',
  (name) => {
    const result = validateCompanyNameSearch(name)
    const trimmed = name.trim()
    const length = [...trimmed].length
    expect(E.isRight(result)).toBe(length >= COMPANY_NAME_MIN_LENGTH_CHARS && length <= COMPANY_NAME_MAX_LENGTH_CHARS && !hasMarkupOrControlCharacters(trimmed))
    if (E.isRight(result)) expect(result.right).toBe(trimmed)
  },
)

test.prop([fc.constantFrom(1, COMPANY_NAME_MAX_LENGTH_CHARS + 1, 300), fc.constantFrom('A', 'ß', 'Ö')])('a company name of 1 or more than the limit of characters gets the length message', (n, char) => {
  const result = validateCompanyNameSearch(char.repeat(n))
  expect(E.isLeft(result) && result.left[0]?.key).toBe('onboarding.companyNameLength')
})

test.prop([fc.string({ maxLength: 20 }), fc.constantFrom('<b>', '</script>', '<img src=x>', 'a\u0000b', '\u202e')])(
  'HTML or a control character in the company name or the business purpose is refused on its field',
  (text, bad) => {
    const input = `Nordlicht ${text}${bad}`
    const search = validateCompanyNameSearch(input)
    expect(E.isLeft(search) && search.left[0]?.key).toBe('onboarding.textHasMarkup')
    const data = validateBusinessData({ businessPurpose: input }, clock)
    expect(E.isLeft(data) && data.left.find((i) => i.field === 'businessPurpose')?.key).toBe('onboarding.textHasMarkup')
  },
)

test.prop([fc.array(fc.nat(), { maxLength: 5 })])('register results pass exactly when there is one', (results) => {
  expect(E.isRight(validateCompanyNameSearchResults(results))).toBe(results.length > 0)
})

test.prop([fc.constantFrom('', 'HRA ', 'HRB ', 'hrb', 'VR '), fc.integer({ min: 0, max: 999_999 }), fc.constantFrom('', ' B', ' HB', 'B')])(
  'register numbers pass in every spelling and are idempotent',
  (type, number, suffix) => {
    const once = parseRegistrationNumber(`${type}${number}${suffix}`)
    expect(E.isRight(once)).toBe(true)
    if (E.isRight(once)) expect(parseRegistrationNumber(once.right)).toEqual(once)
  },
)

test.prop([instantArbitrary, fc.integer({ min: -40_000, max: 400 })])('a foundation date passes exactly when it is not after today in Berlin', (now, offset) => {
  const today = berlinDateOf(now)
  const date = addDays(today, offset)
  expect(E.isRight(validateFoundationDate(formatLocalDate(date), fixedClock(now)))).toBe(offset <= 0)
})

const businessArbitrary = fc.record({
  registrationNumber: fc.constantFrom('HRB 12345', '98765 B'),
  registrationIssuer: fc.constantFrom('Amtsgericht München', 'Amtsgericht Charlottenburg'),
  name: fc.constantFrom('Muster GmbH', 'Beispiel UG (haftungsbeschränkt)'),
  foundationDate: fc.constantFrom('2000-01-01', '01.01.2000'),
  industry: fc.constantFrom(...BUSINESS_INDUSTRIES),
  businessPurpose: fc.constantFrom('Handel', 'Beratung'),
})
const BUSINESS_FIELDS = ['registrationNumber', 'registrationIssuer', 'name', 'foundationDate', 'industry', 'businessPurpose'] as const

test.prop([businessArbitrary, fc.subarray([...BUSINESS_FIELDS])])('blanking fields gives one issue for each, in form order', (business, blanked) => {
  const result = validateBusinessData({ ...business, ...Object.fromEntries(blanked.map((f) => [f, ''])) }, fixedClock(new Date('2024-01-01T12:00:00Z')))
  expect(E.isLeft(result) ? result.left.map((i) => i.field) : []).toEqual(BUSINESS_FIELDS.filter((f) => blanked.includes(f)))
})

test.prop([fc.stringMatching(/^[\d/ ]{0,20}$/)])('a tax number passes exactly when it has 11+ characters and 10 to 13 digits', (typed) => {
  const compact = typed.replace(/ /g, '')
  const digits = compact.replace(/\//g, '').length
  expect(E.isRight(parseBusinessTaxNumber(typed))).toBe(compact.length >= 11 && digits >= 10 && digits <= 13)
})

test.prop([fc.stringMatching(/^\d{10,13}$/), fc.option(vatIdArbitrary, { nil: '' })])('valid tax information passes with or without a VAT id', (taxNumber, vat) => {
  fc.pre(taxNumber.length >= 11)
  expect(validateBusinessTax({ taxIdentificationNumber: taxNumber, vatNumber: vat, fatcaRelevant: false })).toEqual(
    E.right({ taxIdentificationNumber: taxNumber, vatNumber: vat === '' ? null : vat, fatcaRelevant: false }),
  )
})
