import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { personOnboardingCardEventArbitrary, personOnboardingSnapshotArbitrary } from './flows.arbitrary.ts'
import { isPersonOnboardingReadyToComplete } from './onboarding-state.ts'
import {
  startPersonOnboardingCard,
  toOnboardingChanges,
  transitionPersonOnboardingCard,
  type PersonOnboardingCardEvent,
  type PersonOnboardingCardState,
} from './person-onboarding-flow.ts'

/** Mostly the event the current step waits for, sometimes any event. */
const expectedEvent = (s: PersonOnboardingCardState, n: number, snapshot: PersonOnboardingCardEvent): PersonOnboardingCardEvent => {
  switch (s.step) {
    case 'waiting':
      return { type: 'pollDue' }
    case 'reading':
      return n % 5 === 0 ? { type: 'accountStateReadFailed' } : snapshot
    case 'celebrating':
      return { type: 'doneAnimationEnded' }
    case 'completing':
      return n % 4 === 0 ? { type: 'onboardingCompletionFailed' } : { type: 'onboardingCompleted' }
    case 'completed':
      return { type: 'pollDue' }
  }
}

const movesArbitrary = fc.array(
  fc.oneof(
    { arbitrary: fc.tuple(fc.nat(), personOnboardingSnapshotArbitrary).map(([n, snapshot]) => ({ n, snapshot })), weight: 4 },
    { arbitrary: personOnboardingCardEventArbitrary.map((event) => ({ event })), weight: 1 },
  ),
  { minLength: 5, maxLength: 60, size: 'max' },
)

test.prop([movesArbitrary])('the card polls one read at a time, celebrates only when done, and completes once', (moves) => {
  const [initial, effects] = startPersonOnboardingCard()
  let state = initial
  let scheduled = effects.filter((fx) => fx.type === 'schedulePoll').length
  const broken: string[] = []
  const check = (ok: boolean, name: string) => {
    if (!ok) broken.push(name)
  }
  for (const move of moves) {
    const event = 'event' in move ? move.event : expectedEvent(state, move.n, { type: 'accountStateRead', snapshot: move.snapshot })
    const [next, fx] = transitionPersonOnboardingCard(state, event)
    const types = fx.map((f) => f.type)
    scheduled += types.filter((t) => t === 'schedulePoll').length
    if (types.includes('readAccountState')) {
      check(state.step === 'waiting' && event.type === 'pollDue' && next.step === 'reading', 'a read starts only when a poll is due')
      scheduled -= 1
    }
    check(scheduled >= 0 && scheduled <= 1, 'at most one poll is scheduled or running at a time')
    check((next.step === 'waiting') === (scheduled === 1), 'a poll is scheduled exactly while waiting')
    if (types.includes('schedulePoll')) check(fx.every((f) => f.type !== 'schedulePoll' || f.delayMs === 5000), 'later polls come every 5 s')
    if (types.includes('startDoneAnimation')) {
      check(event.type === 'accountStateRead' && isPersonOnboardingReadyToComplete(event.snapshot), 'the animation starts only when all is done')
      check(next.step === 'celebrating', 'the animation is shown while celebrating')
    }
    if (types.includes('completeOnboarding')) {
      check(state.step === 'celebrating' && event.type === 'doneAnimationEnded', 'completion follows the animation')
    }
    if (state.step === 'completed') check(next === state && fx.length === 0, 'completed is final')
    if (next.step === 'completed' && state.step !== 'completed') {
      check(state.step === 'completing' && event.type === 'onboardingCompleted', 'completed only once the server confirmed it')
    }
    if (types.includes('refreshOnboarding')) check(state.step === 'reading' && state.last !== null, 'refreshes compare with an earlier read')
    state = next
  }
  expect(broken).toEqual([])
})

test.prop([personOnboardingSnapshotArbitrary, personOnboardingSnapshotArbitrary])('changes are reported exactly as they happen', (before, after) => {
  const changes = toOnboardingChanges(before, after)
  expect(changes.includes('deviceBindingConfirmed')).toBe(!before.deviceBindingConfirmed && after.deviceBindingConfirmed)
  expect(changes.includes('screeningStateChanged')).toBe(before.status !== after.status)
  expect(changes.includes('taxNumberArrived')).toBe(!before.taxNumberPresent && after.taxNumberPresent)
  expect(toOnboardingChanges(after, after)).toEqual([])
})
