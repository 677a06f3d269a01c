import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { PROPOSAL_REJECTION_PENDING_MS } from './constants.ts'
import { proposalRejectionEventArbitrary } from './proposals.arbitrary.ts'
import { INITIAL_PROPOSAL_REJECTION, toProposalRejectionStatus, transitionProposalRejection } from './proposal-rejection-flow.ts'

const ORDER = [undefined, 'REQUEST_PENDING', 'REQUEST_SENT', 'RESPONSE_RECEIVED'] as const

test.prop([fc.array(proposalRejectionEventArbitrary, { maxLength: 30 })])('no event sequence breaks the rejection’s invariants', (events) => {
  let state = INITIAL_PROPOSAL_REJECTION
  let sends = 0
  for (const event of events) {
    const [next, effects] = transitionProposalRejection(state, event)
    const before = ORDER.indexOf(toProposalRejectionStatus(state))
    const after = ORDER.indexOf(toProposalRejectionStatus(next))
    // The phases only move forward, except back to idle by a cancel (while pending) or a failure (once sent).
    if (after < before) {
      expect(after).toBe(0)
      expect(
        (state.step === 'requestPending' && event.type === 'rejectionCancelled') || (state.step === 'requestSent' && event.type === 'rejectionFailed'),
      ).toBe(true)
    }
    expect(after - before).toBeLessThanOrEqual(1)
    for (const effect of effects) {
      if (effect.type === 'startPendingTimer') {
        expect(effect.delayMs).toBe(PROPOSAL_REJECTION_PENDING_MS)
        expect(next.step).toBe('requestPending')
      }
      if (effect.type === 'sendRejection') {
        // Only after the pending time, for the proposal and lock version that were asked for.
        expect(state.step).toBe('requestPending')
        expect(event.type).toBe('pendingTimeElapsed')
        if (state.step === 'requestPending') expect([effect.proposalId, effect.lockVersion]).toEqual([state.proposalId, state.lockVersion])
        sends += 1
      }
      if (effect.type === 'cancelPendingTimer') expect([state.step, next.step]).toEqual(['requestPending', 'idle'])
    }
    if (state.step === 'responseReceived') expect(next).toBe(state) // the end is final
    state = next
  }
  // Every send is one rejection the user did not take back: never more sends than requests.
  expect(sends).toBeLessThanOrEqual(events.filter((e) => e.type === 'rejectionRequested').length)
})

/** Later events without a new request, always with the pending timer firing somewhere among them. */
const laterEventsArbitrary = fc
  .tuple(fc.array(proposalRejectionEventArbitrary.filter((e) => e.type !== 'rejectionRequested'), { maxLength: 10 }), fc.nat())
  .map(([events, at]) => {
    const i = at % (events.length + 1)
    return [...events.slice(0, i), { type: 'pendingTimeElapsed' as const }, ...events.slice(i)]
  })

test.prop([fc.string(), fc.nat(), laterEventsArbitrary])(
  'a cancel while pending means nothing is ever sent for that request',
  (proposalId, lockVersion, later) => {
    const [pending] = transitionProposalRejection(INITIAL_PROPOSAL_REJECTION, { type: 'rejectionRequested', proposalId, lockVersion })
    let [state] = transitionProposalRejection(pending, { type: 'rejectionCancelled' })
    const sent: unknown[] = []
    for (const event of later) {
      const [next, effects] = transitionProposalRejection(state, event)
      sent.push(...effects.filter((f) => f.type === 'sendRejection'))
      state = next
    }
    expect(sent).toEqual([])
  },
)
