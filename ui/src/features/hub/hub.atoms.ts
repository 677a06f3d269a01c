/** The hub's account list: every account of the organisation, re-read while any is busy (accounts-and-transfers 4.2). */
import { createPolledAccountListAtoms } from '../accounts/index.ts'

export const hubAccountList = createPolledAccountListAtoms((backend, signal) => backend.banking.listFinancialAccounts({}, { signal })())

/** What the hub shows of its accounts: loading, failed or the accounts (tests read it). */
export const hubAccountsAtom = hubAccountList.accountsAtom
