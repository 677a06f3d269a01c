/**
 * Approval rules: the fast-approval warning, the limit dialog, estimated minutes and pending approvals
 * (spec: transactions-import-proposals 4 "Approval", 5 "Approval", 9; hub-and-business-account 9).
 */
import { Decimal } from 'decimal.js'
import {
  APPROVAL_LIMIT_DIALOG_LIMIT_ABOVE_COUNT,
  ESTIMATED_APPROVAL_TIME_PER_PROPOSAL_MINUTES,
  ESTIMATED_MANUAL_ASSIGN_TIME_PER_OPEN_TRANSACTION_MINUTES,
  FAST_APPROVAL_MAX_REVIEW_TIME_PER_PROPOSAL_MS,
  FAST_APPROVAL_MIN_PROPOSALS,
} from './constants.ts'
import type { ProposalApprovalSummary } from './model.ts'

/** Our own constructor, so that no other code's Decimal.set changes how estimates round. */
const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })

const wholeCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

/**
 * The fast-approval warning shows when at least 8 proposals are approved after at most 750 ms of review per
 * proposal; both boundaries count (8 proposals in exactly 6000 ms warn).
 * Reading: the review time is the time from showing the proposals to the approval click, in ms, given by the
 * caller (from the Clock); it is compared as total ≤ 750 × count, in whole numbers, so no division can round. A
 * negative time (a clock set back) counts as fast; a time that is not a number never warns.
 * @example isFastApprovalWarningShown(8, 6000) // true
 */
export const isFastApprovalWarningShown = (proposalCount: number, reviewTimeMs: number): boolean =>
  proposalCount >= FAST_APPROVAL_MIN_PROPOSALS && reviewTimeMs <= FAST_APPROVAL_MAX_REVIEW_TIME_PER_PROPOSAL_MS * proposalCount

/**
 * The limit dialog shows when there are more proposals than the server's limitTransactionsWithProposalsToAccept
 * and that limit is greater than 1. No limit (null or absent) means no dialog.
 * @example isApprovalLimitDialogShown(120, 100) // true
 */
export const isApprovalLimitDialogShown = (proposalCount: number, limit: number | null | undefined): boolean =>
  typeof limit === 'number' && limit > APPROVAL_LIMIT_DIALOG_LIMIT_ABOVE_COUNT && proposalCount > limit

/**
 * Estimated minutes for a number of proposals: 0.7 per proposal, exact in decimal arithmetic.
 * @example toEstimatedApprovalMinutes(3).toFixed() // '2.1'
 */
export const toEstimatedApprovalMinutes = (proposalCount: number): Decimal =>
  new Dec(ESTIMATED_APPROVAL_TIME_PER_PROPOSAL_MINUTES).times(wholeCount(proposalCount))

/**
 * Estimated minutes to assign open transactions by hand: 2 per open transaction.
 * @example toEstimatedManualAssignMinutes(5) // 10
 */
export const toEstimatedManualAssignMinutes = (openTransactionCount: number): number =>
  ESTIMATED_MANUAL_ASSIGN_TIME_PER_OPEN_TRANSACTION_MINUTES * wholeCount(openTransactionCount)

/**
 * Minutes as the panel shows them: whole minutes, rounded half away from zero, with the German unit.
 * Reading: whole minutes, because tenths of a minute are false precision for an estimate; half-up keeps the
 * estimate neutral, and since the smallest non-zero estimate is 0.7 a non-zero estimate never shows as 0.
 * @example formatEstimatedMinutes(toEstimatedApprovalMinutes(3)) // '2 Minuten'
 */
export const formatEstimatedMinutes = (minutes: Decimal | number): string => {
  const whole = new Dec(minutes).toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
  const digits = whole.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${digits}\u00a0${whole.equals(1) ? 'Minute' : 'Minuten'}`
}

/**
 * Whether approvals are still running, so that polling goes on: the summary (asked with status=pending) lists any.
 * @example hasPendingProposalApprovals({ proposalApprovals: [] }) // false
 */
export const hasPendingProposalApprovals = (summary: ProposalApprovalSummary): boolean => summary.proposalApprovals.length > 0
