import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT } from './constants.ts'
import { decideInstantStatusPoll, getInstantStatusPollDelayMs } from './instant-polling.ts'

const openStatusArbitrary = fc.oneof(fc.constantFrom(undefined, null, 'PENDING', 'IN_PROGRESS'), fc.string({ maxLength: 12 })).filter(
  (s) => s !== 'FAILED' && s !== 'SUCCESSFUL',
)

test.prop([fc.integer({ min: -5, max: 1000 })])('every delay is 2 s or 1 s', (n) => {
  expect([1000, 2000]).toContain(getInstantStatusPollDelayMs(n))
})

test.prop([fc.nat(1000), fc.nat(1000)])('delays never grow: a later poll waits no longer than an earlier one', (a, b) => {
  const [early, late] = a <= b ? [a, b] : [b, a]
  expect(getInstantStatusPollDelayMs(late)).toBeLessThanOrEqual(getInstantStatusPollDelayMs(early))
})

test.prop([fc.integer({ min: 1, max: 60 })])('n polls take 2 s + (n−1) s in total', (n) => {
  const total = Array.from({ length: n }, (_, i) => getInstantStatusPollDelayMs(i)).reduce((a, b) => a + b, 0)
  expect(total).toBe(2000 + (n - 1) * 1000)
})

test.prop([fc.nat(200), fc.constantFrom('FAILED', 'SUCCESSFUL')])('an end value always finishes the poll', (polls, status) => {
  expect(decideInstantStatusPoll(polls, status)).toEqual({ _tag: 'Finished', paymentStatus: status })
})

test.prop([fc.array(openStatusArbitrary, { minLength: 1, maxLength: 80 })])(
  'a run of open statuses polls on with the delays of the schedule and gives up after the maximum, never earlier',
  (statuses) => {
    statuses.forEach((status, i) => {
      const polls = i + 1
      const decision = decideInstantStatusPoll(polls, status)
      if (polls < INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT) expect(decision).toEqual({ _tag: 'PollAfter', delayMs: getInstantStatusPollDelayMs(polls) })
      else expect(decision).toEqual({ _tag: 'GaveUp' })
    })
  },
)
