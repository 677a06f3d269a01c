import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import {
  canCategoriseWithoutReceipt,
  isGasReducedVatDate,
  isPrivateCategoriseShortcutDisabled,
  toGasReducedVatHint,
  validateCategoriseWithoutReceipt,
  type CategoriseWithoutReceiptDraft,
} from './categorise-rules.ts'
import { GAS_REDUCED_VAT_FIRST_DATE, GAS_REDUCED_VAT_LAST_DATE } from './constants.ts'
import type { PostingCategory } from './model.ts'
import { keysOf, moneyFromWire as m } from '../test-kit.ts'

const revenue: PostingCategory = {
  postingCategoryId: 'revenue',
  name: 'Einnahmen',
  directions: ['income'],
  taxRatesPercent: [0, 7, 19],
  paymentCategory: true,
  financialVoucherApplicable: true,
}
const officeSupplies: PostingCategory = { ...revenue, postingCategoryId: 'office', name: 'Bürobedarf', directions: ['outgo'] }
const privateWithdrawal: PostingCategory = {
  postingCategoryId: 'private',
  name: 'Privatentnahme',
  directions: ['income', 'outgo'],
  taxRatesPercent: [0],
  paymentCategory: false,
  financialVoucherApplicable: true,
}
const depreciation: PostingCategory = { ...officeSupplies, postingCategoryId: 'afa', name: 'Abschreibung', financialVoucherApplicable: false }

const draft = (over: Partial<CategoriseWithoutReceiptDraft> = {}): CategoriseWithoutReceiptDraft => ({
  transactionAmount: m('119'),
  category: revenue,
  taxRatePercent: 19,
  ...over,
})

describe('validateCategoriseWithoutReceipt', () => {
  it('accepts income in an income category at an offered rate', () => {
    expect(validateCategoriseWithoutReceipt(draft())).toEqual(E.right({ direction: 'income', category: revenue, taxRatePercent: 19 }))
  })

  it('accepts an expense in an expense category', () => {
    expect(E.isRight(validateCategoriseWithoutReceipt(draft({ transactionAmount: m('-23.8'), category: officeSupplies })))).toBe(true)
  })

  it.each<[string, Partial<CategoriseWithoutReceiptDraft>, ReadonlyArray<string>]>([
    ['income in an expense category', { category: officeSupplies }, ['NON_INCOME_POSTING_CATEGORY']],
    ['an expense in an income category', { transactionAmount: m('-10'), category: revenue }, ['NON_OUTGO_POSTING_CATEGORY']],
    ['income at a rate the category does not offer', { taxRatePercent: 16 }, ['NON_INCOME_TAXRATE']],
    ['an expense at a rate the category does not offer', { transactionAmount: m('-1'), category: officeSupplies, taxRatePercent: 5 }, ['NON_OUTGO_TAXRATE']],
    ['income at a rate that does not exist', { category: { ...revenue, taxRatesPercent: [0, 7, 19, 20] }, taxRatePercent: 20 }, ['NON_INCOME_TAXRATE']],
    ['a non-payment category with VAT', { category: privateWithdrawal, taxRatePercent: 19 }, ['NON_PAYMENT_TAXRATE']],
    ['a non-payment category at 7 %', { category: privateWithdrawal, taxRatePercent: 7 }, ['NON_PAYMENT_TAXRATE']],
    ['a category unusable without a voucher', { transactionAmount: m('-5'), category: depreciation }, ['POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER']],
    ['no category', { category: null }, ['transactions.postingCategoryRequired']],
    ['no category (absent)', { category: undefined }, ['transactions.postingCategoryRequired']],
    ['a payment category without a rate', { taxRatePercent: null }, ['transactions.taxRateRequired']],
    ['a transaction of 0', { transactionAmount: m('0') }, ['transactions.paymentAmountZero']],
    ['a transaction of 0 without category', { transactionAmount: m('0'), category: null }, ['transactions.paymentAmountZero', 'transactions.postingCategoryRequired']],
    [
      'everything wrong at once',
      { transactionAmount: m('-5'), category: { ...revenue, financialVoucherApplicable: false }, taxRatePercent: 16 },
      ['NON_OUTGO_POSTING_CATEGORY', 'POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER', 'NON_OUTGO_TAXRATE'],
    ],
  ])('refuses %s', (_name, over, expected) => {
    expect(keysOf(validateCategoriseWithoutReceipt(draft(over)))).toEqual(expected)
  })

  it('books a non-payment category without a rate at 0 %', () => {
    const result = validateCategoriseWithoutReceipt(draft({ category: privateWithdrawal, taxRatePercent: undefined }))
    expect(E.isRight(result) && result.right.taxRatePercent).toBe(0)
  })

  it('accepts 0 % for a non-payment category in both directions', () => {
    expect(E.isRight(validateCategoriseWithoutReceipt(draft({ category: privateWithdrawal, taxRatePercent: 0 })))).toBe(true)
    expect(E.isRight(validateCategoriseWithoutReceipt(draft({ transactionAmount: m('-1'), category: privateWithdrawal, taxRatePercent: 0 })))).toBe(true)
  })

  it('puts category issues on the category field and rate issues on the rate field', () => {
    const result = validateCategoriseWithoutReceipt(draft({ category: officeSupplies, taxRatePercent: 16 }))
    expect(E.isLeft(result) && result.left.map((i) => i.field)).toEqual(['postingCategoryId', 'taxRate'])
  })
})

describe('canCategoriseWithoutReceipt', () => {
  it('offers it for rows with something left to assign, never for reserved ones', () => {
    expect(canCategoriseWithoutReceipt({ reserved: false, uiState: 'open' })).toBe(true)
    expect(canCategoriseWithoutReceipt({ reserved: false, uiState: 'partially_assigned' })).toBe(true)
    expect(canCategoriseWithoutReceipt({ reserved: false, uiState: 'pending_proposal' })).toBe(true)
    for (const uiState of ['done', 'ignored', 'info'] as const) expect(canCategoriseWithoutReceipt({ reserved: false, uiState })).toBe(false)
    expect(canCategoriseWithoutReceipt({ reserved: true, uiState: 'open' })).toBe(false)
  })
})

describe('isPrivateCategoriseShortcutDisabled', () => {
  it('is disabled only on business accounts', () => {
    expect(isPrivateCategoriseShortcutDisabled({ usingProfileType: 'BUSINESS' })).toBe(true)
    expect(isPrivateCategoriseShortcutDisabled({ usingProfileType: 'PRIVATE' })).toBe(false)
    expect(isPrivateCategoriseShortcutDisabled({ usingProfileType: 'MIXED' })).toBe(false)
    expect(isPrivateCategoriseShortcutDisabled({ usingProfileType: null })).toBe(false)
    expect(isPrivateCategoriseShortcutDisabled({})).toBe(false)
  })
})

describe('the gas VAT period', () => {
  const d = (iso: string) => iso as LocalDate

  it('runs from 01.10.2022 to 31.03.2024, both days included', () => {
    expect(GAS_REDUCED_VAT_FIRST_DATE).toBe('2022-10-01')
    expect(GAS_REDUCED_VAT_LAST_DATE).toBe('2024-03-31')
    expect(isGasReducedVatDate(d('2022-09-30'))).toBe(false)
    expect(isGasReducedVatDate(d('2022-10-01'))).toBe(true)
    expect(isGasReducedVatDate(d('2023-06-15'))).toBe(true)
    expect(isGasReducedVatDate(d('2024-03-31'))).toBe(true)
    expect(isGasReducedVatDate(d('2024-04-01'))).toBe(false)
  })

  it('gives the note inside the period only', () => {
    expect(toGasReducedVatHint(d('2024-03-31'))).toEqual({ field: 'taxRate', key: 'transactions.gasReducedVatNote', params: { ratePercent: 7 } })
    expect(toGasReducedVatHint(d('2024-04-01'))).toBeUndefined()
  })
})
