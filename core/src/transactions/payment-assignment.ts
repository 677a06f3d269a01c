/**
 * From the vouchers a user selected to the body of the assign call: the payments on each voucher, the strategy on
 * the voucher that carries a difference, and every rule checked at once (spec: transactions-import-proposals 3
 * "Payment options", 4 "payment difference dialog", 5 "Payments and assignment", 8 payment errors).
 */
import * as E from 'fp-ts/lib/Either.js'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { addMoney, isZeroMoney, negateMoney, sumMoney, type Money } from '../money/money.ts'
import { PAYMENT_NOTE_MAX_LENGTH } from './constants.ts'
import type { FinancialTransaction, PaymentDifferenceStrategy, PostingDirection, VoucherSource } from './model.ts'
import { toPaymentDifferenceStrategies } from './payment-difference.ts'
import { toAbsoluteMoney, toPostingDirectionOfAmount, toTransactionOpenAmount, validateVoucherAssignment } from './payment-rules.ts'
import { toPaymentSplit, toSignedVoucherAmount, type SplitPayment } from './payment-split.ts'
import type { AssignVoucherPaymentsRequest, VoucherPaymentItem } from './wire.ts'

/** A selected voucher as the assignment needs it (a Voucher of wire.ts has these fields). */
export interface AssignmentVoucher {
  readonly voucherId: string
  readonly voucherSource: VoucherSource
  readonly direction: PostingDirection
  /** What is open on the voucher, positive as printed. */
  readonly openAmount: Money
}

export type AssignmentTransaction = Pick<FinancialTransaction, 'amount' | 'openAmount'>

/**
 * The difference left between a transaction and the selected vouchers after the split: missing when the money runs
 * out inside a voucher (the last one paid, paid in part), surplus when money is left after every voucher is paid in
 * full. Both carry the voucher that takes the difference and its direction; the amount is positive.
 */
export type AssignmentDifference =
  | { readonly kind: 'none' }
  | { readonly kind: 'missing' | 'surplus'; readonly voucherId: string; readonly direction: PostingDirection; readonly amount: Money }

/** A filter that keeps the first voucher of each id. */
const firstOfId = (): ((v: { readonly voucherId: string }) => boolean) => {
  const seen = new Set<string>()
  return (v) => !seen.has(v.voucherId) && Boolean(seen.add(v.voucherId))
}

const lastOf = <A>(items: ReadonlyArray<A>, test: (a: A) => boolean): A | undefined => items.filter(test).at(-1)

/**
 * Where the difference of an assignment lies (see AssignmentDifference).
 * Reading: a missing amount lies on the one voucher paid in part (the split pays in the order selected, so there is
 * at most one); a surplus on the last selected voucher of the transaction's direction that is paid (one with nothing
 * open gets no payment to carry it), because that voucher's payment takes the money that is left. A selection the booking bar refuses (sum 0 or of the other sign) has none.
 * @example toAssignmentDifference({ amount: m('97') }, [voucher('a', 'income', '100')]) // { kind: 'missing', voucherId: 'a', amount: 3, … }
 */
export const toAssignmentDifference = (
  transaction: AssignmentTransaction,
  selected: ReadonlyArray<AssignmentVoucher>,
): AssignmentDifference => {
  const vouchers = selected.filter(firstOfId())
  const open = toTransactionOpenAmount(transaction)
  const direction = toPostingDirectionOfAmount(open)
  const net = sumMoney(vouchers.map(toSignedVoucherAmount))
  if (direction === undefined || toPostingDirectionOfAmount(net) !== direction) return { kind: 'none' }
  const split = toPaymentSplit(open, vouchers)
  const partly = split.find((p) => !isZeroMoney(p.paymentAmount) && !isZeroMoney(p.voucherOpenAfter))
  if (partly !== undefined) return { kind: 'missing', voucherId: partly.voucherId, direction, amount: partly.voucherOpenAfter }
  const paid = sumMoney(split.map((p) => p.paymentAmount))
  const left = toAbsoluteMoney(addMoney(open, negateMoney(paid)))
  const carrier = lastOf(split, (p) => toPostingDirectionOfAmount(p.paymentAmount) === direction)
  return isZeroMoney(left) || carrier === undefined
    ? { kind: 'none' }
    : { kind: 'surplus', voucherId: carrier.voucherId, direction, amount: left }
}

/**
 * The payments of an assignment (the `payments` of AssignVoucherPaymentsRequest): the transaction's open amount split
 * over the selected vouchers in the order selected (toPaymentSplit), signed (income +, outgo −), without vouchers
 * that get nothing, each voucher once. The voucher that carries a difference (toAssignmentDifference) gets the
 * strategy: a missing amount is sent as paid (the money moved) with the strategy, PARTIAL_PAYMENT when none was
 * chosen, so the voucher stays open for the rest; a surplus is added to the last voucher's payment only when a
 * strategy was chosen for it (OVERPAYMENT, a fee …), otherwise it stays open on the transaction.
 * Reading: the strategy is passed on as chosen; whether it fits the difference is validateAssignmentRequest's rule.
 * @example toAssignmentPayments({ amount: m('97') }, [voucher('a', 'income', '100')], 'CASH_DISCOUNT')
 * // [{ voucherId: 'a', voucherSource: 'SALES_VOUCHER', paymentAmount: 97, paymentDifferenceStrategy: 'CASH_DISCOUNT' }]
 */
export const toAssignmentPayments = (
  transaction: AssignmentTransaction,
  selected: ReadonlyArray<AssignmentVoucher>,
  strategy?: PaymentDifferenceStrategy | null,
): ReadonlyArray<VoucherPaymentItem> => {
  const vouchers = selected.filter(firstOfId()) // a voucher selected twice is paid once, as its first selection says
  const open = toTransactionOpenAmount(transaction)
  const difference = toAssignmentDifference(transaction, vouchers)
  const sourceOf = new Map(vouchers.map((v) => [v.voucherId, v.voucherSource] as const))
  const item = (p: SplitPayment): VoucherPaymentItem => {
    const base = { voucherId: p.voucherId, voucherSource: sourceOf.get(p.voucherId) ?? 'SALES_VOUCHER', paymentAmount: p.paymentAmount }
    if (difference.kind === 'none' || difference.voucherId !== p.voucherId) return base
    if (difference.kind === 'missing') return { ...base, paymentDifferenceStrategy: strategy ?? 'PARTIAL_PAYMENT' }
    if (strategy === undefined || strategy === null) return base
    const surplus = difference.direction === 'income' ? difference.amount : negateMoney(difference.amount)
    return { ...base, paymentAmount: addMoney(p.paymentAmount, surplus), paymentDifferenceStrategy: strategy }
  }
  return toPaymentSplit(open, vouchers)
    .filter((p) => !isZeroMoney(p.paymentAmount))
    .map(item)
}

/** Everything the assign call needs from the panel. */
export interface AssignmentDraft {
  readonly transaction: Pick<FinancialTransaction, 'financialTransactionId' | 'amount' | 'openAmount' | 'bookingState' | 'lockVersion'>
  readonly vouchers: ReadonlyArray<AssignmentVoucher>
  /** The strategy chosen in the payment difference dialog, if it was shown. */
  readonly paymentDifferenceStrategy?: PaymentDifferenceStrategy | null | undefined
  readonly note?: string | null | undefined
  readonly paymentDate?: LocalDate | null | undefined
  /** Vouchers a reserved transaction already holds. */
  readonly voucherIdsAssignedToReservations?: ReadonlyArray<string>
}

/**
 * A payment note (the note of an assignment and the edit note dialog): trimmed; empty is no note (null); longer than
 * PAYMENT_NOTE_MAX_LENGTH characters gets 'paymentNote.tooLong'.
 * @example validatePaymentNote('  Skonto abgezogen ') // right('Skonto abgezogen')
 */
export const validatePaymentNote = (note: string | null | undefined, field = 'note'): E.Either<ReadonlyArray<ValidationIssue>, string | null> => {
  const text = (note ?? '').trim()
  if (text === '') return E.right(null)
  return Array.from(text).length > PAYMENT_NOTE_MAX_LENGTH
    ? E.left([validationIssue(field, 'paymentNote.tooLong', { maxLength: PAYMENT_NOTE_MAX_LENGTH })])
    : E.right(text)
}

/**
 * The body of the assign call, or every issue at once: the rules of validateVoucherAssignment on the payments that
 * would be sent (not completely assigned, no voucher held by a reservation, each payment not 0 and of its voucher's
 * sign, the sum not 0, of the transaction's sign and within what is open); a chosen strategy must be one offered for
 * the difference (toPaymentDifferenceStrategies, 'transactions.invalidDifferenceStrategy'); the note at most
 * PAYMENT_NOTE_MAX_LENGTH characters.
 * Reading: a selection the booking bar refuses (sum 0 or of the other sign) is checked on the vouchers' signed open
 * amounts, since the split of such a selection says nothing; a strategy chosen where there is no difference is left
 * out, as the dialog is not shown then.
 * @example validateAssignmentRequest({ transaction, vouchers: [voucher('a', 'income', '100')] }) // right({ financialTransactionId, payments: [...] })
 */
export const validateAssignmentRequest = (draft: AssignmentDraft): E.Either<ReadonlyArray<ValidationIssue>, AssignVoucherPaymentsRequest> => {
  const { transaction, vouchers } = draft
  const unique = vouchers.filter(firstOfId())
  const difference = toAssignmentDifference(transaction, unique)
  const allowed = isAllowedSelection(transaction, unique)
  const strategy = difference.kind === 'none' ? undefined : draft.paymentDifferenceStrategy
  const payments = allowed ? toAssignmentPayments(transaction, unique, strategy) : []
  const directionOf = new Map(unique.map((v) => [v.voucherId, v.direction] as const))
  const assignment = validateVoucherAssignment({
    transaction,
    payments: allowed
      ? payments.map((p) => ({ voucherId: p.voucherId, direction: directionOf.get(p.voucherId) ?? 'income', amount: p.paymentAmount }))
      : unique.map((v) => ({ voucherId: v.voucherId, direction: v.direction, amount: toSignedVoucherAmount(v) })),
    ...(draft.voucherIdsAssignedToReservations === undefined ? {} : { voucherIdsAssignedToReservations: draft.voucherIdsAssignedToReservations }),
  })
  const issues: ValidationIssue[] = E.isLeft(assignment) ? [...assignment.left] : []
  if (difference.kind !== 'none' && strategy !== undefined && strategy !== null) {
    if (!toPaymentDifferenceStrategies(difference.kind, difference.direction).includes(strategy)) {
      issues.push(validationIssue('paymentDifferenceStrategy', 'transactions.invalidDifferenceStrategy'))
    }
  }
  const note = validatePaymentNote(draft.note)
  if (E.isLeft(note)) issues.push(...note.left)
  if (issues.length > 0 || E.isLeft(note)) return E.left(issues)
  return E.right({
    financialTransactionId: transaction.financialTransactionId,
    payments,
    ...(transaction.lockVersion === undefined ? {} : { lockVersion: transaction.lockVersion }),
    ...(draft.paymentDate === undefined ? {} : { paymentDate: draft.paymentDate }),
    ...(note.right === null ? {} : { note: note.right }),
  })
}

/** The booking bar's rule: something is open and the vouchers' signed sum has its sign (so it is not 0 either). */
const isAllowedSelection = (transaction: AssignmentTransaction, vouchers: ReadonlyArray<AssignmentVoucher>): boolean => {
  const open = toTransactionOpenAmount(transaction)
  const net = sumMoney(vouchers.map(toSignedVoucherAmount))
  return !isZeroMoney(open) && toPostingDirectionOfAmount(net) === toPostingDirectionOfAmount(open)
}
