import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { answeringBackend, fakeBackend, renderApp } from '../test/render-app.tsx'
import { HUB_PATH, NAV_ROUTES, REDIRECT_EVAL_CHANGE_PATH, REDIRECT_EVAL_PATH, type NavRoute } from '../shared/routes.ts'

const unavailable: ReadonlyArray<NavRoute> = NAV_ROUTES.filter((r: NavRoute) => !r.available)
const available: ReadonlyArray<NavRoute> = NAV_ROUTES.filter((r: NavRoute) => r.available)

const expectHub = async (router: ReturnType<typeof renderApp>['router']) => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy()
  expect(router.state.location.pathname).toBe(HUB_PATH)
}

describe('routes (spec: hub-and-business-account 2.1)', () => {
  it('/ lands on the hub', async () => {
    const { router } = renderApp(answeringBackend(E.right([])).backend, '/')
    await expectHub(router)
  })

  const expectNotFound = async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy()
    expect(document.title).toBe('Seite nicht gefunden – Kontor')
    expect(screen.queryByRole('heading', { level: 1, name: 'Übersicht' })).toBeNull()
    return screen.getByRole('link', { name: 'Zur Übersicht' })
  }

  it.each(['/gibtsnicht', '/hub/gibtsnicht'])('%s says that the page does not exist, with a link that leads to the hub', async (path) => {
    const { router } = renderApp(answeringBackend(E.right([])).backend, path)
    const toHub = await expectNotFound()
    expect(router.state.location.pathname).toBe(path) // no silent redirect
    expect(toHub.getAttribute('href')).toBe(HUB_PATH)
    await userEvent.click(toHub)
    await expectHub(router)
  })

  it.each([REDIRECT_EVAL_PATH, REDIRECT_EVAL_CHANGE_PATH])(
    '%s?bc=1 (a bank redirect without code or state) shows the failed login over the hub, then goes to the hub',
    async (path) => {
      const { router } = renderApp(answeringBackend(E.right([])).backend, `${path}?bc=1`)
      // The hub is behind the dialog (hidden from screen readers while the modal is open).
      expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht', hidden: true })).toBeTruthy()
      const dialog = await screen.findByRole('dialog', { name: 'Anmeldung bei Ihrer Bank' })
      expect(within(dialog).getByRole('alert').textContent).toContain('Die Anmeldung bei Ihrer Bank wurde abgebrochen')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zur Übersicht' }))
      await waitFor(() => expect(router.state.location.pathname).toBe(HUB_PATH))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    },
  )

  it('every route whose feature has not landed yet says so, with the link to the hub', async () => {
    // Since issue 14 every navigation route has landed; a route marked unavailable again must show the not-found page.
    expect(unavailable).toEqual([])
    for (const route of unavailable) {
      const { unmount } = renderApp(answeringBackend(E.right([])).backend, route.path)
      expect((await expectNotFound()).getAttribute('href')).toBe(HUB_PATH)
      unmount()
    }
  })

  it('the navigation shows exactly the available entries, the current one marked', async () => {
    // With the read privilege every entry is open (the planned payments need it: hub-and-business-account 6).
    renderApp(fakeBackend(() => () => Promise.resolve(E.right([])), {}, {}, { privileges: { listPrivileges: () => () => Promise.resolve(E.right(['FINANCE_LEXBANK_READ'])) } }), '/hub')
    const nav = await screen.findByRole('navigation', { name: 'Banking' })
    await within(nav).findByRole('link', { name: 'Anstehende Zahlungen' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(available.map((r) => r.label))
    expect(links.map((l) => l.getAttribute('href'))).toEqual(available.map((r) => r.path))
    // Today that is the overview, the transaction lists, the transfer lists and the planned payments.
    expect(links.map((l) => l.textContent)).toEqual([
      'Übersicht',
      'Alle Umsätze',
      'Vorgemerkt',
      'Zuordnungsvorschläge',
      'Nicht zugeordnet',
      'Überweisungen',
      'Anstehende Zahlungen',
      'Ausgeblendete Umsätze',
    ])
    expect(within(nav).getByRole('link', { name: 'Übersicht' }).getAttribute('aria-current')).toBe('page')
    for (const route of unavailable) {
      expect(within(nav).queryByText(route.label)).toBeNull()
      expect(screen.queryByRole('link', { name: route.label })).toBeNull()
    }
  })

  it('offers a skip link to the main content', async () => {
    renderApp(answeringBackend(E.right([])).backend, '/hub')
    const skip = await screen.findByRole('link', { name: 'Zum Inhalt springen' })
    expect(skip.getAttribute('href')).toBe('#main')
    expect(screen.getByRole('main').id).toBe('main')
  })
})
