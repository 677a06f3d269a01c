/**
 * Execution dates of transfers and standing orders (spec: accounts-and-transfers 4.4 step 7, 5.3 and 9 "Default
 * transfer execution date"; transactions-import-proposals 5 "Last execution date not before the first").
 */
import * as E from 'fp-ts/lib/Either.js'
import type { FinancialAccount } from '../accounts/model.ts'
import { addDays, compareLocalDate, todayInBerlin, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { Clock } from '../calendar/clock.ts'
import { canScheduleTransfer } from '../accounts/account-capabilities.ts'
import type { TransferKind } from '../accounts/account-capabilities.ts'
import { TRANSFER_EXECUTION_WINDOW_DAYS } from './constants.ts'

/**
 * The execution date a new transfer starts with: today in Berlin (spec 9).
 * @example getDefaultExecutionDate(fixedClock(new Date('2026-03-01T23:30:00Z'))) // '2026-03-02'
 */
export const getDefaultExecutionDate = (clock: Clock): LocalDate => todayInBerlin(clock)

/**
 * A transfer counts as scheduled if its execution day is later than today (Berlin) (spec 4.4 step 7).
 * @example isTransferScheduled('2026-03-03', '2026-03-02') // true
 */
export const isTransferScheduled = (executionDate: LocalDate, today: LocalDate): boolean =>
  compareLocalDate(executionDate, today) > 0

export interface ExecutionDateInputContext {
  readonly kind: TransferKind
  readonly sepaInstant: boolean
  readonly account: Pick<FinancialAccount, 'type' | 'availableActions'>
}

/**
 * The execution date input is disabled for standing orders, for instant transfers, for combined transfers on a
 * LEXBANK account, and when the account lacks the scheduled actions for the kind (spec 5.3).
 * @example isExecutionDateInputDisabled({ kind: 'single', sepaInstant: true, account }) // true
 */
export const isExecutionDateInputDisabled = ({ kind, sepaInstant, account }: ExecutionDateInputContext): boolean =>
  kind === 'standingOrder' ||
  sepaInstant ||
  (kind === 'combined' && account.type === 'LEXBANK') ||
  !canScheduleTransfer(account, kind)

export interface ExecutionDateContext extends ExecutionDateInputContext {
  readonly today: LocalDate
}

/**
 * The execution date (for a standing order: the first execution) must not be in the past nor more than
 * TRANSFER_EXECUTION_WINDOW_DAYS ahead. Where the date input is
 * disabled the transfer runs today, so any other day is rejected. Reading: for a standing order the dialog shows its
 * own first and last execution date instead of the single-transfer date input, so "disabled" does not force it to
 * today; it only must not lie in the past.
 * @example validateExecutionDate('2026-03-05', { kind: 'single', sepaInstant: true, account, today: '2026-03-02' }) // left
 */
export const validateExecutionDate = (
  executionDate: LocalDate,
  context: ExecutionDateContext,
  field = 'executionDate',
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  if (compareLocalDate(executionDate, context.today) < 0) return E.left([validationIssue(field, 'transfers.executionDateInPast')])
  if (compareLocalDate(executionDate, addDays(context.today, TRANSFER_EXECUTION_WINDOW_DAYS)) > 0) {
    return E.left([validationIssue(field, 'transfers.executionDateTooLate', { maxDays: TRANSFER_EXECUTION_WINDOW_DAYS })])
  }
  const fixedToToday = context.kind !== 'standingOrder' && isExecutionDateInputDisabled(context)
  return fixedToToday && executionDate !== context.today
    ? E.left([validationIssue(field, 'transfers.executionDateMustBeToday')])
    : E.right(executionDate)
}

/**
 * The last execution date of a standing order cannot be before its (first) execution date; the same day is allowed
 * (the order then runs once). No last date means the order runs until it is deleted.
 * @example validateLastExecutionDate('2026-03-01', '2026-02-28') // left
 */
export const validateLastExecutionDate = (
  executionDate: LocalDate,
  lastExecutionDate: LocalDate | null | undefined,
  field = 'lastExecutionDate',
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate | null> => {
  if (lastExecutionDate === null || lastExecutionDate === undefined) return E.right(null)
  return compareLocalDate(lastExecutionDate, executionDate) < 0
    ? E.left([validationIssue(field, 'INVALID_LAST_EXECUTION_DATE')])
    : E.right(lastExecutionDate)
}
