/**
 * The counts beside the navigation entries 'Nicht zugeordnet' and 'Vorgemerkt' (hub-and-business-account 2.1
 * navigation, 3 "Transaction summary"). They read again after every change of a transaction or reservation (4.12:
 * transaction_changed, reservation_changed, update_pending_counts) and when the backend's data changed. The number is
 * read as part of the link's name ("Nicht zugeordnet (12 offen)"); a failed read shows no count rather than an error in
 * the navigation, and nothing when there is nothing to count.
 */
import type { TransactionNavCounts } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { TRANSACTION_LIST_EVENTS } from './constants.ts'
import { readTransactionNavCounts } from './transactions.effects.ts'
import { NAV_COUNT_TEXTS } from './transactions-texts.ts'

/** The counts the navigation shows: Nicht zugeordnet, Zuordnungsvorschläge and Vorgemerkt. */
export type NavCountKind = Extract<keyof TransactionNavCounts, 'open' | 'withProposals' | 'reservedOpen'>

/** Beyond the lists' events: an approval or a rejection changes how many open transactions have a proposal (4.12). */
const NAV_COUNT_EVENTS = [...TRANSACTION_LIST_EVENTS, 'proposal_approval_processed', 'proposal_rejected'] as const

export const TransactionNavCount = ({ kind }: { readonly kind: NavCountKind }) => {
  const backend = useBackend()
  const eventRevision = useFinanceEventRevision(NAV_COUNT_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const { state } = useRead(readTransactionNavCounts(backend, kind), `${kind}|${eventRevision}|${dataRevision}`)
  // A failed read counts nothing.
  const count = state.status === 'loaded' ? state.value[kind] : null

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
