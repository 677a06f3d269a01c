import { toSepaCharacters } from '@kontor/core'
import { DEMO_ACCOUNT_IDS } from '@kontor/fixtures'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBackend, renderApp, TEST_NOW } from '../../test/render-app.tsx'
import { describedText, textbox } from '../../test/fields.ts'
import { enterText, setupRealTimersUser } from '../../test/user.ts'
import { storeTransferHandOver } from './hand-over-link.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'

const RECIPIENT_IBAN = 'DE02120300000000202051'

const openDialog = (backend = demoBackend()) => {
  const address = storeTransferHandOver(sessionStorage, { financialAccountId: DEMO_ACCOUNT_IDS.sparkasseGiro }, TEST_NOW.getTime()) ?? ''
  return { ...renderApp(backend, address), backend, address, skey: new URLSearchParams(address.split('?')[1]).get('skey') ?? '' }
}

/** The order the session entry records (a reload reads it). */
const recordedOrder = (skey: string): { bankTransferOrderId: string; status: string } | null =>
  (JSON.parse(sessionStorage.getItem(skey) ?? '{}') as { order?: { bankTransferOrderId: string; status: string } | null }).order ?? null

const fillForm = async (user: ReturnType<typeof setupRealTimersUser>, amount = '1.234,56') => {
  const recipient = await screen.findByRole('combobox', { name: 'Empfänger' }, { timeout: 5000 })
  const dialog = screen.getByRole('dialog', { name: 'Neue Überweisung' })
  await enterText(user, recipient, 'Muster GmbH')
  // The contact list opened as the name was typed (the rest is hidden from the accessibility tree meanwhile).
  await user.tab()
  await enterText(user, within(dialog).getByRole('textbox', { name: 'IBAN' }), 'de02 1203 0000 0000 2020 51')
  await enterText(user, within(dialog).getByRole('textbox', { name: /Betrag/ }), amount)
  await enterText(user, within(dialog).getByRole('textbox', { name: 'Verwendungszweck' }), 'RE 2026-001')
  return dialog
}

afterEach(() => sessionStorage.clear())

describe('the transfer dialog', () => {
  it('says in German when the session entry is missing, tampered with or expired, with the way back to the hub', async () => {
    const skey = 'kontor.banktransfer.e1'
    const cases: ReadonlyArray<readonly [string | null, RegExp]> = [
      [null, /nicht gefunden/],
      ['{"savedAt":', /unvollständig oder beschädigt/],
      [JSON.stringify({ savedAt: TEST_NOW.getTime(), financialAccountFixed: false, financialAccountId: null, order: { bankTransferOrderId: 'o', status: 'paid' } }), /unvollständig oder beschädigt/],
      [JSON.stringify({ savedAt: 1, financialAccountFixed: false, financialAccountId: null }), /zu lange nicht bearbeitet und ist abgelaufen/],
    ]
    for (const [entry, message] of cases) {
      if (entry === null) sessionStorage.removeItem(skey)
      else sessionStorage.setItem(skey, entry)
      renderApp(demoBackend(), `/banktransfer?skey=${skey}`)
      const dialog = await screen.findByRole('dialog', { name: 'Überweisung kann nicht geöffnet werden' })
      expect(within(dialog).getByRole('alert').textContent).toMatch(message)
      expect(within(dialog).getByRole('button', { name: 'Zur Übersicht' })).toBeTruthy()
      cleanup()
    }
  })

  it('groups the IBAN in fours and keeps every value on a field error (1,234.56)', async () => {
    const user = setupRealTimersUser()
    const { skey } = openDialog()
    const dialog = await fillForm(user, '1,234.56')
    expect((within(dialog).getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement).value).toBe('DE02 1203 0000 0000 2020 51')
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }))
    const amount = within(dialog).getByRole('textbox', { name: /Betrag/ }) as HTMLInputElement
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    expect(amount.value).toBe('1,234.56')
    expect((within(dialog).getByRole('combobox', { name: 'Empfänger' }) as HTMLInputElement).value).toBe('Muster GmbH')
    // The draft is in the session entry (a reload loses nothing), never a TAN.
    expect(sessionStorage.getItem(skey)).toContain('1,234.56')
  })

  it('creates, checks the payee, and executes once with a TAN, however often "Überweisen" is pressed', async () => {
    const user = setupRealTimersUser()
    const { backend } = openDialog()
    const dialog = await fillForm(user)
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }))
    await screen.findByText('Bitte prüfen Sie Ihren Auftrag', {}, { timeout: 5000 })
    const confirm = await screen.findByRole('checkbox', { name: /nicht zurückgerufen werden kann/ }, { timeout: 5000 }).catch(() => null)
    if (confirm !== null) await user.click(confirm)
    const transfer = screen.getByRole('button', { name: 'Überweisen' })
    await user.dblClick(transfer)
    const tanDialog = await screen.findByRole('dialog', { name: 'Auftrag mit TAN freigeben' }, { timeout: 5000 })
    await enterText(user, within(tanDialog).getByLabelText('TAN'), '123456')
    await user.click(within(tanDialog).getByRole('button', { name: 'Freigeben' }))
    await screen.findByRole('dialog', { name: 'Überweisung beauftragt' }, { timeout: 5000 })
    const executed = await backend.transfers.listExecutedTransfers({ pageNumber: 0, pageSize: 50 })()
    const mine = E.isRight(executed) ? executed.right.bankTransfers.filter((t) => t.recipientIban === RECIPIENT_IBAN && t.purpose === 'RE 2026-001') : []
    expect(mine).toHaveLength(1)
  })

  it('each bad amount, IBAN, BIC, name and purpose gets its German message on its field, nothing typed is lost, and the draft survives a reload', async () => {
    const user = setupRealTimersUser()
    const { backend, address } = openDialog()
    const dialog = await fillForm(user, '0')
    const field = (role: 'textbox' | 'combobox', name: string | RegExp) => within(dialog).getByRole(role, { name }) as HTMLInputElement
    const [recipient, iban, bic, amount, purpose] = [field('combobox', 'Empfänger'), field('textbox', 'IBAN'), field('textbox', /BIC/), field('textbox', /Betrag/), field('textbox', 'Verwendungszweck')]
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }))
    /** The field is invalid and names `message` (the message follows the click). */
    const expectMessageOn = (input: HTMLInputElement, message: RegExp) =>
      waitFor(() => {
        expect(input.getAttribute('aria-invalid')).toBe('true')
        expect(describedText(input)).toMatch(message)
      })
    const replace = async (input: HTMLInputElement, text: string) => {
      await user.clear(input)
      if (text !== '') await enterText(user, input, text)
    }

    // Amounts are formatted with a no-break space before the euro sign.
    const amounts: ReadonlyArray<readonly [string, RegExp]> = [
      ['0', /Der Betrag muss größer als 0,00\s€ sein\./],
      ['-5', /Der Betrag muss größer als 0,00\s€ sein\./],
      ['1,234.56', /im Format 1\.234,56/],
      ['12,345', /höchstens 2 Nachkommastellen/],
      ['1.000.000.000,00', /Der Betrag darf höchstens 999\.999\.999,99\s€ betragen\./],
    ]
    for (const [typed, message] of amounts) {
      await replace(amount, typed)
      await submit()
      await expectMessageOn(amount, message)
      expect(amount.value).toBe(typed)
    }
    await replace(amount, '999.999.999,99')

    const ibans: ReadonlyArray<readonly [string, string, RegExp]> = [
      ['DE89 3704 0044 0532 0130 01', 'DE89 3704 0044 0532 0130 01', /Prüfziffern der IBAN stimmen nicht/],
      ['BR1800360305000010009795493C1', 'BR18 0036 0305 0000 1000 9795 493C 1', /Land BR sind nicht möglich/],
    ]
    for (const [typed, shown, message] of ibans) {
      await replace(iban, typed)
      await submit()
      await expectMessageOn(iban, message)
      expect(iban.value).toBe(shown)
    }
    // A valid German IBAN of a bank code the directory does not know: said at once, under the field.
    await replace(iban, 'DE17 1234 5678 0000 0000 01')
    await expectMessageOn(iban, /Es konnte keine Bank mit der angegebenen IBAN gefunden werden\./)
    // Lower case: upper case, and the German bank fills BIC and bank name.
    await replace(iban, 'de89370400440532013000')
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00')
    await waitFor(() => expect(bic.value).toBe('COBADEFFXXX'))
    await waitFor(() => expect(describedText(iban)).toContain('Bank: Commerzbank'))
    // A foreign SEPA IBAN has no bank lookup: the German BIC does not fit it.
    await replace(iban, 'FR7630006000011234567890189')
    await replace(bic, 'COBADEFFXXX')
    await submit()
    await expectMessageOn(bic, /BIC passt nicht zur IBAN/)
    await replace(bic, '')

    // Characters outside SEPA are cleaned as the name is left, and the user told (the purpose: the next test).
    await replace(recipient, 'Bäcker & Söhne <Café>')
    await user.tab()
    await waitFor(() => expect(recipient.value).toBe('Bäcker + Söhne (Cafe)'))
    expect(describedText(recipient)).toContain('Empfänger wurde für SEPA angepasst: „Bäcker + Söhne (Cafe)“')
    await replace(purpose, 'R'.repeat(141))
    expect(purpose.value).toHaveLength(140)
    expect(describedText(purpose)).toContain('140 von 140 Zeichen')

    // The draft is read again from the session entry as a reload reads it, every value as typed.
    cleanup()
    renderApp(backend, address)
    const recipientAgain = (await screen.findByRole('combobox', { name: 'Empfänger' }, { timeout: 5000 })) as HTMLInputElement
    expect(recipientAgain.value).toBe('Bäcker + Söhne (Cafe)')
    expect(textbox('IBAN').value).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect((screen.getByRole('textbox', { name: /Betrag/ }) as HTMLInputElement).value).toBe('999.999.999,99')
    expect(textbox('Verwendungszweck').value).toHaveLength(140)
  })

  it('fills the bank of the IBAN and cleans the purpose for SEPA on leaving it; typing on drops the note, never the text typed', async () => {
    const user = setupRealTimersUser()
    openDialog()
    const dialog = await fillForm(user)
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: 'BIC (optional)' }) as HTMLInputElement).value).toMatch(/^BYLADEM1/))
    const purpose = within(dialog).getByRole('textbox', { name: 'Verwendungszweck' }) as HTMLInputElement
    const typed = 'RE 2026-001 ☺ Ärger'
    await user.clear(purpose)
    await enterText(user, purpose, typed)
    await user.tab()
    const cleaned = toSepaCharacters(typed)
    expect(cleaned).not.toBe(typed)
    await waitFor(() => expect(purpose.value).toBe(cleaned))
    expect(within(dialog).getByText(TRANSFER_TEXTS.sepaCleaned(TRANSFER_TEXTS.purpose, cleaned))).toBeTruthy()
    await user.type(purpose, ' 2')
    expect(purpose.value).toBe(`${cleaned} 2`)
    expect(within(dialog).queryByText(TRANSFER_TEXTS.sepaCleaned(TRANSFER_TEXTS.purpose, cleaned))).toBeNull()
  })

  it('a name at its 70 characters says so under the field, as every text field near its limit does', async () => {
    const user = setupRealTimersUser()
    openDialog()
    const recipient = await screen.findByRole('combobox', { name: 'Empfänger' }, { timeout: 5000 })
    await enterText(user, recipient, 'M'.repeat(71))
    expect((recipient as HTMLInputElement).value).toHaveLength(70)
    const described = (recipient.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '')
    expect(described.join(' ')).toContain('70 von 70 Zeichen')
    expect(screen.getByText('Höchstens 70 Zeichen, das Feld ist voll.')).toBeTruthy()
  })

  it('a reload on the order screen deletes the order and opens the draft again; after the summary nothing can be sent again', async () => {
    const user = setupRealTimersUser()
    const { backend, address, skey } = openDialog()
    const dialog = await fillForm(user)
    await user.click(within(dialog).getByRole('button', { name: 'Weiter zur Prüfung' }))
    await screen.findByText('Bitte prüfen Sie Ihren Auftrag', {}, { timeout: 5000 })
    const order = recordedOrder(skey)
    expect(order?.status).toBe('pending')
    cleanup()
    renderApp(backend, address)
    const amount = await screen.findByRole('textbox', { name: /Betrag/ }, { timeout: 5000 })
    expect((amount as HTMLInputElement).value).toBe('1.234,56')
    const left = await backend.transfers.getBankTransferOrder(order?.bankTransferOrderId ?? '')()
    expect(E.isLeft(left)).toBe(true)
    expect(recordedOrder(skey)).toBeNull()
    cleanup()
    sessionStorage.setItem(skey, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(skey) ?? '{}'), order: { bankTransferOrderId: 'o-sent', status: 'done' } }))
    renderApp(backend, address)
    const done = await screen.findByRole('dialog', { name: 'Überweisung beauftragt' }, { timeout: 5000 })
    expect(within(done).getByRole('status').textContent).toMatch(/nicht noch einmal gesendet/)
    expect(within(done).queryByRole('button', { name: 'Weiter zur Prüfung' })).toBeNull()
  })

  it('an account that cannot send says why under its name in the account list', async () => {
    const user = setupRealTimersUser()
    openDialog()
    await screen.findByRole('combobox', { name: 'Empfänger' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: /Konto/ }))
    const savings = await screen.findByRole('option', { name: /Tagesgeld Rücklagen/ })
    expect(savings.getAttribute('aria-disabled')).toBe('true')
    expect(savings.textContent).toContain('Von diesem Konto aus sind keine Überweisungen möglich.')
  })
})
