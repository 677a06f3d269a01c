/**
 * The wizard from s10's other choices to the end (spec: accounts-and-transfers 2.3, 4.1, 5.1, 6, 8;
 * transactions-import-proposals 8): an existing login (ready: s40; not ready: s33), s40's selection rule, failed load
 * and the missing-PIN prompt, s50's failure and retry, a reconnect that selects itself, a partner migration to s60.
 */
import { formatMoney, httpStatus, moneyFromCents, serverIssues, type BackendError, type FinancialContact, type OnlineBankingAccount } from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { flush, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import {
  answers,
  button,
  choosePaypalAtStart,
  createdAccount,
  deferred,
  descriptionOf,
  expectStep,
  failing,
  GIRO,
  logIn,
  NEW_CONTACT,
  ok,
  ONLINE_ACCOUNTS,
  READY_CONTACT,
  renderWizard,
  SAVINGS,
  SPARKASSE,
  sparkasseSearch,
  STALE_CONTACT,
  walkToLogin,
} from './wizard.test-kit.tsx'

withFakeTimers()

const MISSING_PIN = serverIssues(400, [{ i18nKey: 'missing_entity', source: 'pin' }])

/** s10: choose an existing login by its radio, then "Weiter". */
const chooseContact = async (user: UserEvent, radioName: string) => {
  await expectStep('Konto hinzufügen')
  await user.click(await screen.findByRole('radio', { name: radioName }))
  await user.click(button('Weiter'))
}

describe('s10: the three choices', () => {
  it('lists the existing logins between a new bank and PayPal; a ready one goes straight to s40', async () => {
    const user = setupUser()
    const banking = {
      listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([READY_CONTACT, STALE_CONTACT]),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
    }
    renderWizard(banking)
    await expectStep('Konto hinzufügen')
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(4))
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Konto bei einer Bank verbinden',
      'Weiteres Konto über Ihren Bankzugang bei Deutsche Kreditbank',
      'Weiteres Konto über Ihren Bankzugang bei ING',
      'PayPal-Konto verbinden',
    ])
    // The user id and the request are two sentences on two lines, not one run-on text.
    const stale = descriptionOf(screen.getByRole('radio', { name: /ING/ }))
    expect(stale).toBe('Benutzerkennung „max.muster“.\nBitte geben Sie dafür Ihre Zugangsdaten erneut ein.')
    await user.click(screen.getByRole('radio', { name: /Deutsche Kreditbank/ }))
    await user.click(button('Weiter'))
    await expectStep('Konten auswählen')
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[0]).toBe('fc-ready')
    // Back from s40 of a ready login returns to s10.
    await user.click(button('Zurück'))
    await expectStep('Konto hinzufügen')
  })

  it('a failed load of the logins shows its notice with retry; the other choices still work', async () => {
    const user = setupUser()
    const listFinancialContacts = answers<ReadonlyArray<FinancialContact>>(E.left(httpStatus(503)))
    renderWizard({ listFinancialContacts })
    await expectStep('Konto hinzufügen')
    const alert = await screen.findByRole('alert')
    const calls = listFinancialContacts.mock.calls.length
    listFinancialContacts.mockImplementation(() => () => Promise.resolve(E.right([READY_CONTACT])))
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('radio', { name: /Deutsche Kreditbank/ })).toBeTruthy()
    expect(listFinancialContacts.mock.calls.length).toBeGreaterThan(calls)
    await choosePaypalAtStart(user)
  })
})

describe('s33: credentials for a login that is not ready', () => {
  it("a login without bank name or code is introduced as 'für Ihre Bank' (accusative)", async () => {
    const user = setupUser()
    const nameless: FinancialContact = { financialContactId: 'fc-x', readyToUse: false, userIdValues: ['max'] }
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([nameless]) })
    await chooseContact(user, 'Weiteres Konto über Ihren Bankzugang bei Ihrer Bank')
    await expectStep('Zugangsdaten eingeben')
    expect(screen.getByText('Melden Sie sich mit Ihren Online-Banking-Zugangsdaten für Ihre Bank an.')).toBeTruthy()
  })

  it('prefills the user id, saves with PUT and goes on to s40 for that login; back returns to s33', async () => {
    const user = setupUser()
    const banking = {
      listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([STALE_CONTACT]),
      getBankDetails: ok({ bankName: 'ING', bankCode: '50010517', userIdLabel: 'Zugangsnummer', savePinRequired: true }),
      updateFinancialContact: ok({ ...STALE_CONTACT, readyToUse: true }),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
    }
    renderWizard(banking)
    await chooseContact(user, 'Weiteres Konto über Ihren Bankzugang bei ING')
    await expectStep('Zugangsdaten eingeben')
    const userId = await screen.findByRole('textbox', { name: 'Zugangsnummer' })
    expect((userId as HTMLInputElement).value).toBe('max.muster')
    // This bank requires the PIN to be saved: the option is checked and cannot be changed.
    const savePin = await screen.findByRole('checkbox', { name: 'PIN speichern' })
    await waitFor(() => expect((savePin as HTMLInputElement).checked).toBe(true))
    expect((savePin as HTMLInputElement).disabled).toBe(true)
    await user.type(screen.getByLabelText('PIN'), 'geheim')
    await user.click(button('Speichern'))
    await expectStep('Konten auswählen')
    expect(banking.updateFinancialContact.mock.calls[0]?.slice(0, 2)).toEqual([
      'fc-stale',
      {
        bankCode: '50010517',
        bic: null,
        bankName: 'ING',
        banksApiBankId: null,
        userIdValues: ['max.muster'],
        customerIdValues: [],
        pin: 'Z2VoZWlt', // base64 of 'geheim'
        savePinEnabled: true,
        lockVersion: 4,
      },
    ])
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[0]).toBe('fc-stale')
    await user.click(button('Zurück'))
    await expectStep('Zugangsdaten eingeben')
  })
})

describe('s40: choosing the accounts', () => {
  const toS40 = async (listOnlineBankingAccounts: ReturnType<typeof ok<ReadonlyArray<OnlineBankingAccount>>>, extra = {}) => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT), listOnlineBankingAccounts, ...extra }
    const view = renderWizard(banking)
    await walkToLogin(user)
    await logIn(user, 'max', '1234')
    await expectStep('Konten auswählen')
    return { user, banking, ...view }
  }

  it("says 'Bitte wählen Sie mindestens ein Konto.' on the group when none is ticked, and stays", async () => {
    const { user } = await toS40(ok(ONLINE_ACCOUNTS))
    const group = await screen.findByRole('group', { name: 'Konten' })
    await user.click(button('Weiter'))
    await waitFor(() => expect(descriptionOf(group)).toContain('Bitte wählen Sie mindestens ein Konto.'))
    expect(group.hasAttribute('data-invalid')).toBe(true)
    // The refused "Weiter" sends the focus into the group (its first account), so its error is read out.
    await waitFor(() => expect(document.activeElement).toBe(within(group).getAllByRole('checkbox')[0]))
    expect(screen.getByRole('heading', { name: 'Konten auswählen' })).toBeTruthy()
  })

  it('names each account by the name, type and balance its bank gives, and adds it with that type', async () => {
    const business = { ...GIRO, name: 'Geschäftskonto', type: 'GIRO', balance: moneyFromCents(1248035n) }
    const overnight = { ...SAVINGS, name: 'Tagesgeld', type: 'SAVINGS', balance: moneyFromCents(2500000n) }
    const card = { addable: false, iban: 'DE02500105170137075030', name: 'Mastercard Business', type: 'CREDITCARD', balance: moneyFromCents(-84219n) }
    const bare = { addable: true, accountNumber: '4711', type: 'UNBEKANNT' }
    const createContactAccount = ok(createdAccount('fa-1'))
    const { user } = await toS40(ok<ReadonlyArray<OnlineBankingAccount>>([business, overnight, card, bare]), { createContactAccount })
    const group = await screen.findByRole('group', { name: 'Konten' })
    const giro = within(group).getByRole('checkbox', { name: 'Geschäftskonto' })
    expect(descriptionOf(giro)).toContain(`Girokonto · DE89 3704 0044 0532 0130 00 · Kontostand ${formatMoney(moneyFromCents(1248035n))}`)
    expect(descriptionOf(within(group).getByRole('checkbox', { name: 'Tagesgeld' }))).toContain('Sparkonto · DE02 1203 0000 0000 2020 51')
    const blocked = within(group).getByRole('checkbox', { name: 'Mastercard Business' })
    expect(blocked.hasAttribute('disabled')).toBe(true)
    expect(descriptionOf(blocked)).toContain(
      `Kreditkarte · DE02 5001 0517 0137 0750 30 · Kontostand ${formatMoney(moneyFromCents(-84219n))}. Dieses Konto ist bereits verbunden oder kann nicht hinzugefügt werden.`,
    )
    // No name and a type the spec does not name: the account number names it, and no type is made up.
    const bareDescription = descriptionOf(within(group).getByRole('checkbox', { name: 'Kontonummer 4711' }))
    expect(bareDescription).not.toContain('·')
    expect(bareDescription).not.toContain('Kontostand')
    // The visible text says it too, not only the screen reader's.
    expect(group.textContent).toContain('Girokonto')
    await user.click(within(group).getByText('Tagesgeld'))
    await user.click(button('Weiter'))
    await waitFor(() => expect(createContactAccount).toHaveBeenCalledTimes(1))
    expect(createContactAccount.mock.calls[0]?.[1]).toMatchObject({ type: 'SAVINGS', iban: SAVINGS.iban })
  })

  it('a failed load shows the bank notice with retry, and back returns to the login', async () => {
    const listOnlineBankingAccounts = answers<ReadonlyArray<OnlineBankingAccount>>(E.left(httpStatus(408)), E.right(ONLINE_ACCOUNTS))
    const { user } = await toS40(listOnlineBankingAccounts)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen.')
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('group', { name: 'Konten' })).toBeTruthy()
    expect(listOnlineBankingAccounts).toHaveBeenCalledTimes(2)
    await user.click(button('Zurück'))
    await expectStep('Online-Banking verbinden')
  })

  it('a missing PIN prompts for it, retries with it, and keeps it nowhere afterwards', async () => {
    sessionStorage.clear()
    localStorage.clear()
    const listOnlineBankingAccounts = answers<ReadonlyArray<OnlineBankingAccount>>(E.left(MISSING_PIN), E.right(ONLINE_ACCOUNTS))
    const { user } = await toS40(listOnlineBankingAccounts)
    expect(await screen.findByText('Bitte geben Sie die PIN für Ihren Bankzugang ein.')).toBeTruthy()
    const pin = await screen.findByLabelText('PIN')
    expect(pin.getAttribute('type')).toBe('password')
    expect(pin.getAttribute('autocomplete')).toBe('new-password')
    expect(descriptionOf(pin)).toBe('Bitte geben Sie die PIN für Ihren Bankzugang ein.') // the prompt describes the field
    await user.type(pin, '4711')
    expect(pin.hasAttribute('value')).toBe(false)
    expect(document.documentElement.outerHTML).not.toContain('4711')
    await user.click(button('PIN senden'))

    expect(await screen.findByRole('group', { name: 'Konten' })).toBeTruthy()
    expect(listOnlineBankingAccounts).toHaveBeenCalledTimes(2)
    expect(listOnlineBankingAccounts.mock.calls[1]?.slice(0, 2)).toEqual([
      'fc-new',
      { accountType: null, reconnectFinancialAccountId: null, pin: 'NDcxMQ==' }, // base64 of '4711'
    ])
    // Gone from the page and never stored.
    expect(screen.queryByLabelText('PIN')).toBeNull()
    const page = document.documentElement.outerHTML
    for (const secret of ['4711', 'NDcxMQ==', '1234', 'MTIzNA==']) expect(page).not.toContain(secret)
    expect(sessionStorage.length).toBe(0)
    expect(localStorage.length).toBe(0)
  })

  it('going back while the PIN is asked for drops that request; the next visit asks anew', async () => {
    const listOnlineBankingAccounts = answers<ReadonlyArray<OnlineBankingAccount>>(E.left(MISSING_PIN), E.left(MISSING_PIN), E.right([GIRO]))
    const { user } = await toS40(listOnlineBankingAccounts, {
      getFinancialContact: ok(NEW_CONTACT),
      updateFinancialContact: ok(NEW_CONTACT),
    })
    await screen.findByLabelText('PIN')
    await user.click(button('Zurück'))
    await expectStep('Online-Banking verbinden')
    await logIn(user, 'max', '1234')
    await expectStep('Konten auswählen')
    await user.type(await screen.findByLabelText('PIN'), '4711')
    await user.click(button('PIN senden'))
    expect(await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' })).toBeTruthy()
    expect(listOnlineBankingAccounts).toHaveBeenCalledTimes(3)
    expect(listOnlineBankingAccounts.mock.calls[2]?.[1]).toMatchObject({ pin: 'NDcxMQ==' })
  })

  it('a load that answers after the user went back is dropped: s31 stays, no PIN prompt, no error', async () => {
    const pending = deferred<E.Either<BackendError, ReadonlyArray<OnlineBankingAccount>>>()
    const listOnlineBankingAccounts = ok<ReadonlyArray<OnlineBankingAccount>>([])
    listOnlineBankingAccounts.mockImplementation(() => () => pending.promise)
    const { user } = await toS40(listOnlineBankingAccounts)
    const signal = (listOnlineBankingAccounts.mock.calls[0]?.[2] as { signal: AbortSignal } | undefined)?.signal
    await user.click(button('Zurück'))
    await expectStep('Online-Banking verbinden')
    expect(signal?.aborted).toBe(true) // leaving s40 aborted its call
    pending.resolve(E.left(MISSING_PIN))
    await flush()
    expect(screen.getByRole('heading', { name: 'Online-Banking verbinden' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'PIN senden' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('back to s31 and saving again updates the login made there (GET + PUT), not a second POST', async () => {
    const saved: FinancialContact = { ...NEW_CONTACT, userIdValues: ['max'], lockVersion: 2 }
    const getFinancialContact = ok(saved)
    const updateFinancialContact = ok(saved)
    const listOnlineBankingAccounts = ok<ReadonlyArray<OnlineBankingAccount>>([GIRO])
    const { user, banking } = await toS40(listOnlineBankingAccounts, { getFinancialContact, updateFinancialContact })
    await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' })
    await user.click(button('Zurück'))
    await expectStep('Online-Banking verbinden')
    await logIn(user, 'max', '5678')
    await expectStep('Konten auswählen')
    expect(banking.createFinancialContact).toHaveBeenCalledTimes(1)
    expect(getFinancialContact.mock.calls[0]?.[0]).toBe('fc-new')
    expect(updateFinancialContact.mock.calls[0]?.slice(0, 2)).toEqual([
      'fc-new',
      expect.objectContaining({ pin: btoa('5678'), lockVersion: 2, bankCode: SPARKASSE.bankCode }),
    ])
    expect(listOnlineBankingAccounts).toHaveBeenCalledTimes(2)
  })

  it('an empty or unusable PIN is refused in the prompt without a call; declining shows the PIN notice with retry', async () => {
    const listOnlineBankingAccounts = answers<ReadonlyArray<OnlineBankingAccount>>(E.left(MISSING_PIN), E.left(MISSING_PIN), E.right([GIRO]))
    const { user } = await toS40(listOnlineBankingAccounts)
    const pin = await screen.findByLabelText('PIN')
    await user.click(button('PIN senden'))
    expect(pin.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(pin)) // the refused PIN sends the focus back to the field
    await user.type(pin, '12\ud800')
    await user.click(button('PIN senden'))
    await waitFor(() =>
      expect(descriptionOf(pin)).toBe('Bitte geben Sie die PIN für Ihren Bankzugang ein. Die Zugangsdaten beinhalten ungültige Zeichen.'),
    )
    expect(listOnlineBankingAccounts).toHaveBeenCalledTimes(1)

    await user.click(button('Nicht jetzt'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Bitte geben Sie die PIN für Ihren Bankzugang ein.')
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await user.type(await screen.findByLabelText('PIN'), '0000')
    await user.click(button('PIN senden'))
    expect(await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' })).toBeTruthy()
  })
})

describe('s50 and s60: finishing the accounts', () => {
  it('a failed account shows the error with retry; the retry sets up the same account', async () => {
    const user = setupUser()
    const createContactAccount = answers(E.left(httpStatus(500)), E.right(createdAccount('fa-1')))
    const banking = {
      ...sparkasseSearch(),
      createFinancialContact: ok(NEW_CONTACT),
      listOnlineBankingAccounts: ok([GIRO]),
      createContactAccount,
    }
    const { onClose } = renderWizard(banking, { start: { mode: 'standard', privileges: ['FINANCE_LEXBANK_READ'] } })
    await walkToLogin(user)
    await logIn(user, 'max', '1234')
    await user.click(await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' }))
    await user.click(button('Weiter'))
    await expectStep('Konten einrichten')
    expect(await screen.findByText('Konto 1 von 1 konnte nicht eingerichtet werden.')).toBeTruthy()
    // FINANCE_LEXBANK_READ shows the provider's own bank information in s50.
    expect(screen.getByText(/Kontor-Geschäftskonto/)).toBeTruthy()
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))
    expect(createContactAccount.mock.calls.map((call) => call[1])).toEqual([
      expect.objectContaining({ iban: GIRO.iban }),
      expect.objectContaining({ iban: GIRO.iban }),
    ])
  })

  it('a reconnect selects its own account in s40 and updates it instead of creating one', async () => {
    const user = setupUser()
    const banking = {
      listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([READY_CONTACT]),
      listOnlineBankingAccounts: ok([SAVINGS, GIRO]),
      getFinancialAccount: ok(createdAccount('fa-old', { name: 'Hauptkonto', iban: null, lockVersion: 7 })),
      updateContactAccount: ok(createdAccount('fa-old')),
    }
    const { onClose } = renderWizard(banking, {
      start: { mode: 'standard', reconnect: { financialAccountId: 'fa-old', iban: 'DE89 3704 0044 0532 0130 00' } },
    })
    await chooseContact(user, 'Weiteres Konto über Ihren Bankzugang bei Deutsche Kreditbank')
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[1]).toEqual({ accountType: null, reconnectFinancialAccountId: 'fa-old' })
    expect(banking.updateContactAccount.mock.calls[0]?.slice(0, 3)).toEqual([
      'fc-ready',
      'fa-old',
      expect.objectContaining({ name: 'Hauptkonto', type: 'GIRO', iban: GIRO.iban, accountNumber: GIRO.accountNumber, lockVersion: 7 }),
    ])
  })

  it('a partner migration ends on the success screen s60; "Fertig" closes it', async () => {
    const user = setupUser()
    const banking = {
      listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([READY_CONTACT]),
      listOnlineBankingAccounts: ok([GIRO]),
      createContactAccount: ok(createdAccount('fa-1')),
    }
    const { onClose } = renderWizard(banking, { start: { mode: 'standard', partnerMigration: true } })
    await chooseContact(user, 'Weiteres Konto über Ihren Bankzugang bei Deutsche Kreditbank')
    await user.click(await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' }))
    await user.click(button('Weiter'))
    await expectStep('Konten übernommen')
    expect(screen.getByText('1 Konto wurde erfolgreich übernommen.')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    await user.click(button('Fertig'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('partnerMigrated', expect.arrayContaining([expect.any(String)])))
  })
})

describe('s40 → s50 with a failed save of the contact', () => {
  it('keeps s31 when the new login cannot be saved for an unknown reason (the server text shows)', async () => {
    const user = setupUser()
    renderWizard({
      ...sparkasseSearch(),
      createFinancialContact: failing(serverIssues(500, [{ i18nKey: 'SOMETHING_NEW', i18nValues: { errorText: 'Wartungsarbeiten.' } }])),
    })
    await walkToLogin(user)
    await logIn(user, 'max', '1234')
    expect((await screen.findByRole('alert')).textContent).toContain('Wartungsarbeiten.')
    expect(screen.getByRole('heading', { name: 'Online-Banking verbinden' })).toBeTruthy()
  })
})
