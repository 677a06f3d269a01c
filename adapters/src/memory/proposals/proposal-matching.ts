/**
 * The proposals kept in step with the transaction records: core's matching over the open transactions and vouchers,
 * and the proposals whose transaction or vouchers changed dropped (proposal-upkeep.ts says when).
 */
import { ZERO_MONEY, compareMoney, isZeroMoney, matchingProposals, toWireAmount, type MatchTransaction, type MatchVoucher } from '@kontor/core'
import { NEW_PROPOSAL_ID_PREFIX, PROPOSALS_MATCH_SLICE } from '../constants.ts'
import { newId, type MemoryState } from '../store/state.ts'
import { amountOfRecord, deriveAhead } from '../transactions/derived.ts'
import {
  activePaymentsOf,
  setAcceptedProposalId,
  setPendingProposalIds,
  transactionViewOf,
  transactionViews,
  voucherIdsHeldByReservations,
  voucherOpenAmountOf,
  type TransactionView,
} from '../transactions/transaction-access.ts'
import type { StoredVoucher } from '../transactions/transaction-state.ts'
import { rejectedPairKey, type StoredProposal } from './proposal-state.ts'

// --- reading the transaction records

export const findVoucher = (state: MemoryState, id: string): StoredVoucher | undefined =>
  state.transactionData.vouchers.find((v) => v.voucherId === id)

export const vouchersById = (state: MemoryState): ReadonlyMap<string, StoredVoucher> =>
  new Map(state.transactionData.vouchers.map((v) => [v.voucherId, v] as const))

/** Open, nothing assigned, not ignored: a transaction a proposal may be made for or kept on. */
const isProposable = (view: TransactionView | undefined): view is TransactionView =>
  view !== undefined &&
  view.record.ignored !== true &&
  view.bookingState === 'UNASSIGNED' &&
  !isZeroMoney(view.openAmount)

/** Whether the proposal's transaction and vouchers are as they were when it was made. */
export const isUnchanged = (state: MemoryState, proposal: StoredProposal, vouchers: ReadonlyMap<string, StoredVoucher>): boolean => {
  const view = transactionViewOf(state, proposal.financialTransactionId)
  if (!isProposable(view) || (view.record.lockVersion ?? 0) !== proposal.transactionLockVersion) return false
  return proposal.payments.every((p) => {
    const voucher = vouchers.get(p.voucherId)
    return voucher !== undefined && (voucher.lockVersion ?? 0) === p.voucherLockVersion
  })
}

export const nowIso = (state: MemoryState): string => state.clock.now().toISOString()

/** A fresh proposal id; `taken` holds the ids in use (built once per refresh, not searched per id). */
const newProposalId = (state: MemoryState, taken: ReadonlySet<string>): string => newId(state, NEW_PROPOSAL_ID_PREFIX, (id) => taken.has(id))

const matchTransactionOf = (view: TransactionView): MatchTransaction => ({
  financialTransactionId: view.record.financialTransactionId,
  amount: amountOfRecord(view.record),
  openAmount: view.openAmount,
  lockVersion: view.record.lockVersion ?? 0,
  transactionDate: view.record.transactionDate,
  purpose: view.record.purpose ?? null,
  additionalInfo: view.record.additionalInfo ?? null,
  recipientOrSenderName: view.record.recipientOrSenderName ?? null,
})

const matchVoucherOf = (state: MemoryState, voucher: StoredVoucher): MatchVoucher => ({
  voucherId: voucher.voucherId,
  voucherSource: voucher.voucherSource,
  direction: voucher.direction,
  voucherNumber: voucher.voucherNumber,
  voucherDate: voucher.voucherDate,
  openAmount: voucherOpenAmountOf(state, voucher),
  contactName: voucher.contactName ?? null,
  hasCashDiscount: voucher.hasCashDiscount ?? null,
  cashDiscountPercent: voucher.cashDiscountPercent ?? null,
})

// --- keeping the proposals in step with the records

const partition = <A>(items: ReadonlyArray<A>, test: (a: A) => boolean): readonly [A[], A[]] => {
  const yes: A[] = []
  const no: A[] = []
  for (const item of items) (test(item) ? yes : no).push(item)
  return [yes, no]
}

/**
 * Whether a PENDING proposal's transaction was booked with exactly its payments (the UI accepts one proposal through
 * the assign call): then its assignment is an accepted proposal's (the list's acceptedProposals filter).
 */
const wasAcceptedByHand = (state: MemoryState, proposal: StoredProposal): boolean => {
  if (proposal.reviewResult !== 'PENDING') return false
  const payments = activePaymentsOf(state, proposal.financialTransactionId)
  return (
    payments.length === proposal.payments.length &&
    proposal.payments.every((p) => payments.some((x) => x.voucherId === p.voucherId && x.paymentAmount === p.paymentAmount))
  )
}

/** Every transaction's pendingProposalId as its PENDING proposal's id (or none). */
export const alignPendingProposalIds = (state: MemoryState): void => {
  const pendingOf = new Map(
    state.proposalData.proposals.filter((p) => p.reviewResult === 'PENDING').map((p) => [p.financialTransactionId, p.proposalId] as const),
  )
  const updates = new Map<string, string | null>()
  for (const record of state.transactionData.transactions) {
    const wanted = pendingOf.get(record.financialTransactionId) ?? null
    const current = record.pendingProposalId ?? null
    if (wanted !== current) updates.set(record.financialTransactionId, wanted)
  }
  setPendingProposalIds(state, updates)
}

/**
 * Drops the proposals whose transaction or vouchers changed, with `propose` proposes for the open transactions
 * without a pending proposal (core's matchProposals over the vouchers no pending proposal holds), and aligns
 * pendingProposalId.
 */
export const refreshProposals = (state: MemoryState, propose: boolean): void => {
  const steps = refreshingProposals(state, propose)
  while (steps.next().done !== true);
}

/** refreshProposals in steps: the matching's (matchingProposals); what it changes, all in the last step. */
function* refreshingProposals(state: MemoryState, propose: boolean): Generator<undefined, void, undefined> {
  const data = state.proposalData
  const vouchers = vouchersById(state)
  const [kept, dropped] = partition(data.proposals, (p) => isUnchanged(state, p, vouchers))
  data.proposals = kept
  for (const proposal of dropped) if (wasAcceptedByHand(state, proposal)) setAcceptedProposalId(state, proposal.financialTransactionId, proposal.proposalId)
  const pending = data.proposals.filter((p) => p.reviewResult === 'PENDING')
  const proposedTransactions = new Set(pending.map((p) => p.financialTransactionId))
  const proposedVouchers = new Set(pending.flatMap((p) => p.payments.map((x) => x.voucherId)))
  const rejected = new Set(data.rejectedPairs)
  const open = (propose ? state.transactionData.vouchers : [])
    .filter((v) => !proposedVouchers.has(v.voucherId))
    .map((v) => matchVoucherOf(state, v))
    .filter((v) => compareMoney(v.openAmount, ZERO_MONEY) > 0)
  // oldest first: new proposals are made in the order the money arrived; nothing to match against (a seed of
  // transactions only, the list benchmark's 100,000): the transactions are not even read.
  const transactions =
    !propose || open.length === 0
      ? []
      : [...transactionViews(state)]
          .reverse()
          .filter((view) => isProposable(view) && !proposedTransactions.has(view.record.financialTransactionId))
          .map(matchTransactionOf)
  const matches =
    transactions.length === 0
      ? []
      : yield* matchingProposals(
          transactions,
          open,
          {
            isExcluded: (transactionId, voucherId) => rejected.has(rejectedPairKey(transactionId, voucherId)),
            voucherIdsAssignedToReservations: voucherIdsHeldByReservations(state),
          },
          PROPOSALS_MATCH_SLICE,
        )
  if (matches.length > 0) {
    const createdAt = nowIso(state)
    const taken = new Set(data.proposals.map((p) => p.proposalId))
    const lockOf = new Map(transactions.map((tx): readonly [string, number] => [tx.financialTransactionId, tx.lockVersion ?? 0]))
    data.proposals = [
      ...data.proposals,
      ...matches.map(
        (match): StoredProposal => ({
          proposalId: newProposalId(state, taken),
          financialTransactionId: match.financialTransactionId,
          lockVersion: 0,
          reviewResult: 'PENDING',
          note: null,
          createdAt,
          transactionLockVersion: lockOf.get(match.financialTransactionId) ?? 0,
          payments: match.payments.map((p) => ({
            voucherId: p.voucherId,
            voucherSource: p.voucherSource,
            paymentAmount: toWireAmount(p.paymentAmount),
            paymentDifferenceStrategy: p.paymentDifferenceStrategy,
            reasons: [...p.reasons],
            voucherLockVersion: vouchers.get(p.voucherId)?.lockVersion ?? 0,
          })),
        }),
      ),
    ]
  }
  alignPendingProposalIds(state)
}

/**
 * A refresh after an import of many rows, done in steps between the calls instead of inside the import's last status
 * read (about 350 ms for 40,000 rows): the derived values first (deriveAhead), then the matching in slices. The db
 * runs it before the next call (every call waits for it, store/persistence.ts runBeforeNextCall); a call that reaches
 * the db first (the db's own callers) refreshes at once instead (beforeOperation), and the steps left are dropped.
 */
export const refreshProposalsAhead = async (state: MemoryState, pause: () => Promise<void>): Promise<void> => {
  const due = state.proposalData.refreshDue
  if (due === undefined) return
  await deriveAhead(state, pause)
  if (state.proposalData.refreshDue !== due) return
  const steps = refreshingProposals(state, true)
  for (;;) {
    if (steps.next().done === true) break
    await pause()
    if (state.proposalData.refreshDue !== due) return
  }
  state.proposalData.refreshDue = undefined
  // What the refresh changed (pending proposal ids) is derived again for the lists, in steps too.
  await deriveAhead(state, pause)
}
