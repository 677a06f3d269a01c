/**
 * Accepting one proposal: its payments booked through the payments call, as the assignment panel would book them
 * (spec: transactions-import-proposals 2 "proposal card", 7 "Proposals and approvals"; the shared contract: the
 * spec's review knows only PENDING and REJECTED, so accepting is booking, after which the transaction is no longer
 * open and the server drops the proposal).
 */
import type { FinancialTransaction } from '../transactions/model.ts'
import type { AssignVoucherPaymentsRequest } from '../transactions/wire.ts'
import type { AssignmentProposal } from './wire.ts'

/**
 * The payments call's body: the transaction's lockVersion (a stale one is the conflict), the transaction's date as
 * the payment date, every proposed payment with its signed amount and its difference strategy.
 * Reading: the proposal's note stays on the proposal (chosen): a payment's note has its own, shorter limit.
 * @example toProposalAcceptanceRequest(proposal, transaction).payments.length // proposal.payments.length
 */
export const toProposalAcceptanceRequest = (
  proposal: Pick<AssignmentProposal, 'payments'>,
  transaction: Pick<FinancialTransaction, 'financialTransactionId' | 'lockVersion' | 'transactionDate'>,
): AssignVoucherPaymentsRequest => ({
  financialTransactionId: transaction.financialTransactionId,
  lockVersion: transaction.lockVersion ?? null,
  paymentDate: transaction.transactionDate ?? null,
  payments: proposal.payments.map((p) => ({
    voucherId: p.voucherId,
    voucherSource: p.voucherSource,
    paymentAmount: p.paymentAmount,
    paymentDifferenceStrategy: p.paymentDifferenceStrategy,
  })),
})
