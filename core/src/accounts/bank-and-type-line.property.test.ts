import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatAccountBankAndType } from './bank-and-type-line.ts'
import { ACCOUNT_TYPE_LABELS, FINANCIAL_ACCOUNT_TYPES } from './model.ts'

describe('formatAccountBankAndType', () => {
  it('says "PayPal" once on a PayPal card, and bank and type on any other', () => {
    expect(formatAccountBankAndType('PayPal', 'PAYPAL')).toBe('PayPal')
    expect(formatAccountBankAndType(' paypal ', 'PAYPAL')).toBe('paypal')
    expect(formatAccountBankAndType('Sparkasse KölnBonn', 'GIRO')).toBe('Sparkasse KölnBonn · Girokonto')
    expect(formatAccountBankAndType(null, 'GIRO')).toBe('Girokonto')
    expect(formatAccountBankAndType('  ', 'PAYPAL')).toBe('PayPal')
  })
})

const typeArbitrary = fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES)

test.prop([fc.option(fc.string({ maxLength: 30 }), { nil: null }), typeArbitrary])(
  'never repeats a part, always names the type, and holds the bank whenever it has one',
  (bankName, type) => {
    const line = formatAccountBankAndType(bankName, type)
    const parts = line.split(' · ')
    const lower = parts.map((p) => p.toLocaleLowerCase('de-DE'))
    expect(new Set(lower).size).toBe(parts.length)
    expect(lower).toContain(ACCOUNT_TYPE_LABELS[type].toLocaleLowerCase('de-DE'))
    const bank = bankName?.trim() ?? ''
    if (bank !== '') expect(line.startsWith(bank)).toBe(true)
  },
)
