/**
 * Transaction UI state, reserved transaction state and the transaction list filters
 * (spec: transactions-import-proposals 4).
 */
import { isZeroMoney } from '../money/money.ts'
import type { BookingState, FinancialTransaction, ReservedTransactionState } from './model.ts'

/** The states a transaction row shows, in the spec's spelling. */
export const TRANSACTION_UI_STATES = ['done', 'ignored', 'info', 'pending_proposal', 'open', 'partially_assigned'] as const
export type TransactionUiState = (typeof TRANSACTION_UI_STATES)[number]

/**
 * The word of each state, on a list row's badge and in the assignment panel (never a colour alone). One place for
 * both, so a row and its panel say the same.
 */
export const TRANSACTION_UI_STATE_LABELS: Readonly<Record<TransactionUiState, string>> = {
  done: 'Zugeordnet',
  partially_assigned: 'Teilweise zugeordnet',
  open: 'Offen',
  pending_proposal: 'Vorschlag',
  info: 'Info',
  ignored: 'Ausgeblendet',
}

export type TransactionUiStateInput = Pick<FinancialTransaction, 'amount' | 'bookingState' | 'ignored' | 'pendingProposalId'>

const hasPendingProposal = (tx: TransactionUiStateInput): boolean =>
  typeof tx.pendingProposalId === 'string' && tx.pendingProposalId.trim() !== ''

/**
 * The UI state of a transaction: done when completely assigned, ignored when ignored, info when its amount is 0,
 * pending_proposal when a proposal waits for review, partially_assigned, else open.
 * Reading: where several apply, the first of ignored, info, done, pending_proposal, partially_assigned, open wins.
 * Ignored first, because it is the user's explicit choice; info before done, because an amount of 0 cannot be
 * assigned; a pending proposal beats partial assignment, because reviewing it is the next thing to do.
 * @example toTransactionUiState({ amount: m('-12.5'), bookingState: 'UNASSIGNED', pendingProposalId: 'p1' }) // 'pending_proposal'
 */
export const toTransactionUiState = (tx: TransactionUiStateInput): TransactionUiState => {
  if (tx.ignored === true) return 'ignored'
  if (isZeroMoney(tx.amount)) return 'info'
  if (tx.bookingState === 'COMPLETELY_ASSIGNED') return 'done'
  if (hasPendingProposal(tx)) return 'pending_proposal'
  return tx.bookingState === 'PARTIALLY_ASSIGNED' ? 'partially_assigned' : 'open'
}

export type ReservedTransactionUiState = Extract<TransactionUiState, 'done' | 'open' | 'partially_assigned'>

/**
 * A reserved transaction's UI state: completely_assigned becomes done, none (null or absent) becomes open,
 * partially_assigned stays partially_assigned.
 * @example toReservedTransactionUiState(null) // 'open'
 */
export const toReservedTransactionUiState = (state: ReservedTransactionState | null | undefined): ReservedTransactionUiState => {
  if (state === 'completely_assigned') return 'done'
  return state === 'partially_assigned' ? 'partially_assigned' : 'open'
}

/** The three filters of the transaction list. */
export const TRANSACTION_FILTERS = ['open', 'all', 'ignored'] as const
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number]

/** What a filter asks the transactions call for (its assignmentStates and ignored parameters). */
export interface TransactionFilterQuery {
  readonly assignmentStates: ReadonlyArray<BookingState>
  readonly ignored: boolean
}

/**
 * The query of a filter: open = partially assigned and unassigned; all = completely, partially and unassigned;
 * ignored = the ignored transactions.
 * Reading: the spec's "open" in the filters is the booking state UNASSIGNED (so a transaction with a pending proposal
 * or an amount of 0 is in it too); open and all list only transactions that are not ignored; ignored lists ignored
 * transactions whatever their booking state, so none is ever out of every filter.
 * @example toTransactionFilterQuery('open') // { assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'], ignored: false }
 */
export const toTransactionFilterQuery = (filter: TransactionFilter): TransactionFilterQuery => {
  switch (filter) {
    case 'open':
      return { assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'], ignored: false }
    case 'all':
      return { assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'], ignored: false }
    case 'ignored':
      return { assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'], ignored: true }
  }
}

/**
 * Whether a transaction belongs in a filter's list, by the same query the server answers.
 * @example isTransactionInFilter({ bookingState: 'COMPLETELY_ASSIGNED', ignored: false }, 'open') // false
 */
export const isTransactionInFilter = (
  tx: Pick<FinancialTransaction, 'bookingState' | 'ignored'>,
  filter: TransactionFilter,
): boolean => {
  const query = toTransactionFilterQuery(filter)
  return (tx.ignored === true) === query.ignored && query.assignmentStates.includes(tx.bookingState)
}
