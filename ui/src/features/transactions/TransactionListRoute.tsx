/**
 * The route of /transactions, /transactionswop and /transactionshidden: it starts the list's first read at once and
 * loads the page's code meanwhile, so the rows wait for the slower of the two rather than for both in a row (issue 12's
 * benchmark: the first row within 300 ms). Light: it is part of the app's first load.
 */
import type { TransactionFilter } from '@kontor/core'
import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { lazyPage } from '../../shared/components/lazy.tsx'
import { useBackend } from '../../shared/useBackend.ts'

const TransactionsPage = lazyPage(() => import('./TransactionsPage.tsx').then((m) => m.TransactionsPage))

let prefetchModule: Promise<typeof import('./list-prefetch.ts')> | undefined
/** Asked for with the route's first render, beside the page's code; a failed load is asked for again next time. */
const loadPrefetch = () =>
  (prefetchModule ??= import('./list-prefetch.ts').catch((error: unknown) => {
    prefetchModule = undefined
    throw error
  }))

export const TransactionListRoute = ({ filter }: { readonly filter: TransactionFilter }) => {
  const backend = useBackend()
  const store = useStore()
  // The address the route was opened with: the page's first read is of it (later changes are the page's reads).
  const { search } = useLocation()
  const openedWith = useRef(search)
  useState(() => TransactionsPage.isLoaded() || loadPrefetch().catch(() => undefined))
  useEffect(() => {
    if (TransactionsPage.isLoaded()) return undefined
    let live = true
    let stop: (() => void) | undefined
    void loadPrefetch().then(
      (prefetch) => {
        // With the page's code there, the page makes its first read itself (at once; again, it would read twice).
        if (live && !TransactionsPage.isLoaded()) stop = prefetch.startTransactionListRead(backend, store, filter, openedWith.current)
      },
      // Without it the page reads by itself, and says so should that fail too.
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
    }
  }, [backend, store, filter])
  return <TransactionsPage filter={filter} />
}
