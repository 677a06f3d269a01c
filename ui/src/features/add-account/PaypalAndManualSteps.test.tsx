/**
 * The PayPal path (spec: accounts-and-transfers 2.3 s21/s51, 4.1 "the redirect resolves after 3 seconds", 5.3, 6, 8
 * "a missing merchant id shows an abort message after 1 second", 9) and the account without a connection (s32, 4.1
 * "saves, or saves and then opens the CSV import", 5.2 IBAN and bank lookup).
 */
import { httpStatus, serverIssues, type BankInfo, type FinancialAccount, type FinancialContact } from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import {
  answers,
  button,
  choosePaypalAtStart,
  createdAccount,
  descriptionOf,
  expectStep,
  failing,
  ok,
  renderWizard,
  searchAndChoose,
} from './wizard.test-kit.tsx'
import { toReconnectStart } from './reconnect-start.ts'

withFakeTimers()

const CONNECT_URL = 'https://www.paypal.example/connect?token=abc'

const choosePaypal = async (user: UserEvent) => {
  await expectStep('Konto hinzufügen')
  await choosePaypalAtStart(user)
}

describe('s21: the redirect to PayPal', () => {
  it('asks for the connect url with our callbacks and goes there 3 s after the button, not before', async () => {
    const user = setupUser()
    const getPaypalConnectUrl = ok({ url: CONNECT_URL })
    const { navigateTo } = renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), getPaypalConnectUrl })
    await choosePaypal(user)
    await user.click(button('Weiter zu PayPal'))
    expect(screen.getByRole('status').textContent).toBe('Sie werden in wenigen Sekunden zu PayPal weitergeleitet …')
    expect((button('Weiter zu PayPal') as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull()
    const origin = window.location.origin
    expect(getPaypalConnectUrl.mock.calls[0]?.[0]).toEqual({
      paypalInfoTile: false,
      financialAccountId: null,
      callbackSuccess: `${origin}/hub/paypal/referral`,
      callbackError: `${origin}/hub/paypal/referral?paypalError=1`,
    })
    await passTime(2999)
    expect(navigateTo).not.toHaveBeenCalled()
    await passTime(1)
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(CONNECT_URL)
  })

  it('from the info tile it starts at s21 and says so in the call; a failed call shows at once and can be retried', async () => {
    const user = setupUser()
    const getPaypalConnectUrl = failing<{ readonly url: string }>(httpStatus(503))
    const { navigateTo } = renderWizard({ getPaypalConnectUrl }, { start: { mode: 'paypalInfoTile' } })
    await expectStep('PayPal verbinden')
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull()
    await user.click(button('Weiter zu PayPal'))
    const alert = await screen.findByRole('alert')
    expect(getPaypalConnectUrl.mock.calls[0]?.[0]).toMatchObject({ paypalInfoTile: true })
    expect((button('Weiter zu PayPal') as HTMLButtonElement).disabled).toBe(false)
    getPaypalConnectUrl.mockImplementation(() => () => Promise.resolve(E.right({ url: CONNECT_URL })))
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await passTime(3000)
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith(CONNECT_URL)
  })
})

describe('s51: the PayPal account after the return', () => {
  it('creates the PAYPAL account with the merchant id and a history from 1 January of last year, then closes', async () => {
    const createFinancialAccount = ok(createdAccount('fa-pp', { type: 'PAYPAL' }))
    const { onClose } = renderWizard(
      { createFinancialAccount },
      {
        start: {
          mode: 'paypalReturn',
          paypalReturn: { merchantId: 'MERCHANT-1', financialAccountId: null },
          privileges: ['INFO_PAYPAL_NOTCONNECTED'],
        },
      },
    )
    await expectStep('PayPal-Konto einrichten')
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('paypalConnected', expect.arrayContaining([expect.any(String)])))
    expect(createFinancialAccount).toHaveBeenCalledTimes(1)
    expect(createFinancialAccount.mock.calls[0]?.[0]).toEqual({
      name: 'PayPal',
      type: 'PAYPAL',
      connectionData: { merchantId: 'MERCHANT-1', startSyncDate: '2025-01-01' }, // TEST_NOW is in 2026
    })
  })

  it('for a reconnect writes the merchant id into the existing account, keeping its history start', async () => {
    const existing = createdAccount('fa-pp', { type: 'PAYPAL', name: 'PayPal Shop', connectionData: { merchantId: null, startSyncDate: '2024-06-01' }, lockVersion: 2 })
    const banking = { getFinancialAccount: ok(existing), updateFinancialAccount: ok(existing) }
    const { onClose } = renderWizard(banking, {
      start: { mode: 'paypalReturn', paypalReturn: { merchantId: 'M-2', financialAccountId: 'fa-pp' } },
    })
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('paypalConnected', expect.arrayContaining([expect.any(String)])))
    expect(banking.updateFinancialAccount.mock.calls[0]?.slice(0, 2)).toEqual([
      'fa-pp',
      expect.objectContaining({ name: 'PayPal Shop', type: 'PAYPAL', lockVersion: 2, connectionData: { merchantId: 'M-2', startSyncDate: '2024-06-01' } }),
    ])
  })

  it('without a merchant id shows the abort message after 1 s; it stays until the user closes it', async () => {
    const user = setupUser()
    const { onClose } = renderWizard({}, { start: { mode: 'paypalReturn', paypalReturn: { merchantId: null, financialAccountId: null } } })
    await screen.findByRole('heading', { name: 'PayPal-Konto einrichten' })
    await passTime(999)
    expect(screen.queryByRole('alert')).toBeNull()
    await passTime(1)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe(
      'Die Verbindung mit PayPal wurde abgebrochen, weil PayPal keine Händler-ID übermittelt hat. Bitte versuchen Sie es erneut.',
    )
    await passTime(60_000)
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onClose).toHaveBeenCalledExactlyOnceWith('paypalMerchantIdMissing', [])
  })

  it('a failed save offers to retry', async () => {
    const user = setupUser()
    const createFinancialAccount = answers(E.left(httpStatus(500)), E.right(createdAccount('fa-pp')))
    const { onClose } = renderWizard(
      { createFinancialAccount },
      { start: { mode: 'paypalReturn', paypalReturn: { merchantId: 'M-3', financialAccountId: null } } },
    )
    expect(await screen.findByText('Ihr PayPal-Konto konnte nicht eingerichtet werden.')).toBeTruthy()
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('paypalConnected', expect.arrayContaining([expect.any(String)])))
  })
})

describe('s51: an answer that retrying cannot change', () => {
  it('"bereits verbunden" is shown without "Erneut versuchen"', async () => {
    const createFinancialAccount = failing(serverIssues(409, [{ i18nKey: 'PAYPAL_ACCOUNT_ALREADY_ADDED' }]))
    renderWizard({ createFinancialAccount }, { start: { mode: 'paypalReturn', paypalReturn: { merchantId: 'M-4', financialAccountId: null } } })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Dieses PayPal-Konto ist bereits verbunden.')
    expect(within(alert).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
  })
})

describe('reconnecting a PAYPAL account', () => {
  it('starts at the PayPal step and names the account in the connect call (a bank account starts at s10)', async () => {
    const user = setupUser()
    const getPaypalConnectUrl = ok({ url: CONNECT_URL })
    const { unmount } = renderWizard({ getPaypalConnectUrl }, { start: toReconnectStart({ financialAccountId: 'fa-pp', type: 'PAYPAL' }) })
    await expectStep('PayPal verbinden')
    await user.click(button('Weiter zu PayPal'))
    await waitFor(() => expect(getPaypalConnectUrl).toHaveBeenCalledTimes(1))
    expect(getPaypalConnectUrl.mock.calls[0]?.[0]).toMatchObject({ financialAccountId: 'fa-pp', paypalInfoTile: false })
    unmount()
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) }, { start: toReconnectStart({ financialAccountId: 'fa1', type: 'GIRO', iban: null }) })
    await expectStep('Konto hinzufügen')
  })
})

describe('s32: an account without a bank connection', () => {
  const COMMERZBANK: BankInfo = { bankName: 'Commerzbank', bankCode: '37040044', bic: 'COBADEFFXXX' }

  const toS32 = async (user: UserEvent) => {
    await expectStep('Konto hinzufügen')
    await user.click(button('Weiter'))
    await expectStep('Bank suchen')
    await user.click(button('Ohne Verbindung anlegen'))
    await expectStep('Konto ohne Bankverbindung anlegen')
  }

  it('needs a name; a German IBAN fills BIC and bank; saving creates the account and closes', async () => {
    const user = setupUser()
    const createFinancialAccount = ok(createdAccount('fa-new'))
    const lookupBankByIban = ok<BankInfo | undefined>(COMMERZBANK)
    const { onClose } = renderWizard(
      { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), createFinancialAccount },
      { bankLookup: { lookupBankByIban } },
    )
    await toS32(user)
    expect(screen.queryByRole('button', { name: 'Anlegen und Kontoauszug importieren' })).toBeNull()
    await user.click(button('Konto anlegen'))
    const name = screen.getByRole('textbox', { name: 'Kontoname' })
    expect(descriptionOf(name)).toBe('Bitte geben Sie einen Namen für das Konto ein.')
    await waitFor(() => expect(document.activeElement).toBe(name)) // the failed submit sends the focus to the field
    expect(createFinancialAccount).not.toHaveBeenCalled()

    await user.type(name, 'Rücklagen')
    await user.click(screen.getByRole('radio', { name: 'Sparkonto' }))
    await user.click(screen.getByRole('textbox', { name: 'IBAN (optional)' }))
    await user.paste('DE89 3704 0044 0532 0130 00')
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'BIC' }) as HTMLInputElement).value).toBe('COBADEFFXXX'))
    expect((screen.getByRole('textbox', { name: 'Bank' }) as HTMLInputElement).value).toBe('Commerzbank')
    expect(lookupBankByIban.mock.calls.map((call) => call[0])).toEqual(['DE89370400440532013000'])

    await user.click(button('Konto anlegen'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('manualAccountCreated', expect.arrayContaining([expect.any(String)])))
    expect(createFinancialAccount.mock.calls[0]?.[0]).toEqual({
      name: 'Rücklagen',
      type: 'SAVINGS',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankCode: '37040044',
      bankName: 'Commerzbank',
    })
  })

  it('a German IBAN whose lookup fills BIC and bank also gives the bank code, not the bank chosen in s20', async () => {
    const user = setupUser()
    const offline: BankInfo = { bankName: 'Kleine Privatbank', bankCode: '10020030', onlinebankingSupported: false }
    const createFinancialAccount = ok(createdAccount('fa-new'))
    renderWizard(
      { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), searchBanks: ok([offline]), createFinancialAccount },
      { bankLookup: { lookupBankByIban: ok<BankInfo | undefined>(COMMERZBANK) } },
    )
    await expectStep('Konto hinzufügen')
    await user.click(button('Weiter'))
    await expectStep('Bank suchen')
    await searchAndChoose(user, 'Kleine', offline.bankName)
    await expectStep('Konto ohne Bankverbindung anlegen')
    await user.click(screen.getByRole('textbox', { name: 'IBAN (optional)' }))
    await user.paste('DE89 3704 0044 0532 0130 00')
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Bank' }) as HTMLInputElement).value).toBe('Commerzbank'))
    await user.click(button('Konto anlegen'))
    await waitFor(() => expect(createFinancialAccount).toHaveBeenCalledTimes(1))
    expect(createFinancialAccount.mock.calls[0]?.[0]).toMatchObject({ bic: 'COBADEFFXXX', bankCode: '37040044', bankName: 'Commerzbank' })
  })

  it("an IBAN whose bank is unknown says 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.'", async () => {
    const user = setupUser()
    renderWizard(
      { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) },
      { bankLookup: { lookupBankByIban: ok<BankInfo | undefined>(undefined) } },
    )
    await toS32(user)
    const iban = screen.getByRole('textbox', { name: 'IBAN (optional)' })
    await user.click(iban)
    await user.paste('DE89370400440532013000')
    await waitFor(() => expect(descriptionOf(iban)).toBe('Es konnte keine Bank mit der angegebenen IBAN gefunden werden.'))
  })

  it('an invalid IBAN is refused without a call; a server issue lands on its field', async () => {
    const user = setupUser()
    const createFinancialAccount = failing<FinancialAccount>(serverIssues(400, [{ i18nKey: 'INVALID_IBAN', source: 'iban' }]))
    const lookupBankByIban = ok<BankInfo | undefined>(undefined)
    renderWizard({ listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), createFinancialAccount }, { bankLookup: { lookupBankByIban } })
    await toS32(user)
    await user.type(screen.getByRole('textbox', { name: 'Kontoname' }), 'Kasse')
    const iban = screen.getByRole('textbox', { name: 'IBAN (optional)' })
    await user.type(iban, 'DE00 1234')
    await user.click(button('Konto anlegen'))
    expect(descriptionOf(iban)).not.toBe('')
    expect(createFinancialAccount).not.toHaveBeenCalled()

    await user.clear(iban)
    await user.click(iban)
    await user.paste('AT611904300234573201')
    await user.click(button('Konto anlegen'))
    await waitFor(() => expect(descriptionOf(iban)).toBe('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'))
    expect(lookupBankByIban).not.toHaveBeenCalled() // not a German IBAN: no lookup
    expect(screen.getByRole('heading', { name: 'Konto ohne Bankverbindung anlegen' })).toBeTruthy()
  })

  it('offers "save and import" only with a CSV import handler, and hands it the new account', async () => {
    const user = setupUser()
    const onOpenCsvImport = vi.fn()
    const { onClose } = renderWizard(
      { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]), createFinancialAccount: ok(createdAccount('fa-csv')) },
      { onOpenCsvImport },
    )
    await toS32(user)
    await user.type(screen.getByRole('textbox', { name: 'Kontoname' }), 'Kasse')
    await user.click(button('Anlegen und Kontoauszug importieren'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('manualAccountCreated', expect.arrayContaining([expect.any(String)])))
    expect(onOpenCsvImport).toHaveBeenCalledExactlyOnceWith('fa-csv')
  })
})
