/** The GmbH wizard's screens on a fake onboarding port (hub-and-business-account 2.4, 4.1, 5, 8; issue 16). */
import type { BackendError, CommercialRegistration, OnboardingPort } from '@kontor/core'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { I18nProvider } from 'react-aria-components'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, renderInStore } from '../../../test/render-app.tsx'
import GmbhWizard, { GMBH_WIZARD_DRAFT_KEY } from './GmbhWizard.tsx'

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

const textbox = (name: string) => screen.getByRole('textbox', { name })
const errorOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

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
    await waitFor(() => expect(errorOf(textbox('Name des Unternehmens'))).toContain('Wir haben keinen Eintrag im Handelsregister gefunden.'))
    expect(search).toHaveBeenCalledWith('Unbekannt', expect.anything())
    await user.clear(textbox('Name des Unternehmens'))
    await user.type(textbox('Handelsregisternummer'), 'hrb 1')
    await user.type(textbox('Registergericht'), 'Amtsgericht Hamburg')
    await user.click(screen.getByRole('button', { name: 'Nach Registernummer suchen' }))
    await waitFor(() => expect(errorOf(textbox('Handelsregisternummer'))).toContain('Wir haben keinen Eintrag im Handelsregister gefunden.'))
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
    expect(errorOf(textbox('Postleitzahl'))).toContain('Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.')
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
})
