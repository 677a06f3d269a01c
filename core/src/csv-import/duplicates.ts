/**
 * Suspected duplicates of a statement against the account's transactions (issue 13 "Duplicates"). Pure: the caller
 * passes the existing transactions it has.
 */
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { Money } from '../money/money.ts'
import { toTwoDecimalText } from './amount-text.ts'
import type { BankStatement } from './read-bank-statement.ts'

/** What a transaction already in the account has to compare with a row. */
export interface ExistingTransactionForDuplicates {
  readonly bookingDate: LocalDate | null
  readonly valueDate: LocalDate | null
  readonly amount: Money
  readonly counterparty: string
  readonly purpose: string
  /** The bank's own reference of the booking, kept from an MT940 or CAMT import (issue 26); absent or null: none. */
  readonly bankReference?: string | null | undefined
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

/** A run of white space, or white space other than a space: only then is a text's spacing rewritten. */
const UNEVEN_SPACE = /\s\s|[^\S ]/

const normalise = (text: string): string => {
  const trimmed = text.trim()
  return (UNEVEN_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed).toLowerCase()
}

/** The amount key of a row: the amount as toFixed(2) writes it (amount-text.ts). */
export const toDuplicateAmountKey = toTwoDecimalText

// Chosen: without a bank reference on both sides, a row equals a transaction when the date (booking date, else value date), the exact amount, the name and the
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
  const marks = markSuspectedDuplicates(statement, existingTransactions)
  return statement.rows.map((_row, i) => duplicateFindingAt(statement, marks, i))
}

// What a row is (DuplicateMarks.kinds); 0: not importable.
const NEW_ROW = 1
const SUSPECTED = 2
const REPEAT = 3

/**
 * findSuspectedDuplicates' answer in a compact form, for a statement of 40,000 rows whose findings are counted and only
 * the first few shown: per row what it is (kinds) and the line it repeats (repeatOf, -1 for none).
 */
export interface DuplicateMarks {
  readonly kinds: Uint8Array
  readonly repeatOf: Int32Array
}

/** The marks of every row (the rule of findSuspectedDuplicates), without a finding object per row. */
export const markSuspectedDuplicates = (
  statement: Pick<BankStatement, 'rows'>,
  existingTransactions: ReadonlyArray<ExistingTransactionForDuplicates>,
): DuplicateMarks => {
  // Each existing transaction accounts for one row only, whether its reference or its content matched it.
  const byContent = new Map<string, number[]>()
  const byReference = new Map<string, number[]>()
  existingTransactions.forEach((t, index) => {
    push(byContent, keyOf(t), index)
    if (t.bankReference != null && t.bankReference !== '') push(byReference, t.bankReference, index)
  })
  const taken = new Uint8Array(existingTransactions.length)
  const take = (candidates: number[] | undefined, fits: (index: number) => boolean): boolean => {
    if (candidates === undefined) return false
    for (const index of candidates) {
      if (taken[index] === 0 && fits(index)) {
        taken[index] = 1
        return true
      }
    }
    return false
  }
  const anyExisting = () => true
  // Issue 26: where both sides carry the bank's reference, it decides; a transaction with another reference is
  // another booking however alike. A row without one is matched by its content.
  const withoutReference = (index: number) => (existingTransactions[index]?.bankReference ?? '') === ''
  const firstLineOf = new Map<string, number>()
  const kinds = new Uint8Array(statement.rows.length)
  const repeatOf = new Int32Array(statement.rows.length).fill(-1)
  for (const [i, row] of statement.rows.entries()) {
    if (row.status !== 'importable') continue
    const key = keyOf(row)
    const reference = row.bankReference ?? ''
    const duplicate = reference === '' ? take(byContent.get(key), anyExisting) : take(byReference.get(reference), anyExisting) || take(byContent.get(key), withoutReference)
    if (duplicate) {
      kinds[i] = SUSPECTED
      continue
    }
    const first = firstLineOf.get(key)
    if (first === undefined) {
      firstLineOf.set(key, row.line)
      kinds[i] = NEW_ROW
      continue
    }
    kinds[i] = REPEAT
    repeatOf[i] = first
  }
  return { kinds, repeatOf }
}

const push = (map: Map<string, number[]>, key: string, index: number): void => {
  const list = map.get(key)
  if (list === undefined) map.set(key, [index])
  else list.push(index)
}

/** Whether the row at `index` is ticked for import by default (importable, no suspected duplicate). */
export const isSelectedByDefault = (marks: DuplicateMarks, index: number): boolean => marks.kinds[index] === NEW_ROW || marks.kinds[index] === REPEAT

/** Whether the row at `index` is a suspected duplicate. */
export const isSuspectedDuplicate = (marks: DuplicateMarks, index: number): boolean => marks.kinds[index] === SUSPECTED

/** The finding of the row at `index`, as findSuspectedDuplicates gives it. */
export const duplicateFindingAt = (statement: Pick<BankStatement, 'rows'>, marks: DuplicateMarks, index: number): RowDuplicateFinding => {
  const line = statement.rows[index]?.line ?? 0
  const kind = marks.kinds[index]
  if (kind === SUSPECTED) {
    return {
      line,
      suspectedDuplicate: true,
      selected: false,
      repeatOfLine: null,
      issues: [validationIssue('duplicates', 'csvImport.suspectedDuplicate', { rowNumber: line })],
    }
  }
  const first = marks.repeatOf[index] ?? -1
  if (kind === REPEAT && first >= 0) {
    return {
      line,
      suspectedDuplicate: false,
      selected: true,
      repeatOfLine: first,
      issues: [validationIssue('duplicates', 'csvImport.repeatedInFile', { rowNumber: line, firstRowNumber: first })],
    }
  }
  return { line, suspectedDuplicate: false, selected: kind === NEW_ROW, repeatOfLine: null, issues: [] }
}
