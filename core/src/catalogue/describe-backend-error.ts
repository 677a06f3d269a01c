/** Turns a BackendError into what the user reads and what the screen does about it. */
import { errorTextToPlain, toTextSegments, type ErrorTextSegment } from '../errors/error-text.ts'
import { resolveIssue } from './issue-routing.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { Reaction } from '../errors/reaction.ts'
import { catalogue, messageFor } from './catalogue.ts'

export interface ErrorNotice {
  /** What the user reads, as plain text (a link by its text), for places that show no links. */
  readonly text: string
  /**
   * The same as error text (error-text.ts), what a notice renders: a server's text keeps its support-site links;
   * our own texts are one text segment. Always `errorTextToPlain(segments) === text`.
   */
  readonly segments: ReadonlyArray<ErrorTextSegment>
  readonly reaction: Reaction
  /**
   * Whether asking again can help: false for a missing permission, an input that must change, an order that must be
   * redone, and answers that stay the same however often they are asked (isRetryHelpful).
   */
  readonly retryable: boolean
  readonly retryAfterSeconds?: number
}

/** Reactions whose cause a second identical call cannot change: the user must act otherwise. */
const NOT_FIXED_BY_RETRY_REACTIONS: ReadonlySet<Reaction> = new Set([
  'goToNoAccess',
  'showOnField',
  'cancelOrder',
  'askToActivateMfa',
  'disableInstantOption',
])

/**
 * Keys shown as a plain notice whose answer stays the same on every retry: something already exists or is done, or a
 * permission, the account holder status or the payment route is missing. Reading: the spec names these cases
 * (accounts-and-transfers 8) without saying whether to offer a retry; offering one would only repeat the answer.
 */
const NOT_FIXED_BY_RETRY_KEYS: ReadonlySet<string> = new Set([
  'PAYPAL_ACCOUNT_ALREADY_ADDED',
  'CONTACT_ALREADY_EXISTS',
  'PAYPAL_ONLINE_CONNECTION_NO_PERMISSION',
  'BANKING_USER_NOT_APPROVED_BY_BANK',
  'BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION',
  'CHANGE_REQUEST_ALREADY_COMPLETED',
  'UNSUPPORTED_PAYMENT_METHOD',
  'ERROR_LEXBANK_SUB_ACCOUNT_TARGET',
  'INVALID_ACCOUNT_BLOCKED_LOCK',
  'banking.savePinRequired',
  // hub-and-business-account 8: the same search matches too many again; the way out is a narrower filter.
  'TOO_MANY_TRANSACTIONS_IN_SEARCH',
  'too_many_transactions_in_search',
])

/**
 * Whether asking the same again can help, from the issue's key and the reaction its notice has.
 * @example isRetryHelpful('PAYPAL_ACCOUNT_ALREADY_ADDED', 'showNotice') // false
 * @example isRetryHelpful('backend.timeout', 'showNotice') // true
 */
export const isRetryHelpful = (key: string | undefined, reaction: Reaction): boolean =>
  !NOT_FIXED_BY_RETRY_REACTIONS.has(reaction) && (key === undefined || !NOT_FIXED_BY_RETRY_KEYS.has(key))

const withReaction = (segments: ReadonlyArray<ErrorTextSegment>, reaction: Reaction, key?: string): ErrorNotice => ({
  text: errorTextToPlain(segments),
  segments,
  reaction,
  retryable: isRetryHelpful(key, reaction),
})

const notice = (key: keyof typeof catalogue, params?: Record<string, string | number>): ErrorNotice =>
  withReaction(toTextSegments(messageFor(key, params)), catalogue[key].reaction, key)

/** A notice that asks to wait, with the wait the answer gave (its Retry-After) for the retry button. */
const waitingNotice = (key: keyof typeof catalogue, retryAfterSeconds: number): ErrorNotice => ({
  ...notice(key, { seconds: retryAfterSeconds }),
  retryAfterSeconds,
})

/** The status code stays out of the text: it tells the user nothing (only the spec's bank 408 text has one). */
const fromStatus = (status: number, retryAfterSeconds: number | undefined): ErrorNotice => {
  if (status === 403) return notice('backend.noAccess')
  if (status === 408) return notice('backend.timeout')
  if (status === 429) {
    return retryAfterSeconds === undefined ? notice('backend.rateLimitedNoTime') : waitingNotice('backend.rateLimited', retryAfterSeconds)
  }
  return status >= 500 ? notice('backend.unavailable') : notice('backend.httpStatus')
}

/**
 * An issue that asks to wait (RATE_LIMIT_EXCEEDED, accounts-and-transfers 8: "says to wait until the retry time"),
 * with the answer's Retry-After: the wait in the text and on the retry button. Without a time, the issue's own text.
 */
const withRetryTime = (resolved: ErrorNotice, retryAfterSeconds: number | undefined): ErrorNotice =>
  resolved.reaction !== 'waitUntilRetry' || retryAfterSeconds === undefined
    ? resolved
    : waitingNotice('backend.rateLimited', retryAfterSeconds)

/** @example describeBackendError({ _tag: 'Timeout' }).text // 'Der Server hat nicht rechtzeitig geantwortet. …' */
export const describeBackendError = (e: BackendError): ErrorNotice => {
  switch (e._tag) {
    case 'Timeout':
      return notice('backend.timeout')
    case 'Network':
    case 'Aborted':
      return notice('backend.network')
    case 'Undecodable':
      return notice('backend.undecodable')
    case 'HttpStatus':
      return fromStatus(e.status, e.retryAfterSeconds)
    case 'ServerIssues': {
      if (e.status === 403) return notice('backend.noAccess')
      const first = e.issues[0]
      if (first === undefined) return fromStatus(e.status, e.retryAfterSeconds)
      // The same reading of an issue as on a form: our text for a known key, the server's (with its support links)
      // for an unknown one.
      const resolved = resolveIssue(first)
      // Leaving for the no-access page follows the status alone: an issue that merely names our no-access key in an
      // answer other than 403 is shown, not obeyed.
      const reaction = resolved.reaction === 'goToNoAccess' ? 'showNotice' : resolved.reaction
      return withRetryTime(withReaction(resolved.segments, reaction, resolved.key), e.retryAfterSeconds)
    }
  }
}

/**
 * A failed call that reaches through to a bank (bank search, bank login, online banking accounts): an HTTP 408 is
 * the bank not answering the banking service, so it shows 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen… (408)'
 * (accounts-and-transfers 7.1 and 8). Reading: our own client's time limit stays the server's timeout text, since
 * there the banking service itself did not answer. Everything else reads as describeBackendError.
 * @example describeBankCallError({ _tag: 'HttpStatus', status: 408, retryAfterSeconds: undefined }).text // 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen. … (408)'
 */
export const describeBankCallError = (e: BackendError): ErrorNotice => {
  const asksForPin = e._tag === 'ServerIssues' && e.issues.some((i) => resolveIssue(i).reaction === 'promptForPinThenRetry')
  return (e._tag === 'HttpStatus' || e._tag === 'ServerIssues') && e.status === 408 && !asksForPin
    ? notice('banking.bankConnectionFailed')
    : describeBackendError(e)
}
