/**
 * A blocked business account (hub-and-business-account 3 "lockedAccount", 4.5): the bank's locking reason, shown as
 * text (it comes from the server), and what to do: in closure, move the money; otherwise, contact support.
 */
import type { LockedAccount } from '@kontor/core'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const BlockedAccountCard = ({ lockedAccount }: { readonly lockedAccount: LockedAccount }) => {
  const reason = lockedAccount.lockingReason?.trim() ?? ''
  return (
    <StateCard kind="blockedAccount" title={STATE_CARD_TEXTS.blockedTitle} tone="danger">
      {reason !== '' && (
        <p>
          {STATE_CARD_TEXTS.blockedReason}: <span className="hub-state-card-server-text">{reason}</span>
        </p>
      )}
      <p>{lockedAccount.inClosure === true ? STATE_CARD_TEXTS.blockedInClosure : STATE_CARD_TEXTS.blockedSupport}</p>
    </StateCard>
  )
}
