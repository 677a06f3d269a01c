/**
 * Reads one list for a page: again when the page, the transfer lists' revision (a deletion, a new transfer) or the
 * backend's data changed. A failed read keeps what was shown and offers a retry; leaving aborts the read.
 */
import type { BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { transferListsRevisionAtom } from './transfer-lists.atoms.ts'

export type ListLoad<A> =
  | { readonly status: 'loading'; readonly shown: A | undefined }
  | { readonly status: 'failed'; readonly error: BackendError; readonly shown: A | undefined }
  | { readonly status: 'loaded'; readonly shown: A }

/** `read` is called with the read's signal; `key` names what is read (page, tab), so a change reads anew. */
export const useTransferListLoad = <A>(
  key: string,
  read: (signal: AbortSignal) => TE.TaskEither<BackendError, A>,
  enabled = true,
): { readonly load: ListLoad<A>; readonly retry: () => void } => {
  const revision = useAtomValue(transferListsRevisionAtom)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<ListLoad<A>>({ status: 'loading', shown: undefined })
  const readRef = useStableRef(read)
  const shownKey = useRef<string | null>(null)

  useEffect(() => {
    if (!enabled) return undefined
    const controller = new AbortController()
    // Another page or tab shows nothing of the last one while it loads; the same one again keeps its rows meanwhile.
    const sameList = shownKey.current === key
    shownKey.current = key
    setLoad((before) => ({ status: 'loading', shown: sameList ? before.shown : undefined }))
    void readRef
      .current(controller.signal)()
      .then((result) => {
        if (controller.signal.aborted) return
        setLoad((before) =>
          E.isRight(result) ? { status: 'loaded', shown: result.right } : { status: 'failed', error: result.left, shown: before.shown },
        )
      })
    return () => controller.abort()
  }, [key, revision, dataRevision, attempt, enabled, readRef])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry }
}

/** The latest function in a ref that stays the same object, so the read effect runs on its key, not on every render. */
const useStableRef = <F>(value: F): { current: F } => {
  const [ref] = useState(() => ({ current: value }))
  useEffect(() => {
    ref.current = value
  })
  return ref
}
