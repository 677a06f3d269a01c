import { describe, expect, it } from 'vitest'
import { moneyFromCents, type Money } from '../money/money.ts'
import { matchProposals, voucherMatchReasons, type MatchTransaction, type MatchVoucher } from './matching.ts'

const m = (euros: string): Money => moneyFromCents(BigInt(Math.round(Number(euros) * 100)))

const tx = (over: Partial<MatchTransaction> & { readonly amount: Money }): MatchTransaction => ({
  financialTransactionId: 't1',
  openAmount: over.amount,
  transactionDate: '2026-11-20',
  lockVersion: 0,
  purpose: null,
  additionalInfo: null,
  recipientOrSenderName: null,
  ...over,
})

const voucher = (over: Partial<MatchVoucher> & { readonly openAmount: Money }): MatchVoucher => ({
  voucherId: 'v1',
  voucherSource: 'SALES_VOUCHER',
  direction: 'income',
  voucherNumber: 'RE-2026-0042',
  voucherDate: '2026-11-01',
  contactName: 'Bäckerei Schulze GmbH',
  ...over,
})

const summary = (matches: ReturnType<typeof matchProposals>) =>
  matches.map((p) => ({
    t: p.financialTransactionId,
    payments: p.payments.map((x) => [x.voucherId, x.paymentAmount.value.toFixed(2), x.paymentDifferenceStrategy, [...x.reasons]]),
  }))

describe('voucherMatchReasons', () => {
  it.each([
    ['RE-2026-0042', ['AMOUNT', 'VOUCHER_NUMBER']],
    ['Rechnung RE20260042 vielen Dank', ['AMOUNT', 'VOUCHER_NUMBER']],
    ['re 2026 0042', ['AMOUNT', 'VOUCHER_NUMBER']],
    ['Rg. RE/2026/0042', ['AMOUNT', 'VOUCHER_NUMBER']],
    ['Rechnung RE-2026-0043', ['AMOUNT']],
  ])('finds the number in %j', (purpose, reasons) => {
    expect(voucherMatchReasons(tx({ amount: m('119'), purpose }), voucher({ openAmount: m('119') }))).toEqual(reasons)
  })

  it('finds the number in the additional info too', () => {
    expect(voucherMatchReasons(tx({ amount: m('5'), additionalInfo: 'EREF RE-2026-0042' }), voucher({ openAmount: m('119') }))).toEqual(['VOUCHER_NUMBER'])
  })

  it('matches the name either way round, by whole words, case-insensitively', () => {
    const v = voucher({ openAmount: m('10'), voucherNumber: '' })
    expect(voucherMatchReasons(tx({ amount: m('3'), recipientOrSenderName: 'BAECKEREI SCHULZE' }), v)).toEqual([])
    expect(voucherMatchReasons(tx({ amount: m('3'), recipientOrSenderName: 'bäckerei schulze gmbh' }), v)).toEqual(['CONTACT_NAME'])
    expect(voucherMatchReasons(tx({ amount: m('3'), recipientOrSenderName: 'Bäckerei Schulze GmbH, Potsdam' }), v)).toEqual(['CONTACT_NAME'])
    expect(voucherMatchReasons(tx({ amount: m('3'), recipientOrSenderName: 'Schulze' }), v)).toEqual(['CONTACT_NAME'])
    expect(voucherMatchReasons(tx({ amount: m('3'), recipientOrSenderName: 'Schulzenhof' }), v)).toEqual([])
  })

  it('takes the cash discount within a cent, only where the voucher grants one', () => {
    const granted = voucher({ openAmount: m('1190'), hasCashDiscount: true, cashDiscountPercent: 2 })
    expect(voucherMatchReasons(tx({ amount: m('1166.20') }), granted)).toContain('AMOUNT_WITH_CASH_DISCOUNT')
    expect(voucherMatchReasons(tx({ amount: m('1166.21') }), granted)).toContain('AMOUNT_WITH_CASH_DISCOUNT')
    expect(voucherMatchReasons(tx({ amount: m('1166.22') }), granted)).not.toContain('AMOUNT_WITH_CASH_DISCOUNT')
    expect(voucherMatchReasons(tx({ amount: m('1166.20') }), { ...granted, hasCashDiscount: false })).toEqual([])
  })

  it('says nothing for a voucher of the other direction, a short number, or nothing open', () => {
    expect(voucherMatchReasons(tx({ amount: m('-119'), purpose: 'RE-2026-0042' }), voucher({ openAmount: m('119') }))).toEqual([])
    expect(voucherMatchReasons(tx({ amount: m('1'), purpose: 'RE-1 und RE-12' }), voucher({ openAmount: m('5'), voucherNumber: 'RE-1' }))).toEqual([])
    expect(voucherMatchReasons(tx({ amount: m('119') }), voucher({ openAmount: m('0') }))).toEqual([])
  })
})

describe('matchProposals', () => {
  const invoice = voucher({ openAmount: m('119') })

  it('proposes an exact amount with the number (the example of the JSDoc)', () => {
    expect(summary(matchProposals([tx({ amount: m('119'), purpose: 'Rechnung RE 2026 0042' })], [invoice]))).toEqual([
      { t: 't1', payments: [['v1', '119.00', null, ['AMOUNT', 'VOUCHER_NUMBER']]] },
    ])
  })

  it('proposes an exact amount with the name', () => {
    expect(summary(matchProposals([tx({ amount: m('119'), recipientOrSenderName: 'Bäckerei Schulze GmbH' })], [invoice]))).toEqual([
      { t: 't1', payments: [['v1', '119.00', null, ['AMOUNT', 'CONTACT_NAME']]] },
    ])
  })

  it('proposes a payment less its cash discount with the strategy CASH_DISCOUNT', () => {
    const skonto = voucher({ openAmount: m('1190'), hasCashDiscount: true, cashDiscountPercent: 2 })
    expect(summary(matchProposals([tx({ amount: m('1166.20'), purpose: 'RE-2026-0042 abzgl. 2 % Skonto' })], [skonto]))).toEqual([
      { t: 't1', payments: [['v1', '1166.20', 'CASH_DISCOUNT', ['AMOUNT_WITH_CASH_DISCOUNT', 'VOUCHER_NUMBER']]] },
    ])
  })

  it('proposes an outgoing payment for a purchase invoice, signed as the assign call books it', () => {
    const bill = voucher({ openAmount: m('318.20'), direction: 'outgo', voucherSource: 'BOOKKEEPING_VOUCHER', voucherNumber: '44790', contactName: 'Druckerei Schneider KG' })
    expect(summary(matchProposals([tx({ amount: m('-318.20'), purpose: 'RE 44790 Flyer' })], [bill]))).toEqual([
      { t: 't1', payments: [['v1', '-318.20', null, ['AMOUNT', 'VOUCHER_NUMBER']]] },
    ])
  })

  it('never proposes on an amount alone, on a number or name alone, across directions, or for an assigned transaction', () => {
    expect(matchProposals([tx({ amount: m('119') })], [invoice])).toEqual([])
    expect(matchProposals([tx({ amount: m('100'), purpose: 'RE-2026-0042', recipientOrSenderName: 'Bäckerei Schulze GmbH' })], [invoice])).toEqual([])
    expect(matchProposals([tx({ amount: m('-119'), purpose: 'RE-2026-0042' })], [invoice])).toEqual([])
    expect(matchProposals([tx({ amount: m('238'), openAmount: m('119'), purpose: 'RE-2026-0042' })], [invoice])).toEqual([])
  })

  it('proposes a voucher for one transaction only: the stronger match, then the older payment', () => {
    const byName = tx({ financialTransactionId: 'a', amount: m('119'), recipientOrSenderName: 'Bäckerei Schulze GmbH', transactionDate: '2026-11-01' })
    const byNumberAndName = tx({ financialTransactionId: 'b', amount: m('119'), purpose: 'RE-2026-0042', recipientOrSenderName: 'Bäckerei Schulze', transactionDate: '2026-11-05' })
    const older = tx({ financialTransactionId: 'c', amount: m('119'), recipientOrSenderName: 'Bäckerei Schulze GmbH', transactionDate: '2026-10-01' })
    expect(matchProposals([byName, byNumberAndName], [invoice]).map((p) => p.financialTransactionId)).toEqual(['b'])
    expect(matchProposals([byName, older], [invoice]).map((p) => p.financialTransactionId)).toEqual(['c'])
  })

  it('gives each transaction one voucher: of two equal invoices of one customer, the older', () => {
    const newer = voucher({ voucherId: 'v2', openAmount: m('119'), voucherNumber: 'RE-2026-0050', voucherDate: '2026-11-10' })
    const [proposal] = matchProposals([tx({ amount: m('119'), recipientOrSenderName: 'Bäckerei Schulze GmbH' })], [newer, invoice])
    expect(proposal?.payments.map((p) => p.voucherId)).toEqual(['v1'])
  })

  it('splits a payment over several invoices named in the purpose when their open amounts add up exactly', () => {
    const second = voucher({ voucherId: 'v2', openAmount: m('81'), voucherNumber: 'RE-2026-0043', voucherDate: '2026-11-02' })
    const payment = tx({ amount: m('200'), purpose: 'RE-2026-0042 und RE-2026-0043', recipientOrSenderName: 'Bäckerei Schulze GmbH' })
    expect(summary(matchProposals([payment], [second, invoice]))).toEqual([
      {
        t: 't1',
        payments: [
          ['v1', '119.00', null, ['VOUCHER_NUMBER', 'CONTACT_NAME']],
          ['v2', '81.00', null, ['VOUCHER_NUMBER', 'CONTACT_NAME']],
        ],
      },
    ])
    expect(matchProposals([{ ...payment, amount: m('201'), openAmount: m('201') }], [second, invoice])).toEqual([])
  })

  it('never proposes an excluded (rejected) pair, nor a voucher a reservation holds', () => {
    const payment = tx({ amount: m('119'), purpose: 'RE-2026-0042' })
    expect(matchProposals([payment], [invoice], { isExcluded: (t, v) => t === 't1' && v === 'v1' })).toEqual([])
    expect(matchProposals([payment], [invoice], { voucherIdsAssignedToReservations: ['v1'] })).toEqual([])
  })
})
