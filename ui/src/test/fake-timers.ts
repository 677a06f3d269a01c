/**
 * Fake timers for UI tests: the scheduler's waits, polls and count-downs run on vitest's clock, never real sleeps.
 * Testing Library's findBy/waitFor and user-event advance jest's fake timers through a global `jest`; vitest's
 * timers answer to the same call, so the shim lets them wait (without it every user-event call hangs).
 */
import { act } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'

/** Fake timers for every test of the file that calls this at its top level. */
export const withFakeTimers = () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

/** A user whose typing and clicking advance the fake clock. */
export const setupUser = (): UserEvent => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })

/** Lets `ms` of fake time pass, with React updates flushed. */
export const passTime = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

/** Lets pending promises and zero-delay timers run (a call that answered, a lazy dialog that loaded). */
export const flush = () => passTime(0)

/** Five flushes: for an answer that starts further calls, each answered in turn (the hub's state reads and what follows them). */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await flush()
}
