/**
 * The seizure payment amount (spec: hub-and-business-account 5 "Seizure payment amount" and 9): at least 0.01 €, at
 * most the total seized amount; an empty, too low or too high amount is corrected to the bound it crossed.
 */
import { Decimal } from 'decimal.js'
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { MONEY_FRACTION_DIGITS } from '../money/constants.ts'
import { compareMoney, formatMoney, moneyFromCents, parseMoney, type Money } from '../money/money.ts'
import { SEIZURE_PAYMENT_MIN_AMOUNT_CENTS } from './constants.ts'

/** The field of the payment form, named as in the seizure transfer payload. */
const AMOUNT_FIELD = 'amount'

export interface SeizurePaymentBounds {
  readonly min: Money
  readonly max: Money
}

const MIN_AMOUNT = moneyFromCents(SEIZURE_PAYMENT_MIN_AMOUNT_CENTS)

/** Whole cents of an amount, rounded towards zero. */
const wholeCentsOf = (m: Money): bigint => BigInt(m.value.times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0))

const hasSubCents = (m: Money): boolean => m.value.decimalPlaces() > MONEY_FRACTION_DIGITS

/**
 * The range a seizure payment may take: 0.01 € up to the total seized amount. Reading: a transfer moves whole cents,
 * so a total with fractions of a cent is rounded down (never pay more than was seized); a total below 0.01 € leaves
 * nothing to pay, and there are no bounds.
 * @example toSeizurePaymentBounds(moneyFromCents(12_345n)) // { min: 0.01, max: 123.45 }
 */
export const toSeizurePaymentBounds = (total: Money): SeizurePaymentBounds | undefined => {
  const max = moneyFromCents(wholeCentsOf(total))
  return compareMoney(max, MIN_AMOUNT) < 0 ? undefined : { min: MIN_AMOUNT, max }
}

const outOfRange = (field: string, bounds: SeizurePaymentBounds): ValidationIssue =>
  validationIssue(field, 'seizure.amountOutOfRange', { min: formatMoney(bounds.min), max: formatMoney(bounds.max) })

const nothingToPay = (field: string): ReadonlyArray<ValidationIssue> => [validationIssue(field, 'seizure.nothingToPay')]

const tooManyDecimals = (field: string): ReadonlyArray<ValidationIssue> => [
  validationIssue(field, 'money.tooManyDecimals', { maxDecimals: MONEY_FRACTION_DIGITS }),
]

/**
 * Checks a seizure payment amount strictly, as the form does before it submits: within 0.01 € and the total.
 * Reading: an amount with fractions of a cent is no transfer amount (the money rule of at most two decimals).
 * @example validateSeizurePaymentAmount(moneyFromCents(0n), total) // left: 'seizure.amountOutOfRange'
 */
export const validateSeizurePaymentAmount = (
  amount: Money,
  total: Money,
  field: string = AMOUNT_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  const bounds = toSeizurePaymentBounds(total)
  if (bounds === undefined) return E.left(nothingToPay(field))
  if (hasSubCents(amount)) return E.left(tooManyDecimals(field))
  const inRange = compareMoney(amount, bounds.min) >= 0 && compareMoney(amount, bounds.max) <= 0
  return inRange ? E.right(amount) : E.left([outOfRange(field, bounds)])
}

/** An amount the form holds after correction, and the message to show when it was changed. */
export interface SeizurePaymentAmountCorrection {
  readonly amount: Money
  /** True when the amount was moved to a bound; `issues` then says why. */
  readonly corrected: boolean
  /** Empty when the amount was kept; otherwise the range message, shown at the field (not blocking the form). */
  readonly issues: ReadonlyArray<ValidationIssue>
}

/**
 * Corrects a seizure payment amount to its range: empty (undefined) or below 0.01 € becomes 0.01 €, above the total
 * becomes the total; the message says the amount must lie between the two. Reading: "empty" counts as too low, so it
 * goes to the minimum, as a number field with a minimum does. Left when nothing can be paid or the amount has
 * fractions of a cent.
 * @example correctSeizurePaymentAmount(moneyFromCents(50_000n), moneyFromCents(12_345n)) // right: 123.45, corrected
 */
export const correctSeizurePaymentAmount = (
  amount: Money | undefined,
  total: Money,
  field: string = AMOUNT_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, SeizurePaymentAmountCorrection> => {
  const bounds = toSeizurePaymentBounds(total)
  if (bounds === undefined) return E.left(nothingToPay(field))
  if (amount !== undefined && hasSubCents(amount)) return E.left(tooManyDecimals(field))
  const corrected = (to: Money): SeizurePaymentAmountCorrection => ({ amount: to, corrected: true, issues: [outOfRange(field, bounds)] })
  if (amount === undefined || compareMoney(amount, bounds.min) < 0) return E.right(corrected(bounds.min))
  if (compareMoney(amount, bounds.max) > 0) return E.right(corrected(bounds.max))
  return E.right({ amount, corrected: false, issues: [] })
}

/**
 * Reads the typed amount (German notation) and corrects it as `correctSeizurePaymentAmount` does. A blank field is
 * "empty"; text that is no amount at all keeps the money rule's message and is not replaced, so the user sees what
 * they typed. Reading: only a readable amount is corrected, a typo is shown as a typo. Chosen: an amount with a dot
 * but no comma ("1.500", "12.50") is refused with its own message rather than read: it may be a decimal point
 * written the English way, and a payment must not guess a thousandfold amount.
 * @example correctSeizurePaymentAmountInput('', moneyFromCents(12_345n)) // right: 0.01, corrected
 * @example correctSeizurePaymentAmountInput('1.500', moneyFromCents(200_000n)) // left: 'seizure.amountWithDotOnly'
 */
export const correctSeizurePaymentAmountInput = (
  input: string,
  total: Money,
  field: string = AMOUNT_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, SeizurePaymentAmountCorrection> => {
  if (input.trim() === '') return correctSeizurePaymentAmount(undefined, total, field)
  if (input.includes('.') && !input.includes(',')) return E.left([validationIssue(field, 'seizure.amountWithDotOnly')])
  const parsed = parseMoney(input, field)
  return E.isLeft(parsed) ? parsed : correctSeizurePaymentAmount(parsed.right, total, field)
}
