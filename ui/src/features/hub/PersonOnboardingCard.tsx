/**
 * The person onboarding card (hub-and-business-account 4.2): the four steps until the business account is ready —
 * account created, device linked, tax number present, first card activated — read again every 5 s, the first time
 * after 2 s (core transitionPersonOnboardingCard runs the schedule). When all four are done it shows the 2 s done
 * animation, then marks the onboarding completed (HubPort.completeOnboarding) and tells the hub, which reads the
 * account state again. A failed read or completion is logged and tried again at the next interval. The open
 * "Gerät verbunden" step offers the device-link dialog (4.3).
 */
import {
  COMPLETED_ONBOARDING_STATUS,
  startPersonOnboardingCard,
  toPersonOnboardingSnapshot,
  transitionPersonOnboardingCard,
  type BankAccountState,
  type PersonOnboardingSnapshot,
} from '@kontor/core'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { personOnboardingCardEffects } from './hub.effects.ts'
import { LazyDeviceLinkDialog } from './lazy-device-link.ts'
import { StateCard } from './StateCard.tsx'
import { STATE_CARD_TEXTS } from './state-card-texts.ts'

export interface PersonOnboardingCardProps {
  /** The state the hub read; the card shows it until its own first read. */
  readonly accountState: BankAccountState
  readonly onCompleted: () => void
  /** The device-link dialog (4.3), opened from the open "Gerät verbunden" step, linked the phone. */
  readonly onDeviceLinked: () => void
}

const STEPS = [
  ['accountCreated', STATE_CARD_TEXTS.personAccountCreated],
  ['deviceBindingConfirmed', STATE_CARD_TEXTS.personDeviceLinked],
  ['taxNumberPresent', STATE_CARD_TEXTS.personTaxNumber],
  ['firstCardActivated', STATE_CARD_TEXTS.personFirstCard],
] as const

const stepsDone = (snapshot: PersonOnboardingSnapshot): Readonly<Record<(typeof STEPS)[number][0], boolean>> => ({
  accountCreated: snapshot.status === COMPLETED_ONBOARDING_STATUS,
  deviceBindingConfirmed: snapshot.deviceBindingConfirmed,
  taxNumberPresent: snapshot.taxNumberPresent,
  firstCardActivated: snapshot.firstCardActivated,
})

export const PersonOnboardingCard = ({ accountState, onCompleted, onDeviceLinked }: PersonOnboardingCardProps) => {
  const backend = useBackend()
  const [linking, setLinking] = useState(false)
  const businessId = useRef(accountState.businessOnBoarding?.business?.id ?? '')

  // Built as each effect runs, not while rendering: the effects write the read's business id into the ref.
  const { state } = useFlow(startPersonOnboardingCard, transitionPersonOnboardingCard, (effect, runtime) =>
    personOnboardingCardEffects({ backend, businessId })(effect, runtime),
  )

  const completed = state.step === 'completed'
  const notified = useRef(false)
  useEffect(() => {
    if (completed && !notified.current) {
      notified.current = true
      onCompleted()
    }
  }, [completed, onCompleted])

  // The latest read, kept past completion (the completed state carries none) until the hub's own read replaces the card.
  // (State adjusted while rendering, as React advises for state that follows other state.)
  const [lastRead, setLastRead] = useState<PersonOnboardingSnapshot | null>(null)
  if (state.step !== 'completed' && state.last !== null && state.last !== lastRead) setLastRead(state.last)
  const snapshot = lastRead ?? toPersonOnboardingSnapshot(accountState)
  const done = stepsDone(snapshot)
  const celebrating = state.step === 'celebrating' || state.step === 'completing' || completed
  return (
    <StateCard kind="personOnboarding" title={STATE_CARD_TEXTS.personTitle} tone={celebrating ? 'success' : 'info'}>
      <ul className="hub-onboarding-steps" aria-label={STATE_CARD_TEXTS.personStepsLabel}>
        {STEPS.map(([key, label]) => (
          <li key={key} className={done[key] ? 'hub-onboarding-step-done' : undefined} data-testid={`onboarding-step-${key}`}>
            <span aria-hidden="true" className="hub-onboarding-step-mark">
              {done[key] ? '✓' : '○'}
            </span>{' '}
            {label}: {done[key] ? STATE_CARD_TEXTS.personStepDone : STATE_CARD_TEXTS.personStepOpen}
            {key === 'deviceBindingConfirmed' && !done[key] && (
              <>
                {' '}
                <Button className="link-button" onPress={() => setLinking(true)}>
                  {STATE_CARD_TEXTS.deviceLinkOpen}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={celebrating ? 'hub-onboarding-done' : 'visually-hidden'} data-testid="onboarding-done">
        {celebrating ? STATE_CARD_TEXTS.personDone : ''}
      </p>
      {linking && <LazyDeviceLinkDialog onClose={() => setLinking(false)} onLinked={onDeviceLinked} />}
    </StateCard>
  )
}
