/**
 * The edit-account dialog: which fields may be changed and the allowed business cases it shows (spec:
 * accounts-and-transfers 2.4 and 5.6).
 */
import { canScheduleTransfer, canSendCombinedTransfer, isAccountInstantCapable } from './account-capabilities.ts'
import { isProviderBankAccount } from './account-rules.ts'
import { ACCOUNT_SYSTEM_INTERNAL, supportsBankTransfer, type FinancialAccount } from './model.ts'

type EditableAccount = Pick<FinancialAccount, 'type' | 'accountSystem' | 'connected'>

/**
 * Account type, bank data (bank name, IBAN, BIC) and card number are editable only for internal, unconnected
 * accounts that are not of the provider's own bank. Reading: internal means accountSystem 'Internal' (an account
 * whose system is not sent counts as not internal, so nothing a partner owns becomes editable); unconnected means
 * `connected` is not true.
 * @example isAccountBankDataEditable({ type: 'GIRO', accountSystem: 'Internal', connected: false }) // true
 */
export const isAccountBankDataEditable = (account: EditableAccount): boolean =>
  account.accountSystem === ACCOUNT_SYSTEM_INTERNAL && account.connected !== true && !isProviderBankAccount(account)

/**
 * The usage type (usingProfileType) is editable except for the provider's own bank accounts (LEXBANK and
 * LEXBANK_SUB_ACCOUNT), which are business accounts by contract.
 * @example isAccountUsageTypeEditable({ type: 'LEXBANK' }) // false
 */
export const isAccountUsageTypeEditable = (account: Pick<FinancialAccount, 'type'>): boolean => !isProviderBankAccount(account)

export interface EditableAccountFields {
  readonly accountType: boolean
  /** bankName, iban, bic */
  readonly bankData: boolean
  readonly cardNumber: boolean
  readonly usageType: boolean
}

/**
 * The edit rules of spec 5.6 for one account, field group by field group.
 * @example getEditableAccountFields(lexbankAccount) // all false
 */
export const getEditableAccountFields = (account: EditableAccount): EditableAccountFields => {
  const bankData = isAccountBankDataEditable(account)
  return { accountType: bankData, bankData, cardNumber: bankData, usageType: isAccountUsageTypeEditable(account) }
}

/** The allowed business cases the edit dialog shows (spec 2.4), in the spec's order. */
export const ALLOWED_BUSINESS_CASES = [
  'BALANCE_QUERY',
  'TRANSFER',
  'SCHEDULED_TRANSFER',
  'COMBINED_TRANSFER',
  'INSTANT_TRANSFER',
  'TRANSACTION_QUERY',
] as const
export type AllowedBusinessCase = (typeof ALLOWED_BUSINESS_CASES)[number]

/** German names of the business cases, as German online banking names them. */
export const ALLOWED_BUSINESS_CASE_LABELS: Readonly<Record<AllowedBusinessCase, string>> = {
  BALANCE_QUERY: 'Saldenabfrage',
  TRANSFER: 'Überweisung',
  SCHEDULED_TRANSFER: 'Terminüberweisung',
  COMBINED_TRANSFER: 'Sammelüberweisung',
  INSTANT_TRANSFER: 'Echtzeitüberweisung',
  TRANSACTION_QUERY: 'Umsatzabfrage',
}

/**
 * The business cases an account allows, in the order of ALLOWED_BUSINESS_CASES. Reading: balance and transaction
 * query need a bank connection (`connected`); transfer, scheduled and combined transfer follow the availableActions;
 * instant transfer needs sepaInstantCapable and sepaInstantAllowed besides the transfer action.
 * @example toAllowedBusinessCases({ ...account, connected: true, availableActions: ['TRANSFER_MONEY_FINTS'] }) // ['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY']
 */
export const toAllowedBusinessCases = (
  account: Pick<FinancialAccount, 'connected' | 'availableActions' | 'sepaInstantCapable' | 'sepaInstantAllowed'>,
): ReadonlyArray<AllowedBusinessCase> => {
  const transfers = supportsBankTransfer(account)
  const allowed: Readonly<Record<AllowedBusinessCase, boolean>> = {
    BALANCE_QUERY: account.connected === true,
    TRANSFER: transfers,
    SCHEDULED_TRANSFER: transfers && canScheduleTransfer(account, 'single'),
    COMBINED_TRANSFER: canSendCombinedTransfer(account),
    INSTANT_TRANSFER: transfers && isAccountInstantCapable(account),
    TRANSACTION_QUERY: account.connected === true,
  }
  return ALLOWED_BUSINESS_CASES.filter((c) => allowed[c])
}
