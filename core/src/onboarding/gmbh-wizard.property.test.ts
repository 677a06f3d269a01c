import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { decodeGmbhWizardDraft, encodeGmbhWizardDraft, restoreGmbhWizard } from './gmbh-wizard-draft.ts'
import type { GmbhStepForm, GmbhWizardForms, RepresentativeForm } from './gmbh-forms.ts'
import {
  addressFormArbitrary,
  businessDataFormArbitrary,
  businessTaxFormArbitrary,
  dispatchAndSettle,
  FakeOnboardingServer,
  GMBH_TEST_CLOCK,
  mobileNumberArbitrary,
  representativeFormArbitrary,
  toTestRegistration,
} from './gmbh-wizard.arbitrary.ts'
import { transitionGmbhWizard } from './gmbh-wizard.ts'
import { GMBH_WIZARD_STEPS, toInitialGmbhWizardState, type GmbhWizardState, type GmbhWizardStepId } from './gmbh-wizard-model.ts'

/** The system under test: the wizard's state, run against a fake server that answers at once. */
interface Real {
  s: GmbhWizardState
  readonly server: FakeOnboardingServer
}

/** What the test entered and must find again: the last form submitted per step, per representative. */
interface Model {
  forms: Partial<Record<'s2' | 's3' | 's4' | 's7', unknown>>
  representatives: Map<string, RepresentativeForm>
  cancelled: boolean
}

const at = (step: string): number => GMBH_WIZARD_STEPS.indexOf(step as GmbhWizardStepId)
const formOf = (forms: GmbhWizardForms, step: 's2' | 's3' | 's4' | 's7'): unknown =>
  ({ s2: forms.business, s3: forms.tax, s4: forms.address, s7: forms.mobile })[step]

/** The rules no sequence may break (issue 16): nothing created twice, no required step skipped, nothing lost. */
const checkInvariants = (m: Model, r: Real): void => {
  const s = r.s
  const log = r.server.log
  expect(log.businessesCreated).toBeLessThanOrEqual(1)
  // Every person created is in the list, or is the one the s5 form is for (its link still to be saved).
  const persons = new Set([...s.representatives.map((x) => x.personId), ...(s.target.personId === null ? [] : [s.target.personId])])
  expect(log.personsCreated).toBe(persons.size)
  expect(log.legalIdentificationsMarked).toBeLessThanOrEqual(1)
  expect(log.accountsCreated).toBeLessThanOrEqual(1)
  if (s.step === 'cancelled' || s.step === 'finished') return
  const step = at(s.step)
  if (step >= at('s2')) expect(s.registration).not.toBeNull()
  if (step >= at('s5')) expect(s.businessId).not.toBeNull()
  if (step >= at('s7')) {
    expect(s.representatives.length).toBeGreaterThan(0)
    expect(s.registryRepresentatives.every((x) => x.processed)).toBe(true)
  }
  if (step >= at('s8')) expect(s.linkedMobileNumber).not.toBeNull()
  if (step >= at('s9')) expect(s.identificationOutcome).toBe('successful')
  // Nothing entered is lost: each step's last submitted form is still held (the register fills s2/s4 only on a
  // first choice), and every representative entered keeps its form.
  for (const [key, form] of Object.entries(m.forms)) expect(formOf(s.forms, key as 's2'), key).toEqual(form)
  for (const [personId, form] of m.representatives) {
    const held = s.representatives.find((x) => x.personId === personId)
    expect(held?.form ?? (s.target.personId === personId ? s.forms.representative : undefined), personId).toEqual(form)
  }
}

const submit = (m: Model, r: Real, form: GmbhStepForm): void => {
  const before = r.s
  r.s = dispatchAndSettle(r.s, { type: 'continued', form }, r.server)
  if (before.step !== form.step) return
  // What was typed is kept even when refused; a representative counts once saved.
  if (form.step !== 's5' && form.step !== 's1') m.forms[form.step] = formOf(r.s.forms, form.step)
  if (r.s.issues.length > 0) return
  if (form.step === 's5') {
    // The person was saved: its id is the one the state now has as target (s6) or in its list.
    const personId = r.s.target.personId ?? r.s.representatives.at(-1)?.personId
    if (personId != null && r.s.step !== 's5') m.representatives.set(personId, r.s.representatives.find((x) => x.personId === personId)?.form ?? form.values)
  }
}

class ForwardCommand implements fc.Command<Model, Real> {
  constructor(readonly forms: { readonly [K in GmbhStepForm['step']]?: unknown }) {}
  check = (): boolean => true
  run(m: Model, r: Real): void {
    const s = r.s
    if (s.step === 'cancelled' || s.step === 'finished') return
    switch (s.step) {
      case 's1':
        r.s = dispatchAndSettle(s, { type: 'edited', form: { step: 's1', values: { companyName: 'Nordlicht', registrationNumber: '', registrationIssuer: '' } } }, r.server)
        r.s = dispatchAndSettle(r.s, { type: 'registerSearched', by: 'name' }, r.server)
        r.s = dispatchAndSettle(r.s, { type: 'commercialRegistrationChosen', index: 0 }, r.server)
        break
      case 's3':
      case 's5':
        r.s = dispatchAndSettle(s, { type: 'fatcaAnswered', answer: false }, r.server)
        submit(m, r, { step: s.step, values: (s.step === 's5' ? { ...(this.forms.s5 as RepresentativeForm), firstName: s.forms.representative.firstName || 'Rita', lastName: s.forms.representative.lastName || 'Hand' } : this.forms.s3) } as GmbhStepForm)
        break
      case 's2':
      case 's4':
      case 's7':
        submit(m, r, { step: s.step, values: this.forms[s.step] } as GmbhStepForm)
        break
      case 's8':
        r.s = dispatchAndSettle(s, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' }, r.server)
        break
      default:
        r.s = dispatchAndSettle(s, { type: 'continued' }, r.server)
    }
    checkInvariants(m, r)
  }
  toString = (): string => 'forward'
}

class BackCommand implements fc.Command<Model, Real> {
  check = (): boolean => true
  run(m: Model, r: Real): void {
    r.s = dispatchAndSettle(r.s, { type: 'wentBack' }, r.server)
    checkInvariants(m, r)
  }
  toString = (): string => 'back'
}

/** Two "Weiter" before the server answers: the second must start nothing. */
class DoubleContinueCommand implements fc.Command<Model, Real> {
  check = (): boolean => true
  run(m: Model, r: Real): void {
    const s = r.s
    if (s.step === 'cancelled' || s.step === 'finished' || s.step === 's1') return
    const [first, effects] = transitionGmbhWizard(s, { type: 'continued' }, GMBH_TEST_CLOCK)
    const [second, more] = transitionGmbhWizard(first, { type: 'continued' }, GMBH_TEST_CLOCK)
    if (effects.length > 0) {
      expect(more).toEqual([])
      expect(second).toBe(first)
    }
    checkInvariants(m, r)
  }
  toString = (): string => 'double continue'
}

/** A reload: the draft through sessionStorage's text, then the sensitive values read back from the server. */
class ReloadCommand implements fc.Command<Model, Real> {
  check = (): boolean => true
  run(m: Model, r: Real): void {
    const text = encodeGmbhWizardDraft(r.s)
    if (text === null) return
    expect(text).not.toContain(r.s.forms.tax.taxIdentificationNumber || '\u0000')
    const decoded = decodeGmbhWizardDraft(text)
    expect(decoded).not.toBeNull()
    if (decoded === null) return
    const [restored, effects] = restoreGmbhWizard(decoded)
    let s = restored
    for (const effect of effects) {
      const answer = r.server.answer(effect)
      if (answer !== null) s = dispatchAndSettle(s, answer, r.server)
    }
    // A failed read leaves the wizard waiting for the values: the next "Weiter" reads them again.
    if (s.serverDataMissing) {
      expect(s.notice).toBe('LEX_BANK_BACKEND_VALIDATION_ERROR')
      s = dispatchAndSettle(s, { type: 'continued' }, r.server)
    }
    // Tax values typed but not yet saved on the server cannot come back (they are never kept locally).
    if (r.s.businessId === null && m.forms.s3 !== undefined) {
      m.forms.s3 = s.forms.tax
    }
    r.s = s
    checkInvariants(m, r)
  }
  toString = (): string => 'reload'
}

/** The cancel dialog opened and resumed: nothing changes. */
class CancelResumeCommand implements fc.Command<Model, Real> {
  check = (): boolean => true
  run(m: Model, r: Real): void {
    const before = r.s
    r.s = dispatchAndSettle(dispatchAndSettle(r.s, { type: 'cancelRequested' }, r.server), { type: 'cancelDialogResumed' }, r.server)
    if (before.step !== 'cancelled' && before.step !== 'finished') expect(r.s).toEqual(before)
    checkInvariants(m, r)
  }
  toString = (): string => 'cancel, resume'
}

/** One of the next calls fails (the first, or one inside a chain of calls): the step stays, every value is kept. */
class FailCallCommand implements fc.Command<Model, Real> {
  constructor(readonly after: number) {}
  check = (): boolean => true
  run(m: Model, r: Real): void {
    r.server.failAfter = this.after
    checkInvariants(m, r)
  }
  toString = (): string => `fail call ${this.after + 1}`
}

class CancelCommand implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>): boolean => !m.cancelled
  run(m: Model, r: Real): void {
    r.s = dispatchAndSettle(dispatchAndSettle(r.s, { type: 'cancelRequested' }, r.server), { type: 'cancelDialogConfirmed' }, r.server)
    m.cancelled = true
    checkInvariants(m, r)
  }
  toString = (): string => 'cancel'
}

const formsArbitrary = fc.record({
  s2: businessDataFormArbitrary,
  s3: businessTaxFormArbitrary,
  s4: addressFormArbitrary,
  s5: representativeFormArbitrary().map((f) => ({ ...f, votingShare: f.votingShare === '' ? '' : '25', requiredSharesSigned: f.votingShare !== '' })),
  s7: mobileNumberArbitrary.map((mobileNumber) => ({ mobileNumber })),
})

const commandsArbitrary = fc.commands(
  [
    formsArbitrary.map((forms) => new ForwardCommand(forms)),
    formsArbitrary.map((forms) => new ForwardCommand(forms)),
    formsArbitrary.map((forms) => new ForwardCommand(forms)),
    fc.constant(new BackCommand()),
    fc.constant(new DoubleContinueCommand()),
    fc.constant(new ReloadCommand()),
    fc.constant(new CancelResumeCommand()),
    fc.integer({ min: 0, max: 3 }).map((after) => new FailCallCommand(after)),
    fc.constant(new CancelCommand()),
  ],
  { maxCommands: 60 },
)

test.prop([fc.integer({ min: 0, max: 3 }), commandsArbitrary], { numRuns: 150 })(
  'no sequence of forward, back, reload, double click, failure and cancel loses entered data, creates a business or person twice, or skips a required step',
  (registryCount, commands) => {
    const names = ([['Anna', 'Nordmann'], ['Jens', 'Lichter'], [null, 'Warr']] as const).slice(0, registryCount)
    const server = new FakeOnboardingServer([toTestRegistration(names)])
    fc.modelRun(() => ({ model: { forms: {}, representatives: new Map(), cancelled: false }, real: { s: toInitialGmbhWizardState('GMBH'), server } }), commands)
    expect(server.log.businessesCreated).toBeLessThanOrEqual(1)
  },
)

test.prop([fc.integer({ min: 1, max: 3 }), formsArbitrary])('forward alone reaches the hub with one business, one person per representative and one account', (registryCount, forms) => {
  const names = ([['Anna', 'Nordmann'], ['Jens', 'Lichter'], [null, 'Warr']] as const).slice(0, registryCount)
  const server = new FakeOnboardingServer([toTestRegistration(names)])
  const real: Real = { s: toInitialGmbhWizardState('GMBH'), server }
  const model: Model = { forms: {}, representatives: new Map(), cancelled: false }
  const forward = new ForwardCommand(forms)
  for (let i = 0; i < 30 && real.s.step !== 'finished'; i++) forward.run(model, real)
  expect(real.s.step).toBe('finished')
  expect(server.log).toMatchObject({ businessesCreated: 1, personsCreated: registryCount, legalIdentificationsMarked: 1, accountsCreated: 1 })
})
