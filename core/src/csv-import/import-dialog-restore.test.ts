import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { csvFileInfoArbitrary, fieldMappingsArbitrary } from './csv-import.arbitrary.ts'
import { DEFAULT_CSV_IMPORT_PROFILE, initialCsvImportDialog, toCsvImportDialogRestore, transitionCsvImportDialog, type CsvImportDialogState } from './import-dialog-flow.ts'
import { readCsvImportDialogRestore, writeCsvImportDialogRestore, type CsvImportDialogRestore } from './import-dialog-restore.ts'
import type { CsvPreview, FieldMapping } from './model.ts'
import { moneyFromCents } from '../money/money.ts'

const MAPPINGS: ReadonlyArray<FieldMapping> = [
  { columnIndex: 0, fieldName: 'valueDate' },
  { columnIndex: 1, fieldName: 'recipientOrSenderName' },
  { columnIndex: 2, fieldName: 'purpose' },
  { columnIndex: 3, fieldName: 'amount' },
]
const row = (line: number, suspectedDuplicate: boolean) => ({
  line,
  status: 'importable' as const,
  bookingDate: '2024-02-01' as never,
  amount: moneyFromCents(-80000n),
  counterparty: 'Vermieter',
  purpose: 'Miete',
  suspectedDuplicate,
})
const PREVIEW: CsvPreview = {
  headers: ['Datum', 'Name', 'Zweck', 'Betrag'],
  elements: [],
  numberOfColumns: 4,
  delimiterDetected: ';',
  quoteCharacterDetected: '"',
  detectedFieldMappings: [{ columnIndex: 0, fieldName: 'bookingDate' }],
  rows: [row(2, true), row(3, true), row(4, false)],
}
const PROFILE = { characterSet: 'ISO-8859-1', delimiter: ';', quoteCharacter: '"', negateAmount: true, fieldMappings: MAPPINGS }
const RESTORE: CsvImportDialogRestore = {
  financialAccountId: 'acc-1',
  fileId: 'file-1',
  fileName: 'Umsätze März.csv',
  sizeBytes: 2048,
  profile: PROFILE,
  includedDuplicateLines: [3],
}

const restoreArbitrary: fc.Arbitrary<CsvImportDialogRestore> = fc.record({
  financialAccountId: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  fileId: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  fileName: csvFileInfoArbitrary.map((f) => f.name).filter((s) => s.trim() !== ''),
  sizeBytes: fc.integer({ min: 0, max: 5_000_000 }),
  profile: fc.record({
    characterSet: fc.constantFrom('UTF-8', 'ISO-8859-1', 'windows-1252'),
    delimiter: fc.constantFrom(';', ',', '\t'),
    quoteCharacter: fc.constantFrom('"', "'"),
    negateAmount: fc.boolean(),
    fieldMappings: fieldMappingsArbitrary.map((ms) => ms.filter((m) => m.columnIndex >= 0)),
  }),
  includedDuplicateLines: fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }),
})

/** Opens the dialog with `restore` and answers "no import runs". */
const reopened = (restore: CsvImportDialogRestore | null) => {
  const [opening, effects] = initialCsvImportDialog('acc-1', DEFAULT_CSV_IMPORT_PROFILE, restore)
  expect(effects).toEqual([{ type: 'fetchLastImport', financialAccountId: 'acc-1' }])
  return transitionCsvImportDialog(opening, { type: 'lastImportLoaded', result: null, profile: null })
}

describe('the kept step 2 (import-dialog-restore.ts)', () => {
  test.prop([restoreArbitrary])('reads back what it wrote', (restore) => {
    expect(readCsvImportDialogRestore(writeCsvImportDialogRestore(restore), restore.financialAccountId)).toEqual(restore)
  })

  test.prop([fc.oneof(fc.string(), fc.json(), restoreArbitrary.map((r) => JSON.stringify({ ...r, sizeBytes: -1 })))])(
    'reads any other text as nothing or as a kept step 2 that decodes, never throwing',
    (text) => {
      const read = readCsvImportDialogRestore(text, 'acc-1')
      expect(read === null || read.financialAccountId === 'acc-1').toBe(true)
    },
  )

  it('reads a tampered entry as nothing: another account, a size over 5 MB, a line 0, no profile, no JSON', () => {
    const text = (changes: Record<string, unknown>) => JSON.stringify({ ...RESTORE, ...changes })
    expect(readCsvImportDialogRestore(text({}), 'acc-1')).toEqual(RESTORE)
    expect(readCsvImportDialogRestore(text({}), 'acc-2')).toBeNull()
    expect(readCsvImportDialogRestore(text({ sizeBytes: 5_000_001 }), 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore(text({ includedDuplicateLines: [0] }), 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore(text({ profile: null }), 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore(text({ fileId: ' ' }), 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore(text({ profile: { ...PROFILE, fieldMappings: [{ columnIndex: -1, fieldName: 'amount' }] } }), 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore('{"fileId":', 'acc-1')).toBeNull()
    expect(readCsvImportDialogRestore(null, 'acc-1')).toBeNull()
  })
})

describe('a reload at step 2 (import-dialog-flow.ts)', () => {
  it('reads the kept file again with its profile, then shows step 2 with the mapping and the ticks kept', () => {
    const [reading, effects] = reopened(RESTORE)
    expect(reading).toMatchObject({ step: 'loadingPreview', fileId: 'file-1', previous: null, profile: PROFILE })
    expect(effects).toEqual([{ type: 'requestPreview', financialAccountId: 'acc-1', fileId: 'file-1', profile: PROFILE }])
    // Kept also while it reads: a second reload now keeps the same.
    expect(toCsvImportDialogRestore(reading, null)).toEqual(RESTORE)
    const [mapping] = transitionCsvImportDialog(reading, { type: 'previewLoaded', fileId: 'file-1', preview: PREVIEW })
    expect(mapping).toMatchObject({ step: 'mapping', fileId: 'file-1', profile: PROFILE, includedDuplicateLines: [3] })
    expect(toCsvImportDialogRestore(mapping, { name: RESTORE.fileName, sizeBytes: RESTORE.sizeBytes })).toEqual(RESTORE)
  })

  it('goes to step 1 naming the file when the backend no longer knows it (404), or says what failed otherwise', () => {
    const [reading] = reopened(RESTORE)
    const [gone] = transitionCsvImportDialog(reading, { type: 'previewFailed', fileId: 'file-1', httpStatus: 404, issues: [] })
    expect(gone).toMatchObject({
      step: 'selectingFile',
      issues: [{ field: 'file', key: 'csvImport.restoredFileGone', params: { fileName: 'Umsätze März.csv' } }],
    })
    expect(toCsvImportDialogRestore(gone, { name: 'x.csv', sizeBytes: 1 })).toBeNull()
    const timeout = { field: 'file', key: 'backend.timeout' }
    const [failed] = transitionCsvImportDialog(reading, { type: 'previewFailed', fileId: 'file-1', issues: [timeout] })
    expect(failed).toMatchObject({ step: 'selectingFile', issues: [timeout, { key: 'csvImport.chooseFileAgain', params: { fileName: 'Umsätze März.csv' } }] })
  })

  it('an import that still runs wins over the kept step 2; without a kept one, or one of another account, step 1', () => {
    const [opening] = initialCsvImportDialog('acc-1', DEFAULT_CSV_IMPORT_PROFILE, RESTORE)
    const running = { financialTransactionImportId: 'imp-1', status: 'ONGOING', numberOfTransactions: 1, numberOfImportRows: 10 }
    expect(transitionCsvImportDialog(opening, { type: 'lastImportLoaded', result: running })[0].step).toBe('running')
    expect(reopened(null)[0].step).toBe('selectingFile')
    expect(reopened({ ...RESTORE, financialAccountId: 'acc-2' })[0].step).toBe('selectingFile')
    // The last import could not be read: the kept file is read again all the same.
    expect(transitionCsvImportDialog(opening, { type: 'lastImportFailed' })[0].step).toBe('loadingPreview')
  })

  test.prop([restoreArbitrary.map((r) => ({ ...r, financialAccountId: 'acc-1' }))])(
    'keeps no step but step 2: step 1, step 3 and a closed dialog keep nothing',
    (restore) => {
      const [selecting] = reopened(null)
      const states: ReadonlyArray<CsvImportDialogState> = [
        selecting,
        { step: 'closed' },
        { ...selecting, step: 'running', importId: 'i', progressPercent: 1, awaitingStatus: false } as CsvImportDialogState,
      ]
      for (const state of states) expect(toCsvImportDialogRestore(state, { name: restore.fileName, sizeBytes: restore.sizeBytes })).toBeNull()
      expect(toCsvImportDialogRestore(reopened(restore)[0], null)?.fileId).toBe(restore.fileId)
    },
  )
})
