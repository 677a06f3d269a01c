/** Starts the reference server on Node; resolves once it listens, with its URL and a way to stop it. */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createServerApp } from './app.ts'
import type { MemoryDb } from '../memory/memory-db.ts'

export interface RunningServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/** Loopback only: the reference server is for this machine's tests and demo, never for a network. */
export const SERVER_HOSTNAME = '127.0.0.1'

/** Port 0 picks a free port (what tests use). */
export const startServer = (db: MemoryDb, port = 0): Promise<RunningServer> =>
  new Promise((resolve, reject) => {
    const server = serve({ fetch: createServerApp(db).fetch, hostname: SERVER_HOSTNAME, port }, (info: AddressInfo) =>
      resolve({
        url: `http://${SERVER_HOSTNAME}:${info.port}`,
        close: () => new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done()))),
      }),
    )
    server.once('error', reject)
  })
