/**
 * The demo's memory db over the demo organisation, kept in a store (IndexedDB, here fake-indexeddb), model-based: any sequence of calls,
 * reloads and failing writes, then a fresh db over the same database answers as the db that made the calls. And: a
 * call writes only what it changed (one record of 700 transactions, not the part); a write that fails is reported and
 * loses nothing the next write does not catch up; tabs see each other's changes and resets.
 */
import { fc, test } from '@fast-check/vitest'
import { fixedClock } from '@kontor/core'
import { demoSeedWithoutBanks, loadDemoTransactionData } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryDb, type MemoryDb, type MemoryPersistenceOptions, type MemoryRecordStore, type MemoryStoreWrite } from '@kontor/adapters/memory'
import { createTestChannels, createTestIndexedDb } from '@kontor/adapters/memory/testing'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const seed = { ...demoSeedWithoutBanks, transactionData: loadDemoTransactionData }

/** A store that records its writes and fails them while `failing` is set (a full storage). */
const shimmed = (store: MemoryRecordStore) => {
  const writes: MemoryStoreWrite[] = []
  const shim = {
    failing: false,
    writes,
    store: {
      ...store,
      write: (write: MemoryStoreWrite) => {
        if (shim.failing) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
        writes.push(write)
        return store.write(write)
      },
    } satisfies MemoryRecordStore,
  }
  return shim
}

const openDb = async (options: MemoryPersistenceOptions): Promise<MemoryDb> => {
  const db = createMemoryDb(seed, clock, options)
  await db.storeReady()
  await db.transactionDataReady()
  return db
}

/** What a db holds, as a reload must find it. */
const stateOf = (db: MemoryDb) => db.snapshot()

type Command =
  | { readonly kind: 'createAccount'; readonly name: string }
  | { readonly kind: 'renameAccount' | 'deleteAccount'; readonly at: number; readonly name: string }
  | { readonly kind: 'ignore' | 'unignore' | 'deletePayment' | 'reject' | 'reopen'; readonly at: number }
  | { readonly kind: 'setting'; readonly value: string }
  | { readonly kind: 'reload' }
  | { readonly kind: 'failWrites'; readonly failing: boolean }

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 10 }).map((name) => ({ kind: 'createAccount' as const, name })),
  fc.record({ kind: fc.constantFrom('renameAccount' as const, 'deleteAccount' as const), at: fc.nat(), name: fc.string({ minLength: 1, maxLength: 10 }) }),
  fc.record({ kind: fc.constantFrom('ignore' as const, 'unignore' as const, 'deletePayment' as const, 'reject' as const, 'reopen' as const), at: fc.nat() }),
  fc.string({ maxLength: 6 }).map((value) => ({ kind: 'setting' as const, value })),
  fc.constant({ kind: 'reload' as const }),
  fc.boolean().map((failing) => ({ kind: 'failWrites' as const, failing })),
)

const pick = <A>(items: ReadonlyArray<A>, at: number): A | undefined => items[at % Math.max(items.length, 1)]

/** Runs a call on the db; a refused call is fine (it changes nothing). */
const runCall = (db: MemoryDb, command: Command): void => {
  const snapshot = db.snapshot()
  const records = snapshot.transactionData
  switch (command.kind) {
    case 'createAccount':
      return void db.createFinancialAccount({ name: command.name, type: 'GIRO' })
    case 'renameAccount': {
      const account = pick(snapshot.accounts, command.at)
      return void (account && db.updateFinancialAccount(account.financialAccountId, { name: command.name, type: account.type }))
    }
    case 'deleteAccount': {
      const account = pick(snapshot.accounts, command.at)
      return void (account && db.deleteFinancialAccount(account.financialAccountId))
    }
    case 'ignore':
    case 'unignore': {
      const transaction = pick(records?.transactions ?? [], command.at)
      if (transaction === undefined) return
      return void (command.kind === 'ignore'
        ? db.ignoreTransaction(transaction.financialTransactionId, { ignoreReason: 'Test' })
        : db.unignoreTransaction(transaction.financialTransactionId))
    }
    case 'deletePayment': {
      const payment = pick(records?.payments ?? [], command.at)
      return void (payment && db.deletePayment(payment.paymentId))
    }
    // A review sets PENDING or REJECTED (the wire's codec); accepting is the approval job's.
    case 'reject':
    case 'reopen': {
      const proposal = pick(snapshot.proposalData?.proposals ?? [], command.at)
      return void (
        proposal &&
        db.reviewProposal(proposal.proposalId, { lockVersion: proposal.lockVersion, reviewResult: command.kind === 'reject' ? 'REJECTED' : 'PENDING' })
      )
    }
    case 'setting':
      return void db.saveUserSetting('kontor.test', command.value)
    case 'reload':
    case 'failWrites':
      return
  }
}

describe('the memory db in a store', () => {
  test.prop([fc.array(commandArbitrary, { maxLength: 10 })], { numRuns: 12 })(
    'after any calls, reloads and failing writes, a fresh db over the same database answers as the one that made them',
    async (commands) => {
      const idb = createTestIndexedDb()
      const shim = shimmed(idb.open())
      let db = await openDb({ store: shim.store })
      for (const command of commands) {
        if (command.kind === 'failWrites') shim.failing = command.failing
        else if (command.kind === 'reload') {
          // A reload while writes fail starts from what was kept: the model is the kept state.
          await db.storeSettled()
          if (shim.failing) continue
          db = await openDb({ store: shim.store })
        } else runCall(db, command)
      }
      // The storage works again: the next call's write catches up with everything not kept.
      shim.failing = false
      db.listFinancialAccounts({})
      await db.storeSettled()
      const reloaded = await openDb({ store: idb.open() })
      expect(stateOf(reloaded)).toEqual(stateOf(db))
    },
  )

  it('a call writes what it changed: ignoring one of 700 transactions puts one record and rewrites no part', async () => {
    const idb = createTestIndexedDb()
    const shim = shimmed(idb.open())
    const db = await openDb({ store: shim.store })
    db.listFinancialAccounts({})
    await db.storeSettled()
    const transactions = db.snapshot().transactionData?.transactions ?? []
    expect(transactions.length).toBeGreaterThan(700)
    shim.writes.length = 0

    // The first transaction that may be ignored (one without payments).
    const target = transactions.find((t) => E.isRight(db.ignoreTransaction(t.financialTransactionId, { ignoreReason: 'Umbuchung' })))
    if (target === undefined) throw new Error('the demo has a transaction to ignore')
    await db.storeSettled()
    const written = shim.writes.flatMap((w) => w.puts).filter((p) => p.part === 'transactions')
    expect(written.map((p) => p.id)).toEqual([target.financialTransactionId])
    expect(shim.writes.flatMap((w) => w.replacedParts)).toEqual([])
  })

  it('a write that fails is reported, the change stays, and the next write catches up', async () => {
    const idb = createTestIndexedDb()
    const shim = shimmed(idb.open())
    const keeping: boolean[] = []
    const db = await openDb({ store: shim.store, onKeepingChanged: (k) => keeping.push(k) })
    shim.failing = true
    expect(E.isRight(db.createFinancialAccount({ name: 'Barkasse', type: 'GIRO' }))).toBe(true)
    await db.storeSettled()
    expect(keeping).toEqual([false])
    expect(db.listFinancialAccounts({}).map((a) => a.name)).toContain('Barkasse')
    // Not kept yet: a reload now would not find it.
    const meanwhile = await openDb({ store: idb.open() })
    expect(meanwhile.listFinancialAccounts({}).map((a) => a.name)).not.toContain('Barkasse')
    await meanwhile.storeSettled()

    shim.failing = false
    db.saveUserSetting('kontor.test', 'x')
    await db.storeSettled()
    expect(keeping).toEqual([false, true])
    const reloaded = await openDb({ store: idb.open() })
    expect(reloaded.listFinancialAccounts({}).map((a) => a.name)).toContain('Barkasse')
    expect(stateOf(reloaded)).toEqual(stateOf(db))
  })

  it('a store that cannot be opened at all: the demo goes on in memory and says it keeps nothing', async () => {
    const keeping: boolean[] = []
    const broken: MemoryRecordStore = {
      readValues: () => Promise.reject(new Error('blocked')),
      readRecords: () => Promise.reject(new Error('blocked')),
      write: () => Promise.reject(new Error('blocked')),
      clear: () => Promise.reject(new Error('blocked')),
      setAside: () => Promise.reject(new Error('blocked')),
    }
    const db = await openDb({ store: broken, onKeepingChanged: (k) => keeping.push(k) })
    expect(E.isRight(db.createFinancialAccount({ name: 'Im Speicher', type: 'GIRO' }))).toBe(true)
    await db.storeSettled()
    expect(keeping).toEqual([false])
    expect(db.listFinancialAccounts({}).map((a) => a.name)).toContain('Im Speicher')
  })

  it("tabs: one tab's change reaches the other without a reload, and a reset reaches both", async () => {
    const idb = createTestIndexedDb()
    const channels = createTestChannels()
    const heard: string[] = []
    const a = await openDb({ store: idb.open(), channel: channels.open() })
    const b = await openDb({ store: idb.open(), channel: channels.open(), onChangedElsewhere: (kind) => heard.push(kind) })
    const seedNames = b.listFinancialAccounts({}).map((x) => x.name)

    a.createFinancialAccount({ name: 'Kasse Filiale', type: 'GIRO' })
    await a.storeSettled()
    await expect.poll(async () => (await b.storeReady(), b.listFinancialAccounts({}).map((x) => x.name))).toContain('Kasse Filiale')
    expect(heard).toContain('changed')

    await a.resetToSeed()
    await expect.poll(async () => (await b.storeReady(), b.listFinancialAccounts({}).map((x) => x.name))).toEqual(seedNames)
    expect(heard).toContain('reset')
    expect(a.listFinancialAccounts({}).map((x) => x.name)).toEqual(seedNames)
    const reloaded = await openDb({ store: idb.open() })
    expect(reloaded.listFinancialAccounts({}).map((x) => x.name)).toEqual(seedNames)
  })

  it('2,000 more transactions are kept, and a reload reads them back in order', async () => {
    const idb = createTestIndexedDb()
    const shim = shimmed(idb.open())
    const db = await openDb({ store: shim.store })
    const account = db.snapshot().accounts[0]
    if (account === undefined) throw new Error('the demo has accounts')
    db.listFinancialAccounts({})
    await db.storeSettled()
    const rows = Array.from({ length: 2000 }, (_, i) => i)
    const before = db.snapshot().transactionData?.transactions.length ?? 0
    // Written into the state as the import's end does: appended to the transactions.
    db.restore({
      ...db.snapshot(),
      transactionData: {
        ...(db.snapshot().transactionData ?? { transactions: [], reservedTransactions: [], vouchers: [], payments: [], postingCategories: [], events: [] }),
        transactions: [
          ...(db.snapshot().transactionData?.transactions ?? []),
          ...rows.map((_, i) => ({
            financialTransactionId: `csv-${i}`,
            financialAccountId: account.financialAccountId,
            transactionDate: '2026-10-01',
            amount: -(i + 1),
            purpose: `Zeile ${i}`,
            lockVersion: 0,
          })),
        ],
      },
    })
    await db.storeSettled()
    const reloaded = await openDb({ store: idb.open() })
    const ids = reloaded.snapshot().transactionData?.transactions.map((t) => t.financialTransactionId) ?? []
    expect(ids).toHaveLength(before + 2000)
    expect(ids.slice(-3)).toEqual(['csv-1997', 'csv-1998', 'csv-1999'])
    expect(stateOf(reloaded)).toEqual(stateOf(db))
  })
})
