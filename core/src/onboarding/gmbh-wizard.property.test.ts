import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { GMBH_WIZARD_SCREEN_COUNT } from './constants.ts'
import { gmbhWizardEventArbitrary } from './flows.arbitrary.ts'
import {
  GMBH_WIZARD_STEPS,
  toGmbhWizardStepViews,
  toInitialGmbhWizardState,
  transitionGmbhWizard,
  type GmbhWizardEffect,
  type GmbhWizardEvent,
  type GmbhWizardState,
  type GmbhWizardStepId,
} from './gmbh-wizard.ts'

const repeat = <A>(n: number, a: A): ReadonlyArray<A> => Array.from({ length: n }, () => a)
const indexOf = (step: string) => GMBH_WIZARD_STEPS.indexOf(step as GmbhWizardStepId)
const isTerminal = (s: GmbhWizardState) => s.step === 'finished' || s.step === 'cancelled'

/** Plausible events for a state, weighted towards going on; `n` picks among them and shapes the data they carry. */
const plausibleEvent = (s: GmbhWizardState, n: number): GmbhWizardEvent => {
  const pick = (options: ReadonlyArray<GmbhWizardEvent>) => options[n % options.length] ?? { type: 'continued' }
  if (s.dialog === 'fatca') return pick([...repeat(3, { type: 'fatcaDialogResumed' } as const), { type: 'fatcaDialogCancelled' }])
  if (s.dialog === 'cancel') return pick([...repeat(3, { type: 'cancelDialogResumed' } as const), { type: 'cancelDialogConfirmed' }])
  const failed = { type: 'requestFailed' } as const
  switch (s.pending) {
    case 'createBusiness':
      return pick([...repeat(3, { type: 'businessCreated', businessId: `b${n % 5}` } as const), failed])
    case 'createPerson':
      return pick([...repeat(3, { type: 'personCreated', personId: `p${n}` } as const), failed])
    case 'createLegalRepresentative':
      return pick([...repeat(3, { type: 'legalRepresentativeCreated' } as const), failed])
    case 'createBusinessIdentification':
      return pick([...repeat(3, { type: 'businessIdentificationCreated' } as const), failed])
    case 'processIdentification':
      return pick([
        { type: 'identificationProcessed', identifications: [{ status: 'successful' }] },
        { type: 'identificationProcessed', identifications: [{ status: 'pending_successful' }, { status: 'failed' }] },
        { type: 'identificationProcessed', identifications: [{ status: 'failed' }, { status: 'successful' }] },
        failed,
      ])
    case null:
      break
  }
  const fatca = [...repeat(3, { type: 'fatcaAnswered', answer: false } as const), { type: 'fatcaAnswered', answer: true } as const]
  if (s.step === 'start') return pick([...fatca, ...repeat(3, { type: 'startConfirmed' } as const)])
  if (s.step === 's1') {
    const reps = Array.from({ length: n % 4 }, (_, i) => ({ firstName: `R${i}`, processed: (n >> (i + 2)) % 5 === 0 }))
    return pick([...repeat(4, { type: 'commercialRegistrationChosen', registration: { legalRepresentatives: reps } } as const), { type: 'wentBack' }, { type: 'continued' }])
  }
  const moves = [...repeat(6, { type: 'continued' } as const), { type: 'wentBack' } as const, { type: 'cancelRequested' } as const]
  return pick(s.step === 's3' || s.step === 's5' ? [...fatca, ...moves] : moves)
}

const movesArbitrary = fc.array(
  fc.oneof({ arbitrary: fc.nat().map((guided) => ({ guided })), weight: 9 }, { arbitrary: gmbhWizardEventArbitrary.map((event) => ({ event })), weight: 1 }),
  { minLength: 10, maxLength: 120, size: 'max' },
)

interface RunStats {
  marks: number
  representativesCreated: number
}

const brokenInvariants = (
  state: GmbhWizardState,
  event: GmbhWizardEvent,
  next: GmbhWizardState,
  effects: ReadonlyArray<GmbhWizardEffect>,
  stats: RunStats,
): string[] => {
  const broken: string[] = []
  const check = (ok: boolean, name: string) => {
    if (!ok) broken.push(`${name} after ${JSON.stringify(event)} in ${state.step}`)
  }
  if (isTerminal(state)) check(next === state && effects.length === 0, 'finished and cancelled are final')
  if (!isTerminal(next)) {
    const active = indexOf(next.step)
    check(GMBH_WIZARD_STEPS.every((id) => next.validity[id] === indexOf(id) < active), 'exactly the steps before the active one are valid')
    if (!isTerminal(state)) check(Math.abs(active - indexOf(state.step)) <= 1, 'one step at a time')
    if (active >= indexOf('s1')) check(next.fatcaAnswers.start === false, 'past the start the US tax answer is "no"')
    if (active >= indexOf('s4')) check(next.fatcaAnswers.tax === false, 'past the tax step its US tax answer is "no"')
    if (active >= indexOf('s6')) check(next.fatcaAnswers.representative === false, 'past the representative step its US tax answer is "no"')
    if (active >= indexOf('s2')) check(next.business !== null, 'from s2 on there is a business')
    if (active >= indexOf('s5')) check(next.business?.id != null, 'from s5 on the business has been created')
    if (active >= indexOf('s7')) {
      check(next.representatives.length > 0, 'from s7 on there is a representative')
      check((next.business?.registryRepresentatives ?? []).every((r) => r.processed), 'from s7 on every registry representative is processed')
    }
    if (active === indexOf('s9')) check(next.legalIdentificationMarked, 's9 follows a successful identification')
    if (next.dialog === 'fatca') {
      const question = next.step === 'start' ? 'start' : next.step === 's3' ? 'tax' : next.step === 's5' ? 'representative' : undefined
      check(question !== undefined && next.fatcaAnswers[question] === true, 'the FATCA dialog follows a "yes" to the current question')
    }
    check((next.pendingPersonId !== null) === (next.pending === 'createLegalRepresentative'), 'a person id is held exactly while its representative is created')
    const views = toGmbhWizardStepViews(next)
    check(views.length === GMBH_WIZARD_SCREEN_COUNT && views.filter((v) => v.active).length === (next.step === 'start' ? 0 : 1), 'nine screens, one active')
  }
  for (const fx of effects) {
    if (fx.type === 'createBusiness') check(state.business?.id === null && next.pending === 'createBusiness', 'the business is created only when it has no id')
    if (fx.type === 'markLegalIdentificationSuccessful') stats.marks += 1
    if (fx.type === 'resetPerson') check(state.dialog === 'fatca', 'a reset only from the FATCA dialog')
    if (fx.type === 'clearActivationData') check(state.dialog === 'cancel', 'clearing only from the cancel dialog')
    if (fx.type === 'logFailure') check(event.type === 'requestFailed' && fx.request === state.pending, 'failures are logged for the call in flight')
  }
  check(effects.filter((fx) => fx.type !== 'logFailure' && fx.type !== 'markLegalIdentificationSuccessful' && fx.type !== 'resetPerson').length <= 2, 'few effects at once')
  check(effects.some((fx) => fx.type === 'navigateToHub') === (isTerminal(next) && !isTerminal(state)), 'the hub only when leaving for good')
  check(stats.marks <= 1, 'legal identification is marked successful once')
  if (state.pending === 'createLegalRepresentative' && event.type === 'legalRepresentativeCreated') stats.representativesCreated += 1
  if (next.business === null) stats.representativesCreated = 0
  check(next.representatives.length === stats.representativesCreated || isTerminal(next), 'each created representative is listed once')
  return broken
}

test.prop([movesArbitrary])('no event sequence breaks the GmbH wizard invariants', (moves) => {
  let state = toInitialGmbhWizardState()
  const stats: RunStats = { marks: 0, representativesCreated: 0 }
  const broken: string[] = []
  for (const move of moves) {
    const event = 'event' in move ? move.event : plausibleEvent(state, move.guided)
    const [next, effects] = transitionGmbhWizard(state, event)
    broken.push(...brokenInvariants(state, event, next, effects, stats))
    state = next
  }
  expect(broken).toEqual([])
})

test.prop([fc.integer({ min: 0, max: 3 })])('the happy path creates one person per registry representative and reaches s9', (count) => {
  const reps = Array.from({ length: count }, (_, i) => ({ firstName: `R${i}`, processed: false }))
  let state = toInitialGmbhWizardState()
  const effects: string[] = []
  for (let i = 0; i < 200 && state.step !== 's9'; i++) {
    const event: GmbhWizardEvent = (() => {
      switch (state.pending) {
        case 'createBusiness':
          return { type: 'businessCreated', businessId: 'b1' }
        case 'createPerson':
          return { type: 'personCreated', personId: `p${i}` }
        case 'createLegalRepresentative':
          return { type: 'legalRepresentativeCreated' }
        case 'createBusinessIdentification':
          return { type: 'businessIdentificationCreated' }
        case 'processIdentification':
          return { type: 'identificationProcessed', identifications: [{ status: 'successful' }] }
        case null:
          break
      }
      if (state.step === 'start') return state.fatcaAnswers.start === false ? { type: 'startConfirmed' } : { type: 'fatcaAnswered', answer: false }
      if (state.step === 's1') return { type: 'commercialRegistrationChosen', registration: { legalRepresentatives: reps } }
      if ((state.step === 's3' && state.fatcaAnswers.tax === null) || (state.step === 's5' && state.fatcaAnswers.representative === null)) {
        return { type: 'fatcaAnswered', answer: false }
      }
      return { type: 'continued' }
    })()
    const [next, fx] = transitionGmbhWizard(state, event)
    effects.push(...fx.map((f) => f.type))
    state = next
  }
  expect(state.step).toBe('s9')
  expect(state.representatives).toHaveLength(Math.max(1, count))
  expect(effects.filter((t) => t === 'createPerson')).toHaveLength(Math.max(1, count))
  expect(effects.filter((t) => t === 'createBusiness')).toHaveLength(1)
  expect(effects.filter((t) => t === 'markLegalIdentificationSuccessful')).toHaveLength(1)
})
