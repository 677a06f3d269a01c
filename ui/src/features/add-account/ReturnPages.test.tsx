/**
 * The return routes over the whole app (spec: hub-and-business-account 2.1): /hub/paypal/referral, /hub/paypal/create,
 * /hub/redirect/eval and /hub/redirect/evalchange, each ending on a clean /hub.
 */
import { httpStatus, type BankingPort, type FinancialAccount } from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { HUB_PATH } from '../../shared/routes.ts'
import { passTime, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderApp } from '../../test/render-app.tsx'
import {
  button,
  createdAccount,
  deferred,
  expectStep,
  failing,
  GIRO,
  NEW_CONTACT,
  ok,
  ONLINE_ACCOUNTS,
  SPARKASSE,
} from './wizard.test-kit.tsx'

withFakeTimers()

const renderAt = (path: string, banking: Partial<BankingPort>) => {
  const listFinancialAccounts = ok<ReadonlyArray<FinancialAccount>>([])
  const view = renderApp(fakeBackend(listFinancialAccounts, banking), path)
  return { ...view, listFinancialAccounts }
}

const expectCleanHub = async (router: ReturnType<typeof renderApp>['router']) => {
  await waitFor(() => expect(router.state.location.pathname).toBe(HUB_PATH))
  expect(router.state.location.search).toBe('')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy()
}

describe('/hub/paypal/referral', () => {
  it('opens the wizard at s51 over the hub, creates the account, then reloads the hub at a clean /hub', async () => {
    const created = deferred<E.Either<never, FinancialAccount>>()
    const createFinancialAccount = vi.fn((_body: unknown) => () => created.promise)
    const { router, listFinancialAccounts } = renderAt(
      '/hub/paypal/referral?paypalInfoTile=false&merchantId=TRACKING&merchantIdInPayPal=M-1&permissionsGranted=true&consentStatus=true',
      { createFinancialAccount },
    )
    expect(await screen.findByRole('heading', { name: 'PayPal-Konto einrichten' })).toBeTruthy()
    const loadsBefore = listFinancialAccounts.mock.calls.length
    created.resolve(E.right(createdAccount('fa-pp', { type: 'PAYPAL' })))
    await expectCleanHub(router)
    expect(createFinancialAccount).toHaveBeenCalledTimes(1)
    expect(createFinancialAccount.mock.calls[0]?.[0]).toMatchObject({ type: 'PAYPAL', connectionData: { merchantId: 'M-1' } })
    await waitFor(() => expect(listFinancialAccounts.mock.calls.length).toBeGreaterThan(loadsBefore))
  })

  it('a return without merchant id (or through the error callback) shows the abort message after 1 s; it stays until closed', async () => {
    const user = setupUser()
    const { router } = renderAt('/hub/paypal/referral?paypalError=1&merchantIdInPayPal=M-1', {})
    await screen.findByRole('heading', { name: 'PayPal-Konto einrichten' })
    await passTime(999)
    expect(screen.queryByRole('alert')).toBeNull()
    await passTime(1)
    expect((await screen.findByRole('alert')).textContent).toContain('Die Verbindung mit PayPal wurde abgebrochen')
    await passTime(60_000) // it does not vanish by itself
    expect(screen.getByRole('alert').textContent).toContain('Die Verbindung mit PayPal wurde abgebrochen')
    expect(router.state.location.pathname).toBe('/hub/paypal/referral')
    await user.click(button('Schließen'))
    await expectCleanHub(router)
  })
})

describe('/hub/paypal/create', () => {
  it('opens the wizard at the PayPal step for the given account', async () => {
    const user = setupUser()
    const getPaypalConnectUrl = ok({ url: 'https://www.paypal.example/' })
    const { unmount } = renderAt('/hub/paypal/create?financialAccountId=fa-pp', { getPaypalConnectUrl })
    await expectStep('PayPal verbinden')
    await user.click(button('Weiter zu PayPal'))
    await waitFor(() => expect(getPaypalConnectUrl).toHaveBeenCalledTimes(1))
    expect(getPaypalConnectUrl.mock.calls[0]?.[0]).toMatchObject({ paypalInfoTile: false, financialAccountId: 'fa-pp' })
    unmount() // before the 3 s pass: jsdom cannot leave the page
  })
})

describe('/hub/redirect/eval and /evalchange', () => {
  it('a bank error shows a German message over the hub, makes no call and leads to /hub', async () => {
    const user = setupUser()
    const { router } = renderAt('/hub/redirect/eval?bc=37050198&error=access_denied&state=s1', {})
    const dialog = await screen.findByRole('dialog', { name: 'Anmeldung bei Ihrer Bank' })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Die Anmeldung bei Ihrer Bank wurde abgebrochen oder ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Zur Übersicht' }))
    await expectCleanHub(router)
  })

  it('completes the login with the redirect headers and resumes the wizard at s40 for it', async () => {
    const user = setupUser()
    const banking = {
      createFinancialContact: ok(NEW_CONTACT),
      searchBanks: ok([SPARKASSE]),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
      createContactAccount: ok(createdAccount('fa-1')),
    }
    const { router } = renderAt('/hub/redirect/eval?bc=37050198&fc=tmp-7&action=add&state=token-1&code=code-1&ba=sp-1', banking)
    await expectStep('Konten auswählen')
    expect(banking.createFinancialContact).toHaveBeenCalledTimes(1)
    expect(banking.createFinancialContact.mock.calls[0]?.slice(0, 2)).toEqual([
      { bankCode: '37050198', banksApiBankId: 'sp-1' },
      { redirectCode: 'code-1', redirectToken: 'token-1', temporaryContactId: 'tmp-7' },
    ])
    expect(banking.searchBanks.mock.calls[0]?.[0]).toBe('37050198')
    await user.click(await screen.findByRole('checkbox', { name: 'DE89 3704 0044 0532 0130 00' }))
    await user.click(button('Weiter'))
    await expectCleanHub(router)
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[0]).toBe('fc-new')
    expect(banking.createContactAccount.mock.calls[0]?.[1]).toMatchObject({ name: 'Sparkasse KölnBonn 0532013000', iban: GIRO.iban })
  })

  it('with fa the resumed wizard reconnects that account (found by its IBAN) and sends it as existingAccountId', async () => {
    const banking = {
      createFinancialContact: ok(NEW_CONTACT),
      searchBanks: ok([SPARKASSE]),
      getFinancialAccount: ok(createdAccount('fa-old', { iban: GIRO.iban ?? null })),
      listOnlineBankingAccounts: ok(ONLINE_ACCOUNTS),
      updateContactAccount: ok(createdAccount('fa-old')),
    }
    const { router } = renderAt('/hub/redirect/eval?bc=37050198&state=t&code=c&fa=fa-old', banking)
    await expectCleanHub(router)
    expect(banking.createFinancialContact.mock.calls[0]?.[1]).toEqual({ redirectCode: 'c', redirectToken: 't', existingAccountId: 'fa-old' })
    expect(banking.listOnlineBankingAccounts.mock.calls[0]?.[1]).toEqual({ accountType: null, reconnectFinancialAccountId: 'fa-old' })
    expect(banking.updateContactAccount.mock.calls[0]?.slice(0, 2)).toEqual(['fc-new', 'fa-old'])
  })

  it('a failed completion (the bank does not answer) shows the bank notice and leads to /hub', async () => {
    const user = setupUser()
    const { router } = renderAt('/hub/redirect/eval?bc=37050198&state=t&code=c', {
      createFinancialContact: failing(httpStatus(408)),
      searchBanks: ok([SPARKASSE]),
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Die Verbindung zu Ihrer Bank ist fehlgeschlagen.')
    await user.click(screen.getByRole('button', { name: 'Zur Übersicht' }))
    await expectCleanHub(router)
  })

  it('evalchange saves the login and confirms it, then leads to /hub', async () => {
    const user = setupUser()
    const createFinancialContact = ok(NEW_CONTACT)
    const { router } = renderAt('/hub/redirect/evalchange?bc=37050198&fc=tmp-1&state=t&code=c', { createFinancialContact })
    expect(await screen.findByText('Ihre Zugangsdaten wurden gespeichert. Kontor ruft Ihre Umsätze wieder ab.')).toBeTruthy()
    expect(createFinancialContact).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Zur Übersicht' }))
    await expectCleanHub(router)
  })
})
