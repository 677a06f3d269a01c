import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import {
  toPaymentRemovalKind,
  toPostingDirectionOfAmount,
  toTransactionOpenAmount,
  validatePaymentAmountSign,
  validatePaymentWithinTransaction,
  validateReversalDate,
  validateVoucherAssignment,
  validateVoucherPaymentUnassign,
  type VoucherAssignmentDraft,
} from './payment-rules.ts'
import { keysOf, moneyFromWire as m } from '../test-kit.ts'

describe('toPostingDirectionOfAmount', () => {
  it('reads money in as income, money out as outgo and 0 as neither', () => {
    expect(toPostingDirectionOfAmount(m('0.01'))).toBe('income')
    expect(toPostingDirectionOfAmount(m('-0.01'))).toBe('outgo')
    expect(toPostingDirectionOfAmount(m('0'))).toBeUndefined()
    expect(toPostingDirectionOfAmount(m('-0'))).toBeUndefined()
  })
})

describe('validatePaymentAmountSign', () => {
  it.each<[string, 'income' | 'outgo', ReadonlyArray<string>]>([
    ['100', 'income', []],
    ['0.01', 'income', []],
    ['-0.01', 'income', ['transactions.paymentSignMismatch']],
    ['-100', 'outgo', []],
    ['100', 'outgo', ['transactions.paymentSignMismatch']],
    ['0', 'income', ['transactions.paymentAmountZero']],
    ['0', 'outgo', ['transactions.paymentAmountZero']],
  ])('%s on an %s voucher gives %j', (amount, direction, expected) => {
    expect(keysOf(validatePaymentAmountSign(m(amount), direction))).toEqual(expected)
  })

  it('reports on the field it is given', () => {
    const result = validatePaymentAmountSign(m('-1'), 'income', 'payments.0.amount')
    expect(E.isLeft(result) && result.left[0]?.field).toBe('payments.0.amount')
  })
})

describe('validatePaymentWithinTransaction', () => {
  const tx = { amount: m('-100'), openAmount: m('-40') }

  it.each<[string, ReadonlyArray<string>]>([
    ['-40', []],
    ['40', []],
    ['-39.99', []],
    ['-40.01', ['transactions.paymentOverMaximum']],
    ['-100', ['transactions.paymentOverMaximum']],
    ['0', []],
  ])('a payment of %s against 40 open gives %j', (amount, expected) => {
    expect(keysOf(validatePaymentWithinTransaction(m(amount), tx))).toEqual(expected)
  })

  it('uses the whole amount when the server sends no open amount', () => {
    expect(toTransactionOpenAmount({ amount: m('100') })).toEqual(m('100'))
    expect(toTransactionOpenAmount({ amount: m('100'), openAmount: null })).toEqual(m('100'))
    expect(keysOf(validatePaymentWithinTransaction(m('100'), { amount: m('100'), openAmount: null }))).toEqual([])
    expect(keysOf(validatePaymentWithinTransaction(m('100.01'), { amount: m('100') }))).toEqual(['transactions.paymentOverMaximum'])
  })

  it('tells the maximum in its params', () => {
    const result = validatePaymentWithinTransaction(m('50'), tx)
    expect(E.isLeft(result) && result.left[0]?.params).toEqual({ maximum: '40,00\u00a0€' })
  })
})

describe('validateVoucherAssignment', () => {
  const draft = (over: Partial<VoucherAssignmentDraft> = {}): VoucherAssignmentDraft => ({
    transaction: { amount: m('119'), openAmount: null, bookingState: 'UNASSIGNED' },
    payments: [{ voucherId: 'v1', direction: 'income', amount: m('119') }],
    ...over,
  })

  it('accepts a payment that matches its voucher and the transaction', () => {
    expect(E.isRight(validateVoucherAssignment(draft()))).toBe(true)
  })

  it('accepts an invoice netted with a credit note', () => {
    const payments = [
      { voucherId: 'invoice', direction: 'income' as const, amount: m('150') },
      { voucherId: 'credit', direction: 'outgo' as const, amount: m('-31') },
    ]
    expect(E.isRight(validateVoucherAssignment(draft({ payments })))).toBe(true)
  })

  it('refuses a completely assigned transaction with INVALID_STATE', () => {
    const transaction = { amount: m('119'), bookingState: 'COMPLETELY_ASSIGNED' as const }
    expect(keysOf(validateVoucherAssignment(draft({ transaction })))).toEqual(['INVALID_STATE'])
  })

  it('refuses an empty selection as a sum of 0', () => {
    expect(keysOf(validateVoucherAssignment(draft({ payments: [] })))).toEqual(['transactions.voucherSumZero'])
  })

  it('refuses vouchers that cancel out to 0', () => {
    const payments = [
      { voucherId: 'a', direction: 'income' as const, amount: m('50') },
      { voucherId: 'b', direction: 'outgo' as const, amount: m('-50') },
    ]
    expect(keysOf(validateVoucherAssignment(draft({ payments })))).toEqual(['transactions.voucherSumZero'])
  })

  it('refuses a selection whose sign differs from the transaction', () => {
    const payments = [{ voucherId: 'a', direction: 'outgo' as const, amount: m('-50') }]
    expect(keysOf(validateVoucherAssignment(draft({ payments })))).toEqual(['transactions.selectionSignDiffers'])
  })

  it('refuses more than is open', () => {
    const transaction = { amount: m('119'), openAmount: m('19'), bookingState: 'PARTIALLY_ASSIGNED' as const }
    expect(keysOf(validateVoucherAssignment(draft({ transaction })))).toEqual(['transactions.paymentOverMaximum'])
  })

  it('refuses a voucher a reservation already holds', () => {
    const result = validateVoucherAssignment(draft({ voucherIdsAssignedToReservations: ['v1'] }))
    expect(keysOf(result)).toEqual(['transactions.voucherAssignedToReservation'])
    expect(E.isLeft(result) && result.left[0]?.params).toEqual({ voucherId: 'v1' })
  })

  it('collects every issue of the form, each naming its voucher', () => {
    const payments = [
      { voucherId: 'zero', direction: 'income' as const, amount: m('0') },
      { voucherId: 'wrong', direction: 'income' as const, amount: m('-5') },
    ]
    const transaction = { amount: m('119'), bookingState: 'COMPLETELY_ASSIGNED' as const }
    const result = validateVoucherAssignment(draft({ transaction, payments }))
    expect(keysOf(result)).toEqual([
      'INVALID_STATE',
      'transactions.paymentAmountZero',
      'transactions.paymentSignMismatch',
      'transactions.selectionSignDiffers',
    ])
    expect(E.isLeft(result) && result.left.map((i) => i.params?.['voucherId'])).toEqual([undefined, 'zero', 'wrong', undefined])
  })
})

describe('validateReversalDate', () => {
  const d = (iso: string) => iso as LocalDate

  it('allows the voucher date and later, refuses earlier', () => {
    expect(E.isRight(validateReversalDate(d('2026-03-02'), d('2026-03-02')))).toBe(true)
    expect(E.isRight(validateReversalDate(d('2026-03-03'), d('2026-03-02')))).toBe(true)
    expect(keysOf(validateReversalDate(d('2026-03-01'), d('2026-03-02')))).toEqual(['transactions.reverseDateBeforeVoucherDate'])
    expect(keysOf(validateReversalDate(d('2025-12-31'), d('2026-01-01')))).toEqual(['transactions.reverseDateBeforeVoucherDate'])
  })
})

describe('removing payments', () => {
  it('deletes an uncommitted payment and reverses a journalized one', () => {
    expect(toPaymentRemovalKind(false)).toBe('delete')
    expect(toPaymentRemovalKind(true)).toBe('reverse')
  })

  it('refuses to unassign a payment that wrote off an irrecoverable receivable', () => {
    expect(keysOf(validateVoucherPaymentUnassign({ paymentId: 'p', paymentDifferenceStrategy: 'IRRECOVERABLE_RECEIVABLE' }))).toEqual([
      'transactions.irrecoverableReceivableBlocksUnassign',
    ])
    expect(validateVoucherPaymentUnassign({ paymentId: 'p', paymentDifferenceStrategy: 'CASH_DISCOUNT' })).toEqual(E.right('p'))
    expect(validateVoucherPaymentUnassign({ paymentId: 'p', paymentDifferenceStrategy: null })).toEqual(E.right('p'))
    expect(validateVoucherPaymentUnassign({ paymentId: 'p' })).toEqual(E.right('p'))
  })
})
