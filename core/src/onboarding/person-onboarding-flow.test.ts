import { describe, expect, it } from 'vitest'
import {
  startPersonOnboardingCard,
  toOnboardingChanges,
  transitionPersonOnboardingCard,
  type PersonOnboardingCardState,
} from './person-onboarding-flow.ts'
import type { PersonOnboardingSnapshot } from './onboarding-state.ts'

const pending: PersonOnboardingSnapshot = { status: 'SCREENING_PENDING', deviceBindingConfirmed: false, taxNumberPresent: false, firstCardActivated: false }
const done: PersonOnboardingSnapshot = { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', deviceBindingConfirmed: true, taxNumberPresent: true, firstCardActivated: true }
const reading = (last: PersonOnboardingSnapshot | null): PersonOnboardingCardState => ({ step: 'reading', last })

describe('person onboarding card', () => {
  it('reads first after 2 s, then every 5 s', () => {
    const [waiting, first] = startPersonOnboardingCard()
    expect(first).toEqual([{ type: 'schedulePoll', delayMs: 2000 }])
    const [read, readFx] = transitionPersonOnboardingCard(waiting, { type: 'pollDue' })
    expect(read).toEqual(reading(null))
    expect(readFx).toEqual([{ type: 'readAccountState' }])
    expect(transitionPersonOnboardingCard(read, { type: 'accountStateRead', snapshot: pending })).toEqual([
      { step: 'waiting', last: pending },
      [{ type: 'schedulePoll', delayMs: 5000 }],
    ])
  })

  it('asks for a refresh when a watched value changes', () => {
    const next = { ...pending, deviceBindingConfirmed: true, status: 'FINANCE_ACCOUNT_CREATION_COMPLETED' }
    expect(transitionPersonOnboardingCard(reading(pending), { type: 'accountStateRead', snapshot: next })[1]).toEqual([
      { type: 'refreshOnboarding', changes: ['deviceBindingConfirmed', 'screeningStateChanged'] },
      { type: 'schedulePoll', delayMs: 5000 },
    ])
  })

  it('celebrates for 2 s once everything is done, then marks onboarding completed', () => {
    const [celebrating, fx] = transitionPersonOnboardingCard(reading(pending), { type: 'accountStateRead', snapshot: done })
    expect(celebrating).toEqual({ step: 'celebrating', last: done })
    expect(fx).toEqual([{ type: 'startDoneAnimation', durationMs: 2000 }])
    expect(transitionPersonOnboardingCard(celebrating, { type: 'pollDue' })).toEqual([celebrating, []])
    const [completing, complete] = transitionPersonOnboardingCard(celebrating, { type: 'doneAnimationEnded' })
    expect(complete).toEqual([{ type: 'completeOnboarding' }])
    expect(transitionPersonOnboardingCard(completing, { type: 'onboardingCompleted' })).toEqual([{ step: 'completed' }, []])
  })

  it('logs failures and keeps polling', () => {
    expect(transitionPersonOnboardingCard(reading(pending), { type: 'accountStateReadFailed' })).toEqual([
      { step: 'waiting', last: pending },
      [{ type: 'logFailure', request: 'readAccountState' }, { type: 'schedulePoll', delayMs: 5000 }],
    ])
    expect(transitionPersonOnboardingCard({ step: 'completing', last: done }, { type: 'onboardingCompletionFailed' })).toEqual([
      { step: 'waiting', last: done },
      [{ type: 'logFailure', request: 'completeOnboarding' }, { type: 'schedulePoll', delayMs: 5000 }],
    ])
  })

  it('reports no change on the first read and each change once', () => {
    expect(toOnboardingChanges(null, done)).toEqual([])
    expect(toOnboardingChanges(pending, { ...pending, taxNumberPresent: true })).toEqual(['taxNumberArrived'])
    expect(toOnboardingChanges({ ...pending, taxNumberPresent: true }, pending)).toEqual([])
    expect(toOnboardingChanges(pending, pending)).toEqual([])
  })
})
