/**
 * The CSV import from /hub/actions/startimport (hub-and-business-account 2.1) and step 2's leftovers of issue 13, in
 * Chromium against the production build in demo mode, axe on each new state: one walk, as a user's accounts grow, of
 * the start route with no account to import into, with one (straight into the import) and with two (the account
 * choice); the preview's failed rows of the whole file downloaded before the import; a reload at step 2 (the demo's
 * memory backend keeps no uploaded bytes across a reload: step 1 names the file to choose again), made at 390 px, so
 * that the page loads as a phone's and step 2 is then seen there (the preview first, the column mapping behind
 * "Spaltenzuordnung anpassen"). The rules behind these (the choice, the restore, the narrow mapping) are UI tests:
 * ui/src/features/csv-import/csv-import-address.test.tsx and MappingStep.test.tsx.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createManualAccount, expectAccessible, importDialog, LONG_WALK, SLOW, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

const START_IMPORT_PATH = '/hub/actions/startimport'
const STEP_TEXT = { 1: 'Schritt 1 von 3: Datei auswählen', 2: 'Schritt 2 von 3: Spalten zuordnen', 3: 'Schritt 3 von 3: Import' } as const

/**
 * A Commerzbank-like export (UTF-8 with BOM): 260 rows of 2024, then a row before 2014 with a formula as its text and
 * one more: the two rejected rows lie past the 250 the preview shows.
 */
const FILE_NAME = 'Umsätze Commerzbank.csv'
const FILE = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    [
      'Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;IBAN Kontoinhaber;Kategorie',
      ...Array.from({ length: 260 }, (_, i) => `02.01.2024;02.01.2024;Gutschrift;Rechnung ${i + 1} Kunde Schäfer;${i + 1},50;EUR;DE12500105170648489890;Sonstiges`),
      '30.12.2013;30.12.2013;Lastschrift;=HYPERLINK("http://example.invalid");-19,99;EUR;DE12500105170648489890;Sonstiges',
      '31.12.2013;31.12.2013;Gutschrift;@SUM(A1:A9) Altkunde;250;EUR;DE12500105170648489890;Sonstiges',
    ].join('\n') + '\n',
    'utf8',
  ),
])


/** Waits for the step; `where` names an axe check of it (left out where the same state was checked before). */
const expectImportStep = async (page: Page, step: 1 | 2 | 3, where?: string): Promise<void> => {
  await importDialog(page).getByText(STEP_TEXT[step]).waitFor(SLOW)
  if (where !== undefined) await expectAccessible(page, where)
}


const chooseFile = (page: Page): Promise<void> =>
  importDialog(page).locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: FILE })

const COUNTS = '260 Umsätze werden importiert, 2 Zeilen sind nicht importierbar.'

/** Downloads the preview's failed rows; returns the file's text after its BOM, checking the BOM. */
const downloadPreviewFailedRows = async (page: Page): Promise<string> => {
  const [download] = await Promise.all([
    page.waitForEvent('download', SLOW),
    importDialog(page).getByRole('button', { name: 'Fehlerhafte Zeilen herunterladen' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^Fehlerhafte-Zeilen-\d{4}-\d\d-\d\d\.csv$/)
  const bytes = await readFile((await download.path()) ?? '')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return bytes.subarray(3).toString('utf8')
}

describe('CSV import from /hub/actions/startimport', () => {
  it('without an account to import into says so; with one it opens the import, whose failed rows download from the preview, through to the result; with two it offers the choice, and a reload at step 2 (at 390 px) goes to step 1 naming the file; chosen again, step 2 shows the preview and counts first, the column mapping behind "Spaltenzuordnung anpassen", usable by keyboard', LONG_WALK, async () => {
    // The start route as the first page: no hub load before it.
    const page = await session.open(START_IMPORT_PATH)
    const choice = page.getByRole('dialog', { name: 'Konto für den Import des Kontoauszugs wählen' })
    await choice.getByText(/Sie haben kein Konto ohne Bankverbindung/).waitFor(SLOW)
    await expectAccessible(page, 'start route without an account')
    await choice.getByRole('button', { name: 'Abbrechen' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    await waitForHub(page)

    await createManualAccount(page, 'Kasse Eins')
    await page.goto(session.url(START_IMPORT_PATH))
    // One account a CSV file can go into: its import opens over the hub at once, the account in the address.
    await expectImportStep(page, 1, 'start route: step 1')
    expect(new URL(page.url()).pathname).toBe('/hub')
    expect(new URL(page.url()).searchParams.get('csvImport')).toBeTruthy()
    await chooseFile(page)
    await expectImportStep(page, 2)
    await importDialog(page).getByText(COUNTS).waitFor(SLOW)
    // The preview shows 250 rows; the failed rows are the whole file's, before anything is imported.
    expect(await importDialog(page).locator('.csv-preview tbody tr').count()).toBe(250)
    const lines = (await downloadPreviewFailedRows(page)).split('\r\n').filter((l) => l !== '')
    expect(lines[0]).toMatch(/^"Zeile";"Grund";"Buchungstag";/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('"262";"Zeile 262: Umsätze vor dem 01.01.2014 können nicht importiert werden."')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.invalid"")"`)
    expect(lines[2]).toContain(`"'@SUM(A1:A9) Altkunde"`)
    // Step 2 checked once, after the download: the step is as before it (a status line shows only while it loads).
    await expectAccessible(page, 'start route: step 2 after the download')

    await importDialog(page).getByRole('button', { name: 'Importieren', exact: true }).click()
    await importDialog(page).getByText(STEP_TEXT[3]).waitFor(SLOW)
    await importDialog(page).getByText('260 Umsätze wurden importiert, 2 Zeilen sind fehlgeschlagen.').waitFor(SLOW)
    await expectAccessible(page, 'start route: result')
    await importDialog(page).getByRole('button', { name: 'Schließen' }).click()
    await importDialog(page).waitFor({ state: 'detached', ...SLOW })
    expect(new URL(page.url()).searchParams.get('csvImport')).toBeNull()

    // A second account: the start route asks which one. Its step 1 and 2 are the ones checked above.
    await createManualAccount(page, 'Kasse Zwei')
    await page.goto(session.url(START_IMPORT_PATH))
    await choice.getByRole('radio', { name: 'Kasse Zwei' }).waitFor(SLOW)
    await expectAccessible(page, 'account choice')
    await choice.getByRole('radio', { name: 'Kasse Zwei' }).locator('xpath=ancestor::label[1]').click()
    await choice.getByRole('button', { name: 'Weiter' }).click()
    await expectImportStep(page, 1)
    await chooseFile(page)
    await expectImportStep(page, 2)
    // Another account: nothing of the file is a duplicate there.
    await importDialog(page).getByText(COUNTS).waitFor(SLOW)

    // The reload loads the page as a phone's: step 1 and then step 2 at 390 px.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    // The demo's memory backend does not keep the uploaded bytes across a reload: step 1, naming the file.
    await expectImportStep(page, 1, '390 px: step 1 after the reload')
    await importDialog(page)
      .getByRole('alert')
      .getByText(`Die Datei „${FILE_NAME}“ ist nach dem Neuladen der Seite nicht mehr vorhanden. Bitte wählen Sie die Datei erneut aus.`)
      .waitFor(SLOW)
    await chooseFile(page)
    await expectImportStep(page, 2, '390 px: step 2, file chosen again')
    await importDialog(page).getByText(COUNTS).waitFor(SLOW)
    const toggle = importDialog(page).getByRole('button', { name: 'Spaltenzuordnung anpassen' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await importDialog(page).getByRole('button', { name: /Spalte 1: Buchungstag$/ }).count()).toBe(0)
    // The counts come before the mapping's button.
    const countsTop = await importDialog(page).getByText(COUNTS).evaluate((e) => e.getBoundingClientRect().top)
    expect(countsTop).toBeLessThan(await toggle.evaluate((e) => e.getBoundingClientRect().top))
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await importDialog(page).getByRole('button', { name: /Spalte 5: Betrag$/ }).waitFor(SLOW)
    await expectAccessible(page, '390 px: mapping open')
    // Nothing is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
