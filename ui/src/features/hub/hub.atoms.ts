/** The hub's account list: every account of the organisation, re-read while any is busy (accounts-and-transfers 4.2). */
import { createPolledAccountListAtoms } from '../accounts/account-list.atoms.ts'

export type { AccountsLoad } from '../accounts/account-list.atoms.ts'

const hubAccountList = createPolledAccountListAtoms((backend, signal) => backend.banking.listFinancialAccounts({}, { signal })())

export const hubAccountsAtom = hubAccountList.accountsAtom

/** Reads the accounts and polls while any is busy; the signal stops it when the hub is left. */
export const loadHubAccountsAtom = hubAccountList.loadAccountsAtom
