/**
 * The memory backend in another thread (the demo runs it in a Web Worker, so a 5 MB import's state and work never
 * weigh on the page): a request as plain data that postMessage can copy (`PostedCall`), the ports over such calls on
 * the page's side (`backendOverPostedCalls`), and their answers on the db's side (`answerPostedCall`). The page
 * decodes the wire answers itself, as it does an HTTP server's. This module holds no db: the page's bundle takes it
 * without the memory backend.
 */
import type { Backend, BackendError, CallOptions, Clock } from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import { backendOverSend, type PortName } from '../wire/backend-over-send.ts'
import type { BinaryBody, RequestParts } from '../wire/requests.ts'
import { ROUTES, type RouteName } from '../wire/routes.ts'
import { decoding, type AnswerWire, type WireAnswer } from '../wire/decoding.ts'

export type { WireAnswer } from '../wire/decoding.ts'
export type { PortName } from '../wire/backend-over-send.ts'

/** RequestParts as postMessage copies them: URLSearchParams is no cloneable value, its text is. */
export interface PostedParts {
  readonly params?: Readonly<Record<string, string>>
  readonly searchParams?: string
  readonly headers?: Readonly<Record<string, string>>
  readonly json?: unknown
  readonly bytes?: BinaryBody
}

export interface PostedCall {
  readonly port: PortName
  readonly route: RouteName
  readonly parts: PostedParts
}

/** Carries a call to the db's thread and brings its answer back; never rejects. */
export type PostCall = (call: PostedCall, opts?: CallOptions) => Promise<WireAnswer>

const postedPartsOf = (parts: RequestParts): PostedParts => {
  const { searchParams, ...rest } = parts
  return searchParams === undefined ? rest : { ...rest, searchParams: searchParams.toString() }
}

const partsOfPosted = (parts: PostedParts): RequestParts => {
  const { searchParams, ...rest } = parts
  return searchParams === undefined ? rest : { ...rest, searchParams: new URLSearchParams(searchParams) }
}

/** The page's side: every port over `post`, each answer decoded here with its route's codec. */
export const backendOverPostedCalls = (post: PostCall, clock: Clock): Backend =>
  backendOverSend(
    (port) => decoding((route, parts, opts) => post({ port, route: route.name, parts: postedPartsOf(parts) }, opts)),
    clock,
  )

const isRouteName = (name: string): name is RouteName => Object.hasOwn(ROUTES, name)

/** The db's side: a posted call answered by its port's answers (memory-answers.ts). */
export const answerPostedCall = (
  answers: Readonly<Record<PortName, AnswerWire>>,
  call: PostedCall,
  opts?: CallOptions,
): Promise<E.Either<BackendError, unknown>> => {
  const answer = Object.hasOwn(answers, call.port) ? answers[call.port] : undefined
  if (answer === undefined || !isRouteName(call.route)) return Promise.reject(new RangeError(`no memory route ${call.port}.${call.route}`))
  return answer(ROUTES[call.route], partsOfPosted(call.parts), opts)
}
