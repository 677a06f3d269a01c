/**
 * Rejecting a proposal as a pure state machine: REQUEST_PENDING for 1.1 s (cancellable), then REQUEST_SENT, then
 * RESPONSE_RECEIVED; on failure the entry is dropped (spec: hub-and-business-account 9 "Proposal rejection").
 */
import { PROPOSAL_REJECTION_PENDING_MS } from './constants.ts'

export type ProposalRejectionState =
  /** No rejection under way (also where a cancelled or failed one ends). */
  | { readonly step: 'idle' }
  /** REQUEST_PENDING: waiting 1.1 s; the user can still take it back. */
  | { readonly step: 'requestPending'; readonly proposalId: string; readonly lockVersion: number }
  /** REQUEST_SENT: the rejection is with the server. */
  | { readonly step: 'requestSent'; readonly proposalId: string; readonly lockVersion: number }
  /** RESPONSE_RECEIVED: the server rejected the proposal. */
  | { readonly step: 'responseReceived'; readonly proposalId: string }

export type ProposalRejectionEvent =
  | { readonly type: 'rejectionRequested'; readonly proposalId: string; readonly lockVersion: number }
  | { readonly type: 'rejectionCancelled' }
  | { readonly type: 'pendingTimeElapsed' }
  | { readonly type: 'rejectionSucceeded' }
  | { readonly type: 'rejectionFailed' }

export type ProposalRejectionEffect =
  /** Wait, then send pendingTimeElapsed. */
  | { readonly type: 'startPendingTimer'; readonly delayMs: number }
  | { readonly type: 'cancelPendingTimer' }
  /** PUT the review result REJECTED with the lock version. */
  | { readonly type: 'sendRejection'; readonly proposalId: string; readonly lockVersion: number; readonly reviewResult: 'REJECTED' }

export type ProposalRejectionStep = readonly [ProposalRejectionState, ReadonlyArray<ProposalRejectionEffect>]

export const INITIAL_PROPOSAL_REJECTION: ProposalRejectionState = { step: 'idle' }

/** The spec's names of the rejection phases, for display and logging; none while idle. */
export type ProposalRejectionStatus = 'REQUEST_PENDING' | 'REQUEST_SENT' | 'RESPONSE_RECEIVED'

/**
 * The spec's name of a rejection's phase.
 * @example toProposalRejectionStatus({ step: 'requestSent', proposalId: 'p', lockVersion: 1 }) // 'REQUEST_SENT'
 */
export const toProposalRejectionStatus = (state: ProposalRejectionState): ProposalRejectionStatus | undefined => {
  switch (state.step) {
    case 'idle':
      return undefined
    case 'requestPending':
      return 'REQUEST_PENDING'
    case 'requestSent':
      return 'REQUEST_SENT'
    case 'responseReceived':
      return 'RESPONSE_RECEIVED'
  }
}

/**
 * The rejection's pure transition. Only a pending rejection can be cancelled; once sent it runs to its answer.
 * Reading: "dropped" on failure means the rejection entry goes away and the proposal shows as before (idle),
 * because the server kept it; events that do not fit the phase (a late timer, a second click) change nothing.
 * @example transitionProposalRejection({ step: 'idle' }, { type: 'rejectionRequested', proposalId: 'p', lockVersion: 3 })
 */
export const transitionProposalRejection = (state: ProposalRejectionState, event: ProposalRejectionEvent): ProposalRejectionStep => {
  switch (state.step) {
    case 'idle':
      return event.type === 'rejectionRequested'
        ? [
            { step: 'requestPending', proposalId: event.proposalId, lockVersion: event.lockVersion },
            [{ type: 'startPendingTimer', delayMs: PROPOSAL_REJECTION_PENDING_MS }],
          ]
        : [state, []]
    case 'requestPending':
      if (event.type === 'rejectionCancelled') return [{ step: 'idle' }, [{ type: 'cancelPendingTimer' }]]
      if (event.type === 'pendingTimeElapsed') {
        return [
          { step: 'requestSent', proposalId: state.proposalId, lockVersion: state.lockVersion },
          [{ type: 'sendRejection', proposalId: state.proposalId, lockVersion: state.lockVersion, reviewResult: 'REJECTED' }],
        ]
      }
      return [state, []]
    case 'requestSent':
      if (event.type === 'rejectionSucceeded') return [{ step: 'responseReceived', proposalId: state.proposalId }, []]
      if (event.type === 'rejectionFailed') return [{ step: 'idle' }, []]
      return [state, []]
    case 'responseReceived':
      return [state, []]
  }
}
