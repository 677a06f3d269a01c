/** The HTTP adapter's Send: the requests of wire/*-port.ts, sent with the one ky instance. */
import { serverIssues } from '@kontor/core'
import type { Send } from '../wire/requests.ts'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { INVALID_PATH_PARAMETER_KEY } from '../wire/constants.ts'
// A request refused before it leaves gets the server's own status for the same request.
import { HTTP_BAD_REQUEST } from '../wire/http-status.ts'
import { pathOf, refusedPathParameters } from '../wire/routes.ts'
import { call } from './call.ts'
import type { HttpClient } from './client.ts'

/**
 * One request of `route` through the one ky instance and the one error mapper (call.ts). A path parameter that is no
 * plain identifier is never sent (URL normalisation could turn `..` into another route): the call fails as the server
 * would answer it, a 400 naming the parameter, so the screens react alike in every mode (issue 17, item 3).
 */
export const sendOverHttp =
  (client: HttpClient): Send =>
  (route, codec, parts, opts) => {
    const refused = refusedPathParameters(route, (name) => parts.params?.[name])
    if (refused.length > 0) {
      return TE.left(serverIssues(HTTP_BAD_REQUEST, refused.map((source) => ({ i18nKey: INVALID_PATH_PARAMETER_KEY, source }))))
    }
    return call(
      client,
      route,
      codec,
      (signal) =>
        client.ky(client.urlOf(pathOf(route, parts.params)), {
          method: route.method,
          ...(parts.searchParams === undefined ? {} : { searchParams: parts.searchParams }),
          ...(parts.headers === undefined && parts.bytes === undefined
            ? {}
            : { headers: { ...parts.headers, ...(parts.bytes === undefined ? {} : { 'Content-Type': parts.bytes.mediaType }) } }),
          ...(parts.json === undefined ? {} : { json: parts.json }),
          // fetch sends any view's bytes; its typings ask for one over an ArrayBuffer.
          ...(parts.bytes === undefined ? {} : { body: parts.bytes.content as Uint8Array<ArrayBuffer> }),
          ...(signal === undefined ? {} : { signal }),
        }),
      opts,
    )
  }
