/**
 * The first read of a transaction list, started when its route is first shown, while the page's code still loads
 * (issue 12's benchmark: the first row within 300 ms of the navigation). The page's first read is the same read (same
 * list, same address, no finance event and no data change in between), so it takes this one's answer
 * (shared/list-read-registry.ts). Loaded beside the page, never in the hub's first load.
 */
import { parseTransactionListSearch, toTransactionsQuery, type Backend, type TransactionFilter } from '@kontor/core'
import type { createStore } from 'jotai'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { readFinanceEventRevision } from '../../shared/finance-events.ts'
import { forgetStartedRead, registerStartedRead, toListReadToken } from '../../shared/list-read-registry.ts'
import { TRANSACTION_LIST_EVENTS } from './constants.ts'
import { readTransactionList } from './transactions.effects.ts'

type Store = ReturnType<typeof createStore>

/**
 * Starts the read the page of `filter` at the address `search` will make first; the returned function stops it and
 * forgets it (the route was left before the page took it).
 */
export const startTransactionListRead = (backend: Backend, store: Store, filter: TransactionFilter, search: string): (() => void) => {
  const query = toTransactionsQuery(filter, parseTransactionListSearch(new URLSearchParams(search)).state)
  const token = toListReadToken(query, readFinanceEventRevision(store, TRANSACTION_LIST_EVENTS), store.get(backendDataRevisionAtom), 0)
  const controller = new AbortController()
  const read = readTransactionList(backend)(query, controller.signal)()
  registerStartedRead(token, read)
  return () => {
    forgetStartedRead(token, read)
    controller.abort()
  }
}
