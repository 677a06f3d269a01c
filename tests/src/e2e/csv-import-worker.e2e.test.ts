/**
 * Issue 13 "Reading a large file happens off the main thread (a Web Worker) and the page stays responsive", in the
 * demo build: a 5 MB export (the tests' own large-statement.ts, about 37,000 rows) is read and previewed in the demo
 * backend's worker (issue 24), while a heartbeat on the page keeps ticking; and where no worker can load, the demo
 * runs on the page, so the preview and the import still happen.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createManualAccount, expectAccessible, SLOW, useChromiumSession, waitForHub } from './e2e-kit.ts'
import { largeStatement, largeStatementFile } from './large-statement.ts'

const session = useChromiumSession()

/** The big file's read, its copy back and the preview of 37,000 rows take seconds on the shared 2-core machine. */
const BIG = { timeout: 90_000 }
/** Enough ticks to show the page ran its timers while the file was read, and no timing threshold. */
const MIN_HEARTBEATS = 3

let bigFile: Buffer
/** The big file on disk: chosen by its path, as a user chooses it (large-statement.ts largeStatementFile). */
let bigFilePath: string

beforeAll(() => {
  const statement = largeStatement()
  bigFile = statement.bytes
  bigFilePath = largeStatementFile(statement, 'umsaetze_gross.csv')
})

const SMALL_FILE = Buffer.from(
  ['Buchungstag;Betrag;Verwendungszweck;Name', '03.03.2026;-19,99;Abo März;Streamingdienst', '04.03.2026;480,50;Rechnung 17;Kunde Schäfer'].join('\n') + '\n',
  'utf8',
)

const importDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Umsätze aus CSV-Datei importieren' })

/** A new account without a connection, handed over into the import (its step 1). */
const openImportOnNewAccount = async (page: Page, name: string): Promise<void> => {
  await createManualAccount(page, name, { andImport: true })
  await importDialog(page).getByText('Schritt 1 von 3: Datei auswählen').waitFor(SLOW)
}

const chooseFile = (page: Page, name: string, buffer: Buffer): Promise<void> =>
  importDialog(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer })

/** The preview's summary ("… Umsätze werden importiert, … Zeilen sind nicht importierbar. …"): the preview's answer shown. */
const PREVIEW_SUMMARY = /Umsätz?e? (werden|wird) importiert, .* nicht importierbar/

interface Heartbeats {
  readonly atChoose: number | undefined
  readonly atPreview: number | undefined
}

/**
 * A heartbeat on the page (a chain of timers, each a task of its own: none runs while the page's thread is busy),
 * and its count noted when the file is chosen and when the preview's summary shows.
 */
const startHeartbeat = (page: Page): Promise<void> =>
  page.evaluate((summary) => {
    const noted: Record<string, number> = {}
    const w = window as unknown as { beats: number; noted: Record<string, number> }
    w.beats = 0
    w.noted = noted
    const note = (name: string) => (noted[name] ??= w.beats)
    const beat = () => {
      w.beats++
      setTimeout(beat, 0)
    }
    beat()
    document.addEventListener('change', () => note('atChoose'), true)
    const summaryPattern = new RegExp(summary)
    new MutationObserver((_records, observer) => {
      if (summaryPattern.test(document.body.textContent)) {
        note('atPreview')
        observer.disconnect()
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, PREVIEW_SUMMARY.source)

const heartbeats = (page: Page): Promise<Heartbeats> => page.evaluate(() => (window as unknown as { noted: Heartbeats }).noted)

/** The demo's backend worker (issue 24) and the reader's own worker (issue 13), used where the backend runs on the page. */
const DEMO_WORKER = /demo-backend\.worker/
const READER_WORKER = /statement-reader\.worker/

describe('CSV import: the file is read in a Web Worker', () => {
  it("a 5 MB export is read and previewed in the demo backend's worker, and the page keeps ticking meanwhile", async () => {
    expect(bigFile.length).toBeGreaterThan(4_900_000)
    expect(bigFile.length).toBeLessThanOrEqual(5_000_000)
    const page = await session.openHub()
    await openImportOnNewAccount(page, 'Kasse Großdatei')
    const started: string[] = []
    page.on('worker', (worker) => started.push(worker.url()))
    await startHeartbeat(page)

    await importDialog(page).locator('input[type="file"]').setInputFiles(bigFilePath)
    await importDialog(page).getByText(PREVIEW_SUMMARY).waitFor(BIG)
    await importDialog(page).getByText('Schritt 2 von 3: Spalten zuordnen').waitFor(SLOW)
    await expectAccessible(page, 'preview of the 5 MB file')

    // The backend's worker read it: it runs, and no reader of the page's own was started.
    expect(page.workers().some((worker) => DEMO_WORKER.test(worker.url()))).toBe(true)
    expect(started.filter((url) => READER_WORKER.test(url))).toEqual([])
    const noted = await heartbeats(page)
    expect(noted.atChoose).toBeDefined()
    expect(noted.atPreview).toBeDefined()
    // From the choice to the preview the page ran its timers.
    expect((noted.atPreview ?? 0) - (noted.atChoose ?? 0)).toBeGreaterThanOrEqual(MIN_HEARTBEATS)
  })

  it("where neither worker can load, the demo runs on the page: the preview shows and the import runs", async () => {
    await session.newContext()
    await session.context.route((url) => DEMO_WORKER.test(url.pathname) || READER_WORKER.test(url.pathname), (route) => route.abort())
    const page = await session.openTab('/hub')
    await waitForHub(page)
    await openImportOnNewAccount(page, 'Kasse ohne Worker')
    await chooseFile(page, 'umsaetze.csv', SMALL_FILE)
    await importDialog(page).getByText('2 Umsätze werden importiert, 0 Zeilen sind nicht importierbar.', { exact: false }).waitFor(SLOW)
    await importDialog(page).getByRole('button', { name: 'Importieren', exact: true }).click()
    await importDialog(page).getByText('2 Umsätze wurden importiert.').waitFor(SLOW)
    expect(page.workers()).toEqual([])
    await expectAccessible(page, 'import without a worker')
  })
})
