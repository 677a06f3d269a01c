/**
 * The hub's to-do and manual-assign cards (hub-and-business-account 2.1, 3 "Transaction summary", 9): how many open
 * transactions wait with a proposal (to /proposals) and without one (to /transactionswop), each with its estimated
 * time. Read from the transaction summary, and again after every finance event that changes it (4.12). While the
 * first read runs, and when a read fails, no card shows (the hub stays as it is); the next event reads again.
 */
import { messageFor, toHubWorkCards, type HubWorkCardKind } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { PROPOSALS_PATH, TRANSACTIONS_OPEN_PATH } from '../../shared/routes.ts'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { useFinanceEventRevision } from '../../shared/finance-events.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useRead } from '../../shared/useRead.ts'
import { readTransactionSummary } from './hub.effects.ts'
import { HUB_TEXTS } from './hub-texts.ts'

/** The finance events after which the summary is read again: each changes how many open transactions have proposals. */
export const WORK_CARD_EVENTS = ['transaction_changed', 'update_pending_counts', 'proposal_approval_processed', 'proposal_rejected'] as const

const CARD_TARGETS: Readonly<Record<HubWorkCardKind, string>> = {
  proposalsToReview: PROPOSALS_PATH,
  manualAssign: TRANSACTIONS_OPEN_PATH,
}

export const WorkCards = () => {
  const backend = useBackend()
  const eventRevision = useFinanceEventRevision(WORK_CARD_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  // Read again after each such event and each change of the data elsewhere (a reset, another tab).
  const rereadKey = useMemo(() => ({ backend, eventRevision, dataRevision }), [backend, eventRevision, dataRevision])
  const { state } = useRead(readTransactionSummary(backend), rereadKey)
  // A failed read hides the cards rather than showing a stale count; the next event reads again.
  const summary = state.status === 'loaded' ? state.value : undefined

  const cards = toHubWorkCards(summary)
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="hub-work-title" className="hub-work">
      <h2 id="hub-work-title">{HUB_TEXTS.workHeading}</h2>
      <ul className="hub-work-cards">
        {cards.map((card) => (
          <li key={card.kind} className="hub-work-card" data-testid={`hub-work-card-${card.kind}`}>
            <h3 className="hub-work-card-title">{messageFor(card.title.key, card.title.params)}</h3>
            <p className="hub-work-card-estimate">{messageFor(card.estimate.key, card.estimate.params)}</p>
            <Link className="button" to={CARD_TARGETS[card.kind]}>
              {messageFor(card.action.key)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
