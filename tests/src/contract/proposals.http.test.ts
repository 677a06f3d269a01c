/** The proposals contract against the HTTP adapter and the reference server over loopback, a server per test. */
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { proposalSeed } from './proposal-seed.ts'
import { proposalsContract } from './proposals.contract.ts'

proposalsContract('http', async (clock) => {
  const server = await startServer(createMemoryDb(proposalSeed, clock), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
})
