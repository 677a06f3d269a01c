import {
  NETWORK_FAILURE,
  NOTIFICATION_POLL_INTERVAL_MS,
  type Backend,
  type BackendError,
  type Notification,
  type TransactionSummary,
} from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { emitFinanceEventAtom } from '../../shared/finance-events.ts'
import { flush, passTime, withFakeTimers } from '../../test/fake-timers.ts'
import { fakeBackend, renderApp } from '../../test/render-app.tsx'
import { NOTIFICATION_CURSOR_STORAGE_KEY } from './notification-poller.ts'

withFakeTimers()
beforeEach(() => window.localStorage.clear())

const summary = (withProposals: number, withoutProposals: number): TransactionSummary => ({
  requestDate: '2026-11-22' as TransactionSummary['requestDate'],
  openTransactionsWithProposals: withProposals,
  openTransactionsWithoutProposals: withoutProposals,
})

/**
 * The hub over a backend whose summary answers `answers[0]` until the test moves on (`nextSummary`; the navigation's
 * count reads it too), with the given privileges and notification answers; other counts fail quietly.
 */
const hubBackend = (
  answers: ReadonlyArray<E.Either<BackendError, TransactionSummary>>,
  options: { readonly privileges?: ReadonlyArray<string>; readonly notifications?: ReadonlyArray<ReadonlyArray<Notification>> } = {},
) => {
  const summaryCalls: string[] = []
  const notificationFroms: number[] = []
  let answerIndex = 0
  const base = fakeBackend(() => () => Promise.resolve(E.right([])), {}, {}, {
    proposals: {
      listNotifications: (from) => () => {
        notificationFroms.push(from)
        const all = options.notifications ?? []
        return Promise.resolve(E.right(all[Math.min(notificationFroms.length - 1, all.length - 1)] ?? []))
      },
    },
    transfers: { getBankTransferSummary: () => () => Promise.resolve(E.left(NETWORK_FAILURE)) },
    privileges: { listPrivileges: () => () => Promise.resolve(E.right(options.privileges ?? [])) },
    transactions: {
      getTransactionSummary: (requestDate) => () => {
        summaryCalls.push(requestDate)
        const answer = answers[answerIndex]
        return Promise.resolve(answer ?? E.left(NETWORK_FAILURE))
      },
      getReservedTransactionSummary: () => () => Promise.resolve(E.right({ numberOfReservedTransactions: 0, numberOfOpenReservedTransactions: 0 })),
    },
  })
  const backend: Backend = base
  const nextSummary = () => void (answerIndex = Math.min(answerIndex + 1, answers.length - 1))
  return { backend, summaryCalls, notificationFroms, nextSummary }
}

const workCard = (kind: 'proposalsToReview' | 'manualAssign') => screen.getByTestId(`hub-work-card-${kind}`)

describe('the hub’s to-do and manual-assign cards', () => {
  it('show the open transactions with and without proposals, with their estimates and links', async () => {
    const { backend } = hubBackend([E.right(summary(3, 5))])
    renderApp(backend)
    await flush()
    await flush()
    const todo = workCard('proposalsToReview')
    expect(within(todo).getByRole('heading', { level: 3 }).textContent).toBe('3 Zuordnungsvorschläge prüfen')
    expect(todo.textContent).toContain('Geschätzte Zeit: etwa 2\u00a0Minuten')
    expect(within(todo).getByRole('link', { name: 'Vorschläge prüfen' }).getAttribute('href')).toBe('/proposals')
    const manual = workCard('manualAssign')
    expect(within(manual).getByRole('heading', { level: 3 }).textContent).toBe('5 Umsätze ohne Vorschlag zuordnen')
    expect(manual.textContent).toContain('Geschätzte Zeit: etwa 10\u00a0Minuten')
    expect(within(manual).getByRole('link', { name: 'Umsätze zuordnen' }).getAttribute('href')).toBe('/transactionswop')
    // The to-do card stands first, under its own heading.
    expect(screen.getByRole('region', { name: 'Zu erledigen' })).toBeDefined()
    expect(screen.getAllByTestId(/^hub-work-card-/).map((e) => e.dataset['testid'])).toEqual(['hub-work-card-proposalsToReview', 'hub-work-card-manualAssign'])
  })

  it('show no card for a count of 0, and none while the summary fails; the next finance event reads it again', async () => {
    const { backend, summaryCalls, nextSummary } = hubBackend([E.left(NETWORK_FAILURE), E.right(summary(0, 1))])
    const { store } = renderApp(backend)
    await flush()
    await flush()
    expect(screen.queryByTestId(/^hub-work-card-/)).toBeNull()
    // The hub itself is unharmed.
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeDefined()
    const before = summaryCalls.length
    nextSummary()
    store.set(emitFinanceEventAtom, 'proposal_approval_processed')
    await flush()
    await flush()
    expect(summaryCalls.length).toBeGreaterThan(before)
    expect(screen.queryByTestId('hub-work-card-proposalsToReview')).toBeNull()
    expect(within(workCard('manualAssign')).getByRole('heading', { level: 3 }).textContent).toBe('1 Umsatz ohne Vorschlag zuordnen')
  })

  it('change their estimate after an approval: fewer proposals, a shorter estimate', async () => {
    const { backend, nextSummary } = hubBackend([E.right(summary(10, 0)), E.right(summary(2, 0))])
    const { store } = renderApp(backend)
    await flush()
    await flush()
    expect(workCard('proposalsToReview').textContent).toContain('10 Zuordnungsvorschläge prüfen')
    expect(workCard('proposalsToReview').textContent).toContain('etwa 7\u00a0Minuten')
    nextSummary()
    store.set(emitFinanceEventAtom, 'transaction_changed')
    await flush()
    await flush()
    expect(workCard('proposalsToReview').textContent).toContain('2 Zuordnungsvorschläge prüfen')
    expect(workCard('proposalsToReview').textContent).toContain('etwa 1\u00a0Minute')
  })
})

describe('the business account’s notifications', () => {
  const newTransactions: Notification = { notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', sequentialNumber: 5, transactionCount: 3 }
  const approved: Notification = { notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 6 }

  it('are polled every 5 s with the active contract, each new one said once in a polite region, and the cards read again', async () => {
    const { backend, notificationFroms, summaryCalls, nextSummary } = hubBackend([E.right(summary(4, 0)), E.right(summary(0, 0))], {
      privileges: ['FINANCE_LEXBANK_ACTIVE_CONTRACT'],
      notifications: [[{ ...newTransactions, sequentialNumber: 4 }], [newTransactions, approved]],
    })
    renderApp(backend)
    await flush()
    await flush()
    const region = screen.getByTestId('notification-toasts')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(notificationFroms).toEqual([0])
    expect(region.textContent).toBe('') // the first answer only sets where the next starts
    const summaryReads = summaryCalls.length
    nextSummary()

    await passTime(NOTIFICATION_POLL_INTERVAL_MS)
    await flush()
    expect(notificationFroms).toEqual([0, 4])
    expect(region.textContent).toContain('3 neue Umsätze auf Ihrem Geschäftskonto')
    expect(region.textContent).toContain('Die Zuordnungsvorschläge wurden übernommen.')
    expect(window.localStorage.getItem(NOTIFICATION_CURSOR_STORAGE_KEY)).toBe('6')
    // Their finance events made the cards read the summary again: the proposals are gone.
    await passTime(200)
    expect(summaryCalls.length).toBeGreaterThan(summaryReads)
    expect(screen.queryByTestId('hub-work-card-proposalsToReview')).toBeNull()
  })

  it('are not polled without the active contract', async () => {
    const { backend, notificationFroms } = hubBackend([E.right(summary(0, 0))], { privileges: ['FINANCE_LEXBANK_READ'] })
    renderApp(backend)
    await flush()
    await passTime(NOTIFICATION_POLL_INTERVAL_MS * 3)
    expect(notificationFroms).toEqual([])
  })
})
