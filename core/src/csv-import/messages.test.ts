import * as E from 'fp-ts/lib/Either.js'
import { ZERO_MONEY } from '../money/money.ts'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { toCsvDetectionHints } from './detection-hints.ts'
import { validateCsvFile } from './file-rules.ts'
import { validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
import { csvImportMessages } from './messages.ts'
import type { ImportField } from './model.ts'
import { readBankStatement } from './read-bank-statement.ts'
import { parseCsvRows } from './row-rules.ts'
import { findSuspectedDuplicates } from './duplicates.ts'
import { DEFAULT_CSV_IMPORT_PROFILE, initialCsvImportDialog, transitionCsvImportDialog } from './import-dialog-flow.ts'
import { issuesOf } from '../test-kit.ts'

/** The issues of a step 2 kept across a reload whose file cannot be read again: 404, then another failure. */
const restoredFileIssues = (): ReadonlyArray<ValidationIssue> =>
  [404, 503].flatMap((httpStatus) => {
    const restore = { financialAccountId: 'a', fileId: 'f', fileName: 'a.csv', sizeBytes: 1, profile: DEFAULT_CSV_IMPORT_PROFILE, includedDuplicateLines: [] }
    const [opening] = initialCsvImportDialog('a', DEFAULT_CSV_IMPORT_PROFILE, restore)
    const [reading] = transitionCsvImportDialog(opening, { type: 'lastImportLoaded', result: null })
    const [failed] = transitionCsvImportDialog(reading, { type: 'previewFailed', fileId: 'f', httpStatus, issues: [] })
    return failed.step === 'selectingFile' ? failed.issues : []
  })

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
/** Every issue the reader gives: its Left, the rows' reasons and notes, the mapping issues, the notices. */
const readerIssues = (bytes: Uint8Array): ReadonlyArray<ValidationIssue> => {
  const result = readBankStatement(bytes)
  if (E.isLeft(result)) return result.left
  const { rows, mappingIssues, notices, hints } = result.right
  return [...rows.flatMap((r) => [...r.issues, ...r.notes]), ...mappingIssues, ...notices, ...hints]
}

const mappingOf = (...fields: ReadonlyArray<ImportField>): ValidColumnMapping => {
  const result = validateColumnMapping(
    fields.map((fieldName, columnIndex) => ({ columnIndex, fieldName })),
    fields.length,
  )
  if (E.isLeft(result)) throw new Error('invalid mapping in the test')
  return result.right
}
const SPLIT = mappingOf('valueDate', 'senderName', 'recipientName', 'purpose', 'debitAmount', 'creditAmount')
const OPTIONS = { negateAmount: false, headerRowCount: 1 }

/** Runs every rule of the area into every issue it can give. */
const producedIssues = (): ReadonlyArray<ValidationIssue> => [
  ...issuesOf(validateCsvFile({ name: 'a.pdf', sizeBytes: 9_000_000 })),
  ...issuesOf(validateCsvFile({ name: 'a.csv', sizeBytes: 0 })),
  ...issuesOf(
    validateColumnMapping(
      [
        { columnIndex: 0, fieldName: 'senderEmail' },
        { columnIndex: 0, fieldName: 'recipientEmail' },
        { columnIndex: 1, fieldName: 'senderEmail' },
        { columnIndex: 7, fieldName: 'debitAmount' },
      ],
      2,
    ),
  ),
  ...issuesOf(
    parseCsvRows(
      [
        ['', '', '', '', '', ''],
        ['01.01.2013', 'A', 'B', 'C', '1,00', '2,00'],
        ['x', 'A', 'B', 'C', 'y', ''],
      ],
      SPLIT,
      OPTIONS,
    ),
  ),
  ...toCsvDetectionHints({ delimiter: ';', quoteCharacter: '"' }, { delimiterDetected: ',', quoteCharacterDetected: "'" }),
  ...issuesOf(validateColumnMapping([{ columnIndex: 0, fieldName: 'senderName' }], 1)),
  ...readerIssues(new Uint8Array([0x00, 0x01, 0x02])),
  ...readerIssues(utf8('a;"b\n')),
  ...readerIssues(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;"x;1,00\n02.02.2024;B;y;2,00\n')),
  ...readerIssues(utf8(`${'a;'.repeat(2000)}\n`)),
  ...readerIssues(utf8('x'.repeat(200_000))),
  ...readerIssues(utf8('Datum\n01.01.2024\n')),
  ...readerIssues(utf8('Datum;Name;Zweck;Betrag\r\n')),
  ...readerIssues(utf8('Datum;Name;Zweck;Betrag\r\n01.02.2024;=A;x;0,00\n01.02.2024;A;x\n')),
  ...readerIssues(utf8('Datum;Name;Zweck;Betrag;Status;S/H\n01.02.2024;A;x;1,00;vorgemerkt;S\n01.02.2024;A;x;1,00;;X\n01.02.2024;A;x;1,00;;Memo\n')),
  ...readerIssues(utf8('Spalte A;Spalte B\n1;2\n')),
  ...readerIssues(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;x;1,00\n\nUmsätze Visa-Karte;\nDatum;Zweck;Betrag\n02.02.2024;y;2,00\n')),
  ...readerIssues(utf8(':20:STARTUMS\n:25:12345678/1234567890\n:28C:1\n:60F:X240102EUR1,00\n')),
  ...readerIssues(utf8(':20:STARTUMS\n:25:12345678/1234567890\n:28C:1\n:60F:C240102EUR1,00\n:61:2401020102C2,00NTRFNONREF\n:62F:C240102EUR9,00\n')),
  ...readerIssues(utf8('<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>\n')),
  ...readerIssues(utf8('<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt></BkToCstmrStmt></Document>\n')),
  ...findSuspectedDuplicates(
    { rows: [{ line: 2, status: 'importable', bookingDate: null, valueDate: null, amount: ZERO_MONEY, counterparty: '', purpose: '', additionalInfo: '', cells: [], issues: [], notes: [] }, { line: 3, status: 'importable', bookingDate: null, valueDate: null, amount: ZERO_MONEY, counterparty: '', purpose: '', additionalInfo: '', cells: [], issues: [], notes: [] }, { line: 4, status: 'importable', bookingDate: null, valueDate: null, amount: ZERO_MONEY, counterparty: '', purpose: '', additionalInfo: '', cells: [], issues: [], notes: [] }] },
    [{ bookingDate: null, valueDate: null, amount: ZERO_MONEY, counterparty: '', purpose: '' }],
  ).flatMap((d) => d.issues),
  ...restoredFileIssues(),
]

/** Keys only the server sends: preview and upload answers no rule of ours can tell. */
const SERVER_ONLY_KEYS = [
  // Not a rule's issue: the dialog says it when a preview's HTTP 402 closed it (the flow's closed notice).
  'csvImport.previewPaymentRequired',
  'csvImport.missingColumn',
  'csvImport.duplicateColumn',
  'csvImport.invalidContent',
  'csvImport.unclosedQuote',
  'csvImport.faultyCsv',
  'IMPORT_ERROR',
  'csvImport.uploadWrongMimeType',
  'csvImport.uploadVirusFound',
  'csvImport.uploadConversionError',
  'csvImport.fileNotFound',
  'csvImport.importNotFound',
  'csvImport.importAlreadyRunning',
]

describe('csvImportMessages', () => {
  it('has a message for every key the rules give, and every key but the server-only ones is given', () => {
    const produced = new Set(producedIssues().map((i) => i.key))
    for (const key of produced) expect(Object.keys(csvImportMessages)).toContain(key)
    expect([...produced, ...SERVER_ONLY_KEYS].sort()).toEqual(Object.keys(csvImportMessages).sort())
  })

  it('fills every placeholder of every issue the rules give', () => {
    for (const issue of producedIssues()) {
      const text = csvImportMessages[issue.key as keyof typeof csvImportMessages].de
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(issue.params ?? {}).toHaveProperty(name ?? '')
    }
  })

  it('keeps the texts the server may send free of placeholders', () => {
    for (const key of SERVER_ONLY_KEYS) expect(csvImportMessages[key as keyof typeof csvImportMessages].de).not.toMatch(/[{}]/)
  })

  it.each(Object.entries(csvImportMessages))('%s is a formal German sentence', (key, entry) => {
    expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
    expect(entry.de).toMatch(/\.$/)
    expect(entry.de).not.toMatch(/\b(du|dein|deine)\b/i)
    expect(entry.de).not.toContain(key)
    expect(key).toMatch(/^(csvImport\.[a-z][A-Za-z]+|IMPORT_ERROR)$/)
  })

  it('has no two keys with the same text', () => {
    const texts = Object.values(csvImportMessages).map((e) => e.de)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
