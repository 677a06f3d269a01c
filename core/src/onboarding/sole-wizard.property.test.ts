/**
 * Model-based tests of the sole trader wizard (issue 16): random sessions of editing, forward, back, double clicks,
 * answered and failed calls, reloads (the draft through JSON, encode → decode → restore) and cancels, against a fake
 * bank that creates persons and accounts. No sequence loses entered data before a cancel, creates a person or an
 * account twice, or gets past a step whose data is missing.
 */
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import type { SavedPerson } from './wire.ts'
import { SOLE_WIZARD_SCREEN_COUNT } from './constants.ts'
import { EMPTY_SOLE_WIZARD_FORMS, patchSoleForms, type SoleFormsPatch, type SoleWizardForms } from './sole-forms.ts'
import { badSoleInputArbitrary, SOLE_TEST_NOW_MS, validSoleFormsArbitrary } from './sole-wizard.arbitrary.ts'
import { decodeSoleWizardDraft, restoreSoleWizard, toSoleWizardDraft } from './sole-wizard-draft.ts'
import { transitionSoleWizard } from './sole-wizard.ts'
import {
  KYC_WIZARD_STEPS,
  SOLE_WIZARD_STEPS,
  toInitialSoleWizardState,
  toSoleWizardStepViews,
  toSoleWizardVariant,
  type SoleWizardEffect,
  type SoleWizardEvent,
  type SoleWizardState,
  type SoleWizardStepId,
  type SoleWizardVariant,
} from './sole-wizard-model.ts'
import { checkSoleForm, isAfterSoleAccountCreation, soleFormsOfStep } from './sole-wizard-rules.ts'
import { isIdentificationSuccessful } from './onboarding-state.ts'

/** The fake bank: at most what the wizard made it create. */
interface Bank {
  person: SavedPerson | null
  personCreates: number
  accounts: Map<string, string>
  identifications: number
}

interface Real {
  state: SoleWizardState
  /** The effects whose call is in flight (at most one, the wizard's pending request). */
  inFlight: SoleWizardEffect[]
  bank: Bank
  /** What the user entered, as the model keeps it. */
  entered: SoleWizardForms
  hub: boolean
}

const NOW = SOLE_TEST_NOW_MS
/** Every step the random sessions reached, to show they get through the whole wizard. */
const reachedSteps = new Set<string>()
const CALLS = new Set(['savePerson', 'createAccount', 'createIdentification', 'updateIdentification', 'checkIdentification', 'orderCard', 'restorePerson'])

const dispatch = (r: Real, e: SoleWizardEvent): ReadonlyArray<SoleWizardEffect> => {
  const [next, effects] = transitionSoleWizard(r.state, e)
  r.state = next
  reachedSteps.add(next.step)
  for (const fx of effects) {
    if (CALLS.has(fx.type)) r.inFlight.push(fx)
    if (fx.type === 'navigateToHub') r.hub = true
    if (fx.type === 'clearActivationData' || fx.type === 'resetPerson') {
      r.bank = { person: null, personCreates: 0, accounts: new Map(), identifications: 0 }
      r.entered = EMPTY_SOLE_WIZARD_FORMS
    }
  }
  return effects
}

/** The bank carries out a call (whether or not its answer reaches the wizard). */
const perform = (bank: Bank, fx: SoleWizardEffect): SoleWizardEvent | null => {
  switch (fx.type) {
    case 'savePerson': {
      if (fx.person.id == null) bank.personCreates += 1
      else expect(fx.person.id, 'updates the person the bank made').toBe(bank.person?.id)
      bank.person = { ...bank.person, ...fx.person, id: fx.person.id ?? `p-${bank.personCreates}` }
      return { type: 'personSaved', person: bank.person }
    }
    case 'createAccount': {
      expect(fx.personId, 'opens the account of the saved person').toBe(bank.person?.id)
      const accountId = bank.accounts.get(fx.personId) ?? `a-${bank.accounts.size + 1}`
      bank.accounts.set(fx.personId, accountId)
      return { type: 'accountCreated', account: { accountId, financialAccountId: `f-${accountId}` } }
    }
    case 'createIdentification':
      bank.identifications += 1
      return { type: 'identificationCreated', identification: { id: `i-${bank.identifications}`, status: 'created', url: '/ident/video.html' } }
    case 'updateIdentification':
      return { type: 'identificationUpdated', identifications: [{ id: `i-${bank.identifications}`, status: bank.identifications % 2 === 1 ? 'pending' : 'successful' }] }
    case 'checkIdentification':
      // The review is done by the time the user asks again.
      return { type: 'identificationUpdated', identifications: [{ id: `i-${bank.identifications}`, status: 'pending_successful' }] }
    case 'orderCard':
      return { type: 'cardOrdered' }
    case 'restorePerson':
      return { type: 'personRestored', person: bank.person }
    default:
      return null
  }
}

const answer = (r: Real) => {
  const fx = r.inFlight.shift()
  if (fx === undefined) return
  const event = perform(r.bank, fx)
  if (event !== null) dispatch(r, event)
}

const fail = (r: Real, reachedBank: boolean) => {
  const fx = r.inFlight.shift()
  if (fx === undefined || r.state.pending === null) return
  if (reachedBank) perform(r.bank, fx) // done at the bank, but the answer was lost
  const before = r.state.forms
  dispatch(r, { type: 'requestFailed', request: r.state.pending })
  expect(r.state.forms, 'a failed call keeps every value').toBe(before)
}

const reload = (r: Real, inFlightReachedBank: boolean) => {
  const fx = r.inFlight.shift()
  if (fx !== undefined && inFlightReachedBank) perform(r.bank, fx)
  r.inFlight = []
  const stored = JSON.stringify(toSoleWizardDraft(r.state))
  expect(stored, 'no tax id in the draft').not.toMatch(/taxNumber|vatRegistrationId"/u)
  const draft = decodeSoleWizardDraft(JSON.parse(stored))
  if (draft === null) {
    expect(['start', 'finished', 'cancelled']).toContain(r.state.step)
    return
  }
  const [restored, effects] = restoreSoleWizard(draft, NOW)
  expect(restored.step, 'a reload keeps the step').toBe(r.state.step)
  r.state = restored
  r.inFlight.push(...effects)
  answer(r) // the person is read again
  // The sensitive fields come back from the bank, as saved there.
  r.entered = patchSoleForms(r.entered, { tax: { taxNumber: r.bank.person?.taxNumber ?? '', vatRegistrationId: r.bank.person?.vatRegistrationId ?? '' } })
}

const orderOf = (v: SoleWizardVariant): ReadonlyArray<SoleWizardStepId> => (v === 'classic' ? SOLE_WIZARD_STEPS : KYC_WIZARD_STEPS)

const checkInvariants = (r: Real) => {
  const s = r.state
  if (s.step === 'cancelled' || s.step === 'finished') return
  expect(s.forms, 'nothing entered is lost').toEqual(r.entered)
  expect(r.bank.personCreates, 'one person at most').toBeLessThanOrEqual(1)
  expect(r.bank.accounts.size, 'one account at most').toBeLessThanOrEqual(1)
  expect(r.inFlight.length, 'one call at a time').toBeLessThanOrEqual(1)
  if (s.step === 'start') return
  const order = orderOf(s.variant)
  const clock = { now: () => new Date(NOW) }
  for (const id of order.slice(0, order.indexOf(s.step))) {
    for (const form of soleFormsOfStep(s.variant, id)) expect(checkSoleForm(form, s.forms, clock), `${id} done before ${s.step}`).toEqual([])
  }
  if (isAfterSoleAccountCreation(s.variant, s.step)) expect(s.account, 'past the account step only with the account').not.toBeNull()
  if (s.step === 's6') expect(isIdentificationSuccessful(s.identification === null ? [] : [s.identification])).toBe(true)
  const views = toSoleWizardStepViews(s)
  expect(views).toHaveLength(s.variant === 'classic' ? SOLE_WIZARD_SCREEN_COUNT : SOLE_WIZARD_SCREEN_COUNT - 1)
}

const command = (name: string, run: (r: Real) => void): fc.Command<object, Real> => ({
  check: () => true,
  run: (_m, r) => {
    run(r)
    checkInvariants(r)
  },
  toString: () => name,
})

/** The user types into the current step's forms only (what the screen shows). */
const edit = (r: Real, values: SoleFormsPatch) => {
  const forms = soleFormsOfStep(r.state.variant, r.state.step)
  const patch = Object.fromEntries(Object.entries(values).filter(([form]) => (forms as ReadonlyArray<string>).includes(form))) as SoleFormsPatch
  // The fields are disabled while a call runs.
  if (Object.keys(patch).length === 0 || r.state.step === 'finished' || r.state.step === 'cancelled' || r.state.pending !== null) return
  dispatch(r, { type: 'edited', values: patch })
  r.entered = patchSoleForms(r.entered, patch)
}

const commands = [
  validSoleFormsArbitrary.map((forms) => command('type valid', (r) => edit(r, forms))),
  validSoleFormsArbitrary.map((forms) => command('type valid', (r) => edit(r, forms))),
  badSoleInputArbitrary.map((bad) => command(`type bad ${bad.field}`, (r) => edit(r, { [bad.form]: bad.patch }))),
  fc.constant(command('weiter', (r) => void dispatch(r, { type: 'continued', nowMs: NOW }))),
  fc.constant(command('weiter', (r) => void dispatch(r, { type: 'continued', nowMs: NOW }))),
  fc.constant(
    command('double weiter', (r) => {
      const before = r.inFlight.length
      dispatch(r, { type: 'continued', nowMs: NOW })
      dispatch(r, { type: 'continued', nowMs: NOW })
      expect(r.inFlight.length - before, 'a double click sends once').toBeLessThanOrEqual(1)
    }),
  ),
  fc.constant(command('zurück', (r) => void dispatch(r, { type: 'wentBack' }))),
  fc.constant(command('answer', answer)),
  fc.constant(command('answer', answer)),
  fc.constant(command('answer', answer)),
  fc.boolean().map((reached) => command(`fail(${reached})`, (r) => fail(r, reached))),
  fc.boolean().map((reached) => command(`reload(${reached})`, (r) => reload(r, reached))),
  ...[1, 2, 3].map(() =>
    fc.constant(
      command('video success', (r) => {
        if (r.state.dialog === 'video') dispatch(r, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
      }),
    ),
  ),
  fc.constant(command('video cancel', (r) => void dispatch(r, { type: 'videoIdentificationClosed', result: 'CLOSE_CANCEL' }))),
  fc.constant(command('check identification', (r) => void dispatch(r, { type: 'identificationCheckRequested' }))),
  fc.constant(command('ask to cancel', (r) => void dispatch(r, { type: 'cancelRequested' }))),
  fc.constant(command('resume', (r) => void dispatch(r, { type: 'cancelDialogResumed' }))),
  fc.constant(command('confirm cancel', (r) => void dispatch(r, { type: 'cancelDialogConfirmed' }))),
]

const startReal = (variant: SoleWizardVariant): Real => {
  const r: Real = {
    state: toInitialSoleWizardState(variant),
    inFlight: [],
    bank: { person: null, personCreates: 0, accounts: new Map(), identifications: 0 },
    entered: EMPTY_SOLE_WIZARD_FORMS,
    hub: false,
  }
  dispatch(r, { type: 'organizationTypeChosen', organizationType: 'FREELANCER' })
  dispatch(r, { type: 'fatcaAnswered', answer: false })
  dispatch(r, { type: 'startConfirmed' })
  return r
}

test.prop([fc.constantFrom<SoleWizardVariant>('classic', 'classic', 'kyc'), fc.commands(commands, { maxCommands: 120, size: 'max' })], { numRuns: 300 })(
  'no session loses data before a cancel, creates a person or an account twice, or skips a required step',
  (variant, cmds) => {
    const real = startReal(variant)
    fc.modelRun(() => ({ model: {}, real }), cmds)
    expect(real.bank.personCreates).toBeLessThanOrEqual(1)
  },
)

const INTERRUPTIONS = ['reload', 'reload lost', 'fail', 'fail reached', 'double', 'back', 'cancel asked'] as const

test.prop([fc.constantFrom<SoleWizardVariant>('classic', 'kyc'), validSoleFormsArbitrary, fc.array(fc.constantFrom(...INTERRUPTIONS), { maxLength: 30 })], { numRuns: 200 })(
  'the whole way with reloads, failed calls, double clicks and going back ends identified, with one person and one account holding what was entered',
  (variant, forms, interruptions) => {
    const r = startReal(variant)
    const queue = [...interruptions]
    for (let i = 0; i < 400 && r.state.step !== 'finished'; i++) {
      const interruption = i % 3 === 0 ? queue.shift() : undefined
      if (interruption === 'reload' || interruption === 'reload lost') reload(r, interruption === 'reload')
      else if (interruption === 'fail' || interruption === 'fail reached') fail(r, interruption === 'fail reached')
      else if (interruption === 'double') {
        dispatch(r, { type: 'continued', nowMs: NOW })
        dispatch(r, { type: 'continued', nowMs: NOW })
      } else if (interruption === 'back') dispatch(r, { type: 'wentBack' })
      else if (interruption === 'cancel asked') {
        dispatch(r, { type: 'cancelRequested' })
        dispatch(r, { type: 'cancelDialogResumed' })
      } else if (r.inFlight.length > 0) answer(r)
      else if (r.state.dialog === 'video') dispatch(r, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
      else if (r.state.notice === 'onboarding.identificationPending') dispatch(r, { type: 'identificationCheckRequested' })
      else if (r.state.step === 'start') {
        dispatch(r, { type: 'fatcaAnswered', answer: false })
        dispatch(r, { type: 'startConfirmed' })
      } else {
        edit(r, forms)
        dispatch(r, { type: 'continued', nowMs: NOW })
      }
      checkInvariants(r)
    }
    expect(r.state.step).toBe('finished')
    expect(r.hub).toBe(true)
    expect(r.bank.personCreates).toBe(1)
    expect(r.bank.accounts.size).toBe(1)
    expect(r.bank.person).toMatchObject({ firstName: forms.personal.firstName, lastName: forms.personal.lastName, businessPurpose: forms.business.businessPurpose, ownEconomicInterestSigned: true })
    if (variant === 'classic') expect(r.state.cardOrdered).toBe(true)
  },
)

test.prop([validSoleFormsArbitrary, badSoleInputArbitrary])('bad input on a step: its German issue on its field, and nothing sent', (forms, bad) => {
  const r = startReal('classic')
  dispatch(r, { type: 'edited', values: forms })
  // Walk to the step that shows the bad field's form, answering every save.
  for (let i = 0; i < 12 && !soleFormsOfStep('classic', r.state.step).includes(bad.form); i++) {
    dispatch(r, { type: 'continued', nowMs: NOW })
    answer(r)
  }
  dispatch(r, { type: 'edited', values: { [bad.form]: bad.patch } })
  const effects = dispatch(r, { type: 'continued', nowMs: NOW })
  expect(effects).toEqual([])
  expect(r.state.issues.map((i) => i.field)).toContain(bad.field)
})

test.prop([validSoleFormsArbitrary, fc.constantFrom<SoleWizardStepId>('s1', 's2', 's3', 's4'), fc.option(fc.constantFrom('p-1', 'p-2'), { nil: null })])(
  'a draft goes through JSON unchanged but for the tax number and the VAT id, and restores at its step',
  (forms, step, personId) => {
    const state: SoleWizardState = { ...toInitialSoleWizardState(), organizationType: 'FREELANCER', fatcaAnswer: false, step, forms, personId }
    const draft = toSoleWizardDraft(state)
    const stored = JSON.stringify(draft)
    if (forms.tax.taxNumber !== '') expect(stored).not.toContain(forms.tax.taxNumber)
    if (forms.tax.vatRegistrationId !== '') expect(stored).not.toContain(forms.tax.vatRegistrationId)
    const decoded = decodeSoleWizardDraft(JSON.parse(stored))
    expect(decoded).toEqual(draft)
    const [restored, effects] = restoreSoleWizard(decoded!, NOW)
    // s4 needs the tax form, which only the saved person holds.
    expect(restored.step).toBe(step === 's4' && personId === null && forms.tax.hasNoVatRegistrationId === false && checkSoleForm('tax', { ...forms, tax: { ...forms.tax, taxNumber: '', vatRegistrationId: '' } }, { now: () => new Date(NOW) }).length > 0 ? 's3' : step)
    expect(restored.forms).toEqual({ ...forms, tax: { ...EMPTY_SOLE_WIZARD_FORMS.tax, hasNoVatRegistrationId: forms.tax.hasNoVatRegistrationId } })
    expect(effects).toEqual([{ type: 'restorePerson', personId }])
  },
)

test.prop([fc.anything()])('anything that is not a draft decodes to none', (stored) => {
  fc.pre(!(typeof stored === 'object' && stored !== null && 'version' in stored))
  expect(decodeSoleWizardDraft(stored)).toBeNull()
})

test.prop([fc.oneof(fc.constant(true), fc.constant(false), fc.constant(null), fc.constant(undefined), fc.array(fc.string(), { maxLength: 3 }), fc.string(), fc.object())])(
  'the KYC variant exactly when the bank has open compliance questions (true or a non-empty list)',
  (pending) => {
    const open = pending === true || (Array.isArray(pending) && pending.length > 0)
    expect(toSoleWizardVariant(pending)).toBe(open ? 'kyc' : 'classic')
    expect(toSoleWizardStepViews(toInitialSoleWizardState(toSoleWizardVariant(pending)))).toHaveLength(open ? 5 : SOLE_WIZARD_SCREEN_COUNT)
  },
)
