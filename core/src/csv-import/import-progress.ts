/** Progress and outcome of a running CSV import (spec: transactions-import-proposals 4 "CSV import", 9). */
import {
  CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_ONGOING,
  CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS,
} from './constants.ts'
import type { ImportResult } from './model.ts'

/**
 * Whether an import is still running: its status is ONGOING; anything else has ended.
 * @example isCsvImportOngoing({ status: 'ONGOING', … }) // true
 */
export const isCsvImportOngoing = (result: Pick<ImportResult, 'status'>): boolean => result.status === CSV_IMPORT_STATUS_ONGOING

const count = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

/**
 * The progress bar's percentage: imported transactions over the file's rows, rounded down, capped at 98 while the
 * import is ONGOING; 100 once it has ended.
 * Reading: without a row count (or with 0 rows) a running import shows 0; counts that are not whole, negative or
 * not numbers count as 0.
 * @example toCsvImportProgressPercent({ status: 'ONGOING', numberOfTransactions: 99, numberOfImportRows: 100, … }) // 98
 */
export const toCsvImportProgressPercent = (result: Pick<ImportResult, 'status' | 'numberOfTransactions' | 'numberOfImportRows'>): number => {
  if (!isCsvImportOngoing(result)) return 100
  const rows = count(result.numberOfImportRows)
  if (rows === 0) return 0
  const percent = Math.floor((count(result.numberOfTransactions) * 100) / rows)
  return Math.min(percent, CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT)
}

export type CsvImportOutcome = 'running' | 'succeeded' | 'partlyFailed' | 'failed'

/**
 * How an import ended. Reading: FAILED is a failure; any other end status with fewer imported transactions than
 * rows is a partial failure (the failed rows can be downloaded as CSV); else it succeeded.
 * @example toCsvImportOutcome({ status: 'FINISHED', numberOfTransactions: 8, numberOfImportRows: 10, … }) // 'partlyFailed'
 */
export const toCsvImportOutcome = (result: Pick<ImportResult, 'status' | 'numberOfTransactions' | 'numberOfImportRows'>): CsvImportOutcome => {
  if (isCsvImportOngoing(result)) return 'running'
  if (result.status === CSV_IMPORT_STATUS_FAILED) return 'failed'
  return count(result.numberOfTransactions) < count(result.numberOfImportRows) ? 'partlyFailed' : 'succeeded'
}

/**
 * A preview answered with HTTP 402 closes the import dialog.
 * @example isCsvPreviewDialogClosingStatus(402) // true
 */
export const isCsvPreviewDialogClosingStatus = (httpStatus: number | undefined): boolean => httpStatus === CSV_PREVIEW_CLOSE_DIALOG_HTTP_STATUS
