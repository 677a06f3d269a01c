import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { FINANCIAL_ACCOUNT_TYPES } from '../accounts/model.ts'
import { TERMS_OVERDUE_PRIVILEGE } from './constants.ts'
import { isTransferNextButtonBlocked, validateProviderAccountTransfer } from './provider-account-rules.ts'

const privilegesArbitrary = fc.array(fc.oneof(fc.constantFrom(TERMS_OVERDUE_PRIVILEGE, 'FINANCE_LEXBANK_READ', 'FINANCE_BANKSAPI'), fc.string({ maxLength: 12 })), {
  maxLength: 5,
})

test.prop([fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), fc.boolean(), privilegesArbitrary])(
  'a provider-bank transfer passes exactly with MFA and without overdue terms; other banks always pass',
  (type, mfaActivated, privileges) => {
    const provider = type === 'LEXBANK' || type === 'LEXBANK_SUB_ACCOUNT'
    const overdue = privileges.includes(TERMS_OVERDUE_PRIVILEGE)
    const result = validateProviderAccountTransfer({ account: { type }, mfaActivated, privileges })
    expect(E.isRight(result)).toBe(!provider || (mfaActivated && !overdue))
    expect(isTransferNextButtonBlocked({ account: { type }, privileges })).toBe(provider && overdue)
    if (E.isLeft(result)) {
      expect(result.left.map((i) => i.key)).toEqual([
        ...(mfaActivated ? [] : ['MISSING_MFA_ERROR']),
        ...(overdue ? ['transfers.providerTermsOverdue'] : []),
      ])
    }
  },
)
