/** The demo organisation switcher (issue 15): a Select labelled 'Demo-Organisation', usable by keyboard. */
import { DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demoBackend, fakeBackend, renderApp, renderInStore } from '../test/render-app.tsx'
import { DemoOrganisationDoor } from './DemoOrganisationDoor.tsx'
import { demoOrganisationsOf } from './demo-organisations.ts'
import { DemoOrganisationSwitcher } from './DemoOrganisationSwitcher.tsx'

const ORGANISATIONS = [
  { id: 'normal', name: 'Musterfirma' },
  { id: 'seizure', name: 'Pfändung' },
  { id: 'noAccess', name: 'Ohne Berechtigung' },
]

describe('the demo organisation switcher', () => {
  it('names the active organisation and switches to the one chosen by keyboard, once', async () => {
    const onSwitch = vi.fn()
    render(<DemoOrganisationSwitcher organisations={ORGANISATIONS} currentId="normal" onSwitch={onSwitch} />)
    const user = userEvent.setup()
    await user.tab()
    const trigger = screen.getByRole('button', { name: /Demo-Organisation/ })
    expect(document.activeElement).toBe(trigger)
    expect(trigger.textContent).toContain('Musterfirma')
    await user.keyboard('{ArrowDown}')
    const list = await screen.findByRole('listbox')
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Musterfirma', 'Pfändung', 'Ohne Berechtigung'])
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onSwitch).toHaveBeenCalledWith('noAccess')
    expect(await screen.findByText('Die Demo-Organisation wird gewechselt …')).toBeTruthy()
    expect(onSwitch).toHaveBeenCalledTimes(1)
  })

  it('choosing the active organisation again switches nothing', async () => {
    const onSwitch = vi.fn()
    render(<DemoOrganisationSwitcher organisations={ORGANISATIONS} currentId="seizure" onSwitch={onSwitch} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Demo-Organisation/ }))
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pfändung' }))
    expect(onSwitch).not.toHaveBeenCalled()
  })
})

describe('the header door over the demo backend', () => {
  it('lists the demo organisations, switches the demo to the chosen one and reloads at the hub', async () => {
    const backend = demoBackend()
    const reload = vi.fn()
    renderInStore(<DemoOrganisationDoor reload={reload} />, backend)
    const trigger = await screen.findByRole('button', { name: /Demo-Organisation/ })
    expect(trigger.textContent).toContain('Müller Grafikdesign')
    const user = userEvent.setup()
    await user.click(trigger)
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Neumann Studio' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/hub'))
    expect((await demoOrganisationsOf(backend)?.list())?.activeId).toBe(DEMO_ORGANISATION_IDS.noAccounts)
  })

  it('the navigation’s counts follow the organisation: "Neumann Studio" (no accounts) has no planned payments and no count at all', async () => {
    const backend = demoBackend()
    const normal = renderApp(backend)
    const nav = () => screen.findByRole('navigation', { name: 'Banking' })
    // The normal organisation's planned payments have errors: the entry shows its count with ⚠.
    await waitFor(async () => expect((await nav()).textContent).toContain('⚠'), { timeout: 5_000 })
    normal.unmount()
    await demoOrganisationsOf(backend)?.switchTo(DEMO_ORGANISATION_IDS.noAccounts)
    // The page the switcher reloads: the hub, which sends an organisation without accounts to the first-time screen.
    const { router } = renderApp(backend)
    await waitFor(() => expect(router.state.location.pathname).toBe('/ftu'))
    const withoutCounts = 'ÜbersichtAlle UmsätzeVorgemerktZuordnungsvorschlägeNicht zugeordnetÜberweisungenAnstehende ZahlungenAusgeblendete Umsätze'
    await waitFor(async () => expect((await nav()).textContent).toBe(withoutCounts))
    // Still so once the counts' reads have had time to answer (the memory backend answers within milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await nav()).textContent).toBe(withoutCounts)
  })

  it('shows nothing over a backend without demo organisations (HTTP)', async () => {
    const { container } = renderInStore(<DemoOrganisationDoor reload={vi.fn()} />, fakeBackend(() => () => Promise.reject(new Error('not asked'))))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.textContent).toBe('')
  })
})
