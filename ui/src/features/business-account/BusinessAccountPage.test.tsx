/**
 * The business account pages with a fake onboarding port (hub-and-business-account 2.4, 4.1, 6, 8): the privilege
 * gate, the start and its FATCA question, the GmbH hand-over, and the sole trader wizard's saving — a failed call keeps
 * every value and says so, the server's issues stand on their fields, a double "Weiter" saves once, a reload (the
 * draft) keeps the data — and its own checks of bad input, each message on its field.
 */
import { httpStatus, messageFor, serverIssues, type BackendError, type Person, type SavedPerson } from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describedText, textbox } from '../../test/fields.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { ACTIVATION_START_STORAGE_KEY } from './activation-start.ts'
import { BusinessAccountPage } from './BusinessAccountPage.tsx'
import { SOLE_DRAFT_STORAGE_KEY } from './sole-draft-storage.ts'

const READ = ['FINANCE_LEXBANK_READ']
const TYPES = { organizationTypeList: ['FREELANCER', 'SOLE_TRADER', 'GMBH', 'UG'], selectedOrganizationType: 'FREELANCER' }

/** A draft at s1 with the personal data filled in, as the wizard keeps it in this tab. */
const draftAtS1 = {
  version: 1,
  variant: 'classic',
  step: 's1',
  organizationType: 'FREELANCER',
  fatcaAnswer: false,
  forms: {
    terms: { accountOpeningAccepted: true, taxInformationAccepted: true, termsConditionsSigned: true, lxoAgbAccepted: true },
    personal: {
      salutation: 'MS',
      title: '',
      firstName: 'Lena',
      lastName: 'Lehmann',
      email: 'lena@example.de',
      mobileNumber: '01761234566',
      maritalStatus: 'SINGLE',
      birthDate: '1985-04-12',
      address: { line1: 'Lindenallee 4', line2: '', postalCode: '04109', city: 'Leipzig', country: 'DE' },
    },
    business: { expectedMonthlyRevenueEuro: '', branch: null, businessPurpose: '', businessTradingName: '', websiteSocialMedia: '' },
    tax: { hasNoVatRegistrationId: false },
    declaration: { ownEconomicInterestSigned: false },
  },
  personId: null,
  account: null,
  identification: null,
}

const render = (privileges: ReadonlyArray<string>, onboarding: Parameters<typeof fakeBackend>[3] extends infer M ? (M extends { onboarding?: infer O } ? O : never) : never, path = '/bnk/activate') => {
  const backend = fakeBackend(
    () => TE.right([]),
    {},
    {},
    {
      privileges: { listPrivileges: () => TE.right(privileges) },
      // The account state picks the sole trader wizard's variant: a failed read opens the classic one.
      hub: { getAccountState: () => TE.left({ _tag: 'Network' }) },
      onboarding: { getOrganizationTypes: () => TE.right(TYPES), ...onboarding },
    },
  )
  const router = createMemoryRouter(
    [
      { path: '/bnk', element: <BusinessAccountPage /> },
      { path: '/bnk/activate', element: <BusinessAccountPage /> },
      { path: '/hub', element: <p>Übersicht</p> },
    ],
    { initialEntries: [path] },
  )
  renderInStore(<RouterProvider router={router} />, backend)
  return router
}

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

describe('the business account route', () => {
  it('without FINANCE_LEXBANK_READ goes to the hub', async () => {
    const router = render([], {})
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
  })

  it('/bnk leads to /bnk/activate; the start needs the type and "no"; a GmbH goes to the GmbH wizard', async () => {
    const router = render(READ, {}, '/bnk')
    await waitFor(() => expect(router.state.location.pathname).toBe('/bnk/activate'))
    const start = await screen.findByRole('button', { name: 'Eröffnung starten' })
    expect(start.hasAttribute('disabled')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: /Rechtsform Ihres Unternehmens/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'GmbH' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Nein' }))
    await userEvent.click(screen.getByRole('button', { name: 'Eröffnung starten' }))
    expect(await screen.findByRole('heading', { name: 'Über Ihr Unternehmen' })).toBeTruthy()
    expect(sessionStorage.getItem(ACTIVATION_START_STORAGE_KEY)).toBe('GMBH')
  })

  it('FATCA "yes" opens the dialog; resume clears the answer', async () => {
    render(READ, {})
    await userEvent.click(await screen.findByRole('radio', { name: 'Ja' }))
    const fatca = await screen.findByRole('alertdialog', { name: 'Steuerpflicht in den USA' })
    expect(fatca.textContent).toContain(messageFor('onboarding.fatcaUsTaxLiable'))
    await userEvent.click(screen.getByRole('button', { name: 'Antwort ändern' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect((screen.getByRole('radio', { name: 'Ja' }) as HTMLInputElement).checked).toBe(false)
  })

  it('FATCA "yes": "Eröffnung beenden" ends the activation and goes to the hub', async () => {
    const cancelActivation = vi.fn(() => TE.right<BackendError, void>(undefined))
    const router = render(READ, { cancelActivation })
    await userEvent.click(await screen.findByRole('radio', { name: 'Ja' }))
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Steuerpflicht in den USA' })).getByRole('button', { name: 'Eröffnung beenden' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
    expect(cancelActivation).toHaveBeenCalledTimes(1)
  })
})

describe('the sole trader wizard variant (2.4 KYC flag)', () => {
  const renderWith = (pendingComplianceQuestions: unknown) => {
    const backend = fakeBackend(
      () => TE.right([]),
      {},
      {},
      {
        privileges: { listPrivileges: () => TE.right(READ) },
        onboarding: { getOrganizationTypes: () => TE.right(TYPES) },
        hub: { getAccountState: () => TE.right({ pendingComplianceQuestions }) },
      },
    )
    const router = createMemoryRouter([{ path: '/bnk/activate', element: <BusinessAccountPage /> }], { initialEntries: ['/bnk/activate'] })
    renderInStore(<RouterProvider router={router} />, backend)
  }
  const startAsFreelancer = async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Rechtsform Ihres Unternehmens/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Freiberufler/in' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Nein' }))
    await userEvent.click(screen.getByRole('button', { name: 'Eröffnung starten' }))
  }

  it('open compliance questions start the KYC variant: its terms are the first of five steps', async () => {
    renderWith(['SOURCE_OF_FUNDS'])
    await startAsFreelancer()
    expect(await screen.findByRole('heading', { name: 'Bedingungen' })).toBeTruthy()
    expect(screen.getByText('Schritt 1 von 5')).toBeTruthy()
  })

  it('without them the classic flow: its terms come before the six numbered steps', async () => {
    renderWith([])
    await startAsFreelancer()
    expect(await screen.findByRole('heading', { name: 'Bedingungen' })).toBeTruthy()
    expect(screen.queryByText(/^Schritt \d+ von 5$/)).toBeNull()
  })
})

describe('the sole trader wizard saving the person', () => {
  const restoredAt = async (draft: object) => {
    sessionStorage.setItem(ACTIVATION_START_STORAGE_KEY, 'FREELANCER')
    sessionStorage.setItem(SOLE_DRAFT_STORAGE_KEY, JSON.stringify(draft))
  }

  it('a reload restores the data; a failed save keeps it and says so; the retry saves once; a double click sends once', async () => {
    await restoredAt(draftAtS1)
    let resolveSave: (answer: E.Either<BackendError, SavedPerson>) => void = () => undefined
    const saves: Person[] = []
    const savePerson = vi.fn((person: Person) => () => {
      saves.push(person)
      return saves.length === 1 ? Promise.resolve(E.left(httpStatus(500))) : new Promise<E.Either<BackendError, SavedPerson>>((resolve) => (resolveSave = resolve))
    })
    render(READ, { getCurrentPerson: () => TE.right({ personId: null }), savePerson })
    expect(((await screen.findByRole('textbox', { name: 'Vorname' })) as HTMLInputElement).value).toBe('Lena')
    expect(screen.getByText('Schritt 1 von 6')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    expect((await screen.findByRole('alert')).textContent).toContain(messageFor('LEX_BANK_BACKEND_VALIDATION_ERROR'))
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Lena')
    // Double click: one save (after asking whether the first create reached the bank).
    const next = screen.getByRole('button', { name: 'Weiter' })
    await act(async () => {
      next.click()
      next.click()
    })
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]).toMatchObject({ firstName: 'Lena', mobileNumber: '+491761234566', birthDate: '1985-04-12', lxoAgbAccepted: true })
    expect(saves[1]?.id).toBeUndefined()
    await act(async () => resolveSave(E.right({ ...saves[1], id: 'person-1' })))
    expect(await screen.findByRole('heading', { name: 'Ihre Selbstständigkeit' })).toBeTruthy()
    expect(savePerson).toHaveBeenCalledTimes(2)
    expect(JSON.parse(sessionStorage.getItem(SOLE_DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ step: 's2', personId: 'person-1' })
  })

  it('an issue of the server stands on its field', async () => {
    await restoredAt(draftAtS1)
    render(READ, {
      getCurrentPerson: () => TE.right({ personId: null }),
      savePerson: () => TE.left(serverIssues(400, [{ i18nKey: 'INVALID_LAST_NAME', source: 'lastName' }])),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }))
    const lastName = screen.getByRole('textbox', { name: 'Nachname' })
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'))
    expect(document.body.textContent).toContain(messageFor('INVALID_LAST_NAME'))
  })

  it('a tampered draft starts clean', async () => {
    await restoredAt({ ...draftAtS1, step: 's9' })
    render(READ, {})
    expect(await screen.findByRole('heading', { name: 'Bedingungen' })).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen von Kontor/ }) as HTMLInputElement).checked).toBe(false)
  })
})

describe('the sole trader wizard’s own checks: each message on its field, the step stays, nothing is sent', () => {
  const restoredAt = (draft: object) => {
    sessionStorage.setItem(ACTIVATION_START_STORAGE_KEY, 'FREELANCER')
    sessionStorage.setItem(SOLE_DRAFT_STORAGE_KEY, JSON.stringify(draft))
  }

  it('s1: a mobile number of two digits, angle brackets in the name, a postal code of four digits, an age under 18', async () => {
    restoredAt({
      ...draftAtS1,
      forms: {
        ...draftAtS1.forms,
        personal: {
          ...draftAtS1.forms.personal,
          firstName: '<b>Lena</b>',
          mobileNumber: '12',
          birthDate: '2015-01-01',
          address: { ...draftAtS1.forms.personal.address, postalCode: '1234' },
        },
      },
    })
    const savePerson = vi.fn(() => TE.right<BackendError, SavedPerson>({ id: 'person-1' } as SavedPerson))
    render(READ, { getCurrentPerson: () => TE.right({ personId: null }), savePerson })
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Mobilnummer'))).toContain('Bitte geben Sie Ihre Mobilnummer ohne +49 ein'))
    expect(describedText(textbox('Vorname'))).toContain('Bitte verwenden Sie keine spitzen Klammern')
    expect(describedText(textbox('Postleitzahl'))).toContain('Postleitzahl mit 5 Ziffern')
    expect(screen.getByRole('group', { name: 'Geburtsdatum' }).parentElement?.textContent).toContain('mindestens 18 Jahre')
    expect(screen.getByRole('heading', { name: 'Persönliche Angaben' })).toBeTruthy()
    expect(savePerson).not.toHaveBeenCalled()
  })

  it('s3: a Steuer-IdNr whose check digit is wrong, and no VAT id at 30 000 € a year', async () => {
    restoredAt({
      ...draftAtS1,
      step: 's3',
      forms: {
        ...draftAtS1.forms,
        business: {
          expectedMonthlyRevenueEuro: '2.500,00',
          branch: { id: 'branch-0104', name: 'Grafikdesign', naceCode: '74.10' },
          businessPurpose: 'Gestaltung von Logos',
          businessTradingName: '',
          websiteSocialMedia: '',
        },
      },
      personId: 'person-1',
    })
    const savePerson = vi.fn(() => TE.right<BackendError, SavedPerson>({ id: 'person-1' } as SavedPerson))
    render(READ, { getPerson: () => TE.right({ id: 'person-1', taxNumber: null }), savePerson })
    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Steuerliche Identifikationsnummer (Steuer-IdNr.)' }), '12345678901')
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(describedText(textbox('Steuerliche Identifikationsnummer (Steuer-IdNr.)'))).toContain('11'))
    expect(describedText(textbox('Umsatzsteuer-Identifikationsnummer (USt-IdNr.)'))).toContain('Umsatzsteuer')
    expect(screen.getByRole('heading', { name: 'Steuerliche Angaben' })).toBeTruthy()
    expect(savePerson).not.toHaveBeenCalled()
  })
})

describe('the sole trader wizard after the account', () => {
  const draftAtS5 = {
    ...draftAtS1,
    step: 's5',
    forms: {
      ...draftAtS1.forms,
      business: {
        expectedMonthlyRevenueEuro: '1.000,00',
        branch: { id: 'branch-0104', name: 'Grafikdesign', naceCode: '74.10' },
        businessPurpose: 'Gestaltung',
        businessTradingName: '',
        websiteSocialMedia: '',
      },
      declaration: { ownEconomicInterestSigned: true },
    },
    personId: 'person-1',
    account: { accountId: 'acc-1', financialAccountId: 'fa-1' },
  }
  const post = (type: string) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type }, origin: window.location.origin }))
    })

  it('video identification pending, asked again, then the card; the tax-id embed says it is saved; a failed card order says so', async () => {
    sessionStorage.setItem(ACTIVATION_START_STORAGE_KEY, 'FREELANCER')
    sessionStorage.setItem(SOLE_DRAFT_STORAGE_KEY, JSON.stringify(draftAtS5))
    const orderCard = vi.fn().mockReturnValueOnce(TE.left(httpStatus(503))).mockReturnValueOnce(TE.right({ cardId: 'card-1' }))
    const router = render(READ, {
      getPerson: () => TE.right({ id: 'person-1', taxNumber: null }),
      createIdentification: () => TE.right({ id: 'ident-1', status: 'created', url: '/ident/video.html?identificationId=ident-1' }),
      updateIdentification: () => TE.right({ id: 'ident-1', status: 'pending' }),
      listIdentifications: () => TE.right([{ id: 'ident-1', status: 'successful' }]),
      orderCard,
      cancelActivation: () => TE.right(undefined),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Video-Identifizierung starten' }))
    expect((await screen.findByTitle('Video-Identifizierung unserer Partnerbank')).getAttribute('src')).toBe('/ident/video.html?identificationId=ident-1')
    await post('CLOSE_SUCCESS')
    expect((await screen.findByRole('alert')).textContent).toContain(messageFor('onboarding.identificationPending'))
    await userEvent.click(screen.getByRole('button', { name: 'Stand abfragen' }))
    expect(await screen.findByText('Schritt 6 von 6')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Steuer-ID hinterlegen' }))
    await screen.findByTitle('Steuer-ID bei unserer Partnerbank hinterlegen')
    await post('CLOSE_SUCCESS')
    expect(await screen.findByText('Ihre persönliche Steuer-ID wurde erfolgreich hinterlegt.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Karte bestellen und abschließen' }))
    expect((await screen.findByRole('alert')).textContent).toContain(messageFor('LEX_BANK_CREATE_CARD_FAILED'))
    await userEvent.click(screen.getByRole('button', { name: 'Karte bestellen und abschließen' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
    expect(orderCard).toHaveBeenLastCalledWith({ personId: 'person-1', accountId: 'acc-1', financialAccountId: 'fa-1' }, expect.anything())
    expect(sessionStorage.getItem(SOLE_DRAFT_STORAGE_KEY)).toBeNull()
  })
})
