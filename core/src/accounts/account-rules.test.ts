import { describe, expect, it } from 'vitest'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { isAccountStatusPollingNeeded, isProviderBankAccount } from './account-rules.ts'
import { ACCOUNT_DELETE_DELAY_MS, ACCOUNT_STATUS_POLL_INTERVAL_MS, BANK_SEARCH_MIN_LENGTH, PAYMENT_SERVICE_REDIRECT_DELAY_MS } from './constants.ts'

describe('constants of spec 9', () => {
  it('polls, waits and redirects as the spec says', () => {
    expect(ACCOUNT_STATUS_POLL_INTERVAL_MS).toBe(3000)
    expect(ACCOUNT_DELETE_DELAY_MS).toBe(3000)
    expect(PAYMENT_SERVICE_REDIRECT_DELAY_MS).toBe(3000)
    expect(BANK_SEARCH_MIN_LENGTH).toBe(3)
  })
})

describe('isProviderBankAccount', () => {
  it('is the main business account and its sub accounts', () => {
    expect(isProviderBankAccount({ type: 'LEXBANK' })).toBe(true)
    expect(isProviderBankAccount({ type: 'LEXBANK_SUB_ACCOUNT' })).toBe(true)
    expect(isProviderBankAccount({ type: 'GIRO' })).toBe(false)
    expect(isProviderBankAccount({ type: 'PAYMENT_PROVIDER' })).toBe(false)
  })
})

describe('isAccountStatusPollingNeeded', () => {
  it('polls while any account is not IDLE', () => {
    const idle = buildFinancialAccount()
    const busy = buildFinancialAccount({ state: { status: 'RUNNING' } })
    expect(isAccountStatusPollingNeeded([idle, idle])).toBe(false)
    expect(isAccountStatusPollingNeeded([idle, busy])).toBe(true)
    expect(isAccountStatusPollingNeeded([])).toBe(false)
  })
})
