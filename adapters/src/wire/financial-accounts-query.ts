/**
 * The query of GET v102/financialAccounts on the wire, written by the HTTP client and read by the server.
 * Spec leaves the encoding open; chosen: booleans as 'true'/'false', types as one comma-separated list.
 */
import { FinancialAccountTypeCodec, type FinancialAccountType, type FinancialAccountsQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

export const toFinancialAccountsSearchParams = (q: FinancialAccountsQuery): URLSearchParams => {
  const params = new URLSearchParams()
  if (q.hasContact !== undefined) params.set('hasContact', String(q.hasContact))
  if (q.supportsBankTransfer !== undefined) params.set('supportsBankTransfer', String(q.supportsBankTransfer))
  if (q.activeOnly !== undefined) params.set('activeOnly', String(q.activeOnly))
  if (q.types !== undefined && q.types.length > 0) params.set('types', q.types.join(','))
  return params
}

/** A query parameter the server could not read: its name, for the source. */
export interface QueryProblem {
  readonly parameter: string
}

const readBoolean = (params: URLSearchParams, name: string): E.Either<QueryProblem, boolean | undefined> => {
  const value = params.get(name)
  if (value === null) return E.right(undefined)
  return value === 'true' ? E.right(true) : value === 'false' ? E.right(false) : E.left({ parameter: name })
}

const readTypes = (params: URLSearchParams): E.Either<QueryProblem, ReadonlyArray<FinancialAccountType> | undefined> => {
  const value = params.get('types')
  if (value === null || value === '') return E.right(undefined)
  const types = value.split(',')
  return types.every((t) => FinancialAccountTypeCodec.is(t))
    ? E.right(types as ReadonlyArray<FinancialAccountType>)
    : E.left({ parameter: 'types' })
}

/** Reads the query as the server receives it; an unreadable parameter is named so it can be reported. */
export const fromFinancialAccountsSearchParams = (params: URLSearchParams): E.Either<QueryProblem, FinancialAccountsQuery> => {
  const hasContact = readBoolean(params, 'hasContact')
  const supportsBankTransfer = readBoolean(params, 'supportsBankTransfer')
  const activeOnly = readBoolean(params, 'activeOnly')
  const types = readTypes(params)
  if (E.isLeft(hasContact)) return hasContact
  if (E.isLeft(supportsBankTransfer)) return supportsBankTransfer
  if (E.isLeft(activeOnly)) return activeOnly
  if (E.isLeft(types)) return types
  return E.right({
    ...(hasContact.right === undefined ? {} : { hasContact: hasContact.right }),
    ...(supportsBankTransfer.right === undefined ? {} : { supportsBankTransfer: supportsBankTransfer.right }),
    ...(activeOnly.right === undefined ? {} : { activeOnly: activeOnly.right }),
    ...(types.right === undefined ? {} : { types: types.right }),
  })
}
