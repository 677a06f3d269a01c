import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../catalogue/catalogue.ts'
import { toManualAccountBankCode, validateManualAccountForm, type ManualAccountForm } from './manual-account-rules.ts'
import { fieldKeysOf } from '../test-kit.ts'

const EMPTY: ManualAccountForm = { name: '', type: 'GIRO', iban: '', bic: '', bankName: '', lookedUpBankCode: null }

describe('validateManualAccountForm', () => {
  it('needs a name, and reports every bad field at once', () => {
    const result = validateManualAccountForm({ ...EMPTY, name: '  ', iban: 'DE89 3704 0044 0532 0130 01', bic: 'X' }, null)
    expect(fieldKeysOf(result)).toEqual(['name:accounts.manualAccountNameRequired', 'iban:iban.invalidChecksum', 'bic:bic.invalidLength'])
    expect(catalogue['accounts.manualAccountNameRequired'].de).toBe('Bitte geben Sie einen Namen für das Konto ein.')
  })

  it('sends trimmed text and blank optional fields as null', () => {
    expect(validateManualAccountForm({ ...EMPTY, name: ' Kasse ', type: 'SAVINGS', bankName: '  ' }, null)).toEqual(
      E.right({ name: 'Kasse', type: 'SAVINGS', iban: null, bic: null, bankCode: null, bankName: null }),
    )
  })

  it('sends the IBAN and BIC in electronic form, with the bank code by precedence', () => {
    const form = { ...EMPTY, name: 'Giro', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', bankName: ' Commerzbank ' }
    expect(validateManualAccountForm(form, null)).toEqual(
      E.right({ name: 'Giro', type: 'GIRO', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankCode: '37040044', bankName: 'Commerzbank' }),
    )
    expect(validateManualAccountForm(form, { bankCode: '12345678' })).toMatchObject(E.right({ bankCode: '12345678' }))
    expect(validateManualAccountForm({ ...form, lookedUpBankCode: '37040044' }, { bankCode: '12345678' })).toMatchObject(
      E.right({ bankCode: '37040044' }),
    )
  })
})

describe('toManualAccountBankCode', () => {
  it('takes the looked-up code, else the chosen bank, else the German IBAN, else none', () => {
    expect(toManualAccountBankCode('37040044', '12345678', 'DE02120300000000202051')).toBe('37040044')
    expect(toManualAccountBankCode(null, '12345678', 'DE02120300000000202051')).toBe('12345678')
    expect(toManualAccountBankCode(null, null, 'DE02120300000000202051')).toBe('12030000')
    expect(toManualAccountBankCode(null, null, 'AT611904300234573201')).toBeNull()
    expect(toManualAccountBankCode(null, null, null)).toBeNull()
  })
})
