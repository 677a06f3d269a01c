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
  /** Whether asking again can help (false for a missing permission). */
  readonly retryable: boolean
  readonly retryAfterSeconds?: number
}

const withReaction = (segments: ReadonlyArray<ErrorTextSegment>, reaction: Reaction): ErrorNotice => ({
  text: errorTextToPlain(segments),
  segments,
  reaction,
  retryable: reaction !== 'goToNoAccess',
})

const notice = (key: keyof typeof catalogue, params?: Record<string, string | number>): ErrorNotice =>
  withReaction(toTextSegments(messageFor(key, params)), catalogue[key].reaction)

const fromStatus = (status: number, retryAfterSeconds: number | undefined): ErrorNotice => {
  if (status === 403) return notice('backend.noAccess')
  if (status === 408) return notice('backend.timeout')
  if (status === 429) {
    return retryAfterSeconds === undefined
      ? notice('backend.rateLimitedNoTime')
      : { ...notice('backend.rateLimited', { seconds: retryAfterSeconds }), retryAfterSeconds }
  }
  return status >= 500 ? notice('backend.unavailable', { status }) : notice('backend.httpStatus', { status })
}

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
      if (first === undefined) return fromStatus(e.status, undefined)
      // The same reading of an issue as on a form: our text for a known key, the server's (with its support links)
      // for an unknown one.
      const resolved = resolveIssue(first)
      // Leaving for the no-access page follows the status alone: an issue that merely names our no-access key in an
      // answer other than 403 is shown, not obeyed.
      return withReaction(resolved.segments, resolved.reaction === 'goToNoAccess' ? 'showNotice' : resolved.reaction)
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
