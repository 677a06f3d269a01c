/**
 * Transactions, reserved transactions, vouchers, payments, posting categories and telemetry of the memory db (spec:
 * transactions-import-proposals 3, 4, 5, 7, 8; hub-and-business-account 3 "Transaction summary", 5 "Categorise
 * without receipt", 8). Every rule is core's (validateVoucherAssignment, toPaymentDifference,
 * toPaymentDifferenceStrategies, validatePaymentDifferenceStrategy, validateReversalDate, validateVoucherPaymentUnassign,
 * validateCategoriseWithoutReceipt, toTransactionFilterQuery's states); this module only keeps the records and says
 * which rule applies when. Open amounts and booking states are derived from the payments on every read, never stored.
 *
 * Chosen where the spec is silent:
 * - A payment whose amount falls short of its voucher's open amount without a strategy is a PARTIAL_PAYMENT (the
 *   voucher stays open for the rest); one that exceeds it needs a surplus strategy the options offer.
 * - CASH_DISCOUNT is offered only for a voucher that grants one (hasCashDiscount).
 * - A strategy other than PARTIAL_PAYMENT settles the voucher's whole open amount (originalPaymentAmount = the signed
 *   open amount); PARTIAL_PAYMENT and a payment without difference settle what was paid.
 * - A voucher with nothing open takes no payment (transactions.invalidVoucherPaymentAmount).
 * - A reversed payment is kept with its reverseDate and counts no longer: the voucher and the transaction are open
 *   again by its amounts.
 * - Deleting (or reversing) a payment is forbidden while a later payment on the same voucher closed a dunning, cash
 *   discount, currency or fee difference (hub 8); "later" is stored after it.
 */
import {
  compareMoney,
  formatMoneyAmount,
  fromWireAmount,
  isZeroMoney,
  LocalDateCodec,
  subtractMoney,
  sumMoney,
  toAbsoluteMoney,
  toPaymentDifference,
  toPaymentDifferenceStrategies,
  toPostingDirectionOfAmount,
  toSignedVoucherAmount,
  toWireAmount,
  TRANSACTIONS_PAGE_SIZE,
  RESERVED_TRANSACTIONS_PAGE_SIZE,
  validateCategoriseWithoutReceipt,
  validatePaymentDifferenceStrategy,
  validateReversalDate,
  validateTransactionDateRange,
  validateTransactionSearchTerm,
  validateVoucherAssignment,
  validateVoucherPaymentUnassign,
  validationIssue,
  voucherMatchReasons,
  ZERO_MONEY,
  type AssignReservedVoucherPaymentsRequest,
  type AssignVoucherPaymentsRequest,
  type BookingState,
  type CategoriseRequest,
  type FinancialTransactionWire,
  type FinancialVoucherDefault,
  type IgnoreTransactionRequest,
  type LogRequest,
  type Money,
  type PaymentDifferenceStrategy,
  type PaymentOption,
  type PaymentOptionsRequest,
  type PostingCategory,
  type PostingDirection,
  type ReservedTransactionState,
  type UserEventRequest,
  type UserTagRequest,
  type ValidationIssue,
  type VoucherPaymentItem,
  type VoucherProposalReason,
  type VoucherSearchRequest,
  type VoucherWire,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import type { ReservedTransactionsSearch, TransactionsSearch } from '../wire/transaction-queries.ts'
import { TRANSACTION_QUERY } from '../wire/transaction-queries.ts'
import { MEMORY_DERIVE_SLICE } from './constants.ts'
import {
  HTTP_BAD_REQUEST,
  HTTP_NOT_FOUND,
  ISSUE_KEYS,
  accountNotFound,
  badRequest,
  fail,
  invalidQueryParameter,
  issueOf,
  rejected,
  staleLock,
  type DbResult,
} from './memory-failures.ts'
import { bumped, copyOf, findAccount, isStale, newId, todayOf, type MemoryState } from './memory-state.ts'
import type {
  StoredPayment,
  StoredPostingCategory,
  StoredReservedTransaction,
  StoredTransaction,
  StoredVoucher,
  TransactionState,
} from './memory-transaction-state.ts'

/** The issue keys of this module; each has its German text in core's catalogue (memory-transactions.test.ts). */
export const TRANSACTION_ISSUE_KEYS = {
  /** chosen */
  transactionNotFound: 'transactions.transactionNotFound',
  /** chosen */
  reservedTransactionNotFound: 'transactions.reservedTransactionNotFound',
  /** chosen */
  voucherNotFound: 'transactions.voucherNotFound',
  /** chosen */
  paymentNotFound: 'transactions.paymentNotFound',
  /** chosen */
  postingCategoryNotFound: 'transactions.postingCategoryNotFound',
  /** hub-and-business-account 8 */
  tooManyTransactionsInSearch: 'too_many_transactions_in_search',
  ignoreAssignedForbidden: 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN',
  invalidState: 'INVALID_STATE',
  invalidVoucherPaymentAmount: 'transactions.invalidVoucherPaymentAmount',
  invalidPaymentAmount: 'transactions.invalidPaymentAmount',
  /** chosen: a journalized payment is reversed, not deleted */
  journalizedPaymentNotDeletable: 'transactions.journalizedPaymentNotDeletable',
  /** chosen: only a journalized payment is reversed; any other is deleted */
  paymentNotJournalized: 'transactions.paymentNotJournalized',
  /** chosen: an ignored transaction is unignored before it is assigned */
  ignoredTransactionNotAssignable: 'transactions.ignoredTransactionNotAssignable',
  /** hub-and-business-account 8: a later payment's difference on the same voucher depends on this one */
  deletionForbiddenDunningFee: 'transactions.deletionForbiddenDunningFee',
  deletionForbiddenCashDiscount: 'transactions.deletionForbiddenCashDiscount',
  deletionForbiddenCurrencyDifference: 'transactions.deletionForbiddenCurrencyDifference',
  deletionForbiddenBankFee: 'transactions.deletionForbiddenBankFee',
  /** chosen: removing an invoice's payment would leave a netted credit note paying more than the transaction */
  removalLeavesCreditNoteAlone: 'transactions.removalLeavesCreditNoteAlone',
} as const

/** The strategies of a later payment that forbid deleting an earlier one on the same voucher, with their keys. */
const DELETION_FORBIDDEN_KEYS: Partial<Record<PaymentDifferenceStrategy, string>> = {
  DUNNING_FEE: TRANSACTION_ISSUE_KEYS.deletionForbiddenDunningFee,
  CASH_DISCOUNT: TRANSACTION_ISSUE_KEYS.deletionForbiddenCashDiscount,
  CURRENCY_DIFFERENCE: TRANSACTION_ISSUE_KEYS.deletionForbiddenCurrencyDifference,
  BANK_FEE: TRANSACTION_ISSUE_KEYS.deletionForbiddenBankFee,
}

/**
 * chosen: a search term matching more transactions than this is refused with TOO_MANY_TRANSACTIONS_IN_SEARCH
 * (hub 8), as the server refuses a search it would have to page through too far.
 */
export const TRANSACTION_SEARCH_MAX_MATCHES_COUNT = 10_000
/** chosen: the largest page the list answers. */
export const TRANSACTIONS_MAX_PAGE_SIZE = 1_000
/** chosen: how many transactions the account's latest list holds. */
export const LATEST_TRANSACTIONS_COUNT = 10
/** chosen: how many proposals the voucher proposal call answers at most. */
export const VOUCHER_PROPOSALS_MAX_COUNT = 9
/** chosen: the telemetry events the db keeps; older ones are dropped. */
export const TELEMETRY_EVENTS_MAX_COUNT = 500
/** chosen: the tax rate a new financial voucher starts with (the German standard rate). */
export const FINANCIAL_VOUCHER_DEFAULT_TAX_RATE_PERCENT = 19

// --- amounts

/** A stored amount as Money; the records only hold amounts the wire codec accepted. */
export const moneyOf = (amount: number): Money => {
  const money = fromWireAmount(amount)
  if (E.isLeft(money)) throw new Error(`memory transactions: stored amount ${amount} is no amount`)
  return money.right
}

const wireOf = (money: Money): number => toWireAmount(money)

// --- derived values (built once per change of the records)

interface TransactionRow {
  readonly record: StoredTransaction
  readonly openAmount: Money
  readonly bookingState: BookingState
  /** Lowercase purpose, name, additional info and the amount as de-DE text with and without thousands dots. */
  readonly searchText: string
  /**
   * The transaction date as the number YYYYMMDD: the filters compare numbers, several times faster over 100,000
   * records than the stored date strings (npm run bench, transaction list).
   */
  readonly dateKey: number
  readonly amountIsZero: boolean
  /** The record's facts the filters read, kept beside the derived ones (one object per row is read, not two). */
  readonly financialAccountId: string
  readonly ignored: boolean
  readonly pendingProposal: boolean
  readonly acceptedProposal: boolean
}

/** A YYYY-MM-DD date as the number YYYYMMDD (the order of the dates). */
const dateKeyOf = (date: string): number => Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

interface Derived {
  /** Newest transactionDate first; of one day, the later stored first. */
  readonly rows: ReadonlyArray<TransactionRow>
  readonly rowById: ReadonlyMap<string, TransactionRow>
  readonly paymentsByTransaction: ReadonlyMap<string, ReadonlyArray<StoredPayment>>
  readonly paymentsByReserved: ReadonlyMap<string, ReadonlyArray<StoredPayment>>
  readonly paymentsByVoucher: ReadonlyMap<string, ReadonlyArray<StoredPayment>>
  readonly voucherOpen: ReadonlyMap<string, Money>
  /**
   * Every row's search text in list order, joined by NUL (which a search term never holds: core turns control
   * characters into spaces), and where each row's text starts. One indexOf through one string finds the matches
   * several times faster than an includes per row.
   */
  readonly searchBlob: string
  readonly searchStarts: Int32Array
  /**
   * The facts the list filters read, one column per fact in list order (typed arrays: a filter over 100,000 rows
   * reads numbers, never row objects). dateKeys falls from the first row to the last, so a date range is a slice
   * found by binary search.
   */
  readonly dateKeys: Int32Array
  /** FLAG_* bits and the booking state's code (STATE_CODES) from STATE_SHIFT on. */
  readonly flags: Uint8Array
  readonly accountIndexes: Int32Array
  readonly accountIndexById: ReadonlyMap<string, number>
}

const FLAG_IGNORED = 1
const FLAG_PENDING_PROPOSAL = 2
/** An accepted proposal whose assignment stands (the acceptedProposals filter). */
const FLAG_ACCEPTED_PROPOSAL = 4
const STATE_SHIFT = 3
const STATE_CODES: Readonly<Record<BookingState, number>> = { UNASSIGNED: 0, PARTIALLY_ASSIGNED: 1, COMPLETELY_ASSIGNED: 2 }

const flagsOf = (row: TransactionRow): number =>
  (row.ignored ? FLAG_IGNORED : 0) |
  (row.pendingProposal ? FLAG_PENDING_PROPOSAL : 0) |
  (row.acceptedProposal && row.bookingState !== 'UNASSIGNED' ? FLAG_ACCEPTED_PROPOSAL : 0) |
  (STATE_CODES[row.bookingState] << STATE_SHIFT)

/** The list positions of the rows whose search text holds the term, as flags, and how many there are. */
const searchMatches = (derived: Derived, term: string): { readonly matches: Uint8Array; readonly count: number } => {
  const flags = new Uint8Array(derived.rows.length)
  let count = 0
  const starts = derived.searchStarts
  let from = derived.searchBlob.indexOf(term)
  while (from !== -1) {
    // The row whose text holds the match: the last start at or before it.
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if ((starts[mid] ?? 0) <= from) low = mid
      else high = mid - 1
    }
    flags[low] = 1
    count += 1
    const next = starts[low + 1]
    if (next === undefined) break
    from = derived.searchBlob.indexOf(term, next)
  }
  return { matches: flags, count }
}

const isActive = (p: StoredPayment): boolean => p.reverseDate == null

const groupBy = <A>(items: ReadonlyArray<A>, key: (a: A) => string | null | undefined): Map<string, A[]> => {
  const groups = new Map<string, A[]>()
  for (const item of items) {
    const k = key(item)
    if (k == null) continue
    const group = groups.get(k)
    if (group === undefined) groups.set(k, [item])
    else group.push(item)
  }
  return groups
}

/** What is open of an amount after payments: amount − Σ paymentAmount (signed). */
const openAfter = (amount: Money, payments: ReadonlyArray<StoredPayment> | undefined): Money =>
  payments === undefined || payments.length === 0 ? amount : subtractMoney(amount, sumMoney(payments.map((p) => moneyOf(p.paymentAmount))))

/** UNASSIGNED when nothing is assigned, COMPLETELY_ASSIGNED when nothing is open, else PARTIALLY_ASSIGNED. */
const bookingStateOf = (open: Money, payments: ReadonlyArray<StoredPayment> | undefined): BookingState =>
  payments === undefined || payments.length === 0 ? 'UNASSIGNED' : isZeroMoney(open) ? 'COMPLETELY_ASSIGNED' : 'PARTIALLY_ASSIGNED'

const searchTextOf = (record: StoredTransaction, amount: Money): string => {
  const text = formatMoneyAmount(amount)
  return [record.purpose, record.recipientOrSenderName, record.additionalInfo, text, text.replaceAll('.', '')]
    .filter((part) => part != null && part !== '')
    .join('\n')
    .toLowerCase()
}

/** What follows from a record alone, whatever its payments: its amount as Money, its search text and date key. */
interface RecordFacts {
  readonly amount: Money
  readonly searchText: string
  readonly dateKey: number
}

/**
 * The facts of each record, computed once per record object: a write replaces the records it changes (they are
 * readonly), so a record object's facts never go stale, and a rebuild of the derived values after a change (an
 * import's 40,000 rows added, a pending proposal set) computes them only for the records that are new.
 */
const recordFacts = new WeakMap<StoredTransaction, RecordFacts>()

const factsOf = (record: StoredTransaction): RecordFacts => {
  const known = recordFacts.get(record)
  if (known !== undefined) return known
  const amount = moneyOf(record.amount)
  const facts = { amount, searchText: searchTextOf(record, amount), dateKey: dateKeyOf(record.transactionDate) }
  recordFacts.set(record, facts)
  return facts
}

/** A record's amount as Money (computed once per record object). */
export const amountOfRecord = (record: StoredTransaction): Money => factsOf(record).amount

/**
 * Computes the facts of records ahead of their insert (an import job does it in slices over its status reads, so the
 * read that writes its rows does not compute them all at once).
 */
export const prepareTransactionRecords = (records: ReadonlyArray<StoredTransaction>): void => {
  for (const record of records) factsOf(record)
}

/** One record's facts computed ahead (a reload does it as it reads the records back). */
export const prepareTransactionRecord = (record: StoredTransaction): void => void factsOf(record)

/**
 * The derived values of the records, built in steps: each yield is a point where a caller that must not hold the page
 * for long (deriveAhead) gives it a turn. derive runs the steps at once.
 */
function* deriving(tx: TransactionState): Generator<undefined, Derived, undefined> {
  const active = tx.payments.filter(isActive)
  const paymentsByTransaction = groupBy(active, (p) => p.financialTransactionId)
  const paymentsByReserved = groupBy(active, (p) => p.reservedFinancialTransactionId)
  const paymentsByVoucher = groupBy(active, (p) => p.voucherId)
  const rows: TransactionRow[] = []
  for (const record of tx.transactions) {
    if (rows.length > 0 && rows.length % MEMORY_DERIVE_SLICE === 0) yield
    const payments = paymentsByTransaction.get(record.financialTransactionId)
    const facts = factsOf(record)
    const openAmount = openAfter(facts.amount, payments)
    rows.push({
      record,
      openAmount,
      bookingState: bookingStateOf(openAmount, payments),
      searchText: facts.searchText,
      dateKey: facts.dateKey,
      amountIsZero: record.amount === 0,
      financialAccountId: record.financialAccountId,
      ignored: record.ignored === true,
      pendingProposal: hasPendingProposal(record),
      acceptedProposal: record.acceptedProposalId != null && record.acceptedProposalId !== '',
    })
  }
  yield
  const order = rows.map((row, index) => ({ row, index }))
  order.sort((a, b) => (a.row.dateKey === b.row.dateKey ? b.index - a.index : b.row.dateKey - a.row.dateKey))
  yield
  const voucherOpen = new Map<string, Money>()
  for (const voucher of tx.vouchers) {
    const settled = (paymentsByVoucher.get(voucher.voucherId) ?? []).map((p) => toAbsoluteMoney(moneyOf(p.originalPaymentAmount)))
    voucherOpen.set(voucher.voucherId, subtractMoney(moneyOf(voucher.totalGrossAmount), sumMoney(settled)))
  }
  yield
  const sorted = order.map((o) => o.row)
  const searchStarts = new Int32Array(sorted.length)
  let at = 0
  sorted.forEach((row, i) => {
    searchStarts[i] = at
    at += row.searchText.length + 1
  })
  const accountIndexById = new Map<string, number>()
  const accountIndexes = new Int32Array(sorted.length)
  const dateKeys = new Int32Array(sorted.length)
  const flags = new Uint8Array(sorted.length)
  for (const [i, row] of sorted.entries()) {
    if (i > 0 && i % MEMORY_DERIVE_SLICE === 0) yield
    let account = accountIndexById.get(row.financialAccountId)
    if (account === undefined) {
      account = accountIndexById.size
      accountIndexById.set(row.financialAccountId, account)
    }
    accountIndexes[i] = account
    dateKeys[i] = row.dateKey
    flags[i] = flagsOf(row)
  }
  yield
  const searchBlob = sorted.map((row) => row.searchText).join('\u0000')
  yield
  return {
    searchBlob,
    searchStarts,
    dateKeys,
    flags,
    accountIndexes,
    accountIndexById,
    rows: sorted,
    rowById: new Map(rows.map((row) => [row.record.financialTransactionId, row])),
    paymentsByTransaction,
    paymentsByReserved,
    paymentsByVoucher,
    voucherOpen,
  }
}

const derive = (tx: TransactionState): Derived => {
  const steps = deriving(tx)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

const derivingAhead = new WeakMap<TransactionState, Promise<void>>()

/**
 * Builds the derived values in steps with `pause` between (100,000 records take a few hundred ms), so the first
 * read after a reload finds them built; a change meanwhile leaves them to that read.
 */
export const deriveAhead = (state: MemoryState, pause: () => Promise<void>): Promise<void> => {
  const tx = state.transactionData
  if (tx.derived !== undefined) return Promise.resolve()
  const running = derivingAhead.get(tx)
  if (running !== undefined) return running
  const from = [tx.transactions, tx.payments, tx.vouchers]
  const unchanged = () => tx.derived === undefined && tx.transactions === from[0] && tx.payments === from[1] && tx.vouchers === from[2]
  const run = (async () => {
    const steps = deriving(tx)
    for (;;) {
      const step = steps.next()
      if (step.done) {
        if (unchanged()) tx.derived = step.value
        return
      }
      await pause()
      if (!unchanged()) return
    }
  })().finally(() => derivingAhead.delete(tx))
  derivingAhead.set(tx, run)
  return run
}

const derivedOf = (state: MemoryState): Derived => {
  const tx = state.transactionData
  tx.derived ??= derive(tx)
  return tx.derived as Derived
}

/** Every write goes through here: the derived values are built again on the next read. */
const changed = (state: MemoryState): void => {
  state.transactionData.derived = undefined
}

// --- failures

const notFound = (key: string, source: string) => fail(HTTP_NOT_FOUND, issueOf(key, source))
const transactionNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.transactionNotFound, 'financialTransactionId')
const reservedNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.reservedTransactionNotFound, 'reservedFinancialTransactionId')
const voucherNotFound = (source = 'voucherId') => notFound(TRANSACTION_ISSUE_KEYS.voucherNotFound, source)
const paymentNotFound = () => notFound(TRANSACTION_ISSUE_KEYS.paymentNotFound, 'paymentId')

const withIssues = (issues: ReadonlyArray<ValidationIssue>): DbResult<never> => rejected(issues)

// --- wire answers

const accountLogosOf = (state: MemoryState, financialAccountId: string): NonNullable<FinancialTransactionWire['financialAccount']> => {
  const account = findAccount(state, financialAccountId)
  return account === undefined
    ? { financialAccountId }
    : {
        financialAccountId,
        name: account.name ?? null,
        brandLogoUrlDark: account.brandLogoUrlDark ?? null,
        brandLogoUrlLight: account.brandLogoUrlLight ?? null,
      }
}

/** What a list row shows of a transaction beside its record: derived from the payments (or as the store kept them). */
export interface TransactionRowFacts {
  readonly record: StoredTransaction
  /** As the wire holds it. */
  readonly openAmount: number
  readonly bookingState: BookingState
}

/** A transaction's wire form: its record, what is derived of it, and its account's name and logos as they are now. */
export const transactionWireFrom = (state: MemoryState, row: TransactionRowFacts): FinancialTransactionWire => {
  const { acceptedProposalId: _accepted, ...record } = row.record
  return {
    ...copyOf(record),
    openAmount: row.openAmount,
    bookingState: row.bookingState,
    financialAccount: accountLogosOf(state, row.record.financialAccountId),
  }
}

const rowFactsOf = (row: TransactionRow): TransactionRowFacts => ({ record: row.record, openAmount: wireOf(row.openAmount), bookingState: row.bookingState })

const transactionWireOf = (state: MemoryState, row: TransactionRow): FinancialTransactionWire => transactionWireFrom(state, rowFactsOf(row))

const findRow = (state: MemoryState, id: string): TransactionRow | undefined => derivedOf(state).rowById.get(id)

const answerTransaction = (state: MemoryState, id: string): DbResult<FinancialTransactionWire> => {
  const row = findRow(state, id)
  return row === undefined ? transactionNotFound() : E.right(transactionWireOf(state, row))
}

const voucherOpenOf = (state: MemoryState, voucher: StoredVoucher): Money =>
  derivedOf(state).voucherOpen.get(voucher.voucherId) ?? moneyOf(voucher.totalGrossAmount)

const voucherWireOf = (state: MemoryState, voucher: StoredVoucher): VoucherWire => ({
  ...copyOf(voucher),
  openAmount: wireOf(voucherOpenOf(state, voucher)),
})

const findVoucher = (state: MemoryState, id: string): StoredVoucher | undefined =>
  state.transactionData.vouchers.find((v) => v.voucherId === id)

const paymentWireOf = (state: MemoryState, p: StoredPayment) => {
  const voucher = findVoucher(state, p.voucherId)
  return {
    paymentId: p.paymentId,
    paymentAmount: p.paymentAmount,
    voucherReferences: [{ voucherId: p.voucherId, voucherSource: p.voucherSource }],
    originalPaymentAmount: p.originalPaymentAmount,
    paymentDate: p.paymentDate,
    paymentDifferenceStrategy: p.paymentDifferenceStrategy,
    note: p.note,
    journalized: p.journalized,
    voucherNumber: voucher?.voucherNumber ?? null,
    voucherType: voucher?.voucherType ?? null,
    voucherDate: voucher?.voucherDate ?? null,
    contactName: voucher?.contactName ?? null,
  }
}

// --- the transaction list

const isDate = (value: string | undefined): boolean => value === undefined || LocalDateCodec.is(value)

const pageOf = <A>(items: ReadonlyArray<A>, pageNumber: number, pageSize: number): ReadonlyArray<A> =>
  items.slice(pageNumber * pageSize, pageNumber * pageSize + pageSize)

/** A page size the db answers, or the 400 on pageSize. */
const checkedPageSize = (size: number | undefined, fallback: number): DbResult<number> =>
  size === undefined ? E.right(fallback) : size < 1 || size > TRANSACTIONS_MAX_PAGE_SIZE ? invalidQueryParameter(TRANSACTION_QUERY.pageSize) : E.right(size)

const hasPendingProposal = (record: StoredTransaction): boolean =>
  typeof record.pendingProposalId === 'string' && record.pendingProposalId.trim() !== ''

/** The first list position whose date key is at or below `key` (dateKeys falls). */
const firstAtOrBelow = (dateKeys: Int32Array, key: number): number => {
  let low = 0
  let high = dateKeys.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((dateKeys[mid] ?? 0) > key) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The filters of a query but the search term, read once into what the list's loop compares: the slice of list
 * positions of the date range, the flag bits that must be as given, the booking states and accounts allowed.
 */
interface RowFilter {
  readonly begin: number
  readonly end: number
  readonly flagMask: number
  readonly flagValue: number
  /** Bit (1 << state code) per allowed booking state; undefined: any. */
  readonly stateBits: number | undefined
  /** 1 per allowed account index; undefined: any. */
  readonly accounts: Uint8Array | undefined
  readonly transactionIds: ReadonlySet<string> | undefined
}

const rowFilterOf = (state: MemoryState, derived: Derived, q: TransactionsSearch): RowFilter => {
  const flagOf = (flag: number, wanted: boolean | undefined) => (wanted === undefined ? [0, 0] : [flag, wanted ? flag : 0])
  const parts = [
    flagOf(FLAG_IGNORED, q.ignored),
    flagOf(FLAG_PENDING_PROPOSAL, q.pendingProposals),
    flagOf(FLAG_ACCEPTED_PROPOSAL, q.acceptedProposals),
  ]
  let accounts: Uint8Array | undefined
  if (q.financialAccountIds !== undefined) {
    accounts = new Uint8Array(derived.accountIndexById.size)
    for (const id of q.financialAccountIds) {
      const index = derived.accountIndexById.get(id)
      if (index !== undefined) accounts[index] = 1
    }
  }
  return {
    begin: q.dateTo === undefined ? 0 : firstAtOrBelow(derived.dateKeys, dateKeyOf(q.dateTo)),
    end: q.dateFrom === undefined ? derived.rows.length : firstAtOrBelow(derived.dateKeys, dateKeyOf(q.dateFrom) - 1),
    flagMask: parts.reduce((mask, [flag = 0]) => mask | flag, 0),
    flagValue: parts.reduce((value, [, wanted = 0]) => value | wanted, 0),
    stateBits: q.assignmentStates?.reduce((bits, s) => bits | (1 << STATE_CODES[s]), 0),
    accounts,
    transactionIds:
      q.voucherId === undefined
        ? undefined
        : new Set((derivedOf(state).paymentsByVoucher.get(q.voucherId) ?? []).flatMap((p) => p.financialTransactionId ?? [])),
  }
}

/**
 * The query's dates in wire form (YYYY-MM-DD, else the parameter cannot be read), then core's rules of the date range
 * and the search term (issues on dateFrom, dateTo, searchTerm); gives the query with the term as it is searched for.
 */
const checkTransactionsQuery = (q: TransactionsSearch): DbResult<TransactionsSearch> => {
  if (!isDate(q.dateFrom)) return invalidQueryParameter(TRANSACTION_QUERY.dateFrom)
  if (!isDate(q.dateTo)) return invalidQueryParameter(TRANSACTION_QUERY.dateTo)
  const range = validateTransactionDateRange(q.dateFrom ?? '', q.dateTo ?? '')
  const term = validateTransactionSearchTerm(q.searchTerm ?? '')
  const issues = [...(E.isLeft(range) ? range.left : []), ...(E.isLeft(term) ? term.left : [])]
  if (issues.length > 0 || E.isLeft(term)) return withIssues(issues)
  return E.right({ ...q, searchTerm: term.right })
}

/**
 * GET v3/financialTransactions: every parameter filters (an absent one does not), newest first, one page. A search
 * term is matched case-insensitively in purpose, counterparty, additional info and the amount as de-DE text
 * ("1.234,56" or "1234,56"); one that matches more than TRANSACTION_SEARCH_MAX_MATCHES_COUNT is refused.
 */
export const listTransactions = (state: MemoryState, query: TransactionsSearch) =>
  E.map((page: TransactionRowsPage) => ({ ...page, content: page.content.map((row) => transactionWireFrom(state, row)) }))(listTransactionRows(state, query))

/** A page of transactions as listTransactions answers it, each row before its account's name and logos are added. */
export interface TransactionRowsPage {
  readonly content: ReadonlyArray<TransactionRowFacts>
  readonly totalElements: number
  readonly pageNumber: number
  readonly pageSize: number
}

/** listTransactions' page, its rows without their accounts' names and logos (memory-transaction-head.ts keeps them so). */
export const listTransactionRows = (state: MemoryState, query: TransactionsSearch): DbResult<TransactionRowsPage> => {
  const checked = checkTransactionsQuery(query)
  if (E.isLeft(checked)) return checked
  const pageSize = checkedPageSize(query.pageSize, TRANSACTIONS_PAGE_SIZE)
  if (E.isLeft(pageSize)) return pageSize
  const pageNumber = query.pageNumber ?? 0
  const term = checked.right.searchTerm?.toLowerCase() ?? ''
  const derived = derivedOf(state)
  const { rows, flags, accountIndexes } = derived
  const search = term === '' ? undefined : searchMatches(derived, term)
  if (search !== undefined && search.count > TRANSACTION_SEARCH_MAX_MATCHES_COUNT) {
    return fail(HTTP_BAD_REQUEST, issueOf(TRANSACTION_ISSUE_KEYS.tooManyTransactionsInSearch, TRANSACTION_QUERY.searchTerm))
  }
  const found = search?.matches
  const { begin, end, flagMask, flagValue, stateBits, accounts, transactionIds } = rowFilterOf(state, derived, checked.right)
  // Only the page's rows are kept; the rest are counted (a list of 100,000 matches is never built).
  const first = pageNumber * pageSize.right
  const last = first + pageSize.right
  const onPage: TransactionRow[] = []
  let total = 0
  for (let i = begin; i < end; i += 1) {
    if (found !== undefined && found[i] !== 1) continue
    const bits = flags[i] ?? 0
    if ((bits & flagMask) !== flagValue) continue
    if (stateBits !== undefined && (stateBits & (1 << (bits >> STATE_SHIFT))) === 0) continue
    if (accounts !== undefined && accounts[accountIndexes[i] ?? 0] !== 1) continue
    if (transactionIds !== undefined && !transactionIds.has(rows[i]?.record.financialTransactionId ?? '')) continue
    if (total >= first && total < last) {
      const row = rows[i]
      if (row !== undefined) onPage.push(row)
    }
    total += 1
  }
  return E.right({
    content: onPage.map(rowFactsOf),
    totalElements: total,
    pageNumber,
    pageSize: pageSize.right,
  })
}

/**
 * GET v1/financialTransactions/summary: the open transactions (not completely assigned, not ignored, amount not 0)
 * up to the request date, with and without a pending proposal.
 */
export const getTransactionSummary = (state: MemoryState, requestDate: string) => {
  if (!LocalDateCodec.is(requestDate)) return invalidQueryParameter(TRANSACTION_QUERY.requestDate)
  let withProposals = 0
  let withoutProposals = 0
  const until = dateKeyOf(requestDate)
  for (const row of derivedOf(state).rows) {
    if (row.dateKey > until || row.ignored || row.bookingState === 'COMPLETELY_ASSIGNED' || row.amountIsZero) continue
    if (row.pendingProposal) withProposals += 1
    else withoutProposals += 1
  }
  return E.right({ requestDate, openTransactionsWithProposals: withProposals, openTransactionsWithoutProposals: withoutProposals })
}

export const getBookingState = (state: MemoryState, id: string) => {
  const row = findRow(state, id)
  return row === undefined
    ? transactionNotFound()
    : E.right({
        financialTransactionId: id,
        bookingState: row.bookingState,
        openAmount: wireOf(row.openAmount),
        lockVersion: row.record.lockVersion ?? 0,
      })
}

export const listLatestTransactions = (state: MemoryState, financialAccountId: string) => {
  if (findAccount(state, financialAccountId) === undefined) return accountNotFound()
  return E.right(
    derivedOf(state)
      .rows.filter((row) => row.record.financialAccountId === financialAccountId)
      .slice(0, LATEST_TRANSACTIONS_COUNT)
      .map((row) => transactionWireOf(state, row)),
  )
}

const replaceTransaction = (state: MemoryState, record: StoredTransaction): void => {
  state.transactionData.transactions = state.transactionData.transactions.map((t) =>
    t.financialTransactionId === record.financialTransactionId ? record : t,
  )
  changed(state)
}

/** POST …/ignore: only a transaction with nothing assigned; the reason is kept as its note. */
export const ignoreTransaction = (state: MemoryState, id: string, body: IgnoreTransactionRequest) => {
  const row = findRow(state, id)
  if (row === undefined) return transactionNotFound()
  if (isStale(body.lockVersion, row.record.lockVersion)) return staleLock()
  if (row.bookingState !== 'UNASSIGNED') return badRequest(TRANSACTION_ISSUE_KEYS.ignoreAssignedForbidden, 'financialTransactionId')
  replaceTransaction(state, {
    ...row.record,
    ignored: true,
    ignoreReason: body.ignoreReason,
    lockVersion: bumped(row.record.lockVersion),
  })
  return answerTransaction(state, id)
}

/** DELETE …/ignore: shown again, its ignore note deleted. */
export const unignoreTransaction = (state: MemoryState, id: string) => {
  const row = findRow(state, id)
  if (row === undefined) return transactionNotFound()
  const { ignoreReason: _deleted, ...rest } = row.record
  replaceTransaction(state, { ...rest, ignored: false, lockVersion: bumped(row.record.lockVersion) })
  return answerTransaction(state, id)
}

/** POST …/refreshExternalState: the memory bank has nothing newer; the transaction as it is. */
export const refreshExternalState = (state: MemoryState, id: string) => answerTransaction(state, id)

// --- reserved transactions

interface ReservedView {
  readonly openAmount: Money
  readonly state: ReservedTransactionState | null
}

const reservedViewOf = (state: MemoryState, record: StoredReservedTransaction): ReservedView => {
  const payments = derivedOf(state).paymentsByReserved.get(record.reservedFinancialTransactionId)
  const openAmount = openAfter(moneyOf(record.amount), payments)
  const booking = bookingStateOf(openAmount, payments)
  return {
    openAmount,
    state: booking === 'UNASSIGNED' ? null : booking === 'COMPLETELY_ASSIGNED' ? 'completely_assigned' : 'partially_assigned',
  }
}

const reservedWireOf = (state: MemoryState, record: StoredReservedTransaction) => {
  const view = reservedViewOf(state, record)
  return { ...copyOf(record), openAmount: wireOf(view.openAmount), state: view.state }
}

const findReserved = (state: MemoryState, id: string): StoredReservedTransaction | undefined =>
  state.transactionData.reservedTransactions.find((r) => r.reservedFinancialTransactionId === id)

/** Newest first (createdDate), one account's or all. */
export const listReservedTransactions = (state: MemoryState, query: ReservedTransactionsSearch) => {
  const pageSize = checkedPageSize(query.pageSize, RESERVED_TRANSACTIONS_PAGE_SIZE)
  if (E.isLeft(pageSize)) return pageSize
  const pageNumber = query.pageNumber ?? 0
  const matching = state.transactionData.reservedTransactions
    .filter((r) => query.financialAccountId === undefined || r.financialAccountId === query.financialAccountId)
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      const da = a.record.createdDate ?? ''
      const db = b.record.createdDate ?? ''
      return da === db ? b.index - a.index : da < db ? 1 : -1
    })
  return E.right({
    content: pageOf(matching, pageNumber, pageSize.right).map(({ record }) => reservedWireOf(state, record)),
    totalElements: matching.length,
    pageNumber,
    pageSize: pageSize.right,
  })
}

export const getReservedTransactionSummary = (state: MemoryState) => {
  const all = state.transactionData.reservedTransactions
  return E.right({
    numberOfReservedTransactions: all.length,
    numberOfOpenReservedTransactions: all.filter((r) => reservedViewOf(state, r).state !== 'completely_assigned').length,
  })
}

// --- vouchers

const includesText = (haystack: string | null | undefined, needle: string): boolean =>
  haystack != null && haystack.toLowerCase().includes(needle)

/**
 * POST voucher search: vouchers with something open (of the direction, when given), the term matched
 * case-insensitively in number, contact and the open or gross amount as de-DE text; newest voucher first.
 */
export const searchVouchers = (state: MemoryState, request: VoucherSearchRequest) => {
  const term = request.searchTerm?.trim().toLowerCase() ?? ''
  const matching = state.transactionData.vouchers
    .filter((v) => {
      const open = voucherOpenOf(state, v)
      if (compareMoney(open, ZERO_MONEY) <= 0) return false
      if (request.direction != null && v.direction !== request.direction) return false
      if (term === '') return true
      const amounts = [formatMoneyAmount(open), formatMoneyAmount(moneyOf(v.totalGrossAmount))]
      return (
        includesText(v.voucherNumber, term) ||
        includesText(v.contactName, term) ||
        amounts.some((a) => a.includes(term) || a.replaceAll('.', '').includes(term))
      )
    })
    .sort((a, b) => (a.voucherDate === b.voucherDate ? 0 : a.voucherDate < b.voucherDate ? 1 : -1))
  return E.right({
    vouchers: matching.slice(request.startResult, request.startResult + request.numResult).map((v) => voucherWireOf(state, v)),
    totalNumberOfResults: matching.length,
  })
}

/** The pair as core's matching reads it (matching.ts voucherMatchReasons: the one rule of the proposals' reasons). */
const reasonsOf = (voucher: StoredVoucher, open: Money, row: TransactionRow): ReadonlyArray<VoucherProposalReason> =>
  voucherMatchReasons(
    {
      financialTransactionId: row.record.financialTransactionId,
      amount: moneyOf(row.record.amount),
      openAmount: row.openAmount,
      transactionDate: row.record.transactionDate,
      purpose: row.record.purpose ?? null,
      additionalInfo: row.record.additionalInfo ?? null,
      recipientOrSenderName: row.record.recipientOrSenderName ?? null,
    },
    {
      voucherId: voucher.voucherId,
      voucherSource: voucher.voucherSource,
      direction: voucher.direction,
      voucherNumber: voucher.voucherNumber,
      voucherDate: voucher.voucherDate,
      openAmount: open,
      contactName: voucher.contactName ?? null,
      hasCashDiscount: voucher.hasCashDiscount ?? null,
      cashDiscountPercent: voucher.cashDiscountPercent ?? null,
    },
  )

/** The vouchers of the transaction's direction with something open that match by amount, number or name; most reasons first. */
export const proposeVouchers = (state: MemoryState, financialTransactionId: string) => {
  const row = findRow(state, financialTransactionId)
  if (row === undefined) return transactionNotFound()
  const direction = toPostingDirectionOfAmount(row.openAmount)
  if (direction === undefined) return E.right([])
  const proposals = state.transactionData.vouchers
    .filter((v) => v.direction === direction)
    .flatMap((voucher) => {
      const open = voucherOpenOf(state, voucher)
      if (compareMoney(open, ZERO_MONEY) <= 0) return []
      const reasons = reasonsOf(voucher, open, row)
      return reasons.length === 0 ? [] : [{ voucher, reasons }]
    })
    .sort((a, b) => b.reasons.length - a.reasons.length)
    .slice(0, VOUCHER_PROPOSALS_MAX_COUNT)
  return E.right(proposals.map((p) => ({ voucher: voucherWireOf(state, p.voucher), reasons: p.reasons })))
}

export const getVoucher = (state: MemoryState, voucherId: string) => {
  const voucher = findVoucher(state, voucherId)
  return voucher === undefined ? voucherNotFound() : E.right(voucherWireOf(state, voucher))
}

/** chosen: a new financial voucher starts without a category, at the standard rate. */
export const getFinancialVoucherDefault = (_state: MemoryState, _direction: PostingDirection): DbResult<FinancialVoucherDefault> =>
  E.right({ postingCategoryId: null, taxRatePercent: FINANCIAL_VOUCHER_DEFAULT_TAX_RATE_PERCENT })

// --- posting categories

const categoryWireOf = (category: StoredPostingCategory): PostingCategory => {
  const { parentId: _parent, ...wire } = category
  return copyOf(wire)
}

const findCategory = (state: MemoryState, id: string): StoredPostingCategory | undefined =>
  state.transactionData.postingCategories.find((c) => c.postingCategoryId === id)

/** The categories of a direction whose name holds the term (case-insensitively), by name. */
export const listPostingCategories = (state: MemoryState, direction: string, searchTerm: string) => {
  if (direction !== 'income' && direction !== 'outgo') return notFound(ISSUE_KEYS.notFound, 'direction')
  const term = searchTerm.trim().toLowerCase()
  return E.right(
    state.transactionData.postingCategories
      .filter((c) => c.directions.includes(direction) && (term === '' || c.name.toLowerCase().includes(term)))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map(categoryWireOf),
  )
}

/** The category as valid on the key date (chosen: the memory categories keep their rates on every day). */
export const getPostingCategory = (state: MemoryState, postingCategoryId: string, keyDate: string) => {
  if (!LocalDateCodec.is(keyDate)) return invalidQueryParameter(TRANSACTION_QUERY.keyDate)
  const category = findCategory(state, postingCategoryId)
  return category === undefined
    ? notFound(TRANSACTION_ISSUE_KEYS.postingCategoryNotFound, 'postingCategoryId')
    : E.right(categoryWireOf(category))
}

// --- payments

/** The options the db offers for paying `paymentAmount` (signed) on a voucher: core's strategies for the difference. */
const optionsFor = (voucher: StoredVoucher, open: Money, paymentAmount: Money): ReadonlyArray<PaymentOption> => {
  const difference = toPaymentDifference(paymentAmount, toSignedVoucherAmount({ direction: voucher.direction, openAmount: open }))
  if (difference.kind === 'none') return []
  const kind = difference.kind
  return toPaymentDifferenceStrategies(kind, voucher.direction)
    .filter((strategy) => strategy !== 'CASH_DISCOUNT' || voucher.hasCashDiscount === true)
    .map((strategy) =>
      kind === 'surplus'
        ? { strategy, paymentAmount, surplusPaymentAmount: difference.amount, missingPaymentAmount: null }
        : { strategy, paymentAmount, surplusPaymentAmount: null, missingPaymentAmount: difference.amount },
    )
}

type OptionWire = t.OutputOf<typeof import('@kontor/core').PaymentOptionCodec>

const optionWireOf = (o: PaymentOption): OptionWire => ({
  strategy: o.strategy,
  paymentAmount: wireOf(o.paymentAmount),
  surplusPaymentAmount: o.surplusPaymentAmount == null ? null : wireOf(o.surplusPaymentAmount),
  missingPaymentAmount: o.missingPaymentAmount == null ? null : wireOf(o.missingPaymentAmount),
})

export const getPaymentOptions = (state: MemoryState, request: PaymentOptionsRequest) => {
  if (findRow(state, request.financialTransactionId) === undefined) return transactionNotFound()
  const voucher = findVoucher(state, request.voucherId)
  if (voucher === undefined || voucher.voucherSource !== request.voucherSource) return voucherNotFound()
  return E.right(optionsFor(voucher, voucherOpenOf(state, voucher), request.paymentAmount).map(optionWireOf))
}

/** One checked payment of an assignment: what it moves, what it settles, and the strategy. */
interface CheckedPayment {
  readonly voucher: StoredVoucher
  readonly paymentAmount: Money
  readonly settled: Money
  readonly strategy: PaymentDifferenceStrategy | null
}

/**
 * The difference rules of one payment: none needs no strategy; a missing amount without one is a PARTIAL_PAYMENT;
 * any strategy must be one of the options offered. A voucher with nothing open takes nothing.
 */
const checkPaymentDifference = (voucher: StoredVoucher, open: Money, item: VoucherPaymentItem): E.Either<ReadonlyArray<ValidationIssue>, CheckedPayment> => {
  const params = { voucherId: voucher.voucherId }
  if (compareMoney(open, ZERO_MONEY) <= 0) {
    return E.left([validationIssue('paymentAmount', TRANSACTION_ISSUE_KEYS.invalidVoucherPaymentAmount, params)])
  }
  const signedOpen = toSignedVoucherAmount({ direction: voucher.direction, openAmount: open })
  const difference = toPaymentDifference(item.paymentAmount, signedOpen)
  const given = item.paymentDifferenceStrategy ?? null
  if (difference.kind === 'none') {
    return given === null
      ? E.right({ voucher, paymentAmount: item.paymentAmount, settled: item.paymentAmount, strategy: null })
      : E.left([validationIssue('paymentDifferenceStrategy', 'transactions.invalidDifferenceStrategy', params)])
  }
  const chosen = given ?? (difference.kind === 'missing' ? 'PARTIAL_PAYMENT' : null)
  const option = validatePaymentDifferenceStrategy(chosen, optionsFor(voucher, open, item.paymentAmount))
  if (E.isLeft(option)) return E.left(option.left.map((i) => validationIssue(i.field, i.key, { ...i.params, ...params })))
  const strategy = option.right.strategy
  return E.right({ voucher, paymentAmount: item.paymentAmount, settled: strategy === 'PARTIAL_PAYMENT' ? item.paymentAmount : signedOpen, strategy })
}

/** Vouchers held by a reserved transaction's payment. */
const reservedVoucherIds = (state: MemoryState): ReadonlyArray<string> =>
  [...derivedOf(state).paymentsByReserved.values()].flatMap((ps) => ps.map((p) => p.voucherId))

/**
 * The checks of an assignment on an open amount: every voucher known (404), each once, core's assignment rules, and
 * each payment's difference rules. Gives the payments to store.
 */
const checkAssignment = (
  state: MemoryState,
  transaction: { readonly amount: Money; readonly openAmount: Money; readonly bookingState: BookingState },
  items: ReadonlyArray<VoucherPaymentItem>,
): DbResult<ReadonlyArray<CheckedPayment>> => {
  const vouchers: StoredVoucher[] = []
  for (const item of items) {
    const voucher = findVoucher(state, item.voucherId)
    if (voucher === undefined || voucher.voucherSource !== item.voucherSource) return voucherNotFound()
    vouchers.push(voucher)
  }
  if (new Set(items.map((i) => i.voucherId)).size !== items.length) {
    return badRequest(TRANSACTION_ISSUE_KEYS.invalidVoucherPaymentAmount, 'payments')
  }
  const assignment = validateVoucherAssignment({
    transaction,
    payments: items.map((item, i) => ({ voucherId: item.voucherId, direction: vouchers[i]?.direction ?? 'income', amount: item.paymentAmount })),
    voucherIdsAssignedToReservations: reservedVoucherIds(state),
  })
  if (E.isLeft(assignment)) return withIssues(assignment.left)
  const checked: CheckedPayment[] = []
  const issues: ValidationIssue[] = []
  items.forEach((item, i) => {
    const voucher = vouchers[i]
    if (voucher === undefined) return
    const payment = checkPaymentDifference(voucher, voucherOpenOf(state, voucher), item)
    if (E.isLeft(payment)) issues.push(...payment.left)
    else checked.push(payment.right)
  })
  return issues.length > 0 ? withIssues(issues) : E.right(checked)
}

const newPaymentId = (state: MemoryState): string =>
  newId(state, 'pay-', (id) => state.transactionData.payments.some((p) => p.paymentId === id))

/** Stores the payments and bumps each paid voucher's lockVersion. */
const storePayments = (
  state: MemoryState,
  checked: ReadonlyArray<CheckedPayment>,
  owner: Pick<StoredPayment, 'financialTransactionId' | 'reservedFinancialTransactionId'>,
  paymentDate: string,
  note: string | null,
): void => {
  const tx = state.transactionData
  const payments = checked.map(
    (c): StoredPayment => ({
      paymentId: newPaymentId(state),
      ...owner,
      voucherId: c.voucher.voucherId,
      voucherSource: c.voucher.voucherSource,
      paymentAmount: wireOf(c.paymentAmount),
      originalPaymentAmount: wireOf(c.settled),
      paymentDate,
      paymentDifferenceStrategy: c.strategy,
      journalized: false,
      note,
    }),
  )
  tx.payments = [...tx.payments, ...payments]
  bumpVouchers(state, checked.map((c) => c.voucher.voucherId))
  changed(state)
}

const bumpVouchers = (state: MemoryState, voucherIds: ReadonlyArray<string>): void => {
  const ids = new Set(voucherIds)
  state.transactionData.vouchers = state.transactionData.vouchers.map((v) =>
    ids.has(v.voucherId) ? { ...v, lockVersion: bumped(v.lockVersion) } : v,
  )
}

/** POST …/voucherPayments/financialTransaction: assigns a transaction to vouchers. */
export const assignVouchers = (state: MemoryState, body: AssignVoucherPaymentsRequest) => {
  const row = findRow(state, body.financialTransactionId)
  if (row === undefined) return transactionNotFound()
  if (isStale(body.lockVersion, row.record.lockVersion)) return staleLock()
  if (row.record.ignored === true) return badRequest(TRANSACTION_ISSUE_KEYS.ignoredTransactionNotAssignable, 'financialTransactionId')
  const checked = checkAssignment(
    state,
    { amount: moneyOf(row.record.amount), openAmount: row.openAmount, bookingState: row.bookingState },
    body.payments,
  )
  if (E.isLeft(checked)) return checked
  storePayments(
    state,
    checked.right,
    { financialTransactionId: row.record.financialTransactionId },
    body.paymentDate ?? row.record.transactionDate,
    body.note ?? null,
  )
  replaceTransaction(state, { ...row.record, lockVersion: bumped(row.record.lockVersion) })
  return answerTransaction(state, row.record.financialTransactionId)
}

const answerReserved = (state: MemoryState, id: string) => {
  const record = findReserved(state, id)
  return record === undefined ? reservedNotFound() : E.right(reservedWireOf(state, record))
}

const replaceReserved = (state: MemoryState, record: StoredReservedTransaction): void => {
  state.transactionData.reservedTransactions = state.transactionData.reservedTransactions.map((r) =>
    r.reservedFinancialTransactionId === record.reservedFinancialTransactionId ? record : r,
  )
  changed(state)
}

/** Reserved transactions are booked only with vouchers: the same rules as a booked transaction's assignment. */
export const assignReservedVouchers = (state: MemoryState, body: AssignReservedVoucherPaymentsRequest) => {
  const record = findReserved(state, body.reservedFinancialTransactionId)
  if (record === undefined) return reservedNotFound()
  if (isStale(body.lockVersion, record.lockVersion)) return staleLock()
  const view = reservedViewOf(state, record)
  const bookingState: BookingState =
    view.state === null ? 'UNASSIGNED' : view.state === 'completely_assigned' ? 'COMPLETELY_ASSIGNED' : 'PARTIALLY_ASSIGNED'
  const checked = checkAssignment(state, { amount: moneyOf(record.amount), openAmount: view.openAmount, bookingState }, body.payments)
  if (E.isLeft(checked)) return checked
  storePayments(
    state,
    checked.right,
    { reservedFinancialTransactionId: record.reservedFinancialTransactionId },
    record.createdDate ?? todayOf(state),
    body.note ?? null,
  )
  replaceReserved(state, { ...record, lockVersion: bumped(record.lockVersion) })
  return answerReserved(state, record.reservedFinancialTransactionId)
}

export const listPayments = (state: MemoryState, financialTransactionId: string) =>
  findRow(state, financialTransactionId) === undefined
    ? transactionNotFound()
    : E.right((derivedOf(state).paymentsByTransaction.get(financialTransactionId) ?? []).map((p) => paymentWireOf(state, p)))

export const listReservedPayments = (state: MemoryState, id: string) =>
  findReserved(state, id) === undefined
    ? reservedNotFound()
    : E.right((derivedOf(state).paymentsByReserved.get(id) ?? []).map((p) => paymentWireOf(state, p)))

/** An active payment of a booked transaction. */
const findPayment = (state: MemoryState, paymentId: string): StoredPayment | undefined =>
  state.transactionData.payments.find((p) => p.paymentId === paymentId && isActive(p) && p.financialTransactionId != null)

/**
 * Whether a payment may be undone: not while it wrote off an irrecoverable receivable (core), nor while a payment
 * stored after it on the same voucher closed a dunning, discount, currency or fee difference (hub 8).
 */
const checkUndoable = (state: MemoryState, payment: StoredPayment): DbResult<StoredPayment> => {
  const unassign = validateVoucherPaymentUnassign(payment)
  if (E.isLeft(unassign)) return withIssues(unassign.left)
  const all = state.transactionData.payments
  const at = all.indexOf(payment)
  const later = all.slice(at + 1).find((p) => isActive(p) && p.voucherId === payment.voucherId && p.paymentDifferenceStrategy != null && DELETION_FORBIDDEN_KEYS[p.paymentDifferenceStrategy] !== undefined)
  const key = later?.paymentDifferenceStrategy == null ? undefined : DELETION_FORBIDDEN_KEYS[later.paymentDifferenceStrategy]
  if (key !== undefined) return badRequest(key, 'paymentId')
  return leavesTransactionConsistent(state, payment) ? E.right(payment) : badRequest(TRANSACTION_ISSUE_KEYS.removalLeavesCreditNoteAlone, 'paymentId')
}

/**
 * The transaction's other payments must still fit it once this one is gone: their sum 0 or of the transaction's
 * sign and not above its amount. An assignment that netted a credit note against an invoice breaks that when the
 * invoice's payment alone is removed (the model test found it), so the credit note's goes first.
 */
const leavesTransactionConsistent = (state: MemoryState, payment: StoredPayment): boolean => {
  const id = payment.financialTransactionId
  const row = id == null ? undefined : findRow(state, id)
  if (row === undefined) return true
  const amount = moneyOf(row.record.amount)
  const rest = sumMoney(
    state.transactionData.payments
      .filter((p) => p !== payment && isActive(p) && p.financialTransactionId === id)
      .map((p) => moneyOf(p.paymentAmount)),
  )
  const direction = toPostingDirectionOfAmount(rest)
  return direction === undefined || (direction === toPostingDirectionOfAmount(amount) && compareMoney(toAbsoluteMoney(rest), toAbsoluteMoney(amount)) <= 0)
}

const bumpTransactionOf = (state: MemoryState, payment: StoredPayment): string => {
  const id = payment.financialTransactionId ?? ''
  const row = findRow(state, id)
  if (row !== undefined) replaceTransaction(state, { ...row.record, lockVersion: bumped(row.record.lockVersion) })
  return id
}

/** DELETE …/voucherPayment/financialTransaction/{id}: a payment that is not journalized (a journalized one is reversed). */
export const deletePayment = (state: MemoryState, paymentId: string) => {
  const payment = findPayment(state, paymentId)
  if (payment === undefined) return paymentNotFound()
  if (payment.journalized) return badRequest(TRANSACTION_ISSUE_KEYS.journalizedPaymentNotDeletable, 'paymentId')
  const undoable = checkUndoable(state, payment)
  if (E.isLeft(undoable)) return undoable
  state.transactionData.payments = state.transactionData.payments.filter((p) => p.paymentId !== paymentId)
  bumpVouchers(state, [payment.voucherId])
  changed(state)
  return answerTransaction(state, bumpTransactionOf(state, payment))
}

/** POST v101 …/reverse: a journalized payment is reversed on a day not before its voucher's date. */
export const reversePayment = (state: MemoryState, paymentId: string, reverseDate: string) => {
  const payment = findPayment(state, paymentId)
  if (payment === undefined) return paymentNotFound()
  if (!payment.journalized) return badRequest(TRANSACTION_ISSUE_KEYS.paymentNotJournalized, 'paymentId')
  const voucher = findVoucher(state, payment.voucherId)
  if (voucher === undefined) return voucherNotFound()
  if (!LocalDateCodec.is(reverseDate) || !LocalDateCodec.is(voucher.voucherDate)) return badRequest(ISSUE_KEYS.invalidModel, 'reverseDate')
  const date = validateReversalDate(reverseDate, voucher.voucherDate)
  if (E.isLeft(date)) return withIssues(date.left)
  const undoable = checkUndoable(state, payment)
  if (E.isLeft(undoable)) return undoable
  state.transactionData.payments = state.transactionData.payments.map((p) => (p.paymentId === paymentId ? { ...p, reverseDate } : p))
  bumpVouchers(state, [payment.voucherId])
  changed(state)
  return answerTransaction(state, bumpTransactionOf(state, payment))
}

export const updatePaymentNote = (state: MemoryState, paymentId: string, note: string | null) => {
  const payment = findPayment(state, paymentId)
  if (payment === undefined) return paymentNotFound()
  const updated = { ...payment, note }
  state.transactionData.payments = state.transactionData.payments.map((p) => (p.paymentId === paymentId ? updated : p))
  changed(state)
  return E.right(paymentWireOf(state, updated))
}

/** DELETE …/voucherPayments/reservedFinancialTransaction/{id}: every payment of the reserved transaction. */
export const deleteReservedPayments = (state: MemoryState, id: string) => {
  const record = findReserved(state, id)
  if (record === undefined) return reservedNotFound()
  const removed = state.transactionData.payments.filter((p) => p.reservedFinancialTransactionId === id)
  state.transactionData.payments = state.transactionData.payments.filter((p) => p.reservedFinancialTransactionId !== id)
  bumpVouchers(state, removed.map((p) => p.voucherId))
  replaceReserved(state, { ...record, lockVersion: bumped(record.lockVersion) })
  return answerReserved(state, id)
}

// --- categorise without receipt

const newVoucherId = (state: MemoryState): string =>
  newId(state, 'fv-', (id) => state.transactionData.vouchers.some((v) => v.voucherId === id))

/**
 * POST financialVoucher (outgo) or financialSalesInvoice (income): a financial voucher of the category and rate for
 * the transaction's whole open amount, paid by it. Core's validateCategoriseWithoutReceipt decides with the category
 * as valid on the transaction date; the route's direction must be the transaction's.
 */
export const categoriseWithoutReceipt = (state: MemoryState, direction: PostingDirection, body: CategoriseRequest) => {
  const reference = body.paymentReferences[0]
  if (reference === undefined || body.paymentReferences.length !== 1) return badRequest(ISSUE_KEYS.invalidModel, 'paymentReferences')
  const row = findRow(state, reference.financialTransactionId)
  if (row === undefined) return transactionNotFound()
  if (isStale(reference.lockVersion, row.record.lockVersion)) return staleLock()
  if (row.record.ignored === true) return badRequest(TRANSACTION_ISSUE_KEYS.ignoredTransactionNotAssignable, 'financialTransactionId')
  if (row.bookingState === 'COMPLETELY_ASSIGNED' || isZeroMoney(row.openAmount)) {
    return badRequest(TRANSACTION_ISSUE_KEYS.invalidState, 'financialTransactionId')
  }
  const voucherBody = body.financialVoucher
  const valid = validateCategoriseWithoutReceipt({
    transactionAmount: row.openAmount,
    category: findCategory(state, voucherBody.postingCategoryId) ?? null,
    taxRatePercent: voucherBody.taxRatePercent,
  })
  if (E.isLeft(valid)) return withIssues(valid.left)
  if (valid.right.direction !== direction) return badRequest(ISSUE_KEYS.invalidModel, 'direction')
  if (compareMoney(voucherBody.totalGrossAmount, toAbsoluteMoney(row.openAmount)) !== 0) {
    return badRequest(TRANSACTION_ISSUE_KEYS.invalidPaymentAmount, 'financialVoucher.totalGrossAmount')
  }
  const voucher: StoredVoucher = {
    voucherId: newVoucherId(state),
    voucherSource: 'BOOKKEEPING_VOUCHER',
    voucherType: 'financialvoucher',
    direction,
    voucherNumber: '',
    voucherDate: voucherBody.voucherDate,
    totalGrossAmount: wireOf(toAbsoluteMoney(row.openAmount)),
    contactName: row.record.recipientOrSenderName ?? null,
    lockVersion: 0,
    postingCategoryId: valid.right.category.postingCategoryId,
    taxRatePercent: valid.right.taxRatePercent,
  }
  state.transactionData.vouchers = [...state.transactionData.vouchers, voucher]
  changed(state)
  storePayments(
    state,
    [{ voucher, paymentAmount: row.openAmount, settled: row.openAmount, strategy: null }],
    { financialTransactionId: row.record.financialTransactionId },
    row.record.transactionDate,
    body.note ?? null,
  )
  replaceTransaction(state, { ...row.record, lockVersion: bumped(row.record.lockVersion) })
  return answerTransaction(state, row.record.financialTransactionId)
}

// --- telemetry

const keepEvent = (state: MemoryState, kind: 'tag' | 'event' | 'log', body: unknown): DbResult<undefined> => {
  const events = [...state.transactionData.events, { kind, body: copyOf(body) }]
  state.transactionData.events = events.slice(-TELEMETRY_EVENTS_MAX_COUNT)
  return E.right(undefined)
}

export const tagUser = (state: MemoryState, body: UserTagRequest) => keepEvent(state, 'tag', body)
export const sendEvent = (state: MemoryState, body: UserEventRequest) => keepEvent(state, 'event', body)
export const log = (state: MemoryState, body: LogRequest) => keepEvent(state, 'log', body)

/** Removes transactions (the needless ones, memory-needless.ts) with their payments, reversed ones included. */
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

// --- what the proposals read and write (memory-proposals.ts)

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
