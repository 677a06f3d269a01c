import { describe, expect, it } from 'vitest'
import { messageFor } from '../catalogue/catalogue.ts'
import { SOLE_WIZARD_SCREEN_COUNT } from './constants.ts'
import { SOLE_TEST_NOW_MS, VALID_SOLE_FORMS } from './sole-wizard.arbitrary.ts'
import { decodeSoleWizardDraft, restoreSoleWizard, toSoleWizardDraft } from './sole-wizard-draft.ts'
import { transitionSoleWizard } from './sole-wizard.ts'
import {
  canCancelSoleActivation,
  canStartSoleWizard,
  toInitialSoleWizardState,
  toSoleWizardStepViews,
  type SoleWizardEffect,
  type SoleWizardEvent,
  type SoleWizardState,
} from './sole-wizard-model.ts'

/** Runs events from a state; returns the last state and all effects. */
const run = (state: SoleWizardState, ...events: ReadonlyArray<SoleWizardEvent>): [SoleWizardState, ReadonlyArray<SoleWizardEffect>] =>
  events.reduce<[SoleWizardState, ReadonlyArray<SoleWizardEffect>]>(
    ([s, fx], e) => {
      const [next, effects] = transitionSoleWizard(s, e)
      return [next, [...fx, ...effects]]
    },
    [state, []],
  )

const CONTINUE = { type: 'continued', nowMs: SOLE_TEST_NOW_MS } as const
const BACK = { type: 'wentBack' } as const
const SAVED = (id = 'p-1') => ({ type: 'personSaved', person: { id } }) as const
const ACCOUNT = { type: 'accountCreated', account: { accountId: 'a-1', financialAccountId: 'fa-1' } } as const
const started = (variant: 'classic' | 'kyc' = 'classic') =>
  run(
    toInitialSoleWizardState(variant),
    { type: 'organizationTypeChosen', organizationType: 'FREELANCER' },
    { type: 'fatcaAnswered', answer: false },
    { type: 'startConfirmed' },
    { type: 'edited', values: VALID_SOLE_FORMS },
  )[0]
const validSteps = (s: SoleWizardState) => Object.entries(s.validity).filter(([, v]) => v).map(([k]) => k)
/** Through the terms and s1..s4 with every save answered: at s5 with person p-1 and account a-1. */
const atS5 = () => run(started(), CONTINUE, CONTINUE, SAVED(), CONTINUE, SAVED(), CONTINUE, SAVED(), CONTINUE, SAVED(), ACCOUNT)

describe('sole wizard start', () => {
  it('is disabled until the organisation type and the US tax answer are chosen', () => {
    const initial = toInitialSoleWizardState()
    expect(canStartSoleWizard(initial)).toBe(false)
    const typed = run(initial, { type: 'organizationTypeChosen', organizationType: 'FREELANCER' })[0]
    expect(canStartSoleWizard(typed)).toBe(false)
    expect(run(typed, { type: 'startConfirmed' })[0].step).toBe('start')
    const both = run(typed, { type: 'fatcaAnswered', answer: false })[0]
    expect(canStartSoleWizard(both)).toBe(true)
    expect(run(both, { type: 'startConfirmed' })[0].step).toBe('terms')
  })

  it('opens the FATCA dialog on "yes"; resume clears the answer', () => {
    const [open] = run(toInitialSoleWizardState(), { type: 'fatcaAnswered', answer: true })
    expect(open.dialog).toBe('fatca')
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

describe('sole wizard forms', () => {
  it('refuses "Weiter" with the issues on their fields and sends nothing; the values stay', () => {
    const s = run(
      toInitialSoleWizardState(),
      { type: 'organizationTypeChosen', organizationType: 'FREELANCER' },
      { type: 'fatcaAnswered', answer: false },
      { type: 'startConfirmed' },
      { type: 'edited', values: { terms: VALID_SOLE_FORMS.terms } },
    )[0]
    const [atS1] = run(s, CONTINUE)
    expect(atS1.step).toBe('s1')
    const [refused, effects] = run(atS1, { type: 'edited', values: { personal: { ...VALID_SOLE_FORMS.personal, mobileNumber: '12', firstName: '<b>x</b>' } } }, CONTINUE)
    expect(effects).toEqual([])
    expect(refused).toMatchObject({ step: 's1', pending: null, refusedSubmits: 1 })
    expect(refused.issues.map((i) => `${i.field}:${i.key}`)).toEqual(['firstName:onboarding.textHasMarkup', 'mobileNumber:INVALID_MOBILE_NUMBER_VALUE'])
    expect(refused.forms.personal.mobileNumber).toBe('12')
    expect(messageFor('onboarding.textHasMarkup')).toContain('spitzen Klammern')
  })

  it('saves the person at the end of each data step: create first, then update with its id, each with every value so far', () => {
    const [creating, create] = run(started(), CONTINUE, CONTINUE)
    expect(creating).toMatchObject({ step: 's1', pending: 'savePerson' })
    const person = create.find((e) => e.type === 'savePerson')
    expect(person).toMatchObject({
      type: 'savePerson',
      person: { firstName: 'Erika', lastName: 'Mustermann', mobileNumber: '+491761234567', birthDate: '1985-04-12', lxoAgbAccepted: true, organizationType: 'FREELANCER' },
    })
    expect(person?.type === 'savePerson' && person.person.id).toBeFalsy()
    expect(person?.type === 'savePerson' && person.person.taxNumber).toBeUndefined() // s3's form is not sent before s3
    const [atS2] = run(creating, SAVED('p-9'))
    expect(atS2).toMatchObject({ step: 's2', personId: 'p-9' })
    const [, update] = run(atS2, CONTINUE)
    expect(update).toEqual([
      {
        type: 'savePerson',
        person: expect.objectContaining({ id: 'p-9', expectedMonthlyRevenueEuro: '1500.00', expectedMonthlyRevenueCents: '150000', naceCode: '62.01', branchOfIndustryId: 'b-6201' }),
      },
    ])
  })

  it('a double "Weiter" while saving does nothing: one person, one account', () => {
    const [pending, effects] = run(started(), CONTINUE, CONTINUE, CONTINUE, CONTINUE, BACK, { type: 'cancelRequested' })
    expect(effects.filter((e) => e.type === 'savePerson')).toHaveLength(1)
    expect(pending.pending).toBe('savePerson')
    expect(pending.dialog).toBe('none')
  })

  it('a failed save keeps every value and says so; server issues go on their fields', () => {
    const [failed, effects] = run(started(), CONTINUE, CONTINUE, { type: 'requestFailed', request: 'savePerson' })
    expect(failed).toMatchObject({ step: 's1', pending: null, notice: 'LEX_BANK_BACKEND_VALIDATION_ERROR' })
    expect(failed.forms).toEqual(VALID_SOLE_FORMS)
    expect(effects.at(-1)).toEqual({ type: 'logFailure', request: 'savePerson' })
    // The create may have reached the bank: the retry first asks for the current person, then saves.
    const [asking, ask] = run(failed, CONTINUE)
    expect(ask).toEqual([{ type: 'restorePerson', personId: null }])
    const [retrying, retry] = run(asking, { type: 'personRestored', person: null })
    expect(retry).toEqual([{ type: 'savePerson', person: expect.not.objectContaining({ id: expect.anything() }) }])
    const [onField] = run(retrying, { type: 'requestFailed', request: 'savePerson', issues: [{ field: 'email', key: 'INVALID_EMAIL' }] })
    expect(onField).toMatchObject({ notice: null, issues: [{ field: 'email', key: 'INVALID_EMAIL' }] })
    const [, found] = run(onField, CONTINUE, { type: 'personRestored', person: { id: 'p-7' } })
    expect(found).toEqual([expect.objectContaining({ type: 'restorePerson' }), { type: 'savePerson', person: expect.objectContaining({ id: 'p-7' }) }])
  })

  it('creates the account for the saved person when leaving s4; a failure says LEX_BANK_CREATE_ACCOUNT_FAILED and the retry creates it', () => {
    const [atS4] = run(started(), CONTINUE, CONTINUE, SAVED(), CONTINUE, SAVED(), CONTINUE, SAVED())
    expect(atS4.step).toBe('s4')
    const [creating, effects] = run(atS4, CONTINUE, SAVED())
    expect(effects.at(-1)).toEqual({ type: 'createAccount', personId: 'p-1' })
    expect(creating.pending).toBe('createAccount')
    const [failed] = run(creating, { type: 'requestFailed', request: 'createAccount' })
    expect(failed).toMatchObject({ step: 's4', notice: 'LEX_BANK_CREATE_ACCOUNT_FAILED' })
    const [created] = run(failed, CONTINUE, SAVED(), ACCOUNT)
    expect(created).toMatchObject({ step: 's5', account: { accountId: 'a-1', financialAccountId: 'fa-1' } })
    expect(validSteps(created)).toEqual(['start', 'terms', 's1', 's2', 's3', 's4'])
  })

  it('going back keeps the values, marks the step returned to not valid; back from the terms clears the US tax answer', () => {
    const [atS2] = run(started(), CONTINUE, CONTINUE, SAVED())
    const [atS1] = run(atS2, { type: 'wentBack', values: { business: { businessPurpose: 'Neu' } } })
    expect(atS1.step).toBe('s1')
    expect(atS1.forms.business.businessPurpose).toBe('Neu')
    expect(validSteps(atS1)).toEqual(['start', 'terms'])
    const [atStart] = run(atS1, BACK, BACK)
    expect(atStart).toMatchObject({ step: 'start', fatcaAnswer: null, forms: { ...VALID_SOLE_FORMS, business: { ...VALID_SOLE_FORMS.business, businessPurpose: 'Neu' } } })
  })
})

describe('sole wizard identification and card', () => {
  it('starts the video identification, asks the outcome on CLOSE_SUCCESS, moves on when successful', () => {
    const [s5] = atS5()
    expect(run(s5, BACK)[0]).toBe(s5) // the account exists: no way back
    const [identifying, start] = run(s5, CONTINUE)
    expect(start).toEqual([{ type: 'createIdentification', personId: 'p-1' }])
    const [open] = run(identifying, { type: 'identificationCreated', identification: { id: 'i-1', status: 'created', url: '/ident/video.html?identificationId=i-1' } })
    expect(open.dialog).toBe('video')
    expect(run(open, { type: 'videoIdentificationClosed', result: 'CLOSE_CANCEL' })[0]).toMatchObject({ step: 's5', dialog: 'none' })
    const [asking, ask] = run(open, { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
    expect(ask).toEqual([{ type: 'updateIdentification', identificationId: 'i-1', personId: 'p-1' }])
    const [pending] = run(asking, { type: 'identificationUpdated', identifications: [{ id: 'i-1', status: 'pending' }] })
    expect(pending).toMatchObject({ step: 's5', notice: 'onboarding.identificationPending' })
    const [, check] = run(pending, { type: 'identificationCheckRequested' })
    expect(check).toEqual([{ type: 'checkIdentification', personId: 'p-1' }])
    const [s6] = run(pending, { type: 'identificationCheckRequested' }, { type: 'identificationUpdated', identifications: [{ id: 'i-1', status: 'pending_successful' }] })
    expect(s6.step).toBe('s6')
    const [ordering, order] = run(s6, CONTINUE, CONTINUE)
    expect(order).toEqual([{ type: 'orderCard', request: { personId: 'p-1', accountId: 'a-1', financialAccountId: 'fa-1' } }])
    const [failed] = run(ordering, { type: 'requestFailed', request: 'orderCard' })
    expect(failed.notice).toBe('LEX_BANK_CREATE_CARD_FAILED')
    const [finished, end] = run(failed, CONTINUE, { type: 'cardOrdered' })
    expect(finished).toMatchObject({ step: 'finished', cardOrdered: true })
    expect(end.at(-1)).toEqual({ type: 'navigateToHub' })
  })

  it('a failed identification says so and can be started again', () => {
    const [s5] = atS5()
    const [failed] = run(
      s5,
      CONTINUE,
      { type: 'identificationCreated', identification: { id: 'i-1', status: 'created', url: '/ident/video.html' } },
      { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' },
      { type: 'identificationUpdated', identifications: [{ id: 'i-1', status: 'failed' }] },
    )
    expect(failed).toMatchObject({ step: 's5', notice: 'onboarding.identificationFailed' })
    expect(run(failed, CONTINUE)[1]).toEqual([{ type: 'createIdentification', personId: 'p-1' }])
  })

  it('shows six screens with their marks', () => {
    const views = toSoleWizardStepViews(run(started(), CONTINUE)[0])
    expect(views).toHaveLength(SOLE_WIZARD_SCREEN_COUNT)
    expect(views.map((v) => v.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6'])
    expect(views[0]).toEqual({ id: 's1', description: 'Persönliche Angaben', isValid: false, active: true, canCancelActivation: true })
  })
})

describe('sole wizard cancel dialog', () => {
  it('resumes, or clears the data and goes to the hub', () => {
    const [open] = run(started(), { type: 'cancelRequested' })
    expect(open.dialog).toBe('cancel')
    expect(run(open, CONTINUE)[0]).toBe(open)
    expect(run(open, { type: 'cancelDialogResumed' })[0]).toMatchObject({ step: 'terms', dialog: 'none', forms: VALID_SOLE_FORMS })
    const [cancelled, effects] = run(open, { type: 'cancelDialogConfirmed' })
    expect(cancelled.step).toBe('cancelled')
    expect(cancelled.personId).toBeNull()
    expect(effects).toEqual([{ type: 'clearActivationData' }, { type: 'navigateToHub' }])
  })
})

describe('sole wizard with the KYC flag', () => {
  it('runs terms, company, personal data, declaration and identity; saves the person from the personal data on', () => {
    const s = started('kyc')
    expect(s.step).toBe('step0')
    const [atStep2, none] = run(s, CONTINUE, CONTINUE)
    expect(atStep2.step).toBe('step2')
    expect(none).toEqual([])
    const [atStep4, effects] = run(atStep2, CONTINUE, SAVED(), CONTINUE, SAVED(), ACCOUNT)
    expect(atStep4.step).toBe('step4')
    expect(effects.map((e) => e.type)).toEqual(['savePerson', 'savePerson', 'createAccount'])
    const [finished, end] = run(
      atStep4,
      CONTINUE,
      { type: 'identificationCreated', identification: { id: 'i-1', status: 'created', url: '/ident/video.html' } },
      { type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' },
      { type: 'identificationUpdated', identifications: [{ id: 'i-1', status: 'successful' }] },
    )
    expect(finished.step).toBe('finished')
    expect(end.at(-1)).toEqual({ type: 'navigateToHub' })
  })

  it('cannot cancel the activation on the identity step only', () => {
    expect(canCancelSoleActivation('kyc', 'step4')).toBe(false)
    expect(canCancelSoleActivation('kyc', 'step3')).toBe(true)
    expect(canCancelSoleActivation('classic', 's5')).toBe(true)
  })
})

describe('sole wizard draft', () => {
  it('keeps everything but the tax number and the VAT id; a reload re-reads the person', () => {
    const [atS4] = run(started(), CONTINUE, CONTINUE, SAVED(), CONTINUE, SAVED(), CONTINUE, SAVED())
    const draft = toSoleWizardDraft(atS4)
    const stored = JSON.stringify(draft)
    expect(stored).not.toContain('81872495633')
    const decoded = decodeSoleWizardDraft(JSON.parse(stored))
    expect(decoded).not.toBeNull()
    const [restored, effects] = restoreSoleWizard(decoded!, SOLE_TEST_NOW_MS)
    expect(restored).toMatchObject({ step: 's4', personId: 'p-1', pending: 'restorePerson' })
    expect(restored.forms.tax.taxNumber).toBe('')
    expect(effects).toEqual([{ type: 'restorePerson', personId: 'p-1' }])
    const [refilled] = run(restored, { type: 'personRestored', person: { id: 'p-1', taxNumber: '81872495633' } })
    expect(refilled.forms).toEqual(atS4.forms)
  })

  it('a tampered draft starts clean, or where its data ends', () => {
    expect(decodeSoleWizardDraft({ version: 1, step: 's9' })).toBeNull()
    expect(decodeSoleWizardDraft('{}')).toBeNull()
    const [atS2] = run(started(), CONTINUE, CONTINUE, SAVED())
    const draft = toSoleWizardDraft(atS2)!
    const skipping = { ...draft, step: 's6' as const }
    expect(restoreSoleWizard(skipping, SOLE_TEST_NOW_MS)[0].step).toBe('s4') // no account: not past s4
    const emptied = { ...draft, forms: { ...draft.forms, personal: { ...draft.forms.personal, firstName: '' } } }
    expect(restoreSoleWizard(emptied, SOLE_TEST_NOW_MS)[0].step).toBe('s1')
  })
})
