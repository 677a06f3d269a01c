/**
 * The add-account feature (accounts-and-transfers 2.3): the wizard dialog, how it starts to reconnect an account, and
 * the pages a return from PayPal or a bank's redirect login lands on. Other features and the app import only this.
 */
export type { AddAccountWizardDialogProps } from './AddAccountWizardDialog.tsx'
export { LazyAddAccountWizardDialog as AddAccountWizardDialog, loadReturnPages } from './lazy.ts'
export { toReconnectStart } from './reconnect-start.ts'
