import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { toCsvDetectionHints } from './detection-hints.ts'
import { validateCsvFile } from './file-rules.ts'
import { validateColumnMapping, type ValidColumnMapping } from './mapping-rules.ts'
import { csvImportMessages } from './messages.ts'
import type { ImportField } from './model.ts'
import { parseCsvRows } from './row-rules.ts'

const issuesOf = (result: E.Either<ReadonlyArray<ValidationIssue>, unknown>): ReadonlyArray<ValidationIssue> => (E.isLeft(result) ? result.left : [])

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
]

/** Keys only the server sends: preview and upload answers no rule of ours can tell. */
const SERVER_ONLY_KEYS = [
  'csvImport.missingColumn',
  'csvImport.duplicateColumn',
  'csvImport.invalidContent',
  'csvImport.unclosedQuote',
  'csvImport.faultyCsv',
  'IMPORT_ERROR',
  'csvImport.uploadWrongMimeType',
  'csvImport.uploadVirusFound',
  'csvImport.uploadConversionError',
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
