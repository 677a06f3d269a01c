/**
 * Public API of the add-account wizard, the bank credentials dialog, PIN encoding, account status polling and needless
 * transactions (spec: accounts-and-transfers 2.3, 3, 4.1–4.3, 5.1, 6, 8, 9; transactions-import-proposals 2, 3, 4, 8).
 * Named exports only; the lead merges this into core/src/index.ts.
 */
export {
  ADD_ACCOUNT_WIZARD_STEPS,
  ONLINE_BANKING_ACCOUNTS_FIELD,
  PAYPAL_MERCHANT_ID_MISSING_KEY,
  canGoBackInAddAccountWizard,
  canProceedFromAccountSelection,
  findReconnectedOnlineBankingAccount,
  isOnlineBankingSupported,
  isPartnerBank,
  isProviderBankInfoShownInWizard,
  startAddAccountWizard,
  toDefaultOnlineBankingAccountName,
  transitionAddAccountWizard,
  validateWizardAccountSelection,
} from './add-account-wizard.ts'
export type {
  AddAccountWizardCloseReason,
  AddAccountWizardConnection,
  AddAccountWizardContext,
  AddAccountWizardEffect,
  AddAccountWizardEvent,
  AddAccountWizardStart,
  AddAccountWizardStartMode,
  AddAccountWizardState,
  AddAccountWizardStep,
  AddAccountWizardTransition,
  ChosenBank,
  NonEmptyOnlineBankingAccounts,
  OnlineBankingAccountsLoad,
  ReconnectTarget,
} from './add-account-wizard.ts'
export {
  decideAccountStatusPoll,
  getBusyAccountIds,
  startAccountDeletion,
  transitionAccountDeletion,
} from './account-status-polling.ts'
export type {
  AccountDeletionEffect,
  AccountDeletionEvent,
  AccountDeletionState,
  AccountDeletionTransition,
  AccountStatusPollDecision,
} from './account-status-polling.ts'
export {
  BANK_CREDENTIALS_TITLES,
  canGoBackInBankCredentials,
  formatBankCredentialsProgress,
  getBankCredentialsButtons,
  isBankCredentialsSaveAutomatic,
  isSavePinForced,
  isSavePinInitiallyChecked,
  isSavePinOptionEditable,
  startBankCredentialsFlow,
  toBankCredentialsProgressText,
  toCurrentBankCredentialsItem,
  transitionBankCredentialsFlow,
  validateBankCredentials,
} from './bank-credentials-flow.ts'
export type {
  AffectedAccount,
  BankCredentialsButtons,
  BankCredentialsContext,
  BankCredentialsEffect,
  BankCredentialsEvent,
  BankCredentialsFlowStart,
  BankCredentialsForm,
  BankCredentialsItem,
  BankCredentialsOutcome,
  BankCredentialsPayload,
  BankCredentialsPurpose,
  BankCredentialsState,
  BankCredentialsTransition,
  NonEmptyBankCredentialsItems,
} from './bank-credentials-flow.ts'
export {
  CONNECTION_TYPE_BANKSAPI,
  FinancialContactCodec,
  FinancialContactListCodec,
  LoginFieldValuesCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountCodec,
  OnlineBankingAccountListCodec,
  PAYPAL_RETURN_QUERY,
  isFinancialContactReadyToUse,
  isOnlineBankingAccountAddable,
  toOnlineBankingAccountKey,
  toPaypalReturn,
} from './connection-model.ts'
export type {
  FinancialContact,
  FinancialContactWire,
  NeedlessInfo,
  NeedlessInfoWire,
  OnlineBankingAccount,
  PaypalReturn,
} from './connection-model.ts'
export {
  NEEDLESS_ACTIONS,
  NEEDLESS_START_DATE_FIELD,
  formatNeedlessActionConfirmation,
  formatNeedlessActionResult,
  formatNeedlessTransactionsSummary,
  getAvailableNeedlessActions,
  getNeedlessStartDateRange,
  getNeedlessTransactionCount,
  validateNeedlessAction,
  validateNeedlessStartDate,
} from './needless-transactions.ts'
export type { NeedlessAction, NeedlessActionRequest, NeedlessStartDateRange } from './needless-transactions.ts'
export { PIN_FIELD, decodeEncodedPin, encodePin, isPinEncodable } from './pin-encoding.ts'
export type { EncodedPin, EncodedPinBrand } from './pin-encoding.ts'
export { accountWizardMessages } from './wizard-messages.ts'
export type { AccountWizardMessageKey } from './wizard-messages.ts'
