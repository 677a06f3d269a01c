/** Starts the reference server on Node; resolves once it listens, with its URL and a way to stop it. */
import { serve } from '@hono/node-server'
import { ErrorResponseCodec } from '@kontor/core'
import type { Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { ISSUE_KEYS, issueOf } from '../memory/store/failures.ts'
import { REQUEST_SOURCE, createServerApp, type ServerAppOptions } from './app.ts'
import { HTTP_BAD_REQUEST, HTTP_REQUEST_HEADER_FIELDS_TOO_LARGE } from '../wire/http-status.ts'
import type { MemoryDb } from '../memory/store/db.ts'

export interface RunningServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Loopback only: the reference server is for this machine's tests and demo, never for a network. */
export const SERVER_HOSTNAME = '127.0.0.1'

/** Node's code for a request line or headers longer than its limit (16 KiB by default). */
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW'

/**
 * An answer written by hand, for a request Node refused before Hono saw it: still the IssueList the HTTP adapter
 * reads, with its length and Connection: close (the rest of what was sent is not read).
 */
export const rawIssueAnswer = (status: number, reason: string, i18nKey: string): string => {
  const body = JSON.stringify(ErrorResponseCodec.encode([issueOf(i18nKey, REQUEST_SOURCE)]))
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * Node answers a request it cannot parse (a 100 KB id makes the request line pass its header limit) with a bare 431 or
 * 400, or drops it; ours answers with an IssueList, so the client gets a structured 431 instead of a reset (issue 17).
 */
const answerClientErrors = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    const answer =
      error.code === HEADER_OVERFLOW
        ? rawIssueAnswer(HTTP_REQUEST_HEADER_FIELDS_TOO_LARGE, 'Request Header Fields Too Large', ISSUE_KEYS.requestHeadersTooLarge)
        : rawIssueAnswer(HTTP_BAD_REQUEST, 'Bad Request', ISSUE_KEYS.invalidModel)
    socket.end(answer)
  })
}

/** Port 0 picks a free port (what tests use). */
export const startServer = (db: MemoryDb, port = 0, options: ServerAppOptions = {}): Promise<RunningServer> =>
  new Promise((resolve, reject) => {
    const server = serve({ fetch: createServerApp(db, options).fetch, hostname: SERVER_HOSTNAME, port }, (info: AddressInfo) =>
      resolve({
        url: `http://${SERVER_HOSTNAME}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((e) => (e ? fail(e) : done()))
            // Keep-alive connections would hold close() open until they time out.
            ;(server as Server).closeAllConnections?.()
          }),
      }),
    )
    answerClientErrors(server as Server)
    server.once('error', reject)
  })
