import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { TERMS_OVERDUE_PRIVILEGE } from './constants.ts'
import { isTransferNextButtonBlocked, validateProviderAccountTransfer } from './provider-account-rules.ts'

const overdue = [TERMS_OVERDUE_PRIVILEGE]

describe('isTransferNextButtonBlocked', () => {
  it('blocks the provider accounts while the terms are overdue', () => {
    expect(isTransferNextButtonBlocked({ account: { type: 'LEXBANK' }, privileges: overdue })).toBe(true)
    expect(isTransferNextButtonBlocked({ account: { type: 'LEXBANK_SUB_ACCOUNT' }, privileges: ['X', ...overdue] })).toBe(true)
  })
  it('does not block without the privilege or for another bank', () => {
    expect(isTransferNextButtonBlocked({ account: { type: 'LEXBANK' }, privileges: ['FINANCE_LEXBANK_READ'] })).toBe(false)
    expect(isTransferNextButtonBlocked({ account: { type: 'GIRO' }, privileges: overdue })).toBe(false)
  })
})

describe('validateProviderAccountTransfer', () => {
  it('passes with MFA and terms in order', () => {
    expect(validateProviderAccountTransfer({ account: { type: 'LEXBANK' }, mfaActivated: true, privileges: [] })).toEqual(E.right(true))
  })
  it('needs MFA for the provider accounts', () => {
    expect(validateProviderAccountTransfer({ account: { type: 'LEXBANK_SUB_ACCOUNT' }, mfaActivated: false, privileges: [] })).toEqual(
      E.left([{ field: 'bankAccountId', key: 'MISSING_MFA_ERROR' }]),
    )
  })
  it('reports MFA and overdue terms together', () => {
    expect(validateProviderAccountTransfer({ account: { type: 'LEXBANK' }, mfaActivated: false, privileges: overdue })).toEqual(
      E.left([
        { field: 'bankAccountId', key: 'MISSING_MFA_ERROR' },
        { field: 'bankAccountId', key: 'transfers.providerTermsOverdue' },
      ]),
    )
  })
  it('does not apply to other banks', () => {
    expect(validateProviderAccountTransfer({ account: { type: 'GIRO' }, mfaActivated: false, privileges: overdue })).toEqual(E.right(true))
  })
})
