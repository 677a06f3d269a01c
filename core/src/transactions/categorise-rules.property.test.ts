import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { USING_PROFILE_TYPES } from '../accounts/model.ts'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { addDays, compareLocalDate } from '../calendar/local-date.ts'
import { isZeroMoney } from '../money/money.ts'
import {
  canCategoriseWithoutReceipt,
  isGasReducedVatDate,
  isPrivateCategoriseShortcutDisabled,
  toGasReducedVatHint,
  validateCategoriseWithoutReceipt,
} from './categorise-rules.ts'
import { ALLOWED_TAX_RATES_PERCENT, GAS_REDUCED_VAT_FIRST_DATE, GAS_REDUCED_VAT_LAST_DATE } from './constants.ts'
import { transactionsMessages } from './messages.ts'
import { toPostingDirectionOfAmount } from './payment-rules.ts'
import { bookingAmountArbitrary, financialTransactionArbitrary, postingCategoryArbitrary, taxRatePercentArbitrary } from './transactions.arbitrary.ts'
import { toTransactionUiState } from './transaction-state.ts'
import { keysOf } from '../test-kit.ts'

const draftArbitrary = fc.record({
  transactionAmount: bookingAmountArbitrary,
  category: fc.option(postingCategoryArbitrary, { nil: null, freq: 6 }),
  taxRatePercent: fc.option(taxRatePercentArbitrary, { nil: null, freq: 6 }),
})

test.prop([draftArbitrary])('every issue is one of the area’s messages and the result is right exactly without issues', (draft) => {
  const result = validateCategoriseWithoutReceipt(draft)
  expect(keysOf(result).filter((key) => !Object.keys(transactionsMessages).includes(key))).toEqual([])
  expect(E.isRight(result) || result.left.length > 0).toBe(true)
})

/**
 * Drafts that mostly fit: a non-zero amount, a category for its direction and for vouchers, and a rate the category
 * allows (none or 0 % for a non-payment category); a payment category without rates takes any rate.
 */
const fittingDraftArbitrary = fc
  .tuple(bookingAmountArbitrary.filter((amount) => !isZeroMoney(amount)), postingCategoryArbitrary, taxRatePercentArbitrary, fc.nat())
  .map(([transactionAmount, category, anyRate, pick]) => {
    const direction = toPostingDirectionOfAmount(transactionAmount)
    const directions = direction === undefined || category.directions.includes(direction) ? category.directions : [...category.directions, direction]
    const rates = category.taxRatesPercent
    const taxRatePercent = category.paymentCategory ? (rates[pick % Math.max(1, rates.length)] ?? anyRate) : pick % 2 === 0 ? null : 0
    return { transactionAmount, category: { ...category, directions, financialVoucherApplicable: true }, taxRatePercent }
  })

test.prop([fc.oneof({ weight: 3, arbitrary: fittingDraftArbitrary }, { weight: 1, arbitrary: draftArbitrary })])(
  'an accepted categorisation is consistent: direction, category and rate all fit',
  (draft) => {
    const result = validateCategoriseWithoutReceipt(draft)
    fc.pre(E.isRight(result))
    const { direction, category, taxRatePercent } = result.right
    expect(direction).toBe(toPostingDirectionOfAmount(draft.transactionAmount))
    expect(category.directions).toContain(direction)
    expect(category.financialVoucherApplicable).toBe(true)
    expect(ALLOWED_TAX_RATES_PERCENT).toContain(taxRatePercent)
    expect(category.paymentCategory ? category.taxRatesPercent : [0]).toContain(taxRatePercent)
  },
)

test.prop([draftArbitrary])('the category-direction message names the transaction’s direction', (draft) => {
  const keys = keysOf(validateCategoriseWithoutReceipt(draft))
  const direction = toPostingDirectionOfAmount(draft.transactionAmount)
  const wrongDirection = draft.category !== null && direction !== undefined && !draft.category.directions.includes(direction)
  expect(keys.includes('NON_INCOME_POSTING_CATEGORY')).toBe(wrongDirection && direction === 'income')
  expect(keys.includes('NON_OUTGO_POSTING_CATEGORY')).toBe(wrongDirection && direction === 'outgo')
  expect(keys.includes('transactions.postingCategoryRequired')).toBe(draft.category === null)
  expect(keys.includes('transactions.paymentAmountZero')).toBe(isZeroMoney(draft.transactionAmount))
})

test.prop([draftArbitrary, fc.integer({ min: 1, max: 30 })])('a non-payment category refuses every rate but 0 %', (draft, rate) => {
  fc.pre(draft.category !== null)
  const category = draft.category === null ? undefined : { ...draft.category, paymentCategory: false }
  expect(keysOf(validateCategoriseWithoutReceipt({ ...draft, category, taxRatePercent: rate }))).toContain('NON_PAYMENT_TAXRATE')
  expect(keysOf(validateCategoriseWithoutReceipt({ ...draft, category, taxRatePercent: 0 }))).not.toContain('NON_PAYMENT_TAXRATE')
})

test.prop([localDateArbitrary])('the gas period is one unbroken stretch from its first to its last day', (date) => {
  const inside = compareLocalDate(date, GAS_REDUCED_VAT_FIRST_DATE) >= 0 && compareLocalDate(date, GAS_REDUCED_VAT_LAST_DATE) <= 0
  expect(isGasReducedVatDate(date)).toBe(inside)
  if (isGasReducedVatDate(date) && isGasReducedVatDate(addDays(date, 2))) expect(isGasReducedVatDate(addDays(date, 1))).toBe(true)
  expect(toGasReducedVatHint(date) !== undefined).toBe(inside)
})

test.prop([fc.constantFrom(...USING_PROFILE_TYPES, null, undefined)])('the private shortcut is disabled exactly on business accounts', (usingProfileType) => {
  expect(isPrivateCategoriseShortcutDisabled({ usingProfileType })).toBe(usingProfileType === 'BUSINESS')
})

test.prop([financialTransactionArbitrary, fc.boolean()])('categorising is offered only for booked rows with something left to assign', (tx, reserved) => {
  const uiState = toTransactionUiState(tx)
  const offered = canCategoriseWithoutReceipt({ reserved, uiState })
  // Offered exactly for unreserved rows that are not ignored, not zero and not completely assigned (the three
  // implications reserved ⇒ not offered, offered ⇒ something left, something left and unreserved ⇒ offered, in one).
  expect(offered).toBe(!reserved && tx.ignored !== true && !isZeroMoney(tx.amount) && tx.bookingState !== 'COMPLETELY_ASSIGNED')
})
