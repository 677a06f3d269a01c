import { describe, expect, it } from 'vitest'
import { GMBH_WIZARD_SCREEN_COUNT } from './constants.ts'
import {
  canStartGmbhWizard,
  hasUnprocessedRegistryRepresentatives,
  toGmbhWizardStepViews,
  toInitialGmbhWizardState,
  transitionGmbhWizard,
  type GmbhWizardEffect,
  type GmbhWizardEvent,
  type GmbhWizardState,
} from './gmbh-wizard.ts'

const run = (state: GmbhWizardState, ...events: ReadonlyArray<GmbhWizardEvent>): [GmbhWizardState, ReadonlyArray<GmbhWizardEffect>] =>
  events.reduce<[GmbhWizardState, ReadonlyArray<GmbhWizardEffect>]>(
    ([s, fx], e) => {
      const [next, effects] = transitionGmbhWizard(s, e)
      return [next, [...fx, ...effects]]
    },
    [state, []],
  )

const CONTINUE = { type: 'continued' } as const
const BACK = { type: 'wentBack' } as const
const NO = { type: 'fatcaAnswered', answer: false } as const
const registration = (...processed: ReadonlyArray<boolean>): GmbhWizardEvent => ({
  type: 'commercialRegistrationChosen',
  registration: { name: 'Muster GmbH', legalRepresentatives: processed.map((p, i) => ({ firstName: `R${i}`, lastName: 'Muster', processed: p })) },
})
const atS1 = () => run(toInitialGmbhWizardState(), NO, { type: 'startConfirmed' })[0]
/** At s4 with two registry representatives to enter. */
const atS4 = () => run(atS1(), registration(false, false), CONTINUE, NO, CONTINUE)[0]
const validSteps = (s: GmbhWizardState) => Object.entries(s.validity).filter(([, v]) => v).map(([k]) => k)
const enterRepresentative = (s: GmbhWizardState, personId: string) =>
  run(s, NO, CONTINUE, { type: 'personCreated', personId }, { type: 'legalRepresentativeCreated' })

describe('GmbH wizard start', () => {
  it('needs the US tax question answered "no"', () => {
    expect(canStartGmbhWizard(toInitialGmbhWizardState())).toBe(false)
    expect(run(toInitialGmbhWizardState(), { type: 'startConfirmed' })[0].step).toBe('start')
    expect(atS1().step).toBe('s1')
  })

  it('opens the FATCA dialog on "yes" at the start, the tax step and the representative step', () => {
    const [atStart] = run(toInitialGmbhWizardState(), { type: 'fatcaAnswered', answer: true })
    expect(atStart.dialog).toBe('fatca')
    const [resumed] = run(atStart, { type: 'fatcaDialogResumed' })
    expect(resumed).toMatchObject({ dialog: 'none', fatcaAnswers: { start: null } })

    const [atS3] = run(atS1(), registration(), CONTINUE, { type: 'fatcaAnswered', answer: true })
    expect(atS3).toMatchObject({ step: 's3', dialog: 'fatca', fatcaAnswers: { tax: true } })
    expect(run(atS3, CONTINUE)[0]).toBe(atS3)
    expect(run(atS3, { type: 'fatcaDialogResumed' })[0]).toMatchObject({ step: 's3', dialog: 'none', fatcaAnswers: { tax: null } })

    const [atS5] = run(atS4(), CONTINUE, { type: 'businessCreated', businessId: 'b1' }, { type: 'fatcaAnswered', answer: true })
    expect(atS5).toMatchObject({ step: 's5', dialog: 'fatca', fatcaAnswers: { representative: true } })
    const [cancelled, effects] = run(atS5, { type: 'fatcaDialogCancelled' })
    expect(cancelled.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'resetPerson' }, { type: 'navigateToHub' }])
  })

  it('ignores the US tax answer on steps that do not ask it', () => {
    const s = atS1()
    expect(run(s, { type: 'fatcaAnswered', answer: true })[0]).toBe(s)
  })
})

describe('GmbH wizard company steps', () => {
  it('goes from s1 to s2 by choosing a register entry, and s2 back resets the business', () => {
    const [atS2] = run(atS1(), CONTINUE, registration(false))
    expect(atS2.step).toBe('s2')
    expect(atS2.business).toEqual({ id: null, registryRepresentatives: [{ firstName: 'R0', lastName: 'Muster', processed: false }] })
    const [back] = run(atS2, BACK)
    expect(back).toMatchObject({ step: 's1', business: null, representatives: [] })
    expect(validSteps(back)).toEqual(['start'])
  })

  it('needs "no" to the US tax question to leave the tax step', () => {
    const [atS3] = run(atS1(), registration(), CONTINUE)
    expect(run(atS3, CONTINUE)[0].step).toBe('s3')
    expect(run(atS3, NO, CONTINUE)[0].step).toBe('s4')
  })

  it('s4 creates the business when it has no id, else continues', () => {
    const [creating, effects] = run(atS4(), CONTINUE)
    expect(creating).toMatchObject({ step: 's4', pending: 'createBusiness' })
    expect(effects).toEqual([{ type: 'createBusiness' }])
    const [atS5] = run(creating, { type: 'businessCreated', businessId: 'b1' })
    expect(atS5).toMatchObject({ step: 's5', pending: null, business: { id: 'b1' } })
    const [again, noEffects] = run(atS5, BACK, CONTINUE)
    expect(again.step).toBe('s5')
    expect(noEffects).toEqual([])
  })

  it('only logs a failed call and stays on the step', () => {
    const [failed, effects] = run(atS4(), CONTINUE, { type: 'requestFailed' })
    expect(failed).toMatchObject({ step: 's4', pending: null, business: { id: null } })
    expect(effects).toEqual([{ type: 'createBusiness' }, { type: 'logFailure', request: 'createBusiness' }])
  })
})

describe('GmbH wizard representatives', () => {
  const atS5 = () => run(atS4(), CONTINUE, { type: 'businessCreated', businessId: 'b1' })[0]

  it('s5 creates the person, then the legal representative, and adds the person to the list', () => {
    const [creatingPerson, first] = run(atS5(), NO, CONTINUE)
    expect(first).toEqual([{ type: 'createPerson', businessId: 'b1' }])
    const [creatingRep, second] = run(creatingPerson, { type: 'personCreated', personId: 'p1' })
    expect(creatingRep.pending).toBe('createLegalRepresentative')
    expect(second).toEqual([{ type: 'createLegalRepresentative', businessId: 'b1', personId: 'p1', representationType: 'ALONE' }])
    const [atS6] = run(creatingRep, { type: 'legalRepresentativeCreated' })
    expect(atS6).toMatchObject({ step: 's6', representatives: ['p1'], pendingPersonId: null })
    expect(atS6.business?.registryRepresentatives.map((r) => r.processed)).toEqual([true, false])
  })

  it('s6 returns to s5 while registry representatives remain unprocessed, then goes to s7', () => {
    const [atS6] = enterRepresentative(atS5(), 'p1')
    expect(hasUnprocessedRegistryRepresentatives(atS6)).toBe(true)
    const [backAtS5] = run(atS6, CONTINUE)
    expect(backAtS5).toMatchObject({ step: 's5', fatcaAnswers: { representative: null } })
    expect(backAtS5.validity.s5).toBe(false)
    const [atS6Again] = enterRepresentative(backAtS5, 'p2')
    expect(atS6Again.representatives).toEqual(['p1', 'p2'])
    expect(hasUnprocessedRegistryRepresentatives(atS6Again)).toBe(false)
    expect(run(atS6Again, CONTINUE)[0].step).toBe('s7')
  })

  it('goes on with one representative when the register lists none', () => {
    const [s] = run(atS1(), registration(), CONTINUE, NO, CONTINUE, CONTINUE, { type: 'businessCreated', businessId: 'b1' })
    const [atS6] = enterRepresentative(s, 'p1')
    expect(run(atS6, CONTINUE)[0].step).toBe('s7')
  })
})

describe('GmbH wizard identification', () => {
  const atS7 = () => {
    const [s] = run(atS1(), registration(), CONTINUE, NO, CONTINUE, CONTINUE, { type: 'businessCreated', businessId: 'b1' })
    return run(enterRepresentative(s, 'p1')[0], CONTINUE)[0]
  }

  it('s7 creates the business identification, s8 processes it and marks legal identification successful once', () => {
    const [atS8, created] = run(atS7(), CONTINUE, { type: 'businessIdentificationCreated' })
    expect(atS8.step).toBe('s8')
    expect(created).toEqual([{ type: 'createBusinessIdentification', businessId: 'b1' }])
    const [stillS8, failedFx] = run(atS8, CONTINUE, { type: 'identificationProcessed', identifications: [{ status: 'pending' }] })
    expect(stillS8).toMatchObject({ step: 's8', pending: null, legalIdentificationMarked: false })
    expect(failedFx).toEqual([{ type: 'processIdentification', businessId: 'b1' }])
    const [atS9, marked] = run(stillS8, CONTINUE, { type: 'identificationProcessed', identifications: [{ status: 'pending_successful' }] })
    expect(atS9).toMatchObject({ step: 's9', legalIdentificationMarked: true })
    expect(marked).toEqual([{ type: 'processIdentification', businessId: 'b1' }, { type: 'markLegalIdentificationSuccessful', businessId: 'b1' }])
    expect(run(atS9, BACK)[0]).toBe(atS9)
    const [finished, end] = run(atS9, CONTINUE)
    expect(finished.step).toBe('finished')
    expect(end).toEqual([{ type: 'navigateToHub' }])
  })

  it('does not mark legal identification twice after going back', () => {
    const [atS9] = run(atS7(), CONTINUE, { type: 'businessIdentificationCreated' }, CONTINUE, { type: 'identificationProcessed', identifications: [{ status: 'successful' }] })
    expect(atS9.step).toBe('s9')
    const [again, effects] = run({ ...atS9, step: 's8' }, CONTINUE, { type: 'identificationProcessed', identifications: [{ status: 'successful' }] })
    expect(again.step).toBe('s9')
    expect(effects).toEqual([{ type: 'processIdentification', businessId: 'b1' }])
  })

  it('shows nine screens; every one may cancel', () => {
    const views = toGmbhWizardStepViews(atS7())
    expect(views).toHaveLength(GMBH_WIZARD_SCREEN_COUNT)
    expect(views.map((v) => v.description)).toEqual([
      'Über Ihr Unternehmen',
      'Unternehmensdaten bestätigen',
      'Steuerinformationen',
      'Firmenadresse bestätigen',
      'Gesetzliche Vertreter',
      'Liste der Vertreter',
      'Mobilnummer verknüpfen',
      'Identität bestätigen',
      'Karte bestellen',
    ])
    expect(views.map((v) => [v.isValid, v.active])).toEqual([
      ...Array.from({ length: 6 }, () => [true, false]),
      [false, true],
      [false, false],
      [false, false],
    ])
    expect(views.every((v) => v.canCancelActivation)).toBe(true)
  })
})

describe('GmbH wizard cancel dialog', () => {
  it('resumes or clears the data and goes to the hub', () => {
    const [open] = run(atS4(), { type: 'cancelRequested' })
    expect(open.dialog).toBe('cancel')
    expect(run(open, CONTINUE)[0]).toBe(open)
    expect(run(open, { type: 'cancelDialogResumed' })[0]).toMatchObject({ step: 's4', dialog: 'none' })
    const [cancelled, effects] = run(open, { type: 'cancelDialogConfirmed' })
    expect(cancelled.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'clearActivationData' }, { type: 'navigateToHub' }])
  })
})
