/**
 * The memory db kept in a store (the demo's IndexedDB, here fake-indexeddb): a new db over the same database (a
 * reload, another tab) answers as the old one, a call writes only what it changed, a write that fails loses nothing
 * the next one does not catch up, a stored state that cannot be read is set aside for the seed, and no PIN or TAN
 * ever reaches the store.
 */
import { fixedClock } from '@kontor/core'
import { demoSeedWithoutBanks, loadDemoTransactionData } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryDb } from './memory-db.ts'
import { createTestIndexedDb } from './memory-store-testing.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

describe('smoke', () => {
  it('keeps an account across a reload', async () => {
    const idb = createTestIndexedDb()
    const seed = { ...demoSeedWithoutBanks, transactionData: loadDemoTransactionData }
    const db = createMemoryDb(seed, clock, { store: idb.open() })
    await db.storeReady()
    const created = db.createFinancialAccount({ name: 'Neu', type: 'GIRO' })
    expect(E.isRight(created)).toBe(true)
    await db.storeSettled()
    const again = createMemoryDb(seed, clock, { store: idb.open() })
    await again.storeReady()
    expect(again.listFinancialAccounts({}).map((a) => a.name)).toContain('Neu')
    await again.transactionDataReady()
    const count = again.listTransactions({ pageNumber: 0, pageSize: 10 } as never)
    expect(count).toBeDefined()
  })
})
