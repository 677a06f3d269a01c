/** The profile-type dialog (issue 15; hub-and-business-account 3 "Stored locally", 4.11, 5). */
import { httpStatus, type Backend, type BankingPort, type Clock, type FinancialAccount } from '@kontor/core'
import { act, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodeAccount, renderInStore, wireAccount } from '../../test/render-app.tsx'
import { setupRealTimersUser } from '../../test/user.ts'
import { ProfileTypeDialogDoor } from './ProfileTypeDialog.tsx'
import { backendWith } from '../../test/backend-with.ts'

const untyped = decodeAccount(wireAccount('giro', { name: 'Girokonto Volksbank', usingProfileType: null, lockVersion: 3 }))
const untypedCard = decodeAccount(wireAccount('card', { name: 'Kreditkarte', type: 'CREDITCARD' }))
const typed = decodeAccount(wireAccount('typed', { name: 'Geschäftskonto', usingProfileType: 'BUSINESS' }))
const providerAccount = decodeAccount(wireAccount('bank', { name: 'Geschäftskonto Bank', type: 'LEXBANK' }))

const KEY = 'kontor.profileTypeDialog.lastAppearance.default'
const TITLE = 'Wie nutzen Sie Ihre Konten?'

/** A clock the test moves: 10:00 in Berlin on 26 November 2026. */
const movableClock = (iso = '2026-11-26T09:00:00Z') => {
  let now = new Date(iso)
  const clock: Clock = { now: () => now }
  return { clock, moveTo: (next: string) => void (now = new Date(next)) }
}

/** A backend on this clock whose account update is `update`. */
const doorBackend = (clock: Clock, update: BankingPort['updateFinancialAccount'] = vi.fn()): Backend =>
  backendWith({ accounts: [], banking: { updateFinancialAccount: update }, clock })

const renderDoor = (backend: Backend, accounts: ReadonlyArray<FinancialAccount>, onSaved = vi.fn(), organisationFromPath?: string) =>
  renderInStore(<ProfileTypeDialogDoor accounts={accounts} onSaved={onSaved} organisationFromPath={organisationFromPath} />, backend)

/** Lets the door's decision (after the organisation is known) run. */
const settle = () => act(async () => void (await Promise.resolve()))

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('when the profile-type dialog appears', () => {
  it('appears once per day per organisation: not again the same day, again on the next Berlin day', async () => {
    const { clock, moveTo } = movableClock()
    const first = renderDoor(doorBackend(clock), [untyped])
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy()
    expect(localStorage.getItem(KEY)).toBe('2026-11-26T09:00:00.000Z')
    first.unmount()

    moveTo('2026-11-26T22:59:00Z') // 23:59 in Berlin, the same day
    const again = renderDoor(doorBackend(clock), [untyped])
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    again.unmount()

    moveTo('2026-11-26T23:00:00Z') // 00:00 on 27 November in Berlin
    renderDoor(doorBackend(clock), [untyped])
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy()
    expect(localStorage.getItem(KEY)).toBe('2026-11-26T23:00:00.000Z')
  })

  it('keeps the day per organisation: shown for one, it still appears for another', async () => {
    const { clock } = movableClock()
    localStorage.setItem(KEY, '2026-11-26T08:00:00.000Z')
    renderDoor(doorBackend(clock), [untyped], vi.fn(), 'org-2')
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy()
    expect(localStorage.getItem('kontor.profileTypeDialog.lastAppearance.org-2')).toBe('2026-11-26T09:00:00.000Z')
  })

  it.each(['gestern', '2026-11-26', '{"shown":true}', '2099-01-01T00:00:00Z'])('reads a tampered entry %j as never shown', async (stored) => {
    localStorage.setItem(KEY, stored)
    renderDoor(doorBackend(movableClock().clock), [untyped])
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy()
  })

  it('asks only about active untyped accounts whose usage may be set, and stays away (storing nothing) when there are none', async () => {
    const { clock } = movableClock()
    const view = renderDoor(doorBackend(clock), [typed, providerAccount])
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
    view.unmount()

    renderDoor(doorBackend(clock), [typed, untyped, providerAccount, untypedCard])
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(2)
    expect(within(dialog).getByRole('radiogroup', { name: 'Girokonto Volksbank' })).toBeTruthy()
    expect(within(dialog).getByRole('radiogroup', { name: 'Kreditkarte' })).toBeTruthy()
  })
})

describe('answering the profile-type dialog', () => {
  it('refuses to save with no account chosen, with the message on the field', async () => {
    const update = vi.fn<BankingPort['updateFinancialAccount']>()
    renderDoor(doorBackend(movableClock().clock, update), [untyped])
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    await setupRealTimersUser().click(within(dialog).getByRole('button', { name: 'Speichern' }))
    const group = within(dialog).getByRole('radiogroup', { name: 'Girokonto Volksbank' })
    expect(group.textContent).toContain('Wählen Sie bitte mindestens ein Konto aus.')
    expect(group.getAttribute('aria-invalid') ?? group.querySelector('[aria-invalid]')).toBeTruthy()
    expect(update).not.toHaveBeenCalled()
  })

  it('saves each chosen account through the account update, with its whole body and the new usage', async () => {
    const update = vi.fn<BankingPort['updateFinancialAccount']>((_id, _body) => () => Promise.resolve(E.right(untyped)))
    const onSaved = vi.fn()
    renderDoor(doorBackend(movableClock().clock, update), [untyped, untypedCard], onSaved)
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    const user = setupRealTimersUser()
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Girokonto Volksbank' })).getByRole('radio', { name: 'Gemischt' }))
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(update).toHaveBeenCalledTimes(1)
    expect(update.mock.calls[0]?.[0]).toBe('giro')
    expect(update.mock.calls[0]?.[1]).toMatchObject({ name: 'Girokonto Volksbank', type: 'GIRO', usingProfileType: 'MIXED', lockVersion: 3 })
    expect(onSaved).toHaveBeenCalledWith('Die Nutzung des Kontos wurde gespeichert.')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the choices after a failed save and does not send an account already saved again', async () => {
    const answers = [E.right(untyped), E.left(httpStatus(503)), E.right(untypedCard)]
    const update = vi.fn<BankingPort['updateFinancialAccount']>(() => () => Promise.resolve(answers.shift() ?? E.left(httpStatus(500))))
    const onSaved = vi.fn()
    renderDoor(doorBackend(movableClock().clock, update), [untyped, untypedCard], onSaved)
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    const user = setupRealTimersUser()
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Girokonto Volksbank' })).getByRole('radio', { name: 'Geschäftlich' }))
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Kreditkarte' })).getByRole('radio', { name: 'Privat' }))
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(await within(dialog).findByText('Die Nutzung konnte nicht gespeichert werden. Ihre Auswahl bleibt erhalten.')).toBeTruthy()
    expect((within(within(dialog).getByRole('radiogroup', { name: 'Kreditkarte' })).getByRole('radio', { name: 'Privat' }) as HTMLInputElement).checked).toBe(true)
    expect(onSaved).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(update.mock.calls.map(([id]) => id)).toEqual(['giro', 'card', 'card'])
    expect(onSaved).toHaveBeenCalledWith('Die Nutzung von 2 Konten wurde gespeichert.')
  })

  it('closes with "Später" without saving', async () => {
    const update = vi.fn<BankingPort['updateFinancialAccount']>()
    renderDoor(doorBackend(movableClock().clock, update), [untyped])
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    await setupRealTimersUser().click(within(dialog).getByRole('button', { name: 'Später' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(update).not.toHaveBeenCalled()
  })
})
