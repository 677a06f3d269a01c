/**
 * Length and markup rules of the onboarding's free-text fields (issue 16 "Bad input and safety": every text field has
 * a length limit; HTML in any text field gets a German message on its field and nothing is sent).
 */
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { ONBOARDING_TEXT_MAX_LENGTH_CHARS, ONBOARDING_TEXT_TOO_LONG_KEY, type OnboardingTextField } from './field-limits.ts'

export const ONBOARDING_TEXT_HAS_MARKUP_KEY = 'onboarding.textHasMarkup'

/**
 * chosen: markup is refused rather than escaped, as no name, address or purpose a bank prints needs angle brackets,
 * and a bracket in a bank's record would reach other systems that may not escape it. Text is always rendered as text.
 */
const MARKUP = /[<>]/u

/**
 * The issues of one text field: longer than its limit (accounts.textTooLong with the limit, the server's key), or holding angle
 * brackets (onboarding.textHasMarkup). Length counts UTF-16 code units, as an input's maxLength does.
 * @example checkOnboardingText('city', '<b>Berlin</b>', 'address.city') // [{ field: 'address.city', key: 'onboarding.textHasMarkup' }]
 */
export const checkOnboardingText = (limit: OnboardingTextField, value: string | null | undefined, field: string = limit): ReadonlyArray<ValidationIssue> => {
  const text = value ?? ''
  const maxLength = ONBOARDING_TEXT_MAX_LENGTH_CHARS[limit]
  if (text.length > maxLength) return [validationIssue(field, ONBOARDING_TEXT_TOO_LONG_KEY, { maxLength })]
  return MARKUP.test(text) ? [validationIssue(field, ONBOARDING_TEXT_HAS_MARKUP_KEY)] : []
}

/**
 * The text issues of several fields at once: each entry names the limit, the value and the form's field name.
 * @example checkOnboardingTexts([['firstName', 'Erika', 'firstName']]) // []
 */
export const checkOnboardingTexts = (
  fields: ReadonlyArray<readonly [OnboardingTextField, string | null | undefined, string]>,
): ReadonlyArray<ValidationIssue> => fields.flatMap(([limit, value, field]) => checkOnboardingText(limit, value, field))

/**
 * The issues of a form: the text issues first, then the rule's own, at most one per field (the first), so each field
 * shows one clear message.
 * @example mergeFieldIssues([a], [b]) // a, and b when it names another field
 */
export const mergeFieldIssues = (...lists: ReadonlyArray<ReadonlyArray<ValidationIssue>>): ReadonlyArray<ValidationIssue> => {
  const seen = new Set<string>()
  return lists.flat().filter((issue) => (seen.has(issue.field) ? false : (seen.add(issue.field), true)))
}
