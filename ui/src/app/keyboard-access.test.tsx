/**
 * Every dialog of the account screens by keyboard alone (issue 4: "keyboard and screen-reader usable"): reached with
 * Tab and Enter, closed with Escape, and focus back on what opened it; where that is gone after the change (a deleted
 * row, a card that moved to another tab), focus goes to the list's heading instead of the page's top.
 */
import type { BankingPort, FinancialAccount, FinancialContact } from '@kontor/core'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { ok } from '../features/add-account/wizard.test-kit.tsx'
import { scriptedAccountList } from '../test/account-listing.ts'
import { flush, passTime, setupUser, withFakeTimers } from '../test/fake-timers.ts'
import { decodeAccount, fakeBackend, renderApp, wireAccount } from '../test/render-app.tsx'

withFakeTimers()

const sparkasse = decodeAccount(
  wireAccount('sparkasse', {
    name: 'Sparkasse Giro',
    connected: true,
    iban: 'DE89370400440532013000',
    availableActions: ['EDIT', 'TRANSFER_MONEY_FINTS'],
    financialContact: { financialContactId: 'contact-1', maxTransactionHistoryInDays: 90 },
  }),
)
const kasse = decodeAccount(wireAccount('kasse', { name: 'Barkasse', connected: false, availableActions: ['EDIT', 'TRANSFER_MONEY_FINTS'] }))
const LOGIN: FinancialContact = { financialContactId: 'contact-1', bankCode: '37040044', bankName: 'Commerzbank', userIdValues: ['max'] }

/** Presses Tab until `target` has the focus; fails when it is not reached (not reachable by keyboard). */
const tabTo = async (user: UserEvent, target: HTMLElement, maxPresses = 40) => {
  for (let i = 0; i < maxPresses && document.activeElement !== target; i += 1) await user.tab()
  expect(document.activeElement).toBe(target)
}

/** Escape closes the dialog; react-aria gives the focus back one frame later. */
const escape = async (user: UserEvent) => {
  await user.keyboard('{Escape}')
  await passTime(50)
}

const render = (accounts: ReadonlyArray<FinancialAccount>, banking: Partial<BankingPort> = {}, path = '/hub') =>
  renderApp(fakeBackend(scriptedAccountList(E.right(accounts)).list, banking), path)

describe('the hub by keyboard', () => {
  it('Konto hinzufügen: Enter opens the wizard (its code loads first), Escape closes it, focus is back on the button', async () => {
    const user = setupUser()
    render([sparkasse], { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) })
    await flush()
    const add = screen.getByRole('button', { name: 'Konto hinzufügen' })
    await tabTo(user, add)
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Konto hinzufügen' })
    // The focus is on the step's first field (the preselected choice), so the user can act at once.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Konto bei einer Bank verbinden' })))
    await escape(user)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(add)
  })

  it('a card menu item opens its dialog; Escape gives focus back to the menu button', async () => {
    const user = setupUser()
    render([sparkasse])
    await flush()
    const menuButton = screen.getByRole('button', { name: 'Aktionen für Sparkasse Giro' })
    await tabTo(user, menuButton)
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0])
    await user.keyboard('{End}{Enter}') // Bearbeiten is the last item
    const dialog = await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await escape(user)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(menuButton)
  })

  it('a confirmation closes with Escape and gives focus back; after a change that moves the card, focus goes to the heading', async () => {
    const user = setupUser()
    const deactivated = { ...sparkasse, deactivated: true }
    const { list } = scriptedAccountList(E.right([sparkasse, kasse]), E.right([deactivated, kasse]))
    const deactivateFinancialAccount = vi.fn(() => () => Promise.resolve(E.right(deactivated)))
    renderApp(fakeBackend(list, { deactivateFinancialAccount }))
    await flush()
    const menuButton = screen.getByRole('button', { name: 'Aktionen für Sparkasse Giro' })
    menuButton.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}{Enter}') // Trennen, Deaktivieren, …
    expect(await screen.findByRole('alertdialog', { name: 'Konto deaktivieren' })).toBeTruthy()
    await escape(user)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(menuButton)

    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{ArrowDown}{Enter}')
    const confirm = await screen.findByRole('alertdialog', { name: 'Konto deaktivieren' })
    await tabTo(user, within(confirm).getByRole('button', { name: 'Konto deaktivieren' }))
    await user.keyboard('{Enter}')
    await passTime(50)
    expect(deactivateFinancialAccount).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    // The card moved to the 'Deaktiviert' tab, which the hub now shows (issue 10: show the account concerned); the
    // button that had the focus went with the old tab, so the accounts heading has it, not the page's body.
    expect(screen.getByRole('tab', { name: /^Deaktiviert/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: 'Aktionen für Sparkasse Giro' })).not.toBe(menuButton)
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Konten' }))
  })
})

describe('the edit dialog by keyboard', () => {
  it('Zugangsdaten ändern opens the credentials dialog over it; Escape returns to the edit dialog, then closes it', async () => {
    const user = setupUser()
    render([sparkasse], { getFinancialContact: ok(LOGIN), getBankDetails: ok({ bankName: 'Commerzbank', bankCode: '37040044' }) })
    await flush()
    const menuButton = screen.getByRole('button', { name: 'Aktionen für Sparkasse Giro' })
    menuButton.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await user.keyboard('{End}{Enter}')
    const edit = await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })
    const change = within(edit).getByRole('button', { name: 'Zugangsdaten ändern' })
    await tabTo(user, change, 80)
    await user.keyboard('{Enter}')
    const credentials = await screen.findByRole('dialog', { name: 'Zugangsdaten ändern' })
    await waitFor(() => expect(credentials.contains(document.activeElement)).toBe(true))

    await escape(user)
    expect(screen.queryByRole('dialog', { name: 'Zugangsdaten ändern' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Bankkonto bearbeiten' })).toBeTruthy()
    expect(document.activeElement).toBe(change)

    await escape(user)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(menuButton)
  })

  it('Jetzt verbinden opens the wizard over it; Escape returns to the edit dialog with focus on the link', async () => {
    const user = setupUser()
    render([kasse], { listFinancialContacts: ok<ReadonlyArray<FinancialContact>>([]) }, '/accountManagement')
    await flush()
    screen.getByRole('button', { name: 'Barkasse bearbeiten' }).focus()
    await user.keyboard('{Enter}')
    const edit = await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })
    const connect = within(edit).getByRole('button', { name: 'Jetzt verbinden' })
    await tabTo(user, connect, 80)
    await user.keyboard('{Enter}')
    const wizard = await screen.findByRole('dialog', { name: 'Konto hinzufügen' })
    await waitFor(() => expect(wizard.contains(document.activeElement)).toBe(true))
    await escape(user)
    expect(screen.queryByRole('dialog', { name: 'Konto hinzufügen' })).toBeNull()
    expect(document.activeElement).toBe(connect)
  })
})

describe('the account management page by keyboard', () => {
  it('edit opens and closes by keyboard; a deleted row hands the focus to the title', async () => {
    const user = setupUser()
    const { list } = scriptedAccountList(E.right([sparkasse, kasse]), E.right([kasse]))
    const deleteFinancialAccount = vi.fn(() => () => Promise.resolve(E.right(undefined)))
    renderApp(fakeBackend(list, { deleteFinancialAccount }), '/accountManagement')
    await flush()

    const edit = screen.getByRole('button', { name: 'Sparkasse Giro bearbeiten' })
    await tabTo(user, edit)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Bankkonto bearbeiten' })).toBeTruthy()
    await escape(user)
    expect(document.activeElement).toBe(edit)

    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sparkasse Giro löschen' }))
    await user.keyboard('{Enter}')
    const confirm = await screen.findByRole('alertdialog', { name: 'Bankkonto löschen' })
    await tabTo(user, within(confirm).getByRole('button', { name: 'Konto löschen' }))
    await user.keyboard('{Enter}')
    await passTime(3000) // the deletion resolves after 3 s, then the list is read again
    await passTime(50)
    expect(screen.queryByRole('listitem', { name: 'Sparkasse Giro' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Bankkonten bearbeiten' }))
  })
})
