/**
 * The demo's backend runs in a Web Worker (issue 24); where no worker can load (neither the backend's nor the CSV
 * reader's), the demo runs on the page (demo-worker-backend.ts falls back to demo-backend.ts): the hub shows, a CSV
 * file is previewed and imported. Demo mode, production build, Debian's Chromium. The 5 MB read in the worker and the
 * page's heartbeat meanwhile: demo-scale.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createManualAccount, DEMO_WORKER_URL, expectAccessible, importDialog, READER_WORKER_URL, SLOW, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

const SMALL_FILE = Buffer.from(
  ['Buchungstag;Betrag;Verwendungszweck;Name', '03.03.2026;-19,99;Abo März;Streamingdienst', '04.03.2026;480,50;Rechnung 17;Kunde Schäfer'].join('\n') + '\n',
  'utf8',
)


describe('the demo without workers', () => {
  it('where neither worker can load, the demo runs on the page: the hub shows, the preview shows and the import runs', async () => {
    await session.newContext()
    await session.context.route((url) => DEMO_WORKER_URL.test(url.pathname) || READER_WORKER_URL.test(url.pathname), (route) => route.abort())
    const page = await session.openTab('/hub')
    await waitForHub(page)
    await createManualAccount(page, 'Kasse ohne Worker', { andImport: true })
    await importDialog(page).getByText('Schritt 1 von 3: Datei auswählen').waitFor(SLOW)
    await importDialog(page).locator('input[type="file"]').setInputFiles({ name: 'umsaetze.csv', mimeType: 'text/csv', buffer: SMALL_FILE })
    await importDialog(page).getByText('2 Umsätze werden importiert, 0 Zeilen sind nicht importierbar.', { exact: false }).waitFor(SLOW)
    await importDialog(page).getByRole('button', { name: 'Importieren', exact: true }).click()
    await importDialog(page).getByText('2 Umsätze wurden importiert.').waitFor(SLOW)
    expect(page.workers()).toEqual([])
    await expectAccessible(page, 'import without a worker')
  })
})
