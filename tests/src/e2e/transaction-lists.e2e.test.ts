/**
 * The transaction lists (hub-and-business-account 2.1; transactions-import-proposals 4, 7) in a real browser: demo
 * mode, production build, Debian's Chromium, axe on every page. The demo's transactions are
 * fixtures/src/demo-transactions.ts (its scenario table): two years on the Sparkasse, Visa and PayPal accounts, the
 * monthly rent 'Miete Arbeitsplatz', every transaction from 16.11.2026 not yet assigned, reserved ones on the Sparkasse.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const WIDE = { width: 1920, height: 1080 }
const NARROW = { width: 390, height: 844 }

/** The rows of the table shown (its header row left out). */
const rows = (page: Page) => page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') })

/** The dd.MM.yyyy dates of the rows, in order. */
const rowDates = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await rows(page).locator('.tx-col-date').allTextContents()).map((text) => text.trim())

const isoOf = (german: string) => german.split('.').reverse().join('-')

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('transaction lists', () => {
  it('every list page passes axe, newest first; the navigation names the open and reserved counts, and the open count is its list\'s; at 390 px rows are cards, nothing cut off, no horizontal scroll, and a card opens the assignment panel, in the address', async () => {
    const page = await session.open('/transactions', { viewport: WIDE })
    const nav = page.getByRole('navigation', { name: 'Banking' })
    await expect.poll(() => nav.getByRole('link', { name: /^Nicht zugeordnet \(\d+ offen\)$/ }).count(), SLOW).toBe(1)
    await expect.poll(() => nav.getByRole('link', { name: /^Vorgemerkt \(\d+ offen\)$/ }).count(), SLOW).toBe(1)
    // Chromium's own name of the link (its accessibility tree), not only Playwright's reading of it.
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: ReadonlyArray<{ role?: { value?: string }; name?: { value?: string } }> }
    await cdp.detach()
    const name = nodes.filter((node) => node.role?.value === 'link').map((node) => node.name?.value ?? '').find((text) => text.startsWith('Nicht zugeordnet')) ?? ''
    expect(name).toMatch(/^Nicht zugeordnet \(\d+ offen\)$/)
    const openCount = Number(name.match(/(\d+)/)?.[1])
    for (const [path, title] of [
      ['/transactions', 'Alle Umsätze'],
      ['/transactionswop', 'Nicht zugeordnet'],
      ['/transactionshidden', 'Ausgeblendete Umsätze'],
      ['/reserved', 'Vorgemerkt'],
    ] as const) {
      await nav.getByRole('link', { name: new RegExp(`^${title}`) }).click()
      await page.waitForURL(new RegExp(`${path}$`), SLOW)
      await page.getByRole('heading', { level: 1, name: title }).waitFor(SLOW)
      await rows(page).first().waitFor(SLOW)
      await expectAccessible(page, title)
      const dates = (await rowDates(page)).map(isoOf)
      expect(dates.length).toBeGreaterThan(0)
      expect([...dates].sort().reverse()).toEqual(dates)
      // 'Nicht zugeordnet' lists every open transaction: as many as its link counts.
      if (path === '/transactionswop') {
        await page.getByText(/^\d[\d.]* Umsätze?$/).waitFor(SLOW)
        expect(Number((await page.locator('.tx-result-count').textContent())?.replace(/\D/g, ''))).toBe(openCount)
      }
    }

    // The same page narrowed to a phone's 390 px (the rows follow the window's width), not a load of its own.
    // That a reload with tx opens the panel again is transaction-assignment.e2e.test.ts's (and TransactionLists.test.tsx's).
    await page.setViewportSize(NARROW)
    await page.getByRole('list', { name: 'Vorgemerkt' }).waitFor(SLOW)
    expect(await page.getByRole('table').count()).toBe(0)
    expect(await noHorizontalScroll(page)).toBe(true)
    // The hint under the title does not touch the account field's label.
    const hint = await page.getByText(/^Vorgemerkte Umsätze sind noch nicht gebucht/).boundingBox()
    const label = await page.getByText('Konto', { exact: true }).first().boundingBox()
    expect((label?.y ?? 0) - ((hint?.y ?? 0) + (hint?.height ?? 0))).toBeGreaterThanOrEqual(8)
    await expectAccessible(page, 'reserved, 390 px')
    await nav.getByRole('link', { name: /^Nicht zugeordnet/ }).click()
    const cards = page.getByRole('list', { name: 'Nicht zugeordnet' })
    await cards.waitFor(SLOW)
    expect(await page.getByRole('table').count()).toBe(0)
    expect(await noHorizontalScroll(page)).toBe(true)
    await expectAccessible(page, 'open transactions, 390 px')
    await cards.getByRole('button', { name: /^Umsatz öffnen:/ }).first().click()
    await page.getByRole('dialog').waitFor(SLOW)
    expect(new URL(page.url()).searchParams.get('tx')).not.toBeNull()
    await page.keyboard.press('Escape')
    await expect.poll(() => new URL(page.url()).searchParams.get('tx'), SLOW).toBeNull()
  })

  // The field messages for an end before the start and a 1,000-character term are TransactionLists.test.tsx's.
  it('filters by date range and search term, pages through the results, and keeps it all in the address over a reload', async () => {
    const page = await session.open('/transactions', { viewport: WIDE })
    await page.getByText(/^Seite 1 von \d+$/).waitFor(SLOW)
    const pagesBefore = Number((await page.getByText(/^Seite 1 von \d+$/).textContent())?.match(/von (\d+)/)?.[1])
    expect(pagesBefore).toBeGreaterThan(2)

    // Page through the unfiltered list.
    await page.getByRole('link', { name: 'Nächste Seite' }).click()
    await page.getByText(`Seite 2 von ${pagesBefore}`).waitFor(SLOW)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    // The new page is read from its top (the pager is below 50 rows): the count above the rows is in view and focused.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('tx-result-count')), SLOW).toBe(true)
    expect(await page.locator('.tx-result-count').evaluate((count) => count.getBoundingClientRect().top >= 0 && count.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    await page.getByRole('link', { name: `Seite ${pagesBefore}` }).click()
    await page.getByText(`Seite ${pagesBefore} von ${pagesBefore}`).waitFor(SLOW)

    // A date range of 2026 and a search term.
    await page.getByRole('textbox', { name: 'Von' }).fill('01.01.2026')
    await page.getByRole('textbox', { name: 'Bis' }).fill('31.12.2026')
    await expect.poll(() => new URL(page.url()).searchParams.get('dateTo'), SLOW).toBe('2026-12-31')
    await page.getByRole('textbox', { name: 'Suche' }).fill('Miete Arbeitsplatz')
    await expect.poll(() => new URL(page.url()).searchParams.get('searchTerm'), SLOW).toBe('Miete Arbeitsplatz')
    await expect.poll(async () => (await rows(page).allTextContents()).every((text) => text.includes('Miete Arbeitsplatz')), SLOW).toBe(true)
    const dates = await rowDates(page)
    expect(dates.length).toBeGreaterThanOrEqual(10) // a rent a month
    expect(dates.every((date) => date.endsWith('.2026'))).toBe(true)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull() // a new filter starts on page 1
    await expectAccessible(page, 'filtered list')

    // Reload: the same filters in the fields, the same rows.
    const address = page.url()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Alle Umsätze' }).waitFor(SLOW)
    await rows(page).first().waitFor(SLOW)
    expect(page.url()).toBe(address)
    expect(await page.getByRole('textbox', { name: 'Suche' }).inputValue()).toBe('Miete Arbeitsplatz')
    expect(await page.getByRole('textbox', { name: 'Von' }).inputValue()).toBe('01.01.2026')
    expect(await page.getByRole('textbox', { name: 'Bis' }).inputValue()).toBe('31.12.2026')
    expect(await rowDates(page)).toEqual(dates)

    // Back returns to the unfiltered last page.
    await page.goBack()
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.get('searchTerm'), SLOW).toBeNull()
  })
})
