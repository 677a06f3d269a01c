/**
 * The actions the hub offers on one account card (spec: hub-and-business-account 2.6 "Account actions: connect,
 * disconnect, activate, deactivate, delete, edit … Delete, disconnect, activate and deactivate each ask for
 * confirmation"; accounts-and-transfers 1 and 6 "availableActions gate what the user can do").
 */
import { isProviderBankAccount } from './account-rules.ts'
import type { FinancialAccount } from './model.ts'

/** The actions, in the order the menu lists them. */
export const ACCOUNT_MENU_ACTIONS = ['connect', 'disconnect', 'activate', 'deactivate', 'delete', 'edit', 'importCsv'] as const
export type AccountMenuAction = (typeof ACCOUNT_MENU_ACTIONS)[number]

/** The actions that ask for confirmation before they run (hub-and-business-account 2.6). */
export const ACCOUNT_MENU_ACTIONS_CONFIRMED: ReadonlyArray<AccountMenuAction> = ['disconnect', 'activate', 'deactivate', 'delete']

type MenuAccount = Pick<FinancialAccount, 'type' | 'connected' | 'deactivated' | 'availableActions'>

/**
 * Whether an action asks for confirmation first.
 * @example isAccountMenuActionConfirmed('delete') // true
 */
export const isAccountMenuActionConfirmed = (action: AccountMenuAction): boolean => ACCOUNT_MENU_ACTIONS_CONFIRMED.includes(action)

/**
 * Whether transactions can be imported from a CSV file into the account: an active account without a bank connection
 * that is not the provider's own (transactions-import-proposals 1; chosen, the spec does not say which accounts).
 * @example canImportCsv({ type: 'GIRO', connected: false, deactivated: false, availableActions: [] }) // true
 */
export const canImportCsv = (account: MenuAccount): boolean =>
  !isProviderBankAccount(account) && account.deactivated !== true && account.connected !== true

/**
 * The actions offered for an account, in ACCOUNT_MENU_ACTIONS order. Reading (the spec lists the actions, not when
 * each applies):
 * - connect for an active account without a bank connection (`connected` not true), disconnect for a connected one;
 * - activate for a deactivated account, deactivate for an active one;
 * - edit only when the server grants EDIT in availableActions;
 * - the provider's own bank accounts (LEXBANK, LEXBANK_SUB_ACCOUNT) are opened and closed with the bank itself, so
 *   they offer none of connect, disconnect, deactivate and delete (chosen); activate stays, so such an account can
 *   never be stuck deactivated;
 * - importCsv (issue 13) for an active account without a bank connection, which gets its transactions only so.
 * @example getAccountMenuActions({ type: 'GIRO', connected: true, deactivated: false, availableActions: ['EDIT'] }) // ['disconnect', 'deactivate', 'delete', 'edit']
 */
export const getAccountMenuActions = (account: MenuAccount): ReadonlyArray<AccountMenuAction> => {
  const providerBank = isProviderBankAccount(account)
  const deactivated = account.deactivated === true
  const connected = account.connected === true
  const offered: Readonly<Record<AccountMenuAction, boolean>> = {
    connect: !providerBank && !deactivated && !connected,
    disconnect: !providerBank && connected,
    activate: deactivated,
    deactivate: !providerBank && !deactivated,
    delete: !providerBank,
    edit: account.availableActions.includes('EDIT'),
    importCsv: canImportCsv(account),
  }
  return ACCOUNT_MENU_ACTIONS.filter((action) => offered[action])
}
