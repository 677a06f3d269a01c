/**
 * Issue 12: the first page of /transactions in Chromium against a backend holding 100,000 transactions, time from
 * the navigation's start to the first row visible (goal ≤ 300 ms). The backend is the reference server (the memory
 * db over HTTP) with the demo organisation and generateTransactions' data; the UI is built in HTTP mode into a
 * folder of its own and served by vite preview, which passes the API paths on to the server (same origin, as in
 * production). Printed, never asserted: speed is measured here, not in tests.
 */
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer } from '@kontor/adapters/server'
import { demoSeed, generateTransactions } from '@kontor/fixtures'
import { launchChromium } from '../e2e/browser.ts'
import { buildHttpModeUi, startHttpModeUi } from '../e2e/http-mode-ui.ts'

const TRANSACTION_COUNT = 100_000
const RUNS = 7
const GOAL_MS = 300
/** A row of the list: its amount cell (ui/src/features/transactions). */
const FIRST_ROW_SELECTOR = '.tx-amount'

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

export const benchTransactionsPage = async (): Promise<string[]> => {
  const started = performance.now()
  const db = createMemoryDb({ ...demoSeed, transactionData: generateTransactions(TRANSACTION_COUNT, 12) }, { now: () => new Date('2026-11-26T10:00:00Z') })
  const server = await startServer(db)
  await buildHttpModeUi('dist-bench-http')
  const { web, url } = await startHttpModeUi(server.url, 'dist-bench-http')
  const browser = await launchChromium()
  const times: number[] = []
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    for (let run = 0; run <= RUNS; run += 1) {
      const page = await context.newPage()
      await page.goto(`${url}/transactions`, { waitUntil: 'commit' })
      await page.locator(FIRST_ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 30_000 })
      // performance.now() counts from the navigation's start: the time until the first row was there.
      const ms = await page.evaluate(() => performance.now())
      if (run > 0) times.push(ms) // the first run warms the server's and the browser's caches
      await page.close()
    }
  } finally {
    await browser.close()
    await web.close()
    await server.close()
  }
  const sorted = [...times].sort((a, b) => a - b)
  const fmt = (ms: number) => `${Math.round(ms)} ms`
  return [
    `/transactions, erste Seite in Chromium bei ${TRANSACTION_COUNT.toLocaleString('de-DE')} Umsätzen (Referenzserver, ${RUNS} Läufe):`,
    `  p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, max ${fmt(sorted.at(-1) ?? Number.NaN)} (Ziel ≤ ${GOAL_MS} ms) ${percentile(sorted, 95) <= GOAL_MS ? 'ok' : 'ÜBER DEM ZIEL'}`,
    `  (Aufbau: ${fmt(performance.now() - started)})`,
  ]
}
