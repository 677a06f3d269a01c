/** The banking contract against the HTTP adapter, talking to the reference server over loopback. */
import { fixedClock } from '@kontor/core'
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer, type RunningServer } from '@kontor/adapters/server'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { afterAll, beforeAll } from 'vitest'
import { bankingContract } from './banking.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

let server: RunningServer | undefined

beforeAll(async () => {
  server = await startServer(createMemoryDb(demoSeedWithTransactions, clock), 0)
})

afterAll(async () => {
  await server?.close()
})

bankingContract('http', () => {
  if (server === undefined) return Promise.reject(new Error('the reference server did not start'))
  // The server is shared by the whole file; each backend is only a client, so closing one closes nothing.
  return Promise.resolve({ backend: createHttpBackend({ baseUrl: server.url }, clock), close: () => Promise.resolve() })
})
