/**
 * The reference server: the memory db behind the real routes, for HTTP contract tests and start:http. Every request
 * is answered through the memory port's own table (memory/memory-routes.ts), which reads it with the wire readers
 * that match the HTTP client's writers, so the server answers as the memory port does. Every failure is the db's
 * DbFailure (or a 400 for a request that cannot be read), answered as an IssueList.
 */
import { ErrorResponseCodec, type Issue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import type { ReceivedRequest } from '../wire/requests.ts'
import { ROUTES, type RouteDef } from '../wire/routes.ts'
import { HTTP_NOT_FOUND, ISSUE_KEYS, issueOf, type DbResult } from '../memory/memory-failures.ts'
import type { MemoryDb } from '../memory/memory-db.ts'
import { answerRequest } from '../memory/memory-routes.ts'

/** Spec leaves the key open; chosen: one key for any query parameter (or header) the server cannot read. */
export const INVALID_QUERY_PARAMETER = ISSUE_KEYS.invalidQueryParameter

/** Chosen: a success with a body is 200, creates included (the spec shows no 201); a delete answers 204 without one. */
const HTTP_NO_CONTENT = 204

/** Chosen: a known path called with another method answers 405 and names the methods it has (Allow). */
export const HTTP_METHOD_NOT_ALLOWED = 405

const issuesBody = (issues: ReadonlyArray<Issue>) => ErrorResponseCodec.encode(issues)

/**
 * A failure as the banking service sends it: the IssueList, or no body at all when there are no issues (408); a wait
 * (429) as Retry-After in seconds.
 */
const failure = (c: Context, status: number, issues: ReadonlyArray<Issue> | undefined, retryAfterSeconds?: number): Response => {
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds))
  return issues !== undefined && issues.length > 0
    ? c.json(issuesBody(issues), status as ContentfulStatusCode)
    : c.body(null, status as StatusCode)
}

/** A db answer: the wire record as JSON, 204 for nothing, or the failure. */
const reply = <W>(c: Context, result: DbResult<W>): Response => {
  if (E.isLeft(result)) return failure(c, result.left.status, result.left.issues, result.left.retryAfterSeconds)
  return result.right === undefined ? c.body(null, HTTP_NO_CONTENT) : c.json(result.right as object)
}

/** The request as Hono received it: path parameters already decoded (possibly empty, see honoPathOf). */
const receivedFrom = async (c: Context): Promise<ReceivedRequest> => ({
  param: (name) => c.req.param(name) ?? '',
  searchParams: new URL(c.req.url).searchParams,
  header: (name) => c.req.header(name),
  body: await c.req.text(),
})

/**
 * The same path in the notation of the Hono router. Each parameter also matches an empty segment (`:name{[^/]*}`,
 * where Hono's default needs one character), so a call with an empty id reaches its route and is answered as an
 * unknown id, as the memory backend answers it, instead of as an unknown path.
 */
export const honoPathOf = (r: RouteDef): string => r.path.replace(/\{(\w+)\}/g, ':$1{[^/]*}')

/** Every path of the routes table with the methods it answers, for the 405 of a method it does not. */
const methodsByPath = (): ReadonlyMap<string, ReadonlyArray<RouteDef['method']>> => {
  const methods = new Map<string, Array<RouteDef['method']>>()
  for (const r of Object.values(ROUTES)) methods.set(honoPathOf(r), [...(methods.get(honoPathOf(r)) ?? []), r.method])
  return methods
}

export const createServerApp = (db: MemoryDb): Hono => {
  const app = new Hono()
  for (const route of Object.values(ROUTES)) {
    app.on(route.method, honoPathOf(route), async (c) => reply(c, answerRequest(db, route.name, await receivedFrom(c))))
  }

  // Registered last, so they answer only the methods no route above took.
  for (const [routePath, methods] of methodsByPath()) {
    app.all(routePath, (c) => {
      c.header('Allow', methods.join(', '))
      return c.body(null, HTTP_METHOD_NOT_ALLOWED)
    })
  }

  app.notFound((c) => c.json(issuesBody([issueOf(ISSUE_KEYS.notFound, new URL(c.req.url).pathname)]), HTTP_NOT_FOUND))
  return app
}
