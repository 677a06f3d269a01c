/** The CSV upload and preview of the memory db, and the failed rows of a preview. */
import {
  CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS,
  CSV_PREVIEW_MAX_ELEMENTS,
  CSV_UPLOAD_TYPE,
  decodeCsvBytes,
  duplicateFindingAt,
  isSelectedByDefault,
  isSuspectedDuplicate,
  markSuspectedDuplicates,
  sumMoney,
  toFailedRowsCsv,
  toWireAmount,
  validateCsvFile,
  type BankStatement,
  type CsvPreviewRequest,
  type CsvUploadRequest,
  type ExistingTransactionForDuplicates,
  type StatementRow,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { CSV_PREVIEW_PAYMENT_REQUIRED_FILE_NAME_MARK, CSV_UPLOAD_VIRUS_TEST_SIGNATURE, NEW_CSV_FILE_ID_PREFIX } from '../constants.ts'
import { HTTP_BAD_REQUEST, accountNotFound, fail, issueOf, rejected, type DbResult } from '../store/failures.ts'
import { findAccount, newId, type MemoryState } from '../store/state.ts'
import { amountOfRecord } from '../transactions/derived.ts'
import { HTTP_PAYLOAD_TOO_LARGE } from '../../wire/http-status.ts'
import { CSV_IMPORT_ISSUE_KEYS, FILE_SOURCE, fileNotFound, hasMark, issuesOf } from './csv-import-issues.ts'
import type { UploadedCsvFile } from './csv-import-state.ts'
import {
  checkProfileValues,
  notKept,
  readFile,
  readStatement,
  withReadsDropped,
  withoutMappings,
  type PlannedStatementRead,
  type RequestedProfile,
} from './statement-reads.ts'

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
 * kept until the page goes (never stored: see csv-import-state.ts); a job started from it is stored and
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
      bankReference: t.bankReference ?? null,
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
        statementFormat: statement.format,
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
