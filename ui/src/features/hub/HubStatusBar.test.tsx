/** The hub's status bar (hub-and-business-account 2.1, 4.10, 6): each button wired, by keyboard. */
import type { BackendError } from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { HubStatusBar } from './HubStatusBar.tsx'
import { hubActivationOfferedAtom } from './state-cards.atoms.ts'

/** `activationOffered`: what the state cards decided (core isBusinessAccountActivationOffered; StateCards.test.tsx). */
const renderBar = (privileges: ReadonlyArray<string> | undefined, activationOffered = false) => {
  const onRefresh = vi.fn()
  const onAddAccount = vi.fn()
  const leave = vi.fn()
  const router = createMemoryRouter(
    [
      { path: '/hub', element: <HubStatusBar privileges={privileges} onRefresh={onRefresh} onAddAccount={onAddAccount} leave={leave} /> },
      { path: '/banktransfer', element: <p>Überweisungsdialog</p> },
      { path: '/bnk/activate', element: <p>Aktivierung</p> },
    ],
    { initialEntries: ['/hub'] },
  )
  const backend = fakeBackend(() => () => Promise.resolve(E.left<BackendError, never>({ _tag: 'Network' })))
  const { store } = renderInStore(<RouterProvider router={router} />, backend)
  act(() => store.set(hubActivationOfferedAtom, activationOffered))
  return { onRefresh, onAddAccount, leave, router, bar: screen.getByRole('toolbar', { name: 'Aktionen' }) }
}

describe('the status bar', () => {
  it('refresh and add account call the hub; by keyboard, in order', async () => {
    const { onRefresh, onAddAccount, bar } = renderBar([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Aktualisieren' }))
    await user.keyboard('{Enter}')
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await user.tab()
    expect(document.activeElement).toBe(within(bar).getByRole('button', { name: 'Konto hinzufügen' }))
    await user.keyboard(' ')
    expect(onAddAccount).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['Neue Überweisung', 'single'],
    ['Neue Terminüberweisung', 'scheduled'],
    ['Neuer Dauerauftrag', 'standingOrder'],
  ])('%s opens the transfer dialog in its mode', async (label, mode) => {
    const { router, bar } = renderBar([])
    await userEvent.click(within(bar).getByRole('button', { name: label }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/banktransfer'))
    const key = new URLSearchParams(router.state.location.search).get('skey') ?? ''
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toMatchObject({ mode, dialogTitle: label, financialAccountId: null })
  })

  it('activate business account leads to the activation wizard at /bnk/activate', async () => {
    const { router, bar } = renderBar(['FINANCE_LEXBANK_READ'], true)
    const activate = within(bar).getByRole('link', { name: 'Geschäftskonto aktivieren' })
    expect(activate.getAttribute('href')).toBe('/bnk/activate')
    await userEvent.click(activate)
    await waitFor(() => expect(router.state.location.pathname).toBe('/bnk/activate'))
  })

  it('offers no activation unless the state cards say so', () => {
    const { bar } = renderBar(['FINANCE_LEXBANK_READ'], false)
    expect(within(bar).queryByRole('link', { name: 'Geschäftskonto aktivieren' })).toBeNull()
  })

  it('switch to new banking shows with FINANCE_REACT_BANK_HUB_SWITCH only, and leaves for the new app', async () => {
    const without = renderBar(['FINANCE_LEXBANK_READ'])
    expect(within(without.bar).queryByRole('button', { name: 'Zum neuen Banking wechseln' })).toBeNull()
    act(() => without.router.dispose())
    document.body.innerHTML = ''
    const { bar, leave } = renderBar(['FINANCE_REACT_BANK_HUB_SWITCH'])
    await userEvent.click(within(bar).getByRole('button', { name: 'Zum neuen Banking wechseln' }))
    expect(leave).toHaveBeenCalledWith('/bnk/v2/dashboard')
  })

  it('help opens the help page in a new tab', () => {
    const { bar } = renderBar(undefined)
    const help = within(bar).getByRole('link', { name: 'Hilfe (öffnet in neuem Tab)' })
    expect(help.getAttribute('href')).toBe('/hilfe.html')
    expect(help.getAttribute('target')).toBe('_blank')
    expect(within(bar).queryByRole('button', { name: 'Zum neuen Banking wechseln' })).toBeNull()
  })
})
