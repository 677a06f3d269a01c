/**
 * The accounts contracts against the HTTP adapter and the reference server over loopback. The tests change data, so
 * each gets a server of its own over a fresh memory db (cheap: no socket is kept after close).
 */
import { fixedClock } from '@kontor/core'
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { accountRulesContract } from './account-rules.contract.ts'
import { accountsContract } from './accounts.contract.ts'
import { fieldLimitsContract } from './field-limits.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const makeBackend = async () => {
  const server = await startServer(createMemoryDb(demoSeedWithTransactions, clock), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
}

accountsContract('http', makeBackend)
accountRulesContract('http', makeBackend)
fieldLimitsContract('http', makeBackend)
