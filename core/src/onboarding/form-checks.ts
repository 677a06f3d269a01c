/**
 * Building blocks of the onboarding form rules (spec: hub-and-business-account 5: "validation errors carry an i18n
 * key and a source field"); internal to the area, not exported from its barrel.
 */
import { sequenceS } from 'fp-ts/lib/Apply.js'
import * as E from 'fp-ts/lib/Either.js'
import * as RA from 'fp-ts/lib/ReadonlyArray.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'

export type Checked<A> = E.Either<ReadonlyArray<ValidationIssue>, A>

/** Runs every field check and collects all issues of the form, not just the first. */
export const validateAllFields = sequenceS(E.getApplicativeValidation(RA.getSemigroup<ValidationIssue>()))

/** Joins a field name to its form's prefix: ('address', 'city') gives 'address.city'. */
export const fieldPath = (prefix: string, field: string): string => (prefix === '' ? field : `${prefix}.${field}`)

/** Trimmed text that must not be empty. */
export const requireText = (value: string | null | undefined, field: string, key: string): Checked<string> => {
  const text = (value ?? '').trim()
  return text === '' ? E.left([validationIssue(field, key)]) : E.right(text)
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
  return PERSON_NAME.test(name) ? E.right(name) : E.left([validationIssue(field, key)])
}
