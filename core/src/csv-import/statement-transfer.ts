/**
 * A bank statement read elsewhere (issue 13: "Reading a large file happens off the main thread"): the reader as an
 * asynchronous function, and the statement in a shape that crosses a worker's boundary. A structured clone keeps plain
 * data only; Money is a class, so its amounts cross as exact decimal strings and are Money again on this side.
 */
import * as E from 'fp-ts/lib/Either.js'
import type { AbortSignalLike } from '../errors/call-options.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { fromWireAmount, ZERO_MONEY } from '../money/money.ts'
import type { BankStatement, ReadBankStatementOptions, StatementRow } from './read-bank-statement.ts'

/**
 * readBankStatement's contract, answered later: the demo's answers it in a Web Worker, tests with a fake. A reader
 * may stop a read whose `signal` aborts; its promise then rejects (the caller has gone and takes no answer).
 */
export type StatementReader = (
  bytes: Uint8Array,
  options: ReadBankStatementOptions,
  signal?: AbortSignalLike,
) => Promise<E.Either<ReadonlyArray<ValidationIssue>, BankStatement>>

/** A row whose amount is the exact decimal text of its Money ("-1234.5", "0.001"). */
export type TransferableStatementRow = Omit<StatementRow, 'amount'> & { readonly amount: string }

/** A BankStatement of plain data only: what postMessage copies without loss. */
export type TransferableStatement = Omit<BankStatement, 'rows'> & { readonly rows: ReadonlyArray<TransferableStatementRow> }

/** The statement as it crosses: each amount as its exact decimal text (decimal.js writes no exponent at our precision). */
export const toTransferableStatement = (statement: BankStatement): TransferableStatement => ({
  ...statement,
  rows: statement.rows.map((row) => ({ ...row, amount: row.amount.value.toFixed() })),
})

/**
 * The statement again, each amount a Money equal to the one sent. A text that is no amount cannot come from
 * toTransferableStatement; should one arrive, it reads as zero, as the reader's own unreadable amount does.
 */
export const fromTransferableStatement = (statement: TransferableStatement): BankStatement => ({
  ...statement,
  rows: statement.rows.map(fromTransferableRow),
})

/** One row again, its amount a Money (a statement may cross in parts: its rows in batches, then the rest). */
export const fromTransferableRow = (row: TransferableStatementRow): StatementRow => ({
  ...row,
  amount: E.getOrElse(() => ZERO_MONEY)(fromWireAmount(row.amount)),
})
