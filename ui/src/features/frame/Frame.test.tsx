/**
 * The frame around every screen (hub-and-business-account 2.1–2.3, 6, 8): navigation by privilege, the no-access page
 * and the 403 that leads there, the first-time screen's frame and its same-origin messages, the info page.
 */
import type { BackendError, BankAccountState, FinancialAccount, FinancialContact } from '@kontor/core'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRoutes } from '../../app/router.tsx'
import { decodeAccount, renderApp, renderInStore, wireAccount } from '../../test/render-app.tsx'
import { isFirstTimeCheckSkipped } from './first-time-paths.ts'
import { backendWith, left, right } from '../../test/backend-with.ts'

/** How long a page loaded on first use may take on a busy 2-core machine (the default 5 s is for a render). */
const LAZY_PAGE_WAIT = { timeout: 15_000 }

/** The planned payments' count asks with the read privilege; it is not what these tests look at. */
const transfers = { getBankTransferSummary: () => left<never>({ _tag: 'Network' }) }

/** A backend whose account list answers `accounts` (or fails), with these privileges and no contacts. */
const frameBackend = (accounts: E.Either<BackendError, ReadonlyArray<FinancialAccount>>, privileges: ReadonlyArray<string>) =>
  backendWith({
    accounts: () => () => Promise.resolve(accounts),
    privileges,
    banking: { listFinancialContacts: () => right<ReadonlyArray<FinancialContact>>([]) },
    transfers,
  })

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }))
  })

afterEach(() => vi.restoreAllMocks())

describe('the navigation by privilege (spec 2.1, 6)', () => {
  it('hides "Anstehende Zahlungen" without FINANCE_LEXBANK_READ; the planned route then leads to the hub', async () => {
    const { router } = renderApp(frameBackend(E.right([]), []), '/hub')
    const nav = await screen.findByRole('navigation', { name: 'Banking' })
    // The privileges have been read once the hub's list is shown (the first-time check reads them first).
    await screen.findByText('Sie haben noch keine Konten verbunden.')
    await waitFor(() =>
      expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
        'Übersicht',
        'Alle Umsätze',
        'Vorgemerkt',
        'Zuordnungsvorschläge',
        'Nicht zugeordnet',
        'Überweisungen',
        'Ausgeblendete Umsätze',
      ]),
    )
    await act(() => router.navigate('/planned/standingorder'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
    // The first test of the file also waits for the app's first load on a busy machine.
  }, 15_000)

  it('shows it with FINANCE_LEXBANK_READ, leading to its screen', async () => {
    renderApp(frameBackend(E.right([]), ['FINANCE_LEXBANK_READ']), '/bank')
    const link = await within(await screen.findByRole('navigation', { name: 'Banking' })).findByRole('link', { name: 'Anstehende Zahlungen' })
    expect(link.getAttribute('href')).toBe('/planned/standingorder')
  })
})

describe('the no-access page (spec 2.3, 8)', () => {
  it("says 'Zugriff nicht gestattet', to ask the administrator, and goes back two entries", async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/bank', '/hub', '/noaccess'], initialIndex: 2 })
    renderInStore(<RouterProvider router={router} />, frameBackend(E.right([]), []))
    expect(await screen.findByRole('heading', { level: 1, name: 'Zugriff nicht gestattet' })).toBeTruthy()
    expect(screen.getByText(/wenden Sie sich an Ihre Administratorin oder Ihren Administrator/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'))
  })

  it('a 403 on the hub’s account list leads there; a 5xx stays on the hub with its error and a retry', async () => {
    const forbidden = renderApp(frameBackend(E.left({ _tag: 'HttpStatus', status: 403, retryAfterSeconds: undefined }), []), '/hub')
    await waitFor(() => expect(forbidden.router.state.location.pathname).toBe('/noaccess'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Zugriff nicht gestattet' })).toBeTruthy()
    forbidden.unmount()

    const failing = renderApp(frameBackend(E.left({ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined }), []), '/hub')
    expect(await screen.findByRole('button', { name: /Erneut versuchen/ })).toBeTruthy()
    expect(failing.router.state.location.pathname).toBe('/hub')
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy()
  })
})

describe('the first-time screen (spec 2.2)', () => {
  it('embeds the plain frame, or the bank variant with FINANCE_LEXBANK_TEASER', async () => {
    const plain = renderApp(frameBackend(E.right([]), []), '/ftu')
    expect((await screen.findByTitle('Erste Schritte mit Kontor')).getAttribute('src')).toBe('/ftu/plain.html')
    plain.unmount()
    renderApp(frameBackend(E.right([]), ['FINANCE_LEXBANK_TEASER']), '/ftu')
    expect((await screen.findByTitle('Erste Schritte mit Kontor')).getAttribute('src')).toBe('/ftu/bank.html')
  })

  it('createFinancialAccount opens the add-account dialog; leaving the screen closes it', async () => {
    const { router } = renderApp(frameBackend(E.right([]), []), '/ftu')
    await screen.findByTitle('Erste Schritte mit Kontor')
    await post({ type: 'createFinancialAccount' })
    expect(await screen.findByRole('dialog', { name: 'Konto hinzufügen' })).toBeTruthy()
    await act(() => router.navigate('/bank'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Konto hinzufügen' })).toBeNull())
  })

  // Two lazy pages load in turn, each given LAZY_PAGE_WAIT: the test as a whole gets room for both on a busy machine.
  it('moreInfoLexBank and navigateToInfoPage lead to /bank; createLexBankAccount to the activation wizard', { timeout: 3 * LAZY_PAGE_WAIT.timeout }, async () => {
    const { router } = renderApp(frameBackend(E.right([]), []), '/ftu')
    await screen.findByTitle('Erste Schritte mit Kontor')
    await post('moreInfoLexBank')
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'), LAZY_PAGE_WAIT)
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschäftskonto' }, LAZY_PAGE_WAIT)).toBeTruthy()
    await act(() => router.navigate('/ftu'))
    await screen.findByTitle('Erste Schritte mit Kontor', {}, LAZY_PAGE_WAIT)
    // Every address the router goes to: without FINANCE_LEXBANK_READ the activation page sends the user on to the hub,
    // at once where its module is loaded already, so the last address alone would race that redirect.
    const visited: string[] = []
    const stopWatching = router.subscribe((state) => visited.push(state.location.pathname))
    await post({ type: 'createLexBankAccount' })
    await waitFor(() => expect(visited).toContain('/bnk/activate'), LAZY_PAGE_WAIT)
    stopWatching()
  })

  it('moreInfoOnlineBanking opens the external page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderApp(frameBackend(E.right([]), []), '/ftu')
    await screen.findByTitle('Erste Schritte mit Kontor')
    await post({ type: 'moreInfoOnlineBanking' })
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//), '_blank', 'noopener,noreferrer')
  })

  it('a message from another origin is logged and ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { router } = renderApp(frameBackend(E.right([]), []), '/ftu')
    await screen.findByTitle('Erste Schritte mit Kontor')
    await post({ type: 'createFinancialAccount' }, 'https://evil.example')
    await post('moreInfoLexBank', 'https://evil.example')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Herkunft'), 'https://evil.example')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe('/ftu')
  })
})

describe('/info and the bank info page (spec 2.3)', () => {
  it('/info leads to the hub', async () => {
    const { router } = renderApp(frameBackend(E.right([]), []), '/info')
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'))
  })

  it('/bank posts navigateToInfoPage to a same-origin parent only', async () => {
    const parentPost = vi.fn()
    const fakeParent = { postMessage: parentPost } as unknown as Window
    vi.spyOn(window, 'parent', 'get').mockReturnValue(fakeParent as Window & typeof globalThis)
    renderApp(frameBackend(E.right([]), []), '/bank')
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschäftskonto' })).toBeTruthy()
    expect(parentPost).toHaveBeenCalledWith({ source: 'kontor', type: 'navigateToInfoPage' }, window.location.origin)
  })
})

describe('the first-time check on the main layout (spec 2.1, 2.2, 6)', () => {
  const checkedBackend = (privileges: ReadonlyArray<string>, state: BankAccountState, accounts: ReadonlyArray<FinancialAccount> = []) => {
    const stateReads = vi.fn(() => () => Promise.resolve(E.right<BackendError, BankAccountState>(state)))
    const backend = backendWith({ accounts, privileges, transfers, hub: { getAccountState: stateReads } })
    return { backend, stateReads }
  }

  it('without accounts and with the read privilege, no pending onboarding leads to /ftu', async () => {
    const { backend } = checkedBackend(['FINANCE_LEXBANK_READ'], {})
    const { router } = renderApp(backend, '/hub')
    await waitFor(() => expect(router.state.location.pathname).toBe('/ftu'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kontor' })).toBeTruthy()
  })

  it('a pending business onboarding stays on the hub', async () => {
    const { backend, stateReads } = checkedBackend(['FINANCE_LEXBANK_READ'], {
      businessOnBoarding: { isPending: true, status: 'ON_BOARDING_STARTED', business: { id: 'b-1', onBoardingState: 'ON_BOARDING_STARTED' } },
    } as BankAccountState)
    const { router } = renderApp(backend, '/hub')
    await waitFor(() => expect(stateReads).toHaveBeenCalled())
    await act(async () => undefined)
    expect(router.state.location.pathname).toBe('/hub')
  })

  it('with accounts, without the read privilege, or on a return from a bank, the page stays (and without the privilege nothing is read)', async () => {
    const withAccounts = checkedBackend(['FINANCE_LEXBANK_READ'], {}, [decodeAccount(wireAccount('a-1'))])
    const first = renderApp(withAccounts.backend, '/hub')
    await screen.findByText('Konto a-1')
    expect(first.router.state.location.pathname).toBe('/hub')
    first.unmount()

    const withoutRead = checkedBackend([], {})
    const second = renderApp(withoutRead.backend, '/hub')
    await screen.findByText('Sie haben noch keine Konten verbunden.')
    await act(async () => undefined)
    expect(second.router.state.location.pathname).toBe('/hub')
    second.unmount()

    // Without the read privilege nothing reads the account state. With accounts the first-time check reads nothing
    // either; the hub's state cards read it for their cards (StateCards.test), which is why that case is not asked here.
    expect(withoutRead.stateReads).not.toHaveBeenCalled()
    expect(isFirstTimeCheckSkipped('/hub/redirect/eval')).toBe(true)
    expect(isFirstTimeCheckSkipped('/hub/paypal/referral')).toBe(true)
    expect(isFirstTimeCheckSkipped('/hub')).toBe(false)
    expect(isFirstTimeCheckSkipped('/hubx')).toBe(false)
  })
})
