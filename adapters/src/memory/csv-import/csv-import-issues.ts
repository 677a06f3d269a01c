/**
 * The CSV import of the memory db (transactions-import-proposals 3, 4, 5, 7 "CSV import", 8, 9): upload, preview,
 * import jobs, failed rows, the profile per account and the mapping step's options. Every file is read with core's
 * readBankStatement, as the UI's preview reads it, so both sides agree on every row. An import runs as a job that
 * advances with each status read and writes all its transactions at its end, at once: a job that fails leaves none.
 *
 * This module: the issue keys, sources and failures of the import's calls.
 */
import type { Issue, ValidationIssue } from '@kontor/core'
import { HTTP_NOT_FOUND, fail, issueOf, issueOfValidation } from '../store/failures.ts'

/** The issue keys of this part (core's catalogue, csv-import/messages.ts): spec 8's cases, the keys chosen. */
export const CSV_IMPORT_ISSUE_KEYS = {
  wrongMimeType: 'csvImport.uploadWrongMimeType',
  fileTooBig: 'csvImport.uploadFileTooBig',
  virusFound: 'csvImport.uploadVirusFound',
  conversionError: 'csvImport.uploadConversionError',
  extensionNotAllowed: 'csvImport.uploadExtensionNotAllowed',
  missingColumn: 'csvImport.missingColumn',
  duplicateColumn: 'csvImport.duplicateColumn',
  invalidContent: 'csvImport.invalidContent',
  importError: 'IMPORT_ERROR',
  fileNotFound: 'csvImport.fileNotFound',
  importNotFound: 'csvImport.importNotFound',
  importAlreadyRunning: 'csvImport.importAlreadyRunning',
} as const

export const FILE_SOURCE = 'file'
const FILE_ID_SOURCE = 'fileId'
export const IMPORT_ID_SOURCE = 'financialTransactionImportId'

export const issuesOf = (issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<Issue> => issues.map(issueOfValidation)

export const fileNotFound = () => fail(HTTP_NOT_FOUND, issueOf(CSV_IMPORT_ISSUE_KEYS.fileNotFound, FILE_ID_SOURCE))

export const hasMark = (fileName: string, mark: string): boolean => fileName.toLowerCase().includes(mark)
