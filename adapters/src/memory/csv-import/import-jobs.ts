/** The CSV import jobs of the memory db, the profile saved per account and the mapping step's options. */
import {
  CSV_CHARACTER_SETS,
  CSV_DELIMITER_CANDIDATES,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  IMPORT_FIELDS,
  ImportProfileCodec,
  addMoney,
  sumMoney,
  toFailedRowsCsv,
  toWireAmount,
  validateColumnMapping,
  validationIssue,
  type CsvImportOptions,
  type ImportProfile,
  type ImportResult,
  type StartCsvImportRequest,
  type StatementRow,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { CSV_IMPORT_FAILING_FILE_NAME_MARK, CSV_IMPORT_ONGOING_READS, NEW_CSV_IMPORT_ID_PREFIX, NEW_CSV_TRANSACTION_ID_PREFIX } from '../constants.ts'
import { HTTP_CONFLICT, HTTP_NOT_FOUND, accountNotFound, fail, issueOf, rejected, type DbResult } from '../store/failures.ts'
import { copyOf, findAccount, newId, replaceAccount, type MemoryState } from '../store/state.ts'
import { amountOfRecord, moneyOf, prepareTransactionRecords } from '../transactions/derived.ts'
import { insertTransactions } from '../transactions/transaction-access.ts'
import type { StoredTransaction } from '../transactions/transaction-state.ts'
import { CSV_IMPORT_ISSUE_KEYS, FILE_SOURCE, IMPORT_ID_SOURCE, fileNotFound, hasMark } from './csv-import-issues.ts'
import type { FailedCsvRow, StoredCsvImport } from './csv-import-state.ts'
import { checkProfileValues, notKept, readFile, withReadsDropped, type PlannedStatementRead, type RequestedProfile } from './statement-reads.ts'

/** Chosen: the quote characters the mapping step offers (German exports quote with " where they quote at all). */
export const CSV_QUOTE_CHARACTERS = ['"', "'"] as const

// --- import jobs

const resultOf = (job: StoredCsvImport): ImportResult => ({
  financialTransactionImportId: job.financialTransactionImportId,
  status: job.status,
  numberOfTransactions: job.numberOfTransactions,
  numberOfImportRows: job.numberOfImportRows,
})

const replaceJob = (state: MemoryState, job: StoredCsvImport): StoredCsvImport => {
  state.csvImport.imports = state.csvImport.imports.map((j) => (j.financialTransactionImportId === job.financialTransactionImportId ? job : j))
  return job
}

const transactionOf = (state: MemoryState, financialAccountId: string, row: StatementRow, taken: ReadonlySet<string>): StoredTransaction => ({
  financialTransactionId: newId(state, NEW_CSV_TRANSACTION_ID_PREFIX, (id) => taken.has(id)),
  financialAccountId,
  // An importable row has a booking date or a value date (the reader rejects one with neither).
  transactionDate: row.bookingDate ?? row.valueDate ?? '',
  valueDate: row.valueDate,
  amount: toWireAmount(row.amount),
  purpose: row.purpose,
  recipientOrSenderName: row.counterparty === '' ? null : row.counterparty,
  additionalInfo: row.additionalInfo === '' ? null : row.additionalInfo,
  ...(row.bankReference === undefined ? {} : { bankReference: row.bankReference }),
  lockVersion: 0,
})

/**
 * POST import (spec 7): reads the file with the profile sent (else the account's saved one, else detection) and
 * starts a job over its rows: the importable rows the user did not untick (excludedLines) become the transactions,
 * the rejected rows its failed rows. Refusals: an unknown account or file 404; an import of the account still ONGOING
 * 409; a file that cannot be read, or a mapping that does not give the required fields, 400 with the issues.
 */
export const startCsvImport = (state: MemoryState, request: StartCsvImportRequest): DbResult<ImportResult> =>
  withReadsDropped(state, startOf(state, request))

/**
 * The import's refusals before it reads, and its read: the file with the profile sent, else the account's saved one
 * (one function for the import and for its read ahead, so both take the same saved profile).
 */
const planImport = (state: MemoryState, request: StartCsvImportRequest): DbResult<PlannedStatementRead> => {
  const { financialAccountId } = request
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  const file = state.csvImport.files.get(request.fileId)
  if (file === undefined) return fileNotFound()
  if (state.csvImport.imports.some((j) => j.financialAccountId === financialAccountId && j.status === CSV_IMPORT_STATUS_ONGOING)) {
    return fail(HTTP_CONFLICT, issueOf(CSV_IMPORT_ISSUE_KEYS.importAlreadyRunning, 'financialAccountId'))
  }
  const profile = request.profile ?? state.csvImport.profiles.get(financialAccountId) ?? {}
  return E.map((checked: RequestedProfile) => ({ file, profile: checked }))(checkProfileValues(profile))
}

/** The read startCsvImport would do for this request: none when it refuses before reading. */
export const plannedCsvImportReads = (state: MemoryState, request: StartCsvImportRequest): ReadonlyArray<PlannedStatementRead> =>
  notKept(state, E.match(() => [], (read: PlannedStatementRead) => [read])(planImport(state, request)))

const startOf = (state: MemoryState, request: StartCsvImportRequest): DbResult<ImportResult> => {
  const { financialAccountId } = request
  const planned = planImport(state, request)
  if (E.isLeft(planned)) return planned
  const { file } = planned.right
  const read = readFile(state, planned.right)
  // The job holds what it needs of the statement; a 5 MB statement is not kept beside it.
  state.csvImport.keptRead = undefined
  if (E.isLeft(read)) return read
  const statement = read.right
  if (statement.mappingIssues.length > 0) return rejected(statement.mappingIssues)
  const excluded = new Set(request.excludedLines ?? [])
  const taken = new Set(state.transactionData.transactions.map((t) => t.financialTransactionId))
  const failsHalfway = hasMark(file.fileName, CSV_IMPORT_FAILING_FILE_NAME_MARK)
  // The file's cells only where the demo's failing import lists them again: 40,000 rows' cells are 10 MB of heap. A job
  // whose account is deleted meanwhile lists its rows by line and reason only (the account, and so the import, is gone).
  const pending = statement.rows
    .filter((row) => row.status === 'importable' && !excluded.has(row.line))
    .map((row) => ({ line: row.line, cells: failsHalfway ? row.cells : [], record: transactionOf(state, financialAccountId, row, taken) }))
  const failedRows: ReadonlyArray<FailedCsvRow> = statement.rows
    .filter((row) => row.status === 'rejected')
    .map(({ line, cells, issues }) => ({ line, cells, issues }))
  const job: StoredCsvImport = {
    financialTransactionImportId: newId(state, NEW_CSV_IMPORT_ID_PREFIX, (id) => state.csvImport.imports.some((j) => j.financialTransactionImportId === id)),
    financialAccountId,
    status: CSV_IMPORT_STATUS_ONGOING,
    numberOfImportRows: pending.length + failedRows.length,
    numberOfTransactions: 0,
    reads: 0,
    pending,
    failedRows,
    headers: statement.headers,
    failsHalfway,
  }
  state.csvImport.imports = [...state.csvImport.imports, job]
  return E.right(resultOf(job))
}

/** The account's balance moved by the imported amounts: only an account without a connection keeps its own balance. */
const addToBalance = (state: MemoryState, financialAccountId: string, records: ReadonlyArray<StoredTransaction>): void => {
  const account = findAccount(state, financialAccountId)
  if (account === undefined || account.financialContact != null || records.length === 0) return
  const sum = sumMoney(records.map(amountOfRecord))
  replaceAccount(state, { ...account, balance: toWireAmount(addMoney(moneyOf(account.balance ?? 0), sum)) })
}

/** Every row of a failed import, in file order: the rejected ones with their reasons, the others with the failure's. */
const failedAllRows = (job: StoredCsvImport): ReadonlyArray<FailedCsvRow> =>
  [
    ...job.failedRows,
    ...job.pending.map(({ line, cells }) => ({ line, cells, issues: [validationIssue(FILE_SOURCE, CSV_IMPORT_ISSUE_KEYS.importError)] })),
  ].sort((a, b) => a.line - b.line)

/**
 * One status read of an ONGOING job: the processed rows grow over CSV_IMPORT_ONGOING_READS reads; the read after them
 * ends the job, writing every transaction at once (FINISHED). The demo's failing file fails halfway: FAILED, nothing
 * written. An account deleted meanwhile fails the job too.
 */
const advance = (state: MemoryState, job: StoredCsvImport): StoredCsvImport => {
  if (job.status !== CSV_IMPORT_STATUS_ONGOING) return job
  const reads = job.reads + 1
  const halfway = Math.ceil(CSV_IMPORT_ONGOING_READS / 2)
  const accountGone = findAccount(state, job.financialAccountId) === undefined
  if (accountGone || (job.failsHalfway && reads >= halfway)) {
    return replaceJob(state, { ...job, reads, status: CSV_IMPORT_STATUS_FAILED, numberOfTransactions: 0, failedRows: failedAllRows(job), pending: [] })
  }
  if (reads <= CSV_IMPORT_ONGOING_READS) {
    const processed = Math.floor((job.numberOfImportRows * reads) / (CSV_IMPORT_ONGOING_READS + 1))
    // Each read does its share of the work the rows need before they are written (their amounts, search texts and
    // dates), so the read that writes them stays short.
    const share = Math.ceil(job.pending.length / CSV_IMPORT_ONGOING_READS)
    prepareTransactionRecords(job.pending.slice(share * (reads - 1), share * reads).map((p) => p.record))
    return replaceJob(state, { ...job, reads, numberOfTransactions: processed })
  }
  const records = job.pending.map((p) => p.record)
  insertTransactions(state, records)
  addToBalance(state, job.financialAccountId, records)
  return replaceJob(state, { ...job, reads, status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: job.pending.length, pending: [] })
}

const findJob = (state: MemoryState, id: string): StoredCsvImport | undefined =>
  state.csvImport.imports.find((j) => j.financialTransactionImportId === id)

const importNotFound = () => fail(HTTP_NOT_FOUND, issueOf(CSV_IMPORT_ISSUE_KEYS.importNotFound, IMPORT_ID_SOURCE))

/** GET import/{id} (spec 4: polled every 1200 ms while ONGOING): each read advances the job. */
export const getCsvImport = (state: MemoryState, id: string): DbResult<ImportResult> => {
  const job = findJob(state, id)
  return job === undefined ? importNotFound() : E.right(resultOf(advance(state, job)))
}

/** GET import/{accountId}/last: the account's latest import as it stands (a read here does not advance it), or null. */
export const getLastCsvImport = (state: MemoryState, financialAccountId: string): DbResult<ImportResult | null> => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  const last = state.csvImport.imports.filter((j) => j.financialAccountId === financialAccountId).at(-1)
  return E.right(last === undefined ? null : resultOf(last))
}

/**
 * GET import/{id}/failedImportsCsv: the rows not imported as CSV (core's toFailedRowsCsv: a German reason column,
 * cells neutralised against formulas). While the job runs, its rejected rows; once failed, every row.
 */
export const getFailedImportsCsv = (state: MemoryState, id: string): DbResult<string> => {
  const job = findJob(state, id)
  return job === undefined ? importNotFound() : E.right(toFailedRowsCsv(job.failedRows, job.headers))
}

// --- profile and options

/** GET profile/{accountId}: the profile saved for the account, or null. */
export const getImportProfile = (state: MemoryState, financialAccountId: string): DbResult<ImportProfile | null> => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  const profile = state.csvImport.profiles.get(financialAccountId)
  return E.right(profile === undefined ? null : copyOf(profile))
}

/**
 * PUT profile/{accountId}: saves the profile the user confirmed. Refusals: an unknown account 404; values that
 * cannot be read (invalid content) or a mapping that breaks spec 5's rules 400 with the issues on their fields.
 */
export const saveImportProfile = (state: MemoryState, financialAccountId: string, profile: ImportProfile): DbResult<t.OutputOf<typeof ImportProfileCodec>> => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  const checked = checkProfileValues(profile)
  if (E.isLeft(checked)) return checked
  const columnCount = Math.max(0, ...profile.fieldMappings.map((m) => m.columnIndex + 1))
  const mapping = validateColumnMapping(profile.fieldMappings, columnCount)
  if (E.isLeft(mapping)) return rejected(mapping.left)
  state.csvImport.profiles.set(financialAccountId, copyOf(profile))
  return E.right(ImportProfileCodec.encode(profile))
}

/** GET options: the character sets, delimiters, quote characters and fields the reader supports. */
export const getImportOptions = (): DbResult<CsvImportOptions> =>
  E.right({
    characterSets: [...CSV_CHARACTER_SETS],
    delimiters: [...CSV_DELIMITER_CANDIDATES],
    quoteCharacters: [...CSV_QUOTE_CHARACTERS],
    fields: [...IMPORT_FIELDS],
  })
