/** The fallback balance card and its settings dialog (issue 15; hub-and-business-account 2.6, 3, 9). */
import { httpStatus, type Backend, type FallbackCardSettings } from '@kontor/core'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { decodeAccount, demoBackend, fakeBackend, renderApp, wireAccount } from '../../test/render-app.tsx'
import { hubFallbackCardShownAtom } from './state-cards.atoms.ts'
import { backendWith, right } from '../../test/backend-with.ts'

const NBSP = '\u00a0'
const accounts = [
  decodeAccount(wireAccount('a', { name: 'Giro', balance: 100 })),
  decodeAccount(wireAccount('b', { name: 'Tagesgeld', balance: 50.25 })),
  decodeAccount(wireAccount('c', { name: 'Kasse', balance: -20 })),
]

const never = () => () => new Promise<never>(() => undefined)

/** The hub with the balance card allowed, as the state cards would allow it (4.5). */
const renderHub = (backend: Backend) => {
  const view = renderApp(backend)
  act(() => view.store.set(hubFallbackCardShownAtom, true))
  return view
}

/** A backend whose balance card settings are `stored`, saved as `save` answers; the save is a spy. */
const settingsBackend = (stored: FallbackCardSettings, save: (s: FallbackCardSettings) => E.Either<ReturnType<typeof httpStatus>, FallbackCardSettings>) => {
  const saveFallbackCardSettings = vi.fn((settings: FallbackCardSettings) => () => Promise.resolve(save(settings)))
  const backend = backendWith({
    accounts,
    // The state cards' reads never answer here: the test says itself that the balance card may show.
    hub: { getAccountState: never, getUserSetting: never, getFallbackCardSettings: () => right(stored), saveFallbackCardSettings },
    transactions: { getTransactionSummary: never, listTransactions: never },
  })
  return { backend, saveFallbackCardSettings }
}

const rows = async () => {
  const card = await screen.findByTestId('fallback-card')
  await within(card).findAllByRole('term').catch(() => [])
  return within(card).queryAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
}

describe('the fallback balance card', () => {
  it('mode 0 shows every account and the sum', async () => {
    renderHub(settingsBackend({ accountMode: 0 }, E.right).backend)
    expect(await rows()).toEqual([
      ['Giro', `100,00${NBSP}€`],
      ['Tagesgeld', `50,25${NBSP}€`],
      ['Kasse', `-20,00${NBSP}€`],
      ['Summe', `130,25${NBSP}€`],
    ])
  })

  it('mode 1 leaves out the hidden accounts (list and older map); mode 2 shows none and says so', async () => {
    renderHub(settingsBackend({ accountMode: 1, hiddenAccountIds: ['a'], accountIdMap: { c: true } }, E.right).backend)
    expect(await rows()).toEqual([['Tagesgeld', `50,25${NBSP}€`]])
  })

  it('mode 2 says that no account is chosen', async () => {
    renderHub(settingsBackend({ accountMode: 2 }, E.right).backend)
    const card = await screen.findByTestId('fallback-card')
    expect(await within(card).findByText('Es sind keine Konten für diese Übersicht ausgewählt.')).toBeTruthy()
  })
})

describe('a failed read of the settings', () => {
  it('shows no balances (some may be hidden), says so, and reads again on retry', async () => {
    const user = userEvent.setup()
    let answer: E.Either<ReturnType<typeof httpStatus>, FallbackCardSettings> = E.left(httpStatus(503))
    const backend = fakeBackend(() => () => Promise.resolve(E.right(accounts)), {}, {}, {
      hub: { getAccountState: never, getUserSetting: never, getFallbackCardSettings: () => () => Promise.resolve(answer) },
      transactions: { getTransactionSummary: never, listTransactions: never },
    })
    renderHub(backend)
    const card = await screen.findByTestId('fallback-card')
    expect(await within(card).findByText('Die Einstellungen konnten nicht geladen werden.')).toBeTruthy()
    expect(within(card).queryAllByRole('term')).toEqual([])
    expect((within(card).getByRole('button', { name: 'Einstellungen der Kontostände' }) as HTMLButtonElement).disabled).toBe(true)
    answer = E.right({ accountMode: 2 })
    await user.click(within(card).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await within(card).findByText('Es sind keine Konten für diese Übersicht ausgewählt.')).toBeTruthy()
  })
})

describe('the settings dialog', () => {
  it('saves mode 1 with the ticked accounts, and the card follows', async () => {
    const user = userEvent.setup()
    const { backend, saveFallbackCardSettings } = settingsBackend({ accountMode: 0 }, E.right)
    renderHub(backend)
    await rows()
    await user.click(screen.getByRole('button', { name: 'Einstellungen der Kontostände' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kontostände: Einstellungen' })
    const kasse = within(dialog).getByRole('checkbox', { name: 'Kasse' })
    expect((kasse as HTMLInputElement).disabled).toBe(true) // counts only in mode 1
    await user.click(within(dialog).getByRole('radio', { name: 'Alle Konten außer den ausgeblendeten' }))
    await user.click(kasse)
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(saveFallbackCardSettings).toHaveBeenCalledWith({ accountMode: 1, hiddenAccountIds: ['c'] })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await rows()).toEqual([
      ['Giro', `100,00${NBSP}€`],
      ['Tagesgeld', `50,25${NBSP}€`],
      ['Summe', `150,25${NBSP}€`],
    ])
    expect(screen.getByText('Die Einstellungen der Kontostände wurden gespeichert.')).toBeTruthy()
  })

  it('opens with the stored choice ticked, and a failed save keeps the dialog and the choice', async () => {
    const user = userEvent.setup()
    const { backend } = settingsBackend({ accountMode: 1, hiddenAccountIds: ['b'] }, () => E.left(httpStatus(503)))
    renderHub(backend)
    await rows()
    await user.click(screen.getByRole('button', { name: 'Einstellungen der Kontostände' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kontostände: Einstellungen' })
    expect((within(dialog).getByRole('radio', { name: 'Alle Konten außer den ausgeblendeten' }) as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByRole('checkbox', { name: 'Tagesgeld' }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(dialog).getByRole('radio', { name: 'Keine Konten' }))
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect((await within(dialog).findAllByRole('alert'))[0]?.textContent).toBe('Die Einstellungen konnten nicht gespeichert werden. Ihre Auswahl ist erhalten.')
    expect((within(dialog).getByRole('radio', { name: 'Keine Konten' }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(await rows()).toEqual([
      ['Giro', `100,00${NBSP}€`],
      ['Kasse', `-20,00${NBSP}€`],
      ['Summe', `80,00${NBSP}€`],
    ])
  })

  it('in the demo: the choice is kept by the backend and read again by a new hub', async () => {
    const user = userEvent.setup()
    const backend = demoBackend()
    const first = renderApp(backend)
    await rows()
    await user.click(screen.getByRole('button', { name: 'Einstellungen der Kontostände' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kontostände: Einstellungen' })
    await user.click(within(dialog).getByRole('radio', { name: 'Keine Konten' }))
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    first.unmount()
    renderApp(backend)
    const card = await screen.findByTestId('fallback-card')
    expect(await within(card).findByText('Es sind keine Konten für diese Übersicht ausgewählt.')).toBeTruthy()
  })
})
