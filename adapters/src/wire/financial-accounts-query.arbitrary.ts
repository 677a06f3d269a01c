/** Any query of GET v102/financialAccounts, every filter optional (for the wire and memory db tests). */
import { fc } from '@fast-check/vitest'
import { FINANCIAL_ACCOUNT_TYPES, type FinancialAccountType, type FinancialAccountsQuery } from '@kontor/core'

export const financialAccountsQueryArbitrary: fc.Arbitrary<FinancialAccountsQuery> = fc.record(
  {
    hasContact: fc.boolean(),
    supportsBankTransfer: fc.boolean(),
    activeOnly: fc.boolean(),
    types: fc.array(fc.constantFrom<FinancialAccountType>(...FINANCIAL_ACCOUNT_TYPES), { maxLength: 5 }),
  },
  { requiredKeys: [] },
)
