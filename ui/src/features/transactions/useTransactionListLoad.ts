/**
 * Reads one page of a transaction list: again when its query changes, when a transaction or reservation changed
 * (finance events of hub-and-business-account 4.12) or the backend's data changed. A failed read keeps the rows shown
 * before and offers a retry; leaving or a newer query aborts the read.
 */
import type { BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { TRANSACTION_LIST_EVENTS } from './constants.ts'
import { findStartedRead, forgetStartedRead, toListReadToken } from './list-read-registry.ts'

export type ListLoad<A> =
  | { readonly status: 'idle'; readonly shown: undefined }
  | { readonly status: 'loading'; readonly shown: A | undefined }
  | { readonly status: 'failed'; readonly error: BackendError; readonly shown: A | undefined }
  | { readonly status: 'loaded'; readonly shown: A }

export { TRANSACTION_LIST_EVENTS } from './constants.ts'

/**
 * `read` is called with the read's signal; `key` names the query, so a change reads anew; `key` null reads nothing
 * (the filters are invalid: no call with a bad query).
 */
export const useTransactionListLoad = <A>(
  key: string | null,
  read: (signal: AbortSignal) => TE.TaskEither<BackendError, A>,
): { readonly load: ListLoad<A>; readonly retry: () => void } => {
  const eventRevision = useFinanceEventRevision(TRANSACTION_LIST_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [attempt, setAttempt] = useState(0)
  // The last answer and the read it answered: while a newer read runs, its rows stay shown (the page does not jump)
  // and the status says it loads.
  const [answer, setAnswer] = useState<{ readonly token: string; readonly load: ListLoad<A> }>({ token: '', load: { status: 'idle', shown: undefined } })
  const token = key === null ? null : toListReadToken(key, eventRevision, dataRevision, attempt)
  const readRef = useRef(read)
  useEffect(() => {
    readRef.current = read
  })

  useEffect(() => {
    if (token === null) return undefined
    const controller = new AbortController()
    // The same read started while the page's code loaded (list-prefetch.ts) answers instead of a second call.
    const started = findStartedRead(token) as ReturnType<TE.TaskEither<BackendError, A>> | undefined
    void (started ?? readRef.current(controller.signal)())
      .then(
        (result) => {
          if (controller.signal.aborted) return
          if (started !== undefined) forgetStartedRead(token, started)
          setAnswer((before) => ({
            token,
            load: E.isRight(result) ? { status: 'loaded', shown: result.right } : { status: 'failed', error: result.left, shown: before.load.shown },
          }))
        },
        () => {
          // A port that throws instead of answering Left is a dropped connection to the user.
          if (controller.signal.aborted) return
          if (started !== undefined) forgetStartedRead(token, started)
          setAnswer((before) => ({ token, load: { status: 'failed', error: { _tag: 'Network' }, shown: before.load.shown } }))
        },
      )
    return () => controller.abort()
  }, [token])

  const load: ListLoad<A> =
    token === null || answer.token === token ? answer.load : { status: 'loading', shown: answer.load.shown }
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry }
}
