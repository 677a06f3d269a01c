/**
 * BIC rules (spec: accounts-and-transfers 3, "Bank info", and 5.2, "IBAN and recipient": the BIC a bank lookup fills
 * or a user types). The structure is ISO 9362's.
 */
import type * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { toLeft, toRight } from '../errors/either.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { BIC_COUNTRY_CODE_LENGTH_CHARS, BIC_INSTITUTION_CODE_LENGTH_CHARS, BIC_LONG_LENGTH_CHARS, BIC_SHORT_LENGTH_CHARS } from './constants.ts'
import { isBicCountryCode } from './countries.ts'
import type { BicMessageKey } from './messages.ts'

export interface BicBrand {
  readonly Bic: unique symbol
}
/** A BIC in its normal form (upper case, no spaces, 8 or 11 characters) that passed every rule of `parseBic`. */
export type Bic = t.Branded<string, BicBrand>

/** The field a BIC issue is reported on unless the caller names another (e.g. 'recipientBic'). */
export const BIC_DEFAULT_FIELD = 'bic'

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57
const isLetterCode = (c: number): boolean => c >= 65 && c <= 90

/**
 * The normal form of a BIC: all whitespace removed (leading, trailing and inside, as in "DEUT DE FF"), upper case.
 * @example normalizeBic(' deut de ff xxx ') // 'DEUTDEFFXXX'
 */
export const normalizeBic = (input: string): string => input.replace(/\s+/g, '').toUpperCase()

/** The branch code an 8-character BIC stands for: the head office. */
const HEAD_OFFICE_BRANCH_CODE = 'XXX'

/**
 * A BIC in its normal 11-character form: an 8-character BIC names the head office, so it gains branch 'XXX'; any
 * other length is returned normalised as it is (no check: use parseBic for that).
 * @example toFullBic('qntodeb2') // 'QNTODEB2XXX'
 */
export const toFullBic = (bic: string): string => {
  const normalized = normalizeBic(bic)
  return normalized.length === BIC_SHORT_LENGTH_CHARS ? `${normalized}${HEAD_OFFICE_BRANCH_CODE}` : normalized
}

type BicProblem = { readonly key: BicMessageKey; readonly params?: Readonly<Record<string, string | number>> }

const findBicProblem = (s: string): BicProblem | undefined => {
  if (s === '') return { key: 'bic.required' }
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (!isDigitCode(c) && !isLetterCode(c)) return { key: 'bic.invalidCharacters' }
  }
  if (s.length !== BIC_SHORT_LENGTH_CHARS && s.length !== BIC_LONG_LENGTH_CHARS) {
    return { key: 'bic.invalidLength', params: { shortLength: BIC_SHORT_LENGTH_CHARS, longLength: BIC_LONG_LENGTH_CHARS } }
  }
  for (let i = 0; i < BIC_INSTITUTION_CODE_LENGTH_CHARS; i++) {
    if (!isLetterCode(s.charCodeAt(i))) return { key: 'bic.invalidInstitutionCode' }
  }
  const countryCode = s.slice(BIC_INSTITUTION_CODE_LENGTH_CHARS, BIC_INSTITUTION_CODE_LENGTH_CHARS + BIC_COUNTRY_CODE_LENGTH_CHARS)
  if (!isBicCountryCode(countryCode)) return { key: 'bic.unknownCountry', params: { countryCode } }
  return undefined // location and branch code: any letters and digits, which the character check already ensured
}

/**
 * Parses a BIC as typed or pasted. Whitespace is removed and letters are upper-cased first; then exactly one issue is
 * reported, in this order: empty ('bic.required'); a character other than A-Z and 0-9 ('bic.invalidCharacters');
 * neither 8 nor 11 characters ('bic.invalidLength', params `shortLength`, `longLength`); an institution code that is
 * not 4 letters ('bic.invalidInstitutionCode'); characters 5 and 6 not an ISO 3166 country or XK ('bic.unknownCountry',
 * param `countryCode`). The 2-character location code and 3-character branch code may be any letters and digits.
 *
 * Reading: ISO 9362:2014 allows digits in the institution code, but every BIC in use has 4 letters there and banks'
 * validators require letters, so we do. Test BICs (location code ending in 0) and branch codes are not judged: only
 * SWIFT's directory knows which exist. An 8-character BIC and the same one with branch XXX stay as typed.
 * @example parseBic('deut de ff') // right('DEUTDEFF')
 */
export const parseBic = (input: string, field: string = BIC_DEFAULT_FIELD): E.Either<ReadonlyArray<ValidationIssue>, Bic> => {
  const s = normalizeBic(input)
  const problem = findBicProblem(s)
  return problem === undefined ? toRight(s as Bic) : toLeft([validationIssue(field, problem.key, problem.params)])
}

/**
 * Parses a BIC that may be left empty (a SEPA transfer needs none: the IBAN identifies the bank). Empty or whitespace
 * only gives right(undefined); anything else must be a valid BIC, as for `parseBic`.
 * @example parseOptionalBic('  ') // right(undefined)
 */
export const parseOptionalBic = (
  input: string,
  field: string = BIC_DEFAULT_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, Bic | undefined> =>
  normalizeBic(input) === '' ? toRight(undefined) : parseBic(input, field)

/**
 * Whether a string is a BIC already in normal form that passes every rule of `parseBic`: the check of BicCodec,
 * without io-ts.
 * @example isBic('DEUTDEFF') // true; isBic('deutdeff') // false
 */
export const isBic = (s: string): s is Bic => findBicProblem(s) === undefined
