/**
 * Issue 25's read binding for a list, the one loader of every paged list (the transactions, the reserved ones, the
 * transfers and planned payments, the proposals): it reads the page `query` names, again when the query, the page's
 * `revision` (its finance events, a deletion), the backend's data (backendDataRevisionAtom) change or `retry` is
 * asked. The read it replaces and the one running at unmount are aborted, and never set the state. While the next
 * read runs, and after it failed, the rows shown before stay (the page does not jump), unless they belong to another
 * `list`. A read started before the page was there (list-read-registry.ts) answers instead of a second call. A port
 * never rejects (adapters' promise): the answer is taken as it comes.
 */
import type { BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { backendDataRevisionAtom } from './backend.atoms.ts'
import { findStartedRead, forgetStartedRead, toListReadToken } from './list-read-registry.ts'

/** One read of a list: the port call for the page `query` names, with the signal that cancels it. */
export type ListRead<Q, A> = (query: Q, signal: AbortSignal) => () => Promise<E.Either<BackendError, A>>

/** What a list shows: `shown` is the last answer's rows, kept while a newer read runs and after it failed. */
export type ListLoad<A> =
  | { readonly status: 'loading'; readonly shown: A | undefined }
  | { readonly status: 'failed'; readonly error: BackendError; readonly shown: A | undefined }
  | { readonly status: 'loaded'; readonly shown: A }

export interface ListLoadOptions<Q, A> {
  readonly read: ListRead<Q, A>
  /** The page to read, plain data (its JSON names it): a query of another JSON reads anew. */
  readonly query: Q
  /** Grows when the same query is to be read again (a finance event, a deletion). */
  readonly revision?: number
  /** The list the rows belong to: while another list's first answer is awaited, none of this one's rows show. */
  readonly list?: string
  /** The page asked for (from 1) and the count of pages an answer has, for the correction of a page past the end. */
  readonly paging?: { readonly page: number; readonly pagesOf: (answer: A) => number }
}

export interface ListLoadResult<A> {
  readonly load: ListLoad<A>
  readonly retry: () => void
  /** The last page, once an answer showed that the page asked for is past it (the list shrank, an old link). */
  readonly lastPage: number | undefined
}

interface Answer<A> {
  /** The read it answered (toListReadToken). */
  readonly token: string
  readonly list: string
  readonly load: ListLoad<A>
}

export const useListLoad = <Q, A>({ read, query, revision = 0, list = '', paging }: ListLoadOptions<Q, A>): ListLoadResult<A> => {
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [attempt, setAttempt] = useState(0)
  const [answer, setAnswer] = useState<Answer<A>>({ token: '', list, load: { status: 'loading', shown: undefined } })
  const token = toListReadToken(query, revision, dataRevision, attempt)
  const latest = useRef({ read, query })
  useEffect(() => {
    latest.current = { read, query }
  })

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void (async () => {
      // One microtask first: StrictMode's second mount aborts the first at once, so each read is asked for once.
      await Promise.resolve()
      if (signal.aborted) return
      // The same read started while the page's code loaded answers instead of a second call.
      const started = findStartedRead(token) as Promise<E.Either<BackendError, A>> | undefined
      const result = await (started ?? latest.current.read(latest.current.query, signal)())
      if (signal.aborted) return
      if (started !== undefined) forgetStartedRead(token, started)
      setAnswer((before) => ({
        token,
        list,
        load: E.isRight(result)
          ? { status: 'loaded', shown: result.right }
          : { status: 'failed', error: result.left, shown: before.list === list ? before.load.shown : undefined },
      }))
    })()
    return () => controller.abort()
  }, [token, list])

  const sameList = answer.list === list
  const load: ListLoad<A> = answer.token === token && sameList ? answer.load : { status: 'loading', shown: sameList ? answer.load.shown : undefined }
  const pages = load.status === 'loaded' && paging !== undefined ? paging.pagesOf(load.shown) : undefined
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry, lastPage: pages !== undefined && paging !== undefined && paging.page > pages ? pages : undefined }
}
