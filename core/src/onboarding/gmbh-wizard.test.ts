import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AddressForm, BusinessDataForm, BusinessTaxForm, RepresentativeForm } from './gmbh-forms.ts'
import {
  continuedWith,
  dispatchAndSettle,
  FakeOnboardingServer,
  GMBH_TEST_CLOCK,
  representativeFormArbitrary,
  toTestRegistration,
} from './gmbh-wizard.arbitrary.ts'
import { transitionGmbhWizard } from './gmbh-wizard.ts'
import { toGmbhStepNumber, toInitialGmbhWizardState, type GmbhWizardState } from './gmbh-wizard-model.ts'

const business: BusinessDataForm = {
  name: 'Nordlicht Software GmbH',
  legalForm: 'GMBH',
  registrationNumber: 'HRB 123456',
  registrationIssuer: 'Amtsgericht Hamburg',
  foundationDate: '01.02.2015',
  industry: 'INFORMATION_AND_COMMUNICATION',
  businessPurpose: 'Entwicklung von Software',
}
const tax: BusinessTaxForm = { taxIdentificationNumber: '143/815/08155', vatNumber: 'DE136695976' }
const address: AddressForm = { line1: 'Große Elbstraße', line2: '145', postalCode: '22767', city: 'Hamburg', country: 'DE' }
const rep = (firstName: string, lastName: string, share = ''): RepresentativeForm => ({
  ...fc.sample(representativeFormArbitrary({ firstName, lastName }), { numRuns: 1, seed: 7 })[0]!,
  requiredSharesSigned: share !== '' && Number(share.replace(',', '.')) >= 25,
  votingShare: share,
})

const setup = (names: ReadonlyArray<readonly [string | null, string]> = [['Anna', 'Nordmann'], ['Jens', 'Lichter']]) => {
  const server = new FakeOnboardingServer([toTestRegistration(names)])
  let s: GmbhWizardState = toInitialGmbhWizardState('GMBH')
  const send = (e: Parameters<typeof dispatchAndSettle>[1]) => (s = dispatchAndSettle(s, e, server))
  const toS4 = () => {
    send({ type: 'edited', form: { step: 's1', values: { companyName: 'Nordlicht', registrationNumber: '', registrationIssuer: '' } } })
    send({ type: 'registerSearched', by: 'name' })
    send({ type: 'commercialRegistrationChosen', index: 0 })
    send(continuedWith({ step: 's2', values: business }))
    send({ type: 'fatcaAnswered', answer: false })
    send(continuedWith({ step: 's3', values: tax }))
  }
  const toS5 = () => {
    toS4()
    send(continuedWith({ step: 's4', values: address }))
  }
  const enter = (form: RepresentativeForm) => {
    send({ type: 'fatcaAnswered', answer: false })
    send(continuedWith({ step: 's5', values: form }))
  }
  return { server, send, toS4, toS5, enter, get: () => s, set: (next: GmbhWizardState) => (s = next) }
}

describe('the GmbH wizard', () => {
  it('walks from the register lookup to the card order with two register representatives and one owner at 25 %', () => {
    const w = setup()
    w.toS5()
    expect(w.get().step).toBe('s5')
    expect(w.get().forms.representative).toMatchObject({ firstName: 'Anna', lastName: 'Nordmann' })
    w.enter(rep('Anna', 'Nordmann', '25'))
    expect(w.get().step).toBe('s6')
    w.send({ type: 'continued' })
    // 4.1: s6 returns to s5 while the register lists representatives not yet entered, prefilled with the next one.
    expect(w.get().step).toBe('s5')
    expect(w.get().forms.representative).toMatchObject({ firstName: 'Jens', lastName: 'Lichter', email: '', taxIdentificationNumber: '' })
    w.enter(rep('Jens', 'Lichter'))
    w.send({ type: 'continued' })
    expect(w.get().step).toBe('s7')
    w.send(continuedWith({ step: 's7', values: { mobileNumber: '0176 1234566' } }))
    expect(w.get().step).toBe('s8')
    w.send({ type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
    expect(w.get()).toMatchObject({ step: 's9', identificationOutcome: 'successful', legalIdentificationMarked: true })
    w.send({ type: 'continued' })
    expect(w.get().step).toBe('finished')

    const effects = w.server.log.effects
    const saveBusiness = effects.find((e) => e.type === 'saveBusiness')
    expect(saveBusiness).toMatchObject({
      business: {
        name: 'Nordlicht Software GmbH',
        foundationDate: '2015-02-01',
        industry: 'INFORMATION_AND_COMMUNICATION',
        taxIdentificationNumber: '143/815/08155',
        vatNumber: 'DE136695976',
        taxInformation: { registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg' },
        address: { line1: 'Große Elbstraße', postalCode: '22767', country: 'DE' },
      },
    })
    expect(effects.filter((e) => e.type === 'saveBeneficialOwner')).toEqual([
      { type: 'saveBeneficialOwner', owner: { businessId: 'b1', personId: 'p1', votingShare: '25', fictitious: false } },
    ])
    expect(effects.filter((e) => e.type === 'saveLegalRepresentative')).toHaveLength(2)
    expect(w.server.persons.get('p1')).toMatchObject({ mobileNumber: '+491761234566', firstName: 'Anna', birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(effects.filter((e) => e.type === 'addAuthorizedPerson').map((e) => 'personId' in e && e.personId)).toEqual(['p1', 'p2'])
    expect(effects.at(-2)).toEqual({ type: 'orderCard', request: { personId: 'p1', accountId: 'a1', financialAccountId: 'fa1' } })
    expect(w.server.log).toMatchObject({ businessesCreated: 1, personsCreated: 2, legalIdentificationsMarked: 1, accountsCreated: 1 })
  })

  it('shows "Schritt n von 9"', () => {
    const w = setup()
    expect(toGmbhStepNumber(w.get())).toBe(1)
    w.toS4()
    expect(toGmbhStepNumber(w.get())).toBe(4)
  })

  it('a second "Weiter" at s4 while the business is being saved creates nothing more', () => {
    const w = setup()
    w.toS4()
    const [pending, first] = transitionGmbhWizard(w.get(), continuedWith({ step: 's4', values: address }), GMBH_TEST_CLOCK)
    const [again, second] = transitionGmbhWizard(pending, continuedWith({ step: 's4', values: address }), GMBH_TEST_CLOCK)
    expect(first.map((e) => e.type)).toEqual(['saveBusiness'])
    expect(second).toEqual([])
    expect(again).toBe(pending)
  })

  it('going back to s4 after the business was created updates it (with its id) instead of creating another', () => {
    const w = setup()
    w.toS5()
    w.send({ type: 'wentBack' })
    w.send(continuedWith({ step: 's4', values: { ...address, line2: '147' } }))
    expect(w.get().step).toBe('s5')
    expect(w.server.log.businessesCreated).toBe(1)
    expect(w.server.businesses.get('b1')?.address?.line2).toBe('147')
  })

  it('a failed call keeps every value and shows LEX_BANK_BACKEND_VALIDATION_ERROR; the server\u2019s field issues land on their fields', () => {
    const w = setup()
    w.toS4()
    w.server.failNext = true
    w.send(continuedWith({ step: 's4', values: address }))
    expect(w.get()).toMatchObject({ step: 's4', pending: null, notice: 'LEX_BANK_BACKEND_VALIDATION_ERROR', forms: { address, tax, business } })
    const [s] = transitionGmbhWizard(w.get(), continuedWith({ step: 's4', values: address }), GMBH_TEST_CLOCK)
    const [failed] = transitionGmbhWizard(
      s,
      { type: 'requestFailed', error: { _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'onboarding.postalCodeInvalid', source: 'address.postalCode' }] } },
      GMBH_TEST_CLOCK,
    )
    expect(failed.issues).toEqual([{ field: 'address.postalCode', key: 'onboarding.postalCodeInvalid' }])
    expect(failed.forms.address).toEqual(address)
  })

  it('when linking the saved person fails, "Weiter" updates that person and links it; no second person', () => {
    const w = setup([['Anna', 'Nordmann']])
    w.toS5()
    w.server.failAfter = 1
    w.enter(rep('Anna', 'Nordmann'))
    expect(w.get()).toMatchObject({ step: 's5', notice: 'LEX_BANK_BACKEND_VALIDATION_ERROR', target: { personId: 'p1' } })
    w.send(continuedWith({ step: 's5', values: w.get().forms.representative }))
    expect(w.get().step).toBe('s6')
    expect(w.server.log.personsCreated).toBe(1)
    expect(w.get().representatives.map((r) => r.personId)).toEqual(['p1'])
  })

  it.each([
    ['a company name of 1 character', 's2', { ...business, name: 'N' }, 'name', 'onboarding.companyNameLength'],
    ['a company name of 300 characters', 's2', { ...business, name: 'N'.repeat(300) }, 'name', 'onboarding.companyNameLength'],
    ['HTML in the business purpose', 's2', { ...business, businessPurpose: '<img src=x onerror=alert(1)>' }, 'businessPurpose', 'onboarding.textHasMarkup'],
    ['a wrong tax number', 's3', { ...tax, taxIdentificationNumber: '12345' }, 'taxIdentificationNumber', 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER'],
    ['a wrong VAT id', 's3', { ...tax, vatNumber: 'AT12345678' }, 'vatNumber', 'INVALID_COMPANY_VAT_REGISTRATION_ID'],
    ['a wrong postal code', 's4', { ...address, postalCode: '2276' }, 'address.postalCode', 'onboarding.postalCodeInvalid'],
  ] as const)('%s shows its message on its field and sends nothing', (_, step, values, field, key) => {
    const w = setup()
    w.toS4()
    while (w.get().step !== step) w.send({ type: 'wentBack' })
    const [s, effects] = transitionGmbhWizard(w.get(), continuedWith({ step, values } as never), GMBH_TEST_CLOCK)
    expect(effects).toEqual([])
    expect(s.step).toBe(step)
    expect(s.issues.find((i) => i.field === field)?.key).toBe(key)
  })

  it.each([
    ['an owner at 24,99 %', { requiredSharesSigned: true, votingShare: '24,99' }, 'votingShare', 'INVALID_COMPANY_SHARES_PERCENT'],
    ['a wrong Steuer-IdNr', { taxIdentificationNumber: '12345678901' }, 'taxIdentificationNumber', 'INVALID_COMPANY_TAX_IDENTIFICATION_NUMBER'],
    ['a birth date under 18', { birthDate: '01.01.2010' }, 'birthDate', 'INVALID_PERSON_BIRTH_DATE'],
    ['HTML in the title', { title: '<b>Dr.</b>' }, 'title', 'onboarding.textHasMarkup'],
    ['HTML in the street', { address: { ...address, line1: '<script>x</script>' } }, 'address.line1', 'onboarding.textHasMarkup'],
    ['a missing terms checkbox', { termsConditionsSigned: false }, 'termsConditionsSigned', 'INVALID_ACCEPT_AGB_VALUE'],
  ] as const)('%s at s5 shows its message on its field and sends nothing', (_, patch, field, key) => {
    const w = setup()
    w.toS5()
    w.send({ type: 'fatcaAnswered', answer: false })
    const [s, effects] = transitionGmbhWizard(w.get(), continuedWith({ step: 's5', values: { ...rep('Anna', 'Nordmann'), ...patch } }), GMBH_TEST_CLOCK)
    expect(effects).toEqual([])
    expect(s.issues.find((i) => i.field === field)?.key).toBe(key)
  })

  it('shares adding up to 101 % are refused on the second owner\u2019s share', () => {
    const w = setup()
    w.toS5()
    w.enter(rep('Anna', 'Nordmann', '51'))
    w.send({ type: 'continued' })
    w.send({ type: 'fatcaAnswered', answer: false })
    const [s, effects] = transitionGmbhWizard(w.get(), continuedWith({ step: 's5', values: rep('Jens', 'Lichter', '50') }), GMBH_TEST_CLOCK)
    expect(effects).toEqual([])
    expect(s.issues).toEqual([{ field: 'votingShare', key: 'onboarding.votingSharesOverTotal', params: { maxPercent: 100 } }])
    const [ok, saves] = transitionGmbhWizard(w.get(), continuedWith({ step: 's5', values: rep('Jens', 'Lichter', '49') }), GMBH_TEST_CLOCK)
    expect(ok.pending).toBe('savePerson')
    expect(saves.map((e) => e.type)).toEqual(['savePerson'])
  })

  it('a register entry not found is COMPANY_NAME_NOT_FOUND on the name field; by number it shows on the number', () => {
    const w = setup()
    w.send({ type: 'edited', form: { step: 's1', values: { companyName: 'Unbekannt', registrationNumber: '', registrationIssuer: '' } } })
    w.send({ type: 'registerSearched', by: 'name' })
    expect(w.get().issues).toEqual([{ field: 'companyName', key: 'COMPANY_NAME_NOT_FOUND' }])
    w.send({ type: 'edited', form: { step: 's1', values: { companyName: '', registrationNumber: 'HRB 1', registrationIssuer: 'AG Hamburg' } } })
    w.send({ type: 'registerSearched', by: 'number' })
    expect(w.get().issues).toEqual([{ field: 'registrationNumber', key: 'COMPANY_NAME_NOT_FOUND' }])
    w.send({ type: 'edited', form: { step: 's1', values: { companyName: '', registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg' } } })
    w.send({ type: 'registerSearched', by: 'number' })
    expect(w.get().searchResults).toHaveLength(1)
  })

  it('a register representative without a first name is entered by hand: the form is prefilled with the last name only', () => {
    const w = setup([['Rita', 'Wirr'], [null, 'Warr']])
    w.toS5()
    w.enter(rep('Rita', 'Wirr'))
    w.send({ type: 'continued' })
    expect(w.get().forms.representative).toMatchObject({ firstName: '', lastName: 'Warr' })
    w.enter(rep('Walter', 'Warr'))
    expect(w.get().registryRepresentatives.every((r) => r.processed)).toBe(true)
    w.send({ type: 'continued' })
    expect(w.get().step).toBe('s7')
  })

  it('"yes" to the US tax question on s3 opens the FATCA dialog: resume clears the answer, cancel resets the person and goes to the hub', () => {
    const w = setup()
    w.toS4()
    w.send({ type: 'wentBack' })
    w.send({ type: 'fatcaAnswered', answer: true })
    expect(w.get().dialog).toBe('fatca')
    w.send({ type: 'fatcaDialogResumed' })
    expect(w.get().fatcaAnswers.tax).toBeNull()
    expect(w.get().forms.tax).toEqual(tax)
    w.send({ type: 'fatcaAnswered', answer: true })
    const [s, effects] = transitionGmbhWizard(w.get(), { type: 'fatcaDialogCancelled' }, GMBH_TEST_CLOCK)
    expect(s.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'resetPerson' }, { type: 'navigateToHub' }])
  })

  it('identification pending, then successful on a second check; failed says so; legal identification is marked once', () => {
    const w = setup([['Anna', 'Nordmann']])
    w.toS5()
    w.enter(rep('Anna', 'Nordmann'))
    w.send({ type: 'continued' })
    w.send(continuedWith({ step: 's7', values: { mobileNumber: '01761234567' } }))
    w.server.identificationStatus = 'pending'
    w.send({ type: 'videoIdentificationClosed', result: 'CLOSE_SUCCESS' })
    expect(w.get()).toMatchObject({ step: 's8', identificationOutcome: 'pending', notice: 'onboarding.identificationPending' })
    w.server.identificationStatus = 'failed'
    w.send({ type: 'continued' })
    expect(w.get()).toMatchObject({ step: 's8', identificationOutcome: 'failed', notice: 'onboarding.identificationFailed' })
    w.server.identificationStatus = 'pending_successful'
    w.server.failNext = false
    w.send({ type: 'continued' })
    expect(w.get().step).toBe('s9')
    expect(w.server.log.legalIdentificationsMarked).toBe(1)
  })

  it('the cancel dialog resumes with everything kept, or clears the data and goes to the hub', () => {
    const w = setup()
    w.toS4()
    const before = w.get()
    w.send({ type: 'cancelRequested' })
    w.send({ type: 'cancelDialogResumed' })
    expect(w.get()).toEqual(before)
    w.send({ type: 'cancelRequested' })
    const [s, effects] = transitionGmbhWizard(w.get(), { type: 'cancelDialogConfirmed' }, GMBH_TEST_CLOCK)
    expect(s.step).toBe('cancelled')
    expect(effects).toEqual([{ type: 'clearActivationData' }, { type: 'navigateToHub' }])
  })
})
