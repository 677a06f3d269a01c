/** The transaction bookkeeping as a state machine against the HTTP adapter and the reference server, a server per run. */
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { fixedClock } from '@kontor/core'
import { transactionModelContract } from './transaction-model.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

transactionModelContract(
  'http',
  async () => {
    const server = await startServer(createMemoryDb(transactionSeed, clock), 0)
    return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
  },
  15,
)
