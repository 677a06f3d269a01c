/** The hub contract against the HTTP adapter and the reference server over loopback, a server per test. */
import { createHttpBackend } from '@kontor/adapters/http'
import { startServer } from '@kontor/adapters/server'
import { hubContract } from './hub.contract.ts'
import { hubDb } from './hub-seed.ts'

hubContract('http', async (clock, organisation) => {
  const server = await startServer(hubDb(clock, organisation), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
})
