/**
 * A seed's transaction data that loads when first needed (transaction-data.ts), with and without the demo's
 * storage: the transaction calls wait for it, the loader runs once (again after a failure), a snapshot taken before
 * the load says "the seed's" (null), a stored state wins over the loaded seed, and a reset starts from the seed again.
 */
import { NETWORK_FAILURE, fixedClock, type Backend } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryBackendFromDb } from '../memory-backend.ts'
import type { MemoryRecordStore, MemorySeed, MemoryTransactionsSeed } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { createTestIndexedDb } from '../store/testing.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const ACCOUNT = 'fa-1'

const data: MemoryTransactionsSeed = {
  transactions: [
    { financialTransactionId: 'tx-1', financialAccountId: ACCOUNT, transactionDate: '2026-11-02', amount: 119, purpose: 'RE-1', lockVersion: 0 },
    { financialTransactionId: 'tx-2', financialAccountId: ACCOUNT, transactionDate: '2026-11-03', amount: -20, purpose: 'Gebühr', lockVersion: 0 },
  ],
  reservedTransactions: [],
  vouchers: [],
  // A note left out (as fixtures' DemoPayment may) is read as no note.
  payments: [],
  postingCategories: [],
}

const seedWith = (transactionData: MemorySeed['transactionData']): MemorySeed => ({
  financialAccounts: [{ financialAccountId: ACCOUNT, name: 'Giro', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }],
  ...(transactionData === undefined ? {} : { transactionData }),
})

/** The stored transactions (their stored form), or undefined when the store holds none. */
const storedTransactions = async (store: MemoryRecordStore): Promise<ReadonlyArray<{ financialTransactionId: string; ignored?: boolean }> | undefined> => {
  const values = await store.readValues()
  if (!values.has('transactions')) return undefined
  return (await store.readRecords('transactions')).map((r) => r.record as { financialTransactionId: string; ignored?: boolean })
}

const listIds = async (backend: Backend): Promise<ReadonlyArray<string>> => {
  const page = await backend.transactions.listTransactions({ pageNumber: 0, pageSize: 50 })()
  if (E.isLeft(page)) throw new Error(`listTransactions failed: ${JSON.stringify(page.left)}`)
  return page.right.content.map((t) => `${t.financialTransactionId}${t.ignored === true ? ' ignored' : ''}`).sort()
}

describe('transaction data that loads when first needed', () => {
  it('makes the transaction calls wait for it and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(data))
    const db = createMemoryDb(seedWith(load), clock)
    const backend = createMemoryBackendFromDb(db, clock)
    expect(load).not.toHaveBeenCalled()
    // Before the load the db holds none of it, and a snapshot says "the seed's".
    expect(db.snapshot().transactionData).toBeNull()
    expect(await listIds(backend)).toEqual(['tx-1', 'tx-2'])
    expect(await listIds(backend)).toHaveLength(2)
    expect(load).toHaveBeenCalledTimes(1)
    expect(db.snapshot().transactionData?.transactions).toHaveLength(2)
  })

  it('answers a failed load as an unreachable server, and loads again on the next call', async () => {
    const load = vi.fn<() => Promise<MemoryTransactionsSeed>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(data)
    const backend = createMemoryBackendFromDb(createMemoryDb(seedWith(load), clock), clock)
    expect(await backend.transactions.listTransactions({ pageNumber: 0, pageSize: 50 })()).toEqual(E.left(NETWORK_FAILURE))
    expect(await listIds(backend)).toHaveLength(2)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lets a stored state win over the loaded seed, and a reset start from the seed again', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    const firstDb = createMemoryDb(seedWith(() => Promise.resolve(data)), clock, { store })
    const first = createMemoryBackendFromDb(firstDb, clock)
    const ignored = await first.transactions.ignoreTransaction('tx-2', { ignoreReason: 'privat' })()
    expect(E.isRight(ignored)).toBe(true)
    await firstDb.storeSettled()
    const stored = await storedTransactions(store)
    expect(stored).toBeDefined()
    expect(stored?.find((t) => t.financialTransactionId === 'tx-2')?.ignored).toBe(true)

    // A reload: a new db over the same database, whose seed loads again; the stored state is what it shows.
    const reloadDb = createMemoryDb(seedWith(() => Promise.resolve(data)), clock, { store: idb.open() })
    const reload = createMemoryBackendFromDb(reloadDb, clock)
    expect(await listIds(reload)).toEqual(['tx-1', 'tx-2 ignored'])

    // A reset starts from the loaded seed: both transactions, none ignored, and nothing of them stored.
    await reloadDb.resetToSeed()
    expect(await listIds(reload)).toEqual(['tx-1', 'tx-2'])
    await reloadDb.storeSettled()
    expect((await storedTransactions(store))?.some((t) => t.ignored === true) ?? false).toBe(false)
    const afterReset = createMemoryBackendFromDb(createMemoryDb(seedWith(() => Promise.resolve(data)), clock, { store: idb.open() }), clock)
    expect(await listIds(afterReset)).toEqual(['tx-1', 'tx-2'])
  })

  it('keeps a state stored before the load came (null) as the seed, filled in once it has loaded', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    const db = createMemoryDb(seedWith(() => Promise.resolve(data)), clock, { store })
    await db.storeReady()
    // An account call before any transaction call writes nothing of the transactions.
    expect(db.updateFinancialAccount(ACCOUNT, { name: 'Giro neu', type: 'GIRO' })).toMatchObject({ _tag: 'Right' })
    await db.storeSettled()
    expect((await store.readValues()).get('accounts')).toBeDefined()
    expect(await storedTransactions(store)).toBeUndefined()
    const reload = createMemoryBackendFromDb(createMemoryDb(seedWith(() => Promise.resolve(data)), clock, { store: idb.open() }), clock)
    expect(await listIds(reload)).toEqual(['tx-1', 'tx-2'])
    const accounts = await reload.banking.listFinancialAccounts({})()
    expect(E.isRight(accounts) && accounts.right.map((a) => a.name)).toEqual(['Giro neu'])
  })
})
