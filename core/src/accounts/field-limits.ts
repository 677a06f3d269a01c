/**
 * The length limits of the account screens' text fields (issue 10, item 3; the values and why: constants.ts): one
 * table for the forms (what the inputs take, as typed) and one per body the banking service accepts (what is stored).
 * The forms' validators, the inputs' maxLength and the reference server's body check all read them from here.
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import {
  ACCOUNT_HOLDER_MAX_LENGTH_CHARS,
  ACCOUNT_NAME_MAX_LENGTH_CHARS,
  BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  BANK_NAME_MAX_LENGTH_CHARS,
  BANK_SEARCH_TERM_MAX_LENGTH_CHARS,
  BIC_INPUT_MAX_LENGTH_CHARS,
  BIC_MAX_LENGTH_CHARS,
  CARD_PROVIDER_MAX_LENGTH_CHARS,
  CREDIT_CARD_NUMBER_MAX_LENGTH_CHARS,
  IBAN_INPUT_MAX_LENGTH_CHARS,
  MONEY_INPUT_MAX_LENGTH_CHARS,
  PIN_MAX_LENGTH_CHARS,
} from './constants.ts'
import type { AccountsMessageKey } from './messages.ts'

/** The i18n key of a text longer than its field takes ({{maxLength}}: the limit). */
export const TEXT_TOO_LONG_KEY: AccountsMessageKey = 'accounts.textTooLong'

/** The limits of some fields, taken from a table, so that a body's limit is its field's and cannot drift from it. */
const pickLimits = <T extends Record<string, number>, K extends keyof T>(limits: T, fields: ReadonlyArray<K>): Readonly<Pick<T, K>> =>
  Object.fromEntries(fields.map((field) => [field, limits[field]])) as Pick<T, K>

/**
 * The longest text each form field takes, as typed, by field name (the names the forms and the server's issues use).
 * IBAN, BIC and card number may be typed in groups with spaces, so they take more than is sent.
 */
export const ACCOUNT_FIELD_MAX_LENGTHS = {
  name: ACCOUNT_NAME_MAX_LENGTH_CHARS,
  accountHolder: ACCOUNT_HOLDER_MAX_LENGTH_CHARS,
  bankName: BANK_NAME_MAX_LENGTH_CHARS,
  iban: IBAN_INPUT_MAX_LENGTH_CHARS,
  bic: BIC_INPUT_MAX_LENGTH_CHARS,
  provider: CARD_PROVIDER_MAX_LENGTH_CHARS,
  creditCardNumber: CREDIT_CARD_NUMBER_MAX_LENGTH_CHARS,
  openingBalance: MONEY_INPUT_MAX_LENGTH_CHARS,
  userIdValues: BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  customerIdValues: BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  pin: PIN_MAX_LENGTH_CHARS,
  searchTerm: BANK_SEARCH_TERM_MAX_LENGTH_CHARS,
} as const
export type LimitedAccountField = keyof typeof ACCOUNT_FIELD_MAX_LENGTHS

/**
 * The longest text of each account body field the banking service takes. IBAN and BIC: the service takes them in
 * print format too and normalises them (account-rules contract), so their limits are the inputs'.
 */
export const ACCOUNT_BODY_MAX_LENGTHS = pickLimits(ACCOUNT_FIELD_MAX_LENGTHS, [
  'name',
  'accountHolder',
  'bankName',
  'iban',
  'bic',
  'provider',
  'creditCardNumber',
])

/** The longest text of each financial contact body field (the login), the PIN as typed before encoding. */
export const FINANCIAL_CONTACT_BODY_MAX_LENGTHS = {
  bankName: BANK_NAME_MAX_LENGTH_CHARS,
  bic: BIC_MAX_LENGTH_CHARS,
  userIdValues: BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  customerIdValues: BANK_LOGIN_ID_MAX_LENGTH_CHARS,
  pin: PIN_MAX_LENGTH_CHARS,
} as const

/**
 * A text's length as an input's maxLength counts it: UTF-16 code units, so that what the field lets through is what
 * the validator accepts (a character outside the Basic Multilingual Plane counts twice, which only errs on the safe
 * side).
 */
const lengthOf = (text: string): number => text.length

/**
 * Whether a text fits a limit; passes the text on unchanged, or reports 'Bitte geben Sie höchstens {{maxLength}}
 * Zeichen ein.' (accounts.textTooLong) at `field` with the limit filled in.
 * @example validateTextMaxLength('name', 'x'.repeat(101), 100) // left: accounts.textTooLong { maxLength: 100 } at name
 */
export const validateTextMaxLength = (field: string, text: string, maxLength: number): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  lengthOf(text) > maxLength ? E.left([validationIssue(field, TEXT_TOO_LONG_KEY, { maxLength })]) : E.right(text)

/**
 * validateTextMaxLength with the limit of an account form field (ACCOUNT_FIELD_MAX_LENGTHS).
 * @example validateAccountFieldLength('userIdValues', 'x'.repeat(31)) // left: accounts.textTooLong { maxLength: 30 }
 */
export const validateAccountFieldLength = (field: LimitedAccountField, text: string): E.Either<ReadonlyArray<ValidationIssue>, string> =>
  validateTextMaxLength(field, text, ACCOUNT_FIELD_MAX_LENGTHS[field])

/** The issues of the given texts (a field may hold several, e.g. the user ids) that break their field's limit. */
const tooLongOf = <F extends string>(
  limits: Readonly<Record<F, number>>,
  values: Partial<Readonly<Record<F, string | ReadonlyArray<string> | null | undefined>>>,
): ReadonlyArray<ValidationIssue> => {
  const issues: ValidationIssue[] = []
  for (const field in limits) {
    const value = values[field]
    const texts: ReadonlyArray<string> = value == null ? [] : typeof value === 'string' ? [value] : value
    const maxLength = limits[field]
    if (texts.some((text) => E.isLeft(validateTextMaxLength(field, text, maxLength)))) {
      issues.push(validationIssue(field, TEXT_TOO_LONG_KEY, { maxLength }))
    }
  }
  return issues
}

/**
 * The fields of an account body (create or update) longer than the banking service stores (ACCOUNT_BODY_MAX_LENGTHS),
 * one issue per field; none when all fit.
 * @example findTooLongAccountBodyFields({ name: 'x'.repeat(101) }) // [accounts.textTooLong { maxLength: 100 } at name]
 */
export const findTooLongAccountBodyFields = (
  body: Partial<Readonly<Record<keyof typeof ACCOUNT_BODY_MAX_LENGTHS, string | null | undefined>>>,
): ReadonlyArray<ValidationIssue> => tooLongOf(ACCOUNT_BODY_MAX_LENGTHS, body)

/**
 * The fields of a financial contact body (the bank login) longer than the banking service takes
 * (FINANCIAL_CONTACT_BODY_MAX_LENGTHS); `pin` is the PIN as typed (decoded), not its base64.
 * @example findTooLongFinancialContactFields({ userIdValues: ['x'.repeat(31)] }) // [accounts.textTooLong { maxLength: 30 } at userIdValues]
 */
export const findTooLongFinancialContactFields = (body: {
  readonly bankName?: string | null | undefined
  readonly bic?: string | null | undefined
  readonly userIdValues?: ReadonlyArray<string> | null | undefined
  readonly customerIdValues?: ReadonlyArray<string> | null | undefined
  readonly pin?: string | null | undefined
}): ReadonlyArray<ValidationIssue> => tooLongOf(FINANCIAL_CONTACT_BODY_MAX_LENGTHS, body)
