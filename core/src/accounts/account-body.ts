/** The account body of an account as it is (spec: accounts-and-transfers 3 and 7.1), for updates that change a few fields. */
import type { FinancialAccount } from './model.ts'
import type { FinancialAccountBody, Versioned } from './requests.ts'

/**
 * An account's writable fields with the values it has, as sent back on an update. Reading: the update body is the
 * whole account body, so what a caller does not change goes back as the account has it (absent as null), with its
 * lockVersion so the server detects a concurrent change. `accountNumber` is left out: it only names the online
 * banking account a contact account is created from (s50), the account does not hold it.
 * @example ({ ...toAccountBody(account), name: 'Hauptkonto' }) // the rename of an account, all else unchanged
 */
export const toAccountBody = (account: FinancialAccount): Versioned<FinancialAccountBody> => ({
  name: account.name,
  type: account.type,
  accountHolder: account.accountHolder ?? null,
  usingProfileType: account.usingProfileType ?? null,
  iban: account.iban ?? null,
  bic: account.bic ?? null,
  bankCode: account.bankCode ?? null,
  bankName: account.bankName ?? null,
  provider: account.provider ?? null,
  creditCardNumber: account.creditCardNumber ?? null,
  initialSyncDate: account.initialSyncDate ?? null,
  openingBalance: account.openingBalance ?? null,
  openingBalanceDate: account.openingBalanceDate ?? null,
  connectionData: account.connectionData ?? null,
  allowedBusinessCases: account.allowedBusinessCases ?? null,
  // An account read without one counts as 0, as the service counts it (its first change makes it 1).
  lockVersion: account.lockVersion ?? 0,
})
