import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { equalsMoney, moneyFromCents } from '../money/money.ts'
import {
  correctSeizurePaymentAmount,
  correctSeizurePaymentAmountInput,
  toSeizurePaymentBounds,
  validateSeizurePaymentAmount,
} from './seizure-amount.ts'
import { moneyFromText as eur, moneyFromWire as wire } from '../test-kit.ts'

const total = eur('123,45')
const rangeIssue = { field: 'amount', key: 'seizure.amountOutOfRange', params: { min: '0,01\u00a0€', max: '123,45\u00a0€' } }

describe('toSeizurePaymentBounds', () => {
  it('runs from one cent to the total', () => {
    const bounds = toSeizurePaymentBounds(total)
    expect(bounds && equalsMoney(bounds.min, moneyFromCents(1n))).toBe(true)
    expect(bounds && equalsMoney(bounds.max, total)).toBe(true)
  })

  it('is a single cent when one cent is seized', () => {
    const bounds = toSeizurePaymentBounds(moneyFromCents(1n))
    expect(bounds && equalsMoney(bounds.max, bounds.min)).toBe(true)
  })

  it('rounds a total with fractions of a cent down, never up', () => {
    const bounds = toSeizurePaymentBounds(wire('123.459'))
    expect(bounds && equalsMoney(bounds.max, total)).toBe(true)
  })

  it.each(['0', '0,00', '-5'])('leaves nothing to pay for a total of %s', (text) => {
    expect(toSeizurePaymentBounds(eur(text))).toBeUndefined()
  })

  it('leaves nothing to pay for less than a cent', () => {
    expect(toSeizurePaymentBounds(wire('0.009'))).toBeUndefined()
  })
})

describe('validateSeizurePaymentAmount', () => {
  it.each(['0,01', '1,00', '123,44', '123,45'])('accepts %s of 123,45 €', (text) => {
    expect(validateSeizurePaymentAmount(eur(text), total)).toEqual(E.right(eur(text)))
  })

  it.each(['0,00', '-0,01', '123,46', '1.000,00'])('rejects %s with the range message', (text) => {
    expect(validateSeizurePaymentAmount(eur(text), total)).toEqual(E.left([rangeIssue]))
  })

  it('rejects fractions of a cent with the money rule', () => {
    expect(validateSeizurePaymentAmount(wire('1.001'), total)).toEqual(
      E.left([{ field: 'amount', key: 'money.tooManyDecimals', params: { maxDecimals: 2 } }]),
    )
  })

  it('says there is nothing to pay when nothing is seized', () => {
    expect(validateSeizurePaymentAmount(eur('0,01'), eur('0'))).toEqual(E.left([{ field: 'amount', key: 'seizure.nothingToPay' }]))
  })

  it('puts the issue on the given field', () => {
    expect(validateSeizurePaymentAmount(eur('0'), total, 'seizureAmount')).toEqual(E.left([{ ...rangeIssue, field: 'seizureAmount' }]))
  })

  it('formats the bounds de-DE with thousands groups', () => {
    const result = validateSeizurePaymentAmount(eur('0'), eur('1.234.567,89'))
    expect(result).toEqual(E.left([{ ...rangeIssue, params: { min: '0,01\u00a0€', max: '1.234.567,89\u00a0€' } }]))
  })
})

describe('correctSeizurePaymentAmount', () => {
  const corrected = (text: string) => E.right({ amount: eur(text), corrected: true, issues: [rangeIssue] })

  it('corrects an empty amount to the minimum', () => {
    expect(correctSeizurePaymentAmount(undefined, total)).toEqual(corrected('0,01'))
  })

  it.each(['0,00', '-3,00'])('corrects the too low %s to the minimum', (text) => {
    expect(correctSeizurePaymentAmount(eur(text), total)).toEqual(corrected('0,01'))
  })

  it.each(['123,46', '99.999,99'])('corrects the too high %s to the total', (text) => {
    expect(correctSeizurePaymentAmount(eur(text), total)).toEqual(corrected('123,45'))
  })

  it.each(['0,01', '50,00', '123,45'])('keeps %s without a message', (text) => {
    expect(correctSeizurePaymentAmount(eur(text), total)).toEqual(E.right({ amount: eur(text), corrected: false, issues: [] }))
  })

  it('cannot correct when nothing is seized', () => {
    expect(correctSeizurePaymentAmount(undefined, eur('0'))).toEqual(E.left([{ field: 'amount', key: 'seizure.nothingToPay' }]))
  })

  it('does not correct fractions of a cent', () => {
    const result = correctSeizurePaymentAmount(wire('5.005'), total)
    expect(result).toEqual(E.left([{ field: 'amount', key: 'money.tooManyDecimals', params: { maxDecimals: 2 } }]))
  })
})

describe('correctSeizurePaymentAmountInput with a dot and no comma', () => {
  it('refuses the amount with its own message instead of reading a thousands dot or an English decimal point', () => {
    const total = eur('2.000,00')
    for (const input of ['12.50', '1.500', '1.500 €', '0.01']) {
      expect(correctSeizurePaymentAmountInput(input, total)).toEqual(E.left([{ field: 'amount', key: 'seizure.amountWithDotOnly' }]))
    }
    expect(correctSeizurePaymentAmountInput('1.500,00', total)).toEqual(E.right({ amount: eur('1500'), corrected: false, issues: [] }))
  })
})

describe('correctSeizurePaymentAmountInput', () => {
  it.each(['', '   ', '\t'])('corrects the blank input %j to the minimum', (input) => {
    expect(correctSeizurePaymentAmountInput(input, total)).toEqual(E.right({ amount: eur('0,01'), corrected: true, issues: [rangeIssue] }))
  })

  it('reads German notation', () => {
    expect(correctSeizurePaymentAmountInput('1.000,00 €', eur('2.000'))).toEqual(E.right({ amount: eur('1000'), corrected: false, issues: [] }))
    expect(correctSeizurePaymentAmountInput('150', total)).toEqual(E.right({ amount: total, corrected: true, issues: [rangeIssue] }))
  })

  it('shows a typo as a typo instead of replacing it', () => {
    expect(correctSeizurePaymentAmountInput('12,3,4', total)).toEqual(E.left([{ field: 'amount', key: 'money.invalidFormat' }]))
    expect(correctSeizurePaymentAmountInput('1,234', total)).toEqual(
      E.left([{ field: 'amount', key: 'money.tooManyDecimals', params: { maxDecimals: 2 } }]),
    )
  })
})
