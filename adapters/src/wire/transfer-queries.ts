/**
 * The queries of the bank transfer calls on the wire (accounts-and-transfers 7.2 and 7.3; transactions-import-proposals
 * 7 "Bank transfers"), written by the HTTP client and read by the server, as banking-queries.ts does for the banking
 * calls. Chosen encodings: numbers in decimal digits; bankTransferIds as the parameter repeated once per id (an id may
 * hold a comma); a page counts from 0.
 * The readers only parse: whether a value is allowed is the memory db's decision.
 */
import { CONTACT_SEARCH_MAX_RESULTS_COUNT, type TransferPageQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

export const TRANSFER_QUERY = {
  bankTransferIds: 'bankTransferIds',
  pageNumber: 'pageNumber',
  pageSize: 'pageSize',
  status: 'status',
  firstRow: 'firstRow',
  numRows: 'numRows',
  query: 'query',
} as const

/**
 * The status the executed list asks for. Spec: "GET {token} (pageNumber, pageSize, status)" without the value;
 * chosen: EXECUTED.
 */
export const EXECUTED_LIST_STATUS = 'EXECUTED'

/** A count the server reads: decimal digits only, at most 9 of them (no sign, no fraction, no exponent). */
const readCount = (params: URLSearchParams, name: string): E.Either<QueryProblem, number | undefined> => {
  const value = params.get(name)
  if (value === null || value === '') return E.right(undefined)
  return /^\d{1,9}$/.test(value) ? E.right(Number(value)) : E.left({ parameter: name })
}

export const toBankTransferIdsSearchParams = (ids: ReadonlyArray<string>): URLSearchParams => {
  const params = new URLSearchParams()
  for (const id of ids) params.append(TRANSFER_QUERY.bankTransferIds, id)
  return params
}

/** Every id in the order sent; an empty one is kept (the db answers it as unknown). */
export const fromBankTransferIdsSearchParams = (params: URLSearchParams): ReadonlyArray<string> =>
  params.getAll(TRANSFER_QUERY.bankTransferIds)

export const toTransferPageSearchParams = (q: TransferPageQuery, status?: string): URLSearchParams => {
  const params = new URLSearchParams()
  params.set(TRANSFER_QUERY.pageNumber, String(q.pageNumber))
  params.set(TRANSFER_QUERY.pageSize, String(q.pageSize))
  if (status !== undefined) params.set(TRANSFER_QUERY.status, status)
  return params
}

/** A page query as the server reads it; a page number or size left out reads as undefined (the db picks its default). */
export interface TransferPageSearch {
  readonly pageNumber: number | undefined
  readonly pageSize: number | undefined
  readonly status: string | undefined
}

export const fromTransferPageSearchParams = (params: URLSearchParams): E.Either<QueryProblem, TransferPageSearch> => {
  const pageNumber = readCount(params, TRANSFER_QUERY.pageNumber)
  if (E.isLeft(pageNumber)) return pageNumber
  const pageSize = readCount(params, TRANSFER_QUERY.pageSize)
  if (E.isLeft(pageSize)) return pageSize
  const status = params.get(TRANSFER_QUERY.status)
  return E.right({ pageNumber: pageNumber.right, pageSize: pageSize.right, status: status === null || status === '' ? undefined : status })
}

/** The contact search: the term, from the first row, as many rows as the search shows (5.2: 50). */
export const toContactSearchParams = (query: string): URLSearchParams => {
  const params = new URLSearchParams()
  params.set(TRANSFER_QUERY.firstRow, '0')
  params.set(TRANSFER_QUERY.numRows, String(CONTACT_SEARCH_MAX_RESULTS_COUNT))
  params.set(TRANSFER_QUERY.query, query)
  return params
}

export interface ContactSearch {
  readonly query: string
  readonly firstRow: number
  readonly numRows: number
}

/** Left out: from row 0, the search's 50 rows; no query reads as an empty one (which the db refuses as too short). */
export const fromContactSearchParams = (params: URLSearchParams): E.Either<QueryProblem, ContactSearch> => {
  const firstRow = readCount(params, TRANSFER_QUERY.firstRow)
  if (E.isLeft(firstRow)) return firstRow
  const numRows = readCount(params, TRANSFER_QUERY.numRows)
  if (E.isLeft(numRows)) return numRows
  return E.right({
    query: params.get(TRANSFER_QUERY.query) ?? '',
    firstRow: firstRow.right ?? 0,
    numRows: numRows.right ?? CONTACT_SEARCH_MAX_RESULTS_COUNT,
  })
}
