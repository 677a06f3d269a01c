/**
 * The transactions part of the memory db's state (transactions-import-proposals 3, 5, 7; hub-and-business-account 3,
 * 5): bank transactions, reserved transactions, vouchers, payments, posting categories and telemetry events. Every
 * record is plain JSON in wire shape (amounts as numbers), so the demo snapshot keeps it as it is
 * (store/snapshot.ts). What follows from the payments is never stored: a transaction's openAmount and bookingState,
 * a reserved transaction's state and openAmount and a voucher's openAmount are derived (derived.ts), so
 * they can never disagree with the payments.
 */
import type {
  BookingState,
  FinancialTransactionWire,
  PaymentDifferenceStrategy,
  PostingCategory,
  ReservedTransaction,
  TransactionSummary,
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
  /**
   * chosen (issue 26): the bank's own reference of the booking, kept from an MT940 or CAMT import, so that a later
   * file with the same booking finds it as a suspected duplicate. Absent or null: none known.
   */
  readonly bankReference?: string | null
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

/** A payment as a seed may give it: a note left out is no note (createTransactionState makes it null). */
export type SeedPayment = Omit<StoredPayment, 'note'> & { readonly note?: string | null }

/**
 * What a seed brings of transactions (the demo: fixtures/src/demo-transactions.ts, whose DemoTransactionData it
 * accepts as it is): fields a record may leave out are normalised when the state is created.
 */
export interface MemoryTransactionsSeed {
  readonly transactions: ReadonlyArray<StoredTransaction>
  readonly reservedTransactions: ReadonlyArray<StoredReservedTransaction>
  readonly vouchers: ReadonlyArray<StoredVoucher>
  readonly payments: ReadonlyArray<SeedPayment>
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
   * Derived values of the records, built on first read and dropped on every change (derived.ts). Never
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

/** A booked transaction in short (MemorySeed's transactions): its id, account, date and whether it is assigned. */
export interface MemoryTransactionShorthand {
  readonly transactionId: string
  readonly financialAccountId: string
  /** YYYY-MM-DD */
  readonly bookingDate: string
  /** Assigned to a voucher: never needless. */
  readonly assigned: boolean
}

/**
 * chosen: a shorthand transaction is an outgo of SHORTHAND_AMOUNT; an assigned one is paid in full by a purchase
 * invoice of its own (so its booking state is derived as every transaction's is).
 */
const SHORTHAND_AMOUNT = -10

/** The records of shorthand transactions: the transactions, and for each assigned one its voucher and payment. */
export const shortTransactionsOf = (
  short: ReadonlyArray<MemoryTransactionShorthand>,
): Pick<TransactionRecords, 'transactions' | 'vouchers' | 'payments'> => ({
  transactions: short.map((s) => ({
    financialTransactionId: s.transactionId,
    financialAccountId: s.financialAccountId,
    transactionDate: s.bookingDate,
    amount: SHORTHAND_AMOUNT,
    purpose: `Buchung ${s.transactionId}`,
    lockVersion: 0,
  })),
  vouchers: short
    .filter((s) => s.assigned)
    .map((s) => ({
      voucherId: `v-${s.transactionId}`,
      voucherSource: 'BOOKKEEPING_VOUCHER' as const,
      voucherType: 'purchaseinvoice' as const,
      direction: 'outgo' as const,
      voucherNumber: `RE-${s.transactionId}`,
      voucherDate: s.bookingDate,
      totalGrossAmount: -SHORTHAND_AMOUNT,
      lockVersion: 0,
    })),
  payments: short
    .filter((s) => s.assigned)
    .map((s) => ({
      paymentId: `pay-${s.transactionId}`,
      financialTransactionId: s.transactionId,
      voucherId: `v-${s.transactionId}`,
      voucherSource: 'BOOKKEEPING_VOUCHER' as const,
      paymentAmount: SHORTHAND_AMOUNT,
      originalPaymentAmount: SHORTHAND_AMOUNT,
      paymentDate: s.bookingDate,
      paymentDifferenceStrategy: null,
      journalized: false,
      note: null,
    })),
})

/** The state of a seed's records and its shorthand transactions, one store. */
export const createTransactionState = (
  seed: MemoryTransactionsSeed | undefined,
  shorthand: ReadonlyArray<MemoryTransactionShorthand> = [],
): TransactionState => {
  const copy = structuredClone(seed ?? EMPTY_TRANSACTIONS_SEED)
  const short = shortTransactionsOf(shorthand)
  return {
    transactions: [...copy.transactions, ...short.transactions],
    reservedTransactions: [...copy.reservedTransactions],
    vouchers: [...copy.vouchers, ...short.vouchers],
    payments: [...copy.payments.map((p): StoredPayment => ({ ...p, note: p.note ?? null })), ...short.payments],
    postingCategories: [...copy.postingCategories],
    events: [],
    derived: undefined,
  }
}

/** A list page kept for the first screen after a reload (transaction-head.ts): its rows as listed then. */
export interface StoredHeadList {
  /** The list's query as a key (the search as the route read it). */
  readonly query: string
  readonly content: ReadonlyArray<{ readonly record: StoredTransaction; readonly openAmount: number; readonly bookingState: BookingState }>
  readonly totalElements: number
  readonly pageNumber: number
  readonly pageSize: number
}

export interface StoredTransactionHead {
  readonly lists: ReadonlyArray<StoredHeadList>
  readonly summaries: ReadonlyArray<TransactionSummary>
}

export interface TransactionHeadState {
  /** The list queries answered last (as keys), newest first. */
  queries: ReadonlyArray<string>
  /** The summary dates answered last, newest first. */
  summaryDates: ReadonlyArray<string>
  /** The head as read from the store: what answers while the stored bookkeeping is not read yet. */
  stored: StoredTransactionHead | undefined
}

export const createTransactionHeadState = (): TransactionHeadState => ({ queries: [], summaryDates: [], stored: undefined })
