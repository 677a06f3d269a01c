/**
 * The proposals part of the memory db's state (transactions-import-proposals 3 "Proposal", "Proposal approval",
 * "Notification", 7 "Proposals and approvals"): the proposals the matching made (core's matchProposals), the pairs a
 * user rejected, the approval jobs and the notifications. Plain JSON in wire shape (amounts as numbers), so the demo
 * snapshot keeps it as it is (store/snapshot.ts).
 */
import type { PaymentDifferenceStrategy, ProposalReviewResult, VoucherProposalReason, VoucherSource } from '@kontor/core'

/** One voucher a proposal would pay, as the assign call would book it (paymentAmount signed, as a wire number). */
export interface StoredProposedPayment {
  readonly voucherId: string
  readonly voucherSource: VoucherSource
  readonly paymentAmount: number
  readonly paymentDifferenceStrategy: PaymentDifferenceStrategy | null
  readonly reasons: ReadonlyArray<VoucherProposalReason>
  /** The voucher's lockVersion when the proposal was made: a voucher changed since is not booked by an approval. */
  readonly voucherLockVersion: number
}

export interface StoredProposal {
  readonly proposalId: string
  readonly financialTransactionId: string
  readonly lockVersion: number
  readonly reviewResult: ProposalReviewResult
  readonly note: string | null
  /** ISO instant. */
  readonly createdAt: string
  /** The transaction's lockVersion when the proposal was made: a transaction changed since is not booked by an approval. */
  readonly transactionLockVersion: number
  readonly payments: ReadonlyArray<StoredProposedPayment>
}

/** An approval job: it runs from startedAt until doneAt on the db's clock, then books its proposals. */
export interface StoredApproval {
  readonly approvalId: string
  /** ISO instant: the proposals made up to it are booked. */
  readonly requestDate: string
  readonly requestProposalCount: number
  /** ISO instants on the db's clock. */
  readonly startedAt: string
  readonly doneAt: string
  /** The proposals it will book, oldest first (chosen: fixed when it starts, so later proposals wait for the next). */
  readonly proposalIds: ReadonlyArray<string>
  /** null while it runs; once done, how many it booked (a changed proposal is skipped). */
  readonly bookedProposalsCount: number | null
}

export interface StoredNotification {
  readonly notificationType: 'PROPOSAL_APPROVAL_PROCESSED' | 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS'
  readonly sequentialNumber: number
  readonly createdAt: string
  readonly transactionCount: number | null
  readonly bookingDate: string | null
}

export interface ProposalState {
  /** Oldest first. */
  proposals: StoredProposal[]
  /** `${financialTransactionId}\u0000${voucherId}` of every rejected proposal's payments: never proposed again. */
  rejectedPairs: string[]
  /** Oldest first. */
  approvals: StoredApproval[]
  /** Oldest first; sequential numbers rise from 1. */
  notifications: StoredNotification[]
  /**
   * Whether the matching has run over the loaded transaction data (after the data loads, the first call of the db
   * runs it; proposal-upkeep.ts).
   */
  generated: boolean
  /**
   * Set (a count, new for each) while a refresh after a large import waits to run between the calls
   * (proposal-matching.ts refreshProposalsAhead); never stored.
   */
  refreshDue: number | undefined
}

export const createProposalState = (): ProposalState => ({
  proposals: [],
  rejectedPairs: [],
  approvals: [],
  notifications: [],
  generated: false,
  refreshDue: undefined,
})

export const rejectedPairKey = (financialTransactionId: string, voucherId: string): string => `${financialTransactionId}\u0000${voucherId}`
