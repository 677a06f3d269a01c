/**
 * The approval panel as a pure state machine: limit and fast-approval checks, submitting, polling pending approvals
 * every 1.5 s until none remain, then success (the minicard hides after 3 s) and a notification
 * (spec: transactions-import-proposals 2 "Approval panel", 4 "Approval", 5 "Approval", 9).
 */
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isApprovalLimitDialogShown, isFastApprovalWarningShown, hasPendingProposalApprovals } from './approval-rules.ts'
import { APPROVAL_POLL_INTERVAL_MS, APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS } from './constants.ts'
import type { ProposalApprovalSummary } from './model.ts'

export type ApprovalPanelLayout = 'bar' | 'card' | 'minicard'

interface Review {
  readonly layout: ApprovalPanelLayout
  readonly proposalCount: number
  /** limitTransactionsWithProposalsToAccept from the server; none means no limit. */
  readonly limit: number | null
  /** When the proposals were shown (ms on the Clock), to measure the review time. */
  readonly shownAtMs: number
}

export type ProposalApprovalState =
  | ({ readonly step: 'reviewing'; readonly issues: ReadonlyArray<ValidationIssue> } & Review)
  /** More proposals than the limit: the dialog offers to approve the first `limit`. */
  | ({ readonly step: 'limitDialogOpen'; readonly reviewTimeMs: number } & Review)
  /** Approved suspiciously fast: the dialog asks to confirm. */
  | ({ readonly step: 'fastApprovalWarningOpen'; readonly approvedCount: number } & Review)
  | ({ readonly step: 'submitting'; readonly approvedCount: number } & Review)
  /** Pending approvals are polled until none remain. */
  | { readonly step: 'polling'; readonly layout: ApprovalPanelLayout; readonly awaitingSummary: boolean }
  | { readonly step: 'succeeded'; readonly layout: ApprovalPanelLayout }
  /** The minicard after its success view. */
  | { readonly step: 'hidden'; readonly layout: ApprovalPanelLayout }

export type ProposalApprovalEvent =
  | { readonly type: 'proposalsLoaded'; readonly proposalCount: number; readonly limit: number | null; readonly atMs: number }
  | { readonly type: 'approvalRequested'; readonly atMs: number }
  | { readonly type: 'limitDialogConfirmed' }
  | { readonly type: 'fastApprovalConfirmed' }
  | { readonly type: 'dialogDismissed' }
  | { readonly type: 'approvalSubmitted' }
  | { readonly type: 'approvalFailed'; readonly issues: ReadonlyArray<ValidationIssue> }
  | { readonly type: 'pollTimerElapsed' }
  | { readonly type: 'approvalSummaryLoaded'; readonly summary: ProposalApprovalSummary }
  | { readonly type: 'approvalSummaryFailed' }
  | { readonly type: 'hideTimerElapsed' }

export type ProposalApprovalEffect =
  | { readonly type: 'submitApproval'; readonly proposalCount: number }
  /** Wait, then send pollTimerElapsed. */
  | { readonly type: 'schedulePoll'; readonly delayMs: number }
  | { readonly type: 'fetchApprovalSummary' }
  /** Raise the finance notification that the approval is done. */
  | { readonly type: 'notifyApprovalDone' }
  /** Wait, then send hideTimerElapsed. */
  | { readonly type: 'scheduleHide'; readonly delayMs: number }

export type ProposalApprovalStep = readonly [ProposalApprovalState, ReadonlyArray<ProposalApprovalEffect>]

const schedulePoll: ProposalApprovalEffect = { type: 'schedulePoll', delayMs: APPROVAL_POLL_INTERVAL_MS }

/**
 * The panel when it opens: polling if approvals are still pending (e.g. after a reload), else reviewing.
 * @example initialProposalApproval({ layout: 'card', proposalCount: 12, limit: null, shownAtMs: 0 }, false)
 */
export const initialProposalApproval = (review: Review, approvalsPending: boolean): ProposalApprovalStep =>
  approvalsPending
    ? [{ step: 'polling', layout: review.layout, awaitingSummary: false }, [schedulePoll]]
    : [{ step: 'reviewing', ...review, issues: [] }, []]

const reviewOf = (s: Review): Review => ({ layout: s.layout, proposalCount: s.proposalCount, limit: s.limit, shownAtMs: s.shownAtMs })

/** The fast check runs on the number actually approved; without a warning the approval goes out. */
const checkFastApproval = (review: Review, approvedCount: number, reviewTimeMs: number): ProposalApprovalStep =>
  isFastApprovalWarningShown(approvedCount, reviewTimeMs)
    ? [{ step: 'fastApprovalWarningOpen', ...review, approvedCount }, []]
    : [{ step: 'submitting', ...review, approvedCount }, [{ type: 'submitApproval', proposalCount: approvedCount }]]

/**
 * The approval panel's pure transition.
 * Reading: the limit dialog comes first, since the server will not take more than the limit at once; confirming it
 * approves the first `limit` proposals, and the fast-approval check then applies to that number with the same
 * review time. Dismissing a dialog returns to the review without resetting its start. Failed summary requests are
 * retried on the next poll. Only the minicard hides after its success view.
 * @example transitionProposalApproval(reviewing, { type: 'approvalRequested', atMs: 5000 })
 */
export const transitionProposalApproval = (state: ProposalApprovalState, event: ProposalApprovalEvent): ProposalApprovalStep => {
  const unchanged: ProposalApprovalStep = [state, []]
  switch (state.step) {
    case 'reviewing': {
      const review = reviewOf(state)
      if (event.type === 'proposalsLoaded') {
        return [{ step: 'reviewing', layout: state.layout, proposalCount: event.proposalCount, limit: event.limit, shownAtMs: event.atMs, issues: [] }, []]
      }
      if (event.type !== 'approvalRequested' || state.proposalCount <= 0) return unchanged
      const reviewTimeMs = event.atMs - state.shownAtMs
      if (isApprovalLimitDialogShown(state.proposalCount, state.limit)) return [{ step: 'limitDialogOpen', ...review, reviewTimeMs }, []]
      return checkFastApproval(review, state.proposalCount, reviewTimeMs)
    }
    case 'limitDialogOpen':
      if (event.type === 'limitDialogConfirmed') return checkFastApproval(reviewOf(state), state.limit ?? state.proposalCount, state.reviewTimeMs)
      if (event.type === 'dialogDismissed') return [{ step: 'reviewing', ...reviewOf(state), issues: [] }, []]
      return unchanged
    case 'fastApprovalWarningOpen':
      if (event.type === 'fastApprovalConfirmed') {
        return [{ step: 'submitting', ...reviewOf(state), approvedCount: state.approvedCount }, [{ type: 'submitApproval', proposalCount: state.approvedCount }]]
      }
      if (event.type === 'dialogDismissed') return [{ step: 'reviewing', ...reviewOf(state), issues: [] }, []]
      return unchanged
    case 'submitting':
      if (event.type === 'approvalSubmitted') return [{ step: 'polling', layout: state.layout, awaitingSummary: false }, [schedulePoll]]
      if (event.type === 'approvalFailed') return [{ step: 'reviewing', ...reviewOf(state), issues: event.issues }, []]
      return unchanged
    case 'polling':
      if (event.type === 'pollTimerElapsed' && !state.awaitingSummary) return [{ ...state, awaitingSummary: true }, [{ type: 'fetchApprovalSummary' }]]
      if (event.type === 'approvalSummaryFailed' && state.awaitingSummary) return [{ ...state, awaitingSummary: false }, [schedulePoll]]
      if (event.type === 'approvalSummaryLoaded' && state.awaitingSummary) {
        if (hasPendingProposalApprovals(event.summary)) return [{ ...state, awaitingSummary: false }, [schedulePoll]]
        return [
          { step: 'succeeded', layout: state.layout },
          [
            { type: 'notifyApprovalDone' },
            ...(state.layout === 'minicard' ? [{ type: 'scheduleHide', delayMs: APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS } as const] : []),
          ],
        ]
      }
      return unchanged
    case 'succeeded':
      return event.type === 'hideTimerElapsed' && state.layout === 'minicard' ? [{ step: 'hidden', layout: state.layout }, []] : unchanged
    case 'hidden':
      return unchanged
  }
}

/**
 * The text of the dialog the panel shows, as a catalogue key with its values; none outside the two dialogs.
 * @example toProposalApprovalDialogMessage({ step: 'limitDialogOpen', limit: 100, proposalCount: 120, … }) // proposals.limitExceeded
 */
export const toProposalApprovalDialogMessage = (state: ProposalApprovalState): ValidationIssue | undefined => {
  if (state.step === 'limitDialogOpen') {
    return validationIssue('proposals', 'proposals.limitExceeded', { limit: state.limit ?? state.proposalCount, count: state.proposalCount })
  }
  if (state.step === 'fastApprovalWarningOpen') return validationIssue('proposals', 'proposals.fastApprovalWarning', { count: state.approvedCount })
  return undefined
}
