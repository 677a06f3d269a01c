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
  type PersonOnboardingCardEffect,
  type PersonOnboardingCardEvent,
  type PersonOnboardingCardState,
  type PersonOnboardingSnapshot,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { waitFor } from '../../shared/scheduler.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow, type FlowRuntime } from '../../shared/useFlow.ts'
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

type Runtime = FlowRuntime<PersonOnboardingCardEvent, PersonOnboardingCardState>

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

  const runEffect = async (effect: PersonOnboardingCardEffect, { dispatch, signal }: Runtime): Promise<void> => {
    switch (effect.type) {
      case 'schedulePoll':
        if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'pollDue' })
        return
      case 'readAccountState': {
        const answer = await backend.hub.getAccountState({ signal })().catch(() => E.left(undefined))
        if (signal.aborted) return
        if (E.isLeft(answer)) return dispatch({ type: 'accountStateReadFailed' })
        businessId.current = answer.right.businessOnBoarding?.business?.id ?? businessId.current
        return dispatch({ type: 'accountStateRead', snapshot: toPersonOnboardingSnapshot(answer.right) })
      }
      case 'startDoneAnimation':
        if (await waitFor(effect.durationMs, signal)) dispatch({ type: 'doneAnimationEnded' })
        return
      case 'completeOnboarding': {
        // Chosen: without a business id there is nothing to complete; it counts as a failed completion and is retried.
        const answer =
          businessId.current === '' ? E.left(undefined) : await backend.hub.completeOnboarding(businessId.current, { signal })().catch(() => E.left(undefined))
        if (!signal.aborted) dispatch({ type: E.isRight(answer) ? 'onboardingCompleted' : 'onboardingCompletionFailed' })
        return
      }
      case 'refreshOnboarding':
        // The card shows each read itself; the hub reads the state again once the onboarding is completed.
        return
      case 'logFailure':
        // Spec 8: such failures are only logged.
        console.warn(`Onboarding-Karte: ${effect.request} fehlgeschlagen`)
        return
    }
  }
  const { state } = useFlow(startPersonOnboardingCard, transitionPersonOnboardingCard, runEffect)

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
