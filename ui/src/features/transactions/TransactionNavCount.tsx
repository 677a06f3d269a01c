/**
 * The counts beside the navigation entries 'Nicht zugeordnet' and 'Vorgemerkt' (hub-and-business-account 2.1
 * navigation, 3 "Transaction summary"). They read again after every change of a transaction or reservation (4.12:
 * transaction_changed, reservation_changed, update_pending_counts) and when the backend's data changed. The number is
 * read as part of the link's name ("Nicht zugeordnet (12 offen)"); a failed read shows no count rather than an error in
 * the navigation, and nothing when there is nothing to count.
 */
import { todayInBerlin, toTransactionNavCounts, type BackendError, type TransactionNavCounts } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { NAV_COUNT_TEXTS } from './transactions-texts.ts'
import { TRANSACTION_LIST_EVENTS } from './useTransactionListLoad.ts'

/** The counts the navigation shows: Nicht zugeordnet, Zuordnungsvorschläge and Vorgemerkt. */
export type NavCountKind = Extract<keyof TransactionNavCounts, 'open' | 'withProposals' | 'reservedOpen'>

/** Beyond the lists' events: an approval or a rejection changes how many open transactions have a proposal (4.12). */
const NAV_COUNT_EVENTS = [...TRANSACTION_LIST_EVENTS, 'proposal_approval_processed', 'proposal_rejected'] as const

/** A call that may throw (a port without the call) reads as a failed one. */
const settle = async <A,>(call: () => TE.TaskEither<BackendError, A>): Promise<A | undefined> => {
  try {
    const result = await call()()
    return E.isRight(result) ? result.right : undefined
  } catch {
    return undefined
  }
}

export const TransactionNavCount = ({ kind }: { readonly kind: NavCountKind }) => {
  const backend = useBackend()
  const eventRevision = useFinanceEventRevision(NAV_COUNT_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    void (async () => {
      const counts =
        kind !== 'reservedOpen'
          ? toTransactionNavCounts(await settle(() => backend.transactions.getTransactionSummary(todayInBerlin(backend.clock), { signal })), undefined)
          : toTransactionNavCounts(undefined, await settle(() => backend.transactions.getReservedTransactionSummary({ signal })))
      if (!signal.aborted) setCount(counts[kind])
    })()
    return () => controller.abort()
  }, [backend, kind, eventRevision, dataRevision])

  if (count === null || count === 0) return null
  return (
    <>
      <span className="nav-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{` ${NAV_COUNT_TEXTS[kind](count)}`}</span>
    </>
  )
}
