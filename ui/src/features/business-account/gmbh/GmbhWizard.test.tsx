/**
 * The GmbH wizard's screens on a fake onboarding port (hub-and-business-account 2.4, 4.1, 5, 8; issue 16), and its own
 * checks of bad input at s1–s4 and the representatives' shares: each German message on its field, the step staying,
 * nothing sent (business-account-gmbh.e2e.test.ts walks the wizard in Chromium with one step of messages, s5).
 */
import {
  encodeGmbhWizardDraft,
  fixedClock,
  toInitialGmbhWizardState,
  transitionGmbhWizard,
  type BackendError,
  type CommercialRegistration,
  type GmbhWizardEvent,
  type GmbhWizardState,
  type OnboardingPort,
  type RepresentativeForm,
} from '@kontor/core'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { I18nProvider } from 'react-aria-components'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, renderInStore } from '../../../test/render-app.tsx'
import GmbhWizard, { GMBH_WIZARD_DRAFT_KEY } from './GmbhWizard.tsx'
import { describedText, textbox } from '../../../test/fields.ts'
import { enterText, setupRealTimersUser } from '../../../test/user.ts'

const NORDLICHT: CommercialRegistration = {
  name: 'Nordlicht Software GmbH',
  legalForm: 'GMBH',
  registrationDate: '2019-03-14',
  registrationNumber: 'HRB 123456',
  registrationIssuer: 'Amtsgericht Hamburg',
  address: { line1: 'Große Elbstraße', line2: '145', postalCode: '22767', city: 'Hamburg', country: 'DE' },
  legalRepresentatives: [
    { firstName: 'Anna', lastName: 'Nordmann', processed: false },
    { firstName: 'Jens', lastName: 'Lichter', processed: false },
  ],
}

const right = <A,>(a: A) => () => () => Promise.resolve(E.right<BackendError, A>(a))

const renderWizard = (onboarding: Partial<OnboardingPort>) => {
  const onLeave = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '/bnk/activate',
        element: (
          <I18nProvider locale="de-DE">
            <GmbhWizard organizationType="GMBH" onLeave={onLeave} />
          </I18nProvider>
        ),
      },
      { path: '/hub', element: <p>Übersicht</p> },
    ],
    { initialEntries: ['/bnk/activate'] },
  )
  const backend = fakeBackend(() => () => Promise.resolve(E.left<BackendError, never>({ _tag: 'Network' })), {}, {}, { onboarding })
  renderInStore(<RouterProvider router={router} />, backend)
  return { onLeave, router }
}

/** A wizard moved by events alone (the answers given as events), stored as the draft a reload finds. */
const seedDraft = (events: ReadonlyArray<GmbhWizardEvent>): GmbhWizardState => {
  const state = stateAfter(events)
  sessionStorage.setItem(GMBH_WIZARD_DRAFT_KEY, encodeGmbhWizardDraft(state) ?? '')
  return state
}

const toS3 = (registration: CommercialRegistration): ReadonlyArray<GmbhWizardEvent> => [
  { type: 'edited', form: { step: 's1', values: { companyName: 'Nordlicht', registrationNumber: '', registrationIssuer: '' } } },
  { type: 'registerSearched', by: 'name' },
  { type: 'registerAnswered', registrations: [registration] },
  { type: 'commercialRegistrationChosen', index: 0 },
  { type: 'edited', form: { step: 's2', values: { name: 'Nordlicht Software GmbH', legalForm: 'GMBH', registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg', foundationDate: '14.03.2019', industry: 'GASTRONOMY', businessPurpose: 'Software' } } },
  { type: 'continued' },
]

/** From the start to s5 (the business saved), the first representative of `registration` to enter. */
const toS5 = (registration: CommercialRegistration): ReadonlyArray<GmbhWizardEvent> => [
  ...toS3(registration),
  { type: 'fatcaAnswered', answer: false },
  { type: 'continued', form: { step: 's3', values: { taxIdentificationNumber: '143/815/08155', vatNumber: '' } } },
  { type: 'continued' },
  { type: 'businessSaved', business: { id: 'b1', name: 'Nordlicht Software GmbH' } },
]

/** The wizard's state after `events`. */
const stateAfter = (events: ReadonlyArray<GmbhWizardEvent>): GmbhWizardState =>
  events.reduce((st, e) => transitionGmbhWizard(st, e, fixedClock(new Date('2026-11-22T09:00:00Z')))[0], toInitialGmbhWizardState('GMBH'))

/** The s5 form of the representative the wizard prefilled (`form`), filled in validly; `values` change any field. */
const filledRepresentative = (form: RepresentativeForm, values: Partial<RepresentativeForm> = {}): RepresentativeForm => ({
  ...form,
  salutation: 'MS',
  email: 'anna@example.de',
  taxIdentificationNumber: '86095742719',
  birthDate: '15.03.1980',
  address: { line1: 'Elbchaussee', line2: '12', postalCode: '22763', city: 'Hamburg', country: 'DE' },
  ownEconomicInterestSigned: true,
  accountOpeningAccepted: true,
  taxInformationAccepted: true,
  termsConditionsSigned: true,
  ...values,
})

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

const unexpected = () => () => () => Promise.reject(new Error('nothing may be sent for bad input'))

describe('the GmbH wizard’s own checks', () => {
  it('s1: a name of one character is refused on its field, the register is not asked', async () => {
    const search = vi.fn(right<ReadonlyArray<CommercialRegistration>>([]))
    renderWizard({ searchCommercialRegistrations: search })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Name des Unternehmens' }), 'N')
    await user.click(screen.getByRole('button', { name: 'Im Handelsregister suchen' }))
    await waitFor(() => expect(describedText(textbox('Name des Unternehmens'))).toContain('Der Name des Unternehmens muss 2 bis 150 Zeichen lang sein.'))
    expect(textbox('Name des Unternehmens').getAttribute('aria-invalid')).toBe('true')
    expect(search).not.toHaveBeenCalled()
  })

  it('s2: the company name stops at 150 characters; angle brackets in the purpose are refused and the step stays', async () => {
    seedDraft([
      ...toS3(NORDLICHT).slice(0, 4),
      { type: 'edited', form: { step: 's2', values: { name: 'Nordlicht Software GmbH', legalForm: 'GMBH', registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg', foundationDate: '14.03.2019', industry: 'GASTRONOMY', businessPurpose: '<b>Software</b>' } } },
    ])
    renderWizard({ saveBusiness: unexpected() })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Unternehmensdaten bestätigen' })
    await user.clear(textbox('Firmenname'))
    await user.paste('N'.repeat(300))
    expect(textbox('Firmenname').value).toHaveLength(150)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Unternehmensgegenstand'))).toContain('Bitte verwenden Sie keine spitzen Klammern'))
    expect(screen.getByRole('heading', { name: 'Unternehmensdaten bestätigen' })).toBeTruthy()
  })

  it('s3: a wrong tax number and a foreign VAT id are refused, each on its field', async () => {
    seedDraft(toS3(NORDLICHT))
    renderWizard({ saveBusiness: unexpected() })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Steuernummer des Unternehmens' }), '12345')
    await user.type(textbox('Umsatzsteuer-Identifikationsnummer (optional)'), 'AT12345678')
    await user.click(screen.getByRole('radio', { name: 'Nein' }))
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Steuernummer des Unternehmens'))).toContain('Die Steuernummer ist ungültig.'))
    expect(describedText(textbox('Umsatzsteuer-Identifikationsnummer (optional)'))).toContain('Die Umsatzsteuer-Identifikationsnummer ist ungültig.')
    expect(screen.getByRole('heading', { name: 'Steuerinformationen' })).toBeTruthy()
  })

  it('s4: a postal code of four digits is refused before the business is saved', async () => {
    seedDraft([
      ...toS3(NORDLICHT),
      { type: 'fatcaAnswered', answer: false },
      { type: 'continued', form: { step: 's3', values: { taxIdentificationNumber: '143/815/08155', vatNumber: '' } } },
      { type: 'edited', form: { step: 's4', values: { line1: 'Große Elbstraße', line2: '145', postalCode: '2276', city: 'Hamburg', country: 'DE' } } },
    ])
    renderWizard({ saveBusiness: unexpected() })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Firmenadresse bestätigen' })
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Postleitzahl'))).toContain('Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.'))
    expect(screen.getByRole('heading', { name: 'Firmenadresse bestätigen' })).toBeTruthy()
  })
})

describe('the GmbH wizard’s representatives', () => {
  it('s5: a second owner whose share takes the total above 100 % is refused on the share, nothing sent', async () => {
    const anna = { id: 'p1', firstName: 'Anna', lastName: 'Nordmann' }
    const toJens: ReadonlyArray<GmbhWizardEvent> = [
      ...toS5(NORDLICHT),
      { type: 'fatcaAnswered', answer: false },
      { type: 'continued', form: { step: 's5', values: filledRepresentative(stateAfter(toS5(NORDLICHT)).forms.representative, { requiredSharesSigned: true, votingShare: '25' }) } },
      { type: 'personSaved', person: anna },
      { type: 'legalRepresentativeSaved' },
      { type: 'beneficialOwnerSaved' },
      { type: 'continued' },
    ]
    const atJens = stateAfter(toJens)
    expect(atJens.step).toBe('s5')
    expect(atJens.forms.representative.firstName).toBe('Jens')
    seedDraft([
      ...toJens,
      { type: 'fatcaAnswered', answer: false },
      { type: 'edited', form: { step: 's5', values: filledRepresentative(atJens.forms.representative, { email: 'jens@example.de', requiredSharesSigned: true, votingShare: '76' }) } },
    ])
    renderWizard({
      listBusinesses: right([{ id: 'b1', taxIdentificationNumber: '143/815/08155' }]),
      getPerson: right({ ...anna, taxIdentificationNumber: '86095742719', votingShare: '25' }),
      savePerson: unexpected(),
    })
    const user = setupRealTimersUser()
    await screen.findByRole('heading', { name: 'Gesetzliche Vertreter' })
    expect(textbox('Vorname').value).toBe('Jens')
    // The tax id is never in the draft: typed again.
    await enterText(user, textbox('Steuerliche Identifikationsnummer (Steuer-ID)'), '47036892816')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Stimmrechtsanteil in %'))).toContain('ergeben zusammen mehr als 100 %'))
    expect(screen.getByRole('heading', { name: 'Gesetzliche Vertreter' })).toBeTruthy()
  })
})

describe('the GmbH wizard', () => {
  it('says "no register entry" on the name field, and by number on the number field, when the register has none', async () => {
    const search = vi.fn(right<ReadonlyArray<CommercialRegistration>>([]))
    const byNumber = vi.fn(() => () => Promise.resolve(E.left<BackendError, CommercialRegistration>({ _tag: 'HttpStatus', status: 404, retryAfterSeconds: undefined })))
    renderWizard({ searchCommercialRegistrations: search, getCommercialRegistration: byNumber })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Über Ihr Unternehmen' })
    expect(screen.getByText('Schritt 1 von 9')).toBeTruthy()
    await user.type(textbox('Name des Unternehmens'), 'Unbekannt')
    await user.click(screen.getByRole('button', { name: 'Im Handelsregister suchen' }))
    await waitFor(() => expect(describedText(textbox('Name des Unternehmens'))).toContain('Wir haben keinen Eintrag im Handelsregister gefunden.'))
    expect(search).toHaveBeenCalledWith('Unbekannt', expect.anything())
    await user.clear(textbox('Name des Unternehmens'))
    await user.type(textbox('Handelsregisternummer'), 'hrb 1')
    await user.type(textbox('Registergericht'), 'Amtsgericht Hamburg')
    await user.click(screen.getByRole('button', { name: 'Nach Registernummer suchen' }))
    await waitFor(() => expect(describedText(textbox('Handelsregisternummer'))).toContain('Wir haben keinen Eintrag im Handelsregister gefunden.'))
    expect(byNumber).toHaveBeenCalledWith('HRB 1', 'Amtsgericht Hamburg', expect.anything())
  })

  it('fills s2 from the register; a failed save at s4 keeps everything, shows the German message and the server’s issue on its field; a reload keeps all but the tax ids', async () => {
    const saveBusiness = vi.fn(() => () =>
      Promise.resolve(
        E.left<BackendError, never>({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'onboarding.postalCodeInvalid', source: 'address.postalCode', i18nValues: { digits: 5 } }] }),
      ),
    )
    const onboarding: Partial<OnboardingPort> = { searchCommercialRegistrations: right([NORDLICHT]), saveBusiness }
    renderWizard(onboarding)
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Name des Unternehmens' }), 'Nordlicht')
    await user.click(screen.getByRole('button', { name: 'Im Handelsregister suchen' }))
    await user.click(await screen.findByRole('button', { name: 'Nordlicht Software GmbH übernehmen' }))

    await screen.findByRole('heading', { name: 'Unternehmensdaten bestätigen' })
    expect(textbox('Firmenname')).toHaveProperty('value', 'Nordlicht Software GmbH')
    expect(textbox('Gründungsdatum')).toHaveProperty('value', '14.03.2019')
    await user.type(textbox('Unternehmensgegenstand'), 'Software')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    await screen.findByRole('heading', { name: 'Steuerinformationen' })
    await user.type(textbox('Steuernummer des Unternehmens'), '143/815/08155')
    await user.click(screen.getByRole('radio', { name: 'Nein' }))
    await user.click(screen.getByRole('button', { name: 'Weiter' }))

    await screen.findByRole('heading', { name: 'Firmenadresse bestätigen' })
    expect(textbox('Postleitzahl')).toHaveProperty('value', '22767')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await screen.findByText(/Ihre Daten konnten nicht gespeichert werden/)
    expect(describedText(textbox('Postleitzahl'))).toContain('Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.')
    expect(textbox('Straße')).toHaveProperty('value', 'Große Elbstraße')
    expect(saveBusiness).toHaveBeenCalledTimes(1)
    expect(saveBusiness.mock.calls[0]).toEqual([
      expect.objectContaining({ name: 'Nordlicht Software GmbH', foundationDate: '2019-03-14', taxIdentificationNumber: '143/815/08155', businessPurpose: 'Software' }),
      expect.anything(),
    ])
    const draft = sessionStorage.getItem(GMBH_WIZARD_DRAFT_KEY) ?? ''
    expect(draft).toContain('Große Elbstraße')
    expect(draft).not.toContain('143/815/08155')

    cleanup()
    renderWizard(onboarding)
    await screen.findByRole('heading', { name: 'Firmenadresse bestätigen' })
    expect(textbox('Straße')).toHaveProperty('value', 'Große Elbstraße')
    await user.click(screen.getByRole('button', { name: 'Zurück' }))
    await screen.findByRole('heading', { name: 'Steuerinformationen' })
    // The tax number was never saved on the server, so after the reload it is asked again (never kept locally).
    expect(textbox('Steuernummer des Unternehmens')).toHaveProperty('value', '')
  })

  it('"Ja" to the company\u2019s US tax question opens the FATCA dialog: "Antwort ändern" clears the answer; "Eröffnung beenden" resets and goes to the hub', async () => {
    expect(seedDraft(toS3(NORDLICHT)).step).toBe('s3')
    const cancelActivation = vi.fn(() => () => Promise.resolve(E.right<BackendError, void>(undefined)))
    const { router } = renderWizard({ cancelActivation })
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Steuerinformationen' })
    await user.type(textbox('Steuernummer des Unternehmens'), '143/815/08155')
    await user.click(screen.getByRole('radio', { name: 'Ja' }))
    const fatca = await screen.findByRole('alertdialog', { name: 'Steuerpflicht in den USA' })
    expect(fatca.textContent).toContain('Für Personen, die in den USA steuerpflichtig sind, können wir leider kein Geschäftskonto eröffnen.')
    await user.click(screen.getByRole('button', { name: 'Antwort ändern' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('radio', { name: 'Ja' })).toHaveProperty('checked', false)
    expect(textbox('Steuernummer des Unternehmens')).toHaveProperty('value', '143/815/08155')
    await user.click(screen.getByRole('radio', { name: 'Ja' }))
    await user.click(await screen.findByRole('button', { name: 'Eröffnung beenden' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
    expect(cancelActivation).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(GMBH_WIZARD_DRAFT_KEY)).toBeNull()
  })

  it('at s8 an identification still under review says so; a later check that succeeds opens the account and goes to s9', async () => {
    const events = toS5({ ...NORDLICHT, legalRepresentatives: [{ firstName: 'Anna', lastName: 'Nordmann', processed: false }] })
    const person = { id: 'p1', firstName: 'Anna', lastName: 'Nordmann' }
    const seeded = seedDraft([
      ...events,
      { type: 'fatcaAnswered', answer: false },
      { type: 'continued', form: { step: 's5', values: filledRepresentative(stateAfter(events).forms.representative) } },
      { type: 'personSaved', person },
      { type: 'legalRepresentativeSaved' },
      { type: 'continued' },
      { type: 'continued' },
      { type: 'continued', form: { step: 's7', values: { mobileNumber: '01761234567' } } },
      { type: 'personSaved', person },
      { type: 'businessIdentificationCreated', identifications: [{ id: 'i1', status: 'created', personId: 'p1', url: '/ident/video.html?identificationId=i1' }] },
    ])
    expect(seeded.step).toBe('s8')
    const statuses = ['pending', 'successful']
    const onboarding: Partial<OnboardingPort> = {
      listBusinesses: right([{ id: 'b1', taxIdentificationNumber: '143/815/08155' }]),
      getPerson: right({ ...person, taxIdentificationNumber: '86095742719' }),
      processBusinessIdentification: vi.fn(() => () => Promise.resolve(E.right<BackendError, ReadonlyArray<{ id: string; status: string }>>([{ id: 'i1', status: statuses.shift() ?? 'successful' }]))),
      markLegalIdentificationSuccessful: vi.fn(right<void>(undefined)),
      createBusinessAccount: right({ accountId: 'a1', financialAccountId: 'fa1', iban: 'DE62110101009000000090' }),
      addAuthorizedPerson: right<void>(undefined),
    }
    renderWizard(onboarding)
    const user = userEvent.setup()
    await screen.findByRole('heading', { name: 'Identität bestätigen' })
    expect(screen.getByText('Schritt 8 von 9')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }))
    await screen.findByText(/Ihre Identifizierung wird noch geprüft/)
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }))
    await screen.findByRole('heading', { name: 'Karte bestellen' })
    expect(screen.getByText('IBAN: DE62 1101 0100 9000 0000 90')).toBeTruthy()
    expect(onboarding.markLegalIdentificationSuccessful).toHaveBeenCalledTimes(1)
  })
})
