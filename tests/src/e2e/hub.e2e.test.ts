/** The hub in a real browser: demo mode, production build, Debian's Chromium. */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startPreview, type PreviewServer } from './preview-server.ts'

let server: PreviewServer
let browser: Browser
let context: BrowserContext
let page: Page

const WIDE = { width: 1280, height: 800 }
const NARROW = { width: 900, height: 800 }

const openHub = async (viewport = WIDE, path = '/') => {
  context = await browser.newContext({ viewport, locale: 'de-DE' })
  page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(`${server.url}${path}`)
  await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor()
  await page.getByRole('tab').first().waitFor()
  return pageErrors
}

const cardNames = () => page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()
const selectedTab = () => page.getByRole('tab', { selected: true }).textContent()

beforeAll(async () => {
  server = await startPreview()
  browser = await launchChromium()
})

afterEach(async () => {
  await context?.close()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('hub in Chromium', () => {
  it('opens the demo on /hub with the account cards, error tab first', async () => {
    const errors = await openHub()
    expect(new URL(page.url()).pathname).toBe('/hub')
    expect(await selectedTab()).toBe('Fehlerhaft (2)')
    expect(await cardNames()).toEqual(['Girokonto Deutsche Bank', 'Mietkonto'])
    await expect(page.getByText('Die letzte Synchronisierung ist fehlgeschlagen.').isVisible()).resolves.toBe(true)
    expect(await page.getByRole('navigation', { name: 'Banking' }).getByRole('link').allTextContents()).toEqual(['Übersicht'])
    expect(errors).toEqual([])
  })

  it('switches tabs by mouse and keyboard and pages through the active cards', async () => {
    await openHub()
    await page.getByRole('tab', { name: 'Aktiv (6)' }).click()
    expect(await cardNames()).toEqual(['Geschäftskonto Sparkasse', 'Tagesgeld Rücklagen', 'Visa Business'])
    await expect(page.getByText('12.345,67\u00a0€').isVisible()).resolves.toBe(true)
    await expect(page.getByText('Seite 1 von 2').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Vorherige Seite' }).isDisabled()).resolves.toBe(true)

    await page.getByRole('button', { name: 'Nächste Seite' }).click()
    expect(await cardNames()).toEqual(['PayPal Geschäftskonto', 'Geschäftskonto', 'Steuerrücklage'])
    await expect(page.getByText('Seite 2 von 2').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Nächste Seite' }).isDisabled()).resolves.toBe(true)

    await page.getByRole('tab', { name: 'Aktiv (6)' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await selectedTab()).toBe('Deaktiviert (1)')
    expect(await cardNames()).toEqual(['Altes Girokonto'])
  })

  it('shows two cards per page at 980 px and less', async () => {
    await openHub(NARROW)
    await page.getByRole('tab', { name: 'Aktiv (6)' }).click()
    expect(await cardNames()).toHaveLength(2)
    await expect(page.getByText('Seite 1 von 3').isVisible()).resolves.toBe(true)
  })

  it('says "Seite nicht gefunden" on unknown routes and on features that have not landed, with a way to the hub', async () => {
    for (const path of ['/gibtsnicht', '/transactions']) {
      context = await browser.newContext({ viewport: WIDE, locale: 'de-DE' })
      page = await context.newPage()
      await page.goto(`${server.url}${path}`)
      await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
      await page.getByRole('link', { name: 'Zur Übersicht' }).click()
      await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/hub')
      await context.close()
    }
  })

  it('has no serious or critical accessibility violations on any tab', async () => {
    await openHub()
    for (const tab of ['Fehlerhaft (2)', 'Aktiv (6)', 'Deaktiviert (1)']) {
      await page.getByRole('tab', { name: tab }).click()
      const result = await new AxeBuilder({ page }).analyze()
      const severe = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(severe.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    }
  })
})
