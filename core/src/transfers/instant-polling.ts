/**
 * The polling schedule of an instant transfer's status (spec: accounts-and-transfers 4.4 step 5 and 9: "polled every
 * 2 seconds at first, then every 1 second, until paymentStatus is FAILED or SUCCESSFUL").
 */
import {
  INSTANT_STATUS_POLL_DELAY_MS,
  INSTANT_STATUS_POLL_FIRST_DELAY_MS,
  INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT,
  INSTANT_STATUS_POLL_SLOW_ATTEMPTS_COUNT,
} from './constants.ts'
import { isPaymentStatusFinal, type FinalPaymentStatus } from './model.ts'

/** A count of polls: a whole number, never negative (anything else reads as 0). */
const toPollCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

/**
 * How long to wait before poll number `pollsDone + 1`: 2 s before the first, then 1 s. Reading: "2 s first" means the
 * first poll only (INSTANT_STATUS_POLL_SLOW_ATTEMPTS_COUNT).
 * @example getInstantStatusPollDelayMs(0) // 2000
 */
export const getInstantStatusPollDelayMs = (pollsDone: number): number =>
  toPollCount(pollsDone) < INSTANT_STATUS_POLL_SLOW_ATTEMPTS_COUNT ? INSTANT_STATUS_POLL_FIRST_DELAY_MS : INSTANT_STATUS_POLL_DELAY_MS

export type InstantStatusPollDecision =
  | { readonly _tag: 'Finished'; readonly paymentStatus: FinalPaymentStatus }
  | { readonly _tag: 'PollAfter'; readonly delayMs: number }
  | { readonly _tag: 'GaveUp' }

/**
 * What to do after `pollsDone` polls, the last of which read `lastPaymentStatus` (undefined before the first): stop
 * at FAILED or SUCCESSFUL, else wait and poll again. Reading: after INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT polls
 * without an end value the poll gives up and the UI points to the transfer list, rather than polling forever.
 * @example decideInstantStatusPoll(3, 'PENDING') // { _tag: 'PollAfter', delayMs: 1000 }
 */
export const decideInstantStatusPoll = (
  pollsDone: number,
  lastPaymentStatus: string | null | undefined,
): InstantStatusPollDecision => {
  if (isPaymentStatusFinal(lastPaymentStatus)) return { _tag: 'Finished', paymentStatus: lastPaymentStatus }
  if (toPollCount(pollsDone) >= INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT) return { _tag: 'GaveUp' }
  return { _tag: 'PollAfter', delayMs: getInstantStatusPollDelayMs(pollsDone) }
}
