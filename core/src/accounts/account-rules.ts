/**
 * Account-level rules of the account management dialog (spec: accounts-and-transfers 2.1, 3 "Account types" and
 * 4.2). Which state an account is in is account-state.ts.
 */
import { isAccountIdle, type FinancialAccount, type FinancialAccountType } from './model.ts'

/** The types of the provider's own bank: the main business account and its sub accounts. */
export const PROVIDER_BANK_ACCOUNT_TYPES = ['LEXBANK', 'LEXBANK_SUB_ACCOUNT'] as const satisfies ReadonlyArray<FinancialAccountType>

/**
 * An account of the provider's own bank: type LEXBANK (the main business account) or LEXBANK_SUB_ACCOUNT.
 * @example isProviderBankAccount({ type: 'LEXBANK_SUB_ACCOUNT' }) // true
 */
export const isProviderBankAccount = (account: Pick<FinancialAccount, 'type'>): boolean =>
  account.type === 'LEXBANK' || account.type === 'LEXBANK_SUB_ACCOUNT'

/**
 * After load, the account list is re-read while any account's state is not IDLE (spec 4.2).
 * @example isAccountStatusPollingNeeded([{ state: { status: 'RUNNING' } }]) // true
 */
export const isAccountStatusPollingNeeded = (accounts: ReadonlyArray<FinancialAccount>): boolean =>
  accounts.some((a) => !isAccountIdle(a))
