import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { BankInfoCodec, BankInfoListCodec } from './model.ts'

describe('BankInfoCodec', () => {
  it('decodes every field of the spec', () => {
    const full = {
      bankName: 'Commerzbank',
      bankCode: '37040044',
      bic: 'COBADEFFXXX',
      banksApiBankId: '2793',
      onlinebankingSupported: true,
      partnerImportSupported: false,
      accountSystem: 'Internal',
    }
    expect(BankInfoCodec.decode(full)).toEqual(E.right(full))
  })

  it('needs only bank name and bank code; the rest may be null or absent', () => {
    expect(BankInfoCodec.decode({ bankName: 'X', bankCode: '1' })).toEqual(E.right({ bankName: 'X', bankCode: '1' }))
    const nulls = { bankName: 'X', bankCode: '1', bic: null, banksApiBankId: null, onlinebankingSupported: null, partnerImportSupported: null, accountSystem: null }
    expect(BankInfoCodec.decode(nulls)).toEqual(E.right(nulls))
  })

  it.each([
    { bankCode: '37040044' },
    { bankName: 'Commerzbank' },
    { bankName: null, bankCode: '37040044' },
    { bankName: 'Commerzbank', bankCode: 37040044 },
    { bankName: 'Commerzbank', bankCode: '37040044', onlinebankingSupported: 'yes' },
    { bankName: 'Commerzbank', bankCode: '37040044', bic: 42 },
    null,
    'Commerzbank',
  ])('rejects %j', (wire) => {
    expect(E.isLeft(BankInfoCodec.decode(wire))).toBe(true)
  })

  it('decodes a list, and fails it for one broken entry', () => {
    expect(BankInfoListCodec.decode([{ bankName: 'A', bankCode: '1' }])).toEqual(E.right([{ bankName: 'A', bankCode: '1' }]))
    expect(E.isLeft(BankInfoListCodec.decode([{ bankName: 'A', bankCode: '1' }, { bankName: 'B' }]))).toBe(true)
  })
})
