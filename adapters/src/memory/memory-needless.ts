/**
 * The needless-transactions info of the memory db (7.2), from the seeded transactions. Reading of the counts: the
 * transactions before the start date that are not assigned are needless; all of them can be deleted, and those not
 * yet ignored can be ignored. Deleting removes them, ignoring hides them (so the count to ignore drops to 0).
 */
import { LocalDateCodec, type NeedlessAction, type NeedlessInfoWire } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { SOURCES, accountNotFound, invalidQueryParameter, type DbResult } from './memory-failures.ts'
import { findAccount, type MemoryState, type TransactionRecord } from './memory-state.ts'

const earliest = (dates: ReadonlyArray<string>): string | null =>
  dates.reduce<string | null>((min, d) => (min === null || d < min ? d : min), null)

const isNeedless = (t: TransactionRecord, startDate: string): boolean => !t.assigned && t.bookingDate < startDate

const infoOf = (state: MemoryState, financialAccountId: string, startDate: string | null): NeedlessInfoWire => {
  const own = state.transactions.filter((t) => t.financialAccountId === financialAccountId)
  const needless = startDate === null ? [] : own.filter((t) => isNeedless(t, startDate))
  return {
    numberOfNeedlessTransactionsToDelete: needless.length,
    numberOfNeedlessTransactionsToIgnore: needless.filter((t) => !t.ignored).length,
    needlessStartDate: startDate,
    firstTransactionDate: earliest(own.map((t) => t.bookingDate)),
    firstAssignmentDate: earliest(own.filter((t) => t.assigned).map((t) => t.bookingDate)),
  }
}

const checked = (state: MemoryState, financialAccountId: string, startDate: string | null): DbResult<undefined> => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  if (startDate !== null && !LocalDateCodec.is(startDate)) return invalidQueryParameter(SOURCES.needlessStartDate)
  return E.right(undefined)
}

/** GET …/needlessInfo: without a start date nothing is needless yet. */
export const getNeedlessInfo = (
  state: MemoryState,
  financialAccountId: string,
  startDate: string | null,
): DbResult<NeedlessInfoWire> =>
  E.map(() => infoOf(state, financialAccountId, startDate))(checked(state, financialAccountId, startDate))

/** POST …/needlessDelete: deletes or ignores the needless transactions, and answers the info afterwards. */
export const applyNeedlessAction = (
  state: MemoryState,
  financialAccountId: string,
  startDate: string,
  action: NeedlessAction,
): DbResult<NeedlessInfoWire> => {
  const check = checked(state, financialAccountId, startDate)
  if (E.isLeft(check)) return check
  const affected = (t: TransactionRecord) => t.financialAccountId === financialAccountId && isNeedless(t, startDate)
  state.transactions =
    action === 'delete'
      ? state.transactions.filter((t) => !affected(t))
      : state.transactions.map((t) => (affected(t) ? { ...t, ignored: true } : t))
  return E.right(infoOf(state, financialAccountId, startDate))
}
