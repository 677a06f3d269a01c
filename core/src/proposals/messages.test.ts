import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from '../errors/placeholders.ts'
import { proposalsMessages } from './messages.ts'
import { initialProposalApproval, toProposalApprovalDialogMessage, transitionProposalApproval } from './proposal-approval-flow.ts'

const review = { layout: 'card' as const, proposalCount: 120, limit: 100, shownAtMs: 0 }

/** Every dialog message the approval panel can show. */
const produced = () => {
  const [start] = initialProposalApproval(review, false)
  const [limitDialog] = transitionProposalApproval(start, { type: 'approvalRequested', atMs: 10 })
  const [fastWarning] = transitionProposalApproval(limitDialog, { type: 'limitDialogConfirmed' })
  return [toProposalApprovalDialogMessage(limitDialog), toProposalApprovalDialogMessage(fastWarning)]
}

describe('proposalsMessages', () => {
  it('has a message for every dialog the panel shows', () => {
    const keys = produced().map((m) => m?.key)
    expect(keys.every((key) => key !== undefined && key in proposalsMessages)).toBe(true)
    expect(keys).toHaveLength(2)
  })

  it('fills every placeholder', () => {
    for (const message of produced()) {
      if (message === undefined) throw new Error('no message')
      const text = proposalsMessages[message.key as keyof typeof proposalsMessages].de
      expect(fillPlaceholders(text, message.params)).not.toMatch(/\{\{/)
    }
  })

  it.each(Object.entries(proposalsMessages))('%s is a formal German sentence', (key, entry) => {
    expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
    expect(entry.de).toMatch(/\.$/)
    expect(entry.de).toMatch(/\bSie\b/)
    expect(key).toMatch(/^proposals\.[a-z][A-Za-z]+$/)
  })
})
