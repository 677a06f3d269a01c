/**
 * Categorising a transaction without a receipt (spec: hub-and-business-account 5 "Categorise without receipt", 9 "Gas
 * VAT note"; transactions-import-proposals 1 and 9 "Tax rates").
 */
import * as E from 'fp-ts/lib/Either.js'
import type { UsingProfileType } from '../accounts/model.ts'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { Money } from '../money/money.ts'
import {
  ALLOWED_TAX_RATES_PERCENT,
  GAS_REDUCED_VAT_FIRST_DATE,
  GAS_REDUCED_VAT_LAST_DATE,
  GAS_REDUCED_VAT_RATE_PERCENT,
  TAX_RATE_NONE_PERCENT,
} from './constants.ts'
import type { PostingCategory, PostingDirection } from './model.ts'
import { toPostingDirectionOfAmount } from './payment-rules.ts'
import type { TransactionUiState } from './transaction-state.ts'

export interface CategoriseWithoutReceiptDraft {
  readonly transactionAmount: Money
  readonly category: PostingCategory | null | undefined
  readonly taxRatePercent: number | null | undefined
}

export interface ValidCategorisation {
  readonly direction: PostingDirection
  readonly category: PostingCategory
  readonly taxRatePercent: number
}

const isAllowedTaxRate = (rate: number): boolean => (ALLOWED_TAX_RATES_PERCENT as ReadonlyArray<number>).includes(rate)

/**
 * Categorising without receipt: the transaction's direction (income for money in, outgo for money out) decides
 * which categories fit; the category must be chosen, suit that direction (NON_INCOME_POSTING_CATEGORY /
 * NON_OUTGO_POSTING_CATEGORY) and be usable for a financial voucher
 * (POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER); the tax rate must be 0 % for a non-payment category
 * (NON_PAYMENT_TAXRATE) and otherwise one of 0, 5, 7, 16, 19 % that the category offers (NON_INCOME_TAXRATE /
 * NON_OUTGO_TAXRATE). All issues are collected.
 * Reading: "the type" a tax rate must suit is the posting's direction together with the category, whose offered
 * rates the server gives for the booking's key date. A missing category is the seventh message
 * (transactions.postingCategoryRequired); a payment category also needs a rate (transactions.taxRateRequired),
 * while a non-payment category without a rate books at 0 %. A transaction of 0 has no direction and cannot be
 * categorised (transactions.paymentAmountZero).
 * @example validateCategoriseWithoutReceipt({ transactionAmount: m('50'), category: rent, taxRatePercent: 19 }) // left: NON_INCOME_POSTING_CATEGORY
 */
export const validateCategoriseWithoutReceipt = (
  draft: CategoriseWithoutReceiptDraft,
): E.Either<ReadonlyArray<ValidationIssue>, ValidCategorisation> => {
  const direction = toPostingDirectionOfAmount(draft.transactionAmount)
  const { category, taxRatePercent } = draft
  const issues: ValidationIssue[] = []
  if (direction === undefined) issues.push(validationIssue('amount', 'transactions.paymentAmountZero'))
  if (category === null || category === undefined) {
    issues.push(validationIssue('postingCategoryId', 'transactions.postingCategoryRequired'))
    return E.left(issues)
  }
  if (direction !== undefined && !category.directions.includes(direction)) {
    issues.push(validationIssue('postingCategoryId', direction === 'income' ? 'NON_INCOME_POSTING_CATEGORY' : 'NON_OUTGO_POSTING_CATEGORY'))
  }
  if (!category.financialVoucherApplicable) {
    issues.push(validationIssue('postingCategoryId', 'POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER'))
  }
  const rate = taxRatePercent ?? (category.paymentCategory ? undefined : TAX_RATE_NONE_PERCENT)
  if (rate === undefined) {
    issues.push(validationIssue('taxRate', 'transactions.taxRateRequired'))
  } else if (!category.paymentCategory) {
    if (rate !== TAX_RATE_NONE_PERCENT) issues.push(validationIssue('taxRate', 'NON_PAYMENT_TAXRATE'))
  } else if (direction !== undefined && !(isAllowedTaxRate(rate) && category.taxRatesPercent.includes(rate))) {
    issues.push(validationIssue('taxRate', direction === 'income' ? 'NON_INCOME_TAXRATE' : 'NON_OUTGO_TAXRATE'))
  }
  if (issues.length > 0 || direction === undefined || rate === undefined) return E.left(issues)
  return E.right({ direction, category, taxRatePercent: rate })
}

/**
 * Whether a row offers categorising without receipt. Reserved transactions can be booked only with a voucher; of
 * booked transactions only those with something left to assign (open, partially assigned, or with a pending
 * proposal).
 * @example canCategoriseWithoutReceipt({ reserved: false, uiState: 'done' }) // false
 */
export const canCategoriseWithoutReceipt = (row: { readonly reserved: boolean; readonly uiState: TransactionUiState }): boolean =>
  !row.reserved && (row.uiState === 'open' || row.uiState === 'partially_assigned' || row.uiState === 'pending_proposal')

/**
 * The shortcut that categorises a transaction as private is disabled on accounts used for business only.
 * @example isPrivateCategoriseShortcutDisabled({ usingProfileType: 'BUSINESS' }) // true
 */
export const isPrivateCategoriseShortcutDisabled = (account: { readonly usingProfileType?: UsingProfileType | null | undefined }): boolean =>
  account.usingProfileType === 'BUSINESS'

/**
 * Whether a date lies in the period of the reduced 7 % VAT on gas, 01.10.2022 to 31.03.2024, both days included.
 * @example isGasReducedVatDate('2024-03-31') // true
 */
export const isGasReducedVatDate = (date: LocalDate): boolean =>
  compareLocalDate(date, GAS_REDUCED_VAT_FIRST_DATE) >= 0 && compareLocalDate(date, GAS_REDUCED_VAT_LAST_DATE) <= 0

/**
 * The note on the reduced gas VAT rate, for a posting dated in its period; none outside it.
 * Reading: the note is a hint at the tax rate field, shown whatever the category, because the dialog cannot tell
 * a gas bill from the category alone.
 * @example toGasReducedVatHint('2023-01-15') // { field: 'taxRate', key: 'transactions.gasReducedVatNote', … }
 */
export const toGasReducedVatHint = (date: LocalDate, field = 'taxRate'): ValidationIssue | undefined =>
  isGasReducedVatDate(date)
    ? validationIssue(field, 'transactions.gasReducedVatNote', { ratePercent: GAS_REDUCED_VAT_RATE_PERCENT })
    : undefined
