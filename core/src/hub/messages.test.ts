import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { HUB_SUCCESS_NOTICES, toAccountBalanceDisplay, toClipboardCopyNotice } from './account-balance.ts'
import { toBankTransferDueLabel } from './due-labels.ts'
import { KNOWN_LOCKING_REASONS, toLockingReasonDisplay } from './locking-reason.ts'
import { hubMessages } from './messages.ts'
import { toScheduledTransferDisplay, toStandingOrderDeletionNotice } from './planned-items.ts'
import { validateProfileTypeSelection } from './profile-type-dialog.ts'
import { toNotificationMessage } from './notification-polling.ts'
import { toTransferDeletionNotice } from './transfer-deletion-flow.ts'
import { toBankTransferStatusDisplay } from './transfer-status.ts'
import { toHubWorkCards } from './work-cards.ts'

const today = '2025-07-30' as LocalDate
const days = (n: number) => new Date(Date.UTC(2025, 6, 30 + n)).toISOString().slice(0, 10) as LocalDate
const messageKey = (d: ReturnType<typeof toAccountBalanceDisplay>) => (d.kind === 'message' ? [d.message.key] : [])

/** Every key the hub rules can return, reached through the rules themselves. */
const returned = [
  ...[-3, -1, 0, 1, 3].flatMap((n) => toBankTransferDueLabel(days(n), today)?.key ?? []),
  toBankTransferStatusDisplay({ status: 'IN_PROGRESS' }),
  toBankTransferStatusDisplay({ status: 'ERROR' }),
  toScheduledTransferDisplay({ bankTransferId: 'b', status: 'ERROR' }),
].flatMap((x) => (typeof x === 'string' ? [x] : x.kind === 'inProgress' ? [x.tooltip.key] : x.kind === 'error' && 'key' in x.error ? [x.error.key] : []))
const returnedKeys = new Set<string>([
  ...returned,
  ...E.match((issues: ReadonlyArray<{ key: string }>) => issues.map((i) => i.key), () => [] as string[])(validateProfileTypeSelection([])),
  ...Object.values(HUB_SUCCESS_NOTICES).map((n) => n.key),
  toStandingOrderDeletionNotice({ declined: true }).key,
  toTransferDeletionNotice('prepared', {}).key,
  toClipboardCopyNotice(true).key,
  toClipboardCopyNotice(false).key,
  ...messageKey(toAccountBalanceDisplay({}, { permitted: false, retrievalFailed: false })),
  ...messageKey(toAccountBalanceDisplay({}, { permitted: true, retrievalFailed: true })),
  ...messageKey(toAccountBalanceDisplay({}, { permitted: true, retrievalFailed: false })),
  ...messageKey(toAccountBalanceDisplay({ synchronizable: false }, { permitted: true, retrievalFailed: false })),
  ...[1, 2].flatMap((n) =>
    toHubWorkCards({ requestDate: today, openTransactionsWithProposals: n, openTransactionsWithoutProposals: n }).flatMap((card) => [
      card.title.key,
      card.estimate.key,
      card.action.key,
    ]),
  ),
  ...[null, 1, 3].map((transactionCount) => toNotificationMessage({ notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', sequentialNumber: 1, transactionCount }).key),
  toNotificationMessage({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 1 }).key,
  ...Object.keys(KNOWN_LOCKING_REASONS).flatMap((code) => {
    const display = toLockingReasonDisplay(code)
    return display?.kind === 'known' ? [display.key] : []
  }),
])

describe('hub messages', () => {
  it('define every key the hub rules return', () => {
    expect([...returnedKeys].filter((key) => !Object.hasOwn(hubMessages, key))).toEqual([])
  })

  it('hold no key that no rule returns', () => {
    expect(Object.keys(hubMessages).filter((key) => !returnedKeys.has(key))).toEqual([])
  })

  it('use the spec wording where the spec quotes it', () => {
    expect(hubMessages['hub.dueToday'].de).toBe('Heute fällig')
    expect(hubMessages['hub.profileTypeNoAccountSelected'].de).toBe('Wählen Sie bitte mindestens ein Konto aus.')
    expect(Object.entries(hubMessages).filter(([, m]) => m.source === 'spec').map(([k]) => k)).toEqual(['hub.dueToday', 'hub.dueDaysAgo', 'hub.profileTypeNoAccountSelected'])
  })

  it('are formal German, start upper-case, and no two say the same', () => {
    const texts = Object.values(hubMessages).map((m) => m.de)
    for (const text of texts) {
      // A count may lead ("3 neue Umsätze …"), as German writes it.
      expect(text).toMatch(/^([A-ZÄÖÜ]|\d|\{\{count\}\})/)
      expect(text).not.toMatch(/\b(du|dein|deine|dich)\b/i)
    }
    expect(new Set(texts).size).toBe(texts.length)
    expect(Object.keys(hubMessages).every((key) => /^hub\.[a-z][A-Za-z]*$/.test(key))).toBe(true)
  })

  it('carry a placeholder exactly where the text counts days, items or minutes', () => {
    expect(hubMessages['hub.dueDaysAgo'].de).toContain('{{days}}')
    expect(hubMessages['hub.dueInDays'].de).toContain('{{days}}')
    expect(Object.entries(hubMessages).filter(([, m]) => m.de.includes('{{')).map(([k]) => k)).toEqual([
      'hub.dueDaysAgo',
      'hub.dueInDays',
      'hub.proposalsToReview',
      'hub.manualAssign',
      'hub.estimatedTime',
      'hub.newBusinessAccountTransactions',
    ])
  })
})
