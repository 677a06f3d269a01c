/**
 * The needless-transactions info of the memory db (7.2), from the seeded transactions. Reading of the counts (spec 1:
 * transactions "that predate the first assignment"): the transactions that are not assigned, lie before the start
 * date and before the first assignment are needless; all of them can be deleted, and those not yet ignored can be
 * ignored. Deleting removes them, ignoring hides them (so the count to ignore drops to 0). A start date must pass
 * core's validateNeedlessStartDate (not before the first transaction, not after the first assignment, not after
 * today), else 400 with core's issue keys on needlessStartDate.
 */
import {
  LocalDateCodec,
  validateNeedlessStartDate,
  type LocalDate,
  type NeedlessAction,
  type NeedlessInfoWire,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { SOURCES, accountNotFound, invalidQueryParameter, rejected, type DbResult } from '../store/failures.ts'
import { findAccount, todayOf, type MemoryState } from '../store/state.ts'
import { isAssigned, removeTransactions, setIgnored } from '../transactions/transaction-access.ts'

/** A transaction of the one store as the needless rules see it: assigned is its booking state (not UNASSIGNED). */
interface TransactionRecord {
  readonly transactionId: string
  readonly bookingDate: string
  readonly assigned: boolean
  readonly ignored: boolean
}

const earliest = (dates: ReadonlyArray<LocalDate>): LocalDate | null =>
  dates.reduce<LocalDate | null>((min, d) => (min === null || d < min ? d : min), null)

/** The dates the rules of the start date depend on, from the account's transactions (ignored ones included). */
interface NeedlessDates {
  readonly firstTransactionDate: LocalDate | null
  readonly firstAssignmentDate: LocalDate | null
}

const ownTransactions = (state: MemoryState, financialAccountId: string): ReadonlyArray<TransactionRecord> =>
  state.transactionData.transactions
    .filter((t) => t.financialAccountId === financialAccountId)
    .map((t) => ({
      transactionId: t.financialTransactionId,
      bookingDate: t.transactionDate,
      assigned: isAssigned(state, t.financialTransactionId),
      ignored: t.ignored === true,
    }))

const datesOf = (own: ReadonlyArray<TransactionRecord>): NeedlessDates => ({
  firstTransactionDate: earliest(own.map((t) => t.bookingDate).filter(LocalDateCodec.is)),
  firstAssignmentDate: earliest(own.filter((t) => t.assigned).map((t) => t.bookingDate).filter(LocalDateCodec.is)),
})

const isNeedless = (t: TransactionRecord, startDate: LocalDate, dates: NeedlessDates): boolean =>
  !t.assigned && t.bookingDate < startDate && (dates.firstAssignmentDate === null || t.bookingDate < dates.firstAssignmentDate)

const infoOf = (state: MemoryState, financialAccountId: string, startDate: LocalDate | null): NeedlessInfoWire => {
  const own = ownTransactions(state, financialAccountId)
  const dates = datesOf(own)
  const needless = startDate === null ? [] : own.filter((t) => isNeedless(t, startDate, dates))
  return {
    numberOfNeedlessTransactionsToDelete: needless.length,
    numberOfNeedlessTransactionsToIgnore: needless.filter((t) => !t.ignored).length,
    needlessStartDate: startDate,
    ...dates,
  }
}

/** The account is known, and the start date (if any) is a date that core's rules allow for it. */
const checkedStartDate = (state: MemoryState, financialAccountId: string, startDate: string | null): DbResult<LocalDate | null> => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  if (startDate === null) return E.right(null)
  if (!LocalDateCodec.is(startDate)) return invalidQueryParameter(SOURCES.needlessStartDate)
  const dates = datesOf(ownTransactions(state, financialAccountId))
  const valid = validateNeedlessStartDate(startDate, dates, todayOf(state), SOURCES.needlessStartDate)
  return E.isLeft(valid) ? rejected(valid.left) : E.right(valid.right)
}

/** GET …/needlessInfo: without a start date nothing is needless yet. */
export const getNeedlessInfo = (
  state: MemoryState,
  financialAccountId: string,
  startDate: string | null,
): DbResult<NeedlessInfoWire> => E.map((date: LocalDate | null) => infoOf(state, financialAccountId, date))(checkedStartDate(state, financialAccountId, startDate))

/**
 * POST …/needlessDelete and …/needlessIgnore: deletes or ignores the needless transactions, and answers the info afterwards (for the same
 * start date, which is not checked again: deleting moves the first transaction date past it). Both the action and
 * the start date is required; the action is the route's.
 */
export const applyNeedlessAction = (
  state: MemoryState,
  financialAccountId: string,
  startDate: string | null,
  action: NeedlessAction,
): DbResult<NeedlessInfoWire> => {
  const check = checkedStartDate(state, financialAccountId, startDate)
  if (E.isLeft(check)) return check
  const date = check.right
  if (date === null) return invalidQueryParameter(SOURCES.needlessStartDate)
  const dates = datesOf(ownTransactions(state, financialAccountId))
  const affected = new Set(
    ownTransactions(state, financialAccountId)
      .filter((t) => isNeedless(t, date, dates))
      .map((t) => t.transactionId),
  )
  if (action === 'delete') removeTransactions(state, affected)
  else setIgnored(state, affected)
  return E.right(infoOf(state, financialAccountId, date))
}
