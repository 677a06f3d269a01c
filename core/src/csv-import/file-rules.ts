/** Which files may be uploaded for a CSV import (spec: transactions-import-proposals 5 "CSV upload", 9). */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { CSV_FILE_EXTENSION, CSV_FILE_MAX_SIZE_BYTES } from './constants.ts'
import type { CsvFileInfo } from './model.ts'

/**
 * Whether a file name ends in .csv, in any case.
 * @example isCsvFileName('Umsaetze.CSV') // true
 */
export const isCsvFileName = (name: string): boolean => name.toLowerCase().endsWith(CSV_FILE_EXTENSION)

/**
 * Only .csv files of at most 5.0 MB (5,000,000 bytes) may be uploaded; an empty file is refused too.
 * Reading: the extension decides, in any case (.csv, .CSV, .Csv). The mime type is not checked here: browsers
 * report CSV files as text/csv, application/vnd.ms-excel (Windows with Excel), text/plain or nothing at all, so a
 * check would refuse real bank exports; the upload service inspects the content and answers with the wrong mime
 * type message. Exactly 5,000,000 bytes is allowed.
 * @example validateCsvFile({ name: 'umsaetze.csv', sizeBytes: 5_000_001 }) // left: csvImport.uploadFileTooBig
 */
export const validateCsvFile = (file: CsvFileInfo, field = 'file'): E.Either<ReadonlyArray<ValidationIssue>, CsvFileInfo> => {
  const issues: ValidationIssue[] = []
  if (!isCsvFileName(file.name)) issues.push(validationIssue(field, 'csvImport.uploadExtensionNotAllowed'))
  if (file.sizeBytes === 0) issues.push(validationIssue(field, 'csvImport.fileEmpty'))
  else if (!(file.sizeBytes > 0 && file.sizeBytes <= CSV_FILE_MAX_SIZE_BYTES)) {
    issues.push(validationIssue(field, 'csvImport.uploadFileTooBig'))
  }
  return issues.length === 0 ? E.right(file) : E.left(issues)
}
