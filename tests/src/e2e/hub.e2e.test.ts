/** The hub in a real browser: demo mode, production build, Debian's Chromium. */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, seriousViolations, useChromiumSession } from './e2e-kit.ts'

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 900, height: 800 }

/** Page errors are checked by the first test only, as before the kit. */
const session = useChromiumSession({ viewport: WIDE, checkPageErrors: false })

const cardNames = (page: Page) => page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent()

describe('hub in Chromium', () => {
  it('opens the demo on /hub with the account cards, error tab first', async () => {
    const page = await session.openHub({ path: '/' })
    const errors = session.pageErrors
    expect(new URL(page.url()).pathname).toBe('/hub')
    expect(await selectedTab(page)).toBe('Fehlerhaft (2)')
    expect(await cardNames(page)).toEqual(['Girokonto Deutsche Bank', 'Mietkonto'])
    await expect(page.getByText('Die letzte Synchronisierung ist fehlgeschlagen.').isVisible()).resolves.toBe(true)
    const links = await page.getByRole('navigation', { name: 'Banking' }).getByRole('link').allTextContents()
    // Entries with counts carry them after their label (transfer-lists and transaction-lists e2e check them).
    expect(links.map((text) => text.replace(/\s*[(\d].*$/s, ''))).toEqual([
      'Übersicht',
      'Alle Umsätze',
      'Vorgemerkt',
      'Zuordnungsvorschläge',
      'Nicht zugeordnet',
      'Überweisungen',
      'Anstehende Zahlungen',
      'Ausgeblendete Umsätze',
    ])
    expect(errors).toEqual([])
  })

  it('switches tabs by mouse and keyboard and pages through the active cards', async () => {
    const page = await session.openHub({ path: '/' })
    await page.getByRole('tab', { name: 'Aktiv (6)' }).click()
    expect(await cardNames(page)).toEqual(['Geschäftskonto Sparkasse', 'Tagesgeld Rücklagen', 'Visa Business'])
    await expect(page.getByRole('tabpanel').getByText('12.345,67\u00a0€', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(page.getByText('Seite 1 von 2').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Vorherige Seite' }).isDisabled()).resolves.toBe(true)

    await page.getByRole('button', { name: 'Nächste Seite' }).click()
    expect(await cardNames(page)).toEqual(['PayPal Geschäftskonto', 'Geschäftskonto', 'Steuerrücklage'])
    await expect(page.getByText('Seite 2 von 2').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Nächste Seite' }).isDisabled()).resolves.toBe(true)

    await page.getByRole('tab', { name: 'Aktiv (6)' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab(page)).toBe('Deaktiviert (1)')
    expect(await cardNames(page)).toEqual(['Altes Girokonto'])
  })

  it('shows two cards per page at 980 px and less', async () => {
    const page = await session.openHub({ path: '/', viewport: NARROW })
    await page.getByRole('tab', { name: 'Aktiv (6)' }).click()
    expect(await cardNames(page)).toHaveLength(2)
    await expect(page.getByText('Seite 1 von 3').isVisible()).resolves.toBe(true)
  })

  it('says "Seite nicht gefunden" on unknown routes, with a way to the hub', async () => {
    for (const path of ['/gibtsnicht']) {
      const page = await session.open(path, { viewport: WIDE })
      await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      await page.getByRole('link', { name: 'Zur Übersicht' }).click()
      await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/hub')
      await session.closeContext()
    }
  })

  it('has no serious or critical accessibility violations on any tab', async () => {
    const page = await session.openHub({ path: '/' })
    for (const tab of ['Fehlerhaft (2)', 'Aktiv (6)', 'Deaktiviert (1)']) {
      await page.getByRole('tab', { name: tab }).click()
      await expectAccessible(page, tab)
    }
    // The check itself finds what it should: an image without a text is a critical violation.
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/missing.png">'))
    expect(await seriousViolations(page, 'image without alt')).toEqual([expect.stringContaining('image-alt')])
  })
})
