/**
 * Building blocks of the onboarding form rules (spec: hub-and-business-account 5: "validation errors carry an i18n
 * key and a source field"); internal to the area, not exported from its barrel.
 */
import { sequenceS } from 'fp-ts/lib/Apply.js'
import * as E from 'fp-ts/lib/Either.js'
import * as RA from 'fp-ts/lib/ReadonlyArray.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { hasMarkupOrControlCharacters } from '../text/text-rules.ts'
import { ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS } from './constants.ts'

export type Checked<A> = E.Either<ReadonlyArray<ValidationIssue>, A>

/** Runs every field check and collects all issues of the form, not just the first. */
export const validateAllFields = sequenceS(E.getApplicativeValidation(RA.getSemigroup<ValidationIssue>()))

/** Joins a field name to its form's prefix: ('address', 'city') gives 'address.city'. */
export const fieldPath = (prefix: string, field: string): string => (prefix === '' ? field : `${prefix}.${field}`)

export const TEXT_HAS_MARKUP_KEY = 'onboarding.textHasMarkup'
export const TEXT_TOO_LONG_KEY = 'accounts.textTooLong'

/** Length in characters as people count them (code points, so an emoji or 'ß' is one). */
const lengthOf = (text: string): number => [...text].length

/**
 * The rules every one-line text of the onboarding forms shares: no markup or control characters
 * (onboarding.textHasMarkup) and at most `maxLength` characters (onboarding.textTooLong).
 * @example checkPlainText('<b>x</b>', 'name') // left(onboarding.textHasMarkup)
 */
export const checkPlainText = (text: string, field: string, maxLength = ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS): Checked<string> => {
  if (hasMarkupOrControlCharacters(text)) return E.left([validationIssue(field, TEXT_HAS_MARKUP_KEY)])
  return lengthOf(text) > maxLength ? E.left([validationIssue(field, TEXT_TOO_LONG_KEY, { maxLength })]) : E.right(text)
}

/** Trimmed text that must not be empty, and plain (see checkPlainText). */
export const requireText = (
  value: string | null | undefined,
  field: string,
  key: string,
  maxLength = ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS,
): Checked<string> => {
  const text = (value ?? '').trim()
  return text === '' ? E.left([validationIssue(field, key)]) : checkPlainText(text, field, maxLength)
}

/** Optional trimmed text: empty gives null; given, it must be plain (see checkPlainText). */
export const optionalText = (value: string | null | undefined, field: string, maxLength = ONBOARDING_TEXT_DEFAULT_MAX_LENGTH_CHARS): Checked<string | null> => {
  const text = (value ?? '').trim()
  return text === '' ? E.right(null) : checkPlainText(text, field, maxLength)
}

/** One of a closed list of values, e.g. a salutation. */
export const requireOneOf = <const L extends ReadonlyArray<string>>(
  values: L,
  value: string | null | undefined,
  field: string,
  key: string,
): Checked<L[number]> => (values.includes(value ?? '') ? E.right(value as L[number]) : E.left([validationIssue(field, key)]))

/**
 * Consent is given when the checkbox is true or the server recorded when it was signed (a timestamp). False,
 * null, absent or an empty string never count as consent.
 */
export const isConsentGiven = (value: boolean | string | null | undefined): boolean =>
  value === true || (typeof value === 'string' && value.trim() !== '')

export const requireConsent = (value: boolean | string | null | undefined, field: string, key: string): Checked<true> =>
  isConsentGiven(value) ? E.right(true) : E.left([validationIssue(field, key)])

/** Strictly true: the spec asks for these checkboxes to be true, not merely set. */
export const requireTrue = (value: boolean | null | undefined, field: string, key: string): Checked<true> =>
  value === true ? E.right(true) : E.left([validationIssue(field, key)])

/** A name has a letter and otherwise only letters, combining marks, spaces, hyphens, apostrophes and dots. */
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M}' ’.-]+$/u

/** A first or last name: required, trimmed, inner runs of white space collapsed, no digits or symbols. */
export const requirePersonName = (value: string | null | undefined, field: string, key: string): Checked<string> => {
  const name = (value ?? '').trim().replace(/\s+/gu, ' ')
  return PERSON_NAME.test(name) ? checkPlainText(name, field) : E.left([validationIssue(field, key)])
}
