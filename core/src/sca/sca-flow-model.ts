/**
 * The strong customer authentication flow's states, events and effects (spec: transactions-import-proposals 2 "SCA
 * dialogs", 4 "Push-TAN change request", 7 "Strong customer authentication", 8; accounts-and-transfers 4.5). One flow
 * for every call that can need SCA: it starts when the call fails with an SCA-required issue and ends when the call,
 * retried with the user's answer, succeeds or fails, or when the user cancels.
 *
 * The TAN lives in two places only: the 'tanSubmitted' event that carries it in and the 'retryCall' effect that
 * carries it out. No state and no other effect holds it.
 */
import type { BackendError } from '../errors/backend-error.ts'
import type { ScaAnswer } from '../errors/sca-context.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { ScaChallenge, ScaRequestContext } from './sca-challenge.ts'

/** Why SCA ended without the call succeeding: the user cancelled, the device declined, or the push-TAN failed. */
export type ScaCancelReason = 'user' | 'declined' | 'failed'

/**
 * What a caller gets when the user did not authenticate. `reason` is optional so that `{ _tag: 'ScaCancelled' }`
 * alone stays a valid value (the shared contract of issue 11).
 */
export interface ScaCancelled {
  readonly _tag: 'ScaCancelled'
  readonly reason?: ScaCancelReason
}

export const scaCancelled = (reason: ScaCancelReason): ScaCancelled => ({ _tag: 'ScaCancelled', reason })

export const isScaCancelled = (value: unknown): value is ScaCancelled =>
  typeof value === 'object' && value !== null && (value as { _tag?: unknown })._tag === 'ScaCancelled'

export type ScaOutcome =
  | { readonly type: 'succeeded' }
  /** The retried call failed for another reason than SCA or a wrong TAN: the caller shows the error. */
  | { readonly type: 'failed'; readonly error: BackendError }
  | { readonly type: 'cancelled'; readonly reason: ScaCancelReason }

/** How the user answered the challenge the retry carries. */
export type ScaAuthentication = 'tan' | 'redirect' | 'push'

/** The TAN input: what it asks for and what the retry needs. `attempt` grows with every wrong TAN (the field clears). */
export interface ScaTanInput {
  readonly request: ScaRequestContext
  readonly securityId: string | null
  readonly challengeText: string | null
  /** The TAN came by SMS (the push-TAN's fallback): the dialog says so. */
  readonly bySms: boolean
  readonly attempt: number
}

export type PushTanChallenge = Extract<ScaChallenge, { kind: 'pushTan' }>
export type RedirectChallenge = Extract<ScaChallenge, { kind: 'redirect' }>
export type MediumChoiceChallenge = Extract<ScaChallenge, { kind: 'mediumChoice' }>

export type ScaFlowState =
  /** No challenge yet. */
  | { readonly step: 'idle' }
  | { readonly step: 'mediumChoice'; readonly challenge: MediumChoiceChallenge; readonly fieldError: ValidationIssue | null }
  | { readonly step: 'tanInput'; readonly input: ScaTanInput; readonly fieldError: ValidationIssue | null }
  /** `opened`: the bank's page was opened, so the user can say they are back. */
  | { readonly step: 'redirect'; readonly challenge: RedirectChallenge; readonly opened: boolean }
  /** Waiting for the device; `smsTanFailed`: the last SMS-TAN request failed (spec 8's message shows). */
  | { readonly step: 'pushTan'; readonly challenge: PushTanChallenge; readonly smsTanFailed: boolean }
  | { readonly step: 'smsTanRequesting'; readonly challenge: PushTanChallenge }
  /**
   * The call is retried with the answer. `input`: the TAN input to go back to when the TAN was wrong (only when the
   * answer was a typed TAN); `pushChallenge`: the push-TAN the device confirmed, whose change request is deleted as
   * soon as the retried call has answered (not before: the bank may check the TAN against it).
   */
  | {
      readonly step: 'retrying'
      readonly via: ScaAuthentication
      readonly input: ScaTanInput | null
      readonly pushChallenge: PushTanChallenge | null
    }
  /** The device reported FAILED: the dialog shows spec 8's push failure until the user closes it. */
  | { readonly step: 'pushFailed' }
  | { readonly step: 'done'; readonly outcome: ScaOutcome }

export type ScaFlowStep = ScaFlowState['step']

/** The status of a push-TAN change request as the port answers it (transfers' ChangeRequestStatus). */
export interface ScaPushStatus {
  readonly status: string
  readonly tan?: string | null | undefined
}

export type ScaFlowEvent =
  /** The call failed with an SCA-required issue (scaChallengeOf); also a retried call that asks again. */
  | { readonly type: 'challengeReceived'; readonly challenge: ScaChallenge }
  /** null: nothing chosen. */
  | { readonly type: 'mediumChosen'; readonly securityId: string | null }
  /** The TAN as typed (validateTan checks it). */
  | { readonly type: 'tanSubmitted'; readonly tan: string }
  | { readonly type: 'pushStatusPolled'; readonly changeRequestId: string; readonly status: ScaPushStatus }
  /** Reading the status failed (a network blip): poll again. */
  | { readonly type: 'pushStatusPollFailed'; readonly changeRequestId: string }
  | { readonly type: 'smsTanRequested' }
  | { readonly type: 'smsTanSent' }
  | { readonly type: 'smsTanSendFailed' }
  | { readonly type: 'redirectStarted' }
  /** The user says they confirmed on the bank's page. */
  | { readonly type: 'redirectReturned' }
  | { readonly type: 'cancelled' }
  | { readonly type: 'retrySucceeded' }
  | { readonly type: 'retryFailed'; readonly error: BackendError }

export type ScaFlowEffect =
  | { readonly type: 'pollChangeRequest'; readonly changeRequestId: string; readonly delayMs: number }
  | { readonly type: 'deleteChangeRequest'; readonly changeRequestId: string }
  | { readonly type: 'requestSmsTan'; readonly callbackPath: string }
  | { readonly type: 'openRedirect'; readonly link: string }
  /** The only effect that may carry a TAN: the retried call's SCA headers. */
  | { readonly type: 'retryCall'; readonly answer: ScaAnswer }
  /** Exactly once, as the flow ends. */
  | { readonly type: 'finish'; readonly outcome: ScaOutcome }

export type ScaFlowTransition = readonly [ScaFlowState, ReadonlyArray<ScaFlowEffect>]
