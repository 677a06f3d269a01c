/**
 * Issue 17: the forms with a submit, in Chromium against the reference server over HTTP (the UI built in HTTP mode
 * into a folder of its own, vite preview passing the API paths on, as in production). Each submit meets a 500, a 408,
 * a timed-out and a reset connection in turn (page.route): after each the typed input is still there and a notice
 * says what happened; the next submit goes through.
 */
import { createMemoryDb } from '@kontor/adapters/memory'
import { ROUTES } from '@kontor/adapters/http'
import { startServer, type RunningServer } from '@kontor/adapters/server'
import { fixedClock } from '@kontor/core'
import { DEMO_ORGANISATION_IDS, DEMO_TRANSFER_IBANS, demoSeed, loadDemoTransactionData } from '@kontor/fixtures'
import { fileURLToPath } from 'node:url'
import type { Browser, Page, Route } from 'playwright-core'
import { build, preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { chooseBank, dialog, expectStep, openTransferFromCard, SLOW, startWizardAtBankSearch, waitForHub } from './e2e-kit.ts'

const UI_ROOT = fileURLToPath(new URL('../../../ui/', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../../ui/dist-e2e-http/', import.meta.url))
/** The first segment of every API path: what the preview passes on to the server. */
const API_PREFIXES = [...new Set(Object.values(ROUTES).map((r) => `/${r.path.split('/')[1] ?? ''}`))]

/** The faults each submit meets in turn before it is let through. */
const FAULTS = ['500', '408', 'timedout', 'connectionreset'] as const

let server: RunningServer
let web: PreviewServer
let browser: Browser
let baseUrl = ''

beforeAll(async () => {
  const db = createMemoryDb({ ...demoSeed, transactionData: await loadDemoTransactionData() }, fixedClock(new Date('2026-11-20T09:30:00Z')))
  server = await startServer(db)
  process.env['VITE_KONTOR_BACKEND'] = 'http'
  try {
    await build({ root: UI_ROOT, logLevel: 'silent', build: { outDir: OUT_DIR, emptyOutDir: true } })
  } finally {
    delete process.env['VITE_KONTOR_BACKEND']
  }
  web = await preview({
    root: UI_ROOT,
    logLevel: 'silent',
    build: { outDir: OUT_DIR },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      open: false,
      proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: server.url, changeOrigin: true }])),
    },
  })
  baseUrl = web.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await web?.close()
  await server?.close()
})

const openHub = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  // The profile-type dialog counts as seen today, as in every e2e file (e2e-kit.ts); in HTTP mode the organisation
  // has no demo id ('default', core hub/profile-type-dialog.ts).
  await context.addInitScript((ids: ReadonlyArray<string>) => {
    for (const id of ids) localStorage.setItem(`kontor.profileTypeDialog.lastAppearance.${id}`, new Date().toISOString())
  }, [...Object.values(DEMO_ORGANISATION_IDS), 'default'])
  const page = await context.newPage()
  await page.goto(`${baseUrl}/hub`)
  await waitForHub(page)
  return page
}

/**
 * Lets the requests of `method` to `path` meet FAULTS in turn, then through; returns how many have been met.
 */
const injectFaults = async (page: Page, method: string, path: string): Promise<() => number> => {
  let met = 0
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (route.request().method() !== method || met >= FAULTS.length) return route.fallback()
      const fault = FAULTS[met]
      met += 1
      if (fault === '500') {
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ IssueList: [{ i18nKey: 'INTERNAL_ERROR', source: 'server' }] }) })
      }
      if (fault === '408') return route.fulfill({ status: 408, body: '' })
      return route.abort(fault)
    },
  )
  return () => met
}

/** Submits once per fault: after each, a notice shows and `kept` still holds what was typed; then the real submit. */
const submitThroughFaults = async (page: Page, met: () => number, submit: () => Promise<void>, kept: () => Promise<void>) => {
  for (let fault = 1; fault <= FAULTS.length; fault += 1) {
    await submit()
    await expect.poll(met, SLOW).toBe(fault)
    await page.getByRole('alert').first().waitFor(SLOW)
    await kept()
  }
  await submit()
}

describe('forms after a 500, a 408, a timeout and a reset', () => {
  it('the account form keeps its name and creates the account on the next try', async () => {
    const page = await openHub()
    await startWizardAtBankSearch(page)
    await chooseBank(page, '27131300', /BLZ 27131300/)
    const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
    if (await withoutConnection.isVisible()) await withoutConnection.click()
    await expectStep(page, 'Konto ohne Bankverbindung anlegen')
    const name = dialog(page).getByRole('textbox', { name: 'Kontoname' })
    await name.fill('Kasse Störfall')
    const met = await injectFaults(page, 'POST', ROUTES.createFinancialAccount.path)
    await submitThroughFaults(
      page,
      met,
      () => dialog(page).getByRole('button', { name: 'Konto anlegen' }).click(),
      async () => expect(await name.inputValue()).toBe('Kasse Störfall'),
    )
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    await page.getByRole('heading', { name: 'Kasse Störfall' }).first().waitFor(SLOW)
    await page.context().close()
  })

  it('the transfer form keeps recipient, IBAN, amount and purpose and goes on to the review on the next try', async () => {
    const page = await openHub()
    await openTransferFromCard(page, 'Geschäftskonto Sparkasse')
    const d = dialog(page)
    await d.getByRole('combobox', { name: 'Empfänger' }).fill('Druckerei Schneider KG')
    await page.keyboard.press('Tab')
    await d.getByRole('textbox', { name: 'IBAN' }).fill(DEMO_TRANSFER_IBANS.druckereiSchneider)
    await d.getByRole('textbox', { name: /Betrag/ }).fill('12,34')
    await d.getByRole('textbox', { name: 'Verwendungszweck' }).fill('RE 2026-77')
    const met = await injectFaults(page, 'POST', ROUTES.createBankTransfers.path)
    await submitThroughFaults(
      page,
      met,
      () => d.getByRole('button', { name: 'Weiter zur Prüfung' }).click(),
      async () => {
        expect(await d.getByRole('combobox', { name: 'Empfänger' }).inputValue()).toBe('Druckerei Schneider KG')
        expect((await d.getByRole('textbox', { name: 'IBAN' }).inputValue()).replace(/\s/g, '')).toBe(DEMO_TRANSFER_IBANS.druckereiSchneider.replace(/\s/g, ''))
        expect(await d.getByRole('textbox', { name: /Betrag/ }).inputValue()).toBe('12,34')
        expect(await d.getByRole('textbox', { name: 'Verwendungszweck' }).inputValue()).toBe('RE 2026-77')
      },
    )
    await d.getByRole('heading', { name: 'Bitte prüfen Sie Ihren Auftrag' }).waitFor(SLOW)
    await page.context().close()
  })
})
