/**
 * The queries of the transaction calls on the wire (transactions-import-proposals 7 "Transactions", "Posting";
 * hub-and-business-account 3 "Transaction summary"), written by the HTTP client and read by the server, as
 * transfer-queries.ts does for the transfers. Chosen encodings: arrays as the parameter repeated once per value (an id
 * may hold a comma); booleans 'true'/'false'; numbers in decimal digits; a page counts from 0; dates as YYYY-MM-DD.
 * The readers only parse: whether a value is allowed (a date range's order, a search term's length) is the db's
 * decision, through core's rules.
 */
import {
  BookingStateCodec,
  type BookingState,
  type ReservedTransactionsQuery,
  type TransactionsQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

export const TRANSACTION_QUERY = {
  dateFrom: 'dateFrom',
  dateTo: 'dateTo',
  financialAccountIds: 'financialAccountIds',
  searchTerm: 'searchTerm',
  pageNumber: 'pageNumber',
  pageSize: 'pageSize',
  ignored: 'ignored',
  pendingProposals: 'pendingProposals',
  acceptedProposals: 'acceptedProposals',
  assignmentStates: 'assignmentStates',
  voucherId: 'voucherId',
  requestDate: 'requestDate',
  financialAccountId: 'financialAccountId',
  keyDate: 'keyDate',
} as const

/** A count the server reads: decimal digits only, at most 9 of them (no sign, no fraction, no exponent). */
const readCount = (params: URLSearchParams, name: string): E.Either<QueryProblem, number | undefined> => {
  const value = params.get(name)
  if (value === null || value === '') return E.right(undefined)
  return /^\d{1,9}$/.test(value) ? E.right(Number(value)) : E.left({ parameter: name })
}

const readBoolean = (params: URLSearchParams, name: string): E.Either<QueryProblem, boolean | undefined> => {
  const value = params.get(name)
  if (value === null || value === '') return E.right(undefined)
  return value === 'true' ? E.right(true) : value === 'false' ? E.right(false) : E.left({ parameter: name })
}

/** A text parameter; empty reads as not given. */
const readText = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)
  return value === null || value === '' ? undefined : value
}

/** Every booking state asked for, each a state the server knows; none given filters nothing. */
const readStates = (params: URLSearchParams): E.Either<QueryProblem, ReadonlyArray<BookingState> | undefined> => {
  const values = params.getAll(TRANSACTION_QUERY.assignmentStates)
  if (values.length === 0) return E.right(undefined)
  return values.every((v) => BookingStateCodec.is(v))
    ? E.right(values as ReadonlyArray<BookingState>)
    : E.left({ parameter: TRANSACTION_QUERY.assignmentStates })
}

const setIfGiven = (params: URLSearchParams, name: string, value: string | boolean | undefined): void => {
  if (value !== undefined) params.set(name, String(value))
}

export const toTransactionsSearchParams = (q: TransactionsQuery): URLSearchParams => {
  const params = new URLSearchParams()
  setIfGiven(params, TRANSACTION_QUERY.dateFrom, q.dateFrom)
  setIfGiven(params, TRANSACTION_QUERY.dateTo, q.dateTo)
  for (const id of q.financialAccountIds ?? []) params.append(TRANSACTION_QUERY.financialAccountIds, id)
  setIfGiven(params, TRANSACTION_QUERY.searchTerm, q.searchTerm)
  params.set(TRANSACTION_QUERY.pageNumber, String(q.pageNumber))
  params.set(TRANSACTION_QUERY.pageSize, String(q.pageSize))
  setIfGiven(params, TRANSACTION_QUERY.ignored, q.ignored)
  setIfGiven(params, TRANSACTION_QUERY.pendingProposals, q.pendingProposals)
  setIfGiven(params, TRANSACTION_QUERY.acceptedProposals, q.acceptedProposals)
  for (const state of q.assignmentStates ?? []) params.append(TRANSACTION_QUERY.assignmentStates, state)
  setIfGiven(params, TRANSACTION_QUERY.voucherId, q.voucherId)
  return params
}

/**
 * The transactions query as the server reads it. A page number or size left out reads as undefined (the db picks
 * page 0 and the list's 50); dates are texts the db checks. An empty financialAccountIds list filters nothing.
 */
export interface TransactionsSearch extends Omit<TransactionsQuery, 'pageNumber' | 'pageSize'> {
  readonly pageNumber: number | undefined
  readonly pageSize: number | undefined
}

export const fromTransactionsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, TransactionsSearch> => {
  const pageNumber = readCount(params, TRANSACTION_QUERY.pageNumber)
  if (E.isLeft(pageNumber)) return pageNumber
  const pageSize = readCount(params, TRANSACTION_QUERY.pageSize)
  if (E.isLeft(pageSize)) return pageSize
  const ignored = readBoolean(params, TRANSACTION_QUERY.ignored)
  if (E.isLeft(ignored)) return ignored
  const pendingProposals = readBoolean(params, TRANSACTION_QUERY.pendingProposals)
  if (E.isLeft(pendingProposals)) return pendingProposals
  const acceptedProposals = readBoolean(params, TRANSACTION_QUERY.acceptedProposals)
  if (E.isLeft(acceptedProposals)) return acceptedProposals
  const assignmentStates = readStates(params)
  if (E.isLeft(assignmentStates)) return assignmentStates
  const accountIds = params.getAll(TRANSACTION_QUERY.financialAccountIds)
  return E.right({
    pageNumber: pageNumber.right,
    pageSize: pageSize.right,
    dateFrom: readText(params, TRANSACTION_QUERY.dateFrom),
    dateTo: readText(params, TRANSACTION_QUERY.dateTo),
    financialAccountIds: accountIds.length === 0 ? undefined : accountIds,
    searchTerm: readText(params, TRANSACTION_QUERY.searchTerm),
    ignored: ignored.right,
    pendingProposals: pendingProposals.right,
    acceptedProposals: acceptedProposals.right,
    assignmentStates: assignmentStates.right,
    voucherId: readText(params, TRANSACTION_QUERY.voucherId),
  })
}

export const toReservedTransactionsSearchParams = (q: ReservedTransactionsQuery): URLSearchParams => {
  const params = new URLSearchParams()
  setIfGiven(params, TRANSACTION_QUERY.financialAccountId, q.financialAccountId)
  params.set(TRANSACTION_QUERY.pageNumber, String(q.pageNumber))
  params.set(TRANSACTION_QUERY.pageSize, String(q.pageSize))
  return params
}

export interface ReservedTransactionsSearch {
  readonly financialAccountId: string | undefined
  readonly pageNumber: number | undefined
  readonly pageSize: number | undefined
}

export const fromReservedTransactionsSearchParams = (
  params: URLSearchParams,
): E.Either<QueryProblem, ReservedTransactionsSearch> => {
  const pageNumber = readCount(params, TRANSACTION_QUERY.pageNumber)
  if (E.isLeft(pageNumber)) return pageNumber
  const pageSize = readCount(params, TRANSACTION_QUERY.pageSize)
  if (E.isLeft(pageSize)) return pageSize
  return E.right({
    financialAccountId: readText(params, TRANSACTION_QUERY.financialAccountId),
    pageNumber: pageNumber.right,
    pageSize: pageSize.right,
  })
}

/** One text parameter (requestDate, searchTerm, keyDate), written when given. */
export const toTextSearchParams = (name: string, value: string): URLSearchParams => {
  const params = new URLSearchParams()
  params.set(name, value)
  return params
}

/** One text parameter as the server reads it: absent reads as empty (the db decides what empty means). */
export const fromTextSearchParams = (params: URLSearchParams, name: string): string => params.get(name) ?? ''
