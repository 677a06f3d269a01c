import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { isAccountStatusPollingNeeded, isProviderBankAccount } from './account-rules.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'
import { ACCOUNT_STATUS_IDLE } from './account-status.ts'
import { FINANCIAL_ACCOUNT_TYPES } from './model.ts'

const accountsArbitrary = fc.array(financialAccountArbitrary, { maxLength: 8 })

test.prop([accountsArbitrary])('status polling runs exactly while an account is not IDLE', (accounts) => {
  expect(isAccountStatusPollingNeeded(accounts)).toBe(accounts.some((a) => a.state.status !== ACCOUNT_STATUS_IDLE))
})

test.prop([fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES)])('only the two provider types are the provider bank', (type) => {
  expect(isProviderBankAccount({ type })).toBe(type.startsWith('LEXBANK'))
})
