/**
 * The bank credentials dialog (spec: transactions-import-proposals 2, 4, 8; accounts-and-transfers 5.1): titles per
 * purpose, 'n von total', the buttons the flow offers, skip after 1 s, forced save-PIN, automatic save in redirect
 * mode and for oauth2 banks, PUT v3/financialContacts/{id} with the validated credentials.
 */
import {
  serverIssues,
  type BankCredentialsPurpose,
  type FinancialContact,
  type NonEmptyBankCredentialsItems,
} from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import {
  button,
  descriptionOf,
  failing,
  ok,
} from '../add-account/wizard.test-kit.tsx'
import { BankCredentialsDialog, type BankCredentialsDialogProps } from './BankCredentialsDialog.tsx'

withFakeTimers()

const SPARKASSE_LOGIN: FinancialContact = {
  financialContactId: 'c1',
  bankCode: '37050198',
  bankName: 'Sparkasse KölnBonn',
  userIdValues: ['max'],
  lockVersion: 1,
}
const ING_LOGIN: FinancialContact = { financialContactId: 'c2', bankCode: '50010517', bankName: 'ING', userIdValues: ['erika'] }

const TWO: NonEmptyBankCredentialsItems = [
  { contact: SPARKASSE_LOGIN, affectedAccounts: [{ financialAccountId: 'fa1', name: 'Geschäftskonto' }, { financialAccountId: 'fa2', name: 'Tagesgeld' }] },
  { contact: ING_LOGIN },
]

const renderDialog = (
  props: Partial<Omit<BankCredentialsDialogProps, 'onClose'>>,
  updateFinancialContact = ok(SPARKASSE_LOGIN),
) => {
  const onClose = vi.fn()
  const port = { getBankDetails: ok({ bankName: 'Bank', bankCode: '1' }), updateFinancialContact }
  const backend = fakeBackend(() => () => Promise.reject(new Error('unexpected')), port)
  renderInStore(<BankCredentialsDialog purpose="enter" items={[{ contact: SPARKASSE_LOGIN }]} onClose={onClose} {...props} />, backend)
  return { onClose, port }
}

const status = () => screen.getByRole('status').textContent

describe('bank credentials dialog', () => {
  it.each<[BankCredentialsPurpose, string, string]>([
    ['connect', 'Bankzugang verbinden', 'Verbinden'],
    ['enter', 'Zugangsdaten eingeben', 'Speichern'],
    ['change', 'Zugangsdaten ändern', 'Speichern'],
  ])('%s: title %s, one contact without progress, cancel and %s', async (purpose, title, submit) => {
    renderDialog({ purpose })
    const heading = await screen.findByRole('heading', { name: title })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(status()).toBe('')
    const dialog = screen.getByRole('dialog', { name: title })
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Abbrechen', submit])
    expect((within(dialog).getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
  })

  it("walks the contacts one by one with 'n von total'; skip waits 1 s; back returns; save sends the credentials", async () => {
    const user = setupUser()
    const { onClose, port } = renderDialog({ purpose: 'enter', items: TWO })
    await screen.findByRole('heading', { name: 'Zugangsdaten eingeben' })
    expect(status()).toBe('1 von 2')
    expect(screen.getByText('Bank: Sparkasse KölnBonn')).toBeTruthy()
    const affected = screen.getByRole('region', { name: 'Betroffene Konten' })
    expect(within(affected).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Geschäftskonto', 'Tagesgeld'])
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Abbrechen', 'Überspringen', 'Weiter'])

    await user.click(button('Überspringen'))
    expect(status()).toBe('1 von 2 – Bankzugang wird übersprungen …')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Abbrechen'])
    await passTime(999)
    expect(screen.getByText('Bank: Sparkasse KölnBonn')).toBeTruthy()
    await passTime(1)
    expect(status()).toBe('2 von 2')
    expect(screen.getByText('Bank: ING')).toBeTruthy()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Abbrechen', 'Zurück', 'Überspringen', 'Speichern'])

    await user.click(button('Zurück'))
    expect(status()).toBe('1 von 2')
    await user.click(button('Überspringen'))
    await passTime(1000)
    await user.type(screen.getByLabelText('PIN'), '2468')
    await user.click(screen.getByRole('checkbox', { name: 'PIN speichern' }))
    await user.click(button('Speichern'))
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledExactlyOnceWith({ outcome: 'finished', savedContactIds: ['c2'], skippedContactIds: ['c1'] }),
    )
    expect(port.updateFinancialContact.mock.calls[0]?.slice(0, 2)).toEqual([
      'c2',
      {
        bankCode: '50010517',
        bic: null,
        bankName: 'ING',
        banksApiBankId: null,
        userIdValues: ['erika'],
        customerIdValues: [],
        pin: 'MjQ2OA==', // base64 of '2468'
        savePinEnabled: true,
        lockVersion: 0, // the contact was read without one: version 0, as the service counts it (issue 17)
      },
    ])
  })

  it('forces the save-PIN option when the bank requires it, and sends it', async () => {
    const user = setupUser()
    const { port } = renderDialog({ purpose: 'change', items: [{ contact: { ...SPARKASSE_LOGIN, savePinRequired: true } }] })
    const savePin = (await screen.findByRole('checkbox', { name: 'PIN speichern' })) as HTMLInputElement
    expect(savePin.checked).toBe(true)
    expect(savePin.disabled).toBe(true)
    expect(descriptionOf(savePin)).toContain('Ihre Bank verlangt, dass die PIN gespeichert wird.')
    await user.type(screen.getByLabelText('PIN'), '1')
    await user.click(button('Speichern'))
    await waitFor(() => expect(port.updateFinancialContact).toHaveBeenCalledTimes(1))
    expect(port.updateFinancialContact.mock.calls[0]?.[1]).toMatchObject({ savePinEnabled: true, pin: 'MQ==' })
  })

  it("tells the flow when the bank's details require a saved PIN, so the save sends savePinEnabled: true", async () => {
    const user = setupUser()
    const getBankDetails = ok({ bankName: 'Sparkasse KölnBonn', bankCode: '37050198', savePinRequired: true })
    const updateFinancialContact = ok(SPARKASSE_LOGIN)
    const backend = fakeBackend(() => () => Promise.reject(new Error('unexpected')), { getBankDetails, updateFinancialContact })
    renderInStore(<BankCredentialsDialog purpose="change" items={[{ contact: SPARKASSE_LOGIN }]} onClose={vi.fn()} />, backend)
    const savePin = (await screen.findByRole('checkbox', { name: 'PIN speichern' })) as HTMLInputElement
    await waitFor(() => expect(savePin.checked).toBe(true))
    expect(savePin.disabled).toBe(true)
    await user.type(screen.getByLabelText('PIN'), '1')
    await user.click(button('Speichern'))
    await waitFor(() => expect(updateFinancialContact).toHaveBeenCalledTimes(1))
    expect(updateFinancialContact.mock.calls[0]?.[1]).toMatchObject({ savePinEnabled: true, pin: 'MQ==' })
  })

  it("names a login without bank name or code 'Bank: unbekannt'; the PIN never reaches the DOM", async () => {
    const user = setupUser()
    renderDialog({ purpose: 'enter', items: [{ contact: { financialContactId: 'c9', userIdValues: ['max'] } }] })
    expect(await screen.findByText('Bank: unbekannt')).toBeTruthy()
    const pin = screen.getByLabelText('PIN') as HTMLInputElement
    await user.type(pin, '97531')
    expect(pin.hasAttribute('value')).toBe(false)
    expect(pin.getAttribute('autocomplete')).toBe('new-password')
    expect(document.documentElement.outerHTML).not.toContain('97531')
  })

  it('checks the credentials first: a blank user id is refused on its field without a call', async () => {
    const user = setupUser()
    const { port } = renderDialog({ purpose: 'connect' })
    const userId = await screen.findByRole('textbox', { name: 'Benutzerkennung' })
    await user.clear(userId)
    await user.click(button('Verbinden'))
    expect(descriptionOf(userId)).toBe('Bitte geben Sie Ihre Benutzerkennung für das Online-Banking ein.')
    await waitFor(() => expect(document.activeElement).toBe(userId)) // the failed submit sends the focus to the field
    expect(port.updateFinancialContact).not.toHaveBeenCalled()
  })

  it("shows the server's issues on the fields and keeps the form but the PIN; a second save can succeed", async () => {
    const user = setupUser()
    const updateFinancialContact = failing<FinancialContact>(
      serverIssues(400, [{ i18nKey: 'WRONG_PIN', source: 'pin', i18nValues: { errorText: 'PIN falsch.' } }]),
    )
    const { onClose } = renderDialog({ purpose: 'enter' }, updateFinancialContact)
    const pin = await screen.findByLabelText('PIN')
    await user.type(pin, '0000')
    await user.click(button('Speichern'))
    await waitFor(() => expect(descriptionOf(pin)).toContain('PIN falsch.'))
    // The PIN went out with its call and is not kept; the user id stays.
    expect((pin as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
    updateFinancialContact.mockImplementation(() => () => Promise.resolve({ _tag: 'Right', right: SPARKASSE_LOGIN }))
    await user.type(pin, '1234')
    await user.click(button('Speichern'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ outcome: 'finished', savedContactIds: ['c1'], skippedContactIds: [] }))
    expect(updateFinancialContact.mock.calls.map((call) => (call[1] as { pin: unknown }).pin)).toEqual([btoa('0000'), btoa('1234')])
  })

  it('in redirect mode saves every contact automatically, without a form and without a PIN', async () => {
    const { onClose, port } = renderDialog({ purpose: 'connect', items: TWO, redirectMode: true })
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledExactlyOnceWith({ outcome: 'finished', savedContactIds: ['c1', 'c2'], skippedContactIds: [] }),
    )
    expect(port.updateFinancialContact.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['c1', expect.objectContaining({ pin: null, userIdValues: ['max'] })],
      ['c2', expect.objectContaining({ pin: null, userIdValues: ['erika'] })],
    ])
  })

  it('an oauth2 bank saves automatically; the next contact shows its form', async () => {
    renderDialog({ purpose: 'enter', items: [{ contact: { ...SPARKASSE_LOGIN, oauth2: true } }, { contact: ING_LOGIN }] })
    await waitFor(() => expect(status()).toBe('2 von 2'))
    expect(screen.getByText('Bank: ING')).toBeTruthy()
    // Back would land on the oauth2 contact, which saves again at once: not offered.
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull()
  })

  it('cancel closes as canceled', async () => {
    const user = setupUser()
    const first = renderDialog({ purpose: 'enter', items: TWO })
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    expect(first.onClose).toHaveBeenCalledExactlyOnceWith({ outcome: 'canceled', savedContactIds: [], skippedContactIds: [] })
  })

  it('Escape closes as canceled', async () => {
    const user = setupUser()
    const { onClose } = renderDialog({ purpose: 'enter' })
    await screen.findByRole('heading', { name: 'Zugangsdaten eingeben' })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledExactlyOnceWith({ outcome: 'canceled', savedContactIds: [], skippedContactIds: [] })
  })
})
