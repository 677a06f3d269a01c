/**
 * The accounts feature (accounts-and-transfers 2.1, 4.2, 4.3, 7.1; hub-and-business-account 2.6): the account
 * management page, the polled account list the hub shows as well, the dialogs an account's actions open, and the
 * texts of those actions. Other features and the app import only this.
 */
export { useAccountDialog, type AccountChange, type AccountChangeKind, type AccountDialogRequest } from './AccountDialog.tsx'
export { AccountsLoadStatus } from './AccountsLoadStatus.tsx'
export { hostEmbeddingAtom, type HostEmbedding } from './account-management.atoms.ts'
export { createPolledAccountListAtoms, type AccountsLoad, type PolledAccountListAtoms } from './account-list.atoms.ts'
export { ACCOUNT_ACTION_TEXTS, ACCOUNT_REPAIR_TEXTS, ACCOUNT_STATE_TEXTS, USING_PROFILE_TYPE_LABELS } from './accounts-texts.ts'
export { loadAccountManagementPage } from './page.ts'
export { usePolledAccountList } from './usePolledAccountList.ts'
