import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import type { PostingDirection } from './model.ts'
import { toAssignmentDifference, toAssignmentPayments, validateAssignmentRequest, validatePaymentNote, type AssignmentVoucher } from './payment-assignment.ts'
import { toPaymentSplit } from './payment-split.ts'
import { moneyFromWire as m } from '../test-kit.ts'

const v = (voucherId: string, direction: PostingDirection, open: string): AssignmentVoucher => ({
  voucherId,
  voucherSource: 'SALES_VOUCHER',
  direction,
  openAmount: m(open),
})
const tx = (amount: string, openAmount?: string) => ({
  financialTransactionId: 't1',
  amount: m(amount),
  openAmount: openAmount === undefined ? null : m(openAmount),
  bookingState: 'UNASSIGNED' as const,
  lockVersion: 7,
})

describe('toPaymentSplit', () => {
  it('pays in the order selected: the first in full, the last in part', () => {
    expect(toPaymentSplit(m('150'), [v('a', 'income', '100'), v('b', 'income', '100')])).toEqual([
      { voucherId: 'a', paymentAmount: m('100'), voucherOpenAfter: m('0') },
      { voucherId: 'b', paymentAmount: m('50'), voucherOpenAfter: m('50') },
    ])
  })

  it('nets a credit note and pays outgo negative', () => {
    expect(toPaymentSplit(m('-70'), [v('inv', 'outgo', '100'), v('cn', 'income', '30')])).toEqual([
      { voucherId: 'inv', paymentAmount: m('-100'), voucherOpenAfter: m('0') },
      { voucherId: 'cn', paymentAmount: m('30'), voucherOpenAfter: m('0') },
    ])
  })

  it('pays a voucher selected twice once', () => {
    expect(toPaymentSplit(m('300'), [v('a', 'income', '100'), v('a', 'income', '100')])).toEqual([
      { voucherId: 'a', paymentAmount: m('100'), voucherOpenAfter: m('0') },
    ])
  })
})

describe('toAssignmentPayments', () => {
  it('a customer pays two invoices less 2 % cash discount: the second carries CASH_DISCOUNT', () => {
    const transaction = tx('294')
    const vouchers = [v('r1', 'income', '100'), v('r2', 'income', '200')]
    expect(toAssignmentDifference(transaction, vouchers)).toEqual({ kind: 'missing', voucherId: 'r2', direction: 'income', amount: m('6') })
    expect(toAssignmentPayments(transaction, vouchers, 'CASH_DISCOUNT')).toEqual([
      { voucherId: 'r1', voucherSource: 'SALES_VOUCHER', paymentAmount: m('100') },
      { voucherId: 'r2', voucherSource: 'SALES_VOUCHER', paymentAmount: m('194'), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
    ])
  })

  it('a missing amount without a chosen strategy is a partial payment', () => {
    expect(toAssignmentPayments(tx('-40'), [v('e', 'outgo', '100')])).toEqual([
      { voucherId: 'e', voucherSource: 'SALES_VOUCHER', paymentAmount: m('-40'), paymentDifferenceStrategy: 'PARTIAL_PAYMENT' },
    ])
  })

  it('a surplus goes with the last voucher only when a strategy was chosen', () => {
    const vouchers = [v('r1', 'income', '100')]
    expect(toAssignmentPayments(tx('105'), vouchers)).toEqual([{ voucherId: 'r1', voucherSource: 'SALES_VOUCHER', paymentAmount: m('100') }])
    expect(toAssignmentPayments(tx('105'), vouchers, 'DUNNING_FEE')).toEqual([
      { voucherId: 'r1', voucherSource: 'SALES_VOUCHER', paymentAmount: m('105'), paymentDifferenceStrategy: 'DUNNING_FEE' },
    ])
  })

  it('splits only what is still open on the transaction', () => {
    expect(toAssignmentPayments(tx('100', '30'), [v('r1', 'income', '30')])).toEqual([
      { voucherId: 'r1', voucherSource: 'SALES_VOUCHER', paymentAmount: m('30') },
    ])
  })
})

describe('validateAssignmentRequest', () => {
  it('builds the body of the assign call', () => {
    expect(
      validateAssignmentRequest({
        transaction: tx('294'),
        vouchers: [v('r1', 'income', '100'), v('r2', 'income', '200')],
        paymentDifferenceStrategy: 'CASH_DISCOUNT',
        note: 'Skonto 2 %',
        paymentDate: '2026-03-02' as LocalDate,
      }),
    ).toEqual(
      E.right({
        financialTransactionId: 't1',
        lockVersion: 7,
        paymentDate: '2026-03-02',
        note: 'Skonto 2 %',
        payments: [
          { voucherId: 'r1', voucherSource: 'SALES_VOUCHER', paymentAmount: m('100') },
          { voucherId: 'r2', voucherSource: 'SALES_VOUCHER', paymentAmount: m('194'), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
        ],
      }),
    )
  })

  it('refuses mixed signs, a sum of 0, a strategy of the wrong kind and a long note, each in German', () => {
    const keys = (r: E.Either<ReadonlyArray<{ key: string }>, unknown>) => (E.isLeft(r) ? r.left.map((i) => i.key) : [])
    expect(keys(validateAssignmentRequest({ transaction: tx('100'), vouchers: [v('e', 'outgo', '50')] }))).toContain('transactions.selectionSignDiffers')
    expect(keys(validateAssignmentRequest({ transaction: tx('100'), vouchers: [v('a', 'income', '50'), v('b', 'outgo', '50')] }))).toContain(
      'transactions.voucherSumZero',
    )
    expect(keys(validateAssignmentRequest({ transaction: tx('90'), vouchers: [v('a', 'income', '100')], paymentDifferenceStrategy: 'OVERPAYMENT' }))).toEqual([
      'transactions.invalidDifferenceStrategy',
    ])
    const long = validateAssignmentRequest({ transaction: tx('100'), vouchers: [v('a', 'income', '100')], note: 'x'.repeat(256) })
    expect(keys(long)).toEqual(['paymentNote.tooLong'])
    expect(E.isLeft(long) ? messageFor(long.left[0]!.key, long.left[0]!.params) : '').toBe('Die Notiz darf höchstens 255 Zeichen lang sein.')
  })

  it('refuses a voucher a reservation holds and a transaction already assigned', () => {
    const result = validateAssignmentRequest({
      transaction: { ...tx('100'), bookingState: 'COMPLETELY_ASSIGNED' },
      vouchers: [v('a', 'income', '100')],
      voucherIdsAssignedToReservations: ['a'],
    })
    expect(E.isLeft(result) ? result.left.map((i) => i.key) : []).toEqual(['INVALID_STATE', 'transactions.voucherAssignedToReservation'])
  })
})

describe('validatePaymentNote', () => {
  it('trims, takes empty as no note, and allows 255 characters', () => {
    expect(validatePaymentNote('  ')).toEqual(E.right(null))
    expect(validatePaymentNote(null)).toEqual(E.right(null))
    expect(validatePaymentNote(` ${'ä'.repeat(255)} `)).toEqual(E.right('ä'.repeat(255)))
  })
})
