/**
 * Issue 25 "one way from the UI to the backend", for a component that shows what one read returns (a card, a chart):
 * the read is the feature's (its *.effects.ts names the port call), the component only shows its state. It runs on
 * mount and again when `key` changes or `retry` is asked, with a signal that aborts the read it replaces and the one
 * running at unmount; a read that was replaced or aborted never sets the state. A port never rejects (adapters'
 * promise): the read's answer is taken as it comes. `last` is the value of the last read that answered, kept when a
 * later one fails, for a part that goes on showing what it showed rather than an error (a count, a minicard).
 */
import type { BackendError } from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import { useCallback, useEffect, useRef, useState } from 'react'

/** One read from the backend: the port call with the signal that cancels it. */
export type BackendRead<A> = (signal: AbortSignal) => () => Promise<E.Either<BackendError, A>>

export type ReadState<A> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BackendError }
  | { readonly status: 'loaded'; readonly value: A }

export const useRead = <A>(
  read: BackendRead<A>,
  key: unknown,
): { readonly state: ReadState<A>; readonly retry: () => void; readonly last: A | undefined } => {
  const [state, setState] = useState<ReadState<A>>({ status: 'loading' })
  const [last, setLast] = useState<{ readonly value: A } | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)
  const readRef = useRef(read)
  useEffect(() => {
    readRef.current = read
  })
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void readRef
      .current(signal)()
      .then((answer) => {
        if (signal.aborted) return
        setState(answer._tag === 'Right' ? { status: 'loaded', value: answer.right } : { status: 'failed', error: answer.left })
        if (answer._tag === 'Right') setLast({ value: answer.right })
      })
    return () => controller.abort()
  }, [key, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry, last: last?.value }
}
