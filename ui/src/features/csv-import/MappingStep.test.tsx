/**
 * Step 2's leftovers of issue 13: the selects filled by the options call (core's choices when it fails), the preview's
 * failed rows of the whole file as a download, the column mapping behind "Spaltenzuordnung anpassen" (narrow, or a
 * recognised bank with a complete mapping; open by itself when the mapping has issues), and a reload at step 2: read
 * again from the session storage, at step 2 when the backend still knows the file (the HTTP backend), at step 1 naming
 * the file when it does not (404: the demo's memory backend), at step 1 when the entry was tampered with.
 */
import { messageFor, CsvPreviewCodec, serverIssues,  type CsvImportPort, type CsvPreview, type CsvPreviewRequest } from '@kontor/core'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderInStore } from '../../test/render-app.tsx'
import { CsvImportDialog } from './CsvImportDialog.tsx'
import { CSV_IMPORT_RESTORE_STORAGE_KEY } from './csv-import-restore.ts'
import { left, right } from '../../test/backend-with.ts'

withFakeTimers()

const decodePreview = (wire: unknown): CsvPreview => {
  const d = CsvPreviewCodec.decode(wire)
  if (E.isLeft(d)) throw new Error('test preview does not decode')
  return d.right
}

const MAPPINGS = [
  { columnIndex: 0, fieldName: 'bookingDate' },
  { columnIndex: 1, fieldName: 'recipientOrSenderName' },
  { columnIndex: 2, fieldName: 'purpose' },
  { columnIndex: 3, fieldName: 'amount' },
]
const WIRE_PREVIEW = {
  headers: ['Buchungstag', 'Name', 'Verwendungszweck', 'Betrag'],
  elements: [],
  numberOfColumns: 4,
  delimiterDetected: ';',
  quoteCharacterDetected: '"',
  characterSetDetected: 'UTF-8',
  detectedFieldMappings: MAPPINGS,
  bank: 'Sparkasse',
  rows: [
    { line: 2, status: 'importable', bookingDate: '2024-02-01', amount: -800, counterparty: 'Vermieter GmbH', purpose: 'Miete', suspectedDuplicate: false },
    { line: 3, status: 'importable', bookingDate: '2024-02-02', amount: 1190.5, counterparty: 'Kunde AG', purpose: 'RE-1', suspectedDuplicate: true },
    { line: 4, status: 'rejected', bookingDate: '2013-12-30', amount: 5, counterparty: 'Alt', purpose: 'alt', suspectedDuplicate: false, issues: [{ i18nKey: 'csvImport.dateBeforeEarliest', i18nValues: { rowNumber: 4 } }] },
  ],
  importableCount: 2,
  suspectedDuplicateCount: 1,
  rejectedCount: 1,
  importableSum: -800,
}
const PREVIEW = decodePreview(WIRE_PREVIEW)
/** No bank recognised: the mapping shows at once at a wide window. */
const UNKNOWN_BANK = decodePreview({ ...WIRE_PREVIEW, bank: null })
/** No amount column found: the mapping has an issue and opens by itself. */
const NO_AMOUNT = decodePreview({ ...WIRE_PREVIEW, bank: null, detectedFieldMappings: MAPPINGS.slice(0, 3) })

const OPTIONS = { characterSets: ['UTF-8', 'ISO-8859-1'], delimiters: [';', ','], quoteCharacters: ['"'], fields: [] }

const renderDialog = (more: Partial<CsvImportPort> = {}) => {
  const csvImport: Partial<CsvImportPort> = {
    getLastCsvImport: () => right(null),
    getImportProfile: () => right(null),
    uploadCsvFile: () => right({ id: 'file-1' }),
    getCsvPreview: () => right(PREVIEW),
    getImportOptions: () => right(OPTIONS),
    ...more,
  }
  return renderInStore(<CsvImportDialog financialAccountId="acc-1" accountName="Kasse" onClose={vi.fn()} />, fakeBackend(() => right([]), {}, {}, { csvImport }))
}

const pickFile = async (name = 'Umsätze März.csv') => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (input === null) throw new Error('no file input')
  await act(async () => void fireEvent.change(input, { target: { files: [new File(['Buchungstag;Betrag\n'], name, { type: 'text/csv' })] } }))
  await flush()
  await flush()
}

/** The names of the options a select offers, once opened. */
const optionsOf = async (label: string): Promise<ReadonlyArray<string>> => {
  const user = setupUser()
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }))
  const names = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent ?? '')
  await user.keyboard('{Escape}')
  return names
}

const setNarrow = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query.includes('max-width'), addEventListener: vi.fn(), removeEventListener: vi.fn() }))

beforeEach(() => {
  sessionStorage.clear()
  setNarrow(false)
})
afterEach(() => vi.unstubAllGlobals())

describe('step 2: options, failed rows, the mapping behind its button', () => {
  it('fills the character set, delimiter and quote selects from the options call; core choices when it fails, with no error', async () => {
    renderDialog({ getCsvPreview: () => right(UNKNOWN_BANK) })
    await flush()
    await pickFile()
    await screen.findByText('Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.')
    expect(await optionsOf('Trennzeichen')).toEqual(['Semikolon (;)', 'Komma (,)'])
    expect(await optionsOf('Zeichensatz')).toEqual(['UTF-8', 'ISO-8859-1'])
    cleanup()
    sessionStorage.clear()

    renderDialog({ getCsvPreview: () => right(UNKNOWN_BANK), getImportOptions: () => left({ _tag: 'Network' }) })
    await flush()
    await pickFile()
    await screen.findByText('Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.')
    expect(await optionsOf('Trennzeichen')).toEqual(['Semikolon (;)', 'Komma (,)', 'Tabulator', 'senkrechter Strich (|)'])
    expect((await optionsOf('Zeichensatz')).length).toBe(6)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('offers the failed rows of the whole file before the import, read with the chosen settings, as a CSV download with a BOM', async () => {
    const asked: CsvPreviewRequest[] = []
    const createObjectURL = vi.fn(() => 'blob:failed')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const failures = [left<string>({ _tag: 'Timeout' }), right('"Zeile";"Grund"\r\n"4";"alt"\r\n')]
    renderDialog({ getCsvPreviewFailedRowsCsv: (request) => (asked.push(request), failures.shift() ?? right('')) })
    await flush()
    await pickFile()
    const user = setupUser()
    await user.click(await screen.findByRole('button', { name: 'Fehlerhafte Zeilen herunterladen' }))
    await flush()
    // A failed call says so and offers to try again; nothing is downloaded.
    expect(click).not.toHaveBeenCalled()
    await user.click(await screen.findByRole('button', { name: /Erneut versuchen/ }))
    await flush()
    expect(asked).toHaveLength(2)
    expect(asked[1]).toMatchObject({ fileId: 'file-1', financialAccountId: 'acc-1', delimiter: ';', characterSet: 'UTF-8', fieldMappings: MAPPINGS })
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^Fehlerhafte-Zeilen-\d{4}-\d{2}-\d{2}\.csv$/)
    const blob = (createObjectURL.mock.calls as unknown as ReadonlyArray<readonly [Blob]>)[0]?.[0] ?? new Blob()
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe('\uFEFF"Zeile";"Grund"\r\n"4";"alt"\r\n')
    click.mockRestore()
  })

  it('shows the notices about the whole file (further sections not imported, mixed line endings) above the preview', async () => {
    const notices = [
      { i18nKey: 'csvImport.furtherSectionsNotImported', i18nValues: { sections: 'Visa-Karte (Kreditkarte)' } },
      { i18nKey: 'csvImport.mixedLineEndings' },
    ]
    renderDialog({ getCsvPreview: () => right(decodePreview({ ...WIRE_PREVIEW, notices })) })
    await flush()
    await pickFile()
    await screen.findByText('Erkannt: Sparkasse')
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Visa-Karte (Kreditkarte)') === true)
    expect(status?.textContent).toContain(messageFor('csvImport.mixedLineEndings'))
  })

  it('offers no failed rows when the file has none', async () => {
    renderDialog({ getCsvPreview: () => right(decodePreview({ ...WIRE_PREVIEW, rows: WIRE_PREVIEW.rows.slice(0, 2), rejectedCount: 0 })) })
    await flush()
    await pickFile()
    await screen.findByText('Erkannt: Sparkasse')
    expect(screen.queryByRole('button', { name: 'Fehlerhafte Zeilen herunterladen' })).toBeNull()
  })

  it('a recognised bank with a complete mapping: the preview first, the mapping behind "Spaltenzuordnung anpassen"; an unknown bank shows it at once', async () => {
    renderDialog()
    await flush()
    await pickFile()
    await screen.findByText('Erkannt: Sparkasse')
    const toggle = screen.getByRole('button', { name: 'Spaltenzuordnung anpassen' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: /Spalte 1: Buchungstag$/ })).toBeNull()
    // The preview comes before the button.
    expect(screen.getByRole('table').compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const user = setupUser()
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: /Spalte 4: Betrag$/ })).toBeTruthy()
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false)
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('button', { name: /Spalte 4: Betrag$/ })).toBeNull()
    cleanup()
    sessionStorage.clear()

    renderDialog({ getCsvPreview: () => right(UNKNOWN_BANK) })
    await flush()
    await pickFile()
    await screen.findByText('Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.')
    expect(screen.queryByRole('button', { name: 'Spaltenzuordnung anpassen' })).toBeNull()
    expect(screen.getByRole('button', { name: /Spalte 4: Betrag$/ })).toBeTruthy()
  })

  it('narrow (390 px): the mapping waits behind its button even for an unknown bank, and opens by itself when it has an issue', async () => {
    setNarrow(true)
    renderDialog({ getCsvPreview: () => right(UNKNOWN_BANK) })
    await flush()
    await pickFile()
    await screen.findByText('Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.')
    expect(screen.getByRole('button', { name: 'Spaltenzuordnung anpassen' }).getAttribute('aria-expanded')).toBe('false')
    cleanup()
    sessionStorage.clear()

    renderDialog({ getCsvPreview: () => right(NO_AMOUNT) })
    await flush()
    await pickFile()
    await screen.findByText('Bank nicht erkannt. Bitte prüfen Sie die Zuordnung der Spalten.')
    expect(screen.getByRole('button', { name: 'Spaltenzuordnung anpassen' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: /Spalte 4: Betrag$/ })).toBeTruthy()
  })
})

describe('a reload at step 2', () => {
  /** Reaches step 2 with line 3 ticked, then "reloads": the dialog goes (its page with it) and opens again. */
  const reloadAtStep2 = async (afterReload: Partial<CsvImportPort>) => {
    renderDialog()
    await flush()
    await pickFile()
    const user = setupUser()
    await user.click(await screen.findByRole('checkbox', { name: 'Zeile 3 trotzdem importieren' }))
    expect(sessionStorage.getItem(CSV_IMPORT_RESTORE_STORAGE_KEY)).toContain('"includedDuplicateLines":[3]')
    cleanup()
    const upload = vi.fn(() => right({ id: 'file-2' }))
    renderDialog({ uploadCsvFile: upload, ...afterReload })
    await flush()
    await flush()
    return upload
  }

  it('continues at step 2 when the backend still knows the file (the HTTP backend): the mapping and the ticks kept, nothing uploaded again', async () => {
    const asked: CsvPreviewRequest[] = []
    const upload = await reloadAtStep2({ getCsvPreview: (request) => (asked.push(request), right(PREVIEW)) })
    expect(await screen.findByText('Schritt 2 von 3: Spalten zuordnen')).toBeTruthy()
    expect(asked).toEqual([expect.objectContaining({ fileId: 'file-1', delimiter: ';', characterSet: 'UTF-8', fieldMappings: MAPPINGS })])
    expect((screen.getByRole('checkbox', { name: 'Zeile 3 trotzdem importieren' }) as HTMLInputElement).checked).toBe(true)
    expect(upload).not.toHaveBeenCalled()
  })

  it('goes to step 1 naming the file when the backend no longer knows it (404: the demo keeps no uploaded bytes)', async () => {
    await reloadAtStep2({ getCsvPreview: () => left(serverIssues(404, [{ i18nKey: 'csvImport.fileNotFound', source: 'fileId' }])) })
    expect(await screen.findByText('Schritt 1 von 3: Datei auswählen')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Datei „Umsätze März.csv“ ist nach dem Neuladen der Seite nicht mehr vorhanden. Bitte wählen Sie die Datei erneut aus.',
    )
    expect(sessionStorage.getItem(CSV_IMPORT_RESTORE_STORAGE_KEY)).toBeNull()
  })

  it('reads a tampered entry as step 1, asking nothing of the backend', async () => {
    sessionStorage.setItem(CSV_IMPORT_RESTORE_STORAGE_KEY, JSON.stringify({ financialAccountId: 'acc-1', fileId: 'file-1', fileName: 'a.csv', sizeBytes: -5 }))
    const preview = vi.fn(() => right(PREVIEW))
    renderDialog({ getCsvPreview: preview })
    await flush()
    expect(await screen.findByRole('button', { name: 'Datei auswählen' })).toBeTruthy()
    expect(preview).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
