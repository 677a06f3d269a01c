import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { PaymentOptionCodec, type PaymentOption } from './model.ts'
import {
  isPaymentDifferenceDialogShown,
  toPaymentDifference,
  toPaymentDifferenceStrategies,
  validatePaymentDifferenceStrategy,
} from './payment-difference.ts'
import { moneyFromWire as m } from '../test-kit.ts'

const described = (payment: string, open: string): string => {
  const d = toPaymentDifference(m(payment), m(open))
  return d.kind === 'none' ? 'none' : `${d.kind} ${d.amount.value.toFixed()}`
}

describe('toPaymentDifference', () => {
  it.each([
    ['100', '100', 'none'],
    ['97', '100', 'missing 3'],
    ['105.5', '100', 'surplus 5.5'],
    ['-97', '-100', 'missing 3'],
    ['-100.01', '-100', 'surplus 0.01'],
    ['0', '100', 'missing 100'],
  ])('paying %s on %s open is %s', (payment, open, expected) => {
    expect(described(payment, open)).toBe(expected)
  })
})

describe('toPaymentDifferenceStrategies', () => {
  it('offers write-off and dunning fee only on receivables', () => {
    expect(toPaymentDifferenceStrategies('missing', 'income')).toContain('IRRECOVERABLE_RECEIVABLE')
    expect(toPaymentDifferenceStrategies('missing', 'outgo')).not.toContain('IRRECOVERABLE_RECEIVABLE')
    expect(toPaymentDifferenceStrategies('surplus', 'income')).toContain('DUNNING_FEE')
    expect(toPaymentDifferenceStrategies('surplus', 'outgo')).not.toContain('DUNNING_FEE')
  })

  it('offers a partial payment only for a missing amount and an overpayment only for a surplus', () => {
    for (const direction of ['income', 'outgo'] as const) {
      expect(toPaymentDifferenceStrategies('missing', direction)[0]).toBe('PARTIAL_PAYMENT')
      expect(toPaymentDifferenceStrategies('surplus', direction)[0]).toBe('OVERPAYMENT')
      expect(toPaymentDifferenceStrategies('surplus', direction)).not.toContain('PARTIAL_PAYMENT')
      expect(toPaymentDifferenceStrategies('missing', direction)).not.toContain('OVERPAYMENT')
    }
  })
})

const option = (strategy: PaymentOption['strategy'], over: Partial<PaymentOption> = {}): PaymentOption => ({
  strategy,
  paymentAmount: m('97'),
  ...over,
})

describe('isPaymentDifferenceDialogShown', () => {
  it('shows with a missing amount and an option', () => {
    expect(isPaymentDifferenceDialogShown([option('CASH_DISCOUNT', { missingPaymentAmount: m('3') })])).toBe(true)
  })

  it('shows with a surplus amount and an option', () => {
    expect(isPaymentDifferenceDialogShown([option('OVERPAYMENT', { surplusPaymentAmount: m('0.01'), missingPaymentAmount: null })])).toBe(true)
  })

  it('does not show without options', () => {
    expect(isPaymentDifferenceDialogShown([])).toBe(false)
  })

  it('does not show when no option carries a difference', () => {
    expect(isPaymentDifferenceDialogShown([option('PARTIAL_PAYMENT')])).toBe(false)
    expect(isPaymentDifferenceDialogShown([option('PARTIAL_PAYMENT', { surplusPaymentAmount: m('0'), missingPaymentAmount: m('0') })])).toBe(false)
    expect(isPaymentDifferenceDialogShown([option('PARTIAL_PAYMENT', { surplusPaymentAmount: null, missingPaymentAmount: null })])).toBe(false)
  })
})

describe('validatePaymentDifferenceStrategy', () => {
  const options = [option('CASH_DISCOUNT'), option('PARTIAL_PAYMENT')]

  it('gives the chosen option', () => {
    expect(validatePaymentDifferenceStrategy('PARTIAL_PAYMENT', options)).toEqual(E.right(options[1]))
  })

  it.each([undefined, null, '', 'BANK_FEE', 'cash_discount'])('refuses %j, which is not offered', (chosen) => {
    expect(validatePaymentDifferenceStrategy(chosen, options)).toEqual(
      E.left([{ field: 'paymentDifferenceStrategy', key: 'transactions.invalidDifferenceStrategy' }]),
    )
  })
})

describe('PaymentOptionCodec', () => {
  it('reads an option and refuses an unknown strategy', () => {
    expect(E.isRight(PaymentOptionCodec.decode({ strategy: 'CASH_DISCOUNT', paymentAmount: 97, missingPaymentAmount: 3 }))).toBe(true)
    expect(E.isLeft(PaymentOptionCodec.decode({ strategy: 'GIFT', paymentAmount: 97 }))).toBe(true)
  })
})
