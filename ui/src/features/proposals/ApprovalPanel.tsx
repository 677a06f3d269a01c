/**
 * The approval panel (transactions-import-proposals 2 "Approval panel", 4 "Approval", 5 "Approval", 9): one core flow
 * (proposal-approval-flow.ts) shown as a card (top of /proposals), a bar (the list's sticky footer) or a minicard (the
 * other transaction lists), with the limit dialog and the fast-approval warning. "Alle übernehmen" starts the
 * approval job; while it runs, its summary is polled every 1.5 s until none is pending.
 */
import { useSetAtom } from 'jotai'
import {
  formatEstimatedMinutes,
  initialProposalApproval,
  messageFor,
  messageForValidationIssue,
  toEstimatedApprovalMinutes,
  toProposalApprovalDialogMessage,
  transitionProposalApproval,
  type ApprovalPanelLayout,
  type ProposalApprovalEvent,
  type ProposalApprovalState,
} from '@kontor/core'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { useEmitFinanceEvent } from '../../shared/finance-events.ts'
import { approvalSuccessShownAtAtom } from '../../shared/approval-announcement.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { approvalEffects } from './approval.effects.ts'
import { APPROVAL_PANEL_TEXTS } from './proposals-texts.ts'
import { PROPOSALS_PATH } from './proposals-path.ts'
import './proposals.css'

export interface ApprovalReview {
  /** All PENDING proposals made up to requestDate (the list's totalElements). */
  readonly proposalCount: number
  /** limitTransactionsWithProposalsToAccept of the list's answer. */
  readonly limit: number | null
  /** The instant the list was asked up to: the approval books the proposals made until then. */
  readonly requestDate: string
  /** An approval was still running when the panel opened (a reload meanwhile): polling resumes. */
  readonly approvalsPending: boolean
}

export interface ProposalApproval {
  readonly state: ProposalApprovalState
  readonly dispatch: (event: ProposalApprovalEvent) => void
  /** "Alle übernehmen": the review time runs from the panel's first showing to now, on the backend's clock. */
  readonly approve: () => void
}

/**
 * The panel's flow. It opens when the proposals are shown; that instant, on the backend's Clock, starts the review
 * time of the fast-approval warning. A later count (a proposal accepted or rejected on its own) keeps that start.
 */
export const useProposalApproval = (layout: ApprovalPanelLayout, review: ApprovalReview, onApproved: () => void): ProposalApproval => {
  const backend = useBackend()
  const emit = useEmitFinanceEvent()
  const [shownAtMs] = useState(() => backend.clock.now().getTime())
  const setSuccessShownAt = useSetAtom(approvalSuccessShownAtAtom)
  const approved = () => {
    setSuccessShownAt(backend.clock.now().getTime())
    onApproved()
  }
  const { state, dispatch } = useFlow(
    () => initialProposalApproval({ layout, proposalCount: review.proposalCount, limit: review.limit, shownAtMs }, review.approvalsPending),
    transitionProposalApproval,
    approvalEffects({ backend, emit, requestDate: review.requestDate, onApproved: approved }),
  )
  const stale = state.step === 'reviewing' && (state.proposalCount !== review.proposalCount || state.limit !== review.limit)
  useEffect(() => {
    if (stale) dispatch({ type: 'proposalsLoaded', proposalCount: review.proposalCount, limit: review.limit, atMs: shownAtMs })
  }, [stale, dispatch, review.proposalCount, review.limit, shownAtMs])
  return { state, dispatch, approve: () => dispatch({ type: 'approvalRequested', atMs: backend.clock.now().getTime() }) }
}

/** Whether an approval is under way (the list's own actions wait meanwhile). */
export const isApprovalRunning = (state: ProposalApprovalState): boolean => state.step === 'submitting' || state.step === 'polling'

// The hub's to-do card words its estimate the same way: one catalogue entry.
const estimateOf = (count: number) => messageFor('hub.estimatedTime', { minutes: formatEstimatedMinutes(toEstimatedApprovalMinutes(count)) })

/** What is going on, and why the last start failed (role=alert), for every layout. */
const ApprovalStatus = ({ state }: { readonly state: ProposalApprovalState }) => {
  switch (state.step) {
    case 'submitting':
      return <StatusLine>{APPROVAL_PANEL_TEXTS.submitting}</StatusLine>
    case 'polling':
      return <StatusLine>{APPROVAL_PANEL_TEXTS.polling}</StatusLine>
    case 'succeeded':
      return (
        <p role="status" className="notice notice-success approval-success">
          {APPROVAL_PANEL_TEXTS.succeeded}
        </p>
      )
    case 'reviewing':
      return state.issues.length === 0 ? null : (
        <div role="alert" className="notice notice-error approval-failure">
          {state.issues.map((issue, i) => (
            <p key={i}>{messageForValidationIssue(issue)}</p>
          ))}
        </div>
      )
    default:
      return null
  }
}

const ApproveAllButton = ({ approval, count }: { readonly approval: ProposalApproval; readonly count: number }) => {
  const { state } = approval
  const disabled = state.step !== 'reviewing' || count <= 0
  return (
    <Button className="button button-primary" isDisabled={disabled} onPress={approval.approve}>
      {APPROVAL_PANEL_TEXTS.approveAll}
    </Button>
  )
}

/** The card at the top of /proposals: how many, the estimate, "Alle übernehmen". */
export const ApprovalCard = ({ approval, count }: { readonly approval: ProposalApproval; readonly count: number }) => (
  <section className="approval-card" aria-labelledby="approval-card-title">
    <h2 id="approval-card-title">{APPROVAL_PANEL_TEXTS.title}</h2>
    <p className="approval-count">{APPROVAL_PANEL_TEXTS.count(count)}</p>
    <p className="approval-estimate">{estimateOf(count)}</p>
    <ApprovalStatus state={approval.state} />
    <ApproveAllButton approval={approval} count={count} />
  </section>
)

/** The sticky footer of /proposals: the count and "Alle übernehmen" stay in reach while the cards scroll. */
export const ApprovalBar = ({ approval, count }: { readonly approval: ProposalApproval; readonly count: number }) => (
  <aside className="approval-bar" aria-label={APPROVAL_PANEL_TEXTS.title}>
    <span className="approval-bar-count">{APPROVAL_PANEL_TEXTS.count(count)}</span>
    {approval.state.step !== 'reviewing' && <ApprovalStatus state={approval.state} />}
    <ApproveAllButton approval={approval} count={count} />
  </aside>
)

/** The minicard on the other transaction lists; it goes 3 s after its success view (the flow's hidden step). */
export const ApprovalMinicardView = ({ approval, count }: { readonly approval: ProposalApproval; readonly count: number }) =>
  approval.state.step === 'hidden' ? null : (
    <aside className="approval-minicard" aria-label={APPROVAL_PANEL_TEXTS.title}>
      <p className="approval-count">{APPROVAL_PANEL_TEXTS.count(count)}</p>
      <p className="approval-estimate">{estimateOf(count)}</p>
      <ApprovalStatus state={approval.state} />
      <div className="approval-minicard-actions">
        <Link className="link" to={PROPOSALS_PATH}>
          {APPROVAL_PANEL_TEXTS.toProposals}
        </Link>
        <ApproveAllButton approval={approval} count={count} />
      </div>
    </aside>
  )

/** The limit dialog and the fast-approval warning, with core's texts. */
export const ApprovalDialogs = ({ approval }: { readonly approval: ProposalApproval }) => {
  const { state, dispatch } = approval
  const message = toProposalApprovalDialogMessage(state)
  if (message === undefined) return null
  const dialog = (title: string, confirmLabel: string, confirm: ProposalApprovalEvent): ReactNode => (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={APPROVAL_PANEL_TEXTS.cancel}
      onConfirm={() => dispatch(confirm)}
      onCancel={() => dispatch({ type: 'dialogDismissed' })}
    >
      <p>{messageForValidationIssue(message)}</p>
    </ConfirmDialog>
  )
  if (state.step === 'limitDialogOpen') {
    return dialog(APPROVAL_PANEL_TEXTS.limitTitle, APPROVAL_PANEL_TEXTS.limitConfirm(state.limit ?? state.proposalCount), { type: 'limitDialogConfirmed' })
  }
  return dialog(APPROVAL_PANEL_TEXTS.fastTitle, APPROVAL_PANEL_TEXTS.fastConfirm, { type: 'fastApprovalConfirmed' })
}
