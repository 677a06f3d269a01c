/**
 * Issue 24 "Start-up reads what the first screen needs first": the first pages of the transaction lists and the
 * transaction summaries this db answered last, kept in the store beside the bookkeeping they were made from (one
 * write holds both). After a reload they answer those reads at once, while the bookkeeping (possibly 100,000
 * records, about two seconds to read back) is still being read; every other read waits for it, as before.
 *
 * - Kept: the last TRANSACTION_HEAD_LISTS list queries (a page of at most TRANSACTION_HEAD_MAX_PAGE_SIZE) and the
 *   last TRANSACTION_HEAD_SUMMARIES summary dates; their answers are made again from the records whenever the
 *   transactions, payments or approvals change (store/store-parts.ts), so they are never older than the bookkeeping.
 * - Not kept while an approval job runs: its end books proposals on the first call after it, which a kept page would
 *   not show.
 * - Served only while the state holds the seed's stand-in for stored bookkeeping (transactionSeed.pending); the rows
 *   get their account's name and logos as the accounts are now.
 */
import { BookingStateCodec, type TransactionSummary } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { TransactionsSearch } from '../../wire/transaction-queries.ts'
import { TRANSACTION_HEAD_LISTS, TRANSACTION_HEAD_MAX_PAGE_SIZE, TRANSACTION_HEAD_SUMMARIES } from '../constants.ts'
import type { DbResult } from '../store/failures.ts'
import { CountCodec } from '../store/codec-kit.ts'
import { StoredTransactionCodec } from '../store/bookkeeping-codecs.ts'
import type { MemoryState } from '../store/state.ts'
import type { StoredTransactionHead } from './transaction-state.ts'
import { transactionWireFrom } from './transaction-answers.ts'
import { getTransactionSummary, listTransactionRows, listTransactions, type TransactionRowsPage } from './transaction-lists.ts'

const StoredHeadListCodec = t.exact(
  t.type({
    query: t.string,
    content: t.readonlyArray(t.exact(t.type({ record: StoredTransactionCodec, openAmount: t.number, bookingState: BookingStateCodec }))),
    totalElements: CountCodec,
    pageNumber: CountCodec,
    pageSize: CountCodec,
  }),
)

const StoredHeadSummaryCodec = t.exact(
  t.type({ requestDate: t.string, openTransactionsWithProposals: CountCodec, openTransactionsWithoutProposals: CountCodec }),
)

/** The head as the store keeps it (checked when read back: nothing but these fields becomes state). */
export const StoredTransactionHeadCodec = t.exact(
  t.type({ lists: t.readonlyArray(StoredHeadListCodec), summaries: t.readonlyArray(StoredHeadSummaryCodec) }),
)
/** A list query as a key: the search as the route reads it from its parameters, so the same request is the same key. */
const queryKeyOf = (query: TransactionsSearch): string => JSON.stringify(query)

const remembered = (known: ReadonlyArray<string>, key: string, most: number): ReadonlyArray<string> =>
  known.includes(key) ? known : [key, ...known].slice(0, most)

const servesStored = (state: MemoryState): StoredTransactionHead | undefined =>
  state.transactionSeed.pending ? state.transactionHead.stored : undefined

/** GET v3/financialTransactions with the query remembered for the head (a small page that was answered). */
export const listTransactionsRemembered = (state: MemoryState, query: TransactionsSearch) => {
  const answer = listTransactions(state, query)
  if (E.isRight(answer) && answer.right.pageSize <= TRANSACTION_HEAD_MAX_PAGE_SIZE) {
    state.transactionHead.queries = remembered(state.transactionHead.queries, queryKeyOf(query), TRANSACTION_HEAD_LISTS)
  }
  return answer
}

/** GET v1/financialTransactions/summary with its date remembered for the head. */
export const getTransactionSummaryRemembered = (state: MemoryState, requestDate: string) => {
  const answer = getTransactionSummary(state, requestDate)
  if (E.isRight(answer)) state.transactionHead.summaryDates = remembered(state.transactionHead.summaryDates, requestDate, TRANSACTION_HEAD_SUMMARIES)
  return answer
}

/** The list's first answer as the store kept it, while the stored bookkeeping is not read yet; else undefined. */
export const headListOf = (state: MemoryState, query: TransactionsSearch): DbResult<unknown> | undefined => {
  const key = queryKeyOf(query)
  const list = servesStored(state)?.lists.find((l) => l.query === key)
  if (list === undefined) return undefined
  const { query: _query, ...page } = list
  return E.right({ ...page, content: page.content.map((row) => transactionWireFrom(state, row)) })
}

/** The summary as the store kept it, while the stored bookkeeping is not read yet; else undefined. */
export const headSummaryOf = (state: MemoryState, requestDate: string): DbResult<TransactionSummary> | undefined => {
  const summary = servesStored(state)?.summaries.find((s) => s.requestDate === requestDate)
  return summary === undefined ? undefined : E.right(summary)
}

/** What the head is made from: any of these replaced, its answers are made again. */
export const transactionHeadPieces = (state: MemoryState): ReadonlyArray<unknown> => [
  state.transactionData.transactions,
  state.transactionData.payments,
  state.proposalData.approvals,
  state.transactionHead.queries,
  state.transactionHead.summaryDates,
]

const isApprovalRunning = (state: MemoryState): boolean => state.proposalData.approvals.some((a) => a.bookedProposalsCount === null)

/** The head of the state's bookkeeping as the store keeps it (its answers made now, from the records). */
export const encodeTransactionHead = (state: MemoryState): StoredTransactionHead => {
  if (isApprovalRunning(state)) return { lists: [], summaries: [] }
  const lists = state.transactionHead.queries.flatMap((query) => {
    const page = listTransactionRows(state, JSON.parse(query) as TransactionsSearch)
    return E.isRight(page) ? [{ query, ...(page.right satisfies TransactionRowsPage) }] : []
  })
  const summaries = state.transactionHead.summaryDates.flatMap((date) => {
    const summary = getTransactionSummary(state, date)
    return E.isRight(summary) ? [summary.right] : []
  })
  return StoredTransactionHeadCodec.encode({ lists, summaries })
}

/** Puts a stored head into the state: its answers for the first screen, its queries to be kept on. */
export const restoreTransactionHead = (state: MemoryState, head: StoredTransactionHead): void => {
  state.transactionHead.stored = head
  state.transactionHead.queries = head.lists.map((l) => l.query)
  state.transactionHead.summaryDates = head.summaries.map((s) => s.requestDate)
}
