/**
 * Reading a request body as the reference server receives it (memory-routes.ts): JSON decoded with the core request
 * codec. A body that is not JSON, or does not decode, is a 400 IssueList with one INVALID_MODEL issue per field that
 * broke, the field's path as source.
 */
import type { Issue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ISSUE_KEYS } from './store/failures.ts'

/** The source of an issue about the body as a whole (not JSON, or not an object at all); chosen, the spec has none. */
export const BODY_SOURCE = 'body'

/**
 * The field path of a decode error, e.g. 'connectionData.merchantId'. Keys that only index the members of an
 * intersection or union (nullable is a union) are not fields, so they are left out.
 */
const pathOf = (context: t.Context): string =>
  context
    .filter((_entry, i) => {
      if (i === 0) return false
      const parent = context[i - 1]?.type
      return !(parent instanceof t.IntersectionType || parent instanceof t.UnionType)
    })
    .map((entry) => entry.key)
    .join('.')

/**
 * One issue per broken field. A nullable field that fails reports twice (its value, and "not null" on the field
 * itself); the field's own path is dropped when a deeper path inside it names the fault.
 */
export const issuesOfDecodeErrors = (errors: t.Errors): ReadonlyArray<Issue> => {
  const paths = [...new Set(errors.map((e) => pathOf(e.context)))]
  const deepest = paths.filter((p) => !paths.some((q) => q !== p && (p === '' || q.startsWith(`${p}.`))))
  return deepest.map((path) => ({ i18nKey: ISSUE_KEYS.invalidModel, source: path === '' ? BODY_SOURCE : path }))
}

/** Parses and decodes a body text; an empty body is read as absent (undefined) and decoded as such. */
export const decodeBody = <A>(codec: t.Decoder<unknown, A>, text: string): E.Either<ReadonlyArray<Issue>, A> => {
  let parsed: unknown
  try {
    parsed = text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return E.left([{ i18nKey: ISSUE_KEYS.invalidModel, source: BODY_SOURCE }])
  }
  return E.mapLeft(issuesOfDecodeErrors)(codec.decode(parsed))
}
