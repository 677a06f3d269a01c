/** Server issues (spec: every document, section 8): each has an i18nKey, a source field and optional i18n values. */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { nullable } from '../codecs/nullable.ts'
import { ScaContextCodec } from './sca-context.ts'

/**
 * The values an issue's text is filled with: the server's own error text (spec 8, {{errorText}}) and any other
 * placeholder value, e.g. { minLength: 3 }. Reading: a placeholder value is a string or a number (null: none sent).
 */
export const I18nValuesCodec = t.intersection(
  [t.record(t.string, t.union([t.string, t.number, t.null])), t.partial({ errorText: nullable(t.string) })],
  'I18nValues',
)
export type I18nValues = t.TypeOf<typeof I18nValuesCodec>

export const IssueCodec = t.intersection(
  [
    t.type({ i18nKey: t.string }),
    t.partial({
      source: nullable(t.string),
      type: nullable(t.string),
      i18nValues: nullable(I18nValuesCodec),
      /** Only on an SCA-required issue (missing_entity or solaris_sca_required at scaTan or scaDevice). */
      scaContext: nullable(ScaContextCodec),
    }),
  ],
  'Issue',
)
export type Issue = t.TypeOf<typeof IssueCodec>

export const IssueListCodec = t.readonlyArray(IssueCodec, 'IssueList')
export type IssueList = t.TypeOf<typeof IssueListCodec>

/**
 * The body of an error response. Spec leaves the envelope open; chosen: `{ "IssueList": [...] }`, the form the
 * product's public API uses, and a bare array is read the same way.
 */
export const ErrorResponseCodec = new t.Type<IssueList, { IssueList: ReadonlyArray<t.OutputOf<typeof IssueCodec>> }>(
  'ErrorResponse',
  IssueListCodec.is,
  (u, c) => {
    const list = typeof u === 'object' && u !== null && !Array.isArray(u) ? (u as { IssueList?: unknown }).IssueList : u
    return IssueListCodec.validate(list, c)
  },
  (issues) => ({ IssueList: issues.map((i) => IssueCodec.encode(i)) }),
)

/** Reads an error body; anything that is not an issue list yields none. */
export const decodeIssueList = (body: unknown): IssueList | undefined =>
  E.getOrElseW(() => undefined)(ErrorResponseCodec.decode(body))

/** The server's own text for an issue; a blank one counts as none, so the catalogue text is shown instead. */
export const issueErrorText = (i: Issue): string | undefined => {
  const text = i.i18nValues?.errorText
  return text === null || text === undefined || text.trim() === '' ? undefined : text
}
