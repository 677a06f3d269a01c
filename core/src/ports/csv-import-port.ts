/**
 * The CSV import calls (spec: transactions-import-proposals 7 "CSV import": upload, preview, import, status, last
 * import, failed rows, profile GET/PUT, options; 8 preview and upload errors). The server reads every file with
 * core's readBankStatement, as the UI's preview does, so both sides agree on every row.
 */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'
import type {
  CsvImportOptions,
  CsvPreview,
  CsvPreviewRequest,
  CsvUploadRequest,
  CsvUploadResult,
  ImportProfile,
  ImportResult,
  StartCsvImportRequest,
} from '../csv-import/wire.ts'

type Call<A> = TE.TaskEither<BackendError, A>

export interface CsvImportPort {
  /** POST /grld-upload-{hash} (uploadType csv): the file; the answer carries its id. */
  readonly uploadCsvFile: (request: CsvUploadRequest, opts?: CallOptions) => Call<CsvUploadResult>
  /** POST {token} (fileId, accountType, delimiter, quoteCharacter, characterSet, negateAmount): the preview; polled while it is being read. */
  readonly getCsvPreview: (request: CsvPreviewRequest, opts?: CallOptions) => Call<CsvPreview>
  /**
   * chosen: POST .../preview/failedRowsCsv, the preview's body: every rejected row of the whole file (not only the
   * previewed ones) as CSV text with a German reason column, cells neutralised, before the import starts.
   */
  readonly getCsvPreviewFailedRowsCsv: (request: CsvPreviewRequest, opts?: CallOptions) => Call<string>
  /** POST .../import (fileId, financialAccountId, financialAccountName, description): starts the import job. */
  readonly startCsvImport: (request: StartCsvImportRequest, opts?: CallOptions) => Call<ImportResult>
  /** GET .../import/{financialTransactionImportId}: the job's status, polled every 1200 ms while ONGOING. */
  readonly getCsvImport: (importId: string, opts?: CallOptions) => Call<ImportResult>
  /** GET .../import/{financialAccountId}/last: the account's last import, null when it has none. */
  readonly getLastCsvImport: (financialAccountId: string, opts?: CallOptions) => Call<ImportResult | null>
  /** GET .../import/{id}/failedImportsCsv: the rows that failed, as CSV text with a German reason column. */
  readonly getFailedImportsCsv: (importId: string, opts?: CallOptions) => Call<string>
  /** GET {hash}{financialAccountId}: the profile saved for the account, null when none is. */
  readonly getImportProfile: (financialAccountId: string, opts?: CallOptions) => Call<ImportProfile | null>
  /** PUT {hash}{financialAccountId}: saves the profile the user confirmed. */
  readonly saveImportProfile: (financialAccountId: string, profile: ImportProfile, opts?: CallOptions) => Call<ImportProfile>
  /** GET {hash}: characterSets, delimiters, quoteCharacters, fields the mapping step offers. */
  readonly getImportOptions: (opts?: CallOptions) => Call<CsvImportOptions>
}
