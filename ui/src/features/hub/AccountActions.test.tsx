import {
  ACCOUNT_DELETE_DELAY_MS,
  ACCOUNT_STATUS_POLL_INTERVAL_MS,
  HUB_BANK_SYNC_POLL_INTERVAL_MS,
  describeBackendError,
  httpStatus,
  NETWORK_FAILURE,
  TIMEOUT,
} from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { scriptedAccountList as listing } from '../../test/account-listing.ts'
import { flush, passTime as advance, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccount, fakeBackend, renderApp, wireAccount } from '../../test/render-app.tsx'

// The wizard has its own tests; here it is a stand-in that shows how it was opened.
vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))

withFakeTimers()

const connected = decodeAccount(wireAccount('connected', { name: 'Sparkasse Giro', connected: true, iban: 'DE89370400440532013000' }))
const unconnected = decodeAccount(wireAccount('unconnected', { name: 'Barkasse', connected: false, availableActions: [] }))
const deactivated = decodeAccount(wireAccount('deactivated', { name: 'Altes Konto', deactivated: true }))
const lexbank = decodeAccount(wireAccount('lexbank', { name: 'Geschäftskonto', type: 'LEXBANK', connected: true }))

const openMenu = async (user: ReturnType<typeof setupUser>, name: string) => {
  await user.click(screen.getByRole('button', { name: `Aktionen für ${name}` }))
  return screen.getByRole('menu')
}
const menuItems = async (user: ReturnType<typeof setupUser>, name: string) => {
  const menu = await openMenu(user, name)
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent)
  await user.keyboard('{Escape}')
  return items
}
const choose = async (user: ReturnType<typeof setupUser>, name: string, action: string) => {
  const menu = await openMenu(user, name)
  await user.click(within(menu).getByRole('menuitem', { name: action }))
}

describe('the action menu of each card', () => {
  it('offers what the account’s state allows', async () => {
    const user = setupUser()
    renderApp(fakeBackend(listing(E.right([connected, unconnected, lexbank])).list))
    await flush()
    expect(await menuItems(user, 'Sparkasse Giro')).toEqual(['Trennen', 'Deaktivieren', 'Löschen', 'Bearbeiten'])
    expect(await menuItems(user, 'Barkasse')).toEqual(['Verbinden', 'Deaktivieren', 'Löschen', 'Kontoauszug importieren'])
    expect(await menuItems(user, 'Geschäftskonto')).toEqual(['Bearbeiten'])
  })

  it('"Kontoauszug importieren" opens the import for that account (issue 13)', async () => {
    const user = setupUser()
    const getLastCsvImport = vi.fn((_id: string) => () => Promise.resolve(E.right(null)))
    const backend = fakeBackend(listing(E.right([unconnected])).list, {}, {}, {
      csvImport: { getLastCsvImport, getImportProfile: () => () => Promise.resolve(E.right(null)), getImportOptions: () => () => Promise.resolve(E.left(NETWORK_FAILURE)) },
    })
    const { router } = renderApp(backend)
    await flush()
    await choose(user, 'Barkasse', 'Kontoauszug importieren')
    await flush()
    expect(await screen.findByRole('dialog', { name: 'Kontoauszug importieren (CSV, MT940 oder CAMT)' })).toBeTruthy()
    expect(getLastCsvImport).toHaveBeenCalledWith(unconnected.financialAccountId, expect.anything())
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeTruthy()
    // The open import is in the address, so a reload opens it again (csv-import-address.test.tsx).
    expect(new URLSearchParams(router.state.location.search).get('csvImport')).toBe(unconnected.financialAccountId)
  })

  it('a deactivated account offers activation', async () => {
    const user = setupUser()
    renderApp(fakeBackend(listing(E.right([deactivated])).list))
    await flush()
    expect(await menuItems(user, 'Altes Konto')).toEqual(['Aktivieren', 'Löschen', 'Bearbeiten'])
  })
})

describe('actions that ask first', () => {
  it.each([
    ['Trennen', 'Bankverbindung trennen', 'Verbindung trennen', 'disconnectFinancialAccount', connected],
    ['Deaktivieren', 'Konto deaktivieren', 'Konto deaktivieren', 'deactivateFinancialAccount', connected],
    ['Aktivieren', 'Konto aktivieren', 'Konto aktivieren', 'activateFinancialAccount', deactivated],
  ] as const)('%s: asks naming the account, calls, then reads the accounts again', async (item, title, confirm, port, account) => {
    const user = setupUser()
    const { list, count } = listing(E.right([account]))
    const call = vi.fn((_arg: unknown) => () => Promise.resolve(E.right(account)))
    renderApp(fakeBackend(list, { [port]: call }))
    await flush()
    await choose(user, account.name, item)

    const dialog = screen.getByRole('alertdialog', { name: title })
    expect(dialog.textContent).toContain(`„${account.name}“`)
    expect(call).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: confirm }))
    await flush()

    // Disconnect gets the whole account (PayPal's goes out with empty connectionData); the others its id.
    expect(call).toHaveBeenCalledExactlyOnceWith(port === 'disconnectFinancialAccount' ? account : account.financialAccountId, expect.anything())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(count()).toBe(2)
  })

  it('a failed call shows the error in the dialog, which stays usable; cancel reads nothing again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([connected]))
    const answers = [E.left(httpStatus(503)), E.left(TIMEOUT)]
    const deactivateFinancialAccount = vi.fn(() => () => Promise.resolve(answers.shift() ?? E.right(connected)))
    renderApp(fakeBackend(list, { deactivateFinancialAccount }))
    await flush()
    await choose(user, 'Sparkasse Giro', 'Deaktivieren')
    const dialog = screen.getByRole('alertdialog', { name: 'Konto deaktivieren' })

    await user.click(within(dialog).getByRole('button', { name: 'Konto deaktivieren' }))
    await flush()
    expect(within(dialog).getByRole('alert').textContent).toContain(describeBackendError(httpStatus(503)).text)
    await user.click(within(dialog).getByRole('button', { name: 'Konto deaktivieren' }))
    await flush()
    expect(within(dialog).getByRole('alert').textContent).toContain(describeBackendError(TIMEOUT).text)
    expect(deactivateFinancialAccount).toHaveBeenCalledTimes(2)

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(count()).toBe(1)
  })

  it.each([
    ['Deaktivieren', 'Konto deaktivieren', 'deactivateFinancialAccount'],
    ['Löschen', 'Bankkonto löschen', 'deleteFinancialAccount'],
  ] as const)('%s: a retry whose notice goes keeps focus in the dialog, on its title', async (action, title, call) => {
    const user = setupUser()
    const { list } = listing(E.right([connected]))
    let calls = 0
    // The first call fails; the retry stays pending, so the notice and its button are gone while it runs.
    const failThenWait = vi.fn(() => () => (calls++ === 0 ? Promise.resolve(E.left(httpStatus(503))) : new Promise<never>(() => undefined)))
    renderApp(fakeBackend(list, { [call]: failThenWait }))
    await flush()
    await choose(user, 'Sparkasse Giro', action)
    const dialog = screen.getByRole('alertdialog', { name: title })
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement)
    await flush()
    await user.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }))
    await flush()
    expect(failThenWait).toHaveBeenCalledTimes(2)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: title }))
  })

  it('Löschen asks, deletes, resolves after 3 s and reads the accounts again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([connected, unconnected]), E.right([unconnected]))
    const deleteFinancialAccount = vi.fn((_id: string) => () => Promise.resolve(E.right(undefined)))
    renderApp(fakeBackend(list, { deleteFinancialAccount }))
    await flush()
    await choose(user, 'Sparkasse Giro', 'Löschen')
    const dialog = screen.getByRole('alertdialog', { name: 'Bankkonto löschen' })
    expect(dialog.textContent).toContain('„Sparkasse Giro“')
    await user.click(within(dialog).getByRole('button', { name: 'Konto löschen' }))
    expect(deleteFinancialAccount).toHaveBeenCalledWith('connected', expect.anything())
    await advance(ACCOUNT_DELETE_DELAY_MS - 1)
    expect(count()).toBe(1)
    await advance(1)
    expect(count()).toBe(2)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.queryByRole('article', { name: 'Sparkasse Giro' })).toBeNull()
  })
})

describe('actions that open a dialog', () => {
  it('Bearbeiten opens the edit dialog for the account', async () => {
    const user = setupUser()
    renderApp(fakeBackend(listing(E.right([connected])).list))
    await flush()
    await choose(user, 'Sparkasse Giro', 'Bearbeiten')
    const dialog = await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })
    expect((within(dialog).getByRole('textbox', { name: 'Bezeichnung' }) as HTMLInputElement).value).toBe('Sparkasse Giro')
  })

  it('Verbinden opens the wizard to reconnect the account, and reads the accounts again after', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([unconnected]))
    renderApp(fakeBackend(list))
    await flush()
    await choose(user, 'Barkasse', 'Verbinden')
    expect(JSON.parse((await screen.findByTestId('wizard-start')).textContent ?? '')).toEqual({
      mode: 'standard',
      reconnect: { financialAccountId: 'unconnected', iban: null, accountType: 'GIRO' },
    })
    await user.click(screen.getByRole('button', { name: 'Assistent fertig' }))
    await flush()
    expect(count()).toBe(2)
  })

  it('Konto hinzufügen opens the wizard in standard mode', async () => {
    const user = setupUser()
    renderApp(fakeBackend(listing(E.right([connected])).list))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Konto hinzufügen' }))
    expect(JSON.parse((await screen.findByTestId('wizard-start')).textContent ?? '')).toEqual({ mode: 'standard' })
  })

  it('Bankkonten bearbeiten goes to the account management dialog', async () => {
    const user = setupUser()
    const { router } = renderApp(fakeBackend(listing(E.right([connected])).list))
    await flush()
    await user.click(screen.getByRole('link', { name: 'Bankkonten bearbeiten' }))
    await flush()
    expect(router.state.location.pathname).toBe('/accountManagement')
    expect(screen.getByRole('heading', { level: 1, name: 'Bankkonten bearbeiten' })).toBeTruthy()
  })
})

describe('status polling on the hub', () => {
  const busy = { ...connected, state: { status: 'RUNNING' } }

  it('shows busy accounts, re-reads every 1 s while a sync runs (hub 4.6) and stops when all are IDLE', async () => {
    const { list, count } = listing(E.right([busy]), E.right([busy]), E.right([connected]))
    renderApp(fakeBackend(list))
    await flush()
    expect(within(screen.getByRole('article', { name: 'Sparkasse Giro' })).getByText('Wird synchronisiert …')).toBeTruthy()
    expect(HUB_BANK_SYNC_POLL_INTERVAL_MS).toBe(1000)
    await advance(HUB_BANK_SYNC_POLL_INTERVAL_MS - 1)
    expect(count()).toBe(1)
    await advance(1)
    expect(count()).toBe(2)
    await advance(HUB_BANK_SYNC_POLL_INTERVAL_MS)
    expect(count()).toBe(3)
    expect(within(screen.getByRole('article', { name: 'Sparkasse Giro' })).queryByText('Wird synchronisiert …')).toBeNull()
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(3)
  })

  it('a failed re-read keeps the cards shown with the error and a retry above them', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([busy]), E.left(TIMEOUT), E.right([connected]))
    renderApp(fakeBackend(list))
    await flush()
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(2)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(describeBackendError(TIMEOUT).text)
    expect(screen.getByRole('article', { name: 'Sparkasse Giro' })).toBeTruthy()
    // The notice stands before the cards.
    expect(alert.compareDocumentPosition(screen.getByRole('article', { name: 'Sparkasse Giro' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await flush()
    expect(count()).toBe(3)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(within(screen.getByRole('article', { name: 'Sparkasse Giro' })).queryByText('Wird synchronisiert …')).toBeNull()
  })

  it('stops when the hub is left', async () => {
    const { list, count } = listing(E.right([busy]))
    const { unmount } = renderApp(fakeBackend(list))
    await flush()
    await advance(HUB_BANK_SYNC_POLL_INTERVAL_MS)
    expect(count()).toBe(2)
    unmount()
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(2)
  })
})
