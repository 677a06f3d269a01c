/**
 * Feedback after an action that changed accounts (issue 10, item 2), the repair on a card (item 5) and the problem
 * link (hub 4.6): the hub says what happened in a polite live region and shows the account's card on its tab and
 * page, highlighted for ACCOUNT_CARD_HIGHLIGHT_MS.
 */
import { ACCOUNT_DELETE_DELAY_MS, type FinancialAccount, type FinancialContact } from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { scriptedAccountList as listing } from '../../test/account-listing.ts'
import { flush, passTime as advance, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccount, fakeBackend, renderApp, wireAccount } from '../../test/render-app.tsx'
import { ACCOUNT_CARD_HIGHLIGHT_MS } from './constants.ts'

vi.mock('../add-account/AddAccountWizardDialog.tsx', () => import('../../test/dialog-stand-ins.tsx'))

withFakeTimers()
afterEach(() => vi.restoreAllMocks())

const loginError = 'Ihre Bank hat die Anmeldung abgelehnt. Bitte geben Sie Ihre Zugangsdaten erneut ein.'
const mietkonto = decodeAccount(
  wireAccount('miete', {
    name: 'Mietkonto',
    connected: true,
    financialContact: { financialContactId: 'fc-volksbank', errorMessage: loginError },
  }),
)
const syncFailed = decodeAccount(
  wireAccount('db', {
    name: 'Girokonto Deutsche Bank',
    connected: true,
    state: { status: 'IDLE', errorOnSync: true },
    financialContact: { financialContactId: 'fc-db' },
  }),
)
/** Seven active accounts: at 3 a page the last is on page 3 of "Aktiv". */
const active: ReadonlyArray<FinancialAccount> = Array.from({ length: 7 }, (_, i) =>
  decodeAccount(wireAccount(`a${i}`, { name: `Konto ${i + 1}`, connected: true })),
)
const added = decodeAccount(wireAccount('fa-added', { name: 'Neues Tagesgeld', connected: true }))

const announcement = () => screen.getByTestId('hub-announcement')
const isSelected = (name: RegExp) => screen.getByRole('tab', { name }).getAttribute('aria-selected') === 'true'
const highlighted = (name: string) => screen.getByRole('article', { name }).getAttribute('data-highlighted') === 'true'

describe('after an action that changed accounts', () => {
  it('the wizard added an account: says so, and shows its card on its tab and page, highlighted for a moment', async () => {
    const user = setupUser()
    const { list } = listing(E.right([mietkonto, ...active]), E.right([mietkonto, ...active, added]))
    renderApp(fakeBackend(list))
    await flush()
    expect(isSelected(/^Fehlerhaft/)).toBe(true)
    expect(announcement().getAttribute('aria-live')).toBe('polite')
    expect(announcement().textContent).toBe('')

    await user.click(screen.getByRole('button', { name: 'Konto hinzufügen' }))
    await user.click(await screen.findByRole('button', { name: 'Assistent fertig' })) // closes naming ['fa-added']
    await flush()

    expect(announcement().textContent).toBe('Das Konto „Neues Tagesgeld“ wurde hinzugefügt.')
    expect(isSelected(/^Aktiv/)).toBe(true)
    expect(within(screen.getByRole('navigation', { name: 'Seiten der Konten' })).getByText('Seite 3 von 3')).toBeTruthy()
    expect(highlighted('Neues Tagesgeld')).toBe(true)

    await advance(ACCOUNT_CARD_HIGHLIGHT_MS - 1)
    expect(highlighted('Neues Tagesgeld')).toBe(true)
    await advance(1)
    expect(highlighted('Neues Tagesgeld')).toBe(false)
    expect(announcement().textContent).toBe('Das Konto „Neues Tagesgeld“ wurde hinzugefügt.')
  })

  it('a canceled wizard says nothing and reads nothing again', async () => {
    const user = setupUser()
    const { list, count } = listing(E.right(active))
    renderApp(fakeBackend(list))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Konto hinzufügen' }))
    await user.click(await screen.findByRole('button', { name: 'Assistent abbrechen' }))
    await flush()
    expect(count()).toBe(1)
    expect(announcement().textContent).toBe('')
  })

  it('deactivating moves to the Deaktiviert tab, where the card is highlighted', async () => {
    const user = setupUser()
    const first = active[0] as FinancialAccount
    const { list } = listing(E.right(active), E.right([{ ...first, deactivated: true }, ...active.slice(1)]))
    renderApp(fakeBackend(list, { deactivateFinancialAccount: () => () => Promise.resolve(E.right(first)) }))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Aktionen für Konto 1' }))
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Deaktivieren' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Konto deaktivieren' }))
    await flush()
    expect(announcement().textContent).toBe('Das Konto „Konto 1“ wurde deaktiviert.')
    expect(isSelected(/^Deaktiviert/)).toBe(true)
    expect(highlighted('Konto 1')).toBe(true)
  })

  it('deleting says so, naming the account that is gone', async () => {
    const user = setupUser()
    const { list } = listing(E.right(active), E.right(active.slice(1)))
    renderApp(fakeBackend(list, { deleteFinancialAccount: () => () => Promise.resolve(E.right(undefined)) }))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Aktionen für Konto 1' }))
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Löschen' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Konto löschen' }))
    await advance(ACCOUNT_DELETE_DELAY_MS)
    await flush()
    expect(announcement().textContent).toBe('Das Konto „Konto 1“ wurde gelöscht.')
    expect(screen.queryByRole('article', { name: 'Konto 1' })).toBeNull()
  })

  it('scrolls the card into view, without the smooth motion when the user asked for less', async () => {
    const scroll = vi.fn()
    Element.prototype.scrollIntoView = scroll // jsdom has none
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }))
    const user = setupUser()
    const { list } = listing(E.right(active), E.right([...active, added]))
    renderApp(fakeBackend(list))
    await flush()
    await user.click(screen.getByRole('button', { name: 'Konto hinzufügen' }))
    await user.click(await screen.findByRole('button', { name: 'Assistent fertig' }))
    await flush()
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' })
    expect(scroll.mock.contexts.at(-1)).toBe(screen.getByRole('article', { name: 'Neues Tagesgeld' }))
  })
})

describe('the repair on a card', () => {
  const contact: FinancialContact = { financialContactId: 'fc-volksbank', bankName: 'Berliner Volksbank', bankCode: '10090000' }

  it('"Zugangsdaten eingeben" opens the credentials dialog for the card’s login', async () => {
    const user = setupUser()
    const getFinancialContact = vi.fn((_id: string) => () => Promise.resolve(E.right(contact)))
    const getBankDetails = vi.fn(() => () => new Promise<never>(() => undefined))
    renderApp(fakeBackend(listing(E.right([mietkonto, syncFailed])).list, { getFinancialContact, getBankDetails }))
    await flush()
    const card = screen.getByRole('article', { name: 'Mietkonto' })
    await user.click(within(card).getByRole('button', { name: 'Zugangsdaten eingeben: Mietkonto' }))
    await flush()
    expect(getFinancialContact).toHaveBeenCalledWith('fc-volksbank', expect.anything())
    const dialog = screen.getByRole('dialog', { name: 'Zugangsdaten ändern' })
    expect(within(dialog).getByText('Bank: Berliner Volksbank')).toBeTruthy()
    expect(within(within(dialog).getByRole('region', { name: 'Betroffene Konten' })).getByRole('listitem').textContent).toBe('Mietkonto')
  })

  it('"Erneut synchronisieren" starts the sync through the account’s login, without a PIN', async () => {
    const user = setupUser()
    const updateOnlineBankingData = vi.fn((_c: string, _a: string, _h: unknown) => () => Promise.resolve(E.right(syncFailed)))
    const { list } = listing(E.right([syncFailed]), E.right([{ ...syncFailed, state: { status: 'RUNNING', errorOnSync: false } }]))
    renderApp(fakeBackend(list, { updateOnlineBankingData }))
    await flush()
    const card = screen.getByRole('article', { name: 'Girokonto Deutsche Bank' })
    expect(within(card).queryByRole('button', { name: /Zugangsdaten eingeben/ })).toBeNull()
    await user.click(within(card).getByRole('button', { name: 'Erneut synchronisieren: Girokonto Deutsche Bank' }))
    await flush()
    expect(updateOnlineBankingData).toHaveBeenCalledExactlyOnceWith('fc-db', 'db', { pin: null }, expect.anything())
    expect(announcement().textContent).toBe('Die Synchronisierung von „Girokonto Deutsche Bank“ wurde gestartet.')
    expect(within(screen.getByRole('article', { name: 'Girokonto Deutsche Bank' })).getByText('Wird synchronisiert …')).toBeTruthy()
  })

  it('cards without a problem have no repair button', async () => {
    const { list } = listing(E.right(active))
    renderApp(fakeBackend(list))
    await flush()
    // The fake backend reads no transactions, so each card's balance chart offers its own retry; that is no repair.
    const cardButtons = (card: HTMLElement) => within(card).getAllByRole('button').filter((b) => b.closest('.balance-chart-note') === null)
    for (const card of screen.getAllByRole('article')) expect(cardButtons(card).map((b) => b.textContent)).toEqual(['Aktionen'])
  })
})

describe('the problem link (hub 4.6)', () => {
  it('is a link that opens the whole problem, with the repair', async () => {
    const user = setupUser()
    const getFinancialContact = vi.fn((_id: string) => () => Promise.resolve(E.right({ financialContactId: 'fc-volksbank', bankName: 'Berliner Volksbank' })))
    const getBankDetails = vi.fn(() => () => new Promise<never>(() => undefined))
    renderApp(fakeBackend(listing(E.right([mietkonto])).list, { getFinancialContact, getBankDetails }))
    await flush()
    const link = within(screen.getByRole('article', { name: 'Mietkonto' })).getByRole('link', { name: `${loginError} (Mietkonto)` })
    await user.click(link)
    await flush()
    const dialog = screen.getByRole('dialog', { name: 'Problem mit „Mietkonto“' })
    expect(within(dialog).getByText(loginError)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Zugangsdaten eingeben: Mietkonto' }))
    await flush()
    expect(getFinancialContact).toHaveBeenCalledWith('fc-volksbank', expect.anything())
    expect(screen.getByRole('dialog', { name: 'Zugangsdaten ändern' })).toBeTruthy()
  })
})
