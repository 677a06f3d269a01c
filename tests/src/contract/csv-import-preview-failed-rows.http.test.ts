/** The preview's failed rows against the HTTP adapter and the reference server over loopback, a server per test. */
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { fixedClock } from '@kontor/core'
import { csvImportPreviewFailedRowsContract } from './csv-import-preview-failed-rows.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

csvImportPreviewFailedRowsContract('http', async () => {
  const server = await startServer(createMemoryDb(transactionSeed, clock), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
})
