/**
 * A request on the wire, from both ends: the parts the client writes (RequestParts, sent by a Send) and what the
 * reference server receives (ReceivedRequest). The memory port turns the one into the other through the same string
 * forms a real request takes (query string, Headers, JSON text), so demo mode reads exactly what the server would.
 */
import type { BackendError, CallOptions } from '@kontor/core'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type * as t from 'io-ts'
import type { HeaderReader } from './banking-headers.ts'
import type { Route } from './routes.ts'

/** What a request of a route carries besides its method and path, as the client writes it. */
export interface RequestParts {
  /** The path parameters, by the names in the route's path. */
  readonly params?: Readonly<Record<string, string>>
  readonly searchParams?: URLSearchParams
  /** Already encoded for the wire (banking-headers.ts). */
  readonly headers?: Readonly<Record<string, string>>
  /** A JSON body in wire form; undefined sends none. */
  readonly json?: unknown
  /** A body of bytes instead (the CSV upload), sent as they are with their media type. */
  readonly bytes?: BinaryBody
}

export interface BinaryBody {
  readonly content: Uint8Array
  readonly mediaType: string
}

/** Sends one request and decodes its answer with `codec`; every failure is a BackendError, never a rejection. */
export type Send = <A>(
  route: Route,
  codec: t.Decoder<unknown, A>,
  parts: RequestParts,
  opts?: CallOptions,
) => TE.TaskEither<BackendError, A>

/** A request as the server receives it. */
export interface ReceivedRequest {
  /** A path parameter, decoded; empty when the path holds an empty segment there. */
  readonly param: (name: string) => string
  readonly searchParams: URLSearchParams
  readonly header: HeaderReader
  /** The body text of a JSON body; empty when none was sent (or the body is bytes). */
  readonly body: string
  /** The body's bytes of a route that takes bytes (the CSV upload); empty otherwise. */
  readonly bytes: Uint8Array
}

const NO_BYTES = new Uint8Array(0)

/** Query parameters through their string form, as the server receives them. */
export const overTheWire = (params: URLSearchParams): URLSearchParams => new URLSearchParams(params.toString())

/** Headers through a real Headers object (names case-insensitive, values Latin-1 only), as the server receives them. */
export const headerReaderOf = (headers: Readonly<Record<string, string>>): HeaderReader => {
  const received = new Headers(headers)
  return (name) => received.get(name)
}

/** The request the server would receive for these parts (the memory port's stand-in for a real round trip). */
export const receivedOf = (parts: RequestParts): ReceivedRequest => ({
  param: (name) => parts.params?.[name] ?? '',
  searchParams: overTheWire(parts.searchParams ?? new URLSearchParams()),
  header: headerReaderOf(parts.headers ?? {}),
  body: parts.json === undefined ? '' : JSON.stringify(parts.json),
  // A copy, as a server holds its own: the caller's bytes are never the db's.
  bytes: parts.bytes === undefined ? NO_BYTES : parts.bytes.content.slice(),
})
