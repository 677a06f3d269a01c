/** Decoding a backend answer: every adapter reads bodies through this, so a malformed answer is data, not a crash. */
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import { undecodable, type BackendError } from './backend-error.ts'

/** Decodes `body` with `codec`; on failure an Undecodable error naming the route and where the shape broke. */
export const decodeResponse = <A>(route: string, codec: t.Decoder<unknown, A>, body: unknown): E.Either<BackendError, A> =>
  pipe(
    codec.decode(body),
    E.mapLeft((errors) => undecodable(route, PathReporter.report(E.left(errors)))),
  )
