/**
 * The queries of the return routes (spec: hub-and-business-account 2.1: /hub/paypal/referral, /hub/paypal/create,
 * /hub/redirect/eval and /evalchange with query bc, fc, action, fa, state, code, error, ba), read into what the
 * wizard and the banking port take. Pure, so every odd query is tested without a browser.
 */
import {
  toPaypalReturn,
  type FinancialContactBody,
  type FinancialContactCreateHeaders,
  type PaypalConnectUrlQuery,
  type PaypalReturn,
} from '@kontor/core'
import { PAYPAL_REFERRAL_PATH } from '../../shared/routes.ts'
import { PAYPAL_CALLBACK_ERROR_PARAM, PAYPAL_CALLBACK_ERROR_VALUE } from './constants.ts'

/** A query value, trimmed; blank or absent is null. */
const valueOf = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim() ?? ''
  return value === '' ? null : value
}

/** The two callbacks of the PayPal connect url: back to the referral route, the error one with our marker. */
export const toPaypalCallbacks = (origin: string): Pick<PaypalConnectUrlQuery, 'callbackSuccess' | 'callbackError'> => {
  const callbackSuccess = `${origin}${PAYPAL_REFERRAL_PATH}`
  return { callbackSuccess, callbackError: `${callbackSuccess}?${PAYPAL_CALLBACK_ERROR_PARAM}=${PAYPAL_CALLBACK_ERROR_VALUE}` }
}

/**
 * The return from PayPal (/hub/paypal/referral). Reading: a return through our error callback connected nothing, so
 * it counts as a return without merchant id, and the wizard shows its abort message.
 * @example parsePaypalReferralQuery(new URLSearchParams('merchantIdInPayPal=M1')) // { merchantId: 'M1', financialAccountId: null }
 */
export const parsePaypalReferralQuery = (params: URLSearchParams): PaypalReturn => {
  const paypalReturn = toPaypalReturn({
    merchantIdInPayPal: valueOf(params, 'merchantIdInPayPal'),
    financialAccountId: valueOf(params, 'financialAccountId'),
  })
  return params.has(PAYPAL_CALLBACK_ERROR_PARAM) ? { ...paypalReturn, merchantId: null } : paypalReturn
}

/** The account /hub/paypal/create connects (query financialAccountId), or null for a new one. */
export const parsePaypalCreateQuery = (params: URLSearchParams): string | null => valueOf(params, 'financialAccountId')

/** The query of /hub/redirect/eval and /evalchange, each value trimmed, blank as null. */
export interface BankRedirectQuery {
  /** bc: the bank code of the bank the user logged in at. */
  readonly bankCode: string | null
  /** fc: the temporary contact the banking service made before the redirect. */
  readonly temporaryContactId: string | null
  readonly action: string | null
  /** fa: the account being reconnected, if any. */
  readonly existingAccountId: string | null
  /** state: the token the bank sends back. */
  readonly state: string | null
  /** code: the bank's authorization code. */
  readonly code: string | null
  /** error: the bank's error, set when the login failed or was canceled. */
  readonly error: string | null
  /** ba: the bank's id at the banking service's aggregator (read as banksApiBankId). */
  readonly banksApiBankId: string | null
}

export const parseBankRedirectQuery = (params: URLSearchParams): BankRedirectQuery => ({
  bankCode: valueOf(params, 'bc'),
  temporaryContactId: valueOf(params, 'fc'),
  action: valueOf(params, 'action'),
  existingAccountId: valueOf(params, 'fa'),
  state: valueOf(params, 'state'),
  code: valueOf(params, 'code'),
  error: valueOf(params, 'error'),
  banksApiBankId: valueOf(params, 'ba'),
})

/** What a bank-redirect return leads to: the login failed (nothing is called), or the contact call to make. */
export type BankRedirectRequest =
  | { readonly _tag: 'Failed' }
  | {
      readonly _tag: 'CreateContact'
      readonly bankCode: string
      readonly body: FinancialContactBody
      readonly headers: FinancialContactCreateHeaders
      readonly existingAccountId: string | null
    }

/**
 * Reads a bank-redirect return: an `error`, or no bank code (nothing to make a login for), or neither code nor state
 * (the bank confirmed nothing) is a failed login; otherwise POST v3/financialContacts with the redirect headers
 * (redirectCode = code, redirectToken = state, temporaryContactId = fc, existingAccountId = fa), each only when given.
 * @example toBankRedirectRequest(parseBankRedirectQuery(new URLSearchParams('error=access_denied')))._tag // 'Failed'
 */
export const toBankRedirectRequest = (query: BankRedirectQuery): BankRedirectRequest => {
  if (query.error !== null || query.bankCode === null || (query.code === null && query.state === null)) return { _tag: 'Failed' }
  const headers: FinancialContactCreateHeaders = {
    ...(query.code === null ? {} : { redirectCode: query.code }),
    ...(query.state === null ? {} : { redirectToken: query.state }),
    ...(query.temporaryContactId === null ? {} : { temporaryContactId: query.temporaryContactId }),
    ...(query.existingAccountId === null ? {} : { existingAccountId: query.existingAccountId }),
  }
  return {
    _tag: 'CreateContact',
    bankCode: query.bankCode,
    body: { bankCode: query.bankCode, banksApiBankId: query.banksApiBankId },
    headers,
    existingAccountId: query.existingAccountId,
  }
}
