/**
 * The CSV import (issue 13 "End-to-end"; transactions-import-proposals 2, 4, 5, 8; accounts-and-transfers 4.1 s32) in
 * a real browser: demo mode, production build, Debian's Chromium, axe on each new state of the dialog. The files are
 * built here, byte for byte as the banks write them (../shared/reference/german-bank-csv-formats.md), and given to the
 * file input as a user's file. The walk starts from the demo organisation, so it creates its own account without a
 * connection first: the demo has none that is active. One walk: the mouse's (s32 hand-over, import, the same file
 * again with a reload during its import), then the keyboard's (the card's menu, a file whose rows the rules refuse).
 * The dialog's rules without a browser are in ui/src/features/csv-import/CsvImportDialog.test.tsx.
 */
import { readFile } from 'node:fs/promises'
import type { FileChooser, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardAction, createManualAccount, expectAccessible, importDialog, LONG_WALK, showCard, SLOW, tabTo, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

// --- the files

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1')
const utf8WithBom = (text: string): Buffer => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')])
/** Every field quoted, quotes doubled (RFC 4180), joined by `;`. */
const quoted = (cells: ReadonlyArray<string>): string => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(';')

const SPARKASSE_HEADER = [
  'Auftragskonto', 'Buchungstag', 'Valutadatum', 'Buchungstext', 'Verwendungszweck', 'Glaeubiger ID', 'Mandatsreferenz',
  'Kundenreferenz (End-to-End)', 'Sammlerreferenz', 'Lastschrift Ursprungsbetrag', 'Auslagenersatz Ruecklastschrift',
  'Beguenstigter/Zahlungspflichtiger', 'Kontonummer/IBAN', 'BIC (SWIFT-Code)', 'Betrag', 'Waehrung', 'Info',
]
const sparkasseRow = (date: string, text: string, purpose: string, name: string, amount: string): ReadonlyArray<string> =>
  ['DE12370501981234567890', date, date, text, purpose, '', '', '', '', '', '', name, 'DE89370400440532013000', 'COBADEFFXXX', amount, 'EUR', 'Umsatz gebucht']

/** Sparkasse CSV-CAMT V2: ISO-8859-1, every field quoted, dates DD.MM.YY, umlauts in the values, LF. */
const SPARKASSE_FILE = latin1(
  [
    quoted(SPARKASSE_HEADER),
    quoted(sparkasseRow('05.03.26', 'FOLGELASTSCHRIFT', 'Miete Büro März; "Hinterhaus"', 'Hausverwaltung Müller & Söhne', '-1143,41')),
    quoted(sparkasseRow('06.03.26', 'GUTSCHR. UEBERWEISUNG', 'Rechnung 2026-117 Grüße', 'Bäckerei Ößwald', '2950,68')),
    quoted(sparkasseRow('07.03.26', 'KARTENZAHLUNG', 'Tankstelle Straße 5', 'Tankstelle Hügel Zapf', '-62,30')),
  ].join('\n') + '\n',
)

/** Commerzbank: UTF-8 with BOM; two rows before 2014 (one with a formula as its text), one after. */
const BEFORE_2014_FILE = utf8WithBom(
  [
    'Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;IBAN Kontoinhaber;Kategorie',
    '30.12.2013;30.12.2013;Lastschrift;"=HYPERLINK(""http://example.invalid"";""Rabatt"")";-19,99;EUR;DE12500105170648489890;Sonstiges',
    '31.12.2013;31.12.2013;Gutschrift;@SUM(A1:A9) Altkunde Schäfer;250;EUR;DE12500105170648489890;Sonstiges',
    '02.01.2014;02.01.2014;Gutschrift;Neujahrsauftrag Schäfer;480,5;EUR;DE12500105170648489890;Sonstiges',
  ].join('\n') + '\n',
)

// --- page helpers

const STEP_TEXT = { 1: 'Schritt 1 von 3: Datei auswählen', 2: 'Schritt 2 von 3: Spalten zuordnen', 3: 'Schritt 3 von 3: Import' } as const


/** Waits for the step; `where` names an axe check of it (left out where the same state was checked before). */
const expectImportStep = async (page: Page, step: 1 | 2 | 3, where?: string): Promise<void> => {
  await importDialog(page).getByText(STEP_TEXT[step]).waitFor(SLOW)
  if (where !== undefined) await expectAccessible(page, where)
}

const importResult = (page: Page): Locator => importDialog(page).getByText(/(wurden?|wurde) importiert|fehlgeschlagen/).first()

const chooseFile = (page: Page, name: string, buffer: Buffer): Promise<void> =>
  importDialog(page).locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer })

/** The preview's row of file line `line`. */
const previewRow = (page: Page, line: number): Locator => importDialog(page).locator('.csv-preview tbody tr').filter({ has: page.locator(`td:first-child:text-is("${line}")`) })

/** The row's cells as text, the no-break space of de-DE amounts ("1,00\u00a0€") read as a space. */
const cellsOf = async (row: Locator): Promise<ReadonlyArray<string>> => (await row.locator('td').allInnerTexts()).map((t) => t.replaceAll('\u00a0', ' ').trim())

const importButton = (page: Page): Locator => importDialog(page).getByRole('button', { name: 'Importieren', exact: true })

/**
 * Tabs to `button` and opens the file chooser with Enter. Again if none opens: on a busy machine the dialog can render
 * again between the focus check and the key (CI saw Enter open nothing once), and the focus is then elsewhere.
 */
const chooserByKeyboard = async (page: Page, button: Locator): Promise<FileChooser> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await tabTo(page, button)
    const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => undefined), page.keyboard.press('Enter')])
    if (chooser !== undefined) return chooser
  }
  throw new Error('Enter on the file button opened no file chooser')
}

/** Starts the import from step 2 and waits for its result; returns the result's text. */
const runImport = async (page: Page): Promise<string> => {
  await importButton(page).click()
  await importDialog(page).getByText(STEP_TEXT[3]).waitFor(SLOW)
  await importResult(page).waitFor(SLOW)
  await expectAccessible(page, 'import result')
  return (await importResult(page).textContent()) ?? ''
}

const closeImport = async (page: Page): Promise<void> => {
  await importDialog(page).getByRole('button', { name: 'Schließen' }).click()
  await importDialog(page).waitFor({ state: 'detached', ...SLOW })
}

/** The rows of "Alle Umsätze" found by `term`, as their buttons' names. */
const transactionsFound = async (page: Page, term: string): Promise<ReadonlyArray<string>> => {
  const search = page.getByRole('textbox', { name: 'Suche' })
  await search.waitFor(SLOW)
  await search.fill(term)
  const rows = page.getByRole('button', { name: new RegExp(`^Umsatz öffnen: ${term}`) })
  await rows.first().waitFor(SLOW)
  return rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
}

/** Opens the account's actions menu and its "Kontoauszug importieren" with the keyboard, once its card is shown. */
const openImportByKeyboard = async (page: Page, accountName: string): Promise<void> => {
  // The card's page of the tab (after a reload the hub starts on the first page); the menu from there by keys.
  const actions = await showCard(page, /^Aktiv/, accountName)
  await actions.waitFor(SLOW)
  await actions.focus()
  await page.keyboard.press('Enter')
  const menuItem = page.getByRole('menuitem', { name: 'Kontoauszug importieren' })
  await menuItem.waitFor(SLOW)
  await expect
    .poll(async () => {
      if (await menuItem.evaluate((m) => m === document.activeElement)) return true
      await page.keyboard.press('ArrowDown')
      return false
    }, SLOW)
    .toBe(true)
  await page.keyboard.press('Enter')
}

/** Whether the import dialog holds the focus. */
const focusInDialog = (page: Page): Promise<boolean> => importDialog(page).evaluate((d) => d.contains(document.activeElement))

// One walk into one account: the keyboard's walk goes on from the mouse's (the same hub, the same account's menu), and
// the list at the end shows both files' rows: one hub load, one account's wizard and one list for both walks.
describe('CSV import', () => {
  it('into a new account without connection (s32 hand-over): a Sparkasse CSV-CAMT file (ISO-8859-1, all fields quoted) recognised and imported; the same file again all duplicates, and a reload during that import opens the dialog again at step 3 (the address names it), the import ending once; then keyboard only through all three steps with a Commerzbank file (UTF-8 with BOM): rows before 2014 named and not imported, Escape in step 2 asks and keeps the file, the failed rows downloaded; the rows in the list', LONG_WALK, async () => {
    const page = await session.openHub()
    await createManualAccount(page, 'Kasse Import', { andImport: true })
    await expectImportStep(page, 1, 'import step 1')
    await chooseFile(page, 'Umsaetze_Sparkasse.csv', SPARKASSE_FILE)
    await expectImportStep(page, 2, 'import step 2')
    await importDialog(page).getByText('Erkannt: Sparkasse').waitFor(SLOW)
    // Umlauts from ISO-8859-1, the purpose's quote and semicolon kept, DD.MM.YY read, amounts de-DE.
    expect(await cellsOf(previewRow(page, 2))).toEqual(['2', '05.03.2026', '-1.143,41 €', 'Hausverwaltung Müller & Söhne', 'Miete Büro März; "Hinterhaus"', 'Wird importiert'])
    expect((await cellsOf(previewRow(page, 3))).slice(1, 4)).toEqual(['06.03.2026', '2.950,68 €', 'Bäckerei Ößwald'])
    await importDialog(page).getByText('3 Umsätze werden importiert, 0 Zeilen sind nicht importierbar. Summe der importierten Umsätze: 1.744,97 €').waitFor(SLOW)
    // The preview shows its status column without scrolling sideways at 1280 px.
    const scroller = importDialog(page).locator('.csv-preview-scroll')
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
    expect(await runImport(page)).toBe('3 Umsätze wurden importiert.')
    await closeImport(page)

    // The same file again, from the card: every row a suspected duplicate, unticked; only the ticked one is imported.
    await cardAction(page, /^Aktiv/, 'Kasse Import', 'Kontoauszug importieren')
    // Step 1 from the card: axe checks it in the keyboard's walk below.
    await expectImportStep(page, 1)
    await chooseFile(page, 'Umsaetze_Sparkasse.csv', SPARKASSE_FILE)
    await expectImportStep(page, 2)
    for (const line of [2, 3, 4]) {
      const box = importDialog(page).getByRole('checkbox', { name: `Zeile ${line} trotzdem importieren` })
      expect(await box.isChecked()).toBe(false)
    }
    await importDialog(page).getByText(/^0 Umsätze werden importiert/).waitFor(SLOW)
    await importDialog(page).getByRole('checkbox', { name: 'Zeile 2 trotzdem importieren' }).locator('xpath=ancestor::label[1]').click()
    await importDialog(page).getByText('1 Umsatz wird importiert, 0 Zeilen sind nicht importierbar. Summe der importierten Umsätze: -1.143,41 €').waitFor(SLOW)
    await expectAccessible(page, 'duplicates')

    // A reload while it runs (the demo's job runs over several polls, whatever its size): the address names the
    // account, the dialog opens again at step 3 and the import ends.
    await importButton(page).click()
    await importDialog(page).getByRole('progressbar', { name: 'Fortschritt des Imports' }).waitFor(SLOW)
    expect(new URL(page.url()).searchParams.get('csvImport')).toBeTruthy()
    await page.reload()
    await expectImportStep(page, 3, 'import step 3 after a reload')
    await importResult(page).waitFor(SLOW)
    expect(await importResult(page).textContent()).toBe('1 Umsatz wurde importiert.')
    await closeImport(page)
    expect(new URL(page.url()).searchParams.get('csvImport')).toBeNull()

    // The keyboard only: the card's menu, the file button, Escape, the import, the download, closing. The banks'
    // layouts are the reader's rules, tested with each bank's file in core (read-bank-statement.test.ts); here one more
    // file through the browser: UTF-8 with a BOM, rows the rules refuse, and their download.
    await openImportByKeyboard(page, 'Kasse Import')
    await expectImportStep(page, 1, 'import step 1 from the card')
    const choose = importDialog(page).getByRole('button', { name: 'Datei auswählen' })
    // The dialog takes the focus as it opens; then Tab until the file button has it (a busy machine opens it later).
    await expect.poll(() => focusInDialog(page), SLOW).toBe(true)
    const chooser = await chooserByKeyboard(page, choose)
    await chooser.setFiles({ name: 'Commerzbank_2013.csv', mimeType: 'text/csv', buffer: BEFORE_2014_FILE })
    await expectImportStep(page, 2)
    const counts = importDialog(page).getByText('1 Umsatz wird importiert, 2 Zeilen sind nicht importierbar. Summe der importierten Umsätze: 480,50 €')
    await counts.waitFor(SLOW)
    for (const line of [2, 3]) {
      const status = (await cellsOf(previewRow(page, line)))[5]
      expect(status?.startsWith(`Nicht importierbar Zeile ${line}: Umsätze vor dem 01.01.2014 können nicht importiert werden.`)).toBe(true)
    }
    expect((await cellsOf(previewRow(page, 2)))[5]).toContain('beginnt mit =, +, -, @ oder einem Tabulator. Der Wert wird nur als Text übernommen.')
    await expectAccessible(page, 'import step 2 with refused rows')
    await expect.poll(() => focusInDialog(page), SLOW).toBe(true)

    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Hochgeladene Datei verwerfen?' })
    await ask.waitFor(SLOW)
    await expectAccessible(page, 'discard question')
    await page.keyboard.press('Escape')
    await ask.waitFor({ state: 'detached', ...SLOW })
    await counts.waitFor(SLOW)
    await expect.poll(() => focusInDialog(page), SLOW).toBe(true)

    const start = importButton(page)
    for (let i = 0; i < 80 && !(await start.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await importDialog(page).getByText('1 Umsatz wurde importiert, 2 Zeilen sind fehlgeschlagen.').waitFor(SLOW)
    await expectAccessible(page, 'result with failed rows')
    await tabTo(page, importDialog(page).getByRole('button', { name: 'Fehlerhafte Zeilen herunterladen' }), { max: 10 })
    const [download] = await Promise.all([page.waitForEvent('download', SLOW), page.keyboard.press('Enter')])
    expect(download.suggestedFilename()).toMatch(/^Fehlerhafte-Zeilen-\d{4}-\d\d-\d\d\.csv$/)
    const bytes = await readFile((await download.path()) ?? '')
    // A BOM, so that a spreadsheet reads the German reasons as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toMatch(/^"Zeile";"Grund";"Buchungstag";/)
    expect(lines[1]).toContain('"2";"Zeile 2: Umsätze vor dem 01.01.2014 können nicht importiert werden."')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.invalid"";""Rabatt"")"`)
    expect(lines[2]).toContain(`"'@SUM(A1:A9) Altkunde Schäfer"`)
    expect(lines.filter((l) => l !== '')).toHaveLength(3)
    await tabTo(page, importDialog(page).getByRole('button', { name: 'Schließen' }), { max: 10 })
    await page.keyboard.press('Enter')
    await importDialog(page).waitFor({ state: 'detached', ...SLOW })

    // Sparkasse line 2 twice (the first import and the ticked duplicate, once for all the reload), the others once.
    await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: /^Alle Umsätze/ }).click()
    expect(await transactionsFound(page, 'Hausverwaltung Müller & Söhne')).toHaveLength(2)
    expect(await transactionsFound(page, 'Bäckerei Ößwald')).toHaveLength(1)
    expect(await transactionsFound(page, 'Tankstelle Hügel Zapf')).toHaveLength(1)
    // The Commerzbank row (its text the purpose: Commerzbank names no counterparty), and not the refused ones.
    const search = page.getByRole('textbox', { name: 'Suche' })
    await search.fill('Neujahrsauftrag Schäfer')
    const found = page.getByRole('button', { name: /^Umsatz öffnen: / })
    await expect.poll(() => found.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label'))), SLOW).toEqual(['Umsatz öffnen: Ohne Namen, 480,50\u00a0€, 02.01.2014'])
    await search.fill('Altkunde Schäfer')
    await page.getByText(/Keine Umsätze|keine Umsätze/).first().waitFor(SLOW)
    expect(await page.getByRole('button', { name: /^Umsatz öffnen:/ }).count()).toBe(0)
  })

  it('the demo’s sample statements (issue 26): an MT940 and a CAMT.053 read by their content, each with its format named and no mapping to adjust, imported; then an overlapping Sparkasse CSV whose bookings already imported are unticked as suspected duplicates, the two new ones imported', LONG_WALK, async () => {
    const page = await session.openHub()
    await createManualAccount(page, 'Kasse Auszüge', { andImport: true })
    const sample = (name: string) => importDialog(page).getByRole('button', { name })

    await expectImportStep(page, 1)
    await sample('MT940 (vor zwei Monaten)').click()
    await expectImportStep(page, 2)
    await importDialog(page).getByText('Erkannt: Kontoauszug im Format MT940. Die Spalten stehen fest; bitte prüfen Sie die Vorschau.').waitFor(SLOW)
    expect(await importDialog(page).getByRole('button', { name: 'Spaltenzuordnung anpassen' }).count()).toBe(0)
    expect((await cellsOf(previewRow(page, 5))).slice(2, 5)).toEqual(['-950,00 €', 'Hausverwaltung Krüger', 'Miete Büro Kaiserstraße 12'])
    await importDialog(page).getByText(/^7 Umsätze werden importiert, 0 Zeilen sind nicht importierbar\./).waitFor(SLOW)
    await expectAccessible(page, 'MT940 preview')
    expect(await runImport(page)).toBe('7 Umsätze wurden importiert.')
    await closeImport(page)

    await cardAction(page, /^Aktiv/, 'Kasse Auszüge', 'Kontoauszug importieren')
    await expectImportStep(page, 1)
    await sample('CAMT.053 (letzte 30 Tage)').click()
    await expectImportStep(page, 2)
    await importDialog(page).getByText(/^Erkannt: Kontoauszug im Format CAMT\./).waitFor(SLOW)
    // Today's booking is pending (Sts PDNG): shown, said, not imported; the 0,00 € notice is imported as info.
    await importDialog(page).getByText(/^7 Umsätze werden importiert, 1 Zeile ist nicht importierbar\./).waitFor(SLOW)
    await importDialog(page).getByText(/Der Umsatz ist vorgemerkt und noch nicht gebucht/).waitFor(SLOW)
    await importDialog(page).getByText(/Der Betrag ist 0,00 €, ein Hinweis der Bank/).waitFor(SLOW)
    // The pending row is among the failed rows, as a CSV file's pending rows are.
    expect(await runImport(page)).toBe('7 Umsätze wurden importiert, 1 Zeile ist fehlgeschlagen.')
    await closeImport(page)

    await cardAction(page, /^Aktiv/, 'Kasse Auszüge', 'Kontoauszug importieren')
    await expectImportStep(page, 1)
    await sample('CSV der Sparkasse (überschneidend)').click()
    await expectImportStep(page, 2)
    await importDialog(page).getByText('Erkannt: Sparkasse').waitFor(SLOW)
    const boxes = importDialog(page).getByRole('checkbox', { name: /trotzdem importieren$/ })
    await expect.poll(() => boxes.count(), SLOW).toBe(8)
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(false)
    await importDialog(page).getByText('2 Umsätze werden importiert, 0 Zeilen sind nicht importierbar. Summe der importierten Umsätze: 115,00 €').waitFor(SLOW)
    await expectAccessible(page, 'overlapping CSV with duplicates')
    expect(await runImport(page)).toBe('2 Umsätze wurden importiert.')
    await closeImport(page)

    // Each booking once: the March rent of the MT940 file, not again from the CSV.
    await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: /^Alle Umsätze/ }).click()
    expect(await transactionsFound(page, 'Druckerei Schneider KG')).toHaveLength(1)
    expect(await transactionsFound(page, 'Hoffmann Software')).toHaveLength(1)
  })
})
