/**
 * Reads of a list that were started before its page was there (a route's prefetch: the transaction lists'
 * list-prefetch.ts), by the token of the read the page will make (useListLoad.ts): the page takes the answer instead
 * of asking the server again. Tiny on purpose: a route's prefetch imports it beside the page's code.
 */
import type { BackendError } from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'

export type StartedRead = Promise<E.Either<BackendError, unknown>>

const startedReads = new Map<string, StartedRead>()

/**
 * The token of one read: the list's query, the revision it was read at (the page's own, e.g. its finance events), the
 * backend's data revision, and the retry's attempt.
 */
export const toListReadToken = (query: unknown, revision: number, dataRevision: number, attempt: number): string =>
  JSON.stringify([query, revision, dataRevision, attempt])

export const registerStartedRead = (token: string, read: StartedRead): void => {
  startedReads.set(token, read)
}

/**
 * The started read of `token`, if any. It stays until its answer is shown (forgetStartedRead), so a page that runs its
 * first effect twice (React's StrictMode) takes the same read both times.
 */
export const findStartedRead = (token: string): StartedRead | undefined => startedReads.get(token)

/** After its answer was shown, or when the route that started it is left: the next read of that token asks anew. */
export const forgetStartedRead = (token: string, read?: StartedRead): void => {
  if (read === undefined || startedReads.get(token) === read) startedReads.delete(token)
}
