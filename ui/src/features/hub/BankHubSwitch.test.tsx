/** The switch to the new banking app on the hub (issue 15; hub-and-business-account 1, 3 "Stored locally", 4.10, 6). */
import { fixedClock, type Backend } from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { setupRealTimersUser } from '../../test/user.ts'
import { BankHubSwitch } from './BankHubSwitch.tsx'

const SWITCH = ['FINANCE_REACT_BANK_HUB_SWITCH']
const FLAG_KEY = 'kontor.bankHubSwitch.infoShown'
const DIALOG = 'Wechsel zum neuen Banking'

const backendAt = (iso: string): Backend => ({ ...fakeBackend(() => () => Promise.resolve(E.right([]))), clock: fixedClock(new Date(iso)) })

const renderSwitch = (iso: string, privileges: ReadonlyArray<string> = SWITCH, leave = vi.fn()) => ({
  leave,
  ...renderInStore(<BankHubSwitch privileges={privileges} leave={leave} />, backendAt(iso)),
})

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('the switch dialog around the deadline 30.07.2025 (Berlin)', () => {
  it('opens by itself once at 14 days left, storing the flag; not again after that', async () => {
    const first = renderSwitch('2025-07-16T08:00:00Z')
    const dialog = await screen.findByRole('dialog', { name: DIALOG })
    expect(dialog.textContent).toContain('Wechseln Sie bis zum 30.07.2025 zum neuen Banking: noch 14 Tage.')
    expect(localStorage.getItem(FLAG_KEY)).toBe('true')
    await setupRealTimersUser().click(within(dialog).getByRole('button', { name: 'Später' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    renderSwitch('2025-07-20T08:00:00Z')
    expect(await screen.findByTestId('bank-hub-switch-banner')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not open by itself at 15 days left (23:59 on 15 July in Berlin), only the banner shows', async () => {
    renderSwitch('2025-07-15T21:59:00Z')
    const banner = await screen.findByTestId('bank-hub-switch-banner')
    expect(banner.textContent).toContain('noch 15 Tage')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(FLAG_KEY)).toBeNull()
  })

  it('opens on the deadline day itself, and reads a tampered flag as not shown', async () => {
    localStorage.setItem(FLAG_KEY, 'ja')
    renderSwitch('2025-07-30T21:59:00Z')
    const dialog = await screen.findByRole('dialog', { name: DIALOG })
    expect(dialog.textContent).toContain('Heute ist der letzte Tag für den Wechsel zum neuen Banking (30.07.2025).')
  })

  it('after the deadline (today, 26.11.2026) it does not open by itself: the banner says the deadline passed and opens it on request', async () => {
    const { leave } = renderSwitch('2026-11-26T09:00:00Z')
    const banner = await screen.findByTestId('bank-hub-switch-banner')
    expect(banner.textContent).toContain('Der Wechsel zum neuen Banking war bis zum 30.07.2025 vorgesehen.')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(FLAG_KEY)).toBeNull()
    const user = setupRealTimersUser()
    await user.click(within(banner).getByRole('button', { name: 'Mehr erfahren' }))
    const dialog = await screen.findByRole('dialog', { name: DIALOG })
    await user.click(within(dialog).getByRole('button', { name: 'Zum neuen Banking wechseln' }))
    expect(leave).toHaveBeenCalledWith('/bnk/v2/dashboard')
  })
})

describe('the redirect to the new app', () => {
  it('sends users with FINANCE_REACT_BANK_HUB to the new app, with no banner or dialog', async () => {
    const { leave } = renderSwitch('2025-07-20T08:00:00Z', ['FINANCE_REACT_BANK_HUB', 'FINANCE_REACT_BANK_HUB_SWITCH'])
    expect(await screen.findByText('Sie werden zum neuen Banking weitergeleitet …')).toBeTruthy()
    expect(leave).toHaveBeenCalledWith('/bnk/v2/dashboard')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByTestId('bank-hub-switch-banner')).toBeNull()
  })

  it('shows nothing to users holding neither privilege', () => {
    const { leave, container } = renderSwitch('2025-07-20T08:00:00Z', ['FINANCE_LEXBANK_READ'])
    expect(container.textContent).toBe('')
    expect(leave).not.toHaveBeenCalled()
  })
})
