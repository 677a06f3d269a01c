/**
 * The bank login (transactions-import-proposals 2, accounts-and-transfers 5.1): the bank credentials dialog that walks
 * over several logins, the login form the wizard embeds, and the calls that save a login. Other features import only
 * this.
 */
export type { BankCredentialsDialogProps, BankCredentialsDialogResult } from './BankCredentialsDialog.tsx'
export { LazyBankCredentialsDialog as BankCredentialsDialog } from './lazy.ts'
export { BankLoginForm, type BankLoginFormProps } from './BankLoginForm.tsx'
export { createBankLogin, updateBankLogin, updateCreatedBankLogin } from './bank-credentials.effects.ts'
export { BANK_CREDENTIALS_TEXTS } from './bank-credentials-texts.ts'
