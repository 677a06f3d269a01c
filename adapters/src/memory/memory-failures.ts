/**
 * The one representation of a failed operation of the memory db: an HTTP status and, where the service would send
 * them, its issues. The memory port turns it into a BackendError, the reference server into an HTTP answer, so demo
 * mode and HTTP mode fail alike.
 */
import { BANK_SEARCH_MIN_LENGTH, type Issue, type IssueList } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

export interface DbFailure {
  readonly status: number
  readonly issues?: IssueList
}

export type DbResult<A> = E.Either<DbFailure, A>

/** Chosen statuses (the spec shows none but 408). */
export const HTTP_BAD_REQUEST = 400
export const HTTP_NOT_FOUND = 404
export const HTTP_REQUEST_TIMEOUT = 408
export const HTTP_CONFLICT = 409

/** The issue keys the memory db answers with; keys of the spec verbatim, the rest chosen (catalogue texts in core). */
export const ISSUE_KEYS = {
  accountNotFound: 'BANKING_ACCOUNT_NOT_FOUND',
  /** chosen */
  contactNotFound: 'banking.contactNotFound',
  /** chosen */
  bankNotFound: 'banking.bankNotFound',
  /** chosen: a stale lockVersion */
  concurrentModification: 'banking.concurrentModification',
  searchTermTooShort: 'accounts.bankSearchTermTooShort',
  missingEntity: 'missing_entity',
  invalidModel: 'INVALID_MODEL',
  /** chosen: one key for any query parameter that cannot be read */
  invalidQueryParameter: 'invalid_query_parameter',
  notAddable: 'accounts.onlineBankingAccountNotAddable',
  userIdRequired: 'accounts.credentialsUserIdRequired',
  contactAlreadyExists: 'CONTACT_ALREADY_EXISTS',
  paypalAlreadyAdded: 'PAYPAL_ACCOUNT_ALREADY_ADDED',
  paypalMerchantIdMissing: 'paypal.merchantIdMissing',
  bankError: 'banking_internal_error',
} as const

/** The sources (field or parameter names) the issues name. */
export const SOURCES = {
  financialAccountId: 'financialAccountId',
  financialContactId: 'financialContactId',
  reconnectFinancialAccountId: 'reconnectFinancialAccountId',
  existingAccountId: 'existingAccountId',
  bankCode: 'bankCode',
  lockVersion: 'lockVersion',
  searchTerm: 'searchTerm',
  pin: 'pin',
  needlessStartDate: 'needlessStartDate',
  action: 'action',
  connectionData: 'connectionData',
  merchantId: 'connectionData.merchantId',
  accountNumber: 'accountNumber',
  userIdValues: 'userIdValues',
  redirectError: 'redirectError',
  callbackSuccess: 'callbackSuccess',
} as const

/**
 * An issue with i18n values beyond the error text (e.g. { minLength: 3 }). IssueCodec models only errorText, but it
 * does not strip other values, so they reach the client as sent.
 */
export const issueOf = (
  i18nKey: string,
  source: string,
  i18nValues?: Readonly<Record<string, string | number>>,
): Issue =>
  i18nValues === undefined
    ? { i18nKey, source }
    : { i18nKey, source, i18nValues: i18nValues as NonNullable<Issue['i18nValues']> }

export const fail = <A = never>(status: number, ...issues: ReadonlyArray<Issue>): DbResult<A> =>
  E.left(issues.length === 0 ? { status } : { status, issues })

export const accountNotFound = (source: string = SOURCES.financialAccountId) =>
  fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.accountNotFound, source))

export const contactNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.contactNotFound, SOURCES.financialContactId))

export const badRequest = (i18nKey: string, source: string, i18nValues?: Readonly<Record<string, string | number>>) =>
  fail(HTTP_BAD_REQUEST, issueOf(i18nKey, source, i18nValues))

export const invalidQueryParameter = (parameter: string) => badRequest(ISSUE_KEYS.invalidQueryParameter, parameter)

export const searchTermTooShort = () =>
  badRequest(ISSUE_KEYS.searchTermTooShort, SOURCES.searchTerm, { minLength: BANK_SEARCH_MIN_LENGTH })
