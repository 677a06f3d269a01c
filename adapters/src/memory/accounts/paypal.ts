/**
 * The payment-service stand-in of the memory db: the connect url sends the user straight back to the success
 * callback, with what the payment service would append (the demo has no PayPal to redirect to).
 */
import { PAYPAL_RETURN_QUERY, type PaypalConnectUrlQuery } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { SOURCES, accountNotFound, invalidQueryParameter, type DbResult } from '../store/failures.ts'
import { findAccount, isBlank, type MemoryState } from '../store/state.ts'

/** Appends parameters to a URL, absolute or relative, with or without a query, keeping a fragment at the end. */
export const appendQueryParameters = (url: string, parameters: ReadonlyArray<readonly [string, string]>): string => {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const added = new URLSearchParams(parameters.map(([k, v]) => [k, v])).toString()
  if (added === '') return url
  const queryAt = beforeHash.indexOf('?')
  const query = queryAt === -1 ? undefined : beforeHash.slice(queryAt + 1)
  const separator = query === undefined ? '?' : query === '' || query.endsWith('&') ? '' : '&'
  return `${beforeHash}${separator}${added}${hash}`
}

/**
 * The connect url: the success callback with PayPal's merchant id, the account (for a reconnect), granted permissions
 * and consent. Both callbacks are required (the payment service needs somewhere to send the user back either way).
 */
export const getPaypalConnectUrl = (state: MemoryState, query: PaypalConnectUrlQuery): DbResult<{ url: string }> => {
  if (isBlank(query.callbackSuccess)) return invalidQueryParameter(SOURCES.callbackSuccess)
  if (isBlank(query.callbackError)) return invalidQueryParameter(SOURCES.callbackError)
  if (query.financialAccountId !== null && findAccount(state, query.financialAccountId) === undefined) {
    return accountNotFound()
  }
  const parameters: Array<readonly [string, string]> = [[PAYPAL_RETURN_QUERY.merchantId, state.behaviour.paypalMerchantId]]
  if (query.financialAccountId !== null) parameters.push([PAYPAL_RETURN_QUERY.financialAccountId, query.financialAccountId])
  parameters.push([PAYPAL_RETURN_QUERY.permissionsGranted, 'true'], [PAYPAL_RETURN_QUERY.consentStatus, 'true'])
  return E.right({ url: appendQueryParameters(query.callbackSuccess, parameters) })
}
