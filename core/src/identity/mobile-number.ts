/**
 * German mobile numbers (spec: hub-and-business-account 5 "Freelancer data", 8 INVALID_MOBILE_NUMBER_VALUE, 9
 * "Mobile number +49 plus 7 to 15 digits").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { MOBILE_NUMBER_COUNTRY_PREFIX, MOBILE_NUMBER_MAX_DIGITS, MOBILE_NUMBER_MIN_DIGITS } from './constants.ts'

export const INVALID_MOBILE_NUMBER_KEY = 'INVALID_MOBILE_NUMBER_VALUE'

/** What people put between digit groups: spaces of any kind, '-', '/', '.', and parentheses as in '(0176)' or '(0)'. */
const SEPARATORS = /[\s\-/.()]/gu
const INTERNATIONAL_GERMAN_PREFIXES = [MOBILE_NUMBER_COUNTRY_PREFIX, `00${MOBILE_NUMBER_COUNTRY_PREFIX.slice(1)}`]
const NATIONAL_DIGITS = new RegExp(`^\\d{${MOBILE_NUMBER_MIN_DIGITS},${MOBILE_NUMBER_MAX_DIGITS}}$`)

/**
 * Turns a German mobile number as people type it into its E.164 form '+49…'. The spec's rule: drop leading zeros
 * and spaces, prefix +49, then the number must be +49 followed by 7 to 15 digits.
 *
 * Reading:
 * - Separators are ignored: white space, '-', '/', '.', '(' and ')'. So '+49 (0) 176 123-45 67' and
 *   '(0176) 1234567' are read; the '(0)' trunk zero is one of the leading zeros that are dropped.
 * - A number written internationally, '+49…' or '0049…', is the same German number: the country code is taken off
 *   before the leading zeros are dropped, so '+49 0176…' and '0049176…' become '+49176…', never '+4949…' or
 *   '+49+49…'. This also makes the function idempotent on its own output.
 * - Any other international form ('+43…', '0043…') is rejected instead of being read as a German number: dropping
 *   the zeros of '0043 664…' would give '+4943664…', a wrong number in Kiel.
 * - Any other character (letters, a '+' inside the number) is rejected, never silently removed.
 * - Only the length is checked, not the German mobile ranges (15x, 16x, 17x): the spec sets the rule, and the SMS
 *   sent when the device is linked proves the number anyway.
 * @example normalizeMobileNumber('0176 1234567') // right('+491761234567')
 */
export const normalizeMobileNumber = (input: string, field = 'mobileNumber'): E.Either<ValidationIssue, string> => {
  const compact = input.replace(SEPARATORS, '')
  const prefix = INTERNATIONAL_GERMAN_PREFIXES.find((p) => compact.startsWith(p))
  const invalid = E.left(validationIssue(field, INVALID_MOBILE_NUMBER_KEY))
  if (prefix === undefined && (compact.startsWith('+') || compact.startsWith('00'))) return invalid
  const national = compact.slice(prefix?.length ?? 0).replace(/^0+/u, '')
  return NATIONAL_DIGITS.test(national) ? E.right(`${MOBILE_NUMBER_COUNTRY_PREFIX}${national}`) : invalid
}

/**
 * True when the text is already a normalised German mobile number: '+49' and 7 to 15 digits, the first not 0.
 * @example isNormalizedMobileNumber('+491761234567') // true
 */
export const isNormalizedMobileNumber = (s: string): boolean =>
  new RegExp(`^\\${MOBILE_NUMBER_COUNTRY_PREFIX}[1-9]\\d{${MOBILE_NUMBER_MIN_DIGITS - 1},${MOBILE_NUMBER_MAX_DIGITS - 1}}$`).test(s)
