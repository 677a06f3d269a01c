/** The messages between the page and the CSV reader's worker (statement-reader.ts, statement-reader.worker.ts). */
import {
  toTransferableStatement,
  type BankStatement,
  type ReadBankStatementOptions,
  type TransferableStatement,
  type TransferableStatementRow,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'

/** What the page asks the worker: the file's bytes (a copy, handed over) and the reader's options. */
export interface StatementReadRequest {
  readonly id: number
  readonly bytes: Uint8Array
  readonly options: ReadBankStatementOptions
}

/**
 * The worker's answers to a read: its rows in batches of STATEMENT_ROWS_PER_MESSAGE, then readBankStatement's result
 * with the rows left, the statement in its transferable shape (Money does not cross). A message is read (its copy
 * undone) in a task of its own: 40,000 rows in one took this page over 150 ms at once.
 */
export type StatementReadAnswer =
  | { readonly id: number; readonly rows: ReadonlyArray<TransferableStatementRow> }
  | { readonly id: number; readonly result: E.Either<ReadonlyArray<ValidationIssue>, TransferableStatement> }

/** Rows per message of a worker's answer. */
export const STATEMENT_ROWS_PER_MESSAGE = 4_000


/** The worker's answers to read `id` with `result`, in the order it posts them. */
export const statementReadAnswersOf = (id: number, result: E.Either<ReadonlyArray<ValidationIssue>, BankStatement>): ReadonlyArray<StatementReadAnswer> => {
  if (E.isLeft(result)) return [{ id, result }]
  const { rows, ...statement } = toTransferableStatement(result.right)
  const whole = rows.length - (rows.length % STATEMENT_ROWS_PER_MESSAGE)
  const answers: StatementReadAnswer[] = []
  for (let start = 0; start < whole; start += STATEMENT_ROWS_PER_MESSAGE) answers.push({ id, rows: rows.slice(start, start + STATEMENT_ROWS_PER_MESSAGE) })
  answers.push({ id, result: E.right({ ...statement, rows: rows.slice(whole) }) })
  return answers
}
