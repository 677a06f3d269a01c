/**
 * The hub's account list: every account of the organisation, re-read every second while a bank sync runs
 * (hub-and-business-account 4.6).
 */
import { createPolledAccountListAtoms } from '../accounts/index.ts'
import { readFinancialAccounts } from '../../shared/reads.ts'

export const hubAccountList = createPolledAccountListAtoms((backend, signal) => readFinancialAccounts(backend)(signal)(), 'hubBankSync')

/** What the hub shows of its accounts: loading, failed or the accounts (tests read it). */
export const hubAccountsAtom = hubAccountList.accountsAtom
