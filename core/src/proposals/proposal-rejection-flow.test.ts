import { describe, expect, it } from 'vitest'
import {
  INITIAL_PROPOSAL_REJECTION,
  toProposalRejectionStatus,
  transitionProposalRejection,
  type ProposalRejectionState,
} from './proposal-rejection-flow.ts'

const requested = transitionProposalRejection(INITIAL_PROPOSAL_REJECTION, { type: 'rejectionRequested', proposalId: 'p-1', lockVersion: 4 })

describe('transitionProposalRejection', () => {
  it('waits 1.1 s in REQUEST_PENDING first', () => {
    expect(requested).toEqual([
      { step: 'requestPending', proposalId: 'p-1', lockVersion: 4 },
      [{ type: 'startPendingTimer', delayMs: 1100 }],
    ])
    expect(toProposalRejectionStatus(requested[0])).toBe('REQUEST_PENDING')
  })

  it('can be cancelled while pending, which stops the timer', () => {
    expect(transitionProposalRejection(requested[0], { type: 'rejectionCancelled' })).toEqual([{ step: 'idle' }, [{ type: 'cancelPendingTimer' }]])
  })

  it('sends REJECTED with the lock version when the time is up, then receives the response', () => {
    const [sent, effects] = transitionProposalRejection(requested[0], { type: 'pendingTimeElapsed' })
    expect(sent).toEqual({ step: 'requestSent', proposalId: 'p-1', lockVersion: 4 })
    expect(effects).toEqual([{ type: 'sendRejection', proposalId: 'p-1', lockVersion: 4, reviewResult: 'REJECTED' }])
    expect(toProposalRejectionStatus(sent)).toBe('REQUEST_SENT')
    const [received] = transitionProposalRejection(sent, { type: 'rejectionSucceeded' })
    expect(received).toEqual({ step: 'responseReceived', proposalId: 'p-1' })
    expect(toProposalRejectionStatus(received)).toBe('RESPONSE_RECEIVED')
  })

  it('drops the entry when the request fails', () => {
    const [sent] = transitionProposalRejection(requested[0], { type: 'pendingTimeElapsed' })
    expect(transitionProposalRejection(sent, { type: 'rejectionFailed' })).toEqual([{ step: 'idle' }, []])
  })

  it('cannot be cancelled once sent, and ignores events of other phases', () => {
    const [sent] = transitionProposalRejection(requested[0], { type: 'pendingTimeElapsed' })
    expect(transitionProposalRejection(sent, { type: 'rejectionCancelled' })).toEqual([sent, []])
    expect(transitionProposalRejection(sent, { type: 'pendingTimeElapsed' })).toEqual([sent, []])
    expect(transitionProposalRejection(requested[0], { type: 'rejectionRequested', proposalId: 'p-2', lockVersion: 1 })).toEqual([requested[0], []])
    const idle: ProposalRejectionState = { step: 'idle' }
    expect(transitionProposalRejection(idle, { type: 'pendingTimeElapsed' })).toEqual([idle, []])
    expect(toProposalRejectionStatus(idle)).toBeUndefined()
  })
})
