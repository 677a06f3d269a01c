/**
 * The transaction list over 100,000 transactions in the memory backend (issue 12 "Benchmarks"): p50 and p95 of one
 * listTransactions call of the db (the memory routes' operation, as demo mode and the reference server answer it) for
 * a search term, a date range and the open filter. Goal p95 ≤ 16 ms. The first call builds the derived values (open
 * amounts, states, search texts) once; it is reported apart, as a change of the records costs it again.
 */
import { createMemoryDb, type MemoryTransactionsSeed, type StoredTransaction } from '@kontor/adapters/memory'
import { fixedClock, toTransactionFilterQuery, type TransactionsQuery } from '@kontor/core'
import { demoFinancialAccounts } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'

export const TRANSACTION_LIST_SIZE = 100_000
const ROUNDS = 60
const GOAL_P95_MS = 16

const PURPOSES = ['Miete Büro', 'Gehalt', 'Kartenzahlung REWE', 'SEPA Lastschrift Telekom', 'Überweisung Kunde', 'Kontoführung', 'Tankstelle Aral']
const NAMES = ['Hausverwaltung Schulz', 'Bäckerei Kunz GmbH', 'Deutsche Telekom AG', 'REWE Markt', 'Agentur Nord', 'Druckerei Schneider KG']

/** Deterministic records (a small LCG): two years of days, amounts in whole cents, every tenth one assigned. */
const generated = (count: number): MemoryTransactionsSeed => {
  let seed = 11
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
  const accountIds = demoFinancialAccounts.map((a) => a.financialAccountId)
  const start = Date.UTC(2024, 10, 20)
  const transactions: StoredTransaction[] = Array.from({ length: count }, (_, i) => ({
    financialTransactionId: `tx-${i}`,
    financialAccountId: accountIds[next() % accountIds.length] ?? 'fa',
    transactionDate: new Date(start + (next() % 730) * 86_400_000).toISOString().slice(0, 10),
    amount: ((next() % 2_000_001) - 1_000_000) / 100 || 1,
    purpose: `${PURPOSES[next() % PURPOSES.length] ?? ''} ${i}`,
    recipientOrSenderName: NAMES[next() % NAMES.length] ?? '',
    lockVersion: 0,
  }))
  return { transactions, reservedTransactions: [], vouchers: [], payments: [], postingCategories: [] }
}

const percentile = (values: number[], p: number): number => [...values].sort((a, b) => a - b)[Math.ceil((values.length * p) / 100) - 1] ?? Number.NaN

export const benchTransactionList = (): string[] => {
  const db = createMemoryDb({ financialAccounts: demoFinancialAccounts, transactionData: generated(TRANSACTION_LIST_SIZE) }, fixedClock(new Date('2026-11-20T09:00:00Z')))
  const page = (q: Partial<TransactionsQuery>) => ({ pageNumber: 0, pageSize: 50, ...q })
  const firstStart = performance.now()
  db.listTransactions(page({}))
  const firstMs = performance.now() - firstStart
  const open = toTransactionFilterQuery('open')
  const queries: ReadonlyArray<readonly [string, ReturnType<typeof page>]> = [
    ['search term "telekom 12"', page({ searchTerm: 'telekom 12' })],
    ['date range (one month)', page({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })],
    ['open filter', page({ assignmentStates: open.assignmentStates, ignored: open.ignored })],
  ]
  const lines = [`transaction list over ${TRANSACTION_LIST_SIZE.toLocaleString('en')} memory transactions (goal p95 ≤ ${GOAL_P95_MS} ms)`]
  lines.push(`  first call (derived values built): ${firstMs.toFixed(1)} ms`)
  for (const [name, query] of queries) {
    const times: number[] = []
    let total = 0
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now()
      const answer = db.listTransactions(query)
      times.push(performance.now() - start)
      if (E.isLeft(answer)) throw new Error(`bench query refused: ${JSON.stringify(answer.left)}`)
      total = answer.right.totalElements
    }
    const p95 = percentile(times, 95)
    lines.push(
      `  ${name}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ${total} matches ${p95 <= GOAL_P95_MS ? '✓' : '✗ over the goal'}`,
    )
  }
  return lines
}
