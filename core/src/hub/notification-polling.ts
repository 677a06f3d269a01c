/**
 * The poll of new business-account notifications (spec: transactions-import-proposals 3 "Notification", 6 "New
 * business-account notifications are polled only with FINANCE_LEXBANK_ACTIVE_CONTRACT", 7 GET
 * notificationservice/v100/notifications (from), 9 "Notification poll every 5 s"): whether to poll, which answered
 * notifications are new, the next `from`, what each one says and which finance events it raises.
 */
import type { Notification } from '../proposals/wire.ts'
import type { FinanceEvent } from './finance-events.ts'
import type { HubMessage } from './messages.ts'

/** The privilege without which no notification is polled (spec 6). */
export const NOTIFICATION_POLL_PRIVILEGE = 'FINANCE_LEXBANK_ACTIVE_CONTRACT'

/** @example isNotificationPollAllowed(['FINANCE_LEXBANK_ACTIVE_CONTRACT']) // true */
export const isNotificationPollAllowed = (privileges: ReadonlyArray<string>): boolean => privileges.includes(NOTIFICATION_POLL_PRIVILEGE)

/**
 * Where a poll starts: `from` is the highest sequential number seen (kept across reloads), or null before the first
 * answer of this browser. Chosen: with no number kept, the first answer only sets it and shows nothing, so a first
 * visit (or a reload after the kept number was lost) does not replay the account's whole history as new.
 */
export type NotificationCursor = number | null

/** The `from` the call is made with: the cursor, or 0 (everything) to learn the current number. */
export const toNotificationQueryFrom = (cursor: NotificationCursor): number => cursor ?? 0

export interface NotificationPollStep {
  /** The notifications to show, oldest first, each once. */
  readonly fresh: ReadonlyArray<Notification>
  /** The cursor after this answer: never lower than before. */
  readonly next: number
}

const isSequentialNumber = (n: number): boolean => Number.isSafeInteger(n) && n >= 0

/**
 * Reads one answer of the notifications call made with toNotificationQueryFrom(cursor): new are those above the
 * cursor, oldest first, each sequential number once (a repeated or malformed one — not a whole number ≥ 0 — is
 * dropped); the next cursor is the highest number seen. With no cursor yet nothing is new (see NotificationCursor).
 * @example readNotificationAnswer(4, [{ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 5 }]) // { fresh: [that one], next: 5 }
 */
export const readNotificationAnswer = (cursor: NotificationCursor, answer: ReadonlyArray<Notification>): NotificationPollStep => {
  const valid = answer.filter((n) => isSequentialNumber(n.sequentialNumber))
  const highest = valid.reduce((max, n) => Math.max(max, n.sequentialNumber), cursor ?? 0)
  if (cursor === null) return { fresh: [], next: highest }
  const bySequence = new Map<number, Notification>()
  for (const n of valid) if (n.sequentialNumber > cursor && !bySequence.has(n.sequentialNumber)) bySequence.set(n.sequentialNumber, n)
  return { fresh: [...bySequence.values()].sort((a, b) => a.sequentialNumber - b.sequentialNumber), next: highest }
}

/**
 * How long after an approval panel said its success a processed approval's notification stays quiet: the panel polls
 * every 1.5 s and the notifications every 5 s, so the notification of the same approval arrives within this.
 */
export const APPROVAL_NOTIFICATION_QUIET_AFTER_PANEL_MS = 15_000

/**
 * Whether a notification is said as a toast: always, but for a processed approval whose success a panel said within
 * the last 15 s (that is the same approval; saying it twice is noise). Its finance events are raised either way.
 * @example isNotificationToastShown({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 3 }, 10_000, 12_000) // false
 */
export const isNotificationToastShown = (notification: Notification, panelSuccessShownAtMs: number | null, nowMs: number): boolean =>
  notification.notificationType !== 'PROPOSAL_APPROVAL_PROCESSED' ||
  panelSuccessShownAtMs === null ||
  nowMs - panelSuccessShownAtMs > APPROVAL_NOTIFICATION_QUIET_AFTER_PANEL_MS ||
  nowMs < panelSuccessShownAtMs

/**
 * What a notification's toast says (a polite live region): new transactions with their count when the server gives
 * one, or that the proposals were taken over.
 * @example toNotificationMessage({ notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', sequentialNumber: 1, transactionCount: 3 })
 * // { key: 'hub.newBusinessAccountTransactions', params: { count: 3 } }
 */
export const toNotificationMessage = (notification: Notification): HubMessage => {
  if (notification.notificationType === 'PROPOSAL_APPROVAL_PROCESSED') return { key: 'hub.proposalApprovalProcessed' }
  const count = notification.transactionCount
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) return { key: 'hub.newBusinessAccountTransactionsUncounted' }
  return count === 1 ? { key: 'hub.newBusinessAccountTransactionOne' } : { key: 'hub.newBusinessAccountTransactions', params: { count } }
}

/**
 * The finance events (hub 4.12) a notification raises, so that every list, count and balance showing its data reads
 * again. Chosen: a processed approval booked transactions (transaction_changed) and changed the counts; new
 * transactions change the lists, the counts and the balances.
 * @example toNotificationFinanceEvents({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 1 })
 * // ['proposal_approval_processed', 'transaction_changed', 'update_pending_counts']
 */
export const toNotificationFinanceEvents = (notification: Notification): ReadonlyArray<FinanceEvent> =>
  notification.notificationType === 'PROPOSAL_APPROVAL_PROCESSED'
    ? ['proposal_approval_processed', 'transaction_changed', 'update_pending_counts']
    : ['transaction_changed', 'update_pending_counts', 'update_account_balances']
