/**
 * The reads several features make, named once (issue 25: one way from the UI to the backend). A feature's own reads
 * stay in its *.effects.ts.
 */
import type { Backend, BankAccountState, FinancialAccount } from '@kontor/core'
import type { BackendRead } from './useRead.ts'

/** Every account of the organisation, unfiltered (accounts-and-transfers 2.1; the hub, the transfer dialog, the first-time check …). */
export const readFinancialAccounts =
  (backend: Backend): BackendRead<ReadonlyArray<FinancialAccount>> =>
  (signal) =>
    backend.banking.listFinancialAccounts({}, { signal })

/** The business bank's account state (hub-and-business-account 4.5): the state cards, the first-time check, the activation page. */
export const readBankAccountState =
  (backend: Backend): BackendRead<BankAccountState> =>
  (signal) =>
    backend.hub.getAccountState({ signal })
