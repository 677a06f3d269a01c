/**
 * The assignment panel (transactions-import-proposals 2, 4, 5, 8; hub-and-business-account 4.12, 4.13, 5) in a real
 * browser: demo mode, production build, Debian's Chromium, axe on every screen and dialog. Each scenario starts where a
 * user would: a list (/transactionswop, /transactions, /transactionshidden, /reserved), the transaction searched by its
 * counterparty or purpose, its row opened. The data are the demo's named scenarios (fixtures/src/demo-transactions.ts,
 * DEMO_TRANSACTION_SCENARIOS); each test opens a fresh context, so each starts from the demo organisation.
 */
import { loadDemoTransactionScenarios } from '@kontor/fixtures'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, LONG_WALK, readDemoState, SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

type Scenarios = Awaited<ReturnType<typeof loadDemoTransactionScenarios>>
let scenarios: Scenarios
beforeAll(async () => {
  scenarios = await loadDemoTransactionScenarios()
})

const PANEL_TITLE = 'Umsatz zuordnen'
const panel = (page: Page): Locator => page.getByRole('dialog', { name: PANEL_TITLE })
/** A dialog opened over the panel (payment difference, reversal, ignore …), found by its title. */
const innerDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const openCountLink = (page: Page) => page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: /^Nicht zugeordnet\s*\(\d+ offen\)$/ })

/** The number in the navigation's "Nicht zugeordnet (N offen)". */
const openCount = async (page: Page): Promise<number> => {
  await openCountLink(page).waitFor(SLOW)
  return Number((await openCountLink(page).textContent())?.match(/(\d+) offen/)?.[1])
}

/** The navigation's link to each list (its count left out). */
const LIST_LINKS: Readonly<Record<string, string>> = {
  '/transactions': 'Alle Umsätze',
  '/transactionswop': 'Nicht zugeordnet',
  '/transactionshidden': 'Ausgeblendete Umsätze',
  '/reserved': 'Vorgemerkt',
}

/**
 * The list at `path`, reached by the navigation's link as a user goes there (no page load), the search term typed as a
 * user does (null: the list has no search, as "Vorgemerkt"), and the row of `counterparty` (and `amount`, where the
 * counterparty has several) opened by its button.
 */
const openFromList = async (page: Page, path: string, term: string | null, counterparty: string, amount = ''): Promise<void> => {
  if (new URL(page.url()).pathname !== path) {
    await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: new RegExp(`^${escapeRegExp(LIST_LINKS[path] ?? path)}`) }).click()
    await page.waitForURL((url) => url.pathname === path, SLOW)
  }
  if (term !== null) {
    const search = page.getByRole('textbox', { name: 'Suche' })
    await search.waitFor(SLOW)
    await search.fill(term)
    await expect.poll(() => new URL(page.url()).searchParams.get('searchTerm'), SLOW).toBe(term)
  }
  const open = page.getByRole('button', { name: new RegExp(`^Umsatz öffnen: ${escapeRegExp(counterparty)}, ${escapeRegExp(amount)}`) })
  await open.first().waitFor(SLOW)
  await open.first().click()
  await panel(page).or(page.getByRole('dialog', { name: 'Vorgemerkten Umsatz zuordnen' })).waitFor(SLOW)
}

/** The panel's payments have loaded (its "Zuordnungen" section shows them or says there are none). */
const paymentsLoaded = async (scope: Locator): Promise<void> => {
  await scope.getByText(/Zuordnungen werden geladen/).waitFor({ state: 'detached', ...SLOW })
}

const voucherBox = (scope: Locator, voucherNumber: string) => scope.getByRole('checkbox', { name: `Beleg ${voucherNumber} auswählen` }).first()

/** Ticks a voucher card's checkbox (its label; the input is visually hidden). */
const selectVoucher = async (scope: Locator, voucherNumber: string): Promise<void> => {
  const box = voucherBox(scope, voucherNumber)
  await box.waitFor({ state: 'attached', ...SLOW })
  await box.locator('xpath=ancestor::label[1]').click()
  await expect.poll(() => box.isChecked(), SLOW).toBe(true)
}

const stateBadge = (scope: Locator) => scope.locator('.assignment-header .badge')

/** The voucher numbers of a scenario's transaction: the proposals name them in the panel. */
const proposalNumbers = async (scope: Locator): Promise<ReadonlyArray<string>> => {
  const proposals = scope.getByRole('region', { name: 'Vorschläge' }).or(scope.locator('section[aria-labelledby="assignment-proposals"]'))
  await proposals.getByRole('checkbox').first().waitFor({ state: 'attached', ...SLOW })
  return (await proposals.locator('.voucher-card-number').allTextContents()).map((t) => t.trim())
}

/** The demo backend's stored payments of a transaction (what was booked, read beside the UI). */
const storedPaymentsOf = async (page: Page, financialTransactionId: string): Promise<number> => {
  const payments = (await readDemoState(page, ['payments']))['payments'] as ReadonlyArray<{ financialTransactionId?: string | null }> | undefined
  return payments === undefined ? -1 : payments.filter((p) => p.financialTransactionId === financialTransactionId).length
}

/**
 * Makes the next `count` calls of a transaction-port operation answer as a failing server would (HTTP 503): demo
 * mode has no network to route, so the page's own backend (held by the React tree) is wrapped. The tree is reached
 * from the root element, where React keeps its root (the `__reactContainer$` key): no devtools hook installed before
 * the page's scripts, so the test needs no context of its own. Returns whether it found the backend.
 */
const failNextCalls = (page: Page, operation: string, count: number): Promise<boolean> =>
  page.evaluate(
    ({ operation, count }) => {
      type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown }
      type Hook = { memoizedState: unknown; next: Hook | null }
      const isBackend = (v: unknown): v is Record<string, unknown> =>
        typeof v === 'object' && v !== null && 'transactions' in v && 'banking' in v && 'clock' in v
      const found = new Set<Record<string, unknown>>()
      const visit = (fiber: Fiber | null) => {
        for (let f = fiber; f !== null; f = f.sibling) {
          for (let hook = f.memoizedState as Hook | null; hook !== null && typeof hook === 'object' && 'next' in hook; hook = hook.next) {
            const s = hook.memoizedState
            for (const v of Array.isArray(s) ? s : [s]) if (isBackend(v)) found.add(v)
          }
          visit(f.child)
        }
      }
      // The root element's __reactContainer$… is the root's first fiber; its stateNode, the root, knows the current one.
      const container = (document.getElementById('root') ?? {}) as Record<string, { stateNode?: { current: Fiber } } | undefined>
      const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'))
      const root = key === undefined ? undefined : container[key]?.stateNode
      if (root !== undefined) visit(root.current)
      let left = count
      for (const backend of found) {
        const original = backend['transactions'] as Record<string, unknown>
        backend['transactions'] = new Proxy(original, {
          get: (target, name) =>
            name === operation && left > 0
              ? () => () => {
                  left -= 1
                  return Promise.resolve({ _tag: 'Left', left: { _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined } })
                }
              : target[name as string],
        })
      }
      return found.size > 0
    },
    { operation, count },
  )

describe('assigning transactions in Chromium', () => {
  // Each walk loads its first list once and goes to the others by the navigation, as a user does; each scenario is a
  // transaction of its own, so a later one does not depend on an earlier one's outcome. The rules behind the messages
  // (a too long voucher search, a date before the voucher date, an assigned transaction not ignored) and the server
  // text shown as text are AssignmentPanel.test.tsx's; here they are seen in Chromium, with axe.
  it('assigns a customer payment to two invoices with Skonto (bad voucher searches refused or searched as text, a selection booking nothing), categorises a card payment at 19 %, assigns one by keyboard only and books a reserved one; the open count follows without a reload and stays after one', LONG_WALK, async () => {
    const page = await session.open('/transactions')
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text())
    })
    await page.evaluate(() => ((window as unknown as Record<string, unknown>)['__xss'] = false))
    let before = await openCount(page)

    // A customer payment to two invoices with a cash discount.
    const { financialTransactionId } = scenarios.twoInvoicesWithCashDiscount
    await openFromList(page, '/transactions', 'Verlag Hansen', 'Verlag Hansen & Söhne')
    expect(new URL(page.url()).searchParams.get('tx')).toBe(financialTransactionId)
    let p = panel(page)
    await paymentsLoaded(p)
    const numbers = await proposalNumbers(p)
    expect(numbers).toHaveLength(2)
    const proposals = p.locator('section[aria-labelledby="assignment-proposals"]')
    await expect.poll(() => proposals.getByText(/Skonto 2,00\s%\smöglich/).count(), SLOW).toBe(2)
    await expectAccessible(page, 'assignment panel')
    // Bad input in the voucher search: too long is refused on the field; markup and SQL are searched as text.
    const search = p.getByRole('textbox', { name: 'Belege suchen' })
    await search.fill('x'.repeat(1000))
    await p.getByText(/Suchbegriff darf höchstens \d+ Zeichen/).waitFor(SLOW)
    await expectAccessible(page, 'voucher search too long')
    await search.fill(`<img src=x onerror="window.__xss=true"><script>window.__xss=true</script>' OR 1=1; DROP TABLE vouchers; --`)
    await p.getByText(/Keine Belege zu diesem Suchbegriff|Belegen|Zeichen/).first().waitFor(SLOW)
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__xss'])).toBe(false)
    expect(await p.locator('img[src="x"]').count()).toBe(0)
    await search.fill('')
    // Selecting is not booking: nothing is stored until "Zuordnen".
    const storedBefore = await storedPaymentsOf(page, financialTransactionId)
    for (const number of numbers) await selectVoucher(p, number)
    // 2.833,87 € paid for 1.725,50 € + 1.166,20 € = 2.891,70 €: 57,83 € missing, 2 %.
    await p.getByText('2 Belege ausgewählt · Summe der Belege: 2.891,70 €').waitFor(SLOW)
    expect(await p.getByText(/Differenz: -57,83\s€ \(2,00\s%\)/).count()).toBe(1)
    expect(await stateBadge(p).textContent()).toBe('Offen')
    expect(await storedPaymentsOf(page, financialTransactionId)).toBe(storedBefore)
    await p.getByRole('button', { name: 'Zuordnen', exact: true }).click()
    const difference = innerDialog(page, 'Zahlungsdifferenz')
    await difference.waitFor(SLOW)
    await expectAccessible(page, 'payment difference')
    const skonto = difference.getByRole('radio', { name: /^Skonto/ })
    await skonto.locator('xpath=ancestor::label[1]').click()
    expect(await skonto.isChecked()).toBe(true)
    await difference.getByRole('button', { name: 'Zuordnen' }).click()
    await difference.waitFor({ state: 'detached', ...SLOW })
    await p.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Zugeordnet')
    // Two payments, the cash discount closing the difference.
    expect(await p.locator('.assignment-payment').count()).toBe(2)
    expect(await p.getByText(/Differenz: Skonto/).count()).toBeGreaterThan(0)
    await expectAccessible(page, 'panel after assigning')
    await p.getByRole('button', { name: 'Schließen' }).last().click()
    await p.waitFor({ state: 'detached', ...SLOW })
    // The list and the navigation agree without a reload (finance events), and after one.
    const row = page.getByRole('row', { name: /Verlag Hansen & Söhne.*2\.833,87/ })
    await expect.poll(() => row.getByText('Zugeordnet').count(), SLOW).toBe(1)
    await expect.poll(() => openCount(page), SLOW).toBe(before - 1)
    await page.reload()
    await expect.poll(() => row.getByText('Zugeordnet').count(), SLOW).toBe(1)
    expect(await openCount(page)).toBe(before - 1)
    expect(consoleErrors).toEqual([])

    // A card payment without a receipt, categorised at 19 %.
    before = await openCount(page)
    await openFromList(page, '/transactionswop', 'Staples', 'Staples Büromarkt')
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.cardPaymentToCategorise.financialTransactionId)
    p = panel(page)
    await paymentsLoaded(p)
    const category = p.getByRole('combobox', { name: 'Kategorie' })
    await category.fill('Büro')
    const option = page.getByRole('option', { name: /Büro/ }).first()
    await option.waitFor(SLOW)
    await expectAccessible(page, 'category list')
    // The list is read again after a pause in typing: a click that lands while it is replaced picks nothing, so pick
    // again (as a user would) until a category is chosen and its rates are offered.
    const rateButton = p.getByRole('button', { name: /Steuersatz/ })
    await expect
      .poll(async () => {
        if ((await rateButton.count()) > 0 && (await rateButton.isEnabled())) return true
        if (await option.isVisible()) await option.click({ timeout: 2000 }).catch(() => undefined)
        else await category.click({ timeout: 2000 }).catch(() => undefined)
        return false
      }, SLOW)
      .toBe(true)
    await rateButton.click()
    await page.getByRole('option', { name: '19 %' }).click()
    await expect.poll(() => p.getByRole('button', { name: /Steuersatz/ }).textContent(), SLOW).toContain('19 %')
    await p.getByRole('button', { name: 'Kategorisieren' }).click()
    await p.getByText('Der Umsatz wurde kategorisiert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Zugeordnet')
    await expectAccessible(page, 'categorised')
    await expect.poll(() => openCount(page), SLOW).toBe(before - 1)
    await p.getByRole('button', { name: 'Schließen' }).last().click()
    await p.waitFor({ state: 'detached', ...SLOW })

    // One assignment by keyboard only: the row, the voucher, the booking bar.
    const listSearch = page.getByRole('textbox', { name: 'Suche' })
    await listSearch.fill('')
    await listSearch.focus()
    await page.keyboard.type('Druckerei Schneider')
    const open = page.getByRole('button', { name: /^Umsatz öffnen: Druckerei Schneider KG, -318,20/ })
    await open.waitFor(SLOW)
    // Tab to the row's button, Enter opens the panel.
    for (let i = 0; i < 40 && !(await open.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    p = panel(page)
    await p.waitFor(SLOW)
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.outgoingWithOpenPurchaseInvoice.financialTransactionId)
    await paymentsLoaded(p)
    const box = voucherBox(p, 'RE-44790').or(p.getByRole('checkbox', { name: /44790/ })).first()
    await box.waitFor({ state: 'attached', ...SLOW })
    for (let i = 0; i < 40 && !(await box.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect.poll(() => box.isChecked(), SLOW).toBe(true)
    await p.getByText('Der Betrag passt genau.').waitFor(SLOW)
    const assign = p.getByRole('button', { name: 'Zuordnen', exact: true })
    for (let i = 0; i < 60 && !(await assign.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await p.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Zugeordnet')
    await page.keyboard.press('Escape')
    await p.waitFor({ state: 'detached', ...SLOW })
    expect(new URL(page.url()).searchParams.get('tx')).toBeNull()

    // A reserved transaction, booked with its voucher.
    await openFromList(page, '/reserved', null, 'Fotostudio Licht & Schatten')
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.reservedWithVoucher.reservedFinancialTransactionId)
    const reserved = page.getByRole('dialog', { name: 'Vorgemerkten Umsatz zuordnen' })
    await paymentsLoaded(reserved)
    await expectAccessible(page, 'reserved panel')
    await reserved.getByRole('textbox', { name: 'Belege suchen' }).fill('FS-2026-233')
    await selectVoucher(reserved, 'FS-2026-233')
    await reserved.getByText('Der Betrag passt genau.').waitFor(SLOW)
    await reserved.getByRole('button', { name: 'Zuordnen', exact: true }).click()
    await reserved.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(reserved).textContent(), SLOW).toBe('Zugeordnet')
    await reserved.getByText('FS-2026-233').first().waitFor(SLOW)
    await expectAccessible(page, 'reserved booked')
  })

  it('ignore and unignore: the transaction moves to the hidden list with its reason and back without it; an assigned one is refused, and its journalized payment is reversed, not before the voucher date', async () => {
    const page = await session.open('/transactionswop')
    await openFromList(page, '/transactionswop', 'Bankkonto', 'PayPal Europe S.a.r.l. et Cie S.C.A')
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.transactionToIgnore.financialTransactionId)
    let p = panel(page)
    await paymentsLoaded(p)
    await p.getByRole('button', { name: 'Ausblenden' }).click()
    let ignore = innerDialog(page, 'Umsatz ausblenden')
    await ignore.waitFor(SLOW)
    await expectAccessible(page, 'ignore dialog')
    const reason = 'Kontoprüfung <b>PayPal</b>'
    await ignore.getByRole('textbox', { name: 'Grund (optional)' }).fill(reason)
    await ignore.getByRole('button', { name: 'Ausblenden' }).click()
    await ignore.waitFor({ state: 'detached', ...SLOW })
    await p.getByText('Der Umsatz wurde ausgeblendet.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Ausgeblendet')
    await p.getByRole('button', { name: 'Schließen' }).last().click()
    // Gone from the open list, in the hidden one with its reason (as text).
    await expect.poll(() => page.getByRole('button', { name: /^Umsatz öffnen: PayPal Europe/ }).count(), SLOW).toBe(0)
    await openFromList(page, '/transactionshidden', 'Bankkonto', 'PayPal Europe S.a.r.l. et Cie S.C.A')
    p = panel(page)
    await p.getByText(`Ausgeblendet: ${reason}`).waitFor(SLOW)
    expect(await p.locator('b').count()).toBe(0)
    await expectAccessible(page, 'ignored transaction')
    await p.getByRole('button', { name: 'Wieder einblenden' }).click()
    const unignore = innerDialog(page, 'Umsatz wieder einblenden')
    await unignore.waitFor(SLOW)
    await expectAccessible(page, 'unignore dialog')
    await unignore.getByRole('button', { name: 'Wieder einblenden' }).click()
    await p.getByText('Der Umsatz wird wieder angezeigt. Die Notiz zum Ausblenden wurde gelöscht.').waitFor(SLOW)
    expect(await p.getByText(/Ausgeblendet:/).count()).toBe(0)
    await p.getByRole('button', { name: 'Schließen' }).last().click()
    await expect.poll(() => page.getByRole('button', { name: /^Umsatz öffnen: PayPal Europe/ }).count(), SLOW).toBe(0)
    await openFromList(page, '/transactionswop', 'Bankkonto', 'PayPal Europe S.a.r.l. et Cie S.C.A')
    p = panel(page)
    await paymentsLoaded(p)
    expect(await p.getByText(/Ausgeblendet/).count()).toBe(0)
    await p.getByRole('button', { name: 'Schließen' }).last().click()

    // An assigned transaction (the journalized payment of Weingut Adler) cannot be ignored.
    await openFromList(page, '/transactions', 'Etiketten Weinlinie', 'Weingut Adler')
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.journalizedPaymentToReverse.financialTransactionId)
    p = panel(page)
    await paymentsLoaded(p)
    await p.getByRole('button', { name: 'Ausblenden' }).click()
    ignore = innerDialog(page, 'Umsatz ausblenden')
    await ignore.getByRole('button', { name: 'Ausblenden' }).click()
    await ignore.getByText('Ein zugeordneter Umsatz kann nicht ausgeblendet werden. Bitte entfernen Sie zuerst die Zuordnung.').waitFor(SLOW)
    await expectAccessible(page, 'ignore refused')
    await ignore.getByRole('button', { name: 'Abbrechen' }).click()
    expect(await stateBadge(p).textContent()).toBe('Zugeordnet')

    // Its payment is journalized: reversed, but not before the voucher date.
    await p.getByText(/festgeschrieben/).waitFor(SLOW)
    await p.getByRole('button', { name: 'Stornieren' }).click()
    const reverse = innerDialog(page, 'Zahlung stornieren')
    await reverse.waitFor(SLOW)
    await expectAccessible(page, 'reversal dialog')
    const description = (await reverse.getByText(/^Nicht vor dem Belegdatum/).textContent()) ?? ''
    const voucherDate = description.match(/(\d\d)\.(\d\d)\.(\d{4})/)
    expect(voucherDate).not.toBeNull()
    // The day before the voucher date, typed into the date field's segments.
    const [, dd = '', mm = '', yyyy = ''] = voucherDate ?? []
    const dayBefore = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) - 1))
    const typed = `${String(dayBefore.getUTCDate()).padStart(2, '0')}${String(dayBefore.getUTCMonth() + 1).padStart(2, '0')}${dayBefore.getUTCFullYear()}`
    await reverse.getByRole('spinbutton').first().click()
    await page.keyboard.type(typed)
    await reverse.getByRole('button', { name: 'Stornieren' }).click()
    await reverse.getByText('Das Datum der Stornierung darf nicht vor dem Belegdatum liegen.').waitFor(SLOW)
    await expectAccessible(page, 'reversal date refused')
    await reverse.getByRole('spinbutton').first().click()
    await page.keyboard.type(`${dd}${mm}${yyyy}`)
    await reverse.getByRole('button', { name: 'Stornieren' }).click()
    await reverse.waitFor({ state: 'detached', ...SLOW })
    await p.getByText('Die Zahlung wurde storniert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Offen')
    expect(await p.getByRole('button', { name: 'Zuordnen', exact: true }).count()).toBe(1)
  })

  it('two tabs assign the same transaction: the second gets the conflict message, reloads, nothing is booked twice', async () => {
    // "Alle Umsätze", so that the panel stays on its transaction over a reload once it is assigned.
    const first = await session.open('/transactions')
    await openFromList(first, '/transactions', 'Café Lindenblatt', 'Café Lindenblatt', '1.200,00')
    const address = first.url()
    const second = await session.openTab(new URL(address).pathname + new URL(address).search)
    const p1 = panel(first)
    const p2 = panel(second)
    await paymentsLoaded(p1)
    await paymentsLoaded(p2)
    const [number = ''] = await proposalNumbers(p1)
    await selectVoucher(p2, number)
    // The tab the user works in is in front (a tab behind gets no animation frames: its steps crawl).
    await first.bringToFront()
    await selectVoucher(p1, number)
    await p1.getByRole('button', { name: 'Zuordnen', exact: true }).click()
    await bookSurplus(first)
    await p1.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
    await second.bringToFront()
    await p2.getByRole('button', { name: 'Zuordnen', exact: true }).click()
    await bookSurplus(second, true)
    await p2.getByText(/wurde inzwischen an anderer Stelle geändert/).waitFor(SLOW)
    await expectAccessible(second, 'conflict')
    await expect.poll(() => stateBadge(p2).textContent(), SLOW).toBe('Zugeordnet')
    expect(await p2.locator('.assignment-payment').count()).toBe(1)
    await second.reload()
    await panel(second).waitFor(SLOW)
    await expect.poll(() => panel(second).locator('.assignment-payment').count(), SLOW).toBe(1)
  })

  it('a reload keeps the panel open; a failed assign call says so with retry, keeps the selection, and the retry books once', async () => {
    const page = await session.open('/transactionswop')
    await openFromList(page, '/transactionswop', 'Stadtwerke Potsdam', 'Stadtwerke Potsdam GmbH')
    await page.reload()
    const p = panel(page)
    await p.waitFor(SLOW)
    expect(new URL(page.url()).searchParams.get('tx')).toBe(scenarios.secondInstalment.financialTransactionId)
    await paymentsLoaded(p)
    const [number = ''] = await proposalNumbers(p)
    await selectVoucher(p, number)
    expect(await failNextCalls(page, 'assignVouchers', 1)).toBe(true)
    await p.getByRole('button', { name: 'Zuordnen', exact: true }).click()
    const retry = p.getByRole('button', { name: 'Erneut versuchen' })
    await retry.waitFor(SLOW)
    await expectAccessible(page, 'assign failed')
    expect(await voucherBox(p, number).isChecked()).toBe(true)
    expect(await stateBadge(p).textContent()).not.toBe('Zugeordnet')
    await retry.click()
    await p.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
    await expect.poll(() => stateBadge(p).textContent(), SLOW).toBe('Zugeordnet')
    await expect.poll(() => p.locator('.assignment-payment').count(), SLOW).toBe(1)
  })
})

/** The Café's payment is 10 € above its invoice: the difference dialog asks, and "Überzahlung" books it. */
const bookSurplus = async (page: Page, mayBeGone = false): Promise<void> => {
  const difference = innerDialog(page, 'Zahlungsdifferenz')
  const shown = await difference
    .waitFor(SLOW)
    .then(() => true)
    .catch(() => false)
  if (!shown) {
    if (mayBeGone) return
    throw new Error('the payment difference dialog did not open')
  }
  await difference.getByRole('radio').first().locator('xpath=ancestor::label[1]').click()
  await difference.getByRole('button', { name: 'Zuordnen' }).click()
}
