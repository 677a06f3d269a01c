/**
 * The person onboarding card on the hub as a pure state machine (spec: hub-and-business-account 4.2: polls every
 * 5 s, the first time after 2 s; watches device binding, screening state and tax number; when all is done, a 2 s
 * done animation, then onboarding is marked completed).
 */
import { ONBOARDING_DONE_ANIMATION_MS, ONBOARDING_FIRST_POLL_DELAY_MS, ONBOARDING_POLL_INTERVAL_MS } from './constants.ts'
import { isPersonOnboardingReadyToComplete, type PersonOnboardingSnapshot } from './onboarding-state.ts'
import type { OnboardingFlowStep } from './wizard-steps.ts'

export type PersonOnboardingCardState =
  /** Waiting for the next read of the account state; `last` is what the previous read saw. */
  | { readonly step: 'waiting'; readonly last: PersonOnboardingSnapshot | null }
  /** A read of the account state is in flight. */
  | { readonly step: 'reading'; readonly last: PersonOnboardingSnapshot | null }
  /** Everything is done: the 2 s done animation runs. */
  | { readonly step: 'celebrating'; readonly last: PersonOnboardingSnapshot }
  /** Onboarding is being marked completed. */
  | { readonly step: 'completing'; readonly last: PersonOnboardingSnapshot }
  | { readonly step: 'completed' }

export type PersonOnboardingCardEvent =
  /** The scheduled delay has passed. */
  | { readonly type: 'pollDue' }
  | { readonly type: 'accountStateRead'; readonly snapshot: PersonOnboardingSnapshot }
  | { readonly type: 'accountStateReadFailed' }
  | { readonly type: 'doneAnimationEnded' }
  | { readonly type: 'onboardingCompleted' }
  | { readonly type: 'onboardingCompletionFailed' }

/** Why the card asks the hub to refresh: one of the changes it watches. */
export type OnboardingChange = 'deviceBindingConfirmed' | 'screeningStateChanged' | 'taxNumberArrived'

export type PersonOnboardingCardEffect =
  | { readonly type: 'schedulePoll'; readonly delayMs: number }
  | { readonly type: 'readAccountState' }
  | { readonly type: 'refreshOnboarding'; readonly changes: ReadonlyArray<OnboardingChange> }
  | { readonly type: 'startDoneAnimation'; readonly durationMs: number }
  /** PUT …/onboardingstate/completed. */
  | { readonly type: 'completeOnboarding' }
  | { readonly type: 'logFailure'; readonly request: 'readAccountState' | 'completeOnboarding' }

type Result = OnboardingFlowStep<PersonOnboardingCardState, PersonOnboardingCardEffect>

/**
 * The card as it appears: waiting for its first read, 2 s from now.
 * @example startPersonOnboardingCard() // [{ step: 'waiting', last: null }, [{ type: 'schedulePoll', delayMs: 2000 }]]
 */
export const startPersonOnboardingCard = (): Result => [
  { step: 'waiting', last: null },
  [{ type: 'schedulePoll', delayMs: ONBOARDING_FIRST_POLL_DELAY_MS }],
]

/**
 * The changes between two reads the card reacts to: the device binding became confirmed, the onboarding (screening)
 * status changed, the tax number arrived.
 *
 * Reading: the first read is the baseline, so it reports no change; a status is compared as a whole, since the spec
 * names no screening states beyond the onboarding statuses.
 * @example toOnboardingChanges(before, after) // ['taxNumberArrived']
 */
export const toOnboardingChanges = (before: PersonOnboardingSnapshot | null, after: PersonOnboardingSnapshot): ReadonlyArray<OnboardingChange> => {
  if (before === null) return []
  const changes: OnboardingChange[] = []
  if (!before.deviceBindingConfirmed && after.deviceBindingConfirmed) changes.push('deviceBindingConfirmed')
  if (before.status !== after.status) changes.push('screeningStateChanged')
  if (!before.taxNumberPresent && after.taxNumberPresent) changes.push('taxNumberArrived')
  return changes
}

/**
 * The card's transition. A due poll reads the account state; a read that shows everything done starts the 2 s done
 * animation, after which onboarding is marked completed; any other read reports the watched changes and schedules
 * the next read in 5 s. Failed reads are logged and retried at the next interval; a failed completion is logged and
 * polling resumes, so the card tries again.
 *
 * Reading: a result that does not belong to the current step (a late read after completion, a second animation
 * end) is ignored, so a poll can never run beside the animation or after completion.
 * @example transitionPersonOnboardingCard({ step: 'waiting', last: null }, { type: 'pollDue' }) // [{ step: 'reading', last: null }, [{ type: 'readAccountState' }]]
 */
export const transitionPersonOnboardingCard = (s: PersonOnboardingCardState, e: PersonOnboardingCardEvent): Result => {
  const next = (last: PersonOnboardingSnapshot | null, effects: ReadonlyArray<PersonOnboardingCardEffect>): Result => [
    { step: 'waiting', last },
    [...effects, { type: 'schedulePoll', delayMs: ONBOARDING_POLL_INTERVAL_MS }],
  ]
  switch (s.step) {
    case 'waiting':
      return e.type === 'pollDue' ? [{ step: 'reading', last: s.last }, [{ type: 'readAccountState' }]] : [s, []]
    case 'reading':
      if (e.type === 'accountStateReadFailed') return next(s.last, [{ type: 'logFailure', request: 'readAccountState' }])
      if (e.type !== 'accountStateRead') return [s, []]
      if (isPersonOnboardingReadyToComplete(e.snapshot)) {
        return [{ step: 'celebrating', last: e.snapshot }, [{ type: 'startDoneAnimation', durationMs: ONBOARDING_DONE_ANIMATION_MS }]]
      } else {
        const changes = toOnboardingChanges(s.last, e.snapshot)
        return next(e.snapshot, changes.length > 0 ? [{ type: 'refreshOnboarding', changes }] : [])
      }
    case 'celebrating':
      return e.type === 'doneAnimationEnded' ? [{ step: 'completing', last: s.last }, [{ type: 'completeOnboarding' }]] : [s, []]
    case 'completing':
      if (e.type === 'onboardingCompleted') return [{ step: 'completed' }, []]
      return e.type === 'onboardingCompletionFailed' ? next(s.last, [{ type: 'logFailure', request: 'completeOnboarding' }]) : [s, []]
    case 'completed':
      return [s, []]
  }
}
