/**
 * An answer before it is decoded: the wire value a server sent, or the failure the HTTP adapter would read from it.
 * Plain data, so it can cross threads (the demo's worker answers, the page decodes: memory/posted-calls.ts).
 */
import { decodeResponse, type BackendError, type CallOptions } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { RequestParts, Send } from './requests.ts'
import type { Route } from './routes.ts'

export type WireAnswer = E.Either<BackendError, unknown>

/** One port's answers: a request of `route` in, its wire answer out; never a rejection. */
export type AnswerWire = (route: Route, parts: RequestParts, opts?: CallOptions) => Promise<WireAnswer>

/** A Send over answers: each answer decoded with the route's codec, in the thread that asked. */
export const decoding =
  (answer: AnswerWire): Send =>
  (route, codec, parts, opts) =>
  () =>
    answer(route, parts, opts).then(E.chain((wire) => decodeResponse(route.name, codec, wire)))
