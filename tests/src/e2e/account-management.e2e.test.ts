/**
 * /accountManagement 'Bankkonten bearbeiten' in a real browser (issue 10, item 6 and spec 2.1): demo mode, production
 * build, Debian's Chromium. Each test opens a fresh context, so each page load starts from the demo organisation (the
 * memory backend lives in the page): the hub and the management page read the same nine accounts.
 */
import AxeBuilder from '@axe-core/playwright'
import { ACCOUNT_STATE_LABELS } from '@kontor/core'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startPreview, type PreviewServer } from './preview-server.ts'

let server: PreviewServer
let browser: Browser
let context: BrowserContext
let page: Page
let pageErrors: string[] = []

/** Long enough for a page load and the wizard's calls on a busy 2-core machine. */
const SLOW = { timeout: 20_000 }

/** The hub's tabs, as the hub names them: the account states. */
const HUB_TABS = [ACCOUNT_STATE_LABELS.failed, ACCOUNT_STATE_LABELS.active, ACCOUNT_STATE_LABELS.deactivated] as const

const open = async (path: string, width = 1280) => {
  context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' })
  page = await context.newPage()
  pageErrors = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(`${server.url}${path}`)
}

const openManagement = async (width = 1280) => {
  await open('/accountManagement', width)
  await page.getByRole('list', { name: 'Bankkonten' }).getByRole('listitem').first().waitFor(SLOW)
}

const dialog = (): Locator => page.getByRole('dialog')

/** The wizard's step heading. */
const expectStep = (title: string) => dialog().getByRole('heading', { name: title }).waitFor(SLOW)

/** Ticks a react-aria radio the way a user does: on its label (the input itself is visually hidden). */
const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click()

const expectAccessible = async (where: string) => {
  const result = await new AxeBuilder({ page }).analyze()
  const severe = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(severe.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Every card name on a tab of the hub, across all its pages. */
const cardNamesOnTab = async (tab: string): Promise<ReadonlyArray<string>> => {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
  const previous = page.getByRole('button', { name: 'Vorherige Seite' })
  while ((await previous.count()) > 0 && !(await previous.isDisabled())) await previous.click()
  const names: string[] = []
  for (;;) {
    names.push(...(await page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()))
    const next = page.getByRole('button', { name: 'Nächste Seite' })
    if ((await next.count()) === 0 || (await next.isDisabled())) return names
    await next.click()
  }
}

/** The management list's rows: each account's name and the state it says (without the busy note). */
const managementStates = async (): Promise<ReadonlyArray<readonly [string, string]>> => {
  const rows = page.getByRole('list', { name: 'Bankkonten' }).getByRole('listitem')
  const result: Array<readonly [string, string]> = []
  for (const row of await rows.all()) {
    const name = (await row.getByRole('heading').textContent()) ?? ''
    const state = (await row.locator('dd.account-state').evaluate((dd) => dd.firstChild?.textContent ?? '')).trim()
    result.push([name, state])
  }
  return result
}

beforeAll(async () => {
  server = await startPreview()
  browser = await launchChromium()
})

afterEach(async () => {
  expect(pageErrors).toEqual([])
  await context?.close()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('/accountManagement in Chromium', () => {
  it('lists every account of the hub, each with the state of its hub tab (the Mietkonto failed in both)', async () => {
    await open('/hub')
    await page.getByRole('tab').first().waitFor(SLOW)
    const onHub = new Map<string, string>()
    for (const tab of HUB_TABS) for (const name of await cardNamesOnTab(tab)) onHub.set(name, tab)
    expect(onHub.size).toBe(9)
    expect(onHub.get('Mietkonto')).toBe('Fehlerhaft')
    await context.close()

    await openManagement()
    const listed = await managementStates()
    expect(listed).toHaveLength(onHub.size)
    expect(new Map(listed)).toEqual(onHub)
    // Why it failed, as on the hub card.
    const rent = page.getByRole('listitem', { name: 'Mietkonto' })
    expect(await rent.getByRole('note').textContent()).toContain('Bitte geben Sie Ihre Zugangsdaten erneut ein.')
    await expectAccessible('/accountManagement')
  })

  it('on its own: the app navigation, and one close action that leads back to the hub', async () => {
    await openManagement()
    const navigation = page.getByRole('navigation', { name: 'Banking' })
    expect(await navigation.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/hub')
    expect(await page.getByRole('button', { name: 'Abbrechen' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Schließen' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Schließen' }).click()
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    expect(new URL(page.url()).pathname).toBe('/hub')
  })

  it('adding starts at s10: an existing bank login is reachable (s33 for the rejected one)', async () => {
    await openManagement()
    await page.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }).click()
    await expectStep('Konto hinzufügen')
    await expectAccessible('s10 from /accountManagement')
    await tick(dialog().getByRole('radio', { name: /Berliner Volksbank/ }))
    await dialog().getByRole('button', { name: 'Weiter' }).click()
    await expectStep('Zugangsdaten eingeben')
  })

  it('adding starts at s10: PayPal is reachable (s21)', async () => {
    await openManagement()
    await page.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }).click()
    await expectStep('Konto hinzufügen')
    await tick(dialog().getByRole('radio', { name: 'PayPal-Konto verbinden' }))
    await dialog().getByRole('button', { name: 'Weiter' }).click()
    await expectStep('PayPal verbinden')
    expect(await dialog().getByRole('button', { name: 'Weiter zu PayPal' }).count()).toBe(1)
  })

  it.each([390, 1920])('fits a %i px wide window without horizontal scrolling', async (width) => {
    await openManagement(width)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
