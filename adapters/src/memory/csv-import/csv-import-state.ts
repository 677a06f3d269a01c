/**
 * The CSV import part of the memory db's state (transactions-import-proposals 3, 4, 7 "CSV import"): uploaded files,
 * import jobs and the profile saved per account. The jobs and profiles are kept in the demo's stored state
 * (store/snapshot.ts storedCsvImportOf), so an ONGOING import runs on after a reload; chosen: an uploaded file lives as
 * long as the page (a reload asks for the file again), as the bytes would make the stored state large.
 */
import type { BankStatement, ImportProfile, StatementRow, ValidationIssue } from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import type { StoredTransaction } from '../transactions/transaction-state.ts'

/** A file as uploaded: its bytes, read again by every preview and by the import. */
export interface UploadedCsvFile {
  readonly id: string
  readonly fileName: string
  readonly bytes: Uint8Array
}

/** A row that was not imported, as the failed rows CSV lists it. */
export type FailedCsvRow = Pick<StatementRow, 'line' | 'cells' | 'issues'>

/** A row an import will write. */
export interface PendingCsvTransaction {
  readonly line: number
  readonly cells: ReadonlyArray<string>
  readonly record: StoredTransaction
}

/**
 * An import job. While ONGOING it holds the transactions it will write; they are written all at once when it ends,
 * so a failure before that leaves none (all or nothing per import).
 */
export interface StoredCsvImport {
  readonly financialTransactionImportId: string
  readonly financialAccountId: string
  readonly status: string
  /** The rows the import was asked to take: importable rows not excluded, and the rejected rows. */
  readonly numberOfImportRows: number
  /** While ONGOING the rows processed so far; once ended, the transactions written. */
  readonly numberOfTransactions: number
  /** Status reads done since the start (each read advances the job). */
  readonly reads: number
  /** The transactions to write, each with the file's line, and its cells where the job will fail (failsHalfway). */
  readonly pending: ReadonlyArray<PendingCsvTransaction>
  readonly failedRows: ReadonlyArray<FailedCsvRow>
  readonly headers: ReadonlyArray<string>
  /** The demo's failing import: it fails halfway (constants.ts CSV_IMPORT_FAILING_FILE_NAME_MARK). */
  readonly failsHalfway: boolean
}

/** A read of a file with a profile (empty values detected), done ahead of the operation that needs it. */
export interface StatementReadAhead {
  readonly file: UploadedCsvFile
  /** The file's id and the profile, as statement-reads.ts's readKeyOf writes them. */
  readonly key: string
  readonly result: E.Either<ReadonlyArray<ValidationIssue>, BankStatement>
}

/**
 * The statement an operation last read, under the keys of the profile it was asked with and of the profile it
 * resolved to (the import sends back the previewed profile made explicit, and core reads a file alike with both:
 * read-bank-statement.property.test.ts). The next preview or import of the same file with either takes it instead of
 * reading the 5 MB again; an import started from it lets it go.
 */
export interface KeptStatementRead {
  readonly file: UploadedCsvFile
  readonly keys: ReadonlyArray<string>
  readonly statement: BankStatement
}

export interface CsvImportState {
  readonly files: Map<string, UploadedCsvFile>
  /** Oldest first. */
  imports: StoredCsvImport[]
  readonly profiles: Map<string, ImportProfile>
  /**
   * The reads one preview or import will take instead of reading (the demo reads in a Web Worker first:
   * banking-memory.ts). A hand-off, never stored: the port keeps them and calls the operation in the same step, and
   * the operation drops what it did not take.
   */
  readAhead: ReadonlyArray<StatementReadAhead>
  /** Never stored; lives as long as its file. */
  keptRead: KeptStatementRead | undefined
}

export const createCsvImportState = (): CsvImportState => ({ files: new Map(), imports: [], profiles: new Map(), readAhead: [], keptRead: undefined })
