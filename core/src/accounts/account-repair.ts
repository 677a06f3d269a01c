/**
 * The repair a card offers for what is wrong with its account (hub-and-business-account 2.6 "show error", 4.6 "Account
 * sync errors show a problem link"; accounts-and-transfers 5.1 the credentials dialog of a login, s33). The hub puts
 * it on the card itself as a button, so that fixing a problem takes one press.
 */
import { getAccountMenuActions } from './account-actions.ts'
import { isProviderBankAccount } from './account-rules.ts'
import { isAccountIdle, type FinancialAccount } from './model.ts'

export type AccountRepairAction =
  /** The bank refused the stored login: enter the credentials of that login again (the credentials dialog). */
  | { readonly kind: 'enterCredentials'; readonly financialContactId: string }
  /** The last sync failed and the login is fine: start a sync of the account again. */
  | { readonly kind: 'resync'; readonly financialContactId: string; readonly financialAccountId: string }
  /** The last sync failed and the account has no bank connection: connect it (the wizard's reconnect). */
  | { readonly kind: 'connect' }

export const ACCOUNT_REPAIR_KINDS = ['enterCredentials', 'resync', 'connect'] as const satisfies ReadonlyArray<AccountRepairAction['kind']>

/**
 * Whether the account's bank login reports an error (a blank message is none).
 * @example hasLoginError({ financialContact: { financialContactId: 'fc1', errorMessage: 'PIN falsch' } }) // true
 */
export const hasLoginError = (account: Pick<FinancialAccount, 'financialContact'>): boolean => {
  const message = account.financialContact?.errorMessage
  return message !== null && message !== undefined && message.trim() !== ''
}

/**
 * The one repair for an account, or undefined when there is nothing the user can fix. Reading (the spec names the
 * problem link and the actions, not which fixes which):
 * - while a sync runs (state not IDLE) nothing: its outcome is not known yet;
 * - the provider's own accounts are repaired with the bank itself: nothing;
 * - a login error (financialContact.errorMessage) is fixed by entering that login's credentials again; this wins
 *   over a failed sync, which a refused login causes as well;
 * - a failed sync (state.errorOnSync) of an account with a login is started again; without a login the account is
 *   connected again, where the menu offers connect.
 * @example getAccountRepairAction({ …, financialContact: { financialContactId: 'fc1', errorMessage: 'Bitte …' } }) // { kind: 'enterCredentials', financialContactId: 'fc1' }
 */
export const getAccountRepairAction = (account: FinancialAccount): AccountRepairAction | undefined => {
  if (!isAccountIdle(account) || isProviderBankAccount(account)) return undefined
  const contact = account.financialContact ?? undefined
  if (contact !== undefined && hasLoginError(account)) return { kind: 'enterCredentials', financialContactId: contact.financialContactId }
  if (account.state.errorOnSync !== true) return undefined
  if (contact !== undefined) {
    return { kind: 'resync', financialContactId: contact.financialContactId, financialAccountId: account.financialAccountId }
  }
  return getAccountMenuActions(account).includes('connect') ? { kind: 'connect' } : undefined
}
