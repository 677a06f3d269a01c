/** What can go wrong when a port talks to the backend, as data. Defects (bugs) are thrown, never put here. */
import type { IssueList } from './issue.ts'

export type BackendError =
  /**
   * The server answered with an IssueList (4xx/5xx with a readable body); a 429 keeps its Retry-After, so that
   * RATE_LIMIT_EXCEEDED can say how long to wait (accounts-and-transfers 8).
   */
  | { readonly _tag: 'ServerIssues'; readonly status: number; readonly issues: IssueList; readonly retryAfterSeconds?: number | undefined }
  /** The server answered with an error status and no issues. */
  | { readonly _tag: 'HttpStatus'; readonly status: number; readonly retryAfterSeconds: number | undefined }
  | { readonly _tag: 'Timeout' }
  /** No answer at all: connection refused or dropped. */
  | { readonly _tag: 'Network' }
  /** The caller cancelled (dialog closed, page left); nothing to show. */
  | { readonly _tag: 'Aborted' }
  /** The answer did not have the shape the spec gives; `report` says where, for the log. */
  | { readonly _tag: 'Undecodable'; readonly route: string; readonly report: ReadonlyArray<string> }

export const serverIssues = (status: number, issues: IssueList, retryAfterSeconds?: number): BackendError =>
  retryAfterSeconds === undefined ? { _tag: 'ServerIssues', status, issues } : { _tag: 'ServerIssues', status, issues, retryAfterSeconds }
export const httpStatus = (status: number, retryAfterSeconds?: number): BackendError => ({
  _tag: 'HttpStatus',
  status,
  retryAfterSeconds,
})
export const undecodable = (route: string, report: ReadonlyArray<string>): BackendError => ({
  _tag: 'Undecodable',
  route,
  report,
})
export const TIMEOUT: BackendError = { _tag: 'Timeout' }
export const NETWORK_FAILURE: BackendError = { _tag: 'Network' }
export const ABORTED: BackendError = { _tag: 'Aborted' }

/** The status code a BackendError stands for, where it has one (a timeout is a 408 from the client's side). */
export const statusOfBackendError = (e: BackendError): number | undefined =>
  e._tag === 'ServerIssues' || e._tag === 'HttpStatus' ? e.status : e._tag === 'Timeout' ? 408 : undefined

/** The HTTP-date forms of RFC 9110 5.6.7: IMF-fixdate and RFC 850 (both in GMT), and asctime (GMT implied). */
const GMT_HTTP_DATE = /^[A-Za-z]{3,9}, \d{2}[ -][A-Za-z]{3}[ -]\d{2}(?:\d{2})? \d{2}:\d{2}:\d{2} GMT$/
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/

/** Reads a Retry-After header: seconds, or an HTTP date relative to `now`. */
export const parseRetryAfterSeconds = (header: string | null | undefined, now: Date): number | undefined => {
  if (header === null || header === undefined || header.trim() === '') return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text)
  // Date.parse alone would take garbage such as '1.5' or 'later 1' for a date, and read asctime in local time.
  const at = GMT_HTTP_DATE.test(text) ? Date.parse(text) : ASCTIME_DATE.test(text) ? Date.parse(`${text} GMT`) : Number.NaN
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000))
}
