import { Decimal } from 'decimal.js'
import { describe, expect, it } from 'vitest'
import {
  formatEstimatedMinutes,
  hasPendingProposalApprovals,
  isApprovalLimitDialogShown,
  isFastApprovalWarningShown,
  toEstimatedApprovalMinutes,
  toEstimatedManualAssignMinutes,
} from './approval-rules.ts'

describe('isFastApprovalWarningShown', () => {
  it.each<[number, number, boolean]>([
    [8, 6000, true], // exactly 750 ms each
    [8, 6001, false],
    [7, 0, false], // too few proposals
    [8, 0, true],
    [100, 75_000, true],
    [100, 75_001, false],
    [8, -50, true], // a clock set back counts as fast
    [8, Number.NaN, false],
    [0, 0, false],
  ])('%i proposals reviewed in %i ms: %s', (count, ms, shown) => {
    expect(isFastApprovalWarningShown(count, ms)).toBe(shown)
  })
})

describe('isApprovalLimitDialogShown', () => {
  it.each<[number, number | null | undefined, boolean]>([
    [101, 100, true],
    [100, 100, false],
    [3, 2, true],
    [5, 1, false], // a limit of 1 never opens the dialog
    [5, 0, false],
    [5, null, false],
    [5, undefined, false],
  ])('%i proposals with limit %s: %s', (count, limit, shown) => {
    expect(isApprovalLimitDialogShown(count, limit)).toBe(shown)
  })
})

describe('estimates', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '0.7'],
    [3, '2.1'],
    [10, '7'],
    [12345, '8641.5'],
  ])('%i proposals take %s minutes, exactly', (count, minutes) => {
    expect(toEstimatedApprovalMinutes(count).toFixed()).toBe(minutes)
  })

  it('counts nonsense as 0', () => {
    expect(toEstimatedApprovalMinutes(-3).toFixed()).toBe('0')
    expect(toEstimatedApprovalMinutes(Number.NaN).toFixed()).toBe('0')
  })

  it('takes 2 minutes per open transaction by hand', () => {
    expect(toEstimatedManualAssignMinutes(0)).toBe(0)
    expect(toEstimatedManualAssignMinutes(1)).toBe(2)
    expect(toEstimatedManualAssignMinutes(37)).toBe(74)
    expect(toEstimatedManualAssignMinutes(-1)).toBe(0)
  })

  it.each<[number | string, string]>([
    [0, '0\u00a0Minuten'],
    ['0.7', '1\u00a0Minute'],
    ['1.4', '1\u00a0Minute'],
    ['2.1', '2\u00a0Minuten'],
    ['2.5', '3\u00a0Minuten'],
    ['8641.5', '8.642\u00a0Minuten'],
  ])('shows %s minutes as %s', (minutes, text) => {
    expect(formatEstimatedMinutes(new Decimal(minutes))).toBe(text)
  })
})

describe('hasPendingProposalApprovals', () => {
  it('is pending while the summary lists approvals', () => {
    expect(hasPendingProposalApprovals({ proposalApprovals: [] })).toBe(false)
    expect(hasPendingProposalApprovals({ proposalApprovals: [{ type: 'PROPOSAL_DATE_APPROVAL', requestDate: '2026-03-01' }] })).toBe(true)
  })
})
