import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { NOTIFICATION_TYPES, type Notification } from '../proposals/wire.ts'
import { FINANCE_EVENTS } from './finance-events.ts'
import { hubMessages } from './messages.ts'
import {
  APPROVAL_NOTIFICATION_QUIET_AFTER_PANEL_MS,
  isNotificationPollAllowed,
  isNotificationToastShown,
  NOTIFICATION_POLL_PRIVILEGE,
  readNotificationAnswer,
  toNotificationFinanceEvents,
  toNotificationMessage,
  toNotificationQueryFrom,
  type NotificationCursor,
} from './notification-polling.ts'

const sequentialNumber = fc.oneof(
  { weight: 8, arbitrary: fc.nat({ max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2) },
)
const notificationArbitrary: fc.Arbitrary<Notification> = fc.record(
  {
    notificationType: fc.constantFrom(...NOTIFICATION_TYPES),
    sequentialNumber,
    transactionCount: fc.option(fc.oneof(fc.integer({ min: -2, max: 2_000 }), fc.constant(0.5)), { nil: null }),
  },
  { requiredKeys: ['notificationType', 'sequentialNumber'] },
)
const cursorArbitrary: fc.Arbitrary<NotificationCursor> = fc.option(fc.nat({ max: 60 }), { nil: null })
const isValid = (n: number) => Number.isSafeInteger(n) && n >= 0

test.prop([cursorArbitrary, fc.array(notificationArbitrary, { maxLength: 12 })])(
  'new are exactly the valid numbers above the cursor, oldest first and each once; the cursor never goes back',
  (cursor, answer) => {
    const { fresh, next } = readNotificationAnswer(cursor, answer)
    const numbers = fresh.map((n) => n.sequentialNumber)
    const expected = cursor === null ? [] : [...new Set(answer.map((n) => n.sequentialNumber).filter((s) => isValid(s) && s > cursor))].sort((a, b) => a - b)
    expect(numbers).toEqual(expected)
    expect(next).toBe(Math.max(cursor ?? 0, ...answer.map((n) => n.sequentialNumber).filter(isValid)))
    expect(next).toBeGreaterThanOrEqual(cursor ?? 0)
    // Every shown notification is one the server sent.
    for (const n of fresh) expect(answer).toContain(n)
  },
)

test.prop([cursorArbitrary, fc.array(notificationArbitrary, { maxLength: 12 })])(
  'the same answer read again with the next cursor shows nothing: a reload repeats no notification',
  (cursor, answer) => {
    const { next } = readNotificationAnswer(cursor, answer)
    expect(readNotificationAnswer(next, answer).fresh).toEqual([])
    expect(toNotificationQueryFrom(next)).toBe(next)
  },
)

test.prop([fc.array(fc.array(notificationArbitrary, { maxLength: 6 }), { minLength: 1, maxLength: 6 })])(
  'over a run of polls each valid sequential number is shown at most once, after the first answer set the cursor',
  (answers) => {
    let cursor: NotificationCursor = null
    const shown: number[] = []
    for (const answer of answers) {
      const step = readNotificationAnswer(cursor, answer)
      shown.push(...step.fresh.map((n) => n.sequentialNumber))
      cursor = step.next
    }
    expect(new Set(shown).size).toBe(shown.length)
    expect(readNotificationAnswer(null, answers[0] ?? []).fresh).toEqual([])
  },
)

test.prop([fc.array(fc.oneof(fc.constant(NOTIFICATION_POLL_PRIVILEGE), fc.string()), { maxLength: 5 })])(
  'notifications are polled exactly with FINANCE_LEXBANK_ACTIVE_CONTRACT',
  (privileges) => {
    expect(isNotificationPollAllowed(privileges)).toBe(privileges.includes('FINANCE_LEXBANK_ACTIVE_CONTRACT'))
  },
)

test.prop([notificationArbitrary])('every notification says something from the catalogue and raises known finance events', (notification) => {
  const message = toNotificationMessage(notification)
  expect(Object.hasOwn(hubMessages, message.key)).toBe(true)
  const count = notification.transactionCount
  if (notification.notificationType === 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS' && typeof count === 'number' && Number.isSafeInteger(count) && count > 1) {
    expect(message).toEqual({ key: 'hub.newBusinessAccountTransactions', params: { count } })
  }
  const events = toNotificationFinanceEvents(notification)
  expect(events.every((e) => (FINANCE_EVENTS as ReadonlyArray<string>).includes(e))).toBe(true)
  expect(events).toContain(notification.notificationType === 'PROPOSAL_APPROVAL_PROCESSED' ? 'proposal_approval_processed' : 'transaction_changed')
})

test.prop([notificationArbitrary, fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), fc.integer({ min: 0, max: 100_000 })])(
  'a toast is quiet only for a processed approval whose success a panel said within the last 15 s',
  (notification, panelAt, now) => {
    const quiet =
      notification.notificationType === 'PROPOSAL_APPROVAL_PROCESSED' && panelAt !== null && now >= panelAt && now - panelAt <= APPROVAL_NOTIFICATION_QUIET_AFTER_PANEL_MS
    expect(isNotificationToastShown(notification, panelAt, now)).toBe(!quiet)
  },
)
