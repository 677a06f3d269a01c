import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { toGasReducedVatHint, validateCategoriseWithoutReceipt } from './categorise-rules.ts'
import { transactionsMessages } from './messages.ts'
import type { PostingCategory } from './model.ts'
import { validatePaymentDifferenceStrategy } from './payment-difference.ts'
import { validateReversalDate, validateVoucherAssignment, validateVoucherPaymentUnassign } from './payment-rules.ts'
import { issuesOf, moneyFromWire as m } from '../test-kit.ts'

const category: PostingCategory = {
  postingCategoryId: 'c',
  name: 'Kategorie',
  directions: ['outgo'],
  taxRatesPercent: [19],
  paymentCategory: true,
  financialVoucherApplicable: false,
}

/** Runs every validator of the area into every issue it can give. */
const producedIssues = (): ReadonlyArray<ValidationIssue> => [
  ...issuesOf(
    validateVoucherAssignment({
      transaction: { amount: m('10'), bookingState: 'COMPLETELY_ASSIGNED' },
      payments: [
        { voucherId: 'a', direction: 'income', amount: m('0') },
        { voucherId: 'b', direction: 'income', amount: m('-20') },
      ],
      voucherIdsAssignedToReservations: ['a'],
    }),
  ),
  ...issuesOf(validateVoucherAssignment({ transaction: { amount: m('10'), bookingState: 'UNASSIGNED' }, payments: [] })),
  ...issuesOf(
    validateVoucherAssignment({
      transaction: { amount: m('10'), bookingState: 'UNASSIGNED' },
      payments: [{ voucherId: 'a', direction: 'income', amount: m('11') }],
    }),
  ),
  ...issuesOf(validatePaymentDifferenceStrategy('X', [])),
  ...issuesOf(validateReversalDate('2026-01-01' as LocalDate, '2026-01-02' as LocalDate)),
  ...issuesOf(validateVoucherPaymentUnassign({ paymentId: 'p', paymentDifferenceStrategy: 'IRRECOVERABLE_RECEIVABLE' })),
  ...issuesOf(validateCategoriseWithoutReceipt({ transactionAmount: m('1'), category, taxRatePercent: 7 })),
  ...issuesOf(validateCategoriseWithoutReceipt({ transactionAmount: m('-1'), category: { ...category, directions: ['income'] }, taxRatePercent: 7 })),
  ...issuesOf(validateCategoriseWithoutReceipt({ transactionAmount: m('0'), category: null, taxRatePercent: null })),
  ...issuesOf(validateCategoriseWithoutReceipt({ transactionAmount: m('1'), category: { ...category, directions: ['income'] }, taxRatePercent: null })),
  ...issuesOf(validateCategoriseWithoutReceipt({ transactionAmount: m('1'), category: { ...category, paymentCategory: false }, taxRatePercent: 19 })),
  ...[toGasReducedVatHint('2023-01-01' as LocalDate)].filter((i): i is ValidationIssue => i !== undefined),
]

/** Notices of the assignment panel: its success texts and the lockVersion conflict, which no validator gives. */
const NOTICE_KEYS = [
  'transactions.lockVersionConflict',
  'transactions.paymentRemoved',
  'transactions.paymentReversed',
  'transactions.noteSaved',
  'transactions.transactionIgnored',
  'transactions.transactionUnignored',
]

/** Keys only the server sends: no rule of ours can tell them. */
const SERVER_ONLY_KEYS = [
  'transactions.invalidPaymentAmount',
  'transactions.invalidVoucherPaymentAmount',
  // The memory backend's answers (t12-adapters): unknown ids, journalized or not, ignored, the four deletion refusals.
  'transactions.paymentNotFound',
  'transactions.postingCategoryNotFound',
  'transactions.reservedTransactionNotFound',
  'transactions.transactionNotFound',
  'transactions.voucherNotFound',
  'transactions.journalizedPaymentNotDeletable',
  'transactions.paymentNotJournalized',
  'transactions.ignoredTransactionNotAssignable',
  'transactions.deletionForbiddenDunningFee',
  'transactions.deletionForbiddenCashDiscount',
  'transactions.deletionForbiddenCurrencyDifference',
  'transactions.deletionForbiddenBankFee',
  'transactions.removalLeavesCreditNoteAlone',
  // The memory backend's proposals (adapters/src/memory/proposals/proposal-calls.ts): an unknown proposal id.
  'transactions.proposalNotFound',
]

describe('transactionsMessages', () => {
  it('has a message for every key the validators give, and every key but the server-only ones is given', () => {
    const produced = new Set(producedIssues().map((i) => i.key))
    for (const key of produced) expect(Object.keys(transactionsMessages)).toContain(key)
    expect([...produced, ...SERVER_ONLY_KEYS, ...NOTICE_KEYS].sort()).toEqual(Object.keys(transactionsMessages).sort())
  })

  it('has the six categorise keys of the spec verbatim, and INVALID_STATE', () => {
    for (const key of [
      'NON_INCOME_POSTING_CATEGORY',
      'NON_OUTGO_POSTING_CATEGORY',
      'NON_INCOME_TAXRATE',
      'NON_OUTGO_TAXRATE',
      'NON_PAYMENT_TAXRATE',
      'POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER',
      'INVALID_STATE',
    ]) {
      expect(Object.keys(transactionsMessages)).toContain(key)
    }
  })

  it.each(Object.entries(transactionsMessages))('%s is a formal German sentence without placeholders', (key, entry) => {
    expect(entry.de).toMatch(/^[A-ZÄÖÜ]/)
    expect(entry.de).toMatch(/\.$/)
    expect(entry.de).not.toMatch(/[{}]/)
    expect(entry.de).not.toMatch(/\b(du|dein|deine)\b/i)
    expect(entry.de).not.toContain(key)
    expect(key).toMatch(/^(transactions\.[a-z][A-Za-z]+|[A-Z_]+)$/)
  })

  it('has no two keys with the same text', () => {
    const texts = Object.values(transactionsMessages).map((e) => e.de)
    expect(new Set(texts).size).toBe(texts.length)
  })
})
