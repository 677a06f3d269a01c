/** The onboarding texts' limits (field-limits.ts): every text of a body at any depth, at its field's limit exactly. */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS } from './constants.ts'
import { ONBOARDING_FIELD_MAX_LENGTHS, findTooLongOnboardingFields, onboardingFieldMaxLength } from './field-limits.ts'

const fieldArbitrary = fc.oneof(fc.constantFrom(...Object.keys(ONBOARDING_FIELD_MAX_LENGTHS)), fc.constantFrom('id', 'sector', 'crsCompanyType'))

test.prop([fieldArbitrary, fc.integer({ min: 0, max: 3 }), fc.boolean()])(
  'a text at its limit passes, one character more is one accounts.textTooLong issue with the limit, also inside an address',
  (field, extra, nested) => {
    const maxLength = onboardingFieldMaxLength(field)
    const body = (text: string) => (nested ? { address: { [field]: text } } : { [field]: text })
    const path = nested ? `address.${field}` : field
    expect(findTooLongOnboardingFields(body('x'.repeat(maxLength)))).toEqual([])
    expect(findTooLongOnboardingFields(body('x'.repeat(maxLength + 1 + extra)))).toEqual([
      { field: path, key: 'accounts.textTooLong', params: { maxLength } },
    ])
  },
)

test.prop([fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 10 }), fc.boolean(), fc.constant(null)))])(
  'short texts, flags and nulls never break a limit',
  (body) => {
    expect(findTooLongOnboardingFields(body)).toEqual([])
  },
)

test('a field the table does not name has the default limit', () => {
  expect(onboardingFieldMaxLength('fatcaCrsConfirmedAt')).toBe(ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS)
  expect(onboardingFieldMaxLength('businessAddress.city')).toBe(ONBOARDING_FIELD_MAX_LENGTHS['city'])
})
