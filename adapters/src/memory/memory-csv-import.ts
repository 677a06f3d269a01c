/**
 * The CSV import of the memory db (transactions-import-proposals 3, 4, 5, 7 "CSV import", 8, 9): upload, preview,
 * import jobs, failed rows, the profile per account and the mapping step's options. Every file is read with core's
 * readBankStatement, as the UI's preview reads it, so both sides agree on every row. An import runs as a job that
 * advances with each status read and writes all its transactions at its end, at once: a job that fails leaves none.
 */
import {
  CSV_CHARACTER_SETS,
  CSV_DELIMITER_CANDIDATES,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS,
  CSV_PREVIEW_MAX_ELEMENTS,
  CSV_UPLOAD_TYPE,
  IMPORT_FIELDS,
  ImportProfileCodec,
  addMoney,
  decodeCsvBytes,
  duplicateFindingAt,
  isSelectedByDefault,
  isSuspectedDuplicate,
  markSuspectedDuplicates,
  readBankStatement,
  sumMoney,
  toFailedRowsCsv,
  toWireAmount,
  validateColumnMapping,
  validateCsvFile,
  validationIssue,
  type BankStatement,
  type CsvImportOptions,
  type CsvPreviewRequest,
  type CsvUploadRequest,
  type ExistingTransactionForDuplicates,
  type ImportProfile,
  type ImportResult,
  type Issue,
  type ReadBankStatementOptions,
  type StartCsvImportRequest,
  type StatementRow,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import {
  CSV_IMPORT_FAILING_FILE_NAME_MARK,
  CSV_IMPORT_ONGOING_READS,
  CSV_PREVIEW_PAYMENT_REQUIRED_FILE_NAME_MARK,
  CSV_UPLOAD_VIRUS_TEST_SIGNATURE,
  NEW_CSV_FILE_ID_PREFIX,
  NEW_CSV_IMPORT_ID_PREFIX,
  NEW_CSV_TRANSACTION_ID_PREFIX,
} from './constants.ts'
import type { FailedCsvRow, StatementReadAhead, StoredCsvImport, UploadedCsvFile } from './memory-csv-import-state.ts'
import {
  HTTP_BAD_REQUEST,
  HTTP_CONFLICT,
  HTTP_NOT_FOUND,
  accountNotFound,
  fail,
  issueOf,
  issueOfValidation,
  rejected,
  type DbResult,
} from './memory-failures.ts'
import { copyOf, findAccount, newId, replaceAccount, type MemoryState } from './memory-state.ts'
import type { StoredTransaction } from './memory-transaction-state.ts'
import { amountOfRecord, insertTransactions, moneyOf, prepareTransactionRecords } from './memory-transactions.ts'

/** Chosen: a file over the limit is 413 (Payload Too Large); every other refused upload is 400. */
export const HTTP_PAYLOAD_TOO_LARGE = 413

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

/** Chosen: the quote characters the mapping step offers (German exports quote with " where they quote at all). */
export const CSV_QUOTE_CHARACTERS = ['"', "'"] as const

const FILE_SOURCE = 'file'
const FILE_ID_SOURCE = 'fileId'
const IMPORT_ID_SOURCE = 'financialTransactionImportId'

const issuesOf = (issues: ReadonlyArray<ValidationIssue>): ReadonlyArray<Issue> => issues.map(issueOfValidation)

const fileNotFound = () => fail(HTTP_NOT_FOUND, issueOf(CSV_IMPORT_ISSUE_KEYS.fileNotFound, FILE_ID_SOURCE))

const hasMark = (fileName: string, mark: string): boolean => fileName.toLowerCase().includes(mark)

// --- upload

/** Whether the bytes hold `text` (UTF-8): jumps between its first byte's places with the native indexOf (5 MB: ~2 ms). */
const containsText = (bytes: Uint8Array, text: string): boolean => {
  const needle = new TextEncoder().encode(text)
  const first = needle[0] ?? -1
  if (first < 0) return true
  outer: for (let i = bytes.indexOf(first); i !== -1 && i + needle.length <= bytes.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/**
 * POST upload (spec 7; 5 ".csv only, at most 5.0 MB"; 8 "Upload errors"): core's file rules (validateCsvFile) on
 * the name and size, then the content: binary data the wrong type, the EICAR test string a virus found. The file is
 * kept until the page goes (never stored: see memory-csv-import-state.ts); a job started from it is stored and
 * survives a reload. (The key conversionError is the UI's, for a file the browser could not read.)
 */
export const uploadCsvFile = (state: MemoryState, request: CsvUploadRequest): DbResult<{ id: string }> => {
  if (request.uploadType !== CSV_UPLOAD_TYPE) return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.wrongMimeType, 'uploadType'))
  const { bytes } = request
  const sized = validateCsvFile({ name: request.fileName, sizeBytes: bytes.length }, FILE_SOURCE)
  if (E.isLeft(sized)) {
    const tooBig = sized.left.some((i) => i.key === CSV_IMPORT_ISSUE_KEYS.fileTooBig)
    return fail(tooBig ? HTTP_PAYLOAD_TOO_LARGE : HTTP_BAD_REQUEST, ...issuesOf(sized.left))
  }
  if (containsText(bytes, CSV_UPLOAD_VIRUS_TEST_SIGNATURE)) return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.virusFound, FILE_SOURCE))
  const decoded = decodeCsvBytes(bytes)
  if (E.isLeft(decoded)) {
    // An empty file (or one of only a BOM) keeps core's own message; anything else unreadable is no text file.
    const empty = decoded.left.some((i) => i.key === 'csvImport.fileEmpty')
    return empty ? rejected(decoded.left) : fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.wrongMimeType, FILE_SOURCE))
  }
  const id = newId(state, NEW_CSV_FILE_ID_PREFIX, (taken) => state.csvImport.files.has(taken))
  state.csvImport.files.set(id, { id, fileName: request.fileName, bytes })
  return E.right({ id })
}

// --- reading a file with a profile

/** The profile a preview asks for; empty texts mean "detect" (the reader's reading of a missing value). */
type RequestedProfile = Partial<ImportProfile>

const withoutMappings = ({ fieldMappings: _mappings, ...rest }: RequestedProfile): RequestedProfile => rest

const checkProfileValues = (profile: RequestedProfile): DbResult<RequestedProfile> => {
  const invalid = (source: string) => fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.invalidContent, source))
  const { delimiter = '', quoteCharacter = '', characterSet = '' } = profile
  if (delimiter !== '' && (delimiter.length !== 1 || delimiter === '\n' || delimiter === '\r')) return invalid('delimiter')
  if (quoteCharacter !== '' && (quoteCharacter.length !== 1 || quoteCharacter === '\n' || quoteCharacter === '\r')) return invalid('quoteCharacter')
  if (delimiter !== '' && delimiter === quoteCharacter) return invalid('quoteCharacter')
  const known = CSV_CHARACTER_SETS.map((c) => c.toLowerCase())
  if (characterSet !== '' && !known.includes(characterSet.toLowerCase())) return invalid('characterSet')
  return E.right(profile)
}

/** Spec 8: a mapped column the file does not have, or a column (or field) mapped twice, refuses the request. */
const mappingRefusal = (statement: BankStatement): DbResult<never> | undefined => {
  const keys = new Set(statement.mappingIssues.map((i) => i.key))
  if (keys.has('csvImport.mappedColumnMissing')) return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.missingColumn, 'fieldMappings'))
  if (keys.has('csvImport.columnMappedTwice') || keys.has('csvImport.fieldMappedMoreThanOnce')) {
    return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.duplicateColumn, 'fieldMappings'))
  }
  return undefined
}

/** One read of a file an operation does: the file, and the profile it is read with. */
export interface PlannedStatementRead {
  readonly file: UploadedCsvFile
  readonly profile: RequestedProfile
}

/** A planned read, done: what readBankStatement answered. */
export interface DoneStatementRead extends PlannedStatementRead {
  readonly result: StatementReadAhead['result']
}

/** The options readBankStatement takes for a planned read (a reader elsewhere reads with the same). */
export const readOptionsOf = (read: PlannedStatementRead): ReadBankStatementOptions => ({ profile: read.profile, fileName: read.file.fileName })

/**
 * A read's key: the file and its profile's values in one order (the import's profile comes from the UI, the preview's
 * from its request): mappings by column, a character set in any case, no accountType and a null one alike.
 */
const readKeyOf = (read: PlannedStatementRead): string => {
  const { characterSet = '', delimiter = '', quoteCharacter = '', negateAmount = false, accountType, fieldMappings } = read.profile
  const mappings = fieldMappings?.map((m) => `${m.columnIndex}:${m.fieldName}`).sort()
  return JSON.stringify([read.file.id, characterSet.toLowerCase(), delimiter, quoteCharacter, negateAmount, accountType ?? null, mappings ?? null])
}

/** Whether the statement kept from an earlier operation answers this read. */
const isKeptFor = (state: MemoryState, read: PlannedStatementRead, key = readKeyOf(read)): boolean =>
  state.csvImport.keptRead?.file === read.file && state.csvImport.keptRead.keys.includes(key)

/** An operation's planned reads without those the kept statement answers: they need no reader. */
const notKept = (state: MemoryState, reads: ReadonlyArray<PlannedStatementRead>): ReadonlyArray<PlannedStatementRead> =>
  reads.filter((read) => !isKeptFor(state, read))

/** A statement read is kept for the next operation on its file (one at a time: a 5 MB statement is ~30 MB). */
const keepRead = (state: MemoryState, read: PlannedStatementRead, key: string, result: StatementReadAhead['result']): StatementReadAhead['result'] => {
  if (E.isRight(result)) {
    const { profile } = result.right
    const resolved = readKeyOf({ file: read.file, profile })
    // Read with its mappings detected, the statement is also the one its resolved settings give without mappings.
    const detected = read.profile.fieldMappings == null ? [readKeyOf({ file: read.file, profile: withoutMappings(profile) })] : []
    state.csvImport.keptRead = { file: read.file, keys: [...new Set([key, resolved, ...detected])], statement: result.right }
  }
  return result
}

/** Reads done elsewhere, for the operation that follows at once (they replace any an operation did not take). */
export const keepStatementReads = (state: MemoryState, reads: ReadonlyArray<DoneStatementRead>): void => {
  state.csvImport.readAhead = reads.map((read) => ({ file: read.file, key: readKeyOf(read), result: read.result }))
}

/**
 * The statement kept from the last operation on the file; else the read done ahead of this one, taken; else the file
 * read now, here (no reader elsewhere: node, the server).
 */
const readStatement = (state: MemoryState, read: PlannedStatementRead, keep = true): StatementReadAhead['result'] => {
  const key = readKeyOf(read)
  const kept = state.csvImport.keptRead
  if (kept !== undefined && isKeptFor(state, read, key)) return E.right(kept.statement)
  const ahead = state.csvImport.readAhead.find((entry) => entry.key === key && entry.file === read.file)
  const result = ahead === undefined ? readBankStatement(read.file.bytes, readOptionsOf(read)) : ahead.result
  if (ahead !== undefined) state.csvImport.readAhead = state.csvImport.readAhead.filter((entry) => entry !== ahead)
  return keep ? keepRead(state, read, key, result) : result
}

/** The operation's reads done: reads kept for it and not taken (it refused before them) go, with their statements. */
const withReadsDropped = <A>(state: MemoryState, result: A): A => {
  state.csvImport.readAhead = []
  return result
}

const readFile = (state: MemoryState, read: PlannedStatementRead): DbResult<BankStatement> => {
  const statement = readStatement(state, read)
  if (E.isLeft(statement)) return rejected(statement.left)
  return mappingRefusal(statement.right) ?? E.right(statement.right)
}

/** The account's transactions as the duplicate check compares them. */
const existingOf = (state: MemoryState, financialAccountId: string): ReadonlyArray<ExistingTransactionForDuplicates> =>
  state.transactionData.transactions
    .filter((t) => t.financialAccountId === financialAccountId)
    .map((t) => ({
      bookingDate: t.transactionDate as ExistingTransactionForDuplicates['bookingDate'],
      valueDate: (t.valueDate ?? null) as ExistingTransactionForDuplicates['valueDate'],
      amount: amountOfRecord(t),
      counterparty: t.recipientOrSenderName ?? '',
      purpose: t.purpose ?? '',
    }))

// --- preview

const rowWireOf = (row: StatementRow, finding: { readonly suspectedDuplicate: boolean; readonly repeatOfLine: number | null; readonly issues: ReadonlyArray<ValidationIssue> } | undefined) => ({
  line: row.line,
  status: row.status,
  bookingDate: row.bookingDate,
  valueDate: row.valueDate,
  amount: toWireAmount(row.amount),
  counterparty: row.counterparty,
  purpose: row.purpose,
  suspectedDuplicate: finding?.suspectedDuplicate ?? false,
  repeatOfLine: finding?.repeatOfLine ?? null,
  issues: issuesOf([...row.issues, ...row.notes, ...(finding?.issues ?? [])]),
})

/**
 * POST preview (spec 7, 8): the file read with the request's settings (empty ones detected). Answers the spec's
 * fields (headers, up to 250 elements, numberOfColumns, the delimiter and quote detected, the mappings detected) and
 * the chosen ones (the bank, the parsed rows up to 250 with suspected duplicates against the account's transactions
 * when the request names the account, the counts of the whole file, the sum to be imported, hints and notices).
 * Refusals: an unknown file 404; 402 for the demo's file without quota; spec 8's missing column, duplicate column
 * and invalid content 400; a file that cannot be read at all 400 with the reader's issues (unclosed quote naming the
 * line, not text, …).
 */
export const getCsvPreview = (state: MemoryState, request: CsvPreviewRequest) => withReadsDropped(state, previewOf(state, request))

/** What a preview reads: the file with the request's profile, and once more without mappings when it sends some. */
interface PreviewPlan {
  readonly file: UploadedCsvFile
  readonly accountId: string | null
  readonly read: PlannedStatementRead
  /** The read for the mappings the file suggests, when the request sent mappings of its own. */
  readonly detectRead: PlannedStatementRead | undefined
}

/** The preview's refusals before it reads, and its reads (one function for the preview and for its read ahead). */
const planPreview = (state: MemoryState, request: CsvPreviewRequest): DbResult<PreviewPlan> => {
  const file = state.csvImport.files.get(request.fileId)
  if (file === undefined) return fileNotFound()
  if (hasMark(file.fileName, CSV_PREVIEW_PAYMENT_REQUIRED_FILE_NAME_MARK)) return fail(CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS)
  const requested: RequestedProfile = {
    delimiter: request.delimiter,
    quoteCharacter: request.quoteCharacter,
    characterSet: request.characterSet,
    negateAmount: request.negateAmount,
    ...(request.accountType == null ? {} : { accountType: request.accountType }),
    ...(request.fieldMappings == null ? {} : { fieldMappings: request.fieldMappings }),
  }
  const accountId = request.financialAccountId ?? null
  if (accountId !== null && findAccount(state, accountId) === undefined) return accountNotFound()
  return E.map((profile: RequestedProfile) => ({
    file,
    accountId,
    read: { file, profile },
    detectRead: request.fieldMappings == null ? undefined : { file, profile: withoutMappings(profile) },
  }))(checkProfileValues(requested))
}

const readsOfPreview = (plan: PreviewPlan): ReadonlyArray<PlannedStatementRead> => (plan.detectRead === undefined ? [plan.read] : [plan.read, plan.detectRead])

/** The reads getCsvPreview would do for this request: none when it refuses before reading. */
export const plannedCsvPreviewReads = (state: MemoryState, request: CsvPreviewRequest): ReadonlyArray<PlannedStatementRead> =>
  notKept(state, E.match(() => [], readsOfPreview)(planPreview(state, request)))

const previewOf = (state: MemoryState, request: CsvPreviewRequest) =>
  E.chain(({ accountId, read, detectRead }: PreviewPlan) =>
    E.map((statement: BankStatement) => {
      // Marks for every row (counted), a finding object only for the rows shown.
      const marks = markSuspectedDuplicates(statement, accountId === null ? [] : existingOf(state, accountId))
      const shown = statement.rows.slice(0, CSV_PREVIEW_MAX_ELEMENTS)
      const selected = statement.rows.filter((_row, i) => isSelectedByDefault(marks, i))
      // The mappings the file suggests: the statement's own when the request sent none, else read once more without.
      const detected =
        detectRead === undefined
          ? statement.profile.fieldMappings
          : E.match(
              () => statement.profile.fieldMappings,
              (s: BankStatement) => s.profile.fieldMappings,
            )(readStatement(state, detectRead, false))
      return {
        headers: statement.headers,
        elements: shown.map((row) => row.cells),
        numberOfColumns: statement.numberOfColumns,
        delimiterDetected: statement.detected.delimiter,
        quoteCharacterDetected: statement.detected.quoteCharacter,
        characterSetDetected: statement.detected.characterSet,
        detectedFieldMappings: detected,
        bank: statement.bank,
        rows: shown.map((row, i) => rowWireOf(row, duplicateFindingAt(statement, marks, i))),
        importableCount: statement.rows.filter((r) => r.status === 'importable').length,
        rejectedCount: statement.rows.filter((r) => r.status === 'rejected').length,
        suspectedDuplicateCount: statement.rows.reduce((count, _row, i) => count + (isSuspectedDuplicate(marks, i) ? 1 : 0), 0),
        importableSum: toWireAmount(sumMoney(selected.map((r) => r.amount))),
        hints: issuesOf(statement.hints),
        mappingIssues: issuesOf(statement.mappingIssues),
        notices: issuesOf(statement.notices),
      }
    })(readFile(state, read)),
  )(planPreview(state, request))

/**
 * POST preview/failedRowsCsv (chosen, issue 13 "failed rows before committing"): the file read as the preview reads it
 * (the same body), and every rejected row of the whole file, not only the 250 previewed, as CSV text (core's
 * toFailedRowsCsv: a German reason column, cells neutralised against formulas). Refusals as the preview's, apart from
 * the 402 (the preview closed the dialog before this can be asked).
 */
export const getCsvPreviewFailedRowsCsv = (state: MemoryState, request: CsvPreviewRequest): DbResult<string> =>
  withReadsDropped(
    state,
    E.chain(({ read }: PreviewPlan) =>
      E.map((statement: BankStatement) =>
        toFailedRowsCsv(
          statement.rows.filter((row) => row.status === 'rejected'),
          statement.headers,
        ),
      )(readFile(state, read)),
    )(planPreview(state, request)),
  )

/** The read getCsvPreviewFailedRowsCsv would do: the preview's first read (it needs no detected mappings). */
export const plannedCsvPreviewFailedRowsReads = (state: MemoryState, request: CsvPreviewRequest): ReadonlyArray<PlannedStatementRead> =>
  notKept(state, E.match(() => [], (plan: PreviewPlan) => [plan.read])(planPreview(state, request)))

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
