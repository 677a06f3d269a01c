/**
 * The length limits of the onboarding forms' and bodies' texts (spec: hub-and-business-account 3 Person, Business,
 * LegalRepresentative, BeneficialOwner; issue 16 "every text field has a length limit"): one table by field name,
 * which the forms' inputs (maxLength) and the server's body check both read. A field the table does not name takes
 * ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS, so no text of a body goes unchecked.
 */
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { EMAIL_MAX_LENGTH_CHARS } from '../identity/constants.ts'
import {
  ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  ONBOARDING_BUSINESS_PURPOSE_MAX_LENGTH_CHARS,
  ONBOARDING_CODE_MAX_LENGTH_CHARS,
  ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
  ONBOARDING_HOUSE_NUMBER_MAX_LENGTH_CHARS,
  ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  ONBOARDING_PERSON_NAME_MAX_LENGTH_CHARS,
  ONBOARDING_POSTAL_CODE_MAX_LENGTH_CHARS,
  ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS,
  ONBOARDING_WEBSITE_MAX_LENGTH_CHARS,
} from './constants.ts'

/** The i18n key of a text longer than its field takes ({{maxLength}}: the limit); the accounts area's text, reused. */
export const ONBOARDING_TEXT_TOO_LONG_KEY = 'accounts.textTooLong'

/** The longest text of each onboarding field, by its name in the bodies (an address's fields by theirs). */
export const ONBOARDING_FIELD_MAX_LENGTHS: Readonly<Record<string, number>> = {
  firstName: ONBOARDING_PERSON_NAME_MAX_LENGTH_CHARS,
  lastName: ONBOARDING_PERSON_NAME_MAX_LENGTH_CHARS,
  title: ONBOARDING_PERSON_NAME_MAX_LENGTH_CHARS,
  jobTitle: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  email: EMAIL_MAX_LENGTH_CHARS,
  mobileNumber: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  taxNumber: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  taxIdentificationNumber: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  vatRegistrationId: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  vatNumber: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  registrationNumber: ONBOARDING_IDENTIFIER_MAX_LENGTH_CHARS,
  registrationIssuer: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  registrationDistrict: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  name: ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
  companyName: ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
  businessTradingName: ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
  branchOfIndustry: ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
  businessPurpose: ONBOARDING_BUSINESS_PURPOSE_MAX_LENGTH_CHARS,
  websiteSocialMedia: ONBOARDING_WEBSITE_MAX_LENGTH_CHARS,
  line1: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  line2: ONBOARDING_HOUSE_NUMBER_MAX_LENGTH_CHARS,
  postalCode: ONBOARDING_POSTAL_CODE_MAX_LENGTH_CHARS,
  city: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  state: ONBOARDING_ADDRESS_LINE_MAX_LENGTH_CHARS,
  naceCode: ONBOARDING_CODE_MAX_LENGTH_CHARS,
  industry: ONBOARDING_CODE_MAX_LENGTH_CHARS,
  industryKey: ONBOARDING_CODE_MAX_LENGTH_CHARS,
  industry_key: ONBOARDING_CODE_MAX_LENGTH_CHARS,
  term: ONBOARDING_COMPANY_NAME_MAX_LENGTH_CHARS,
}

/** The limit of a field (its last path segment names it): the table's, or the default. */
export const onboardingFieldMaxLength = (field: string): number =>
  ONBOARDING_FIELD_MAX_LENGTHS[field.slice(field.lastIndexOf('.') + 1)] ?? ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS

/**
 * Every text of an onboarding body (at any depth: an address's fields as 'address.city') longer than its field's
 * limit, one accounts.textTooLong issue per field with the limit; none when all fit. Lengths are UTF-16 code units,
 * as an input's maxLength counts them.
 * @example findTooLongOnboardingFields({ firstName: 'x'.repeat(51) }) // [accounts.textTooLong { maxLength: 50 } at firstName]
 */
export const findTooLongOnboardingFields = (body: unknown, prefix = ''): ReadonlyArray<ValidationIssue> => {
  if (typeof body !== 'object' || body === null) return []
  const issues: ValidationIssue[] = []
  for (const [key, value] of Object.entries(body)) {
    const field = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') {
      const maxLength = onboardingFieldMaxLength(field)
      if (value.length > maxLength) issues.push(validationIssue(field, ONBOARDING_TEXT_TOO_LONG_KEY, { maxLength }))
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      issues.push(...findTooLongOnboardingFields(value, field))
    }
  }
  return issues
}

/**
 * One text (a query's term, a path's id) against its field's limit.
 * @example findTooLongOnboardingText('companyName', 'x'.repeat(151)) // [accounts.textTooLong { maxLength: 150 }]
 */
export const findTooLongOnboardingText = (field: string, text: string): ReadonlyArray<ValidationIssue> =>
  findTooLongOnboardingFields({ [field]: text })

/**
 * The limits of the wizards' form fields (issue 16: "every text field has a length limit", checked in core): the
 * inputs' maxLength and checkOnboardingText read them. Each is the body field's limit above, so what a form lets
 * through the server takes; the fields a body does not carry as typed (the revenue as typed, the industry search,
 * a voting share) have their own.
 */
export const ONBOARDING_TEXT_MAX_LENGTH_CHARS = {
  title: onboardingFieldMaxLength('title'),
  firstName: onboardingFieldMaxLength('firstName'),
  lastName: onboardingFieldMaxLength('lastName'),
  email: onboardingFieldMaxLength('email'),
  mobileNumber: onboardingFieldMaxLength('mobileNumber'),
  jobTitle: onboardingFieldMaxLength('jobTitle'),
  addressLine1: onboardingFieldMaxLength('line1'),
  addressLine2: onboardingFieldMaxLength('line2'),
  postalCode: onboardingFieldMaxLength('postalCode'),
  city: onboardingFieldMaxLength('city'),
  taxNumber: onboardingFieldMaxLength('taxNumber'),
  vatRegistrationId: onboardingFieldMaxLength('vatRegistrationId'),
  businessPurpose: onboardingFieldMaxLength('businessPurpose'),
  businessTradingName: onboardingFieldMaxLength('businessTradingName'),
  websiteSocialMedia: onboardingFieldMaxLength('websiteSocialMedia'),
  companyName: onboardingFieldMaxLength('companyName'),
  registrationNumber: onboardingFieldMaxLength('registrationNumber'),
  registrationIssuer: onboardingFieldMaxLength('registrationIssuer'),
  industrySearch: onboardingFieldMaxLength('term'),
  // chosen: a typed amount ('1.000.000,00') or share ('33,33') never needs more.
  expectedMonthlyRevenueEuro: 20,
  votingShare: 10,
} as const
export type OnboardingTextField = keyof typeof ONBOARDING_TEXT_MAX_LENGTH_CHARS
