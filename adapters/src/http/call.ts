/**
 * The one place where HTTP answers become `Either`: ky's errors map to BackendError, every body is decoded with
 * io-ts, and anything that is neither a backend answer nor a cancellation is a bug and is rethrown.
 */
import {
  ABORTED,
  NETWORK_FAILURE,
  TIMEOUT,
  decodeIssueList,
  decodeResponse,
  httpStatus,
  parseRetryAfterSeconds,
  serverIssues,
  undecodable,
  type AbortSignalLike,
  type BackendError,
  type CallOptions,
  type Clock,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type * as t from 'io-ts'
import { HTTPError, TimeoutError } from 'ky'
import type { RouteDef } from '../wire/routes.ts'

/** Thrown by our fetch wrapper when no answer came at all, so it is told apart from a TypeError bug. */
export class NetworkFailure extends Error {
  override readonly name = 'NetworkFailure'
}

const isAbortError = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError'

/** fetch, with "no answer" turned into NetworkFailure; a cancellation stays a cancellation. */
export const fetchReportingNetworkFailures =
  (base: typeof fetch): typeof fetch =>
  async (input, init) => {
    try {
      return await base(input, init)
    } catch (e) {
      if (isAbortError(e)) throw e
      throw new NetworkFailure('no answer from the server', { cause: e })
    }
  }

/**
 * The browser's signal, linked to a structural one (core knows signals only by their shape). `release` unlinks it
 * when the call is over, so a long-lived signal shared by many calls (a page's polls) does not collect listeners.
 */
export const linkAbortSignal = (
  like: AbortSignalLike | undefined,
): { readonly signal: AbortSignal | undefined; readonly release: () => void } => {
  if (like === undefined) return { signal: undefined, release: () => undefined }
  const controller = new AbortController()
  if (like.aborted) {
    controller.abort()
    return { signal: controller.signal, release: () => undefined }
  }
  const abort = () => controller.abort()
  like.addEventListener('abort', abort)
  return { signal: controller.signal, release: () => like.removeEventListener('abort', abort) }
}

const parseJson = (text: string): E.Either<string, unknown> => {
  if (text.trim() === '') return E.right(undefined)
  try {
    return E.right(JSON.parse(text) as unknown)
  } catch {
    return E.left('Die Antwort ist kein gültiges JSON.')
  }
}

const fromHttpError = async (e: HTTPError, now: Date): Promise<BackendError> => {
  const status = e.response.status
  const body = await e.response.text().then(parseJson, () => E.right(undefined))
  const issues = E.isRight(body) ? decodeIssueList(body.right) : undefined
  // Kept with or without issues: a 429's IssueList (RATE_LIMIT_EXCEEDED) says to wait, the header says how long.
  const retryAfterSeconds = parseRetryAfterSeconds(e.response.headers.get('Retry-After'), now)
  if (issues !== undefined && issues.length > 0) return serverIssues(status, issues, retryAfterSeconds)
  return httpStatus(status, retryAfterSeconds)
}

const toBackendError = async (e: unknown, now: Date): Promise<BackendError> => {
  if (e instanceof HTTPError) return fromHttpError(e, now)
  if (e instanceof TimeoutError) return TIMEOUT
  if (e instanceof NetworkFailure) return NETWORK_FAILURE
  if (isAbortError(e)) return ABORTED
  throw e
}

/** Reads the body, or gives up when the call's time is over (a server that sends headers and then stalls). */
const readBodyWithin = (response: Response, ms: number): Promise<string | typeof BODY_TIMED_OUT> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<typeof BODY_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(BODY_TIMED_OUT), Math.max(0, ms))
  })
  return Promise.race([response.text(), deadline]).finally(() => clearTimeout(timer))
}
const BODY_TIMED_OUT = Symbol('body timed out')

/**
 * Runs one request and decodes its body; `send` gets the signal to pass on to ky. The whole call, body included,
 * has the client's time limit; the clock dates a Retry-After that names a time rather than seconds.
 */
export const call =
  <A>(
    client: { readonly clock: Clock; readonly timeoutMs: number },
    route: RouteDef,
    codec: t.Decoder<unknown, A>,
    send: (signal: AbortSignal | undefined) => Promise<Response>,
    opts?: CallOptions,
  ): TE.TaskEither<BackendError, A> =>
  async () => {
    const link = linkAbortSignal(opts?.signal)
    const startedAt = Date.now()
    try {
      let response: Response
      try {
        response = await send(link.signal)
      } catch (e) {
        return E.left(await toBackendError(e, client.clock.now()))
      }
      let text: string
      try {
        const body = await readBodyWithin(response, client.timeoutMs - (Date.now() - startedAt))
        if (body === BODY_TIMED_OUT) {
          void response.body?.cancel().catch(() => undefined) // free the connection
          return E.left(TIMEOUT)
        }
        text = body
      } catch (e) {
        // The answer had started: a failure now means the connection dropped mid-body (or the caller cancelled).
        return E.left(isAbortError(e) ? ABORTED : NETWORK_FAILURE)
      }
      const body = parseJson(text)
      return E.isLeft(body) ? E.left(undecodable(route.name, [body.left])) : decodeResponse(route.name, codec, body.right)
    } finally {
      link.release()
    }
  }
