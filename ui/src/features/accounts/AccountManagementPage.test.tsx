import {
  ACCOUNT_DELETE_DELAY_MS,
  ACCOUNT_STATUS_POLL_INTERVAL_MS,
  describeBackendError,
  httpStatus,
  TIMEOUT,
  type BackendError,
  type FinancialAccount,
} from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { scriptedAccountList as listing } from '../../test/account-listing.ts'
import { flush, passTime as advance, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccount, fakeBackend, renderApp, wireAccount } from '../../test/render-app.tsx'
import { hostEmbeddingOverrideAtom } from './account-management.atoms.ts'

// The wizard has its own tests; here it is a stand-in that shows how it was opened.
vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))

withFakeTimers()

type Accounts = ReadonlyArray<FinancialAccount>
type Answer = E.Either<BackendError, Accounts>

const TRANSFER = ['TRANSFER_MONEY_FINTS', 'EDIT'] as const
const giro = decodeAccount(
  wireAccount('giro', { name: 'Geschäftskonto Sparkasse', bankName: 'Berliner Sparkasse', iban: 'DE89370400440532013000', availableActions: [...TRANSFER] }),
)
const savings = decodeAccount(wireAccount('savings', { name: 'Tagesgeld', bankName: 'ING', availableActions: ['TRANSFER_MONEY_WEBHOOK'] }))
const paypal = decodeAccount(wireAccount('paypal', { name: 'PayPal', type: 'PAYPAL', availableActions: ['EDIT'] }))
const busy = (a: FinancialAccount): FinancialAccount => ({ ...a, state: { status: 'RUNNING' } })

const rows = () => within(screen.getByRole('list', { name: 'Bankkonten' })).getAllByRole('listitem')
const row = (name: string) => screen.getByRole('listitem', { name })

describe('the account list', () => {
  it('lists every account the hub shows, with bank, IBAN and the hub state, and offers what each allows', async () => {
    const { list, queries } = listing(E.right([giro, paypal, savings]))
    renderApp(fakeBackend(list), '/accountManagement')
    // The page's code loads when it is first shown.
    expect(screen.getByRole('status').textContent).toBe('Seite wird geladen …')
    await flush()

    expect(screen.getByRole('heading', { level: 1, name: 'Bankkonten bearbeiten' })).toBeTruthy()
    // The hub's read, without the transfer filter that hid 5 of the demo's 9 accounts.
    expect(queries()).toEqual([{}])
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual(['Geschäftskonto Sparkasse', 'PayPal', 'Tagesgeld'])
    const sparkasse = row('Geschäftskonto Sparkasse')
    expect(within(sparkasse).getByText('Berliner Sparkasse')).toBeTruthy()
    expect(within(sparkasse).getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy()
    expect(within(sparkasse).getByText('Aktiv')).toBeTruthy()
    expect(within(sparkasse).getByRole('button', { name: 'Geschäftskonto Sparkasse bearbeiten' })).toBeTruthy()
    expect(within(row('PayPal')).getByRole('button', { name: 'PayPal bearbeiten' })).toBeTruthy()
    // Without EDIT there is nothing to edit.
    expect(within(row('Tagesgeld')).queryByRole('button', { name: /bearbeiten/ })).toBeNull()
    expect(within(row('Tagesgeld')).getByRole('button', { name: 'Tagesgeld löschen' })).toBeTruthy()
  })

  it('says an account failed as the hub does: a rejected bank login, a failed sync (also when deactivated), with why', async () => {
    const rejected = 'Ihre Bank hat die Anmeldung abgelehnt. Bitte geben Sie Ihre Zugangsdaten erneut ein.'
    const rent: FinancialAccount = { ...giro, financialAccountId: 'rent', name: 'Mietkonto', financialContact: { financialContactId: 'fc-rent', errorMessage: rejected } }
    const failedOld: FinancialAccount = { ...savings, financialAccountId: 'old', name: 'Altkonto', deactivated: true, state: { status: 'IDLE', errorOnSync: true } }
    const off: FinancialAccount = { ...savings, financialAccountId: 'off', name: 'Ruhekonto', deactivated: true }
    renderApp(fakeBackend(listing(E.right([rent, failedOld, off])).list), '/accountManagement')
    await flush()
    expect(within(row('Mietkonto')).getByText('Fehlerhaft')).toBeTruthy()
    expect(within(row('Mietkonto')).getByRole('note').textContent).toBe(rejected)
    expect(within(row('Altkonto')).getByText('Fehlerhaft')).toBeTruthy()
    expect(within(row('Altkonto')).getByRole('note').textContent).toBe('Die letzte Synchronisierung ist fehlgeschlagen.')
    expect(within(row('Ruhekonto')).getByText('Deaktiviert')).toBeTruthy()
    expect(within(row('Ruhekonto')).queryByRole('note')).toBeNull()
    expect(screen.queryByText('Bereit')).toBeNull()
  })

  it('says that the accounts are loading until they are read', async () => {
    let answer: (result: Answer) => void = () => undefined
    const list = () => () => new Promise<Answer>((resolve) => (answer = resolve))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    expect(screen.getByRole('status').textContent).toBe('Bankkonten werden geladen …')
    answer(E.right([giro]))
    await flush()
    expect(screen.queryByRole('status')).toBeNull()
    expect(rows()).toHaveLength(1)
  })

  it('says so when there is no account', async () => {
    renderApp(fakeBackend(listing(E.right([])).list), '/accountManagement')
    await flush()
    expect(screen.getByText('Sie haben noch kein Bankkonto.')).toBeTruthy()
  })

  it('shows a failed load with a retry that reads again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.left(TIMEOUT), E.right([giro]))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(describeBackendError(TIMEOUT).text)
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await flush()
    expect(rows()).toHaveLength(1)
    expect(count()).toBe(2)
  })
})

describe('status polling', () => {
  it('re-reads every 3 s while an account is busy, shows it busy, and stops once all are IDLE', async () => {
    const { list, count } = listing(E.right([busy(giro), savings]), E.right([busy(giro), savings]), E.right([giro, savings]))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    expect(within(row('Geschäftskonto Sparkasse')).getByText('Wird synchronisiert …', { exact: false })).toBeTruthy()
    expect(count()).toBe(1)

    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS - 1)
    expect(count()).toBe(1)
    await advance(1)
    expect(count()).toBe(2)
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(3)
    expect(within(row('Geschäftskonto Sparkasse')).getByText('Aktiv')).toBeTruthy()
    expect(within(row('Geschäftskonto Sparkasse')).queryByText('Wird synchronisiert …', { exact: false })).toBeNull()

    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(3)
  })

  it('stops when the page is left', async () => {
    const { list, count } = listing(E.right([busy(giro)]))
    const { unmount } = renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    await advance(ACCOUNT_STATUS_POLL_INTERVAL_MS)
    const before = count()
    expect(before).toBeGreaterThanOrEqual(2)
    unmount()
    await advance(5 * ACCOUNT_STATUS_POLL_INTERVAL_MS)
    expect(count()).toBe(before)
  })
})

describe('deleting an account', () => {
  it('asks, deletes, waits 3 s with a status, then reads the list again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([giro, savings]), E.right([savings]))
    const deleteFinancialAccount = vi.fn((_id: string) => () => Promise.resolve(E.right(undefined)))
    renderApp(fakeBackend(list, { deleteFinancialAccount }), '/accountManagement')
    await flush()

    await user.click(screen.getByRole('button', { name: 'Geschäftskonto Sparkasse löschen' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Bankkonto löschen' })
    expect(dialog.textContent).toContain('Möchten Sie das Konto „Geschäftskonto Sparkasse“ wirklich löschen?')
    expect(deleteFinancialAccount).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Konto löschen' }))
    expect(deleteFinancialAccount).toHaveBeenCalledWith('giro', expect.anything())
    expect(within(dialog).getByRole('status').textContent).toBe('Das Konto wird gelöscht …')
    expect(within(dialog).getByRole('button', { name: 'Konto löschen' }).hasAttribute('disabled')).toBe(true)

    await advance(ACCOUNT_DELETE_DELAY_MS - 1)
    expect(count()).toBe(1)
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    await advance(1)
    expect(count()).toBe(2)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual(['Tagesgeld'])
  })

  it('cancelling makes no call', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([giro]))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    await user.click(screen.getByRole('button', { name: 'Geschäftskonto Sparkasse löschen' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await advance(ACCOUNT_DELETE_DELAY_MS)
    expect(count()).toBe(1)
  })

  it('a failed delete shows the error in the dialog, which stays usable; confirming again retries', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([giro]), E.right([]))
    const answers = [E.left(httpStatus(503)), E.right(undefined)]
    const deleteFinancialAccount = vi.fn(() => () => Promise.resolve(answers.shift() ?? E.right(undefined)))
    renderApp(fakeBackend(list, { deleteFinancialAccount }), '/accountManagement')
    await flush()
    await user.click(screen.getByRole('button', { name: 'Geschäftskonto Sparkasse löschen' }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Konto löschen' }))
    await flush()
    expect(within(dialog).getByRole('alert').textContent).toContain(describeBackendError(httpStatus(503)).text)
    expect(within(dialog).getByRole('button', { name: 'Konto löschen' }).hasAttribute('disabled')).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Konto löschen' }))
    expect(deleteFinancialAccount).toHaveBeenCalledTimes(2)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await advance(ACCOUNT_DELETE_DELAY_MS)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByText('Sie haben noch kein Bankkonto.')).toBeTruthy()
    expect(count()).toBe(2)
  })
})

describe('one way out', () => {
  const embedded = () => {
    const send = vi.fn()
    return { send, embedding: { embedded: true, channel: { send, listen: () => () => undefined } } }
  }

  it('embedded: alone in the frame, no navigation, one close button that tells the host accountManagementClosed', async () => {
    const user = setupUser()
    const { send, embedding } = embedded()
    const { store, router } = renderApp(fakeBackend(listing(E.right([giro])).list), '/accountManagement')
    store.set(hostEmbeddingOverrideAtom, embedding)
    await flush()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getByRole('main', { name: 'Bankkonten bearbeiten' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(send).toHaveBeenCalledExactlyOnceWith('accountManagementClosed')
    expect(router.state.location.pathname).toBe('/accountManagement')
  })

  it('on its own: in the app layout with its navigation; close goes back to the hub and tells nobody', async () => {
    const user = setupUser()
    const send = vi.fn()
    const { store, router } = renderApp(fakeBackend(listing(E.right([giro])).list), '/accountManagement')
    store.set(hostEmbeddingOverrideAtom, { embedded: false, channel: { send, listen: () => () => undefined } })
    await flush()
    expect(within(screen.getByRole('navigation', { name: 'Banking' })).getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/hub')
    // One main landmark, the layout's, with the page in it.
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Bankkonten bearbeiten' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Schließen' }))
    await flush()
    expect(router.state.location.pathname).toBe('/hub')
    expect(send).not.toHaveBeenCalled()
  })
})

describe('adding and editing', () => {
  it('opens the wizard at its first step s10 (not giro-only), and reads the list again when accounts were added', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([giro]), E.right([giro, savings]))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    await user.click(screen.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }))
    expect(JSON.parse((await screen.findByTestId('wizard-start')).textContent ?? '')).toEqual({ mode: 'standard' })
    await user.click(screen.getByRole('button', { name: 'Assistent fertig' }))
    await flush()
    expect(screen.queryByRole('dialog', { name: 'Assistent' })).toBeNull()
    expect(count()).toBe(2)
    expect(rows()).toHaveLength(2)
  })

  it('a canceled wizard reads nothing again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right([giro]))
    renderApp(fakeBackend(list), '/accountManagement')
    await flush()
    await user.click(screen.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }))
    await user.click(await screen.findByRole('button', { name: 'Assistent abbrechen' }))
    await flush()
    expect(count()).toBe(1)
  })

  it('opens the edit dialog for the row', async () => {
    const user = setupUser()
    renderApp(fakeBackend(listing(E.right([giro])).list), '/accountManagement')
    await flush()
    await user.click(screen.getByRole('button', { name: 'Geschäftskonto Sparkasse bearbeiten' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })
    expect((within(dialog).getByRole('textbox', { name: 'Bezeichnung' }) as HTMLInputElement).value).toBe('Geschäftskonto Sparkasse')
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('dialog', { name: 'Bankkonto bearbeiten' })).toBeNull()
  })
})
