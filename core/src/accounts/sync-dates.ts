/**
 * The earliest day an account's transactions are fetched from (sync start date; spec: accounts-and-transfers 5.3
 * "The PayPal-type date range runs from 1 January of last year to today" and "For a bank with a maximum history, the
 * minimum date is today minus that many days plus 1"; 9 "Payment-service history").
 */
import * as E from 'fp-ts/lib/Either.js'
import { addDays, compareLocalDate, formatLocalDate, localDateFromParts, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { PAYMENT_SERVICE_HISTORY_YEARS_BACK } from './constants.ts'
import type { FinancialAccountType } from './model.ts'

/** The days a sync start date may take, both ends included; no `min` means no lower bound is known. */
export interface SyncDateRange {
  readonly min: LocalDate | undefined
  readonly max: LocalDate
}

/**
 * The payment-service (PAYPAL) range: 1 January of last year (Berlin) to today.
 * @example getPaymentServiceSyncDateRange('2026-03-15') // { min: '2025-01-01', max: '2026-03-15' }
 */
export const getPaymentServiceSyncDateRange = (today: LocalDate): SyncDateRange => ({
  min: localDateFromParts(Number(today.slice(0, 4)) - PAYMENT_SERVICE_HISTORY_YEARS_BACK, 1, 1),
  max: today,
})

/**
 * For a bank with a maximum history of N days, the earliest date is today − N + 1 (N days including today).
 * Reading: only a positive whole number is a maximum; null, 0 or anything else means the bank states none.
 * @example getMinimumSyncStartDate('2026-03-15', 90) // '2025-12-16'
 */
export const getMinimumSyncStartDate = (today: LocalDate, maxHistoryDays: number | null | undefined): LocalDate | undefined =>
  typeof maxHistoryDays === 'number' && Number.isInteger(maxHistoryDays) && maxHistoryDays > 0
    ? addDays(today, -maxHistoryDays + 1)
    : undefined

/**
 * The range of a sync start date: the payment-service range for a PAYPAL account, otherwise today back to the bank's
 * maximum history. Reading: the start date is never after today, since no transaction can be fetched from the future.
 * @example getSyncStartDateRange({ type: 'GIRO', maxTransactionHistoryInDays: 365 }, today)
 */
export const getSyncStartDateRange = (
  account: { readonly type: FinancialAccountType; readonly maxTransactionHistoryInDays?: number | null | undefined },
  today: LocalDate,
): SyncDateRange =>
  account.type === 'PAYPAL'
    ? getPaymentServiceSyncDateRange(today)
    : { min: getMinimumSyncStartDate(today, account.maxTransactionHistoryInDays), max: today }

/**
 * A sync start date must lie in its range (getSyncStartDateRange).
 * @example validateSyncStartDate('2024-12-31', { min: '2025-01-01', max: '2026-03-15' }) // left: accounts.syncStartDateTooEarly
 */
export const validateSyncStartDate = (
  date: LocalDate,
  range: SyncDateRange,
  field = 'initialSyncDate',
): E.Either<ReadonlyArray<ValidationIssue>, LocalDate> => {
  if (range.min !== undefined && compareLocalDate(date, range.min) < 0) {
    return E.left([validationIssue(field, 'accounts.syncStartDateTooEarly', { minDate: formatLocalDate(range.min) })])
  }
  return compareLocalDate(date, range.max) > 0 ? E.left([validationIssue(field, 'accounts.syncStartDateInFuture')]) : E.right(date)
}
