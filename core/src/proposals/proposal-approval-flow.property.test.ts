import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { isApprovalLimitDialogShown, isFastApprovalWarningShown } from './approval-rules.ts'
import { APPROVAL_POLL_INTERVAL_MS, APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS } from './constants.ts'
import { proposalsMessages } from './messages.ts'
import { approvalPanelLayoutArbitrary, proposalApprovalEventArbitrary } from './proposals.arbitrary.ts'
import {
  initialProposalApproval,
  toProposalApprovalDialogMessage,
  transitionProposalApproval,
  type ProposalApprovalEvent,
  type ProposalApprovalState,
} from './proposal-approval-flow.ts'

const startArbitrary = fc.record({
  layout: approvalPanelLayoutArbitrary,
  proposalCount: fc.nat(300),
  limit: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  shownAtMs: fc.nat(1000),
  pending: fc.boolean(),
})

/** Either any event, or one the current step waits for, so that sequences reach polling and success often. */
const choiceArbitrary = fc.oneof(
  proposalApprovalEventArbitrary.map((event) => ({ event, pick: undefined })),
  fc.record({ event: proposalApprovalEventArbitrary, pick: fc.nat() }),
)

const eventFor = (state: ProposalApprovalState, choice: { readonly event: ProposalApprovalEvent; readonly pick: number | undefined }): ProposalApprovalEvent => {
  if (choice.pick === undefined) return choice.event
  const options = ((): ReadonlyArray<ProposalApprovalEvent> => {
    switch (state.step) {
      case 'reviewing':
        return [{ type: 'approvalRequested', atMs: state.shownAtMs + (choice.pick % 300_000) }]
      case 'limitDialogOpen':
        return [{ type: 'limitDialogConfirmed' }, { type: 'dialogDismissed' }]
      case 'fastApprovalWarningOpen':
        return [{ type: 'fastApprovalConfirmed' }, { type: 'dialogDismissed' }]
      case 'submitting':
        return [{ type: 'approvalSubmitted' }]
      case 'polling':
        return state.awaitingSummary
          ? [{ type: 'approvalSummaryLoaded', summary: { proposalApprovals: [] } }, { type: 'pollTimerElapsed' }, { type: 'approvalSummaryFailed' }, choice.event]
          : [{ type: 'pollTimerElapsed' }]
      case 'succeeded':
      case 'hidden':
        return [{ type: 'hideTimerElapsed' }]
    }
  })()
  return options[choice.pick % options.length] ?? choice.event
}

test.prop([startArbitrary, fc.array(choiceArbitrary, { maxLength: 40 })])(
  'no event sequence breaks an invariant of the approval panel',
  ({ pending, ...review }, choices) => {
    let [state] = initialProposalApproval(review, pending)
    let submitted = 0
    const events: ProposalApprovalEvent[] = []
    for (const choice of choices) {
      const event = eventFor(state, choice)
      events.push(event)
      const [next, effects] = transitionProposalApproval(state, event)
      for (const effect of effects) {
        switch (effect.type) {
          case 'submitApproval':
            // Never more than the server's limit at once, never nothing.
            expect(effect.proposalCount).toBeGreaterThan(0)
            if ('limit' in state && state.limit !== null && state.limit > 1) expect(effect.proposalCount).toBeLessThanOrEqual(Math.max(state.limit, 1))
            expect(next.step).toBe('submitting')
            submitted += 1
            break
          case 'schedulePoll':
            expect(effect.delayMs).toBe(APPROVAL_POLL_INTERVAL_MS)
            expect(next).toMatchObject({ step: 'polling', awaitingSummary: false })
            break
          case 'fetchApprovalSummary':
            expect(next).toMatchObject({ step: 'polling', awaitingSummary: true })
            expect(state).toMatchObject({ step: 'polling', awaitingSummary: false }) // never two requests at once
            break
          case 'notifyApprovalDone':
            expect([state.step, next.step]).toEqual(['polling', 'succeeded'])
            break
          case 'scheduleHide':
            expect(effect.delayMs).toBe(APPROVAL_SUCCESS_MINICARD_HIDE_DELAY_MS)
            expect(next).toEqual({ step: 'succeeded', layout: 'minicard' })
            break
        }
      }
      // A fast approval is submitted only through its warning; an approval over the limit only through its dialog.
      if (state.step === 'reviewing' && event.type === 'approvalRequested' && next.step === 'submitting') {
        expect(isApprovalLimitDialogShown(state.proposalCount, state.limit)).toBe(false)
        expect(isFastApprovalWarningShown(state.proposalCount, event.atMs - state.shownAtMs)).toBe(false)
      }
      if (next.step === 'hidden') expect(next.layout).toBe('minicard')
      const message = toProposalApprovalDialogMessage(next)
      expect(message !== undefined).toBe(next.step === 'limitDialogOpen' || next.step === 'fastApprovalWarningOpen')
      if (message !== undefined) expect(Object.keys(proposalsMessages)).toContain(message.key)
      if (state.step === 'hidden') expect(next).toBe(state)
      state = next
    }
    expect(submitted).toBeLessThanOrEqual(events.filter((e) => e.type === 'approvalRequested' || e.type === 'fastApprovalConfirmed' || e.type === 'limitDialogConfirmed').length)
  },
)

test.prop([startArbitrary, fc.nat(2_000_000)])('an approval request leads to exactly one of: limit dialog, warning, submission', ({ pending: _pending, ...review }, atMs) => {
  fc.pre(review.proposalCount > 0)
  const [start] = initialProposalApproval(review, false)
  const [next] = transitionProposalApproval(start, { type: 'approvalRequested', atMs })
  const expected: ProposalApprovalState['step'] = isApprovalLimitDialogShown(review.proposalCount, review.limit)
    ? 'limitDialogOpen'
    : isFastApprovalWarningShown(review.proposalCount, atMs - review.shownAtMs)
      ? 'fastApprovalWarningOpen'
      : 'submitting'
  expect(next.step).toBe(expected)
})
