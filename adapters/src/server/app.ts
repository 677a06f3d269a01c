/**
 * The reference server: the memory db behind the real routes, for HTTP contract tests and start:http. Every request
 * is answered through the memory port's own table (memory/memory-routes.ts), which reads it with the wire readers
 * that match the HTTP client's writers, so the server answers as the memory port does. Every failure is the db's
 * DbFailure (or a 400 for a request that cannot be read), answered as an IssueList.
 */
import { CSV_UPLOAD_MEDIA_TYPE, ErrorResponseCodec, type Issue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import type { ReceivedRequest } from '../wire/requests.ts'
import { BODY_SOURCE } from '../memory/request-body.ts'
import { ROUTES, type RouteDef } from '../wire/routes.ts'
import {
  HTTP_INTERNAL_SERVER_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_NO_CONTENT,
  HTTP_PAYLOAD_TOO_LARGE,
  HTTP_UNSUPPORTED_MEDIA_TYPE,
} from '../wire/http-status.ts'
import { HTTP_FORBIDDEN, HTTP_NOT_FOUND, ISSUE_KEYS, issueOf, type DbResult } from '../memory/store/failures.ts'
import type { MemoryDb } from '../memory/store/db.ts'
import { answerRequest } from '../memory/memory-routes.ts'
import { ALLOWED_ORIGINS_SEPARATOR, CSV_UPLOAD_BODY_MAX_BYTES, LOOPBACK_HOSTNAMES, REQUEST_BODY_MAX_BYTES } from './constants.ts'

/** Spec leaves the key open; chosen: one key for any query parameter (or header) the server cannot read. */
export const INVALID_QUERY_PARAMETER = ISSUE_KEYS.invalidQueryParameter


/** The source of an issue about the request as a whole rather than one of its fields (chosen). */
export const REQUEST_SOURCE = 'request'

const issuesBody = (issues: ReadonlyArray<Issue>) => ErrorResponseCodec.encode(issues)

/** An IssueList answer of one issue. */
const refusal = (c: Context, status: number, i18nKey: string, source: string): Response =>
  c.json(issuesBody([issueOf(i18nKey, source)]), status as ContentfulStatusCode)

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

const BODY_TOO_LARGE = Symbol('body too large')

/**
 * The body's bytes, or BODY_TOO_LARGE as soon as they are known to pass `maxBytes`: from its Content-Length before a
 * byte is read, else while streaming, where the rest is cancelled unread.
 */
const readBodyWithin = async (request: Request, maxBytes: number): Promise<Uint8Array | typeof BODY_TOO_LARGE> => {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) return BODY_TOO_LARGE
  if (request.body === null) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined)
      return BODY_TOO_LARGE
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** The one route whose body is bytes, not JSON: the CSV upload carries the file as it is. */
const takesBytes = (r: RouteDef): boolean => r.name === ROUTES.uploadCsvFile.name

/** The request as Hono received it: path parameters already decoded (possibly empty, see honoPathOf). */
const receivedFrom = (c: Context, route: RouteDef, bytes: Uint8Array): ReceivedRequest => {
  const binary = takesBytes(route)
  return {
    param: (name) => c.req.param(name) ?? '',
    searchParams: new URL(c.req.url).searchParams,
    header: (name) => c.req.header(name),
    body: binary ? '' : new TextDecoder().decode(bytes),
    bytes: binary ? bytes : new Uint8Array(0),
  }
}

/** The largest body a route takes: the CSV upload carries a file, every other route a form's JSON. */
export const bodyLimitOf = (r: RouteDef): number => (takesBytes(r) ? CSV_UPLOAD_BODY_MAX_BYTES : REQUEST_BODY_MAX_BYTES)

/** Methods that change state: a browser sends them cross-site without asking (form POST, no-cors fetch). */
const STATE_CHANGING_METHODS: ReadonlyArray<string> = ['POST', 'PUT', 'PATCH', 'DELETE']

/**
 * The one media type of a route's body (issue 17): JSON, the upload's text/csv. A form or a no-cors fetch can send
 * text/plain, never either of them without the browser asking first.
 */
const JSON_MEDIA_TYPE = 'application/json'
const mediaTypeOfBody = (r: RouteDef): string => (takesBytes(r) ? CSV_UPLOAD_MEDIA_TYPE : JSON_MEDIA_TYPE)

const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/** Whether an origin is on the loopback interface (any port): where the server listens, and where its UI runs. */
const isLoopbackOrigin = (origin: string): boolean => {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTNAMES.includes(url.hostname)
  } catch {
    return false
  }
}

export interface ServerAppOptions {
  /**
   * The origins whose pages may change state (POST, PUT, PATCH, DELETE), besides the server's own. Unset: every
   * loopback origin (the server listens on loopback only; the dev server's proxy keeps the page's origin). A request
   * without Origin comes from no browser page and is accepted.
   */
  readonly allowedOrigins?: ReadonlyArray<string>
}

/**
 * Whether a request's Origin may change state. The server's own origin always may; 'null' (sandboxed frames, file
 * pages) never.
 */
const isOriginAllowed = (origin: string, ownOrigin: string, options: ServerAppOptions): boolean =>
  origin !== 'null' &&
  (origin === ownOrigin || (options.allowedOrigins === undefined ? isLoopbackOrigin(origin) : options.allowedOrigins.includes(origin)))

/**
 * The same path in the notation of the Hono router. Each parameter also matches an empty segment (`:name{[^/]*}`,
 * where Hono's default needs one character), so a call with an empty id reaches its route and is refused as no plain
 * identifier naming the parameter (memory-routes.ts), as the memory backend refuses it, instead of as an unknown path.
 */
export const honoPathOf = (r: RouteDef): string => r.path.replace(/\{(\w+)\}/g, ':$1{[^/]*}')

/** Every path of the routes table with the methods it answers, for the 405 of a method it does not. */
const methodsByPath = (): ReadonlyMap<string, ReadonlyArray<RouteDef['method']>> => {
  const methods = new Map<string, Array<RouteDef['method']>>()
  for (const r of Object.values(ROUTES)) methods.set(honoPathOf(r), [...(methods.get(honoPathOf(r)) ?? []), r.method])
  return methods
}

export const createServerApp = (db: MemoryDb, options: ServerAppOptions = {}): Hono => {
  const app = new Hono()

  // No cross-site writes: a page of another origin may not change state; below, no route takes a body that is not JSON
  // or the upload's text/csv (a form or a no-cors fetch cannot send either without the browser asking first).
  app.use('*', async (c, next) => {
    const origin = c.req.header('Origin')
    if (STATE_CHANGING_METHODS.includes(c.req.method) && origin !== undefined && !isOriginAllowed(origin, new URL(c.req.url).origin, options)) {
      return refusal(c, HTTP_FORBIDDEN, ISSUE_KEYS.originNotAllowed, 'Origin')
    }
    await next()
    return undefined
  })

  for (const route of Object.values(ROUTES)) {
    app.on(route.method, honoPathOf(route), async (c) => {
      const body = await readBodyWithin(c.req.raw, bodyLimitOf(route))
      if (body === BODY_TOO_LARGE) {
        // The rest of the body stays unread: the connection closes after this answer instead of draining it.
        c.header('Connection', 'close')
        return refusal(c, HTTP_PAYLOAD_TOO_LARGE, ISSUE_KEYS.payloadTooLarge, BODY_SOURCE)
      }
      if (body.length > 0 && mediaTypeOf(c.req.header('Content-Type')) !== mediaTypeOfBody(route)) {
        return refusal(c, HTTP_UNSUPPORTED_MEDIA_TYPE, ISSUE_KEYS.unsupportedMediaType, 'Content-Type')
      }
      return reply(c, answerRequest(db, route.name, receivedFrom(c, route, body)))
    })
  }

  // Registered last, so they answer only the methods no route above took.
  for (const [routePath, methods] of methodsByPath()) {
    app.all(routePath, (c) => {
      c.header('Allow', methods.join(', '))
      return refusal(c, HTTP_METHOD_NOT_ALLOWED, ISSUE_KEYS.methodNotAllowed, REQUEST_SOURCE)
    })
  }

  app.notFound((c) => refusal(c, HTTP_NOT_FOUND, ISSUE_KEYS.notFound, new URL(c.req.url).pathname))
  // A fault of ours is still an answer the adapter reads; what broke goes to the server's log, not to the client.
  app.onError((error, c) => {
    console.error('Kontor-Server: Fehler bei', c.req.method, new URL(c.req.url).pathname, error)
    return refusal(c, HTTP_INTERNAL_SERVER_ERROR, ISSUE_KEYS.internalError, REQUEST_SOURCE)
  })
  return app
}

/** Reads KONTOR_ALLOWED_ORIGINS (comma-separated origins); unset or empty: the loopback default. */
export const allowedOriginsFromEnv = (raw: string | undefined): ReadonlyArray<string> | undefined => {
  const origins = (raw ?? '').split(ALLOWED_ORIGINS_SEPARATOR).map((entry) => entry.trim()).filter((entry) => entry !== '')
  return origins.length === 0 ? undefined : origins
}
