/**
 * The failed rows as a CSV file with a German reason column (issue 13 "Failed rows"), for the download before the
 * import (from the preview) and after it. Cells are neutralised against spreadsheet formulas.
 */
import { fillPlaceholders } from '../errors/placeholders.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { csvImportMessages } from './messages.ts'
import type { StatementRow } from './read-bank-statement.ts'

/** The headers of the two columns put before the file's own. */
export const FAILED_ROWS_LINE_HEADER = 'Zeile'
export const FAILED_ROWS_REASON_HEADER = 'Grund'
const DELIMITER = ';'
const LINE_END = '\r\n'

/**
 * A cell as a spreadsheet takes it as text only: one starting with =, +, -, @, tab or CR gets a leading apostrophe
 * (OWASP's advice for CSV injection); every cell is quoted, quotes doubled.
 * @example neutraliseCsvCell('=1+1') // `"'=1+1"`
 */
export const neutraliseCsvCell = (cell: string): string => {
  const c = cell.charAt(0)
  const safe = c === '=' || c === '+' || c === '-' || c === '@' || c === '\t' || c === '\r' ? `'${cell}` : cell
  return `"${safe.replaceAll('"', '""')}"`
}

const reasonOf = (issue: ValidationIssue): string => {
  const entry = (csvImportMessages as Readonly<Record<string, { readonly de: string } | undefined>>)[issue.key]
  return entry === undefined ? issue.key : fillPlaceholders(entry.de, issue.params)
}

/**
 * The rows (pass the rejected ones) as CSV text: "Zeile;Grund;<the file's columns>", one line per row with every
 * reason joined by a space, the cells as read. The caller adds a BOM when it writes UTF-8 for Excel.
 * @example toFailedRowsCsv(statement.rows.filter((r) => r.status === 'rejected'), statement.headers)
 */
export const toFailedRowsCsv = (rows: ReadonlyArray<Pick<StatementRow, 'line' | 'cells' | 'issues'>>, headers: ReadonlyArray<string> = []): string => {
  const width = Math.max(headers.length, ...rows.map((r) => r.cells.length))
  const head = [FAILED_ROWS_LINE_HEADER, FAILED_ROWS_REASON_HEADER, ...Array.from({ length: width }, (_, i) => headers[i] ?? `Spalte ${i + 1}`)]
  const lines = [head, ...rows.map((r) => [String(r.line), r.issues.map(reasonOf).join(' '), ...r.cells])]
  return lines.map((cells) => cells.map(neutraliseCsvCell).join(DELIMITER)).join(LINE_END) + LINE_END
}
