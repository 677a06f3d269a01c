/**
 * Server issues and our own validation issues, turned into what a screen shows: errors on fields, notices above
 * the form, and reactions to carry out (TAN dialog, PIN prompt, …). Nothing is dropped: an issue for a field the
 * form does not have becomes a notice.
 */
import { errorTextToPlain, parseErrorText, tidyErrorTextSegments, toTextSegments, type ErrorTextSegment } from '../errors/error-text.ts'
import type { Issue, IssueList } from '../errors/issue.ts'
import type { Reaction } from '../errors/reaction.ts'
import { NO_ERROR_TEXT_FROM_BANK } from '../errors/server-messages.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { fillPlaceholders } from '../errors/placeholders.ts'
import { catalogue, isCatalogueKey, messageFor, type CatalogueKey } from './catalogue.ts'

export interface ResolvedIssue {
  /** The catalogue key that matched, or the issue's own key when the catalogue has none. */
  readonly key: string
  readonly reaction: Reaction
  /** The issue's source: the field it belongs to, if it names one. */
  readonly field: string | undefined
  /** The German text, with links only to the support site. */
  readonly segments: ReadonlyArray<ErrorTextSegment>
}

const ERROR_TEXT_KEY = 'errorText'
const ERROR_TEXT_PLACEHOLDER = `{{${ERROR_TEXT_KEY}}}`

/** A server issue's values as our params: a null or absent value counts as not sent. */
const paramsOfServerIssue = (issue: Issue): Readonly<Record<string, string | number>> | undefined => {
  const entries = Object.entries(issue.i18nValues ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined)
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/**
 * The issue's placeholder values for our text, e.g. { minLength: 3 }. The error text is left out: it is the bank's
 * text with markup and goes in as segments (textWithServerText); a null value counts as not sent.
 */
const placeholderValuesOf = (issue: Issue): Readonly<Record<string, string | number>> => {
  const { [ERROR_TEXT_KEY]: _errorText, ...values } = paramsOfServerIssue(issue) ?? {}
  return values
}

/** `key@source` first (the spec gives some keys a meaning per source), then the key itself. */
export const catalogueKeyForIssue = (key: string, source: string | null | undefined): CatalogueKey | undefined => {
  const specific = source === null || source === undefined ? undefined : `${key}@${source}`
  if (specific !== undefined && isCatalogueKey(specific)) return specific
  return isCatalogueKey(key) ? key : undefined
}

const serverTextOf = (issue: Issue): ReadonlyArray<ErrorTextSegment> => {
  const text = issue.i18nValues?.errorText
  return text === null || text === undefined ? [] : parseErrorText(text)
}

/** The catalogue text, with the server's own text (and its support links) where the text has {{errorText}}. */
const textWithServerText = (template: string, serverText: ReadonlyArray<ErrorTextSegment>): ReadonlyArray<ErrorTextSegment> => {
  const at = template.indexOf(ERROR_TEXT_PLACEHOLDER)
  if (at < 0) return toTextSegments(template)
  const inserted: ReadonlyArray<ErrorTextSegment> = serverText.length > 0 ? serverText : toTextSegments(NO_ERROR_TEXT_FROM_BANK)
  const after = template.slice(at + ERROR_TEXT_PLACEHOLDER.length)
  const parts: ReadonlyArray<ErrorTextSegment> = [
    { kind: 'text', text: template.slice(0, at) },
    ...inserted,
    { kind: 'text', text: after },
  ]
  return tidyErrorTextSegments(parts)
}

/**
 * What one server issue means for the user. A known key shows our German text (the bank's own text where ours has
 * {{errorText}}); an unknown key shows the server's text, or the generic text when it sent none.
 * @example resolveIssue({ i18nKey: 'missing_entity', source: 'pin' }).reaction // 'promptForPinThenRetry'
 */
export const resolveIssue = (issue: Issue, isFormField: (field: string) => boolean = () => false): ResolvedIssue => {
  const source = issue.source ?? undefined
  const key = catalogueKeyForIssue(issue.i18nKey, source)
  const serverText = serverTextOf(issue)
  if (key !== undefined) {
    const entry = catalogue[key]
    const template = fillPlaceholders(entry.de, placeholderValuesOf(issue))
    return { key, reaction: entry.reaction, field: source, segments: textWithServerText(template, serverText) }
  }
  return {
    key: issue.i18nKey,
    reaction: source !== undefined && isFormField(source) ? 'showOnField' : 'showNotice',
    field: source,
    segments: serverText.length > 0 ? serverText : toTextSegments(catalogue['backend.unknownIssue'].de),
  }
}

export interface IssueRouting {
  /** Plain texts per form field, in the order the issues came. */
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  /** Shown above the form: issues of no form field, and notices. */
  readonly notices: ReadonlyArray<ResolvedIssue>
  /** Issues whose reaction is more than showing a text; each still carries its text. */
  readonly actions: ReadonlyArray<ResolvedIssue>
}

const DISPLAY_ONLY: ReadonlySet<Reaction> = new Set(['showOnField', 'showNotice'])

const addFieldError = (errors: Record<string, string[]>, field: string, text: string) => {
  const list = errors[field] ?? (errors[field] = [])
  if (!list.includes(text)) list.push(text)
}

/**
 * Sorts a server IssueList for a form with the given fields: an issue on one of them shows on it, every other
 * display issue becomes a notice, and issues that ask for a reaction are listed as actions.
 * @example routeIssues([{ i18nKey: 'INVALID_IBAN', source: 'recipientIban' }], ['recipientIban']).fieldErrors
 * // { recipientIban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] }
 */
export const routeIssues = (issues: IssueList, formFields: ReadonlyArray<string>): IssueRouting => {
  const fields = new Set(formFields)
  const fieldErrors: Record<string, string[]> = {}
  const notices: ResolvedIssue[] = []
  const actions: ResolvedIssue[] = []
  for (const issue of issues) {
    const resolved = resolveIssue(issue, (f) => fields.has(f))
    if (!DISPLAY_ONLY.has(resolved.reaction)) actions.push(resolved)
    else if (resolved.reaction === 'showOnField' && resolved.field !== undefined && fields.has(resolved.field)) {
      addFieldError(fieldErrors, resolved.field, errorTextToPlain(resolved.segments))
    } else notices.push(resolved)
  }
  return { fieldErrors, notices, actions }
}

/**
 * A server issue as one of our validation issues, for the forms whose state holds those (the CSV dialog, the sole
 * wizard): on the field its source names, else on `fallbackField`; its values as params.
 * @example validationIssueOfServerIssue({ i18nKey: 'csvImport.missingColumn', source: 'fieldMappings' }, 'file')
 * // { field: 'fieldMappings', key: 'csvImport.missingColumn' }
 */
export const validationIssueOfServerIssue = (issue: Issue, fallbackField: string): ValidationIssue => {
  const params = paramsOfServerIssue(issue)
  const field = issue.source ?? fallbackField
  return params === undefined ? { field, key: issue.i18nKey } : { field, key: issue.i18nKey, params }
}

/** The German text of a server issue that needs no field (a preview row's reason, a notice about a file). */
export const messageForServerIssue = (issue: Issue): string => messageFor(issue.i18nKey, paramsOfServerIssue(issue))

/** The German text of one of our validation issues, placeholders filled from its params. */
export const messageForValidationIssue = (issue: ValidationIssue): string => messageFor(issue.key, issue.params)

/** Our validation issues as field errors, shaped like routed server issues so a form shows both the same way. */
export const fieldErrorsFromValidation = (issues: ReadonlyArray<ValidationIssue>): Readonly<Record<string, ReadonlyArray<string>>> => {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) addFieldError(errors, issue.field, messageForValidationIssue(issue))
  return errors
}
