import {
  describeBackendError,
  httpStatus,
  NETWORK_FAILURE,
  TIMEOUT,
  undecodable,
  type BackendError,
  type FinancialAccount,
} from '@kontor/core'
import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answeringBackend,
  decodeAccount,
  demoAccounts,
  demoBackend,
  fakeBackend,
  renderApp,
  setViewportWidth,
  wireAccount,
} from '../../test/render-app.tsx'
import { hubAccountsAtom } from './hub.atoms.ts'
import { hubAccountListStaleAtom } from './state-cards.atoms.ts'

const NBSP = '\u00a0'
/** Exact text with U+00A0 intact (the default normalizer would turn it into a plain space). */
const keepSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

const DEMO_ACTIVE_NAMES = [
  'Geschäftskonto Sparkasse',
  'Tagesgeld Rücklagen',
  'Visa Business',
  'PayPal Geschäftskonto',
  'Geschäftskonto',
  'Steuerrücklage',
]

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
const card = (name: string) => screen.getByRole('article', { name })
const tab = (name: string) => screen.getByRole('tab', { name })
const isSelected = (el: HTMLElement) => el.getAttribute('aria-selected') === 'true'
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled
const pagerStatus = () => within(screen.getByRole('navigation', { name: 'Seiten der Konten' })).getByText(/^Seite \d+ von \d+$/)

const resizeTo = (px: number) =>
  act(() => {
    setViewportWidth(px)
    window.dispatchEvent(new Event('resize'))
  })

beforeEach(() => setViewportWidth(1024))
afterEach(() => setViewportWidth(1024))

describe('hub with the demo organisation', () => {
  it('shows a loading status first, then the three tabs with their counts', async () => {
    renderApp(demoBackend())
    expect(screen.getByRole('status').textContent).toBe('Konten werden geladen …')
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Fehlerhaft (2)', 'Aktiv (6)', 'Deaktiviert (1)'])
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('tablist', { name: 'Konten nach Zustand' })).toBeTruthy()
  })

  it('opens on the error tab, with what is wrong on each card', async () => {
    renderApp(demoBackend())
    const errorTab = await screen.findByRole('tab', { name: 'Fehlerhaft (2)' })
    expect(isSelected(errorTab)).toBe(true)
    expect(isSelected(tab('Aktiv (6)'))).toBe(false)
    expect(isSelected(tab('Deaktiviert (1)'))).toBe(false)
    expect(cardNames()).toEqual(['Girokonto Deutsche Bank', 'Mietkonto'])

    const deutscheBank = card('Girokonto Deutsche Bank')
    expect(within(deutscheBank).getByText('Deutsche Bank · Girokonto')).toBeTruthy()
    expect(within(deutscheBank).getByRole('note').textContent).toBe('Die letzte Synchronisierung ist fehlgeschlagen.')

    const volksbank = card('Mietkonto')
    expect(within(volksbank).getByRole('note').textContent).toBe(
      'Ihre Bank hat die Anmeldung abgelehnt. Bitte geben Sie Ihre Zugangsdaten erneut ein.',
    )
    // Two errors on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Seiten der Konten' })).toBeNull()
  })

  it('switches to the active tab with a click and pages through it', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))

    expect(isSelected(tab('Aktiv (6)'))).toBe(true)
    expect(isSelected(tab('Fehlerhaft (2)'))).toBe(false)
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(0, 3))
    expect(pagerStatus().textContent).toBe('Seite 1 von 2')
    expect(isDisabled(screen.getByRole('button', { name: 'Vorherige Seite' }))).toBe(true)
    expect(isDisabled(screen.getByRole('button', { name: 'Nächste Seite' }))).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(3, 6))
    expect(pagerStatus().textContent).toBe('Seite 2 von 2')
    expect(isDisabled(screen.getByRole('button', { name: 'Nächste Seite' }))).toBe(true)
    expect(isDisabled(screen.getByRole('button', { name: 'Vorherige Seite' }))).toBe(false)

    // A disabled button does nothing.
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(pagerStatus().textContent).toBe('Seite 2 von 2')

    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }))
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(0, 3))
    expect(pagerStatus().textContent).toBe('Seite 1 von 2')
  })

  it('switches to the active tab with the keyboard', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    const errorTab = await screen.findByRole('tab', { name: 'Fehlerhaft (2)' })
    // Skip link, the navigation links, 'Demo zurücksetzen', 'Konto hinzufügen', 'Bankkonten bearbeiten', then the tab
    // list (roving focus: only the selected tab is in the tab order): reached by Tab alone, within 30 presses.
    for (let i = 0; i < 30 && document.activeElement !== errorTab; i += 1) await user.tab()
    expect(document.activeElement).toBe(errorTab)

    await user.keyboard('{ArrowRight}')
    const activeTab = tab('Aktiv (6)')
    expect(document.activeElement).toBe(activeTab)
    expect(isSelected(activeTab)).toBe(true)
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(0, 3))
    expect(pagerStatus().textContent).toBe('Seite 1 von 2')

    await user.keyboard('{ArrowRight}')
    expect(isSelected(tab('Deaktiviert (1)'))).toBe(true)
    expect(cardNames()).toEqual(['Altes Girokonto'])
  })

  it('keeps the page of each tab when switching tabs', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    await user.click(tab('Fehlerhaft (2)'))
    await user.click(tab('Aktiv (6)'))
    expect(pagerStatus().textContent).toBe('Seite 2 von 2')
  })

  it('shows balance, IBAN and balance date in German notation', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))

    const sparkasse = card('Geschäftskonto Sparkasse')
    const balance = within(sparkasse).getByText(`12.345,67${NBSP}€`, keepSpaces)
    expect(balance.textContent).toBe(`12.345,67${NBSP}€`)
    expect(balance.className).not.toContain('amount-negative')
    expect(within(sparkasse).getByText('DE05 1005 0000 0190 1234 56')).toBeTruthy()
    expect(within(sparkasse).getByText('Stand 20.11.2026')).toBeTruthy()
    expect(within(sparkasse).getByText('Berliner Sparkasse · Girokonto')).toBeTruthy()
    // Screen readers hear what the number is.
    expect(balance.parentElement?.textContent).toBe(`Kontostand: 12.345,67${NBSP}€`)
    // Only accounts in error show a problem.
    expect(within(sparkasse).queryByRole('note')).toBeNull()

    const creditCard = card('Visa Business')
    const debt = within(creditCard).getByText(`-842,19${NBSP}€`, keepSpaces)
    expect(debt.textContent).toBe(`-842,19${NBSP}€`)
    expect(debt.className).toContain('amount-negative')
    expect(within(creditCard).getByText('4916********1234')).toBeTruthy()
  })

  it('shows the deactivated account with its badge', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Deaktiviert (1)' }))
    expect(cardNames()).toEqual(['Altes Girokonto'])
    const commerzbank = card('Altes Girokonto')
    expect(within(commerzbank).getByText('Commerzbank · Girokonto')).toBeTruthy()
    expect(within(commerzbank).getByText('Deaktiviert')).toBeTruthy()
    expect(within(commerzbank).getByText(`0,00${NBSP}€`, keepSpaces)).toBeTruthy()
  })

  it('shows no deactivated badge on active or erroneous cards', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await screen.findByRole('tab', { name: 'Fehlerhaft (2)' })
    for (const article of screen.getAllByRole('article')) expect(within(article).queryByText('Deaktiviert')).toBeNull()
    await user.click(tab('Aktiv (6)'))
    for (const article of screen.getAllByRole('article')) expect(within(article).queryByText('Deaktiviert')).toBeNull()
  })
})

describe('page size follows the viewport (spec: hub 2.6 and 9)', () => {
  it('puts 2 cards on a page at a width of 900 px', async () => {
    const user = userEvent.setup()
    setViewportWidth(900)
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))
    expect(pagerStatus().textContent).toBe('Seite 1 von 3')
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(0, 2))
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(2, 4))
  })

  it('re-pages when the window is resized across 980 px', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))
    expect(pagerStatus().textContent).toBe('Seite 1 von 2')

    resizeTo(900)
    expect(pagerStatus().textContent).toBe('Seite 1 von 3')
    expect(screen.getAllByRole('article')).toHaveLength(2)

    resizeTo(980)
    expect(pagerStatus().textContent).toBe('Seite 1 von 3')

    resizeTo(981)
    expect(pagerStatus().textContent).toBe('Seite 1 von 2')
    expect(screen.getAllByRole('article')).toHaveLength(3)
  })

  it('stays on an existing page when the last page disappears on widening', async () => {
    const user = userEvent.setup()
    setViewportWidth(900)
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(pagerStatus().textContent).toBe('Seite 3 von 3')
    resizeTo(1280)
    expect(pagerStatus().textContent).toBe('Seite 2 von 2')
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(3, 6))
  })
})

describe('the account list while the bank opens the business account (spec: hub 4.2)', () => {
  it('is read again when the state cards saw the opening move on (the new account may be there)', async () => {
    const { backend, calls } = answeringBackend(E.right(demoAccounts()))
    const { store } = renderApp(backend)
    await screen.findByRole('tab', { name: 'Aktiv (6)' })
    const before = calls.length
    act(() => store.set(hubAccountListStaleAtom, (n) => n + 1))
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
  })
})

describe('default tab (spec: hub 4.6)', () => {
  const withoutErrors = (accounts: ReadonlyArray<FinancialAccount>) =>
    accounts.filter((a) => a.state.errorOnSync !== true && (a.financialContact?.errorMessage ?? '') === '')

  it('is the active tab when no account has an error', async () => {
    renderApp(answeringBackend(E.right(withoutErrors(demoAccounts()))).backend)
    const activeTab = await screen.findByRole('tab', { name: 'Aktiv (6)' })
    expect(isSelected(activeTab)).toBe(true)
    expect(isSelected(tab('Fehlerhaft (0)'))).toBe(false)
    expect(cardNames()).toEqual(DEMO_ACTIVE_NAMES.slice(0, 3))
  })

  it('is the deactivated tab when only deactivated accounts exist', async () => {
    const accounts = [
      decodeAccount(wireAccount('alt-1', { name: 'Altkonto eins', deactivated: true })),
      decodeAccount(wireAccount('alt-2', { name: 'Altkonto zwei', deactivated: true })),
    ]
    renderApp(answeringBackend(E.right(accounts)).backend)
    const deactivatedTab = await screen.findByRole('tab', { name: 'Deaktiviert (2)' })
    expect(isSelected(deactivatedTab)).toBe(true)
    expect(isSelected(tab('Aktiv (0)'))).toBe(false)
    expect(cardNames()).toEqual(['Altkonto eins', 'Altkonto zwei'])
  })

  it('is the error tab when an error sits beside active accounts, and a deactivated account in error counts as error', async () => {
    const accounts = [
      decodeAccount(wireAccount('ok', { name: 'Gesund' })),
      decodeAccount(wireAccount('broken', { name: 'Kaputt', deactivated: true, state: { status: 'IDLE', errorOnSync: true } })),
    ]
    renderApp(answeringBackend(E.right(accounts)).backend)
    const errorTab = await screen.findByRole('tab', { name: 'Fehlerhaft (1)' })
    expect(isSelected(errorTab)).toBe(true)
    expect(tab('Deaktiviert (0)')).toBeTruthy()
    expect(cardNames()).toEqual(['Kaputt'])
  })

  it('a blank contact error message is not an error', async () => {
    const accounts = [
      decodeAccount(
        wireAccount('blank', { name: 'Leere Meldung', financialContact: { financialContactId: 'fc', errorMessage: '   ' } }),
      ),
    ]
    renderApp(answeringBackend(E.right(accounts)).backend)
    expect(isSelected(await screen.findByRole('tab', { name: 'Aktiv (1)' }))).toBe(true)
    expect(within(card('Leere Meldung')).queryByRole('note')).toBeNull()
  })
})

describe('provider account being opened (spec: hub 4.6)', () => {
  it('shows "In Eröffnung" only on a LEXBANK account in state PENDING', async () => {
    const accounts = [
      decodeAccount(wireAccount('lex-pending', { name: 'Neues Geschäftskonto', type: 'LEXBANK', state: { status: 'PENDING' } })),
      decodeAccount(wireAccount('giro-pending', { name: 'Giro in Arbeit', type: 'GIRO', state: { status: 'PENDING' } })),
      decodeAccount(wireAccount('lex-idle', { name: 'Altes Geschäftskonto', type: 'LEXBANK', state: { status: 'IDLE' } })),
    ]
    renderApp(answeringBackend(E.right(accounts)).backend)
    await screen.findByRole('tab', { name: 'Aktiv (3)' })
    const pending = card('Neues Geschäftskonto')
    expect(within(pending).getByText('In Eröffnung')).toBeTruthy()
    expect(pending.className).toContain('account-card-pending')
    for (const name of ['Giro in Arbeit', 'Altes Geschäftskonto']) {
      expect(within(card(name)).queryByText('In Eröffnung')).toBeNull()
      expect(card(name).className).not.toContain('account-card-pending')
    }
  })

  it('does not mark the demo accounts as being opened', async () => {
    const user = userEvent.setup()
    renderApp(demoBackend())
    await user.click(await screen.findByRole('tab', { name: 'Aktiv (6)' }))
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(card('Geschäftskonto')).toBeTruthy()
    expect(screen.queryByText('In Eröffnung')).toBeNull()
  })
})

describe('failures', () => {
  it('a timeout shows the catalogue text and a retry that loads the accounts', async () => {
    const user = userEvent.setup()
    let answer: E.Either<BackendError, ReadonlyArray<FinancialAccount>> = E.left(TIMEOUT)
    let calls = 0
    const backend = fakeBackend(() => () => {
      calls += 1
      return Promise.resolve(answer)
    })
    renderApp(backend)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(describeBackendError(TIMEOUT).text)).toBeTruthy()
    expect(describeBackendError(TIMEOUT).text).toBe('Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.')
    expect(screen.queryByRole('tab')).toBeNull()
    const callsBeforeRetry = calls

    answer = E.right(demoAccounts())
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))

    expect(calls).toBe(callsBeforeRetry + 1)
    expect(await screen.findByRole('tab', { name: 'Fehlerhaft (2)' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(cardNames()).toEqual(['Girokonto Deutsche Bank', 'Mietkonto'])
  })

  it('a retry that fails again shows the new failure', async () => {
    const user = userEvent.setup()
    let answer: E.Either<BackendError, ReadonlyArray<FinancialAccount>> = E.left(TIMEOUT)
    renderApp(fakeBackend(() => () => Promise.resolve(answer)))
    const alert = await screen.findByRole('alert')
    answer = E.left(NETWORK_FAILURE)
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(describeBackendError(NETWORK_FAILURE).text))
    expect(screen.queryByText(describeBackendError(TIMEOUT).text)).toBeNull()
  })

  it('shows the loading status again while the retry runs', async () => {
    const user = userEvent.setup()
    const pending: Array<(a: E.Either<BackendError, ReadonlyArray<FinancialAccount>>) => void> = []
    renderApp(fakeBackend(() => () => new Promise((resolve) => pending.push(resolve))))
    await waitFor(() => expect(pending.length).toBeGreaterThan(0))
    act(() => pending.forEach((resolve) => resolve(E.left(TIMEOUT))))
    const alert = await screen.findByRole('alert')
    const before = pending.length

    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(pending.length).toBe(before + 1)
    expect(screen.getByRole('status').textContent).toBe('Konten werden geladen …')
    expect(screen.queryByRole('alert')).toBeNull()

    await act(async () => pending.at(-1)?.(E.right(demoAccounts())))
    expect(await screen.findByRole('tab', { name: 'Aktiv (6)' })).toBeTruthy()
  })

  it.each<[string, BackendError]>([
    ['Network', NETWORK_FAILURE],
    ['Undecodable', undecodable('listFinancialAccounts', ['balance: ein Betrag muss eine Zahl sein'])],
    ['HttpStatus 503', httpStatus(503)],
    ['HttpStatus 429 without Retry-After', httpStatus(429)],
    ['HttpStatus 500', httpStatus(500)],
  ])('%s shows its catalogue text and a retry', async (_name, error) => {
    const { backend } = answeringBackend(E.left(error))
    renderApp(backend)
    const alert = await screen.findByRole('alert')
    const expected = describeBackendError(error).text
    expect(within(alert).getByText(expected).textContent).toBe(expected)
    expect(expected).not.toMatch(/\{\{/) // every placeholder filled
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
  })

  it('a 503 says the service is unavailable, without the status code', async () => {
    renderApp(answeringBackend(E.left(httpStatus(503))).backend)
    const text = (await screen.findByRole('alert')).textContent
    expect(text).toContain('vorübergehend nicht erreichbar')
    expect(text).not.toContain('503')
  })

  it('a 429 names the seconds to wait', async () => {
    renderApp(answeringBackend(E.left(httpStatus(429, 30))).backend)
    expect((await screen.findByRole('alert')).textContent).toContain('in 30 Sekunden')
  })

  describe('a 429 with Retry-After', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)))
    const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

    it('keeps the retry button disabled, counting down, until the retry time has passed', async () => {
      const { backend, calls } = answeringBackend(E.left(httpStatus(429, 3)))
      renderApp(backend)
      await flush()
      const alert = screen.getByRole('alert')
      const button = () => within(alert).getByRole('button', { name: /Erneut versuchen/ })
      expect(button().textContent).toBe('Erneut versuchen (in 3 s)')
      expect(button().hasAttribute('disabled')).toBe(true)

      await advance(1000)
      expect(button().textContent).toBe('Erneut versuchen (in 2 s)')
      expect(button().hasAttribute('disabled')).toBe(true)

      await advance(2000)
      expect(button().textContent).toBe('Erneut versuchen')
      expect(button().hasAttribute('disabled')).toBe(false)
      const before = calls.length
      await act(async () => button().click())
      await flush()
      expect(calls.length).toBe(before + 1)
    })

    it('moves focus to the accounts heading on retry, so keyboard users keep their place', async () => {
      renderApp(answeringBackend(E.left(httpStatus(429, 1))).backend)
      await flush()
      await advance(1000)
      await act(async () => within(screen.getByRole('alert')).getByRole('button', { name: 'Erneut versuchen' }).click())
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Konten', level: 2 }))
    })
  })

  it('a 403 shows the no-access text and no retry', async () => {
    const forbidden = httpStatus(403)
    renderApp(answeringBackend(E.left(forbidden)).backend)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(describeBackendError(forbidden).text)).toBeTruthy()
    expect(describeBackendError(forbidden).text).toBe('Zugriff nicht gestattet. Bitte wenden Sie sich an Ihren Administrator.')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
  })
})

describe('empty organisation', () => {
  it('says that no accounts are connected, without tabs', async () => {
    renderApp(answeringBackend(E.right([])).backend)
    expect(await screen.findByText('Sie haben noch keine Konten verbunden.')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('leaving the hub', () => {
  it('aborts the request in flight and ignores its late answer', async () => {
    const signals: AbortSignal[] = []
    const resolvers: Array<(a: E.Either<BackendError, ReadonlyArray<FinancialAccount>>) => void> = []
    const backend = fakeBackend((_query, opts) => () => {
      if (opts?.signal !== undefined) signals.push(opts.signal as AbortSignal)
      return new Promise((resolve) => resolvers.push(resolve))
    })
    const { unmount, store } = renderApp(backend)
    await waitFor(() => expect(signals.length).toBeGreaterThan(0))
    expect(signals.at(-1)?.aborted).toBe(false)
    expect(screen.getByRole('status')).toBeTruthy()

    unmount()
    expect(signals.every((s) => s.aborted)).toBe(true)

    await act(async () => resolvers.forEach((resolve) => resolve(E.right(demoAccounts()))))
    expect(store.get(hubAccountsAtom).status).toBe('loading')
  })

  it('navigating away through the router aborts as well', async () => {
    const signals: AbortSignal[] = []
    const backend = fakeBackend((_query, opts) => () => {
      if (opts?.signal !== undefined) signals.push(opts.signal as AbortSignal)
      return new Promise(() => undefined)
    })
    const { router } = renderApp(backend)
    await waitFor(() => expect(signals.length).toBeGreaterThan(0))
    const last = signals.at(-1)
    expect(last?.aborted).toBe(false)
    // The hub is the only route today, so leave it for the not-found page.
    await act(() => router.navigate('/hub-verlassen-gibt-es-nicht', { replace: true }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy()
    expect(last?.aborted).toBe(true)
  })
})
