/**
 * The add-account wizard walked through the UI (spec: accounts-and-transfers 2.3, 4.1, 5.1, 7.1, 8): s10 → s20 → s31
 * → s40 → s50 and each branch and fault of those steps. Calls go to a fakeBackend that fails on anything unexpected.
 */
import { httpStatus, messageFor, serverIssues, undecodable, type BackendError, type BankInfo, type FinancialContact } from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import {
  button,
  chooseNewBank,
  createdAccount,
  deferred,
  descriptionOf,
  expectStep,
  failing,
  GIRO,
  logIn,
  NEW_CONTACT,
  OFFLINE_BANK,
  ok,
  ONLINE_ACCOUNTS,
  PARTNER_BANK,
  renderWizard,
  SAVINGS,
  searchAndChoose,
  searchFor,
  SPARKASSE,
  SPARKASSE_DETAILS,
  SPARKASSE_HANNOVER,
  sparkasseSearch,
  walkToLogin,
} from './wizard.test-kit.tsx'

withFakeTimers()

describe('add-account wizard: the bank path s10 → s20 → s31 → s40 → s50', () => {
  it('adds two Sparkasse accounts: search, log in, tick two, each set up in turn with its progress, then closes', async () => {
    const user = setupUser()
    const first = deferred<ReturnType<typeof createdAccount>>()
    const second = deferred<ReturnType<typeof createdAccount>>()
    const results = [first, second]
    const createContactAccount = ok(createdAccount('fa-1'))
    createContactAccount.mockImplementation(() => () => {
      const next = results.shift()
      return next === undefined ? Promise.reject(new Error('a third account')) : next.promise.then((a) => ({ _tag: 'Right' as const, right: a }))
    })
    const banking = {
      ...sparkasseSearch(),
      createFinancialContact: ok(NEW_CONTACT),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
      createContactAccount,
    }
    const { onClose } = renderWizard(banking)

    await walkToLogin(user)
    expect(banking.searchBanks).toHaveBeenCalledTimes(1)
    expect(banking.searchBanks.mock.calls[0]?.[0]).toBe('Sparkasse')
    expect(banking.getBankDetails.mock.calls[0]?.[0]).toEqual({ bankCode: '37050198', banksApiBankId: null, bankName: 'Sparkasse KölnBonn' })

    await logIn(user, 'max', '1234')
    await expectStep('Konten auswählen')
    expect(banking.createFinancialContact).toHaveBeenCalledTimes(1)
    expect(banking.createFinancialContact.mock.calls[0]?.[0]).toEqual({
      bankCode: '37050198',
      bic: 'COLSDE33XXX',
      bankName: 'Sparkasse KölnBonn',
      banksApiBankId: null,
      userIdValues: ['max'],
      customerIdValues: [],
      pin: 'MTIzNA==', // base64 of '1234'
      savePinEnabled: false,
    })
    expect(banking.createFinancialContact.mock.calls[0]?.[1]).toEqual({})
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.slice(0, 2)).toEqual([
      'fc-new',
      { accountType: null, reconnectFinancialAccountId: null },
    ])

    const group = await screen.findByRole('group', { name: 'Konten' })
    const taken = within(group).getByRole('checkbox', { name: 'DE02 5001 0517 0137 0750 30' })
    expect((taken as HTMLInputElement).disabled).toBe(true)
    expect(within(group).getByText('Dieses Konto ist bereits verbunden oder kann nicht hinzugefügt werden.')).toBeTruthy()

    await user.click(within(group).getByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' }))
    await user.click(within(group).getByRole('checkbox', { name: 'DE02 1203 0000 0000 2020 51' }))
    await user.click(button('Weiter'))

    await expectStep('Konten einrichten')
    expect(screen.getByRole('status').textContent).toBe('Konto 1 von 2 wird eingerichtet …')
    first.resolve(createdAccount('fa-1'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Konto 2 von 2 wird eingerichtet …'))
    second.resolve(createdAccount('fa-2'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))
    expect(onClose).toHaveBeenCalledTimes(1)
    // Named with the prefix of the one bank searched for, then the account number.
    expect(createContactAccount.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      ['fc-new', { name: 'Sparkasse KölnBonn 0532013000', type: 'GIRO', iban: GIRO.iban, accountNumber: GIRO.accountNumber }],
      ['fc-new', { name: 'Sparkasse KölnBonn 202051', type: 'GIRO', iban: SAVINGS.iban, accountNumber: SAVINGS.accountNumber }],
    ])
  })

  it('s20: an empty search shows no list and makes no call; a short one says so on the field and makes no call', async () => {
    const user = setupUser()
    const banking = sparkasseSearch()
    renderWizard(banking)
    await chooseNewBank(user)

    const field = await searchFor(user, 'Sp')
    expect(descriptionOf(field)).toContain('Bitte geben Sie mindestens 3 Zeichen ein.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.clear(field)
    await passTime(1000)
    expect(descriptionOf(field)).not.toContain('Bitte geben Sie mindestens 3 Zeichen ein.')
    expect(screen.queryByRole('option', { name: /BLZ/ })).toBeNull()
    await user.type(field, '   ')
    await passTime(1000)
    expect(screen.queryByRole('option', { name: /BLZ/ })).toBeNull()
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(banking.searchBanks).not.toHaveBeenCalled()
  })

  it('s20: a search waits for the typing to stop, then makes one call for the whole term', async () => {
    const user = setupUser()
    const banking = sparkasseSearch()
    renderWizard(banking)
    await chooseNewBank(user)
    const field = screen.getByRole('textbox', { name: 'Bank' })
    await user.type(field, 'Spark')
    await passTime(299)
    expect(banking.searchBanks).not.toHaveBeenCalled()
    await user.type(field, 'asse')
    await passTime(300)
    expect(banking.searchBanks).toHaveBeenCalledTimes(1)
    expect(banking.searchBanks.mock.calls[0]?.[0]).toBe('Sparkasse')
    expect(await screen.findByRole('option', { name: /^Sparkasse KölnBonn \(BLZ 37050198, BIC COLSDE33XXX\)$/ })).toBeTruthy()
  })

  it("s20: a bank that does not answer (408) shows 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen… (408)'; retry searches again", async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), searchBanks: failing(httpStatus(408)) }
    renderWizard(banking)
    await chooseNewBank(user)
    await searchFor(user, 'Sparkasse')
    // No list: the notice shows at once, with its retry.
    const alert = await screen.findByRole('alert')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(alert.textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen.')
    expect(alert.textContent).toContain('(408)')
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(banking.searchBanks).toHaveBeenCalledTimes(2))
  })

  it('s20: a malformed answer shows a clear error and the search stays usable', async () => {
    const user = setupUser()
    const searchBanks = ok([SPARKASSE])
    searchBanks.mockImplementationOnce(() => () => Promise.resolve({ _tag: 'Left', left: undecodable('searchBanks', ['bankName']) }))
    renderWizard({ ...sparkasseSearch(), searchBanks })
    await chooseNewBank(user)
    await searchFor(user, 'Sparkasse')
    expect((await screen.findByRole('alert')).textContent).toContain(messageFor('backend.undecodable'))
    await searchAndChoose(user, 'Sparkasse Köln', SPARKASSE.bankName)
    expect(await screen.findByText('Gewählte Bank: Sparkasse KölnBonn')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('s20 → s12 for a partner bank; its instructions name the partner and lead to the login s31', async () => {
    const user = setupUser()
    renderWizard({
      listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]),
      searchBanks: ok([PARTNER_BANK]),
      getBankDetails: ok({ ...PARTNER_BANK, userIdLabel: 'E-Mail-Adresse' }),
    })
    await chooseNewBank(user)
    await searchAndChoose(user, 'Kontist', 'Kontist')
    await expectStep('Konto bei einem Partner verbinden')
    expect(screen.getByText(/Ihr Konto bei Kontist wird über eine Partnerschnittstelle verbunden/)).toBeTruthy()
    await user.click(button('Zurück'))
    await expectStep('Bank suchen')
    await searchAndChoose(user, 'Kontist', 'Kontist')
    await expectStep('Konto bei einem Partner verbinden')
    await user.click(button('Weiter'))
    await expectStep('Online-Banking verbinden')
    expect(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy()
  })

  it('s20 → s32 for a bank without online banking, named with its prefix', async () => {
    const user = setupUser()
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), searchBanks: ok([OFFLINE_BANK]) })
    await chooseNewBank(user)
    await searchAndChoose(user, 'Kleine', OFFLINE_BANK.bankName)
    await expectStep('Konto ohne Bankverbindung anlegen')
    // The form says why it opened instead of the login.
    expect(screen.getByText(/^Kleine Privatbank bietet keinen Kontoabruf über Online-Banking an\./)).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Kontoname' }) as HTMLInputElement).value).toBe('Kleine Privatbank ')
  })

  it('s20: with several banks found the names get no prefix; "Ohne Verbindung anlegen" goes to s32 with the chosen bank', async () => {
    const user = setupUser()
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), searchBanks: ok([SPARKASSE, SPARKASSE_HANNOVER]) })
    await chooseNewBank(user)
    await searchAndChoose(user, 'Sparkasse', SPARKASSE.bankName)
    await user.click(await screen.findByRole('button', { name: 'Ohne Verbindung anlegen' }))
    await expectStep('Konto ohne Bankverbindung anlegen')
    expect(screen.queryByText(/bietet keinen Kontoabruf/)).toBeNull() // the user chose it: nothing to explain
    expect((screen.getByRole('textbox', { name: 'Kontoname' }) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('textbox', { name: 'Bank' }) as HTMLInputElement).value).toBe('Sparkasse KölnBonn')
  })

  it('s31: credentials are checked before any call, with German texts on the fields and nothing typed lost', async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT) }
    renderWizard(banking)
    await walkToLogin(user)
    await user.type(screen.getByLabelText('PIN'), '1234')
    await user.click(button('Verbinden'))
    const userId = screen.getByRole('textbox', { name: 'Benutzerkennung' })
    expect(userId.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Bitte geben Sie Ihre Benutzerkennung für das Online-Banking ein.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(userId)) // the failed submit sends the focus to the field
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('1234')
    expect(banking.createFinancialContact).not.toHaveBeenCalled()
  })

  it('s31: an empty PIN on a first login is flagged on the PIN field, without a call', async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT) }
    renderWizard(banking)
    await walkToLogin(user)
    await user.type(screen.getByRole('textbox', { name: 'Benutzerkennung' }), 'max')
    await user.click(button('Verbinden'))
    const pin = screen.getByLabelText('PIN')
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(pin)).toContain('Bitte geben Sie die PIN Ihres Online-Bankings ein.')
    await waitFor(() => expect(document.activeElement).toBe(pin))
    expect((screen.getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
    expect(banking.createFinancialContact).not.toHaveBeenCalled()
  })

  it('s31: a bank that logs in by redirect (oauth2, N26 in the demo) shows no user id or PIN, and connects without them', async () => {
    const user = setupUser()
    const banking = {
      ...sparkasseSearch(),
      getBankDetails: ok({ ...SPARKASSE_DETAILS, oauth2: true }),
      createFinancialContact: ok(NEW_CONTACT),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
    }
    renderWizard(banking)
    await walkToLogin(user)
    expect(await screen.findByText(/Ihre Bank meldet Sie auf ihrer eigenen Seite an/)).toBeTruthy()
    expect(screen.queryByLabelText('PIN')).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Benutzerkennung' })).toBeNull()
    await user.click(button('Weiter zu Ihrer Bank'))
    await waitFor(() => expect(banking.createFinancialContact).toHaveBeenCalledTimes(1))
    expect(banking.createFinancialContact.mock.calls[0]?.[0]).toMatchObject({ userIdValues: [], customerIdValues: [], pin: null })
    await expectStep('Konten auswählen')
  })

  it('s31: the PIN is a password field that never reaches the DOM as an attribute', async () => {
    const user = setupUser()
    renderWizard(sparkasseSearch())
    await walkToLogin(user)
    const pin = screen.getByLabelText('PIN') as HTMLInputElement
    await user.type(pin, '8642')
    expect(pin.value).toBe('8642')
    expect(pin.type).toBe('password')
    expect(pin.getAttribute('autocomplete')).toBe('new-password')
    expect(pin.hasAttribute('value')).toBe(false)
    expect(document.documentElement.outerHTML).not.toContain('8642')
  })

  it('s31: a PIN that can be encoded is sent, also with a euro sign (spec 5.1)', async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT), listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS) }
    renderWizard(banking)
    await walkToLogin(user)
    await logIn(user, 'max', '12€4')
    await waitFor(() => expect(banking.createFinancialContact).toHaveBeenCalledTimes(1))
    expect(banking.createFinancialContact.mock.calls[0]?.[0]).toMatchObject({ pin: 'MTLigqw0' })
    expect(screen.queryByText('Die Zugangsdaten beinhalten ungültige Zeichen.')).toBeNull()
  })

  it('s31: a PIN that cannot be encoded is rejected on the PIN field without a call', async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT) }
    renderWizard(banking)
    await walkToLogin(user)
    await logIn(user, 'max', '12\ud8004')
    expect(await screen.findByText('Die Zugangsdaten beinhalten ungültige Zeichen.')).toBeTruthy()
    expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('PIN')))
    expect(banking.createFinancialContact).not.toHaveBeenCalled()
  })

  it("s31: the server's IssueList lands on the right fields; a 408 shows the bank notice; the form is kept", async () => {
    const user = setupUser()
    const createFinancialContact = failing(
      serverIssues(400, [
        { i18nKey: 'INVALID_CREDENTIALS', source: 'pin', i18nValues: { errorText: 'Die PIN ist falsch.' } },
        { i18nKey: 'CONTACT_ALREADY_EXISTS', source: null },
      ]),
    )
    renderWizard({ ...sparkasseSearch(), createFinancialContact })
    await walkToLogin(user)
    await logIn(user, 'max', '9999')

    await waitFor(() => expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Die PIN ist falsch.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Für diese Bank besteht bereits ein Zugang.')
    expect((screen.getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
    expect(screen.getByRole('heading', { name: 'Online-Banking verbinden' })).toBeTruthy()

    createFinancialContact.mockImplementation(() => () => Promise.resolve({ _tag: 'Left', left: httpStatus(408) }))
    await user.type(screen.getByLabelText('PIN'), '9999') // a first login needs its PIN each time
    await user.click(button('Verbinden'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen.'))
    expect(screen.getByRole('alert').textContent).toContain('(408)')
    expect((screen.getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
  })

  it("s31: a failed login keeps the user id but not the PIN; the bank's support link is a real link", async () => {
    const user = setupUser()
    const supportLink = 'https://hilfe.kontor.de/artikel/zugang-gesperrt'
    const createFinancialContact = failing(
      serverIssues(400, [{ i18nKey: 'ACCESS_LOCKED_AT_BANK', source: null, i18nValues: { errorText: `Zugang gesperrt. <a href="${supportLink}">Hilfe</a>` } }]),
    )
    renderWizard({ ...sparkasseSearch(), createFinancialContact })
    await walkToLogin(user)
    await logIn(user, 'max', '9999')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Zugang gesperrt. Hilfe')
    expect(within(alert).getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe(supportLink)
    // The PIN went out with the one call (encoded) and is not kept in the form.
    expect(createFinancialContact.mock.calls[0]?.[0]).toMatchObject({ userIdValues: ['max'], pin: btoa('9999') })
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('textbox', { name: 'Benutzerkennung' }) as HTMLInputElement).value).toBe('max')
  })

  it('s31: back keeps the bank in s20; reset clears it and returns to s20', async () => {
    const user = setupUser()
    renderWizard(sparkasseSearch())
    await walkToLogin(user)
    await user.click(button('Zurück'))
    await expectStep('Bank suchen')
    expect(screen.getByText('Gewählte Bank: Sparkasse KölnBonn')).toBeTruthy()
    await user.click(button('Online-Banking verbinden'))
    await expectStep('Online-Banking verbinden')
    await user.click(button('Andere Bank wählen'))
    await expectStep('Bank suchen')
    expect(screen.queryByText(/Gewählte Bank/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Online-Banking verbinden' })).toBeNull()
  })

  it('cancel closes from any step, by button or by Escape', async () => {
    const user = setupUser()
    const first = renderWizard(sparkasseSearch())
    await walkToLogin(user)
    await user.click(button('Abbrechen'))
    await waitFor(() => expect(first.onClose).toHaveBeenCalledWith('canceled', []))
    first.unmount()

    const second = renderWizard(sparkasseSearch())
    await chooseNewBank(user)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(second.onClose).toHaveBeenCalledWith('canceled', []))
  })

  it('s31: after a 408 at login the focus stays in the dialog (on the first field) and Escape still closes it', async () => {
    const user = setupUser()
    const pending = deferred<E.Either<BackendError, FinancialContact>>()
    const createFinancialContact = vi.fn(() => () => pending.promise)
    const { onClose } = renderWizard({ ...sparkasseSearch(), createFinancialContact })
    await walkToLogin(user)
    await user.type(await screen.findByRole('textbox', { name: 'Benutzerkennung' }), 'max')
    await user.type(screen.getByLabelText('PIN'), '1234{Enter}')
    await waitFor(() => expect(createFinancialContact).toHaveBeenCalledTimes(1))
    // The form is disabled while it saves (Chrome drops the focus of the disabled field to the page body): the focus
    // waits on the title, where Escape works, and goes to the first field once the form can be used again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Online-Banking verbinden' })))
    pending.resolve(E.left(httpStatus(408)))
    expect((await screen.findByRole('alert')).textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Benutzerkennung' })))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('canceled', []))
  })

  it('s20: the banks found are a list inside the dialog, under the hint and the count, reached by Tab or the down arrow', async () => {
    const user = setupUser()
    const banks = Array.from({ length: 30 }, (_, i): BankInfo => ({ ...SPARKASSE, bankName: `Sparkasse ${i + 1}`, bankCode: String(37050100 + i) }))
    renderWizard({ ...sparkasseSearch(), searchBanks: ok<ReadonlyArray<BankInfo>>(banks) })
    await chooseNewBank(user)
    const field = await searchFor(user, 'Sparkasse')
    const list = await screen.findByRole('listbox', { name: 'Gefundene Banken' })
    // Inside the dialog (no popover), after the field's hint with the count, which stays readable and announced.
    expect(screen.getByRole('dialog').contains(list)).toBe(true)
    const count = screen.getByText('30 Banken gefunden.')
    expect(count.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(descriptionOf(field)).toContain('30 Banken gefunden.')
    expect(field.getAttribute('aria-controls')).toBe(list.id)
    expect(list.classList.contains('bank-search-results')).toBe(true) // the bounded scroll region (styles.css)
    expect(within(list).getAllByRole('option')).toHaveLength(30)
    // The list is a focusable region: Tab reaches it, as does the down arrow from the field.
    await user.tab()
    expect(list.contains(document.activeElement)).toBe(true)
    field.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(await screen.findByText('Gewählte Bank: Sparkasse 2')).toBeTruthy()
    expect(within(list).getByRole('option', { name: /^Sparkasse 2 / }).getAttribute('aria-selected')).toBe('true')
  })

  it('the whole bank path works by keyboard alone', async () => {
    const user = setupUser()
    const banking = {
      ...sparkasseSearch(),
      createFinancialContact: ok(NEW_CONTACT),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
      createContactAccount: ok(createdAccount('fa-1')),
    }
    const { onClose } = renderWizard(banking)
    // Each step puts the focus on its first field, so the user types at once; Enter on a radio or checkbox goes on.
    await expectStep('Konto hinzufügen')
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
    await user.keyboard('{Enter}')
    await expectStep('Bank suchen')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Bank' }))
    await user.keyboard('Sparkasse')
    await passTime(300)
    await screen.findByRole('option', { name: /^Sparkasse KölnBonn/ })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(await screen.findByText('Gewählte Bank: Sparkasse KölnBonn')).toBeTruthy()
    button('Online-Banking verbinden').focus()
    await user.keyboard('{Enter}')
    await expectStep('Online-Banking verbinden')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Benutzerkennung' })))
    await user.keyboard('max')
    await user.tab()
    await user.keyboard('1234{Enter}')
    await expectStep('Konten auswählen')
    const giro = await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' })
    await waitFor(() => expect(document.activeElement).toBe(giro))
    await user.keyboard(' {Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))
    expect(banking.createFinancialContact.mock.calls[0]?.[0]).toMatchObject({ userIdValues: ['max'], pin: 'MTIzNA==' })
  })

  it('a login made to reconnect an account names it in the existing-account header', async () => {
    const user = setupUser()
    const banking = { ...sparkasseSearch(), createFinancialContact: ok(NEW_CONTACT), listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS) }
    renderWizard(banking, { start: { mode: 'standard', reconnect: { financialAccountId: 'fa-old', iban: null } } })
    await walkToLogin(user)
    await logIn(user, 'max', '1234')
    await expectStep('Konten auswählen')
    expect(banking.createFinancialContact.mock.calls[0]?.[1]).toEqual({ existingAccountId: 'fa-old' })
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[1]).toEqual({ accountType: null, reconnectFinancialAccountId: 'fa-old' })
  })

  it('giroOnly starts at s20, asks only for giro accounts, and has no way back to s10', async () => {
    const user = setupUser()
    const banking = {
      searchBanks: ok([SPARKASSE]),
      getBankDetails: ok(SPARKASSE_DETAILS),
      createFinancialContact: ok(NEW_CONTACT),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
    }
    renderWizard(banking, { start: { mode: 'giroOnly' } })
    await expectStep('Bank suchen')
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull()
    await searchAndChoose(user, 'Sparkasse', SPARKASSE.bankName)
    await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
    await logIn(user, 'max', '1234')
    await expectStep('Konten auswählen')
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[1]).toEqual({ accountType: 'GIRO', reconnectFinancialAccountId: null })
  })
})
