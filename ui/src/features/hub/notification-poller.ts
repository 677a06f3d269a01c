/**
 * The poll of new business-account notifications (transactions-import-proposals 6, 7, 9): every 5 s while the user
 * holds FINANCE_LEXBANK_ACTIVE_CONTRACT, from the last sequential number seen (kept in the browser, so a reload shows
 * no notification again). Which notifications are new is core's rule (readNotificationAnswer); this runs it. One call
 * at a time: the next waits for the answer, and a call that hangs is given up after NOTIFICATION_CALL_TIMEOUT_MS.
 */
import {
  isNotificationPollAllowed,
  NOTIFICATION_CALL_TIMEOUT_MS,
  NOTIFICATION_POLL_INTERVAL_MS,
  readNotificationAnswer,
  toNotificationQueryFrom,
  type BackendError,
  type Notification,
  type NotificationCursor,
} from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import { repeatWhile, waitFor } from '../../shared/scheduler.ts'

/** Where the last sequential number seen is kept. */
export interface NotificationCursorStore {
  readonly read: () => NotificationCursor
  readonly write: (cursor: number) => void
  /** Forgets it (the demo's data was reset): the next answer sets it again and shows nothing. */
  readonly clear: () => void
}

export interface NotificationPollPorts {
  readonly listNotifications: (from: number, signal: AbortSignal) => Promise<E.Either<BackendError, ReadonlyArray<Notification>>>
  /** Read before every poll: without the privilege the poll stops. */
  readonly readPrivileges: () => Promise<ReadonlyArray<string>>
  readonly cursor: NotificationCursorStore
  /** Each new notification, oldest first. */
  readonly onNotification: (notification: Notification) => void
}

const TIMED_OUT: unique symbol = Symbol('timed out')

/** One call, given up after NOTIFICATION_CALL_TIMEOUT_MS or when `signal` aborts; undefined when it did not answer. */
const callOnce = async (
  ports: NotificationPollPorts,
  from: number,
  signal: AbortSignal,
): Promise<E.Either<BackendError, ReadonlyArray<Notification>> | undefined> => {
  const call = new AbortController()
  const stop = () => call.abort()
  signal.addEventListener('abort', stop, { once: true })
  try {
    const answer = await Promise.race([
      // A call that throws (no such port) counts as one that failed.
      Promise.resolve()
        .then(() => ports.listNotifications(from, call.signal))
        .catch(() => undefined),
      waitFor(NOTIFICATION_CALL_TIMEOUT_MS, call.signal).then((): typeof TIMED_OUT => TIMED_OUT),
    ])
    return answer === TIMED_OUT ? undefined : answer
  } finally {
    call.abort() // ends the call that timed out, and the time-out of the call that answered
    signal.removeEventListener('abort', stop)
  }
}

/**
 * Polls until `signal` aborts or the privilege is missing. A failed or timed-out call shows nothing and the poll goes
 * on (a notification missed now comes with the next answer, as `from` has not moved).
 */
export const runNotificationPoll = (ports: NotificationPollPorts, signal: AbortSignal): Promise<void> =>
  repeatWhile(NOTIFICATION_POLL_INTERVAL_MS, signal, async () => {
    const privileges = await ports.readPrivileges().catch((): ReadonlyArray<string> => [])
    if (signal.aborted || !isNotificationPollAllowed(privileges)) return false
    const cursor = ports.cursor.read()
    const answer = await callOnce(ports, toNotificationQueryFrom(cursor), signal)
    if (signal.aborted) return false
    if (answer?._tag === 'Right') {
      const step = readNotificationAnswer(cursor, answer.right)
      ports.cursor.write(step.next)
      step.fresh.forEach(ports.onNotification)
    }
    return true
  })

/** The browser's storage key of the last sequential number seen. */
export const NOTIFICATION_CURSOR_STORAGE_KEY = 'kontor.notifications.lastSequentialNumber'

/** The cursor kept in `storage` (localStorage in the app); unreadable storage or a broken value counts as none. */
export const storageNotificationCursor = (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): NotificationCursorStore => ({
  read: () => {
    try {
      const raw = storage.getItem(NOTIFICATION_CURSOR_STORAGE_KEY)
      const value = raw === null ? Number.NaN : Number(raw)
      return Number.isSafeInteger(value) && value >= 0 ? value : null
    } catch {
      return null
    }
  },
  write: (cursor) => {
    try {
      storage.setItem(NOTIFICATION_CURSOR_STORAGE_KEY, String(cursor))
    } catch {
      // Storage full or blocked: the cursor lives on in the next read's answer only; nothing to show the user.
    }
  },
  clear: () => {
    try {
      storage.removeItem(NOTIFICATION_CURSOR_STORAGE_KEY)
    } catch {
      // as above
    }
  },
})
