/**
 * The payments of the memory db: a transaction or a reserved transaction assigned to vouchers, a payment deleted,
 * reversed or given a note.
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
  LocalDateCodec,
  sumMoney,
  toAbsoluteMoney,
  toPaymentDifference,
  toPaymentDifferenceStrategies,
  toPostingDirectionOfAmount,
  toSignedVoucherAmount,
  validatePaymentDifferenceStrategy,
  validateReversalDate,
  validateVoucherAssignment,
  validateVoucherPaymentUnassign,
  validationIssue,
  ZERO_MONEY,
  type AssignReservedVoucherPaymentsRequest,
  type AssignVoucherPaymentsRequest,
  type BookingState,
  type Money,
  type PaymentDifferenceStrategy,
  type PaymentOption,
  type PaymentOptionsRequest,
  type ValidationIssue,
  type VoucherPaymentItem,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { ISSUE_KEYS, badRequest, staleLock, type DbResult } from '../store/failures.ts'
import { bumped, isStale, newId, todayOf, type MemoryState } from '../store/state.ts'
import { changed, derivedOf, isActive, moneyOf, wireOf } from './derived.ts'
import {
  TRANSACTION_ISSUE_KEYS,
  answerTransaction,
  findRow,
  findVoucher,
  paymentNotFound,
  paymentWireOf,
  reservedNotFound,
  transactionNotFound,
  voucherNotFound,
  voucherOpenOf,
  withIssues,
} from './transaction-answers.ts'
import { findReserved, replaceTransaction, reservedViewOf, reservedWireOf } from './transaction-lists.ts'
import type { StoredPayment, StoredReservedTransaction, StoredVoucher } from './transaction-state.ts'

/** The strategies of a later payment that forbid deleting an earlier one on the same voucher, with their keys. */
const DELETION_FORBIDDEN_KEYS: Partial<Record<PaymentDifferenceStrategy, string>> = {
  DUNNING_FEE: TRANSACTION_ISSUE_KEYS.deletionForbiddenDunningFee,
  CASH_DISCOUNT: TRANSACTION_ISSUE_KEYS.deletionForbiddenCashDiscount,
  CURRENCY_DIFFERENCE: TRANSACTION_ISSUE_KEYS.deletionForbiddenCurrencyDifference,
  BANK_FEE: TRANSACTION_ISSUE_KEYS.deletionForbiddenBankFee,
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
export const reservedVoucherIds = (state: MemoryState): ReadonlyArray<string> =>
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
export const storePayments = (
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
