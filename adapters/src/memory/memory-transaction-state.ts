/**
 * The transactions part of the memory db's state (transactions-import-proposals 3, 5, 7; hub-and-business-account 3,
 * 5): bank transactions, reserved transactions, vouchers, payments, posting categories and telemetry events. Every
 * record is plain JSON in wire shape (amounts as numbers), so the demo snapshot keeps it as it is
 * (memory-snapshot.ts). What follows from the payments is never stored: a transaction's openAmount and bookingState,
 * a reserved transaction's state and openAmount and a voucher's openAmount are derived (memory-transactions.ts), so
 * they can never disagree with the payments.
 */
import type {
  FinancialTransactionWire,
  PaymentDifferenceStrategy,
  PostingCategory,
  ReservedTransaction,
  VoucherSource,
  VoucherWire,
} from '@kontor/core'

/** A bank transaction: the wire fields but the derived ones; its account and date always given. */
export type StoredTransaction = Omit<FinancialTransactionWire, 'openAmount' | 'bookingState'> & {
  readonly financialAccountId: string
  /** YYYY-MM-DD */
  readonly transactionDate: string
  /**
   * chosen: the proposal this transaction's assignment came from, when it was an accepted proposal (the list's
   * acceptedProposals filter). Absent or null: assigned by hand, or not at all.
   */
  readonly acceptedProposalId?: string | null
}

/** A reserved (pending) transaction: the wire fields but the derived state and openAmount. */
export type StoredReservedTransaction = Omit<ReservedTransaction, 'state' | 'openAmount' | 'amount' | 'createdDate'> & {
  readonly amount: number
  readonly createdDate?: string | null
}

/** A voucher: the wire fields but openAmount, which is gross − Σ|settled| of its payments. */
export type StoredVoucher = Omit<VoucherWire, 'openAmount'> & {
  /** chosen: a financial voucher (categorised without receipt) keeps its category and rate. */
  readonly postingCategoryId?: string | null
  readonly taxRatePercent?: number | null
}

/**
 * A payment of a transaction (or a reserved transaction) on one voucher. paymentAmount is the money of the transaction
 * moved (signed), originalPaymentAmount what it settled of the voucher (signed); they differ when a strategy closes a
 * difference. A reversed payment keeps its record with the reversal's date and no longer counts.
 */
export interface StoredPayment {
  readonly paymentId: string
  readonly financialTransactionId?: string | null
  readonly reservedFinancialTransactionId?: string | null
  readonly voucherId: string
  readonly voucherSource: VoucherSource
  readonly paymentAmount: number
  readonly originalPaymentAmount: number
  /** YYYY-MM-DD */
  readonly paymentDate: string
  readonly paymentDifferenceStrategy: PaymentDifferenceStrategy | null
  readonly journalized: boolean
  readonly note: string | null
  /** chosen: set when the payment was reversed (YYYY-MM-DD); a reversed payment is undone but kept for the books. */
  readonly reverseDate?: string | null
}

/** A posting category and the category it belongs under (null: a root). */
export type StoredPostingCategory = PostingCategory & { readonly parentId: string | null }

/** An event the telemetry calls received (kept for tests and the demo; bounded, the oldest go first). */
export interface StoredTelemetryEvent {
  readonly kind: 'tag' | 'event' | 'log'
  readonly body: unknown
}

/** What a seed brings of transactions (the demo: fixtures/src/demo-transactions.ts). */
export interface MemoryTransactionsSeed {
  readonly transactions: ReadonlyArray<StoredTransaction>
  readonly reservedTransactions: ReadonlyArray<StoredReservedTransaction>
  readonly vouchers: ReadonlyArray<StoredVoucher>
  readonly payments: ReadonlyArray<StoredPayment>
  readonly postingCategories: ReadonlyArray<StoredPostingCategory>
}

/** The records of the transactions part, each array replaced on change (never changed in place). */
export interface TransactionRecords {
  transactions: StoredTransaction[]
  reservedTransactions: StoredReservedTransaction[]
  vouchers: StoredVoucher[]
  payments: StoredPayment[]
  postingCategories: StoredPostingCategory[]
  events: StoredTelemetryEvent[]
}

export interface TransactionState extends TransactionRecords {
  /**
   * Derived values of the records, built on first read and dropped on every change (memory-transactions.ts). Never
   * stored: it follows from the records.
   */
  derived: unknown
}

export const EMPTY_TRANSACTIONS_SEED: MemoryTransactionsSeed = {
  transactions: [],
  reservedTransactions: [],
  vouchers: [],
  payments: [],
  postingCategories: [],
}

export const createTransactionState = (seed: MemoryTransactionsSeed | undefined): TransactionState => {
  const copy = structuredClone(seed ?? EMPTY_TRANSACTIONS_SEED)
  return {
    transactions: [...copy.transactions],
    reservedTransactions: [...copy.reservedTransactions],
    vouchers: [...copy.vouchers],
    payments: [...copy.payments],
    postingCategories: [...copy.postingCategories],
    events: [],
    derived: undefined,
  }
}
