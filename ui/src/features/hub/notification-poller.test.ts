import { NOTIFICATION_CALL_TIMEOUT_MS, NOTIFICATION_POLL_INTERVAL_MS, type BackendError, type Notification, type NotificationCursor } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runNotificationPoll, storageNotificationCursor, type NotificationCursorStore, type NotificationPollPorts } from './notification-poller.ts'

const ACTIVE_CONTRACT = ['FINANCE_LEXBANK_ACTIVE_CONTRACT']
const newTransactions = (sequentialNumber: number, transactionCount = 3): Notification => ({
  notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS',
  sequentialNumber,
  transactionCount,
})
type Answer = E.Either<BackendError, ReadonlyArray<Notification>>

const memoryCursor = (start: NotificationCursor = null): NotificationCursorStore & { value: () => NotificationCursor } => {
  let value = start
  return { read: () => value, write: (c) => void (value = c), clear: () => void (value = null), value: () => value }
}

/** Ports whose calls the test answers one by one; `froms` records every call's `from`, `inFlight` the open calls. */
const scriptedPorts = (privileges: () => ReadonlyArray<string>, cursor = memoryCursor()) => {
  const froms: number[] = []
  const pending: Array<(answer: Answer) => void> = []
  const shown: Notification[] = []
  let inFlight = 0
  let maxInFlight = 0
  const ports: NotificationPollPorts = {
    listNotifications: (from, signal) => {
      froms.push(from)
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      return new Promise<Answer>((resolve) => {
        const done = (answer: Answer) => {
          inFlight -= 1
          resolve(answer)
        }
        pending.push(done)
        signal.addEventListener('abort', () => done(E.left({ _tag: 'NetworkFailure' } as unknown as BackendError)), { once: true })
      })
    },
    readPrivileges: () => Promise.resolve(privileges()),
    cursor,
    onNotification: (n) => void shown.push(n),
  }
  const answer = async (a: Answer) => {
    const next = pending.shift()
    expect(next).toBeDefined()
    next?.(a)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { ports, froms, shown, cursor, answer, maxInFlight: () => maxInFlight }
}

describe('the notification poll', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('calls nothing without FINANCE_LEXBANK_ACTIVE_CONTRACT', async () => {
    const run = scriptedPorts(() => ['FINANCE_LEXBANK_READ'])
    const controller = new AbortController()
    const done = runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 5)
    await done
    expect(run.froms).toEqual([])
  })

  it('sets the cursor with the first answer, then shows each new notification once, every 5 s, from the last number', async () => {
    const run = scriptedPorts(() => ACTIVE_CONTRACT)
    const controller = new AbortController()
    void runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(run.froms).toEqual([0])
    await run.answer(E.right([newTransactions(1), newTransactions(2)]))
    expect(run.shown).toEqual([]) // the history is not replayed as new
    expect(run.cursor.value()).toBe(2)

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS - 1)
    expect(run.froms).toEqual([0]) // not before 5 s
    await vi.advanceTimersByTimeAsync(1)
    expect(run.froms).toEqual([0, 2])
    await run.answer(E.right([newTransactions(4, 1), newTransactions(3, 5), newTransactions(3, 5)]))
    expect(run.shown.map((n) => n.sequentialNumber)).toEqual([3, 4])
    expect(run.cursor.value()).toBe(4)

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS)
    expect(run.froms).toEqual([0, 2, 4])
    controller.abort()
  })

  it('starts from the number kept by an earlier visit and shows what came since', async () => {
    const run = scriptedPorts(() => ACTIVE_CONTRACT, memoryCursor(7))
    const controller = new AbortController()
    void runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    expect(run.froms).toEqual([7])
    await run.answer(E.right([{ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', sequentialNumber: 8 }]))
    expect(run.shown.map((n) => n.notificationType)).toEqual(['PROPOSAL_APPROVAL_PROCESSED'])
    controller.abort()
  })

  it('keeps one call in flight: a hanging call blocks the next until it is given up, then the poll goes on', async () => {
    const run = scriptedPorts(() => ACTIVE_CONTRACT, memoryCursor(3))
    const controller = new AbortController()
    void runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(NOTIFICATION_CALL_TIMEOUT_MS - 1)
    expect(run.froms).toEqual([3]) // no pile-up while the first call hangs
    await vi.advanceTimersByTimeAsync(1 + NOTIFICATION_POLL_INTERVAL_MS)
    expect(run.froms).toEqual([3, 3]) // given up, and asked again from the same number
    expect(run.maxInFlight()).toBe(1)
    expect(run.shown).toEqual([])
    controller.abort()
  })

  it('goes on after a failed call without moving the cursor, and stops when the privilege goes', async () => {
    let privileges = ACTIVE_CONTRACT
    const run = scriptedPorts(() => privileges, memoryCursor(3))
    const controller = new AbortController()
    const done = runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    await run.answer(E.left({ _tag: 'NetworkFailure' } as unknown as BackendError))
    expect(run.cursor.value()).toBe(3)
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS)
    expect(run.froms).toEqual([3, 3])
    await run.answer(E.right([]))
    privileges = []
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 3)
    await done
    expect(run.froms).toEqual([3, 3])
  })

  it('stops at once when its signal aborts, mid-call', async () => {
    const run = scriptedPorts(() => ACTIVE_CONTRACT, memoryCursor(1))
    const controller = new AbortController()
    const done = runNotificationPoll(run.ports, controller.signal)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await done
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 3)
    expect(run.froms).toEqual([1])
  })
})

describe('the kept cursor', () => {
  it('reads what it wrote, and no number from a broken or missing value', () => {
    const items = new Map<string, string>()
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    }
    const cursor = storageNotificationCursor(storage)
    expect(cursor.read()).toBeNull()
    cursor.write(12)
    expect(cursor.read()).toBe(12)
    items.set('kontor.notifications.lastSequentialNumber', '-3')
    expect(cursor.read()).toBeNull()
    cursor.write(4)
    cursor.clear()
    expect(cursor.read()).toBeNull()
    const blocked = storageNotificationCursor({
      getItem: () => { throw new Error('blocked') },
      setItem: () => { throw new Error('blocked') },
      removeItem: () => { throw new Error('blocked') },
    })
    expect(blocked.read()).toBeNull()
    expect(() => blocked.write(1)).not.toThrow()
  })
})
