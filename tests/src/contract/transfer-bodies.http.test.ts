/** The transfer-body checks of the server against the HTTP adapter and the reference server over loopback, a server per test. */
import { fixedClock } from '@kontor/core'
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { transferBodiesContract } from './transfer-bodies.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

transferBodiesContract('http', async () => {
  const server = await startServer(createMemoryDb(demoSeedWithTransactions, clock), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
})
