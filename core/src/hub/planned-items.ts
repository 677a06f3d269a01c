/** Planned payments: scheduled transfers and standing orders (spec: hub-and-business-account 4.8, 5 and 8). */
import type { LocalDate } from '../calendar/local-date.ts'
import { ReoccurrenceCodec } from '../transfers/model.ts'
import { formatReoccurrence } from '../transfers/standing-orders.ts'
import type { HubMessage } from './messages.ts'
import type { BankTransferSummary, PlannedBankTransfer, StandingOrderDeletionResult } from './model.ts'
import type { BankTransferErrorText } from './transfer-status.ts'

export type ScheduledTransferDisplay =
  | { readonly kind: 'error'; readonly error: BankTransferErrorText }
  | { readonly kind: 'running'; readonly executionDate: LocalDate | undefined }

const textOf = (message: string | null | undefined): string | undefined => {
  const text = message?.trim() ?? ''
  return text === '' ? undefined : text
}

/**
 * A scheduled transfer with status ERROR shows its error (in a tooltip); otherwise it shows as running with its
 * execution date. Reading: without an error text the tooltip says 'hub.bankTransferFailed'.
 * @example toScheduledTransferDisplay({ bankTransferId: 'b', status: 'PENDING', executionDate }) // { kind: 'running', executionDate }
 */
export const toScheduledTransferDisplay = (item: PlannedBankTransfer): ScheduledTransferDisplay => {
  if (item.status === 'ERROR') {
    const text = textOf(item.errorMessage)
    return { kind: 'error', error: text === undefined ? { key: 'hub.bankTransferFailed' } : { text } }
  }
  return { kind: 'running', executionDate: item.executionDate ?? undefined }
}

export type StandingOrderDisplay =
  | { readonly kind: 'running'; readonly nextExecutionDate: LocalDate }
  | { readonly kind: 'lastExecuted'; readonly executionDate: LocalDate | undefined }

/**
 * A standing order with a next execution date is running; without one it shows when it was last executed.
 * @example toStandingOrderDisplay({ bankTransferId: 'b', nextExecutionDate }) // { kind: 'running', nextExecutionDate }
 */
export const toStandingOrderDisplay = (item: PlannedBankTransfer): StandingOrderDisplay =>
  item.nextExecutionDate === null || item.nextExecutionDate === undefined
    ? { kind: 'lastExecuted', executionDate: item.executionDate ?? undefined }
    : { kind: 'running', nextExecutionDate: item.nextExecutionDate }

/**
 * A planned item has an error if errorType is set. Reading: a blank errorType is not set.
 * @example hasPlannedTransferError({ bankTransferId: 'b', errorType: 'DECLINED' }) // true
 */
export const hasPlannedTransferError = (item: PlannedBankTransfer): boolean => textOf(item.errorType) !== undefined

export interface PlannedPaymentCounts {
  readonly scheduled: number
  readonly standing: number
  readonly total: number
  readonly withError: number
}

/** A count the server sent; anything that is not a whole number of at least 0 counts as 0. */
const countOf = (n: number | null | undefined): number => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0)

/**
 * The counts of the planned payments navigation ("Upcoming payments"), from the transfer summary. Reading: a missing
 * or malformed count is 0, so the badge never shows NaN or a negative number.
 * @example countPlannedPayments({ numberOfScheduledOrders: 2, numberOfStandingOrders: 3 }).total // 5
 */
export const countPlannedPayments = (summary: BankTransferSummary): PlannedPaymentCounts => {
  const scheduled = countOf(summary.numberOfScheduledOrders)
  const standing = countOf(summary.numberOfStandingOrders)
  return {
    scheduled,
    standing,
    total: scheduled + standing,
    withError: countOf(summary.numberOfScheduledOrdersWithError) + countOf(summary.numberOfStandingOrdersWithError),
  }
}

/**
 * Whether the bank declined deleting a standing order (spec 8): the answer says declined, by flag or by status.
 * @example isStandingOrderDeletionDeclined({ declined: true }) // true
 */
export const isStandingOrderDeletionDeclined = (result: StandingOrderDeletionResult): boolean =>
  result.declined === true || result.status?.trim().toUpperCase() === 'DECLINED'

/**
 * The notice after deleting a standing order: declined shows the info that deletion was cancelled, otherwise the
 * success message.
 * @example toStandingOrderDeletionNotice({}) // { key: 'hub.standingOrderDeleted' }
 */
export const toStandingOrderDeletionNotice = (result: StandingOrderDeletionResult): HubMessage =>
  isStandingOrderDeletionDeclined(result) ? { key: 'hub.standingOrderDeletionDeclined' } : { key: 'hub.standingOrderDeleted' }

/**
 * The German interval of a standing order ('Monatlich', …), or none when the server sent no reoccurrence or one this
 * version does not know (the row then shows no interval rather than a code).
 * @example toPlannedReoccurrenceLabel({ bankTransferId: 'b', reoccurrence: 'MONTHLY' }) // 'Monatlich'
 */
export const toPlannedReoccurrenceLabel = (item: PlannedBankTransfer): string | undefined => {
  const value = item.reoccurrence?.trim()
  return value !== undefined && ReoccurrenceCodec.is(value) ? formatReoccurrence(value) : undefined
}
