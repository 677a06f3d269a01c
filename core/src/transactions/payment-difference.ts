/**
 * Payment differences: surplus and missing amounts, the strategies for them and the payment difference dialog
 * (spec: transactions-import-proposals 3 "Payment options", 4, 8 "invalid difference strategy").
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { compareMoney, isZeroMoney, subtractMoney, type Money } from '../money/money.ts'
import type { PaymentDifferenceStrategy, PaymentOption, PostingDirection } from './model.ts'
import { toAbsoluteMoney } from './payment-rules.ts'

export type PaymentDifference =
  | { readonly kind: 'none' }
  /** The payment is larger than the voucher's open amount by `amount` (always positive). */
  | { readonly kind: 'surplus'; readonly amount: Money }
  /** The payment is smaller than the voucher's open amount by `amount` (always positive). */
  | { readonly kind: 'missing'; readonly amount: Money }

/**
 * The difference between a payment and the open amount of the voucher it pays.
 * Reading: compared in absolute value (an outgo voucher's payment is negative, but paying 105 on 100 is a surplus
 * in both directions); the difference is reported as a positive amount.
 * @example toPaymentDifference(m('-97'), m('-100')) // { kind: 'missing', amount: 3 }
 */
export const toPaymentDifference = (paymentAmount: Money, voucherOpenAmount: Money): PaymentDifference => {
  const paid = toAbsoluteMoney(paymentAmount)
  const open = toAbsoluteMoney(voucherOpenAmount)
  const order = compareMoney(paid, open)
  if (order === 0) return { kind: 'none' }
  return order > 0 ? { kind: 'surplus', amount: subtractMoney(paid, open) } : { kind: 'missing', amount: subtractMoney(open, paid) }
}

/**
 * The strategies that fit a difference on a voucher of a direction, in the order the dialog offers them.
 * Reading: a receivable (income) can be written off as irrecoverable and can carry a dunning fee; a bank fee lowers
 * what we receive and raises what we pay; a cash discount always lowers the payment; a partial payment leaves a
 * missing amount open; an overpayment stays as a credit; a currency difference can go either way.
 * @example toPaymentDifferenceStrategies('surplus', 'income') // ['OVERPAYMENT', 'DUNNING_FEE', 'CURRENCY_DIFFERENCE']
 */
export const toPaymentDifferenceStrategies = (
  kind: 'surplus' | 'missing',
  direction: PostingDirection,
): ReadonlyArray<PaymentDifferenceStrategy> => {
  if (kind === 'missing') {
    return direction === 'income'
      ? ['PARTIAL_PAYMENT', 'CASH_DISCOUNT', 'BANK_FEE', 'CURRENCY_DIFFERENCE', 'IRRECOVERABLE_RECEIVABLE']
      : ['PARTIAL_PAYMENT', 'CASH_DISCOUNT', 'CURRENCY_DIFFERENCE']
  }
  return direction === 'income' ? ['OVERPAYMENT', 'DUNNING_FEE', 'CURRENCY_DIFFERENCE'] : ['OVERPAYMENT', 'BANK_FEE', 'CURRENCY_DIFFERENCE']
}

const isNonZero = (m: Money | null | undefined): boolean => m !== null && m !== undefined && !isZeroMoney(m)

/**
 * The payment difference dialog is shown when a surplus or missing amount exists and at least one option is
 * offered. Reading: both come from the server's payment options: the dialog shows when the list is not empty and
 * some option carries a surplusPaymentAmount or missingPaymentAmount other than 0.
 * @example isPaymentDifferenceDialogShown([{ strategy: 'CASH_DISCOUNT', paymentAmount: m('97'), missingPaymentAmount: m('3') }]) // true
 */
export const isPaymentDifferenceDialogShown = (options: ReadonlyArray<PaymentOption>): boolean =>
  options.some((o) => isNonZero(o.surplusPaymentAmount) || isNonZero(o.missingPaymentAmount))

/**
 * The strategy chosen in the payment difference dialog must be one of the offered options; gives that option.
 * @example validatePaymentDifferenceStrategy('CASH_DISCOUNT', options) // right(the cash discount option)
 */
export const validatePaymentDifferenceStrategy = (
  chosen: string | null | undefined,
  options: ReadonlyArray<PaymentOption>,
  field = 'paymentDifferenceStrategy',
): E.Either<ReadonlyArray<ValidationIssue>, PaymentOption> => {
  const option = options.find((o) => o.strategy === chosen)
  return option === undefined ? E.left([validationIssue(field, 'transactions.invalidDifferenceStrategy')]) : E.right(option)
}
