/**
 * The one representation of a failed operation of the memory db: an HTTP status and, where the service would send
 * them, its issues. The memory port turns it into a BackendError, the reference server into an HTTP answer, so demo
 * mode and HTTP mode fail alike.
 */
import type { I18nValues, Issue, IssueList, ValidationIssue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { QUERY } from '../../wire/banking-queries.ts'
import { INVALID_PATH_PARAMETER_KEY } from '../../wire/constants.ts'
import {
  HTTP_BAD_REQUEST,
  HTTP_CONFLICT,
  HTTP_FORBIDDEN,
  HTTP_NOT_ACCEPTABLE,
  HTTP_NOT_FOUND,
  HTTP_REQUEST_TIMEOUT,
  HTTP_SCA_REQUIRED,
  HTTP_TOO_MANY_REQUESTS,
} from '../../wire/http-status.ts'

// The statuses this module answers with are defined once (wire/http-status.ts); its importers take them from here.
export {
  HTTP_BAD_REQUEST,
  HTTP_CONFLICT,
  HTTP_FORBIDDEN,
  HTTP_NOT_ACCEPTABLE,
  HTTP_NOT_FOUND,
  HTTP_REQUEST_TIMEOUT,
  HTTP_SCA_REQUIRED,
  HTTP_TOO_MANY_REQUESTS,
}

export interface DbFailure {
  readonly status: number
  readonly issues?: IssueList
  /** A 429's wait, sent as Retry-After (seconds). */
  readonly retryAfterSeconds?: number
}

export type DbResult<A> = E.Either<DbFailure, A>


/**
 * The issue keys the memory db and the reference server answer with: the spec's keys verbatim, the rest chosen. Each
 * has its German text in the core catalogue (checked in failures.test.ts); the validations that core owns
 * (bank search term, needless start date) answer with core's own keys.
 */
export const ISSUE_KEYS = {
  accountNotFound: 'BANKING_ACCOUNT_NOT_FOUND',
  /** chosen */
  contactNotFound: 'banking.contactNotFound',
  /** chosen */
  bankNotFound: 'banking.bankNotFound',
  /** chosen: a stale lockVersion */
  concurrentModification: 'banking.concurrentModification',
  missingEntity: 'missing_entity',
  invalidModel: 'INVALID_MODEL',
  invalidIban: 'INVALID_IBAN',
  /** chosen: one key for any query parameter (or header) the server cannot read or the db refuses */
  invalidQueryParameter: 'invalid_query_parameter',
  /** chosen: a path the reference server has no route for */
  notFound: 'not_found',
  /** chosen (issue 17): a path parameter that is no plain identifier (wire/routes.ts isPlainPathSegment); source: its name */
  invalidPathParameter: INVALID_PATH_PARAMETER_KEY,
  /** chosen (issue 17): the reference server's answers to requests it refuses before any route reads them */
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  originNotAllowed: 'origin_not_allowed',
  requestHeadersTooLarge: 'request_headers_too_large',
  internalError: 'internal_error',
  notAddable: 'accounts.onlineBankingAccountNotAddable',
  userIdRequired: 'accounts.credentialsUserIdRequired',
  contactAlreadyExists: 'CONTACT_ALREADY_EXISTS',
  /** chosen: a login whose stored credentials the bank rejected (readyToUse false) */
  contactNotReady: 'banking.contactNotReady',
  /** chosen: a bank that requires the PIN to be saved, asked to log in without saving it */
  savePinRequired: 'banking.savePinRequired',
  paypalAlreadyAdded: 'PAYPAL_ACCOUNT_ALREADY_ADDED',
  paypalMerchantIdMissing: 'paypal.merchantIdMissing',
  /** The spec's bank error; chosen: also the answer to a redirect that came back with the bank's error. */
  bankError: 'banking_internal_error',
  /** chosen: a change of a field spec 5.6 does not let the account change */
  fieldNotEditable: 'banking.fieldNotEditable',
  /** chosen: an account type the call may not create (the provider's own accounts) */
  accountTypeNotAllowed: 'banking.accountTypeNotAllowed',
  /** chosen: disconnecting an account that has no connection */
  accountNotConnected: 'banking.accountNotConnected',
  /** chosen: an unknown bank transfer or order */
  transferNotFound: 'banktransfer.notFound',
  /** chosen: an unknown push-TAN change request */
  changeRequestNotFound: 'banktransfer.changeRequestNotFound',
  /** chosen: deleting an executed order, or ordering an executed transfer again */
  orderAlreadyExecuted: 'banktransfer.alreadyExecuted',
  /** transactions-import-proposals 8: the SCA-required issue (source scaTan or scaDevice) */
  scaRequired: 'solaris_sca_required',
  invalidTan: 'INVALID_TAN',
  /** transactions-import-proposals 8: the single issue of a transfer deletion with a wrong TAN (HTTP 406) */
  invalidTanOnDelete: 'invalid_tan',
  missingMfa: 'MISSING_MFA_ERROR',
  rateLimitExceeded: 'RATE_LIMIT_EXCEEDED',
  concurrentTransfer: 'CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  sepaInstantNotAvailable: 'SEPA_INSTANT_NOT_AVAILABLE_FOR_RECIPIENT_IBAN',
} as const

/** The sources (field, path or query parameter names) the issues name: the query's names and the bodies' fields. */
export const SOURCES = {
  ...QUERY,
  financialContactId: 'financialContactId',
  existingAccountId: 'existingAccountId',
  redirectError: 'redirectError',
  lockVersion: 'lockVersion',
  pin: 'pin',
  name: 'name',
  type: 'type',
  iban: 'iban',
  connectionData: 'connectionData',
  merchantId: 'connectionData.merchantId',
  accountNumber: 'accountNumber',
  userIdValues: 'userIdValues',
  savePinEnabled: 'savePinEnabled',
} as const

/** An issue, with i18n values beyond the error text where its text has placeholders (e.g. { minLength: 3 }). */
export const issueOf = (i18nKey: string, source: string, i18nValues?: I18nValues): Issue =>
  i18nValues === undefined ? { i18nKey, source } : { i18nKey, source, i18nValues }

/** A rule of core that a request broke, as the service reports it: key, field as source, params as values. */
export const issueOfValidation = (issue: ValidationIssue): Issue => issueOf(issue.key, issue.field, issue.params)

export const fail = <A = never>(status: number, ...issues: ReadonlyArray<Issue>): DbResult<A> =>
  E.left(issues.length === 0 ? { status } : { status, issues })

/** Core's validation refused the request: 400 with one issue per broken rule. */
export const rejected = (issues: ReadonlyArray<ValidationIssue>): DbResult<never> =>
  fail(HTTP_BAD_REQUEST, ...issues.map(issueOfValidation))

export const accountNotFound = (source: string = SOURCES.financialAccountId) =>
  fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.accountNotFound, source))

export const contactNotFound = () => fail(HTTP_NOT_FOUND, issueOf(ISSUE_KEYS.contactNotFound, SOURCES.financialContactId))

export const badRequest = (i18nKey: string, source: string, i18nValues?: I18nValues) =>
  fail(HTTP_BAD_REQUEST, issueOf(i18nKey, source, i18nValues))

export const conflict = (i18nKey: string, source: string, i18nValues?: I18nValues) =>
  fail(HTTP_CONFLICT, issueOf(i18nKey, source, i18nValues))

export const invalidQueryParameter = (parameter: string) => badRequest(ISSUE_KEYS.invalidQueryParameter, parameter)

/** The 400 of path parameters that are no plain identifier, one issue per parameter (issue 17, item 3). */
export const invalidPathParameters = (names: ReadonlyArray<string>) =>
  fail(HTTP_BAD_REQUEST, ...names.map((name) => issueOf(ISSUE_KEYS.invalidPathParameter, name)))

/** A stale lockVersion: someone else changed the record meanwhile. */
export const staleLock = () => conflict(ISSUE_KEYS.concurrentModification, SOURCES.lockVersion)

/** The missing PIN of a bank that needs it (missing_entity@pin, which the client answers by asking for it). */
export const missingPin = () => badRequest(ISSUE_KEYS.missingEntity, SOURCES.pin)
