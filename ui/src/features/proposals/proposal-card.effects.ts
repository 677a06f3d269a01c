/**
 * The calls of a proposal's card (transactions-import-proposals 2 "proposal card", 7): accepting, the rejection
 * flow's effects (core proposal-rejection-flow.ts) and the note's save, named here so that the card and the note
 * dialog only show what they answer (issue 25: a component never calls a port).
 */
import {
  describeAssignmentFailure,
  messageFor,
  toProposalAcceptanceRequest,
  type AssignmentProposal,
  type Backend,
  type BackendError,
  type FinancialTransaction,
  type ProposalRejectionEffect,
  type ProposalRejectionEvent,
  type ProposalRejectionState,
  type UpdateProposalNoteRequest,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'

/** "Übernehmen": books the proposal's payments with its transaction's lockVersion (transactions-import-proposals 7). */
export const acceptProposal = (
  backend: Backend,
  { proposal, transaction }: { readonly proposal: AssignmentProposal; readonly transaction: FinancialTransaction },
  signal: AbortSignal,
): Promise<E.Either<BackendError, FinancialTransaction>> =>
  backend.transactions.assignVouchers(toProposalAcceptanceRequest(proposal, transaction), { signal })()

/** Saves a proposal's note with the lockVersion the list read (transactions-import-proposals 7 PATCH .../proposals/{proposalId}). */
export const saveProposalNote = (
  backend: Backend,
  { proposalId, body }: { readonly proposalId: string; readonly body: UpdateProposalNoteRequest },
  signal: AbortSignal,
): Promise<E.Either<BackendError, AssignmentProposal>> => backend.proposals.updateProposalNote(proposalId, body, { signal })()

export interface ProposalRejectionEffectContext {
  readonly backend: Backend
  /** The pending timer of the card: the one thing an undo must stop before it fires. */
  readonly pendingTimer: { current: AbortController | null }
  /** The rejection failed: the card says `text`; `conflict` when the proposal changed meanwhile (the list reads again). */
  readonly onFailed: (text: string, conflict: boolean) => void
}

/** The rejection flow's effects, for useFlow (hub-and-business-account 9 "Proposal rejection"). */
export const proposalRejectionEffects =
  ({ backend, pendingTimer, onFailed }: ProposalRejectionEffectContext) =>
  async (effect: ProposalRejectionEffect, { dispatch, signal }: FlowRuntime<ProposalRejectionEvent, ProposalRejectionState>): Promise<void> => {
    switch (effect.type) {
      case 'startPendingTimer': {
        const timer = new AbortController()
        pendingTimer.current = timer
        signal.addEventListener('abort', () => timer.abort(), { once: true })
        if (await waitFor(effect.delayMs, timer.signal)) dispatch({ type: 'pendingTimeElapsed' })
        return
      }
      case 'cancelPendingTimer':
        pendingTimer.current?.abort()
        return
      case 'sendRejection': {
        const result = await backend.proposals.reviewProposal(effect.proposalId, { lockVersion: effect.lockVersion, reviewResult: effect.reviewResult }, { signal })()
        if (signal.aborted) return
        if (E.isRight(result)) return dispatch({ type: 'rejectionSucceeded' })
        dispatch({ type: 'rejectionFailed' })
        const conflict = describeAssignmentFailure(result.left).kind === 'conflict'
        onFailed(messageFor(conflict ? 'proposals.lockVersionConflict' : 'proposals.rejectionFailed'), conflict)
        return
      }
    }
  }
