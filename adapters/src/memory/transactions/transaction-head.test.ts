/**
 * The first screen's lists and summaries kept with the bookkeeping (transaction-head.ts): after a reload they
 * answer before the stored bookkeeping is read, exactly as the bookkeeping answers once read, after any sequence of
 * reads and changes; a read not kept waits for the bookkeeping; a head that does not read back sets the store aside;
 * nothing is kept while an approval job runs.
 */
import { fc, test } from '@fast-check/vitest'
import { fixedClock, type TransactionsQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryBackendFromDb } from '../memory-backend.ts'
import type { MemoryDb, MemoryRecordStore, MemorySeed } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { createMemoryState } from '../store/state.ts'
import { createTestIndexedDb } from '../store/testing.ts'
import { encodeTransactionHead, listTransactionsRemembered } from './transaction-head.ts'
import { deriveAhead } from './derived.ts'
import { ignoreTransaction, listTransactions } from './transaction-lists.ts'
import type { StoredTransaction } from './transaction-state.ts'
import { right } from '../test-kit.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const TODAY = '2026-11-20'

const transactions: ReadonlyArray<StoredTransaction> = Array.from({ length: 20 }, (_, i) => ({
  financialTransactionId: `ft-${String(i).padStart(2, '0')}`,
  financialAccountId: i % 3 === 0 ? 'fa-2' : 'fa-1',
  transactionDate: `2026-11-${String((i % 19) + 1).padStart(2, '0')}`,
  amount: i % 2 === 0 ? -(i + 1) * 10.5 : (i + 1) * 3,
  purpose: `Rechnung ${i}`,
  recipientOrSenderName: `Kunde ${i % 5}`,
  lockVersion: 0,
}))

/** A seed whose transaction data loads on first use, as the demo's does. */
const lateSeed: MemorySeed = {
  financialAccounts: [
    { financialAccountId: 'fa-1', name: 'Girokonto', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] },
    { financialAccountId: 'fa-2', name: 'Kasse', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] },
  ],
  transactionData: () => Promise.resolve({ transactions, reservedTransactions: [], vouchers: [], payments: [], postingCategories: [] }),
}

const QUERIES: ReadonlyArray<TransactionsQuery> = [
  { pageNumber: 0, pageSize: 25 },
  { pageNumber: 1, pageSize: 15 },
  { pageNumber: 0, pageSize: 25, ignored: true },
  { pageNumber: 0, pageSize: 10, financialAccountIds: ['fa-2'] },
  { pageNumber: 0, pageSize: 25, searchTerm: 'kunde 3' },
  { pageNumber: 0, pageSize: 25, assignmentStates: ['UNASSIGNED'], ignored: false },
]

/** A store whose records (the bookkeeping) are read only once `release` was called. */
const heldStore = (store: MemoryRecordStore) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let recordReads = 0
  const held: MemoryRecordStore = {
    ...store,
    readRecords: (part) => {
      recordReads += 1
      return released.then(() => store.readRecords(part))
    },
  }
  return { store: held, release, recordReads: () => recordReads }
}

const backendOf = (db: MemoryDb) => createMemoryBackendFromDb(db, clock)

/**
 * A read and whether it has answered yet. The store holds the bookkeeping until released, so a read that answers
 * before is one the head answered; one that waits for the bookkeeping cannot answer before (no timing involved).
 */
const tracked = <A>(promise: Promise<A>) => {
  const read: { answered: boolean; answer: Promise<A> } = { answered: false, answer: promise }
  read.answer = promise.then((a) => {
    read.answered = true
    return a
  })
  return read
}

type Change =
  | { readonly kind: 'list'; readonly query: number }
  | { readonly kind: 'summary' }
  | { readonly kind: 'ignore'; readonly transaction: number }
  | { readonly kind: 'unignore'; readonly transaction: number }
  | { readonly kind: 'rename'; readonly name: string }

const idOf = (i: number) => transactions[i % transactions.length]?.financialTransactionId ?? ''

const apply = async (db: MemoryDb, change: Change): Promise<void> => {
  const backend = backendOf(db)
  if (change.kind === 'list') await backend.transactions.listTransactions(QUERIES[change.query] as TransactionsQuery)()
  else if (change.kind === 'summary') await backend.transactions.getTransactionSummary(TODAY as never)()
  else if (change.kind === 'ignore') db.ignoreTransaction(idOf(change.transaction), { ignoreReason: 'Privat' })
  else if (change.kind === 'unignore') db.unignoreTransaction(idOf(change.transaction))
  else {
    const account = right(db.getFinancialAccount('fa-2'))
    db.updateFinancialAccount('fa-2', { name: change.name, type: account.type, lockVersion: account.lockVersion } as never)
  }
}

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('list' as const), query: fc.nat(QUERIES.length - 1) }),
  fc.constant({ kind: 'summary' as const }),
  fc.record({ kind: fc.constant('ignore' as const), transaction: fc.nat(19) }),
  fc.record({ kind: fc.constant('unignore' as const), transaction: fc.nat(19) }),
  fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Kasse', 'Barkasse', 'Handkasse') }),
)

describe('the first screen after a reload', () => {
  it('lists and sums what it kept before the bookkeeping is read, as the bookkeeping does; other reads wait for it', async () => {
    const idb = createTestIndexedDb()
    const db = createMemoryDb(lateSeed, clock, { store: idb.open() })
    const backend = backendOf(db)
    const first = QUERIES[0] as TransactionsQuery
    await backend.transactions.listTransactions(first)()
    db.ignoreTransaction(idOf(3), { ignoreReason: 'Privat' })
    const expected = right(await backend.transactions.listTransactions(first)())
    const summary = right(await backend.transactions.getTransactionSummary(TODAY as never)())
    await db.storeSettled()

    const held = heldStore(idb.open())
    const reloadedDb = createMemoryDb(lateSeed, clock, { store: held.store })
    const reloaded = backendOf(reloadedDb)
    expect(await reloaded.transactions.listTransactions(first)()).toEqual(E.right(expected))
    expect(await reloaded.transactions.getTransactionSummary(TODAY as never)()).toEqual(E.right(summary))
    const notKept = tracked(reloaded.transactions.listTransactions(QUERIES[2] as TransactionsQuery)())
    await reloaded.transactions.listTransactions(first)()
    expect(notKept.answered).toBe(false)
    expect(held.recordReads()).toBeLessThanOrEqual(1) // the bookkeeping's read has begun at most, not ended
    held.release()
    expect(E.isRight(await notKept.answer)).toBe(true)
    await reloadedDb.transactionDataReady()
    expect(await reloaded.transactions.listTransactions(first)()).toEqual(E.right(expected))
  })

  test.prop([fc.array(changeArb, { minLength: 1, maxLength: 12 })], { numRuns: 25 })(
    'after any reads and changes, every kept answer is the one the bookkeeping gives once read',
    async (changes) => {
      const idb = createTestIndexedDb()
      const db = createMemoryDb(lateSeed, clock, { store: idb.open() })
      // Each change written on its own, as the UI's calls come.
      for (const change of changes) {
        await apply(db, change)
        await db.storeSettled()
      }

      const held = heldStore(idb.open())
      const reloadedDb = createMemoryDb(lateSeed, clock, { store: held.store })
      const reloaded = backendOf(reloadedDb)
      const asked = [...new Set(changes.flatMap((c) => (c.kind === 'list' ? [c.query] : [])))].sort((a, b) => a - b)
      const summaryAsked = changes.some((c) => c.kind === 'summary')
      const reads = QUERIES.map((query) => tracked(reloaded.transactions.listTransactions(query)()))
      const summaryRead = tracked(reloaded.transactions.getTransactionSummary(TODAY as never)())
      // The queries read before answer while the bookkeeping is held; the others wait for it.
      const early = await Promise.all(asked.map((i) => reads[i]?.answer))
      const earlySummary = summaryAsked ? await summaryRead.answer : undefined
      expect(reads.flatMap((read, i) => (read.answered ? [i] : []))).toEqual(asked)
      held.release()
      await reloadedDb.transactionDataReady()
      const late = await Promise.all(QUERIES.map((query) => reloaded.transactions.listTransactions(query)()))
      const lateSummary = await reloaded.transactions.getTransactionSummary(TODAY as never)()
      early.forEach((answer, k) => expect(answer).toEqual(late[asked[k] ?? -1]))
      if (summaryAsked) expect(earlySummary).toEqual(lateSummary)
    },
  )

  it('a head that does not read back sets the stored state aside for the seed, said once', async () => {
    const idb = createTestIndexedDb()
    const db = createMemoryDb(lateSeed, clock, { store: idb.open() })
    await backendOf(db).transactions.listTransactions(QUERIES[0] as TransactionsQuery)()
    await db.storeSettled()
    const store = idb.open()
    await store.write({ values: [['transactionHead', { lists: [{ query: '{}', content: 'kaputt' }], summaries: [] }]], replacedParts: [], puts: [], deletes: [], dropped: [] })
    const problems: string[] = []
    const reloaded = createMemoryDb(lateSeed, clock, { store: idb.open(), onStoredStateDiscarded: (problem) => problems.push(problem) })
    await reloaded.storeReady()
    expect(problems).toEqual(['unreadable'])
  })

  it('keeps nothing while an approval job runs (its end books proposals the kept pages would not show)', () => {
    const state = createMemoryState({ ...lateSeed, transactionData: { transactions, reservedTransactions: [], vouchers: [], payments: [], postingCategories: [] } }, clock)
    right(listTransactionsRemembered(state, { pageNumber: 0, pageSize: 25 } as never))
    expect(encodeTransactionHead(state).lists).toHaveLength(1)
    state.proposalData.approvals = [
      { approvalId: 'ap-1', requestDate: clock.now().toISOString(), requestProposalCount: 1, startedAt: clock.now().toISOString(), doneAt: clock.now().toISOString(), proposalIds: [], bookedProposalsCount: null },
    ]
    expect(encodeTransactionHead(state)).toEqual({ lists: [], summaries: [] })
  })
})

describe('the derived values built ahead in steps after a reload (deriveAhead)', () => {
  const loaded = () =>
    createMemoryState({ ...lateSeed, transactionData: { transactions, reservedTransactions: [], vouchers: [], payments: [], postingCategories: [] } }, clock)

  it('are the ones a read builds at once', async () => {
    const ahead = loaded()
    await deriveAhead(ahead, () => Promise.resolve())
    expect(ahead.transactionData.derived).toBeDefined()
    for (const query of QUERIES) expect(listTransactions(ahead, query as never)).toEqual(listTransactions(loaded(), query as never))
  })

  it('are left to the next read when the records change between two steps', async () => {
    const state = loaded()
    let steps = 0
    await deriveAhead(state, async () => {
      steps += 1
      if (steps === 1) right(ignoreTransaction(state, idOf(0), { ignoreReason: 'Privat' }))
    })
    expect(right(listTransactions(state, { pageNumber: 0, pageSize: 25, ignored: true } as never)).totalElements).toBe(1)
  })
})
