/**
 * Linking a mobile device as a pure state machine (spec: hub-and-business-account 4.3, 8 "Mobile link failure" and
 * "success"): a push goes to the phone, then the account state is read every 2 s until
 * firstDeviceBindingActivationState is CONFIRMED; success shows for a moment and the dialog closes.
 *
 * Chosen (the spec leaves these open): the polling ends after DEVICE_LINK_TIMEOUT_MS (time-out); a failed push, or
 * DEVICE_LINK_MAX_FAILED_READS failed reads in a row, end in the failure message; failure and time-out offer a new
 * push; cancelling is possible at every step before success and stops everything.
 */
import {
  DEVICE_LINK_MAX_FAILED_READS,
  DEVICE_LINK_POLL_INTERVAL_MS,
  DEVICE_LINK_SUCCESS_DISPLAY_MS,
  DEVICE_LINK_TIMEOUT_MS,
} from './constants.ts'
import { isDeviceBindingConfirmed } from './onboarding-state.ts'
import type { OnboardingFlowStep } from './wizard-steps.ts'

/** Reads of the account state before the time-out (the first read comes one interval after the push). */
export const DEVICE_LINK_MAX_READS = Math.ceil(DEVICE_LINK_TIMEOUT_MS / DEVICE_LINK_POLL_INTERVAL_MS)

export type DeviceLinkState =
  /** The push is being sent. */
  | { readonly step: 'sending' }
  /** Waiting for the next read; `reads` made so far, `failedReads` of them failed in a row. */
  | { readonly step: 'waiting'; readonly reads: number; readonly failedReads: number }
  | { readonly step: 'reading'; readonly reads: number; readonly failedReads: number }
  /** The device is linked: the success message shows until the dialog closes. */
  | { readonly step: 'confirmed' }
  | { readonly step: 'failed' }
  | { readonly step: 'timedOut' }
  | { readonly step: 'closed'; readonly outcome: 'linked' | 'cancelled' }

export type DeviceLinkEvent =
  | { readonly type: 'pushSent' }
  | { readonly type: 'pushFailed' }
  | { readonly type: 'pollDue' }
  /** A read of the account state answered, with its firstDeviceBindingActivationState. */
  | { readonly type: 'accountStateRead'; readonly bindingState: string | null | undefined }
  | { readonly type: 'accountStateReadFailed' }
  /** The success message has been shown long enough. */
  | { readonly type: 'successShown' }
  /** Send a new push after a failure or a time-out. */
  | { readonly type: 'retry' }
  | { readonly type: 'cancel' }

export type DeviceLinkEffect =
  /** HubPort.sendDeviceLinkPush. */
  | { readonly type: 'sendPush' }
  | { readonly type: 'schedulePoll'; readonly delayMs: number }
  /** HubPort.getAccountState. */
  | { readonly type: 'readAccountState' }
  | { readonly type: 'scheduleClose'; readonly delayMs: number }
  /** The device is linked: the hub reads the account state again. */
  | { readonly type: 'notifyLinked' }

type Result = OnboardingFlowStep<DeviceLinkState, DeviceLinkEffect>

const SEND: Result = [{ step: 'sending' }, [{ type: 'sendPush' }]]
const poll = (reads: number, failedReads: number): Result => [
  { step: 'waiting', reads, failedReads },
  [{ type: 'schedulePoll', delayMs: DEVICE_LINK_POLL_INTERVAL_MS }],
]

/**
 * The dialog opens by sending the push.
 * @example startDeviceLink() // [{ step: 'sending' }, [{ type: 'sendPush' }]]
 */
export const startDeviceLink = (): Result => SEND

/**
 * The transition. Events that do not belong to the current step (a late read after cancelling, a second push answer)
 * change nothing, so at most one push or read is ever under way.
 * @example transitionDeviceLink({ step: 'reading', reads: 1, failedReads: 0 }, { type: 'accountStateRead', bindingState: 'CONFIRMED' })
 * // [{ step: 'confirmed' }, [{ type: 'notifyLinked' }, { type: 'scheduleClose', delayMs: 2000 }]]
 */
export const transitionDeviceLink = (s: DeviceLinkState, e: DeviceLinkEvent): Result => {
  if (e.type === 'cancel') return s.step === 'confirmed' || s.step === 'closed' ? [s, []] : [{ step: 'closed', outcome: 'cancelled' }, []]
  switch (s.step) {
    case 'sending':
      if (e.type === 'pushSent') return poll(0, 0)
      return e.type === 'pushFailed' ? [{ step: 'failed' }, []] : [s, []]
    case 'waiting':
      return e.type === 'pollDue' ? [{ step: 'reading', reads: s.reads, failedReads: s.failedReads }, [{ type: 'readAccountState' }]] : [s, []]
    case 'reading': {
      const reads = s.reads + 1
      if (e.type === 'accountStateRead') {
        if (isDeviceBindingConfirmed(e.bindingState)) {
          return [{ step: 'confirmed' }, [{ type: 'notifyLinked' }, { type: 'scheduleClose', delayMs: DEVICE_LINK_SUCCESS_DISPLAY_MS }]]
        }
        return reads >= DEVICE_LINK_MAX_READS ? [{ step: 'timedOut' }, []] : poll(reads, 0)
      }
      if (e.type !== 'accountStateReadFailed') return [s, []]
      if (s.failedReads + 1 >= DEVICE_LINK_MAX_FAILED_READS) return [{ step: 'failed' }, []]
      return reads >= DEVICE_LINK_MAX_READS ? [{ step: 'timedOut' }, []] : poll(reads, s.failedReads + 1)
    }
    case 'confirmed':
      return e.type === 'successShown' ? [{ step: 'closed', outcome: 'linked' }, []] : [s, []]
    case 'failed':
    case 'timedOut':
      return e.type === 'retry' ? SEND : [s, []]
    case 'closed':
      return [s, []]
  }
}
