import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { SOLE_WIZARD_SCREEN_COUNT } from './constants.ts'
import { soleWizardEventArbitrary } from './flows.arbitrary.ts'
import {
  KYC_WIZARD_STEPS,
  SOLE_WIZARD_STEPS,
  toInitialSoleWizardState,
  toSoleWizardStepViews,
  transitionSoleWizard,
  type SoleWizardEvent,
  type SoleWizardState,
  type SoleWizardStepId,
} from './sole-wizard.ts'

/** The events a user or the backend can plausibly send in a state, so that random runs get deep into the wizard. */
const repeat = <A>(n: number, a: A): ReadonlyArray<A> => Array.from({ length: n }, () => a)

/**
 * The events a user or the backend can plausibly send in a state, weighted towards going on, so that random runs
 * get deep into the wizard while still cancelling, going back and failing now and then.
 */
const plausibleEvents = (s: SoleWizardState): ReadonlyArray<SoleWizardEvent> => {
  if (s.dialog === 'fatca') return [...repeat(3, { type: 'fatcaDialogResumed' } as const), { type: 'fatcaDialogCancelled' }]
  if (s.dialog === 'cancel') return [...repeat(3, { type: 'cancelDialogResumed' } as const), { type: 'cancelDialogConfirmed' }]
  if (s.pending !== null) return [...repeat(3, { type: 'accountCreated' } as const), { type: 'requestFailed' }]
  if (s.step === 'start') {
    return [
      ...repeat(3, { type: 'organizationTypeChosen', organizationType: 'FREELANCER' } as const),
      ...repeat(3, { type: 'fatcaAnswered', answer: false } as const),
      { type: 'fatcaAnswered', answer: true },
      ...repeat(3, { type: 'startConfirmed' } as const),
    ]
  }
  return [
    ...repeat(6, { type: 'continued' } as const),
    ...repeat(2, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' } as const),
    { type: 'videoIdentificationClosed', result: 'CLOSE_CANCEL' },
    { type: 'wentBack' },
    { type: 'cancelRequested' },
  ]
}

type Move = { readonly guided: number } | { readonly event: SoleWizardEvent }
const movesArbitrary = fc.array(
  fc.oneof({ arbitrary: fc.nat().map((guided) => ({ guided })), weight: 9 }, { arbitrary: soleWizardEventArbitrary.map((event) => ({ event })), weight: 1 }),
  { minLength: 10, maxLength: 80, size: 'max' },
)
const eventOf = (s: SoleWizardState, move: Move): SoleWizardEvent => {
  if ('event' in move) return move.event
  const options = plausibleEvents(s)
  return options[move.guided % options.length] ?? { type: 'continued' }
}

const orderOf = (s: SoleWizardState): ReadonlyArray<SoleWizardStepId> => (s.variant === 'classic' ? SOLE_WIZARD_STEPS : KYC_WIZARD_STEPS)
const isTerminal = (s: SoleWizardState) => s.step === 'finished' || s.step === 'cancelled'

/** The invariants that must hold after every transition; returns the broken ones. */
const brokenInvariants = (state: SoleWizardState, event: SoleWizardEvent, next: SoleWizardState, effects: ReadonlyArray<{ readonly type: string }>): string[] => {
  const broken: string[] = []
  const check = (ok: boolean, name: string) => {
    if (!ok) broken.push(`${name} after ${JSON.stringify(event)} in ${state.step}`)
  }
  const order = orderOf(state)
  if (isTerminal(state)) check(next === state && effects.length === 0, 'finished and cancelled are final')
  if (!isTerminal(next)) {
    const active = order.indexOf(next.step as SoleWizardStepId)
    check(active >= 0, 'the step belongs to the variant')
    check(order.every((id) => next.validity[id] === order.indexOf(id) < active), 'exactly the steps before the active one are valid')
    if (!isTerminal(state)) check(Math.abs(active - order.indexOf(state.step as SoleWizardStepId)) <= 1, 'one step at a time')
    if (next.step !== 'start') check(next.fatcaAnswer === false && next.organizationType !== null, 'past the start: organisation type chosen, US tax "no"')
    if (next.dialog === 'fatca') check(next.step === 'start' && next.fatcaAnswer === true, 'the FATCA dialog follows a "yes" at the start')
    if (next.dialog === 'cancel') check(!(next.variant === 'kyc' && next.step === 'step4'), 'no cancel on the KYC identity step')
    if (next.pending !== null) check(next.step === (next.variant === 'classic' ? 's4' : 'step3'), 'the account is created from the last data step')
    const views = toSoleWizardStepViews(next)
    check(views.length === (next.variant === 'classic' ? SOLE_WIZARD_SCREEN_COUNT : 5), 'screen count')
    check(views.filter((v) => v.active).length === (next.step === 'start' || next.step === 'terms' ? 0 : 1), 'one active screen')
  }
  const types = effects.map((fx) => fx.type)
  if (types.includes('createAccount')) check(state.pending === null && next.pending === 'createAccount', 'one account creation per request')
  check(types.includes('navigateToHub') === (isTerminal(next) && !isTerminal(state)), 'the hub only when leaving for good')
  if (types.includes('resetPerson')) check(state.dialog === 'fatca', 'a reset only from the FATCA dialog')
  if (types.includes('clearActivationData')) check(state.dialog === 'cancel', 'clearing only from the cancel dialog')
  if (state.pending === 'createAccount' && event.type === 'accountCreated') {
    check(next.step === (next.variant === 'classic' ? 's5' : 'step4'), 'the created account leads to the identification')
  }
  if (!isTerminal(state) && ['s5', 's6', 'step4'].includes(state.step) && !isTerminal(next)) check(next.step === state.step || event.type !== 'wentBack', 'no way back once the account exists')
  return broken
}

test.prop([fc.constantFrom('classic' as const, 'kyc' as const), movesArbitrary])('no event sequence breaks the wizard invariants', (variant, moves) => {
  let state = toInitialSoleWizardState(variant)
  const broken: string[] = []
  for (const move of moves) {
    const event = eventOf(state, move)
    const [next, effects] = transitionSoleWizard(state, event)
    broken.push(...brokenInvariants(state, event, next, effects))
    state = next
  }
  expect(broken).toEqual([])
})

test.prop([fc.constantFrom('classic' as const, 'kyc' as const), fc.array(fc.nat(), { maxLength: 80 })])(
  'the happy path without dialogs, backs or failures reaches the end, creating the account once',
  (variant, noise) => {
    let state = toInitialSoleWizardState(variant)
    const all: string[] = []
    const happy = (s: SoleWizardState): SoleWizardEvent => {
      if (s.pending !== null) return { type: 'accountCreated' }
      if (s.step === 'start') return s.organizationType === null ? { type: 'organizationTypeChosen', organizationType: 'X' } : s.fatcaAnswer === null ? { type: 'fatcaAnswered', answer: false } : { type: 'startConfirmed' }
      return s.step === 's5' || s.step === 'step4' ? { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' } : { type: 'continued' }
    }
    // interleave no-op noise (events that do not apply) with the happy path
    for (let i = 0; i < 40 && !isTerminal(state); i++) {
      const [next, effects] = transitionSoleWizard(state, (noise[i] ?? 1) % 3 === 0 ? { type: 'cancelDialogResumed' } : happy(state))
      all.push(...effects.map((fx) => fx.type))
      state = next
    }
    expect(state.step).toBe('finished')
    expect(all).toEqual(['createAccount', 'navigateToHub'])
  },
)
