import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { CSV_FILE_MAX_SIZE_BYTES, CSV_FILE_MAX_SIZE_LABEL, STATEMENT_FILE_EXTENSIONS } from './constants.ts'
import { isStatementFileName, validateCsvFile } from './file-rules.ts'
import { csvImportMessages } from './messages.ts'

const keys = (name: string, sizeBytes: number, mimeType?: string): ReadonlyArray<string> => {
  const result = validateCsvFile({ name, sizeBytes, mimeType })
  return E.isLeft(result) ? result.left.map((i) => i.key) : []
}

describe('validateCsvFile', () => {
  it.each(['umsaetze.csv', 'UMSAETZE.CSV', 'Export 2024.Csv', 'a.b.csv', '.csv', 'auszug.sta', 'AUSZUG.MTA', 'konto.940', 'mt940.txt', 'camt053.XML'])('accepts %j', (name) => {
    expect(keys(name, 1000)).toEqual([])
  })

  it.each(['umsaetze.xlsx', 'umsaetze.pdf', 'umsaetze.mt942', 'umsaetze.xml.zip', 'umsaetze.csv.exe', 'umsaetze', 'csv', 'umsaetze.csv ', 'umsaetzecsv'])('refuses %j by its extension', (name) => {
    expect(keys(name, 1000)).toEqual(['csvImport.uploadExtensionNotAllowed'])
  })

  it('accepts exactly 5,000,000 bytes and refuses one byte more', () => {
    expect(CSV_FILE_MAX_SIZE_BYTES).toBe(5_000_000)
    expect(keys('a.csv', 5_000_000)).toEqual([])
    expect(keys('a.csv', 5_000_001)).toEqual(['csvImport.uploadFileTooBig'])
    expect(keys('a.csv', 5 * 1024 * 1024)).toEqual(['csvImport.uploadFileTooBig'])
  })

  it('refuses an empty file', () => {
    expect(keys('a.csv', 0)).toEqual(['csvImport.fileEmpty'])
  })

  it('does not look at the mime type, which browsers report unreliably', () => {
    for (const mime of ['text/csv', 'application/vnd.ms-excel', 'text/plain', '', 'application/octet-stream']) expect(keys('a.csv', 10, mime)).toEqual([])
  })

  it('collects both issues of a file that is too big and not a CSV file', () => {
    expect(keys('a.pdf', 6_000_000)).toEqual(['csvImport.uploadExtensionNotAllowed', 'csvImport.uploadFileTooBig'])
  })

  it('says the limit in the message in the same words as the label', () => {
    expect(csvImportMessages['csvImport.uploadFileTooBig'].de).toContain(CSV_FILE_MAX_SIZE_LABEL)
  })

  it('names the extensions case-insensitively, and the message names each', () => {
    expect(isStatementFileName('X.CsV')).toBe(true)
    expect(isStatementFileName('X.csvx')).toBe(false)
    for (const extension of STATEMENT_FILE_EXTENSIONS) expect(csvImportMessages['csvImport.uploadExtensionNotAllowed'].de).toContain(extension)
  })
})
