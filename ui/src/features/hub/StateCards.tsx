/**
 * The hub's state cards (hub-and-business-account 2.1, 4.5): of teaser, onboarding in progress, seizure, blocked
 * account, business onboarding, person onboarding and terms consent, the first that applies (core selectHubCards),
 * and beside it the MFA-required card (4.3). The account state is read only with FINANCE_LEXBANK_READ (spec 6;
 * without it the state is empty and no card applies), and again after every finance event that changes it (4.12).
 * While it is read no card shows; a failed read shows none either and is asked again at the next such event, so the
 * hub never breaks over it. Whether the fallback (balance) card may show goes to hubFallbackCardShownAtom. The PayPal
 * tip (INFO_PAYPAL_NOTCONNECTED) is a tile of its own beside them.
 */
import {
  hasBusinessOnboardingMoved,
  isBusinessAccountActivationOffered,
  isBusinessOnboardingRunning,
  isDeviceBindingConfirmed,
  isHubFeatureAllowed,
  isMfaRequiredCardShown,
  messageFor,
  ONBOARDING_FIRST_POLL_DELAY_MS,
  ONBOARDING_POLL_INTERVAL_MS,
  selectHubCards,
  toHubCardConditions,
  type BankAccountState,
  type FinanceEvent,
} from '@kontor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import { waitFor } from '../../shared/scheduler.ts'
import { useEmitFinanceEvent, useFinanceEventRevision } from '../../shared/finance-events.ts'
import { usePrivileges } from '../../shared/privileges.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { BlockedAccountCard } from './BlockedAccountCard.tsx'
import { BusinessOnboardingCard } from './BusinessOnboardingCard.tsx'
import { readAccountState, type AccountStateRead } from './hub.effects.ts'
import { MfaRequiredCard } from './MfaRequiredCard.tsx'
import { OnboardingInProgressCard } from './OnboardingInProgressCard.tsx'
import { PayPalTipCard } from './PayPalTipCard.tsx'
import { PersonOnboardingCard } from './PersonOnboardingCard.tsx'
import { SeizureCard } from './SeizureCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'
import { hubAccountListStaleAtom, hubActivationOfferedAtom, hubFallbackCardShownAtom } from './state-cards.atoms.ts'
import { TeaserCard } from './TeaserCard.tsx'
import { TermsConsentCard } from './TermsConsentCard.tsx'

/** The finance events after which the account state is read again (4.12). */
export const STATE_CARD_EVENTS: ReadonlyArray<FinanceEvent> = ['financial_account_changed', 'refresh_business_on_boarding']

export const StateCards = () => {
  const backend = useBackend()
  const privileges = usePrivileges()
  const eventRevision = useFinanceEventRevision(STATE_CARD_EVENTS)
  const dataRevision = useAtomValue(backendDataRevisionAtom)
  const emit = useEmitFinanceEvent()
  const setFallbackShown = useSetAtom(hubFallbackCardShownAtom)
  const [read, setRead] = useState<AccountStateRead>({ status: 'loading' })
  const [notice, setNotice] = useState('')

  useEffect(() => {
    if (privileges === undefined) return
    const controller = new AbortController()
    void readAccountState(backend, privileges, controller.signal).then((next) => {
      if (!controller.signal.aborted) setRead(next)
    })
    return () => controller.abort()
  }, [backend, privileges, eventRevision, dataRevision])

  // The status bar offers the activation from this read (hubActivationOfferedAtom); not while unread or failed.
  const setActivationOffered = useSetAtom(hubActivationOfferedAtom)
  const activationOffered = read.status === 'loaded' && privileges !== undefined && isBusinessAccountActivationOffered(read.state, privileges)
  useEffect(() => setActivationOffered(activationOffered), [activationOffered, setActivationOffered])
  useEffect(() => () => setActivationOffered(false), [setActivationOffered])

  // While the bank opens the business account, the state is read again on the onboarding's schedule (4.2: first
  // after 2 s, then every 5 s), so the card follows the bank; each move may bring the new account, so the account
  // list reads again (financial_account_changed). A failed read is tried again at the next interval.
  const latestOnboarding = useRef<BankAccountState['businessOnBoarding']>(undefined)
  useEffect(() => {
    if (read.status === 'loaded') latestOnboarding.current = read.state.businessOnBoarding
  }, [read])
  const openingRuns = read.status === 'loaded' && isBusinessOnboardingRunning(read.state.businessOnBoarding)
  const markAccountListStale = useSetAtom(hubAccountListStaleAtom)
  useEffect(() => {
    if (!openingRuns || privileges === undefined) return
    const controller = new AbortController()
    void (async () => {
      let delayMs = ONBOARDING_FIRST_POLL_DELAY_MS
      while (await waitFor(delayMs, controller.signal)) {
        delayMs = ONBOARDING_POLL_INTERVAL_MS
        const next = await readAccountState(backend, privileges, controller.signal)
        if (controller.signal.aborted) return
        if (next.status !== 'loaded') continue
        const moved = hasBusinessOnboardingMoved(latestOnboarding.current, next.state.businessOnBoarding)
        setRead(next)
        if (moved) {
          emit('financial_account_changed')
          markAccountListStale((n) => n + 1)
        }
      }
    })()
    return () => controller.abort()
  }, [openingRuns, backend, privileges, emit, markAccountListStale])

  const selection =
    read.status === 'loaded' && privileges !== undefined
      ? selectHubCards(toHubCardConditions({ accountState: read.state, teaserHidden: read.teaserHidden, privileges, clock: backend.clock }))
      : undefined
  // Chosen: a failed read counts as "no state card applies", so the balances stay in view while the state is unknown.
  const payPalTip = privileges !== undefined && isHubFeatureAllowed('payPalTip', privileges)
  const fallbackShown = selection?.fallback ?? (read.status === 'failed' && !payPalTip)
  useEffect(() => setFallbackShown(fallbackShown), [fallbackShown, setFallbackShown])
  useEffect(() => () => setFallbackShown(false), [setFallbackShown])

  /** After an action changed the account state: say so, and read it again (the card that applies may change). */
  const changed = (text: string) => {
    setNotice(text)
    emit('refresh_business_on_boarding')
  }
  const state = read.status === 'loaded' ? read.state : undefined
  const card = selection?.stateCard

  return (
    <div className="hub-state-cards" data-read={read.status}>
      {/* Always there, so that a screen reader hears each new text. */}
      <div className={notice === '' ? 'visually-hidden' : 'notice notice-success'} aria-live="polite" data-testid="hub-state-notice">
        {notice}
      </div>
      {/* The PayPal tip hangs on its privilege alone, so it shows even when the account state cannot be read. */}
      {payPalTip && <PayPalTipCard />}
      {state !== undefined && read.status === 'loaded' && (
        <>
          {card === 'teaser' && (
            <TeaserCard
              onHidden={() => {
                setRead({ ...read, teaserHidden: true })
                setNotice('')
              }}
            />
          )}
          {card === 'onboardingInProgress' && <OnboardingInProgressCard />}
          {card === 'seizure' && <SeizureCard accountState={state} />}
          {card === 'blockedAccount' && <BlockedAccountCard lockedAccount={state.lockedAccount ?? {}} />}
          {card === 'businessOnboarding' && <BusinessOnboardingCard onboarding={state.businessOnBoarding ?? {}} />}
          {card === 'personOnboarding' && (
            <PersonOnboardingCard
              accountState={state}
              onCompleted={() => changed(STATE_CARD_TEXTS.personDone)}
              onDeviceLinked={() => changed(messageFor('onboarding.deviceLinkSucceeded'))}
            />
          )}
          {card === 'terms' && privileges !== undefined && (
            <TermsConsentCard
              accountState={state}
              privileges={privileges}
              onAccepted={(next) => {
                setRead({ ...read, state: next })
                changed(STATE_CARD_TEXTS.termsAccepted)
              }}
            />
          )}
          {isMfaRequiredCardShown(state) && (
            <MfaRequiredCard
              onActivated={() => changed(STATE_CARD_TEXTS.mfaActivated)}
              deviceLinked={isDeviceBindingConfirmed(state.firstDeviceBindingActivationState)}
              onDeviceLinked={() => changed(messageFor('onboarding.deviceLinkSucceeded'))}
            />
          )}
        </>
      )}
    </div>
  )
}
