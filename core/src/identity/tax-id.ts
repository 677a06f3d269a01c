/**
 * The personal tax identification number, Steuer-ID / IdNr (spec: hub-and-business-account 5 "Tax number", 8
 * INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER, 9 "Tax number length 11"; BZSt/ELSTER "Prüfung der Steuer- und
 * Steueridentifikationsnummer").
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { toIso7064Mod1110CheckDigit } from './check-digit.ts'
import { TAX_ID_LENGTH_DIGITS } from './constants.ts'

export interface TaxIdentificationNumberBrand {
  readonly TaxIdentificationNumber: unique symbol
}
/** Eleven digits, no spaces, structure and check digit valid. */
export type TaxIdentificationNumber = t.Branded<string, TaxIdentificationNumberBrand>

export const INVALID_TAX_IDENTIFICATION_NUMBER_KEY = 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER'

/**
 * Removes every kind of white space, as the number is printed in groups ("12 345 678 901") on tax letters.
 * @example normalizeTaxIdentificationNumber(' 81 872 495 633 ') // '81872495633'
 */
export const normalizeTaxIdentificationNumber = (input: string): string => input.replace(/\s+/gu, '')

/**
 * The BZSt structure of the first ten digits: exactly one digit occurs twice or three times and every other digit
 * that occurs, occurs once; a digit occurring three times must not fill three adjacent places.
 */
const hasValidDigitStructure = (firstTen: string): boolean => {
  const counts = new Map<string, number>()
  for (const digit of firstTen) counts.set(digit, (counts.get(digit) ?? 0) + 1)
  const repeated = [...counts].filter(([, count]) => count > 1)
  if (repeated.length !== 1) return false
  const [digit, count] = repeated[0] ?? ['', 0]
  if (count === 2) return true
  return count === 3 && !firstTen.includes(digit.repeat(3))
}

/**
 * True when the (already compact) digits form a valid Steuer-ID: 11 digits, the first not 0, the digit structure
 * of the first ten digits and the ISO 7064 MOD 11,10 check digit in the eleventh.
 * @example isTaxIdentificationNumber('81872495633') // true
 */
export const isTaxIdentificationNumber = (compact: string): boolean =>
  new RegExp(`^[1-9]\\d{${TAX_ID_LENGTH_DIGITS - 1}}$`).test(compact) &&
  hasValidDigitStructure(compact.slice(0, 10)) &&
  toIso7064Mod1110CheckDigit(compact.slice(0, 10)) === Number(compact.slice(10))

/**
 * Reads a personal tax identification number (Steuer-ID). White space is ignored; the result is the 11 digits.
 * The number must have 11 digits, must not start with 0, and in its first ten digits exactly one digit appears
 * twice or three times while every other digit appears at most once; the last digit is the ISO 7064 MOD 11,10
 * check digit of the first ten.
 *
 * Reading: the official BZSt rule (ELSTER, "Prüfung der Steuer- und Steueridentifikationsnummer") is applied in
 * full. Since 2016 a digit may occur three times, but then the three may never stand in three adjacent places
 * ("11123…" is rejected, "11013…" is accepted). Two different repeated digits are rejected ("genau eine Ziffer").
 * The BZSt's test numbers start with 0 and are rejected, as the spec says. An empty input is rejected with the same
 * key; callers for which the number is optional check for emptiness first.
 * @example parseTaxIdentificationNumber('81 872 495 633') // right('81872495633')
 */
export const parseTaxIdentificationNumber = (
  input: string,
  field = 'taxIdentificationNumber',
): E.Either<ReadonlyArray<ValidationIssue>, TaxIdentificationNumber> => {
  const compact = normalizeTaxIdentificationNumber(input)
  return isTaxIdentificationNumber(compact)
    ? E.right(compact as TaxIdentificationNumber) // the only cast to TaxIdentificationNumber
    : E.left([validationIssue(field, INVALID_TAX_IDENTIFICATION_NUMBER_KEY)])
}

/** Wire codec: exactly the 11 digits, without spaces. */
export const TaxIdentificationNumberCodec = t.brand(
  t.string,
  (s): s is TaxIdentificationNumber => isTaxIdentificationNumber(s),
  'TaxIdentificationNumber',
)

/**
 * The embedded tax-id form may go forward only once something is typed; the server checks the rest.
 * @example canSubmitTaxIdentificationNumberForm('  ') // false
 */
export const canSubmitTaxIdentificationNumberForm = (input: string): boolean => input.trim() !== ''
