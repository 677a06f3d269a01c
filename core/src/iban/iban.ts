/**
 * IBAN rules (spec: accounts-and-transfers 5.2, "IBAN and recipient"): the spec's recogniser, and the full check a
 * bank makes before it accepts an IBAN: the country's length from the ISO 13616 registry and the MOD 97-10 check
 * digits.
 */
import type * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { toLeft, toRight } from '../errors/either.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import {
  GERMAN_IBAN_COUNTRY_CODE,
  IBAN_CHECK_DIGITS_MAX,
  IBAN_CHECK_DIGITS_MIN,
  IBAN_PATTERN_MAX_LENGTH_CHARS,
  IBAN_PATTERN_MIN_LENGTH_CHARS,
} from './constants.ts'
import { normalizeIban } from './iban-format.ts'
import { IBAN_COUNTRY_CODES, IBAN_LENGTH_BY_COUNTRY } from './iban-registry.ts'
import type { IbanMessageKey } from './messages.ts'

export interface IbanBrand {
  readonly Iban: unique symbol
}
/** An IBAN in electronic format (no spaces, upper case) that passed every rule of `parseIban`. */
export type Iban = t.Branded<string, IbanBrand>

/** The field an IBAN issue is reported on unless the caller names another (e.g. 'recipientIban'). */
export const IBAN_DEFAULT_FIELD = 'iban'

// --- character classes on UTF-16 code units: no regex and no allocation on the hot path

const CODE_0 = 48
const CODE_9 = 57
const CODE_A = 65
const CODE_Z = 90
/** 'A' counts 10 in MOD 97-10, so a letter's value is its code minus 55. */
const LETTER_VALUE_OFFSET = CODE_A - 10

const isDigitCode = (c: number): boolean => c >= CODE_0 && c <= CODE_9
const isLetterCode = (c: number): boolean => c >= CODE_A && c <= CODE_Z

/** The registry's lengths indexed by (first letter - 'A') * 26 + (second letter - 'A'); 0 means "no IBAN". */
const LENGTH_TABLE = (() => {
  const table = new Uint8Array(26 * 26)
  for (const code of IBAN_COUNTRY_CODES) {
    table[(code.charCodeAt(0) - CODE_A) * 26 + (code.charCodeAt(1) - CODE_A)] = IBAN_LENGTH_BY_COUNTRY[code]
  }
  return table
})()

const GERMAN_FIRST = GERMAN_IBAN_COUNTRY_CODE.charCodeAt(0)
const GERMAN_SECOND = GERMAN_IBAN_COUNTRY_CODE.charCodeAt(1)

// --- the check itself, as a small number so that the caller decides what to allocate

const OK = 0
const REQUIRED = 1
const INVALID_FORMAT = 2
const UNKNOWN_COUNTRY = 3
const INVALID_LENGTH = 4
const INVALID_CHECKSUM = 5
type IbanProblem = typeof OK | typeof REQUIRED | typeof INVALID_FORMAT | typeof UNKNOWN_COUNTRY | typeof INVALID_LENGTH | typeof INVALID_CHECKSUM

/**
 * Checks a string that should already be in electronic format. Any character outside A-Z and 0-9 is a format problem
 * found before the country, length and checksum are looked at: the caller relies on that to normalise only when needed.
 */
const findIbanProblem = (s: string): IbanProblem => {
  const n = s.length
  if (n === 0) return REQUIRED
  if (n < 4) return INVALID_FORMAT
  const c0 = s.charCodeAt(0)
  const c1 = s.charCodeAt(1)
  const c2 = s.charCodeAt(2)
  const c3 = s.charCodeAt(3)
  if (!isLetterCode(c0) || !isLetterCode(c1) || !isDigitCode(c2) || !isDigitCode(c3)) return INVALID_FORMAT
  const german = c0 === GERMAN_FIRST && c1 === GERMAN_SECOND
  // One pass checks the characters and computes MOD 97-10 over the rearranged IBAN (BBAN, country letters as two
  // digits each, check digits) without building it: every intermediate value stays below 97 * 100 + 35. The remainder
  // is only used once every character, the country and the length have passed.
  let rest = 0
  for (let i = 4; i < n; i++) {
    const c = s.charCodeAt(i)
    if (isDigitCode(c)) rest = (rest * 10 + (c - CODE_0)) % 97
    else if (isLetterCode(c) && !german) rest = (rest * 100 + (c - LETTER_VALUE_OFFSET)) % 97
    else return INVALID_FORMAT // a German IBAN is DE plus 20 digits
  }
  const expectedLength = LENGTH_TABLE[(c0 - CODE_A) * 26 + (c1 - CODE_A)] ?? 0
  if (expectedLength === 0) return UNKNOWN_COUNTRY
  if (n !== expectedLength) return INVALID_LENGTH
  const checkDigits = (c2 - CODE_0) * 10 + (c3 - CODE_0)
  if (checkDigits < IBAN_CHECK_DIGITS_MIN || checkDigits > IBAN_CHECK_DIGITS_MAX) return INVALID_CHECKSUM
  rest = (rest * 100 + (c0 - LETTER_VALUE_OFFSET)) % 97
  rest = (rest * 100 + (c1 - LETTER_VALUE_OFFSET)) % 97
  rest = (rest * 100 + checkDigits) % 97
  return rest === 1 ? OK : INVALID_CHECKSUM
}

// --- results, built once for the default field: a rejected IBAN costs no allocation

type IbanResult = E.Either<ReadonlyArray<ValidationIssue>, Iban>

const rejection = (field: string, key: IbanMessageKey, params?: Readonly<Record<string, string | number>>): IbanResult =>
  Object.freeze(toLeft(Object.freeze([Object.freeze(validationIssue(field, key, params))])))

const REQUIRED_RESULT = rejection(IBAN_DEFAULT_FIELD, 'iban.required')
const INVALID_FORMAT_RESULT = rejection(IBAN_DEFAULT_FIELD, 'iban.invalidFormat')
const INVALID_CHECKSUM_RESULT = rejection(IBAN_DEFAULT_FIELD, 'iban.invalidChecksum')
const INVALID_LENGTH_RESULTS = new Map(
  [...new Set(Object.values(IBAN_LENGTH_BY_COUNTRY))].map((length) => [length, rejection(IBAN_DEFAULT_FIELD, 'iban.invalidLength', { length })]),
)

const resultOf = (problem: IbanProblem, s: string, field: string): IbanResult => {
  const onDefaultField = field === IBAN_DEFAULT_FIELD
  switch (problem) {
    case OK:
      return toRight(s as Iban) // the only cast to Iban in the code base: s passed every rule
    case REQUIRED:
      return onDefaultField ? REQUIRED_RESULT : rejection(field, 'iban.required')
    case INVALID_FORMAT:
      return onDefaultField ? INVALID_FORMAT_RESULT : rejection(field, 'iban.invalidFormat')
    case UNKNOWN_COUNTRY:
      return rejection(field, 'iban.unknownCountry', { countryCode: s.slice(0, 2) })
    case INVALID_LENGTH: {
      const length = LENGTH_TABLE[(s.charCodeAt(0) - CODE_A) * 26 + (s.charCodeAt(1) - CODE_A)] ?? 0
      return (onDefaultField ? INVALID_LENGTH_RESULTS.get(length) : undefined) ?? rejection(field, 'iban.invalidLength', { length })
    }
    case INVALID_CHECKSUM:
      return onDefaultField ? INVALID_CHECKSUM_RESULT : rejection(field, 'iban.invalidChecksum')
  }
}

/**
 * Parses an IBAN as a user types or pastes it. Whitespace is removed and letters are upper-cased first; then, in this
 * order, exactly one issue is reported: empty ('iban.required'); not 2 letters, 2 digits and letters or digits after
 * them, or a German IBAN with anything but digits after DE ('iban.invalidFormat'); a country code the ISO 13616
 * registry does not list ('iban.unknownCountry'); a length other than the registry's for that country
 * ('iban.invalidLength', param `length`); check digits outside 02..98 or a MOD 97-10 remainder other than 1
 * ('iban.invalidChecksum').
 *
 * Reading: the spec's recogniser (`matchesIbanPattern`) only says what looks like an IBAN; a bank also checks the
 * registry length and the check digits, so parseIban does. Its 32-character cap is replaced by the registry length,
 * because the registry's Russian IBAN has 33 characters. National BBAN formats and national check digits (which some
 * countries have inside the BBAN) are not checked, except that a German IBAN must be all digits as the spec says.
 * One issue per input: a field shows one message, the most basic one.
 * @example parseIban('de89 3704 0044 0532 0130 00') // right('DE89370400440532013000')
 */
export const parseIban = (input: string, field: string = IBAN_DEFAULT_FIELD): IbanResult => {
  let problem = findIbanProblem(input)
  // Already in electronic format (the common case): no copy is made.
  if (problem !== REQUIRED && problem !== INVALID_FORMAT) return resultOf(problem, input, field)
  // Only a character outside A-Z0-9 (whitespace, lower case) can make a format problem that normalising cures.
  const compact = normalizeIban(input)
  problem = compact === input ? problem : findIbanProblem(compact)
  return resultOf(problem, compact, field)
}

/**
 * Whether the input looks like an IBAN by the spec's recogniser, after removing whitespace and upper-casing: 2 letters,
 * 2 digits, 4 alphanumerics, 7 alphanumerics, then up to 17 more alphanumerics (15 to 32 characters). No country,
 * length or checksum rule: this decides e.g. whether a search term is an IBAN, not whether it is valid.
 * @example matchesIbanPattern('DE89 3704 0044 0532 0130 00') // true
 */
export const matchesIbanPattern = (input: string): boolean => {
  const s = normalizeIban(input)
  const n = s.length
  if (n < IBAN_PATTERN_MIN_LENGTH_CHARS || n > IBAN_PATTERN_MAX_LENGTH_CHARS) return false
  if (!isLetterCode(s.charCodeAt(0)) || !isLetterCode(s.charCodeAt(1))) return false
  if (!isDigitCode(s.charCodeAt(2)) || !isDigitCode(s.charCodeAt(3))) return false
  for (let i = 4; i < n; i++) {
    const c = s.charCodeAt(i)
    if (!isDigitCode(c) && !isLetterCode(c)) return false
  }
  return true
}

/**
 * Whether a string is an IBAN already in electronic format that passes every rule of `parseIban` (no normalising):
 * the check of IbanCodec, without io-ts.
 * @example isIban('DE89370400440532013000') // true; isIban('DE89 3704 0044 0532 0130 00') // false
 */
export const isIban = (s: string): s is Iban => findIbanProblem(s) === OK

/**
 * Whether an IBAN is German (country code DE), i.e. one the bank lookup of spec 5.2 applies to.
 * @example pipe(parseIban('DE89370400440532013000'), E.map(isGermanIban)) // right(true)
 */
export const isGermanIban = (iban: Iban): boolean =>
  iban.charCodeAt(0) === GERMAN_FIRST && iban.charCodeAt(1) === GERMAN_SECOND
