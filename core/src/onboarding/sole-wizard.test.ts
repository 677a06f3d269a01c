import { describe, expect, it } from 'vitest'
import { SOLE_WIZARD_SCREEN_COUNT } from './constants.ts'
import {
  canCancelSoleActivation,
  canStartSoleWizard,
  toInitialSoleWizardState,
  toSoleWizardStepViews,
  transitionSoleWizard,
  type SoleWizardEffect,
  type SoleWizardEvent,
  type SoleWizardState,
} from './sole-wizard.ts'

/** Runs events from a state; returns the last state and all effects. */
const run = (state: SoleWizardState, ...events: ReadonlyArray<SoleWizardEvent>): [SoleWizardState, ReadonlyArray<SoleWizardEffect>] =>
  events.reduce<[SoleWizardState, ReadonlyArray<SoleWizardEffect>]>(
    ([s, fx], e) => {
      const [next, effects] = transitionSoleWizard(s, e)
      return [next, [...fx, ...effects]]
    },
    [state, []],
  )

const CONTINUE = { type: 'continued' } as const
const BACK = { type: 'wentBack' } as const
const started = (variant: 'classic' | 'kyc' = 'classic') =>
  run(
    toInitialSoleWizardState(variant),
    { type: 'organizationTypeChosen', organizationType: 'FREELANCER' },
    { type: 'fatcaAnswered', answer: false },
    { type: 'startConfirmed' },
  )[0]
const validSteps = (s: SoleWizardState) => Object.entries(s.validity).filter(([, v]) => v).map(([k]) => k)

describe('sole wizard start', () => {
  it('is disabled until the organisation type and the US tax answer are chosen', () => {
    const initial = toInitialSoleWizardState()
    expect(canStartSoleWizard(initial)).toBe(false)
    const typed = run(initial, { type: 'organizationTypeChosen', organizationType: 'FREELANCER' })[0]
    expect(canStartSoleWizard(typed)).toBe(false)
    expect(run(typed, { type: 'startConfirmed' })[0].step).toBe('start')
    const answered = run(initial, { type: 'fatcaAnswered', answer: false })[0]
    expect(canStartSoleWizard(answered)).toBe(false)
    const both = run(typed, { type: 'fatcaAnswered', answer: false })[0]
    expect(canStartSoleWizard(both)).toBe(true)
    expect(run(both, { type: 'startConfirmed' })[0].step).toBe('terms')
  })

  it('opens the FATCA dialog on "yes"; resume clears the answer', () => {
    const [open] = run(toInitialSoleWizardState(), { type: 'fatcaAnswered', answer: true })
    expect(open.dialog).toBe('fatca')
    expect(canStartSoleWizard(open)).toBe(false)
    expect(run(open, { type: 'startConfirmed' }, { type: 'fatcaAnswered', answer: false })[0]).toBe(open) // modal: nothing else acts
    const [resumed, effects] = run(open, { type: 'fatcaDialogResumed' })
    expect(resumed).toMatchObject({ step: 'start', dialog: 'none', fatcaAnswer: null })
    expect(effects).toEqual([])
  })

  it('FATCA cancel resets the person and goes to the hub', () => {
    const [cancelled, effects] = run(toInitialSoleWizardState(), { type: 'fatcaAnswered', answer: true }, { type: 'fatcaDialogCancelled' })
    expect(cancelled.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'resetPerson' }, { type: 'navigateToHub' }])
  })
})

describe('sole wizard steps', () => {
  it('marks the step left valid going forward and the step returned to not valid going back', () => {
    const [atS2] = run(started(), CONTINUE, CONTINUE)
    expect(atS2.step).toBe('s2')
    expect(validSteps(atS2)).toEqual(['start', 'terms', 's1'])
    const [atS1] = run(atS2, BACK)
    expect(atS1.step).toBe('s1')
    expect(validSteps(atS1)).toEqual(['start', 'terms'])
  })

  it('back from the terms returns to the start and clears the US tax answer', () => {
    const [back] = run(started(), BACK)
    expect(back).toMatchObject({ step: 'start', fatcaAnswer: null, organizationType: 'FREELANCER' })
    expect(validSteps(back)).toEqual([])
    expect(canStartSoleWizard(back)).toBe(false)
  })

  it('creates the account when leaving s4 and moves on when it exists', () => {
    const [atS4] = run(started(), CONTINUE, CONTINUE, CONTINUE, CONTINUE)
    expect(atS4.step).toBe('s4')
    const [creating, effects] = run(atS4, CONTINUE)
    expect(creating).toMatchObject({ step: 's4', pending: 'createAccount' })
    expect(effects).toEqual([{ type: 'createAccount' }])
    expect(run(creating, CONTINUE, BACK, { type: 'cancelRequested' })).toEqual([creating, []]) // only the result acts
    const [created] = run(creating, { type: 'accountCreated' })
    expect(created).toMatchObject({ step: 's5', pending: null })
    expect(validSteps(created)).toContain('s4')
  })

  it('only logs a failed account creation', () => {
    const [atS4] = run(started(), CONTINUE, CONTINUE, CONTINUE, CONTINUE)
    const [failed, effects] = run(atS4, CONTINUE, { type: 'requestFailed' })
    expect(failed).toMatchObject({ step: 's4', pending: null })
    expect(effects).toEqual([{ type: 'createAccount' }, { type: 'logFailure', request: 'createAccount' }])
  })

  it('moves from s5 to s6 on a successful video identification, then to the hub', () => {
    const [atS5] = run(started(), CONTINUE, CONTINUE, CONTINUE, CONTINUE, CONTINUE, { type: 'accountCreated' })
    expect(run(atS5, BACK)[0]).toBe(atS5) // the account exists: no way back
    expect(run(atS5, CONTINUE)[0]).toBe(atS5)
    expect(run(atS5, { type: 'videoIdentificationClosed', result: 'CLOSE_CANCEL' })[0]).toBe(atS5)
    const [atS6] = run(atS5, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
    expect(atS6.step).toBe('s6')
    const [finished, effects] = run(atS6, CONTINUE)
    expect(finished.step).toBe('finished')
    expect(effects).toEqual([{ type: 'navigateToHub' }])
    expect(run(finished, BACK, CONTINUE)).toEqual([finished, []])
  })

  it('shows six screens with their marks', () => {
    const views = toSoleWizardStepViews(run(started(), CONTINUE)[0])
    expect(views).toHaveLength(SOLE_WIZARD_SCREEN_COUNT)
    expect(views.map((v) => v.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6'])
    expect(views[0]).toEqual({ id: 's1', description: 'Persönliche Angaben', isValid: false, active: true, canCancelActivation: true })
    expect(views.filter((v) => v.active)).toHaveLength(1)
  })
})

describe('sole wizard cancel dialog', () => {
  it('resumes or clears the data and goes to the hub', () => {
    const [open] = run(started(), { type: 'cancelRequested' })
    expect(open.dialog).toBe('cancel')
    expect(run(open, CONTINUE)[0]).toBe(open)
    expect(run(open, { type: 'cancelDialogResumed' })[0]).toMatchObject({ step: 'terms', dialog: 'none' })
    const [cancelled, effects] = run(open, { type: 'cancelDialogConfirmed' })
    expect(cancelled.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'clearActivationData' }, { type: 'navigateToHub' }])
  })
})

describe('sole wizard with the KYC flag', () => {
  it('runs terms, company, personal data, declaration and identity', () => {
    const s = started('kyc')
    expect(s.step).toBe('step0')
    const [atStep3] = run(s, CONTINUE, CONTINUE, CONTINUE)
    expect(atStep3.step).toBe('step3')
    const [atStep4, effects] = run(atStep3, CONTINUE, { type: 'accountCreated' })
    expect(atStep4.step).toBe('step4')
    expect(effects).toEqual([{ type: 'createAccount' }])
    const [finished, end] = run(atStep4, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
    expect(finished.step).toBe('finished')
    expect(end).toEqual([{ type: 'navigateToHub' }])
  })

  it('cannot cancel the activation on the identity step only', () => {
    expect(canCancelSoleActivation('kyc', 'step4')).toBe(false)
    expect(canCancelSoleActivation('kyc', 'step3')).toBe(true)
    expect(canCancelSoleActivation('classic', 's5')).toBe(true)
    const [atStep4] = run(started('kyc'), CONTINUE, CONTINUE, CONTINUE, CONTINUE, { type: 'accountCreated' })
    expect(run(atStep4, { type: 'cancelRequested' })[0].dialog).toBe('none')
    expect(toSoleWizardStepViews(atStep4).map((v) => v.canCancelActivation)).toEqual([true, true, true, true, false])
  })

  it('back from step0 returns to the start and clears the US tax answer', () => {
    expect(run(started('kyc'), BACK)[0]).toMatchObject({ step: 'start', fatcaAnswer: null })
  })
})
