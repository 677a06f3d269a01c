/**
 * Suspected duplicates of a statement against the account's transactions (issue 13 "Duplicates"). Pure: the caller
 * passes the existing transactions it has.
 */
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { toWholeCents, type Money } from '../money/money.ts'
import type { BankStatement } from './read-bank-statement.ts'

/** What a transaction already in the account has to compare with a row. */
export interface ExistingTransactionForDuplicates {
  readonly bookingDate: LocalDate | null
  readonly valueDate: LocalDate | null
  readonly amount: Money
  readonly counterparty: string
  readonly purpose: string
}

/** What the preview shows for one row of the statement. */
export interface RowDuplicateFinding {
  readonly line: number
  /** Matches a transaction already in the account: unticked by default. */
  readonly suspectedDuplicate: boolean
  /** Ticked for import by default: importable rows that are no suspected duplicate. */
  readonly selected: boolean
  /** The first line of the file with an equal row, when this one repeats it (it stays ticked). */
  readonly repeatOfLine: number | null
  readonly issues: ReadonlyArray<ValidationIssue>
}

const normalise = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The amount as decimal.js's toFixed(2) writes it ("-1234.50"), from the whole cents where the amount has them (no
 * Decimal made: a preview of 40,000 rows reads each amount once), else by toFixed(2) itself.
 * @example toDuplicateAmountKey(moneyFromCents(-123450n)) // '-1234.50'
 */
export const toDuplicateAmountKey = (amount: Money): string => {
  const cents = toWholeCents(amount)
  if (cents === undefined) return amount.value.toFixed(2)
  const digits = String(cents < 0n ? -cents : cents).padStart(3, '0')
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

// Chosen: a row equals a transaction when the date (booking date, else value date), the exact amount, the name and the
// purpose agree, the texts compared without regard to case and runs of spaces (a re-import of the same export, or
// another bank's export of the same booking, differ at most in those).
const keyOf = (t: ExistingTransactionForDuplicates): string =>
  `${t.bookingDate ?? t.valueDate ?? ''}|${toDuplicateAmountKey(t.amount)}|${normalise(t.counterparty)}|${normalise(t.purpose)}`

/**
 * For every row of the statement, in order: whether it is a suspected duplicate, whether it is ticked, and which
 * earlier row it repeats. Occurrences are counted: each existing transaction accounts for one row only, so two equal
 * rows against one existing transaction leave one new (the later one stays ticked); equal rows within the file are
 * both real (two coffees on one day) and stay ticked, with a note naming the first. Rejected rows are never ticked.
 * @example findSuspectedDuplicates(statement, [])[0]?.selected // true for an importable first row
 */
export const findSuspectedDuplicates = (
  statement: Pick<BankStatement, 'rows'>,
  existingTransactions: ReadonlyArray<ExistingTransactionForDuplicates>,
): ReadonlyArray<RowDuplicateFinding> => {
  const remaining = new Map<string, number>()
  for (const t of existingTransactions) {
    const key = keyOf(t)
    remaining.set(key, (remaining.get(key) ?? 0) + 1)
  }
  const firstLineOf = new Map<string, number>()
  return statement.rows.map((row) => {
    if (row.status !== 'importable') return { line: row.line, suspectedDuplicate: false, selected: false, repeatOfLine: null, issues: [] }
    const key = keyOf(row)
    const left = remaining.get(key) ?? 0
    if (left > 0) {
      remaining.set(key, left - 1)
      return {
        line: row.line,
        suspectedDuplicate: true,
        selected: false,
        repeatOfLine: null,
        issues: [validationIssue('duplicates', 'csvImport.suspectedDuplicate', { rowNumber: row.line })],
      }
    }
    const first = firstLineOf.get(key)
    if (first === undefined) {
      firstLineOf.set(key, row.line)
      return { line: row.line, suspectedDuplicate: false, selected: true, repeatOfLine: null, issues: [] }
    }
    return {
      line: row.line,
      suspectedDuplicate: false,
      selected: true,
      repeatOfLine: first,
      issues: [validationIssue('duplicates', 'csvImport.repeatedInFile', { rowNumber: row.line, firstRowNumber: first })],
    }
  })
}
