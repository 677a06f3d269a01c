/**
 * The transaction records as the other parts of the memory db read and write them: the needless transactions
 * (accounts/needless.ts), a CSV import's rows (csv-import/import-jobs.ts) and the proposals (proposals/).
 */
import type { BookingState, FinancialTransactionWire, Money, VoucherWire } from '@kontor/core'
import type { DbResult } from '../store/failures.ts'
import { bumped, type MemoryState } from '../store/state.ts'
import { changed, derivedOf } from './derived.ts'
import { reservedVoucherIds } from './payments.ts'
import { answerTransaction, findRow, voucherOpenOf, voucherWireOf } from './transaction-answers.ts'
import type { StoredPayment, StoredTransaction, StoredVoucher } from './transaction-state.ts'

/** Removes transactions (the needless ones, accounts/needless.ts) with their payments, reversed ones included. */
export const removeTransactions = (state: MemoryState, ids: ReadonlySet<string>): void => {
  const tx = state.transactionData
  tx.transactions = tx.transactions.filter((t) => !ids.has(t.financialTransactionId))
  tx.payments = tx.payments.filter((p) => p.financialTransactionId == null || !ids.has(p.financialTransactionId))
  changed(state)
}

/** Ignores transactions (the needless ones), each lockVersion bumped. */
export const setIgnored = (state: MemoryState, ids: ReadonlySet<string>): void => {
  const tx = state.transactionData
  tx.transactions = tx.transactions.map((t) =>
    ids.has(t.financialTransactionId) ? { ...t, ignored: true, lockVersion: bumped(t.lockVersion) } : t,
  )
  changed(state)
}

/** Whether anything of a booked transaction is assigned (derived from its payments). */
export const isAssigned = (state: MemoryState, financialTransactionId: string): boolean =>
  findRow(state, financialTransactionId)?.bookingState !== 'UNASSIGNED'

/**
 * Adds transactions (a CSV import's rows), all in one write: the lists, summaries and the account's latest
 * transactions show them from the next read on. Ids already taken are a defect of the caller.
 */
export const insertTransactions = (state: MemoryState, records: ReadonlyArray<StoredTransaction>): void => {
  const taken = new Set(state.transactionData.transactions.map((t) => t.financialTransactionId))
  if (records.some((r) => taken.has(r.financialTransactionId))) throw new Error('memory transactions: an inserted id is taken')
  state.transactionData.transactions = [...state.transactionData.transactions, ...records]
  changed(state)
}

// --- what the proposals read and write (proposals/)

/** A transaction as the proposals read it: its record and what follows from its payments. */
export interface TransactionView {
  readonly record: StoredTransaction
  readonly openAmount: Money
  readonly bookingState: BookingState
}

/** Every transaction with its derived values, in list order (newest first). */
export const transactionViews = (state: MemoryState): ReadonlyArray<TransactionView> => derivedOf(state).rows

export const transactionViewOf = (state: MemoryState, id: string): TransactionView | undefined => findRow(state, id)

/** A transaction in wire form, for the proposal list's entries. */
export const transactionWireById = (state: MemoryState, id: string): DbResult<FinancialTransactionWire> => answerTransaction(state, id)

/** What is open on a voucher (positive), derived from its payments. */
export const voucherOpenAmountOf = (state: MemoryState, voucher: StoredVoucher): Money => voucherOpenOf(state, voucher)

export const voucherWireFor = (state: MemoryState, voucher: StoredVoucher): VoucherWire => voucherWireOf(state, voucher)

/** Vouchers a reserved transaction's payment holds: the assignment rules refuse them. */
export const voucherIdsHeldByReservations = (state: MemoryState): ReadonlyArray<string> => reservedVoucherIds(state)

/**
 * Sets (a string) or clears (null) the pending proposal of transactions, in one write. chosen: this is the server's
 * own note on the transaction, not a change by a user, so the transaction's lockVersion stays.
 */
export const setPendingProposalIds = (state: MemoryState, updates: ReadonlyMap<string, string | null>): void => {
  if (updates.size === 0) return
  const tx = state.transactionData
  tx.transactions = tx.transactions.map((t) => {
    const update = updates.get(t.financialTransactionId)
    if (update === undefined) return t
    const { pendingProposalId: _old, ...rest } = t
    return update === null ? rest : { ...rest, pendingProposalId: update }
  })
  changed(state)
}

/** Marks a transaction's assignment as an accepted proposal's (the list's acceptedProposals filter). */
export const setAcceptedProposalId = (state: MemoryState, financialTransactionId: string, proposalId: string): void => {
  const tx = state.transactionData
  tx.transactions = tx.transactions.map((t) =>
    t.financialTransactionId === financialTransactionId ? { ...t, acceptedProposalId: proposalId } : t,
  )
  changed(state)
}

/** A transaction's payments that count (not reversed). */
export const activePaymentsOf = (state: MemoryState, financialTransactionId: string): ReadonlyArray<StoredPayment> =>
  derivedOf(state).paymentsByTransaction.get(financialTransactionId) ?? []
