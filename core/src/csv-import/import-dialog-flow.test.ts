import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CSV_IMPORT_PROFILE,
  initialCsvImportDialog,
  toCsvImportDialogStepNumber,
  transitionCsvImportDialog,
  type CsvImportDialogEvent,
  type CsvImportDialogState,
  type CsvImportDialogStep,
} from './import-dialog-flow.ts'
import { moneyFromCents } from '../money/money.ts'
import { toCsvImportSelection } from './import-selection.ts'
import type { CsvPreview, FieldMapping, ImportResult } from './model.ts'
import { STRUCTURED_HEADERS, STRUCTURED_MAPPINGS } from './structured-statement.ts'

const MAPPINGS: ReadonlyArray<FieldMapping> = [
  { columnIndex: 0, fieldName: 'valueDate' },
  { columnIndex: 1, fieldName: 'recipientOrSenderName' },
  { columnIndex: 2, fieldName: 'purpose' },
  { columnIndex: 3, fieldName: 'amount' },
]
const PREVIEW: CsvPreview = {
  headers: ['Datum', 'Name', 'Zweck', 'Betrag'],
  elements: [
    ['01.02.2024', 'Vermieter', 'Miete', '-800,00'],
    ['02.02.2024', 'Kunde AG', 'RE-1', '1.190,00'],
  ],
  numberOfColumns: 4,
  delimiterDetected: ';',
  quoteCharacterDetected: '"',
  detectedFieldMappings: MAPPINGS,
}
const ongoing = (done: number, rows = 100): ImportResult => ({
  financialTransactionImportId: 'imp-1',
  status: 'ONGOING',
  numberOfTransactions: done,
  numberOfImportRows: rows,
})
const FILE = { name: 'umsaetze.csv', sizeBytes: 2048, mimeType: 'text/csv' }
const CONTENT = { arrayBuffer: async () => new ArrayBuffer(2048) }

/** Runs events from a state, returning every step. */
const run = (start: CsvImportDialogStep, ...events: ReadonlyArray<CsvImportDialogEvent>): ReadonlyArray<CsvImportDialogStep> =>
  events.reduce<CsvImportDialogStep[]>((steps, event) => [...steps, transitionCsvImportDialog((steps.at(-1) ?? start)[0], event)], [start])

const last = (steps: ReadonlyArray<CsvImportDialogStep>): CsvImportDialogStep => {
  const step = steps.at(-1)
  if (step === undefined) throw new Error('no steps')
  return step
}

const toMapping = (): CsvImportDialogState =>
  last(
    run(
      initialCsvImportDialog('acc-1'),
      { type: 'lastImportLoaded', result: null },
      { type: 'fileSelected', file: FILE, content: CONTENT },
      { type: 'fileUploaded', fileId: 'file-1' },
      { type: 'previewLoaded', fileId: 'file-1', preview: PREVIEW },
    ),
  )[0]

describe('opening the dialog', () => {
  it('first asks for the account’s last import', () => {
    const [state, effects] = initialCsvImportDialog('acc-1')
    expect(state.step).toBe('checkingLastImport')
    expect(toCsvImportDialogStepNumber(state)).toBe(1)
    expect(effects).toEqual([{ type: 'fetchLastImport', financialAccountId: 'acc-1' }])
  })

  it('jumps to step 3 when the last import is ONGOING, and polls every 1200 ms', () => {
    const [state, effects] = transitionCsvImportDialog(initialCsvImportDialog('acc-1')[0], { type: 'lastImportLoaded', result: ongoing(40) })
    expect(state).toMatchObject({ step: 'running', importId: 'imp-1', progressPercent: 40 })
    expect(toCsvImportDialogStepNumber(state)).toBe(3)
    expect(effects).toEqual([{ type: 'schedulePoll', delayMs: 1200 }])
  })

  it.each<[string, CsvImportDialogEvent]>([
    ['no last import', { type: 'lastImportLoaded', result: null }],
    ['a finished last import', { type: 'lastImportLoaded', result: { ...ongoing(10), status: 'FINISHED' } }],
    ['a failed request', { type: 'lastImportFailed' }],
  ])('starts at step 1 with %s', (_name, event) => {
    const [state, effects] = transitionCsvImportDialog(initialCsvImportDialog('acc-1')[0], event)
    expect(state.step).toBe('selectingFile')
    expect(effects).toEqual([])
  })
})

describe('step 1: the file', () => {
  const selecting = transitionCsvImportDialog(initialCsvImportDialog('acc-1')[0], { type: 'lastImportLoaded', result: null })[0]

  it('uploads a valid file', () => {
    expect(transitionCsvImportDialog(selecting, { type: 'fileSelected', file: FILE, content: CONTENT })).toEqual([
      { step: 'uploading', financialAccountId: 'acc-1', profile: DEFAULT_CSV_IMPORT_PROFILE, hasStoredProfile: false, file: FILE },
      [{ type: 'uploadFile', file: FILE, content: CONTENT }],
    ])
  })

  it('keeps an invalid file with its issues and uploads nothing', () => {
    const [state, effects] = transitionCsvImportDialog(selecting, { type: 'fileSelected', file: { name: 'a.xlsx', sizeBytes: 9_000_000 }, content: CONTENT })
    expect(state).toMatchObject({ step: 'selectingFile', issues: [{ key: 'csvImport.uploadExtensionNotAllowed' }, { key: 'csvImport.uploadFileTooBig' }] })
    expect(effects).toEqual([])
  })

  it('asks for the preview once uploaded and shows upload errors', () => {
    const uploading = transitionCsvImportDialog(selecting, { type: 'fileSelected', file: FILE, content: CONTENT })[0]
    // No stored profile: the server detects every setting (empty values).
    expect(transitionCsvImportDialog(uploading, { type: 'fileUploaded', fileId: 'file-1' })[1]).toEqual([
      {
        type: 'requestPreview',
        financialAccountId: 'acc-1',
        fileId: 'file-1',
        profile: { ...DEFAULT_CSV_IMPORT_PROFILE, characterSet: '', delimiter: '', quoteCharacter: '', fieldMappings: [] },
      },
    ])
    const issues = [{ field: 'file', key: 'csvImport.uploadVirusFound' }]
    expect(transitionCsvImportDialog(uploading, { type: 'uploadFailed', issues })[0]).toMatchObject({ step: 'selectingFile', issues })
  })
})

describe('step 2: the mapping', () => {
  it('shows the preview with the detected mapping', () => {
    const state = toMapping()
    expect(state.step).toBe('mapping')
    expect(toCsvImportDialogStepNumber(state)).toBe(2)
    if (state.step === 'mapping') {
      expect(state.profile.fieldMappings).toEqual(MAPPINGS)
      expect(state.hints).toEqual([])
    }
  })

  it('keeps the account’s stored mapping when it fits the file, and takes the detected one when it does not', () => {
    const stored = [{ columnIndex: 3, fieldName: 'amount' as const }]
    const open = (profileMappings: ReadonlyArray<FieldMapping>) =>
      last(
        run(
          initialCsvImportDialog('acc-1', { ...DEFAULT_CSV_IMPORT_PROFILE, fieldMappings: profileMappings }),
          { type: 'lastImportLoaded', result: null },
          { type: 'fileSelected', file: FILE, content: CONTENT },
          { type: 'fileUploaded', fileId: 'f' },
          { type: 'previewLoaded', fileId: 'f', preview: PREVIEW },
        ),
      )[0]
    expect(open(stored)).toMatchObject({ profile: { fieldMappings: stored } })
    expect(open([{ columnIndex: 9, fieldName: 'amount' }])).toMatchObject({ profile: { fieldMappings: MAPPINGS } })
  })

  it('reads the file again with detection when the stored profile was made for another bank’s layout (its amount columns differ)', () => {
    // Stored for a DKB file (amount in column 8); the file is a Deutsche Bank one (Soll 16, Haben 17).
    const stored = { ...DEFAULT_CSV_IMPORT_PROFILE, characterSet: 'UTF-8', fieldMappings: [...MAPPINGS.slice(0, 3), { columnIndex: 8, fieldName: 'amount' as const }] }
    const detected: ReadonlyArray<FieldMapping> = [...MAPPINGS.slice(0, 3), { columnIndex: 16, fieldName: 'debitAmount' }, { columnIndex: 17, fieldName: 'creditAmount' }]
    const deutscheBank: CsvPreview = { ...PREVIEW, numberOfColumns: 19, bank: 'Deutsche Bank', characterSetDetected: 'ISO-8859-1', detectedFieldMappings: detected }
    const start = run(initialCsvImportDialog('acc-1'), { type: 'lastImportLoaded', result: null, profile: stored }, { type: 'fileSelected', file: FILE, content: CONTENT }, { type: 'fileUploaded', fileId: 'f' })
    const [again, effects] = transitionCsvImportDialog(last(start)[0], { type: 'previewLoaded', fileId: 'f', preview: deutscheBank })
    expect(again).toMatchObject({ step: 'loadingPreview', previous: null, adoptDetected: true })
    expect(effects).toEqual([{ type: 'requestPreview', financialAccountId: 'acc-1', fileId: 'f', profile: { ...stored, characterSet: '', delimiter: '', quoteCharacter: '', fieldMappings: [] } }])
    const [mapping] = transitionCsvImportDialog(again, { type: 'previewLoaded', fileId: 'f', preview: deutscheBank })
    expect(mapping).toMatchObject({ step: 'mapping', profile: { characterSet: 'ISO-8859-1', fieldMappings: detected } })
    // The same bank's file keeps the stored mapping, and a file of no recognised bank too.
    const sameBank = { ...deutscheBank, detectedFieldMappings: stored.fieldMappings }
    expect(transitionCsvImportDialog(last(start)[0], { type: 'previewLoaded', fileId: 'f', preview: sameBank })[0]).toMatchObject({ step: 'mapping', profile: { fieldMappings: stored.fieldMappings } })
    expect(transitionCsvImportDialog(last(start)[0], { type: 'previewLoaded', fileId: 'f', preview: { ...deutscheBank, bank: null } })[0]).toMatchObject({ step: 'mapping', profile: { fieldMappings: stored.fieldMappings } })
  })

  it('reads the file again with detection when the stored profile cannot read it; a failure then stays on step 1 with its issues', () => {
    const stored = { ...DEFAULT_CSV_IMPORT_PROFILE, fieldMappings: [{ columnIndex: 12, fieldName: 'amount' as const }] }
    const issues = [{ field: 'fieldMappings', key: 'csvImport.missingColumn', params: {} }]
    const start = run(initialCsvImportDialog('acc-1'), { type: 'lastImportLoaded', result: null, profile: stored }, { type: 'fileSelected', file: FILE, content: CONTENT }, { type: 'fileUploaded', fileId: 'f' })
    const [again, effects] = transitionCsvImportDialog(last(start)[0], { type: 'previewFailed', fileId: 'f', httpStatus: 400, issues })
    expect(again).toMatchObject({ step: 'loadingPreview', adoptDetected: true })
    expect(effects).toHaveLength(1)
    expect(transitionCsvImportDialog(again, { type: 'previewFailed', fileId: 'f', httpStatus: 400, issues })[0]).toMatchObject({ step: 'selectingFile', issues })
    expect(transitionCsvImportDialog(last(start)[0], { type: 'previewFailed', fileId: 'f', httpStatus: 402, issues })[0]).toEqual({ step: 'closed', notice: 'previewPaymentRequired' })
  })

  it('takes over the detected settings when the account has no stored profile', () => {
    const state = last(
      run(
        initialCsvImportDialog('acc-1'),
        { type: 'lastImportLoaded', result: null },
        { type: 'fileSelected', file: FILE, content: CONTENT },
        { type: 'fileUploaded', fileId: 'f' },
        { type: 'previewLoaded', fileId: 'f', preview: { ...PREVIEW, delimiterDetected: ',', characterSetDetected: 'ISO-8859-1' } },
      ),
    )[0]
    expect(state).toMatchObject({ step: 'mapping', hints: [], profile: { delimiter: ',', characterSet: 'ISO-8859-1', quoteCharacter: '"' } })
  })

  it('hints when the detected delimiter differs from the stored profile’s, which it keeps', () => {
    const stored = { ...DEFAULT_CSV_IMPORT_PROFILE, fieldMappings: MAPPINGS }
    const steps = run(
      initialCsvImportDialog('acc-1'),
      { type: 'lastImportLoaded', result: null, profile: stored },
      { type: 'fileSelected', file: FILE, content: CONTENT },
      { type: 'fileUploaded', fileId: 'f' },
    )
    expect(last(steps)[1]).toEqual([{ type: 'requestPreview', financialAccountId: 'acc-1', fileId: 'f', profile: stored }])
    const state = last(
      run(
        initialCsvImportDialog('acc-1'),
        { type: 'lastImportLoaded', result: null, profile: stored },
        { type: 'fileSelected', file: FILE, content: CONTENT },
        { type: 'fileUploaded', fileId: 'f' },
        { type: 'previewLoaded', fileId: 'f', preview: { ...PREVIEW, delimiterDetected: ',' } },
      ),
    )[0]
    expect(state).toMatchObject({ step: 'mapping', hints: [{ key: 'csvImport.delimiterDiffersFromDetected' }] })
  })

  it('ignores a preview for another file', () => {
    const uploading = last(run(initialCsvImportDialog('acc-1'), { type: 'lastImportLoaded', result: null }, { type: 'fileSelected', file: FILE, content: CONTENT }, { type: 'fileUploaded', fileId: 'f' }))[0]
    expect(transitionCsvImportDialog(uploading, { type: 'previewLoaded', fileId: 'other', preview: PREVIEW })).toEqual([uploading, []])
  })

  it('closes the dialog when the preview answers 402, and goes back to step 1 on other first-preview errors', () => {
    const loading = last(run(initialCsvImportDialog('acc-1'), { type: 'lastImportLoaded', result: null }, { type: 'fileSelected', file: FILE, content: CONTENT }, { type: 'fileUploaded', fileId: 'f' }))[0]
    expect(transitionCsvImportDialog(loading, { type: 'previewFailed', fileId: 'f', httpStatus: 402, issues: [] })).toEqual([
      { step: 'closed', notice: 'previewPaymentRequired' },
      [],
    ])
    const issues = [{ field: 'file', key: 'csvImport.faultyCsv' }]
    expect(transitionCsvImportDialog(loading, { type: 'previewFailed', fileId: 'f', httpStatus: 400, issues })[0]).toMatchObject({ step: 'selectingFile', issues })
  })

  it('reads the preview again when the delimiter changes, and keeps the old one if that fails', () => {
    const [loading, effects] = transitionCsvImportDialog(toMapping(), { type: 'profileChanged', changes: { delimiter: ',' } })
    expect(loading).toMatchObject({ step: 'loadingPreview', previous: PREVIEW })
    expect(toCsvImportDialogStepNumber(loading)).toBe(2)
    expect(effects).toEqual([{ type: 'requestPreview', financialAccountId: 'acc-1', fileId: 'file-1', profile: expect.objectContaining({ delimiter: ',' }) }])
    const issues = [{ field: 'file', key: 'csvImport.unclosedQuote' }]
    expect(transitionCsvImportDialog(loading, { type: 'previewFailed', fileId: 'file-1', issues })[0]).toMatchObject({ step: 'mapping', preview: PREVIEW, issues })
  })

  it('reads the preview again when negateAmount changes (the amounts change sign)', () => {
    const [state, effects] = transitionCsvImportDialog(toMapping(), { type: 'profileChanged', changes: { negateAmount: true } })
    expect(state).toMatchObject({ step: 'loadingPreview', profile: { negateAmount: true } })
    expect(effects).toEqual([{ type: 'requestPreview', financialAccountId: 'acc-1', fileId: 'file-1', profile: expect.objectContaining({ negateAmount: true }) }])
  })

  it('refuses to start with a broken mapping and shows why', () => {
    const broken = transitionCsvImportDialog(toMapping(), { type: 'columnMappingChanged', columnIndex: 3, fieldName: 'none' })[0]
    const [state, effects] = transitionCsvImportDialog(broken, { type: 'importRequested' })
    expect(state).toMatchObject({ step: 'mapping', issues: [{ key: 'csvImport.amountMappingRequired' }] })
    expect(effects).toEqual([])
  })

  it('refuses to start with an empty date or amount, naming the row, and starts with an empty name (a card fee)', () => {
    const state = toMapping()
    if (state.step !== 'mapping') throw new Error(state.step)
    const withElements = (elements: ReadonlyArray<ReadonlyArray<string>>) => ({ ...state, preview: { ...PREVIEW, elements } })
    expect(transitionCsvImportDialog(withElements([['01.02.2024', 'Vermieter', 'Miete', ' ']]), { type: 'importRequested' })[0]).toMatchObject({
      issues: [{ key: 'csvImport.emptyMappedValue', params: { rowNumber: 2 } }],
    })
    expect(transitionCsvImportDialog(withElements([['01.02.2024', '', 'Kontoführung', '-4,90']]), { type: 'importRequested' })[0].step).toBe('starting')
  })

  it('saves the profile and starts the import with a valid mapping', () => {
    const [state, effects] = transitionCsvImportDialog(toMapping(), { type: 'importRequested' })
    expect(state.step).toBe('starting')
    expect(effects).toEqual([
      { type: 'saveImportProfile', financialAccountId: 'acc-1', profile: { ...DEFAULT_CSV_IMPORT_PROFILE, fieldMappings: MAPPINGS } },
      {
        type: 'startImport',
        financialAccountId: 'acc-1',
        fileId: 'file-1',
        profile: { ...DEFAULT_CSV_IMPORT_PROFILE, fieldMappings: MAPPINGS },
        excludedLines: [],
      },
    ])
  })

  it('goes back to step 1', () => {
    expect(transitionCsvImportDialog(toMapping(), { type: 'backRequested' })[0]).toMatchObject({ step: 'selectingFile', issues: [] })
  })
})

describe('an MT940 or CAMT statement (issue 26)', () => {
  const STORED = { ...DEFAULT_CSV_IMPORT_PROFILE, delimiter: ',', fieldMappings: MAPPINGS }
  const STRUCTURED: CsvPreview = {
    headers: [...STRUCTURED_HEADERS],
    elements: [['2024-02-01', '2024-02-01', 'Vermieter', '', 'Miete', '-800', '', 'gebucht', '']],
    numberOfColumns: STRUCTURED_HEADERS.length,
    detectedFieldMappings: STRUCTURED_MAPPINGS,
    statementFormat: 'mt940',
    rows: [{ line: 5, status: 'importable', amount: moneyFromCents(-80000n), counterparty: 'Vermieter', purpose: 'Miete', suspectedDuplicate: false }],
  }
  const mappingOfStatement = (): CsvImportDialogState =>
    last(
      run(
        initialCsvImportDialog('acc-1'),
        { type: 'lastImportLoaded', result: null, profile: STORED },
        { type: 'fileSelected', file: { ...FILE, name: 'auszug.sta' }, content: CONTENT },
        { type: 'fileUploaded', fileId: 'file-1' },
        { type: 'previewLoaded', fileId: 'file-1', preview: STRUCTURED },
      ),
    )[0]

  it('keeps the account’s CSV profile beside the preview, even with the stored one read first', () => {
    expect(mappingOfStatement()).toMatchObject({ step: 'mapping', profile: STORED, preview: STRUCTURED })
  })

  it('imports with the format’s fixed columns and saves no profile for the account', () => {
    const [state, effects] = transitionCsvImportDialog(mappingOfStatement(), { type: 'importRequested' })
    expect(state.step).toBe('starting')
    expect(effects).toEqual([{ type: 'startImport', financialAccountId: 'acc-1', fileId: 'file-1', profile: { ...STORED, fieldMappings: STRUCTURED_MAPPINGS }, excludedLines: [] }])
  })

  it('reads the next file after going back with the account’s CSV profile', () => {
    const back = transitionCsvImportDialog(mappingOfStatement(), { type: 'backRequested' })[0]
    expect(back).toMatchObject({ step: 'selectingFile', profile: STORED })
  })
})

describe('step 3: running', () => {
  const starting = transitionCsvImportDialog(toMapping(), { type: 'importRequested' })[0]

  it('polls until the import is no longer ONGOING, capping progress at 98 %', () => {
    const steps = run(
      [starting, []],
      { type: 'importStarted', result: ongoing(0) },
      { type: 'pollTimerElapsed' },
      { type: 'importStatusLoaded', result: ongoing(60) },
      { type: 'pollTimerElapsed' },
      { type: 'importStatusLoaded', result: ongoing(100) },
      { type: 'pollTimerElapsed' },
      { type: 'importStatusLoaded', result: { ...ongoing(100), status: 'FINISHED' } },
    )
    expect(steps.map(([s]) => (s.step === 'running' ? s.progressPercent : s.step))).toEqual(['starting', 0, 0, 60, 60, 98, 98, 'finished'])
    expect(steps.map(([, fx]) => fx.map((f) => f.type).join())).toEqual([
      '',
      'schedulePoll',
      'fetchImportStatus',
      'schedulePoll',
      'fetchImportStatus',
      'schedulePoll',
      'fetchImportStatus',
      'announceImported',
    ])
    expect(last(steps)[0]).toMatchObject({ step: 'finished', outcome: 'succeeded' })
  })

  it('never lets the bar go back', () => {
    const running = transitionCsvImportDialog(starting, { type: 'importStarted', result: ongoing(70) })[0]
    const waiting = transitionCsvImportDialog(running, { type: 'pollTimerElapsed' })[0]
    expect(transitionCsvImportDialog(waiting, { type: 'importStatusLoaded', result: ongoing(20) })[0]).toMatchObject({ progressPercent: 70 })
  })

  it('asks for the status once per poll, even if the timer fires again meanwhile', () => {
    const running = transitionCsvImportDialog(starting, { type: 'importStarted', result: ongoing(10) })[0]
    const waiting = transitionCsvImportDialog(running, { type: 'pollTimerElapsed' })[0]
    expect(transitionCsvImportDialog(waiting, { type: 'pollTimerElapsed' })).toEqual([waiting, []])
  })

  it('polls again after a failed status request and ignores another import’s status', () => {
    const running = transitionCsvImportDialog(starting, { type: 'importStarted', result: ongoing(10) })[0]
    const waiting = transitionCsvImportDialog(running, { type: 'pollTimerElapsed' })[0]
    expect(transitionCsvImportDialog(waiting, { type: 'importStatusFailed' })[1]).toEqual([{ type: 'schedulePoll', delayMs: 1200 }])
    expect(transitionCsvImportDialog(waiting, { type: 'importStatusLoaded', result: { ...ongoing(50), financialTransactionImportId: 'other' } })).toEqual([waiting, []])
  })

  it('shows a failed start on the mapping step', () => {
    const issues = [{ field: 'file', key: 'IMPORT_ERROR' }]
    expect(transitionCsvImportDialog(starting, { type: 'importStartFailed', issues })[0]).toMatchObject({ step: 'mapping', issues })
  })

  it('stops polling when closed, and a closed dialog stays closed', () => {
    const running = transitionCsvImportDialog(starting, { type: 'importStarted', result: ongoing(10) })[0]
    const [closed, effects] = transitionCsvImportDialog(running, { type: 'closeRequested' })
    expect(closed).toEqual({ step: 'closed' })
    expect(effects).toEqual([{ type: 'stopPolling' }])
    expect(toCsvImportDialogStepNumber(closed)).toBeUndefined()
    expect(transitionCsvImportDialog(closed, { type: 'importStatusLoaded', result: ongoing(50) })).toEqual([closed, []])
  })
})

describe('duplicates and the selection (issue 13 "Duplicates")', () => {
  const row = (line: number, cents: number, more: Partial<NonNullable<CsvPreview['rows']>[number]> = {}) => ({
    line,
    status: 'importable' as const,
    amount: moneyFromCents(BigInt(cents)),
    counterparty: 'Kunde AG',
    purpose: 'RE-1',
    suspectedDuplicate: false,
    ...more,
  })
  const WITH_ROWS: CsvPreview = {
    ...PREVIEW,
    rows: [row(2, -80000), row(3, 119000, { suspectedDuplicate: true }), row(4, 500, { status: 'rejected' })],
    importableCount: 2,
    suspectedDuplicateCount: 1,
    rejectedCount: 1,
    importableSum: moneyFromCents(-80000n),
  }
  const mapping = (): CsvImportDialogState =>
    last(
      run(
        initialCsvImportDialog('acc-1'),
        { type: 'lastImportLoaded', result: null },
        { type: 'fileSelected', file: FILE, content: CONTENT },
        { type: 'fileUploaded', fileId: 'f' },
        { type: 'previewLoaded', fileId: 'f', preview: WITH_ROWS },
      ),
    )[0]

  it('leaves a suspected duplicate out unless ticked, and sends the unticked lines as excludedLines', () => {
    const untouched = transitionCsvImportDialog(mapping(), { type: 'importRequested' })[1]
    expect(untouched).toContainEqual(expect.objectContaining({ type: 'startImport', excludedLines: [3] }))
    const ticked = transitionCsvImportDialog(mapping(), { type: 'duplicateToggled', line: 3, included: true })[0]
    expect(ticked).toMatchObject({ includedDuplicateLines: [3] })
    expect(transitionCsvImportDialog(ticked, { type: 'importRequested' })[1]).toContainEqual(expect.objectContaining({ type: 'startImport', excludedLines: [] }))
    // A line that is no suspected duplicate cannot be ticked.
    const state = mapping()
    expect(transitionCsvImportDialog(state, { type: 'duplicateToggled', line: 2, included: true })).toEqual([state, []])
  })

  it('counts and sums what will be imported: the plain importable rows plus the ticked duplicates', () => {
    expect(toCsvImportSelection(WITH_ROWS, [])).toEqual({ count: 1, sum: moneyFromCents(-80000n), excludedLines: [3] })
    expect(toCsvImportSelection(WITH_ROWS, [3])).toEqual({ count: 2, sum: moneyFromCents(39000n), excludedLines: [] })
  })

  it('refuses to start when nothing would be imported', () => {
    const onlyDuplicates = { ...WITH_ROWS, rows: [row(3, 100, { suspectedDuplicate: true })], importableCount: 1, importableSum: moneyFromCents(0n) }
    const state = last(
      run(
        initialCsvImportDialog('acc-1'),
        { type: 'lastImportLoaded', result: null },
        { type: 'fileSelected', file: FILE, content: CONTENT },
        { type: 'fileUploaded', fileId: 'f' },
        { type: 'previewLoaded', fileId: 'f', preview: onlyDuplicates },
      ),
    )[0]
    expect(transitionCsvImportDialog(state, { type: 'importRequested' })).toEqual([{ ...state, issues: [{ field: 'file', key: 'csvImport.noTransactions' }] }, []])
  })

  it('reads the rows again when a column changes to a mapping that holds, and shows the issues of one that does not', () => {
    const [reloading, effects] = transitionCsvImportDialog(mapping(), { type: 'columnMappingChanged', columnIndex: 2, fieldName: 'additionalInfo' })
    expect(reloading.step).toBe('loadingPreview')
    expect(effects).toEqual([expect.objectContaining({ type: 'requestPreview', profile: expect.objectContaining({ fieldMappings: expect.arrayContaining([{ columnIndex: 2, fieldName: 'additionalInfo' }]) }) })])
    const [broken, none] = transitionCsvImportDialog(mapping(), { type: 'columnMappingChanged', columnIndex: 3, fieldName: 'none' })
    expect(broken).toMatchObject({ step: 'mapping', issues: [{ key: 'csvImport.amountMappingRequired' }] })
    expect(none).toEqual([])
  })

  it('keeps a tick across a new preview where the line is still a suspected duplicate', () => {
    const ticked = transitionCsvImportDialog(mapping(), { type: 'duplicateToggled', line: 3, included: true })[0]
    const loading = transitionCsvImportDialog(ticked, { type: 'profileChanged', changes: { negateAmount: true } })[0]
    expect(transitionCsvImportDialog(loading, { type: 'previewLoaded', fileId: 'f', preview: WITH_ROWS })[0]).toMatchObject({ includedDuplicateLines: [3] })
    const noDuplicates = { ...WITH_ROWS, rows: [row(3, 100)] }
    expect(transitionCsvImportDialog(loading, { type: 'previewLoaded', fileId: 'f', preview: noDuplicates })[0]).toMatchObject({ includedDuplicateLines: [] })
  })

  it('loads the stored profile with the last import', () => {
    const stored = { ...DEFAULT_CSV_IMPORT_PROFILE, delimiter: ',', fieldMappings: MAPPINGS }
    expect(transitionCsvImportDialog(initialCsvImportDialog('acc-1')[0], { type: 'lastImportLoaded', result: null, profile: stored })[0]).toMatchObject({
      step: 'selectingFile',
      profile: stored,
      hasStoredProfile: true,
    })
  })
})
