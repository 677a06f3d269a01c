import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { isAccountStatusPollingNeeded, isProviderBankAccount, selectAccountManagementAccounts } from './account-rules.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'
import { ACCOUNT_STATUS_IDLE, FINANCIAL_ACCOUNT_TYPES, supportsBankTransfer } from './model.ts'

const accountsArbitrary = fc.array(financialAccountArbitrary, { maxLength: 8 })

test.prop([accountsArbitrary])('the account management list is exactly the transfer-capable accounts, in order', (accounts) => {
  const listed = selectAccountManagementAccounts(accounts)
  expect(listed.every(supportsBankTransfer)).toBe(true)
  expect(listed).toEqual(accounts.filter(supportsBankTransfer))
  expect(selectAccountManagementAccounts(listed)).toEqual(listed)
})

test.prop([accountsArbitrary])('status polling runs exactly while an account is not IDLE', (accounts) => {
  expect(isAccountStatusPollingNeeded(accounts)).toBe(accounts.some((a) => a.state.status !== ACCOUNT_STATUS_IDLE))
})

test.prop([fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES)])('only the two provider types are the provider bank', (type) => {
  expect(isProviderBankAccount({ type })).toBe(type.startsWith('LEXBANK'))
})
