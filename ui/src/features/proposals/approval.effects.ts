/**
 * Runs the approval panel's effects (core proposal-approval-flow.ts) through the proposal port: the approval job, the
 * 1.5 s polls of its summary, the minicard's hide timer, and the finance events that make every list and count read
 * again (hub-and-business-account 4.12). A call aborted because the panel went away dispatches nothing.
 */
import {
  PROPOSAL_APPROVAL_TYPE,
  validationIssue,
  type Backend,
  type BackendError,
  type FinanceEvent,
  type ProposalApprovalEffect,
  type ProposalApprovalEvent,
  type ProposalApprovalState,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'

type Runtime = FlowRuntime<ProposalApprovalEvent, ProposalApprovalState>

/** The field the panel shows its failures on (the flow's issues). */
export const APPROVAL_ISSUE_FIELD = 'approval'

/**
 * Why the approval did not start, as the panel shows it: the server's issue (JOB_ALREADY_RUNNING has its text in the
 * catalogue), else that it could not be started; the way out is "Alle übernehmen" again.
 */
export const toApprovalFailureIssues = (e: BackendError): ReadonlyArray<ValidationIssue> => {
  const first = e._tag === 'ServerIssues' ? e.issues[0] : undefined
  return [validationIssue(APPROVAL_ISSUE_FIELD, first?.i18nKey ?? 'proposals.approvalNotStarted')]
}

/** Finance events once the approval is done: lists, counts and the hub read again. */
export const APPROVAL_DONE_EVENTS: ReadonlyArray<FinanceEvent> = ['proposal_approval_processed', 'transaction_changed', 'update_pending_counts']

export interface ApprovalEffectContext {
  readonly backend: Backend
  readonly emit: (event: FinanceEvent) => void
  /** The instant the proposals were listed up to (the list's requestDate): the approval books those. */
  readonly requestDate: string
  /** Told once the approval is done (after the finance events). */
  readonly onApproved: () => void
}

export const approvalEffects =
  ({ backend, emit, requestDate, onApproved }: ApprovalEffectContext) =>
  async (effect: ProposalApprovalEffect, { dispatch, signal }: Runtime): Promise<void> => {
    switch (effect.type) {
      case 'submitApproval': {
        const result = await backend.proposals.createProposalApproval({ type: PROPOSAL_APPROVAL_TYPE, requestDate, requestProposalCount: effect.proposalCount }, { signal })()
        if (signal.aborted || (E.isLeft(result) && result.left._tag === 'Aborted')) return
        if (E.isLeft(result)) return dispatch({ type: 'approvalFailed', issues: toApprovalFailureIssues(result.left) })
        emit('proposal_approval_created')
        return dispatch({ type: 'approvalSubmitted' })
      }
      case 'schedulePoll':
        if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'pollTimerElapsed' })
        return
      case 'fetchApprovalSummary': {
        const result = await backend.proposals.getProposalApprovalSummary({ signal })()
        if (signal.aborted) return
        return dispatch(E.isRight(result) ? { type: 'approvalSummaryLoaded', summary: result.right } : { type: 'approvalSummaryFailed' })
      }
      case 'notifyApprovalDone':
        for (const event of APPROVAL_DONE_EVENTS) emit(event)
        onApproved()
        return
      case 'scheduleHide':
        if (await waitFor(effect.delayMs, signal)) dispatch({ type: 'hideTimerElapsed' })
        return
    }
  }
