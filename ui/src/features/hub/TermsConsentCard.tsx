/**
 * The terms consent card (hub-and-business-account 4.4): pending, rejected, rejected past the consent date, or
 * expired (core classifyTermsConsent), with the deadline or the contract's end where known. "Zustimmen" shows while
 * the state still offers actions and sends the consent (HubPort.acceptTerms); its answer is the new account state.
 * A failed call keeps the card and says so; the button asks again.
 */
import {
  classifyTermsConsent,
  formatLocalDate,
  parseLocalDate,
  type BankAccountState,
  type TermsDeadline,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { acceptTerms } from './hub.effects.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

/** dd.MM.yyyy of a deadline; an instant is shown by its Berlin calendar day. */
const deadlineText = (deadline: TermsDeadline | null | undefined): string | undefined => {
  if (deadline === null || deadline === undefined) return undefined
  const asDate = parseLocalDate(deadline)
  if (E.isRight(asDate)) return formatLocalDate(asDate.right)
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(deadline))
}

export interface TermsConsentCardProps {
  readonly accountState: BankAccountState
  readonly privileges: ReadonlyArray<string>
  readonly onAccepted: (next: BankAccountState) => void
}

export const TermsConsentCard = ({ accountState, privileges, onAccepted }: TermsConsentCardProps) => {
  const backend = useBackend()
  const lifetime = useLifetimeSignal()
  const [status, setStatus] = useState<'idle' | 'accepting' | 'failed'>('idle')
  const info = accountState.latestTermsAndConditionsConsentInformation
  const consent = classifyTermsConsent(info, privileges, backend.clock)
  const deadline = deadlineText(info?.consentRequiredUntil)
  const contractEnd = deadlineText(info?.solarisContractExpiresAt)
  // The service takes the consent only while the state offers it (otherwise 409).
  const canAccept = (info?.actions ?? []).includes('ACCEPT')

  const accept = async () => {
    setStatus('accepting')
    const result = await acceptTerms(backend, lifetime())
    if (E.isRight(result)) onAccepted(result.right)
    else setStatus('failed')
  }

  return (
    <StateCard kind="terms" title={STATE_CARD_TEXTS.termsTitle} tone={consent === 'pending' ? 'info' : 'warning'}>
      <p>{STATE_CARD_TEXTS.termsBody[consent]}</p>
      {deadline !== undefined && consent !== 'rejectedPastConsentDate' && <p>{STATE_CARD_TEXTS.termsDeadline(deadline)}</p>}
      {contractEnd !== undefined && consent === 'rejectedPastConsentDate' && <p>{STATE_CARD_TEXTS.termsContractEnds(contractEnd)}</p>}
      {status === 'failed' && (
        <p className="notice notice-error" role="alert">
          {STATE_CARD_TEXTS.termsAcceptFailed}
        </p>
      )}
      {status === 'accepting' && <p role="status">{STATE_CARD_TEXTS.termsAccepting}</p>}
      {canAccept && (
        <Button className="button button-primary" isDisabled={status === 'accepting'} onPress={() => void accept()}>
          {STATE_CARD_TEXTS.termsAccept}
        </Button>
      )}
    </StateCard>
  )
}
