/**
 * The queries of the banking calls on the wire, written by the HTTP client and read by the server (as
 * financial-accounts-query.ts does for the account list); the memory port reads its queries through them too, so
 * both modes see the same values. Chosen encodings: booleans 'true'/'false'; a value that is null, left out or empty
 * travels as no parameter at all, so an empty value and a left-out one are the same on the wire.
 * The readers only parse: whether a value is allowed (an id known, a date valid, a callback given) is the memory db's
 * decision, so the memory port and the server answer it alike.
 */
import {
  NEEDLESS_START_DATE_FIELD,
  type BankDetailsQuery,
  type OnlineBankingAccountsQuery,
  type PaypalConnectUrlQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

/** The parameter names, once (the memory db's issue sources reuse them). */
export const QUERY = {
  searchTerm: 'searchTerm',
  bankCode: 'bankCode',
  banksApiBankId: 'banksApiBankId',
  bankName: 'bankName',
  accountType: 'accountType',
  reconnectFinancialAccountId: 'reconnectFinancialAccountId',
  financialAccountId: 'financialAccountId',
  needlessStartDate: NEEDLESS_START_DATE_FIELD,
  paypalInfoTile: 'paypalInfoTile',
  callbackSuccess: 'callbackSuccess',
  callbackError: 'callbackError',
} as const

const paramsOf = (entries: ReadonlyArray<readonly [string, string | null | undefined]>): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [name, value] of entries) if (value !== null && value !== undefined && value !== '') params.set(name, value)
  return params
}

/** A parameter's value; empty counts as left out. */
const optional = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)
  return value === null || value === '' ? undefined : value
}

/** A parameter the call always has; left out reads as empty, which the memory db refuses where it must not be. */
const textOf = (params: URLSearchParams, name: string): string => params.get(name) ?? ''

export const toBankSearchParams = (searchTerm: string): URLSearchParams => paramsOf([[QUERY.searchTerm, searchTerm]])

/** No search term reads as an empty one (which finds nothing). */
export const fromBankSearchParams = (params: URLSearchParams): string => textOf(params, QUERY.searchTerm)

export const toBankDetailsSearchParams = (q: BankDetailsQuery): URLSearchParams =>
  paramsOf([
    [QUERY.bankCode, q.bankCode],
    [QUERY.banksApiBankId, q.banksApiBankId],
    [QUERY.bankName, q.bankName],
  ])

export const fromBankDetailsSearchParams = (params: URLSearchParams): BankDetailsQuery => {
  const banksApiBankId = optional(params, QUERY.banksApiBankId)
  const bankName = optional(params, QUERY.bankName)
  return {
    bankCode: textOf(params, QUERY.bankCode),
    ...(banksApiBankId === undefined ? {} : { banksApiBankId }),
    ...(bankName === undefined ? {} : { bankName }),
  }
}

/** The query of the online banking accounts as the server reads it, without the PIN (a header); the type unchecked. */
export interface OnlineBankingAccountsSearch {
  readonly accountType: string | null
  readonly reconnectFinancialAccountId: string | null
}

export const toOnlineBankingAccountsSearchParams = (
  q: Pick<OnlineBankingAccountsQuery, 'accountType' | 'reconnectFinancialAccountId'>,
): URLSearchParams =>
  paramsOf([
    [QUERY.accountType, q.accountType],
    [QUERY.reconnectFinancialAccountId, q.reconnectFinancialAccountId],
  ])

export const fromOnlineBankingAccountsSearchParams = (params: URLSearchParams): OnlineBankingAccountsSearch => ({
  accountType: optional(params, QUERY.accountType) ?? null,
  reconnectFinancialAccountId: optional(params, QUERY.reconnectFinancialAccountId) ?? null,
})

/** The query of needlessInfo, needlessDelete and needlessIgnore; the date as sent (the memory db checks it). */
export interface NeedlessSearch {
  readonly financialAccountId: string
  readonly needlessStartDate: string | null
}

export const toNeedlessSearchParams = (q: NeedlessSearch): URLSearchParams =>
  paramsOf([
    [QUERY.financialAccountId, q.financialAccountId],
    [QUERY.needlessStartDate, q.needlessStartDate],
  ])

export const fromNeedlessSearchParams = (params: URLSearchParams): NeedlessSearch => ({
  financialAccountId: textOf(params, QUERY.financialAccountId),
  needlessStartDate: optional(params, QUERY.needlessStartDate) ?? null,
})

export const toPaypalConnectUrlSearchParams = (q: PaypalConnectUrlQuery): URLSearchParams =>
  paramsOf([
    [QUERY.paypalInfoTile, String(q.paypalInfoTile)],
    [QUERY.financialAccountId, q.financialAccountId],
    [QUERY.callbackSuccess, q.callbackSuccess],
    [QUERY.callbackError, q.callbackError],
  ])

/** Reading: paypalInfoTile left out is false (the call did not come from the info tile); only 'true'/'false' parse. */
export const fromPaypalConnectUrlSearchParams = (params: URLSearchParams): E.Either<QueryProblem, PaypalConnectUrlQuery> => {
  const tile = optional(params, QUERY.paypalInfoTile)
  if (tile !== undefined && tile !== 'true' && tile !== 'false') return E.left({ parameter: QUERY.paypalInfoTile })
  return E.right({
    paypalInfoTile: tile === 'true',
    financialAccountId: optional(params, QUERY.financialAccountId) ?? null,
    callbackSuccess: textOf(params, QUERY.callbackSuccess),
    callbackError: textOf(params, QUERY.callbackError),
  })
}
