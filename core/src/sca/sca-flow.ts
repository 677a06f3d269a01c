/**
 * The strong customer authentication flow as a pure transition (types in sca-flow-model.ts). Spec:
 * transactions-import-proposals 4 "Push-TAN change request: CONFIRMED closes the dialog with the TAN; DECLINED
 * cancels; FAILED shows an error and cancels", 7 "A retried request carries headers for the TAN, security id,
 * requested action, token and financial contact id", 8; accounts-and-transfers 4.5 "Poll every 2 seconds until a
 * status is returned, then delete the request".
 */
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import type { BackendError } from '../errors/backend-error.ts'
import type { ScaAnswer } from '../errors/sca-context.ts'
import { validationIssue } from '../errors/validation-issue.ts'
import { MOBILE_CHANGE_REQUEST_POLL_INTERVAL_MS } from './constants.ts'
import { isInvalidTanError, scaChallengeOf, type ScaChallenge, type ScaRequestContext } from './sca-challenge.ts'
import type {
  PushTanChallenge,
  ScaCancelReason,
  ScaFlowEffect,
  ScaFlowEvent,
  ScaFlowState,
  ScaFlowTransition,
  ScaOutcome,
  ScaPushStatus,
  ScaTanInput,
} from './sca-flow-model.ts'
import { TAN_FIELD, validateTan } from './tan-rules.ts'

/** The change request statuses that end the wait (spec 4); any other status means "not yet": poll again. */
export const PUSH_FINAL_STATUSES = ['CONFIRMED', 'DECLINED', 'FAILED'] as const
export type PushFinalStatus = (typeof PUSH_FINAL_STATUSES)[number]

/**
 * The final status a change request returned, or null while the device has not answered. Spec 4.5 leaves the status
 * values open; chosen: the three spec 4 names, compared without regard to case and surrounding space.
 * @example toPushFinalStatus({ status: 'confirmed' }) // 'CONFIRMED'
 */
export const toPushFinalStatus = (status: ScaPushStatus): PushFinalStatus | null => {
  const normalised = status.status.trim().toUpperCase()
  return PUSH_FINAL_STATUSES.find((s) => s === normalised) ?? null
}

/** The retried call's headers: the server's references, then the security id and the TAN where there are any. */
export const toScaAnswer = (request: ScaRequestContext, securityId: string | null, tan: string | null): ScaAnswer => ({
  ...request,
  ...(securityId === null ? {} : { securityId }),
  ...(tan === null ? {} : { tan }),
})

const poll = (changeRequestId: string): ScaFlowEffect => ({
  type: 'pollChangeRequest',
  changeRequestId,
  delayMs: MOBILE_CHANGE_REQUEST_POLL_INTERVAL_MS,
})

const finish = (outcome: ScaOutcome, before: ReadonlyArray<ScaFlowEffect> = []): ScaFlowTransition => [
  { step: 'done', outcome },
  [...before, { type: 'finish', outcome }],
]

const cancel = (reason: ScaCancelReason, before: ReadonlyArray<ScaFlowEffect> = []): ScaFlowTransition =>
  finish({ type: 'cancelled', reason }, before)

const tanInputOf = (request: ScaRequestContext, securityId: string | null, challengeText: string | null, bySms: boolean): ScaTanInput => ({
  request,
  securityId,
  challengeText,
  bySms,
  attempt: 0,
})

/**
 * Opens the dialog a challenge asks for. A push-TAN starts polling its change request at once (the first status
 * after 2 s).
 * @example enterScaChallenge({ kind: 'pushTan', request: {}, changeRequestId: 'cr', deviceName: null, smsTanFallback: null })
 * // [{ step: 'pushTan', … }, [{ type: 'pollChangeRequest', changeRequestId: 'cr', delayMs: 2000 }]]
 */
export const enterScaChallenge = (challenge: ScaChallenge): ScaFlowTransition => {
  switch (challenge.kind) {
    case 'tanInput':
      return [{ step: 'tanInput', input: tanInputOf(challenge.request, challenge.securityId, challenge.challengeText, false), fieldError: null }, []]
    case 'mediumChoice':
      return [{ step: 'mediumChoice', challenge, fieldError: null }, []]
    case 'redirect':
      return [{ step: 'redirect', challenge, opened: false }, []]
    case 'pushTan':
      return [{ step: 'pushTan', challenge, smsTanFailed: false }, [poll(challenge.changeRequestId)]]
    default:
      return absurd(challenge)
  }
}

/**
 * The flow before any challenge; the first event is 'challengeReceived'.
 * @example startScaFlow() // [{ step: 'idle' }, []]
 */
export const startScaFlow = (): ScaFlowTransition => [{ step: 'idle' }, []]

/** The change request of the push-TAN the flow is waiting for, if any. */
const awaitedChangeRequestId = (state: ScaFlowState): string | null =>
  state.step === 'pushTan' || state.step === 'smsTanRequesting' ? state.challenge.changeRequestId : null

/**
 * A status of the awaited change request: a final status deletes the request (CONFIRMED: after the retry with its
 * TAN answered), DECLINED cancels, FAILED shows the failure; any other status polls again (only while still waiting in the
 * push-TAN dialog, not while an SMS-TAN is requested).
 */
const onPushStatus = (state: ScaFlowState, challenge: PushTanChallenge, status: ScaPushStatus): ScaFlowTransition => {
  const final = toPushFinalStatus(status)
  const { changeRequestId } = challenge
  const deleteRequest: ScaFlowEffect = { type: 'deleteChangeRequest', changeRequestId }
  switch (final) {
    case null:
      return state.step === 'pushTan' ? [state, [poll(changeRequestId)]] : [state, []]
    case 'CONFIRMED': {
      // The change request is deleted once the retried call answered (onRetryAnswered).
      const tan = status.tan === null || status.tan === undefined || status.tan === '' ? null : status.tan
      return [
        { step: 'retrying', via: 'push', input: null, pushChallenge: challenge },
        [{ type: 'retryCall', answer: toScaAnswer(challenge.request, null, tan) }],
      ]
    }
    case 'DECLINED':
      return cancel('declined', [deleteRequest])
    case 'FAILED':
      return [{ step: 'pushFailed' }, [deleteRequest]]
    default:
      return absurd(final)
  }
}

type RetryingState = Extract<ScaFlowState, { step: 'retrying' }>

/** The retried call answered: the confirmed change request (if any) is deleted first, then the flow goes on. */
const onRetryAnswered = (state: RetryingState, next: ScaFlowTransition): ScaFlowTransition =>
  state.pushChallenge === null
    ? next
    : [next[0], [{ type: 'deleteChangeRequest', changeRequestId: state.pushChallenge.changeRequestId }, ...next[1]]]

/** How a retried call's failure goes on: asked again → that challenge; a wrong typed TAN → type again; else ends. */
const onRetryFailed = (state: RetryingState, error: BackendError): ScaFlowTransition => {
  const again = scaChallengeOf(error)
  if (again !== undefined) return enterScaChallenge(again)
  if (state.via === 'tan' && state.input !== null && isInvalidTanError(error)) {
    return [
      { step: 'tanInput', input: { ...state.input, attempt: state.input.attempt + 1 }, fieldError: validationIssue(TAN_FIELD, 'INVALID_TAN') },
      [],
    ]
  }
  return finish({ type: 'failed', error })
}

/**
 * The flow's one transition. An event that makes no sense in a step leaves the state as it is (the same object) and
 * has no effects, with one exception: a final status of a change request always deletes it (spec 4.5), at once, or
 * for CONFIRMED as soon as the call retried with its TAN has answered, whatever the flow does by then. Cancel works in every dialog except while the retried call runs, because the caller must learn
 * whether the authorised call went through; once done, nothing changes.
 * @example transitionScaFlow(tanInputState, { type: 'tanSubmitted', tan: '123456' })
 * // [{ step: 'retrying', via: 'tan', … }, [{ type: 'retryCall', answer: { tan: '123456', … } }]]
 */
export const transitionScaFlow = (state: ScaFlowState, event: ScaFlowEvent): ScaFlowTransition => {
  const unchanged: ScaFlowTransition = [state, []]
  if (event.type === 'pushStatusPolled') {
    const awaited = awaitedChangeRequestId(state)
    if (awaited === event.changeRequestId && (state.step === 'pushTan' || state.step === 'smsTanRequesting')) {
      return onPushStatus(state, state.challenge, event.status)
    }
    return toPushFinalStatus(event.status) === null ? unchanged : [state, [{ type: 'deleteChangeRequest', changeRequestId: event.changeRequestId }]]
  }
  switch (state.step) {
    case 'idle':
      if (event.type === 'challengeReceived') return enterScaChallenge(event.challenge)
      return event.type === 'cancelled' ? cancel('user') : unchanged
    case 'mediumChoice': {
      if (event.type === 'cancelled') return cancel('user')
      if (event.type !== 'mediumChosen') return unchanged
      const medium = state.challenge.media.find((m) => m.securityId === event.securityId)
      if (medium === undefined) return [{ ...state, fieldError: validationIssue('securityId', 'sca.mediumRequired') }, []]
      const { request, challengeText } = state.challenge
      return [{ step: 'tanInput', input: tanInputOf(request, medium.securityId, challengeText, false), fieldError: null }, []]
    }
    case 'tanInput': {
      if (event.type === 'cancelled') return cancel('user')
      if (event.type !== 'tanSubmitted') return unchanged
      const tan = validateTan(event.tan)
      if (E.isLeft(tan)) return [{ ...state, fieldError: tan.left[0] ?? validationIssue(TAN_FIELD, 'sca.tanRequired') }, []]
      const { input } = state
      return [
        { step: 'retrying', via: 'tan', input, pushChallenge: null },
        [{ type: 'retryCall', answer: toScaAnswer(input.request, input.securityId, tan.right) }],
      ]
    }
    case 'redirect':
      switch (event.type) {
        case 'cancelled':
          return cancel('user')
        case 'redirectStarted':
          return [{ ...state, opened: true }, [{ type: 'openRedirect', link: state.challenge.link }]]
        case 'redirectReturned':
          return state.opened
            ? [
                { step: 'retrying', via: 'redirect', input: null, pushChallenge: null },
                [{ type: 'retryCall', answer: toScaAnswer(state.challenge.request, state.challenge.securityId, null) }],
              ]
            : unchanged
        default:
          return unchanged
      }
    case 'pushTan':
      switch (event.type) {
        case 'cancelled':
          // The device's prompt is withdrawn: the change request is deleted as the dialog closes.
          return cancel('user', [{ type: 'deleteChangeRequest', changeRequestId: state.challenge.changeRequestId }])
        case 'pushStatusPollFailed':
          return event.changeRequestId === state.challenge.changeRequestId ? [state, [poll(state.challenge.changeRequestId)]] : unchanged
        case 'smsTanRequested':
          return state.challenge.smsTanFallback === null
            ? unchanged
            : [{ step: 'smsTanRequesting', challenge: state.challenge }, [{ type: 'requestSmsTan', callbackPath: state.challenge.smsTanFallback }]]
        default:
          return unchanged
      }
    case 'smsTanRequesting':
      switch (event.type) {
        case 'cancelled':
          return cancel('user', [{ type: 'deleteChangeRequest', changeRequestId: state.challenge.changeRequestId }])
        case 'smsTanSent':
          return [{ step: 'tanInput', input: tanInputOf(state.challenge.request, null, null, true), fieldError: null }, []]
        case 'smsTanSendFailed':
          // Back to waiting for the device, with spec 8's message; the SMS-TAN may be requested again.
          return [{ step: 'pushTan', challenge: state.challenge, smsTanFailed: true }, [poll(state.challenge.changeRequestId)]]
        default:
          return unchanged
      }
    case 'retrying':
      switch (event.type) {
        case 'retrySucceeded':
          return onRetryAnswered(state, finish({ type: 'succeeded' }))
        case 'retryFailed':
          return onRetryAnswered(state, onRetryFailed(state, event.error))
        default:
          return unchanged
      }
    case 'pushFailed':
      return event.type === 'cancelled' ? cancel('failed') : unchanged
    case 'done':
      return unchanged
    default:
      return absurd(state)
  }
}

/** Whether the dialog may be closed now (Escape, cancel): always, except while the retried call runs or once done. */
export const canCancelSca = (state: ScaFlowState): boolean => state.step !== 'retrying' && state.step !== 'done'
