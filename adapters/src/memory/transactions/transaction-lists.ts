/**
 * The transaction lists of the memory db: the booked transactions (filtered, searched, one page), their summary,
 * booking state and latest, ignoring one; the reserved transactions and their summary.
 */
import {
  LocalDateCodec,
  TRANSACTIONS_PAGE_SIZE,
  RESERVED_TRANSACTIONS_PAGE_SIZE,
  validateTransactionDateRange,
  validateTransactionSearchTerm,
  type IgnoreTransactionRequest,
  type Money,
  type ReservedTransactionState,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { ReservedTransactionsSearch, TransactionsSearch } from '../../wire/transaction-queries.ts'
import { TRANSACTION_QUERY } from '../../wire/transaction-queries.ts'
import { HTTP_BAD_REQUEST, accountNotFound, badRequest, fail, invalidQueryParameter, issueOf, staleLock, type DbResult } from '../store/failures.ts'
import { bumped, copyOf, findAccount, isStale, type MemoryState } from '../store/state.ts'
import {
  FLAG_ACCEPTED_PROPOSAL,
  FLAG_IGNORED,
  FLAG_PENDING_PROPOSAL,
  STATE_CODES,
  STATE_SHIFT,
  bookingStateOf,
  changed,
  dateKeyOf,
  derivedOf,
  moneyOf,
  openAfter,
  searchMatches,
  wireOf,
  type Derived,
  type TransactionRow,
} from './derived.ts'
import {
  TRANSACTION_ISSUE_KEYS,
  answerTransaction,
  findRow,
  rowFactsOf,
  transactionNotFound,
  transactionWireFrom,
  transactionWireOf,
  withIssues,
  type TransactionRowFacts,
} from './transaction-answers.ts'
import type { StoredReservedTransaction, StoredTransaction } from './transaction-state.ts'

/**
 * chosen: a search term matching more transactions than this is refused with TOO_MANY_TRANSACTIONS_IN_SEARCH
 * (hub 8), as the server refuses a search it would have to page through too far.
 */
export const TRANSACTION_SEARCH_MAX_MATCHES_COUNT = 10_000
/** chosen: the largest page the list answers. */
export const TRANSACTIONS_MAX_PAGE_SIZE = 1_000
/** chosen: how many transactions the account's latest list holds. */
export const LATEST_TRANSACTIONS_COUNT = 10

// --- the transaction list

const isDate = (value: string | undefined): boolean => value === undefined || LocalDateCodec.is(value)

const pageOf = <A>(items: ReadonlyArray<A>, pageNumber: number, pageSize: number): ReadonlyArray<A> =>
  items.slice(pageNumber * pageSize, pageNumber * pageSize + pageSize)

/** A page size the db answers, or the 400 on pageSize. */
const checkedPageSize = (size: number | undefined, fallback: number): DbResult<number> =>
  size === undefined ? E.right(fallback) : size < 1 || size > TRANSACTIONS_MAX_PAGE_SIZE ? invalidQueryParameter(TRANSACTION_QUERY.pageSize) : E.right(size)

/** The first list position whose date key is at or below `key` (dateKeys falls). */
const firstAtOrBelow = (dateKeys: Int32Array, key: number): number => {
  let low = 0
  let high = dateKeys.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((dateKeys[mid] ?? 0) > key) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The filters of a query but the search term, read once into what the list's loop compares: the slice of list
 * positions of the date range, the flag bits that must be as given, the booking states and accounts allowed.
 */
interface RowFilter {
  readonly begin: number
  readonly end: number
  readonly flagMask: number
  readonly flagValue: number
  /** Bit (1 << state code) per allowed booking state; undefined: any. */
  readonly stateBits: number | undefined
  /** 1 per allowed account index; undefined: any. */
  readonly accounts: Uint8Array | undefined
  readonly transactionIds: ReadonlySet<string> | undefined
}

const rowFilterOf = (state: MemoryState, derived: Derived, q: TransactionsSearch): RowFilter => {
  const flagOf = (flag: number, wanted: boolean | undefined) => (wanted === undefined ? [0, 0] : [flag, wanted ? flag : 0])
  const parts = [
    flagOf(FLAG_IGNORED, q.ignored),
    flagOf(FLAG_PENDING_PROPOSAL, q.pendingProposals),
    flagOf(FLAG_ACCEPTED_PROPOSAL, q.acceptedProposals),
  ]
  let accounts: Uint8Array | undefined
  if (q.financialAccountIds !== undefined) {
    accounts = new Uint8Array(derived.accountIndexById.size)
    for (const id of q.financialAccountIds) {
      const index = derived.accountIndexById.get(id)
      if (index !== undefined) accounts[index] = 1
    }
  }
  return {
    begin: q.dateTo === undefined ? 0 : firstAtOrBelow(derived.dateKeys, dateKeyOf(q.dateTo)),
    end: q.dateFrom === undefined ? derived.rows.length : firstAtOrBelow(derived.dateKeys, dateKeyOf(q.dateFrom) - 1),
    flagMask: parts.reduce((mask, [flag = 0]) => mask | flag, 0),
    flagValue: parts.reduce((value, [, wanted = 0]) => value | wanted, 0),
    stateBits: q.assignmentStates?.reduce((bits, s) => bits | (1 << STATE_CODES[s]), 0),
    accounts,
    transactionIds:
      q.voucherId === undefined
        ? undefined
        : new Set((derivedOf(state).paymentsByVoucher.get(q.voucherId) ?? []).flatMap((p) => p.financialTransactionId ?? [])),
  }
}

/**
 * The query's dates in wire form (YYYY-MM-DD, else the parameter cannot be read), then core's rules of the date range
 * and the search term (issues on dateFrom, dateTo, searchTerm); gives the query with the term as it is searched for.
 */
const checkTransactionsQuery = (q: TransactionsSearch): DbResult<TransactionsSearch> => {
  if (!isDate(q.dateFrom)) return invalidQueryParameter(TRANSACTION_QUERY.dateFrom)
  if (!isDate(q.dateTo)) return invalidQueryParameter(TRANSACTION_QUERY.dateTo)
  const range = validateTransactionDateRange(q.dateFrom ?? '', q.dateTo ?? '')
  const term = validateTransactionSearchTerm(q.searchTerm ?? '')
  const issues = [...(E.isLeft(range) ? range.left : []), ...(E.isLeft(term) ? term.left : [])]
  if (issues.length > 0 || E.isLeft(term)) return withIssues(issues)
  return E.right({ ...q, searchTerm: term.right })
}

/**
 * GET v3/financialTransactions: every parameter filters (an absent one does not), newest first, one page. A search
 * term is matched case-insensitively in purpose, counterparty, additional info and the amount as de-DE text
 * ("1.234,56" or "1234,56"); one that matches more than TRANSACTION_SEARCH_MAX_MATCHES_COUNT is refused.
 */
export const listTransactions = (state: MemoryState, query: TransactionsSearch) =>
  E.map((page: TransactionRowsPage) => ({ ...page, content: page.content.map((row) => transactionWireFrom(state, row)) }))(listTransactionRows(state, query))

/** A page of transactions as listTransactions answers it, each row before its account's name and logos are added. */
export interface TransactionRowsPage {
  readonly content: ReadonlyArray<TransactionRowFacts>
  readonly totalElements: number
  readonly pageNumber: number
  readonly pageSize: number
}

/** listTransactions' page, its rows without their accounts' names and logos (transaction-head.ts keeps them so). */
export const listTransactionRows = (state: MemoryState, query: TransactionsSearch): DbResult<TransactionRowsPage> => {
  const checked = checkTransactionsQuery(query)
  if (E.isLeft(checked)) return checked
  const pageSize = checkedPageSize(query.pageSize, TRANSACTIONS_PAGE_SIZE)
  if (E.isLeft(pageSize)) return pageSize
  const pageNumber = query.pageNumber ?? 0
  const term = checked.right.searchTerm?.toLowerCase() ?? ''
  const derived = derivedOf(state)
  const { rows, flags, accountIndexes } = derived
  const search = term === '' ? undefined : searchMatches(derived, term)
  if (search !== undefined && search.count > TRANSACTION_SEARCH_MAX_MATCHES_COUNT) {
    return fail(HTTP_BAD_REQUEST, issueOf(TRANSACTION_ISSUE_KEYS.tooManyTransactionsInSearch, TRANSACTION_QUERY.searchTerm))
  }
  const found = search?.matches
  const { begin, end, flagMask, flagValue, stateBits, accounts, transactionIds } = rowFilterOf(state, derived, checked.right)
  // Only the page's rows are kept; the rest are counted (a list of 100,000 matches is never built).
  const first = pageNumber * pageSize.right
  const last = first + pageSize.right
  const onPage: TransactionRow[] = []
  let total = 0
  for (let i = begin; i < end; i += 1) {
    if (found !== undefined && found[i] !== 1) continue
    const bits = flags[i] ?? 0
    if ((bits & flagMask) !== flagValue) continue
    if (stateBits !== undefined && (stateBits & (1 << (bits >> STATE_SHIFT))) === 0) continue
    if (accounts !== undefined && accounts[accountIndexes[i] ?? 0] !== 1) continue
    if (transactionIds !== undefined && !transactionIds.has(rows[i]?.record.financialTransactionId ?? '')) continue
    if (total >= first && total < last) {
      const row = rows[i]
      if (row !== undefined) onPage.push(row)
    }
    total += 1
  }
  return E.right({
    content: onPage.map(rowFactsOf),
    totalElements: total,
    pageNumber,
    pageSize: pageSize.right,
  })
}

/**
 * GET v1/financialTransactions/summary: the open transactions (not completely assigned, not ignored, amount not 0)
 * up to the request date, with and without a pending proposal.
 */
export const getTransactionSummary = (state: MemoryState, requestDate: string) => {
  if (!LocalDateCodec.is(requestDate)) return invalidQueryParameter(TRANSACTION_QUERY.requestDate)
  let withProposals = 0
  let withoutProposals = 0
  const until = dateKeyOf(requestDate)
  for (const row of derivedOf(state).rows) {
    if (row.dateKey > until || row.ignored || row.bookingState === 'COMPLETELY_ASSIGNED' || row.amountIsZero) continue
    if (row.pendingProposal) withProposals += 1
    else withoutProposals += 1
  }
  return E.right({ requestDate, openTransactionsWithProposals: withProposals, openTransactionsWithoutProposals: withoutProposals })
}

export const getBookingState = (state: MemoryState, id: string) => {
  const row = findRow(state, id)
  return row === undefined
    ? transactionNotFound()
    : E.right({
        financialTransactionId: id,
        bookingState: row.bookingState,
        openAmount: wireOf(row.openAmount),
        lockVersion: row.record.lockVersion ?? 0,
      })
}

export const listLatestTransactions = (state: MemoryState, financialAccountId: string) => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  return E.right(
    derivedOf(state)
      .rows.filter((row) => row.record.financialAccountId === financialAccountId)
      .slice(0, LATEST_TRANSACTIONS_COUNT)
      .map((row) => transactionWireOf(state, row)),
  )
}

export const replaceTransaction = (state: MemoryState, record: StoredTransaction): void => {
  state.transactionData.transactions = state.transactionData.transactions.map((t) =>
    t.financialTransactionId === record.financialTransactionId ? record : t,
  )
  changed(state)
}

/** POST …/ignore: only a transaction with nothing assigned; the reason is kept as its note. */
export const ignoreTransaction = (state: MemoryState, id: string, body: IgnoreTransactionRequest) => {
  const row = findRow(state, id)
  if (row === undefined) return transactionNotFound()
  if (isStale(body.lockVersion, row.record.lockVersion)) return staleLock()
  if (row.bookingState !== 'UNASSIGNED') return badRequest(TRANSACTION_ISSUE_KEYS.ignoreAssignedForbidden, 'financialTransactionId')
  replaceTransaction(state, {
    ...row.record,
    ignored: true,
    ignoreReason: body.ignoreReason,
    lockVersion: bumped(row.record.lockVersion),
  })
  return answerTransaction(state, id)
}

/** DELETE …/ignore: shown again, its ignore note deleted. */
export const unignoreTransaction = (state: MemoryState, id: string) => {
  const row = findRow(state, id)
  if (row === undefined) return transactionNotFound()
  const { ignoreReason: _deleted, ...rest } = row.record
  replaceTransaction(state, { ...rest, ignored: false, lockVersion: bumped(row.record.lockVersion) })
  return answerTransaction(state, id)
}

/** POST …/refreshExternalState: the memory bank has nothing newer; the transaction as it is. */
export const refreshExternalState = (state: MemoryState, id: string) => answerTransaction(state, id)

// --- reserved transactions

interface ReservedView {
  readonly openAmount: Money
  readonly state: ReservedTransactionState | null
}

export const reservedViewOf = (state: MemoryState, record: StoredReservedTransaction): ReservedView => {
  const payments = derivedOf(state).paymentsByReserved.get(record.reservedFinancialTransactionId)
  const openAmount = openAfter(moneyOf(record.amount), payments)
  const booking = bookingStateOf(openAmount, payments)
  return {
    openAmount,
    state: booking === 'UNASSIGNED' ? null : booking === 'COMPLETELY_ASSIGNED' ? 'completely_assigned' : 'partially_assigned',
  }
}

export const reservedWireOf = (state: MemoryState, record: StoredReservedTransaction) => {
  const view = reservedViewOf(state, record)
  return { ...copyOf(record), openAmount: wireOf(view.openAmount), state: view.state }
}

export const findReserved = (state: MemoryState, id: string): StoredReservedTransaction | undefined =>
  state.transactionData.reservedTransactions.find((r) => r.reservedFinancialTransactionId === id)

/** Newest first (createdDate), one account's or all. */
export const listReservedTransactions = (state: MemoryState, query: ReservedTransactionsSearch) => {
  const pageSize = checkedPageSize(query.pageSize, RESERVED_TRANSACTIONS_PAGE_SIZE)
  if (E.isLeft(pageSize)) return pageSize
  const pageNumber = query.pageNumber ?? 0
  const matching = state.transactionData.reservedTransactions
    .filter((r) => query.financialAccountId === undefined || r.financialAccountId === query.financialAccountId)
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      const da = a.record.createdDate ?? ''
      const db = b.record.createdDate ?? ''
      return da === db ? b.index - a.index : da < db ? 1 : -1
    })
  return E.right({
    content: pageOf(matching, pageNumber, pageSize.right).map(({ record }) => reservedWireOf(state, record)),
    totalElements: matching.length,
    pageNumber,
    pageSize: pageSize.right,
  })
}

export const getReservedTransactionSummary = (state: MemoryState) => {
  const all = state.transactionData.reservedTransactions
  return E.right({
    numberOfReservedTransactions: all.length,
    numberOfOpenReservedTransactions: all.filter((r) => reservedViewOf(state, r).state !== 'completely_assigned').length,
  })
}
