/**
 * Public API of strong customer authentication (spec: transactions-import-proposals 2, 3, 4, 7, 8, 9;
 * accounts-and-transfers 4.5): which challenge a failed call asks for, the TAN rule, the flow that answers it, the
 * challenge text cut, constants and messages.
 */
export {
  MOBILE_CHANGE_REQUEST_POLL_INTERVAL_MS,
  SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS,
  SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS,
  SCA_TAN_MAX_LENGTH_CHARS,
  SCA_TAN_MIN_LENGTH_CHARS,
} from './constants.ts'
export { toChallengeTextMaxChars, truncateChallengeText, type ChallengeTextDialog } from './challenge-text.ts'
export {
  isInvalidTanError,
  isScaRequiredIssue,
  scaChallengeOf,
  toScaChallenge,
  type ScaChallenge,
  type ScaChallengeKind,
  type ScaRequestContext,
  type ScaSecurityMedium,
} from './sca-challenge.ts'
export { TAN_FIELD, validateTan } from './tan-rules.ts'
export {
  isScaCancelled,
  scaCancelled,
  type MediumChoiceChallenge,
  type PushTanChallenge,
  type RedirectChallenge,
  type ScaAuthentication,
  type ScaCancelled,
  type ScaCancelReason,
  type ScaFlowEffect,
  type ScaFlowEvent,
  type ScaFlowState,
  type ScaFlowStep,
  type ScaFlowTransition,
  type ScaOutcome,
  type ScaPushStatus,
  type ScaTanInput,
} from './sca-flow-model.ts'
export {
  canCancelSca,
  enterScaChallenge,
  PUSH_FINAL_STATUSES,
  startScaFlow,
  toPushFinalStatus,
  toScaAnswer,
  transitionScaFlow,
  type PushFinalStatus,
} from './sca-flow.ts'
export { scaMessages, type ScaMessageKey } from './messages.ts'
