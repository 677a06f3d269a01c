import { describe, expect, it } from 'vitest'
import { INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT } from './constants.ts'
import { decideInstantStatusPoll, getInstantStatusPollDelayMs } from './instant-polling.ts'

describe('getInstantStatusPollDelayMs', () => {
  it('waits 2 s before the first poll and 1 s before every later one', () => {
    expect([0, 1, 2, 3, 10].map(getInstantStatusPollDelayMs)).toEqual([2000, 1000, 1000, 1000, 1000])
  })
  it('reads nonsense counts as no poll yet', () => {
    expect([-1, Number.NaN, 0.5].map(getInstantStatusPollDelayMs)).toEqual([2000, 2000, 2000])
    expect(getInstantStatusPollDelayMs(Number.POSITIVE_INFINITY)).toBe(2000)
  })
})

describe('decideInstantStatusPoll', () => {
  it('polls after 2 s when nothing is known yet', () => {
    expect(decideInstantStatusPoll(0, undefined)).toEqual({ _tag: 'PollAfter', delayMs: 2000 })
  })
  it('polls again after 1 s while the status is open', () => {
    expect(decideInstantStatusPoll(1, 'PENDING')).toEqual({ _tag: 'PollAfter', delayMs: 1000 })
    expect(decideInstantStatusPoll(5, null)).toEqual({ _tag: 'PollAfter', delayMs: 1000 })
  })
  it('stops at FAILED or SUCCESSFUL', () => {
    expect(decideInstantStatusPoll(1, 'SUCCESSFUL')).toEqual({ _tag: 'Finished', paymentStatus: 'SUCCESSFUL' })
    expect(decideInstantStatusPoll(3, 'FAILED')).toEqual({ _tag: 'Finished', paymentStatus: 'FAILED' })
    expect(decideInstantStatusPoll(INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT, 'FAILED')).toEqual({ _tag: 'Finished', paymentStatus: 'FAILED' })
  })
  it('gives up after the last allowed poll without an end value', () => {
    expect(decideInstantStatusPoll(INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT - 1, 'PENDING')._tag).toBe('PollAfter')
    expect(decideInstantStatusPoll(INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT, 'PENDING')).toEqual({ _tag: 'GaveUp' })
  })
  it('is case-sensitive about the end values, as the wire is', () => {
    expect(decideInstantStatusPoll(1, 'successful')._tag).toBe('PollAfter')
  })
})
