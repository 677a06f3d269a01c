import { describe, expect, it } from 'vitest'
import {
  initialProposalApproval,
  toProposalApprovalDialogMessage,
  transitionProposalApproval,
  type ApprovalPanelLayout,
  type ProposalApprovalEvent,
  type ProposalApprovalState,
  type ProposalApprovalStep,
} from './proposal-approval-flow.ts'

const PENDING = { proposalApprovals: [{ type: 'PROPOSAL_DATE_APPROVAL' as const, requestDate: '2026-03-01' }] }
const DONE = { proposalApprovals: [] }

const reviewing = (proposalCount: number, limit: number | null = null, layout: ApprovalPanelLayout = 'card'): ProposalApprovalState =>
  initialProposalApproval({ layout, proposalCount, limit, shownAtMs: 1000 }, false)[0]

const run = (state: ProposalApprovalState, ...events: ReadonlyArray<ProposalApprovalEvent>): ReadonlyArray<ProposalApprovalStep> =>
  events.reduce<ProposalApprovalStep[]>((steps, e) => [...steps, transitionProposalApproval((steps.at(-1) ?? [state, []])[0], e)], [])

describe('approving proposals', () => {
  it('submits at once after a careful review', () => {
    expect(transitionProposalApproval(reviewing(10), { type: 'approvalRequested', atMs: 1000 + 7501 })).toEqual([
      expect.objectContaining({ step: 'submitting', approvedCount: 10 }),
      [{ type: 'submitApproval', proposalCount: 10 }],
    ])
  })

  it('warns after a review of at most 750 ms per proposal and submits when confirmed', () => {
    const [warning, effects] = transitionProposalApproval(reviewing(10), { type: 'approvalRequested', atMs: 1000 + 7500 })
    expect(warning.step).toBe('fastApprovalWarningOpen')
    expect(effects).toEqual([])
    expect(toProposalApprovalDialogMessage(warning)).toEqual({ field: 'proposals', key: 'proposals.fastApprovalWarning', params: { count: 10 } })
    expect(transitionProposalApproval(warning, { type: 'fastApprovalConfirmed' })[1]).toEqual([{ type: 'submitApproval', proposalCount: 10 }])
    expect(transitionProposalApproval(warning, { type: 'dialogDismissed' })[0]).toMatchObject({ step: 'reviewing', shownAtMs: 1000 })
  })

  it('never warns about fewer than 8 proposals', () => {
    expect(transitionProposalApproval(reviewing(7), { type: 'approvalRequested', atMs: 1000 })[0].step).toBe('submitting')
  })

  it('opens the limit dialog first and approves the first `limit` proposals when confirmed', () => {
    const [limitDialog] = transitionProposalApproval(reviewing(120, 100), { type: 'approvalRequested', atMs: 1000 + 200_000 })
    expect(limitDialog.step).toBe('limitDialogOpen')
    expect(toProposalApprovalDialogMessage(limitDialog)).toEqual({ field: 'proposals', key: 'proposals.limitExceeded', params: { limit: 100, count: 120 } })
    expect(transitionProposalApproval(limitDialog, { type: 'limitDialogConfirmed' })[1]).toEqual([{ type: 'submitApproval', proposalCount: 100 }])
  })

  it('checks the speed on the limited number after the limit dialog', () => {
    const [limitDialog] = transitionProposalApproval(reviewing(120, 100), { type: 'approvalRequested', atMs: 1000 + 75_000 })
    expect(transitionProposalApproval(limitDialog, { type: 'limitDialogConfirmed' })[0].step).toBe('fastApprovalWarningOpen')
  })

  it('has no limit dialog for a limit of 1 or none', () => {
    expect(transitionProposalApproval(reviewing(5, 1), { type: 'approvalRequested', atMs: 100_000 })[0].step).toBe('submitting')
    expect(transitionProposalApproval(reviewing(500, null), { type: 'approvalRequested', atMs: 10_000_000 })[0].step).toBe('submitting')
  })

  it('does nothing without proposals', () => {
    const empty = reviewing(0)
    expect(transitionProposalApproval(empty, { type: 'approvalRequested', atMs: 5000 })).toEqual([empty, []])
  })

  it('shows a failed approval on the review', () => {
    const issues = [{ field: 'proposals', key: 'JOB_ALREADY_RUNNING' }]
    const steps = run(reviewing(3), { type: 'approvalRequested', atMs: 99_999 }, { type: 'approvalFailed', issues })
    expect(steps.at(-1)?.[0]).toMatchObject({ step: 'reviewing', issues })
  })
})

describe('after approving', () => {
  it('polls every 1.5 s until no approval is pending, then shows success and notifies', () => {
    const steps = run(
      reviewing(3, null, 'bar'),
      { type: 'approvalRequested', atMs: 99_999 },
      { type: 'approvalSubmitted' },
      { type: 'pollTimerElapsed' },
      { type: 'approvalSummaryLoaded', summary: PENDING },
      { type: 'pollTimerElapsed' },
      { type: 'approvalSummaryLoaded', summary: DONE },
      { type: 'hideTimerElapsed' },
    )
    expect(steps.map(([s]) => s.step)).toEqual(['submitting', 'polling', 'polling', 'polling', 'polling', 'succeeded', 'succeeded'])
    expect(steps.map(([, fx]) => fx)).toEqual([
      [{ type: 'submitApproval', proposalCount: 3 }],
      [{ type: 'schedulePoll', delayMs: 1500 }],
      [{ type: 'fetchApprovalSummary' }],
      [{ type: 'schedulePoll', delayMs: 1500 }],
      [{ type: 'fetchApprovalSummary' }],
      [{ type: 'notifyApprovalDone' }],
      [],
    ])
  })

  it('hides the minicard 3 s after its success view', () => {
    const polling = initialProposalApproval({ layout: 'minicard', proposalCount: 0, limit: null, shownAtMs: 0 }, true)
    expect(polling).toEqual([{ step: 'polling', layout: 'minicard', awaitingSummary: false }, [{ type: 'schedulePoll', delayMs: 1500 }]])
    const steps = run(polling[0], { type: 'pollTimerElapsed' }, { type: 'approvalSummaryLoaded', summary: DONE }, { type: 'hideTimerElapsed' })
    expect(steps[1]?.[1]).toEqual([{ type: 'notifyApprovalDone' }, { type: 'scheduleHide', delayMs: 3000 }])
    expect(steps[2]?.[0]).toEqual({ step: 'hidden', layout: 'minicard' })
  })

  it('keeps the card (not a minicard) in its success view', () => {
    const steps = run({ step: 'polling', layout: 'card', awaitingSummary: false }, { type: 'pollTimerElapsed' }, { type: 'approvalSummaryLoaded', summary: DONE }, { type: 'hideTimerElapsed' })
    expect(steps[1]?.[1]).toEqual([{ type: 'notifyApprovalDone' }])
    expect(steps[2]?.[0]).toEqual({ step: 'succeeded', layout: 'card' })
  })

  it('asks for the summary once per poll, even if the timer fires again meanwhile', () => {
    const steps = run({ step: 'polling', layout: 'card', awaitingSummary: false }, { type: 'pollTimerElapsed' }, { type: 'pollTimerElapsed' })
    expect(steps[1]?.[1]).toEqual([])
  })

  it('polls again after a failed summary request', () => {
    const steps = run({ step: 'polling', layout: 'card', awaitingSummary: false }, { type: 'pollTimerElapsed' }, { type: 'approvalSummaryFailed' })
    expect(steps[1]).toEqual([{ step: 'polling', layout: 'card', awaitingSummary: false }, [{ type: 'schedulePoll', delayMs: 1500 }]])
  })
})
