/**
 * What the transaction calls read beside the records: a stored amount as Money, and the values derived from the
 * payments and kept until the records change (open amounts, booking states, the list's filter columns and search text).
 */
import {
  formatMoneyAmount,
  fromWireAmount,
  isZeroMoney,
  subtractMoney,
  sumMoney,
  toAbsoluteMoney,
  toWireAmount,
  type BookingState,
  type Money,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { MEMORY_DERIVE_SLICE } from '../constants.ts'
import type { MemoryState } from '../store/state.ts'
import type { StoredPayment, StoredTransaction, TransactionState } from './transaction-state.ts'

// --- amounts

/** A stored amount as Money; the records only hold amounts the wire codec accepted. */
export const moneyOf = (amount: number): Money => {
  const money = fromWireAmount(amount)
  if (E.isLeft(money)) throw new Error(`memory transactions: stored amount ${amount} is no amount`)
  return money.right
}

export const wireOf = (money: Money): number => toWireAmount(money)

// --- derived values (built once per change of the records)

export interface TransactionRow {
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
export const dateKeyOf = (date: string): number => Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

export interface Derived {
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

export const FLAG_IGNORED = 1
export const FLAG_PENDING_PROPOSAL = 2
/** An accepted proposal whose assignment stands (the acceptedProposals filter). */
export const FLAG_ACCEPTED_PROPOSAL = 4
export const STATE_SHIFT = 3
export const STATE_CODES: Readonly<Record<BookingState, number>> = { UNASSIGNED: 0, PARTIALLY_ASSIGNED: 1, COMPLETELY_ASSIGNED: 2 }

const flagsOf = (row: TransactionRow): number =>
  (row.ignored ? FLAG_IGNORED : 0) |
  (row.pendingProposal ? FLAG_PENDING_PROPOSAL : 0) |
  (row.acceptedProposal && row.bookingState !== 'UNASSIGNED' ? FLAG_ACCEPTED_PROPOSAL : 0) |
  (STATE_CODES[row.bookingState] << STATE_SHIFT)

/** The list positions of the rows whose search text holds the term, as flags, and how many there are. */
export const searchMatches = (derived: Derived, term: string): { readonly matches: Uint8Array; readonly count: number } => {
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

export const isActive = (p: StoredPayment): boolean => p.reverseDate == null

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
export const openAfter = (amount: Money, payments: ReadonlyArray<StoredPayment> | undefined): Money =>
  payments === undefined || payments.length === 0 ? amount : subtractMoney(amount, sumMoney(payments.map((p) => moneyOf(p.paymentAmount))))

/** UNASSIGNED when nothing is assigned, COMPLETELY_ASSIGNED when nothing is open, else PARTIALLY_ASSIGNED. */
export const bookingStateOf = (open: Money, payments: ReadonlyArray<StoredPayment> | undefined): BookingState =>
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

export const derivedOf = (state: MemoryState): Derived => {
  const tx = state.transactionData
  tx.derived ??= derive(tx)
  return tx.derived as Derived
}

/** Every write goes through here: the derived values are built again on the next read. */
export const changed = (state: MemoryState): void => {
  state.transactionData.derived = undefined
}

const hasPendingProposal = (record: StoredTransaction): boolean =>
  typeof record.pendingProposalId === 'string' && record.pendingProposalId.trim() !== ''
