/**
 * A blocked business account (hub-and-business-account 3 "lockedAccount", 4.5): the bank's locking reason — a known
 * code in German wording from the catalogue (core toLockingReasonDisplay), any other as the text the bank sent — and
 * what to do: in closure, move the money; otherwise, contact support.
 */
import { messageFor, toLockingReasonDisplay, type LockedAccount } from '@kontor/core'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export const BlockedAccountCard = ({ lockedAccount }: { readonly lockedAccount: LockedAccount }) => {
  const reason = toLockingReasonDisplay(lockedAccount.lockingReason)
  return (
    <StateCard kind="blockedAccount" title={STATE_CARD_TEXTS.blockedTitle} tone="danger">
      {reason !== undefined && (
        <p data-testid="blocked-reason">
          {STATE_CARD_TEXTS.blockedReason}:{' '}
          {reason.kind === 'known' ? messageFor(reason.key) : <span className="hub-state-card-server-text">{reason.text}</span>}
        </p>
      )}
      <p>{lockedAccount.inClosure === true ? STATE_CARD_TEXTS.blockedInClosure : STATE_CARD_TEXTS.blockedSupport}</p>
    </StateCard>
  )
}
