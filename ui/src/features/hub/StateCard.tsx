/**
 * The frame of every state card on the hub (hub-and-business-account 2.1): a region named by its heading, so a
 * screen reader lists it among the page's landmarks, with a tone for its border.
 */
import { useId, type ReactNode } from 'react'
import type { HubStateCardKind } from './state-cards.atoms.ts'

export type StateCardTone = 'info' | 'warning' | 'danger' | 'success'

export interface StateCardProps {
  readonly kind: HubStateCardKind
  readonly title: string
  readonly tone: StateCardTone
  readonly children: ReactNode
}

export const StateCard = ({ kind, title, tone, children }: StateCardProps) => {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={`hub-state-card hub-state-card-${tone}`} data-testid={`hub-state-card-${kind}`}>
      <h2 id={titleId} className="hub-state-card-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
