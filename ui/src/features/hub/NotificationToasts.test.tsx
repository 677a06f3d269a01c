/**
 * One announcement per approval: the toast of a processed approval stays quiet when an approval panel said its success
 * within the last 15 s (core isNotificationToastShown), and new transactions are said as always; the finance events of
 * both are raised either way.
 */
import { NOTIFICATION_POLL_INTERVAL_MS, type Notification } from '@kontor/core'
import { act, screen } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { approvalSuccessShownAtAtom } from '../../shared/approval-announcement.ts'
import { fakeBackend, renderInStore, TEST_NOW } from '../../test/render-app.tsx'
import { NotificationToasts } from './NotificationToasts.tsx'
import type { NotificationCursorStore } from './notification-poller.ts'

const APPROVAL: Notification = { notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 1 }
const NEW_TRANSACTIONS: Notification = { notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', sequentialNumber: 2, transactionCount: 3 }

const renderToasts = (panelSaidAtMs: number | null) => {
  let value: number | null = 0
  const cursor = (): NotificationCursorStore => ({ read: () => value, write: (c) => void (value = c), clear: () => void (value = null) })
  const backend = fakeBackend(() => () => Promise.resolve(E.right([])), {}, {}, {
    privileges: { listPrivileges: () => () => Promise.resolve(E.right(['FINANCE_LEXBANK_ACTIVE_CONTRACT'])) },
    proposals: { listNotifications: (from) => () => Promise.resolve(E.right([APPROVAL, NEW_TRANSACTIONS].filter((n) => n.sequentialNumber > from))) },
  })
  const view = renderInStore(<NotificationToasts cursor={cursor} />, backend)
  act(() => view.store.set(approvalSuccessShownAtAtom, panelSaidAtMs))
  return view
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('notification toasts', () => {
  it('say a processed approval no panel said, and the new transactions', async () => {
    renderToasts(null)
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS))
    expect(screen.getByText('Die Zuordnungsvorschläge wurden übernommen.')).toBeDefined()
    expect(screen.getByText(/3 neue Umsätze/)).toBeDefined()
  })

  it('stay quiet about an approval whose success a panel said 5 s before, and still say the new transactions', async () => {
    renderToasts(TEST_NOW.getTime() - 5_000)
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS))
    expect(screen.getByText(/3 neue Umsätze/)).toBeDefined()
    expect(screen.queryByText('Die Zuordnungsvorschläge wurden übernommen.')).toBeNull()
  })
})
