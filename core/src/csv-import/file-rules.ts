/** Which files may be uploaded for a CSV import (spec: transactions-import-proposals 5 "CSV upload", 9). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { CSV_FILE_MAX_SIZE_BYTES, STATEMENT_FILE_EXTENSIONS } from './constants.ts'
import type { CsvFileInfo } from './model.ts'

/**
 * Whether a file name ends in one of STATEMENT_FILE_EXTENSIONS (.csv, .sta, .mta, .940, .txt, .xml), in any case.
 * @example isStatementFileName('Umsaetze.CSV') // true
 */
export const isStatementFileName = (name: string): boolean => {
  const lower = name.toLowerCase()
  return STATEMENT_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension))
}

/**
 * Only statements (.csv, and since issue 26 MT940's .sta, .mta, .940, .txt and CAMT's .xml) of at most 5.0 MB
 * (5,000,000 bytes) may be uploaded; an empty file is refused too. Reading: the extension decides, in any case. The mime type is not checked here: browsers
 * report CSV files as text/csv, application/vnd.ms-excel (Windows with Excel), text/plain or nothing at all, so a
 * check would refuse real bank exports; the upload service inspects the content and answers with the wrong mime
 * type message. Exactly 5,000,000 bytes is allowed.
 * @example validateCsvFile({ name: 'umsaetze.csv', sizeBytes: 5_000_001 }) // left: csvImport.uploadFileTooBig
 */
export const validateCsvFile = (file: CsvFileInfo, field = 'file'): E.Either<ReadonlyArray<ValidationIssue>, CsvFileInfo> => {
  const issues: ValidationIssue[] = []
  if (!isStatementFileName(file.name)) issues.push(validationIssue(field, 'csvImport.uploadExtensionNotAllowed'))
  if (file.sizeBytes === 0) issues.push(validationIssue(field, 'csvImport.fileEmpty'))
  else if (!(file.sizeBytes > 0 && file.sizeBytes <= CSV_FILE_MAX_SIZE_BYTES)) {
    issues.push(validationIssue(field, 'csvImport.uploadFileTooBig'))
  }
  return issues.length === 0 ? E.right(file) : E.left(issues)
}
