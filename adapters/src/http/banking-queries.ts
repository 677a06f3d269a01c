/**
 * The queries of the banking calls on the wire, written by the HTTP client and read by the server (as
 * financial-accounts-query.ts does for the account list). Chosen encodings: booleans 'true'/'false'; a value that is
 * null or left out travels as no parameter at all; an empty parameter reads as left out.
 */
import {
  FinancialAccountTypeCodec,
  LocalDateCodec,
  NEEDLESS_ACTIONS,
  type BankDetailsQuery,
  type FinancialAccountType,
  type LocalDate,
  type NeedlessAction,
  type PaypalConnectUrlQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { QueryProblem } from './financial-accounts-query.ts'

/** The parameter names, once. */
export const QUERY = {
  searchTerm: 'searchTerm',
  bankCode: 'bankCode',
  banksApiBankId: 'banksApiBankId',
  bankName: 'bankName',
  accountType: 'accountType',
  reconnectFinancialAccountId: 'reconnectFinancialAccountId',
  financialAccountId: 'financialAccountId',
  needlessStartDate: 'needlessStartDate',
  action: 'action',
  paypalInfoTile: 'paypalInfoTile',
  callbackSuccess: 'callbackSuccess',
  callbackError: 'callbackError',
} as const

/** The needless action the server assumes when none is named: the call is needlessDelete after all. */
export const DEFAULT_NEEDLESS_ACTION: NeedlessAction = 'delete'

const paramsOf = (entries: ReadonlyArray<readonly [string, string | null | undefined]>): URLSearchParams => {
  const params = new URLSearchParams()
  for (const [name, value] of entries) if (value !== null && value !== undefined) params.set(name, value)
  return params
}

/** A parameter's value; empty counts as left out. */
const optional = (params: URLSearchParams, name: string): string | undefined => {
  const value = params.get(name)
  return value === null || value === '' ? undefined : value
}

const required = (params: URLSearchParams, name: string): E.Either<QueryProblem, string> => {
  const value = optional(params, name)
  return value === undefined ? E.left({ parameter: name }) : E.right(value)
}

const problem = (parameter: string): E.Either<QueryProblem, never> => E.left({ parameter })

export const toBankSearchParams = (searchTerm: string): URLSearchParams => paramsOf([[QUERY.searchTerm, searchTerm]])

/** No search term reads as an empty one (which finds nothing). */
export const fromBankSearchParams = (params: URLSearchParams): string => params.get(QUERY.searchTerm) ?? ''

export const toBankDetailsSearchParams = (q: BankDetailsQuery): URLSearchParams =>
  paramsOf([
    [QUERY.bankCode, q.bankCode],
    [QUERY.banksApiBankId, q.banksApiBankId],
    [QUERY.bankName, q.bankName],
  ])

export const fromBankDetailsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, BankDetailsQuery> =>
  E.map((bankCode: string) => {
    const banksApiBankId = optional(params, QUERY.banksApiBankId)
    const bankName = optional(params, QUERY.bankName)
    return {
      bankCode,
      ...(banksApiBankId === undefined ? {} : { banksApiBankId }),
      ...(bankName === undefined ? {} : { bankName }),
    }
  })(required(params, QUERY.bankCode))

/** The query of the online banking accounts, without the PIN (a header). */
export interface OnlineBankingAccountsSearch {
  readonly accountType: FinancialAccountType | null
  readonly reconnectFinancialAccountId: string | null
}

export const toOnlineBankingAccountsSearchParams = (q: OnlineBankingAccountsSearch): URLSearchParams =>
  paramsOf([
    [QUERY.accountType, q.accountType],
    [QUERY.reconnectFinancialAccountId, q.reconnectFinancialAccountId],
  ])

export const fromOnlineBankingAccountsSearchParams = (
  params: URLSearchParams,
): E.Either<QueryProblem, OnlineBankingAccountsSearch> => {
  const accountType = optional(params, QUERY.accountType)
  if (accountType !== undefined && !FinancialAccountTypeCodec.is(accountType)) return problem(QUERY.accountType)
  return E.right({
    accountType: accountType ?? null,
    reconnectFinancialAccountId: optional(params, QUERY.reconnectFinancialAccountId) ?? null,
  })
}

/** The query of needlessInfo and needlessDelete. */
export interface NeedlessSearch {
  readonly financialAccountId: string
  readonly needlessStartDate: LocalDate | null
}

export const toNeedlessSearchParams = (q: NeedlessSearch, action?: NeedlessAction): URLSearchParams =>
  paramsOf([
    [QUERY.financialAccountId, q.financialAccountId],
    [QUERY.needlessStartDate, q.needlessStartDate],
    [QUERY.action, action],
  ])

export const fromNeedlessSearchParams = (params: URLSearchParams): E.Either<QueryProblem, NeedlessSearch> => {
  const financialAccountId = required(params, QUERY.financialAccountId)
  if (E.isLeft(financialAccountId)) return financialAccountId
  const date = optional(params, QUERY.needlessStartDate)
  if (date !== undefined && !LocalDateCodec.is(date)) return problem(QUERY.needlessStartDate)
  return E.right({ financialAccountId: financialAccountId.right, needlessStartDate: date ?? null })
}

const isNeedlessAction = (s: string): s is NeedlessAction => (NEEDLESS_ACTIONS as ReadonlyArray<string>).includes(s)

/** The action of needlessDelete: left out means delete. */
export const fromNeedlessActionParam = (params: URLSearchParams): E.Either<QueryProblem, NeedlessAction> => {
  const action = optional(params, QUERY.action)
  if (action === undefined) return E.right(DEFAULT_NEEDLESS_ACTION)
  return isNeedlessAction(action) ? E.right(action) : problem(QUERY.action)
}

export const toPaypalConnectUrlSearchParams = (q: PaypalConnectUrlQuery): URLSearchParams =>
  paramsOf([
    [QUERY.paypalInfoTile, String(q.paypalInfoTile)],
    [QUERY.financialAccountId, q.financialAccountId],
    [QUERY.callbackSuccess, q.callbackSuccess],
    [QUERY.callbackError, q.callbackError],
  ])

/** Reading: paypalInfoTile left out is false (the call did not come from the info tile). */
export const fromPaypalConnectUrlSearchParams = (params: URLSearchParams): E.Either<QueryProblem, PaypalConnectUrlQuery> => {
  const tile = optional(params, QUERY.paypalInfoTile)
  if (tile !== undefined && tile !== 'true' && tile !== 'false') return problem(QUERY.paypalInfoTile)
  const callbackSuccess = required(params, QUERY.callbackSuccess)
  if (E.isLeft(callbackSuccess)) return callbackSuccess
  const callbackError = required(params, QUERY.callbackError)
  if (E.isLeft(callbackError)) return callbackError
  return E.right({
    paypalInfoTile: tile === 'true',
    financialAccountId: optional(params, QUERY.financialAccountId) ?? null,
    callbackSuccess: callbackSuccess.right,
    callbackError: callbackError.right,
  })
}
