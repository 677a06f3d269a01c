/** Address rules of the onboarding forms (spec: hub-and-business-account 5 "Freelancer data", "Business address", "Legal representative"; 8 address messages). */
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { POSTAL_CODE_LENGTH_DIGITS } from './constants.ts'
import { fieldPath, requireOneOf, requireText, validateAllFields, type Checked } from './form-checks.ts'
import { ADDRESS_COUNTRIES, type PostalAddress, type PostalAddressInput } from './model.ts'

export const ADDRESS_LINE1_REQUIRED_KEY = 'onboarding.addressLine1Required'
export const ADDRESS_LINE2_REQUIRED_KEY = 'onboarding.addressLine2Required'
export const POSTAL_CODE_INVALID_KEY = 'onboarding.postalCodeInvalid'
export const ADDRESS_CITY_REQUIRED_KEY = 'onboarding.addressCityRequired'
export const ADDRESS_COUNTRY_INVALID_KEY = 'onboarding.addressCountryInvalid'
export const ADDRESS_CHANGED_WARNING_KEY = 'WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED'

const POSTAL_CODE = new RegExp(`^(?!00)\\d{${POSTAL_CODE_LENGTH_DIGITS}}$`)

/**
 * Reads a German postal code (PLZ): five digits, white space around and inside ignored.
 *
 * Reading: the spec only says "postal code required"; the only country offered is Germany, so the German format
 * is checked: exactly five digits, and not starting with 00, since German postal codes run from 01001 to 99998.
 * Whether the code exists is left to the server's address check (WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED).
 * @example parseGermanPostalCode(' 10115 ') // right('10115')
 */
export const parseGermanPostalCode = (input: string | null | undefined, field = 'address.postalCode'): Checked<string> => {
  const code = (input ?? '').replace(/\s+/gu, '')
  return POSTAL_CODE.test(code)
    ? E.right(code)
    : E.left([validationIssue(field, POSTAL_CODE_INVALID_KEY, { digits: POSTAL_CODE_LENGTH_DIGITS })])
}

export interface PostalAddressOptions {
  /** Whether line2 (the house number) is required: in the business and representative forms it is. */
  readonly requireHouseNumber: boolean
  /** Prefix of the field names, 'address' by default: issues name 'address.line1' and so on. */
  readonly fieldPrefix?: string
}

/**
 * Checks an address: street (line1), house number (line2) where required, postal code, city and country are
 * required; the postal code must be a German one and the country must be Germany (DE), the only country offered.
 *
 * Reading: the freelancer form asks for line1, postal code, city and country (its line1 may hold street and
 * number), the business and representative forms add line2 as the house number, as the address messages ("private
 * address, house number, …") suggest. All texts are trimmed; the optional state is kept if given. Issues name the
 * field with the form's prefix, e.g. 'address.postalCode'.
 * @example validatePostalAddress({ line1: 'Hauptstr.', line2: '1', postalCode: '10115', city: 'Berlin', country: 'DE' }, { requireHouseNumber: true })
 */
export const validatePostalAddress = (
  address: PostalAddressInput | null | undefined,
  options: PostalAddressOptions,
): Checked<PostalAddress> => {
  const prefix = options.fieldPrefix ?? 'address'
  const a = address ?? {}
  return validateAllFields({
    line1: requireText(a.line1, fieldPath(prefix, 'line1'), ADDRESS_LINE1_REQUIRED_KEY),
    line2: options.requireHouseNumber
      ? requireText(a.line2, fieldPath(prefix, 'line2'), ADDRESS_LINE2_REQUIRED_KEY)
      : E.right((a.line2 ?? '').trim()),
    postalCode: parseGermanPostalCode(a.postalCode, fieldPath(prefix, 'postalCode')),
    city: requireText(a.city, fieldPath(prefix, 'city'), ADDRESS_CITY_REQUIRED_KEY),
    country: requireOneOf(ADDRESS_COUNTRIES, (a.country ?? '').trim().toUpperCase(), fieldPath(prefix, 'country'), ADDRESS_COUNTRY_INVALID_KEY),
    state: E.right((a.state ?? '').trim() === '' ? null : (a.state ?? '').trim()),
  })
}

/**
 * The business address form: line1, line2, postal code, city and country are all required.
 * @example validateBusinessAddress({ line1: 'Hauptstr.', line2: '1', postalCode: '10115', city: 'Berlin', country: 'DE' })
 */
export const validateBusinessAddress = (address: PostalAddressInput | null | undefined, fieldPrefix = 'address'): Checked<PostalAddress> =>
  validatePostalAddress(address, { requireHouseNumber: true, fieldPrefix })

const comparable = (s: string | null | undefined): string => (s ?? '').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('de-DE')
const ADDRESS_PARTS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const

/**
 * The warning to show after the server checked an address: WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED when it
 * found none (null) or returned one that differs from what was entered; none when they match.
 *
 * Reading: differences of case and white space are not changes (the server may write 'BERLIN' for 'Berlin').
 * @example toAddressValidationWarning(entered, null) // some({ field: 'address', key: 'WARNING_PERSON_ADDRESS_VALIDATION_HAS_CHANGED' })
 */
export const toAddressValidationWarning = (
  entered: PostalAddressInput,
  validated: PostalAddressInput | null | undefined,
  field = 'address',
): O.Option<ValidationIssue> =>
  validated != null && ADDRESS_PARTS.every((part) => comparable(entered[part]) === comparable(validated[part]))
    ? O.none
    : O.some(validationIssue(field, ADDRESS_CHANGED_WARNING_KEY))
