/**
 * The edit-account dialog: which fields may be changed and the allowed business cases it shows (spec:
 * accounts-and-transfers 2.4 and 5.6).
 */
import { canScheduleTransfer, canSendCombinedTransfer, isAccountInstantCapable } from './account-capabilities.ts'
import { isProviderBankAccount } from './account-rules.ts'
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { ACCOUNT_SYSTEM_INTERNAL, ALLOWED_BUSINESS_CASES, supportsBankTransfer, type AllowedBusinessCase, type FinancialAccount } from './model.ts'

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

/** German names of the business cases, as German online banking names them. */
export const ALLOWED_BUSINESS_CASE_LABELS: Readonly<Record<AllowedBusinessCase, string>> = {
  BALANCE_QUERY: 'Saldenabfrage',
  TRANSFER: 'Überweisung',
  SCHEDULED_TRANSFER: 'Terminüberweisung',
  COMBINED_TRANSFER: 'Sammelüberweisung',
  INSTANT_TRANSFER: 'Echtzeitüberweisung',
  TRANSACTION_QUERY: 'Umsatzabfrage',
}

type BusinessCasesOf = Pick<FinancialAccount, 'connected' | 'availableActions' | 'sepaInstantCapable' | 'sepaInstantAllowed'>

/**
 * The business cases the bank offers for an account, in the order of ALLOWED_BUSINESS_CASES: what the user may allow.
 * Reading: balance and transaction query need a bank connection (`connected`); transfer, scheduled and combined
 * transfer follow the availableActions; instant transfer needs sepaInstantCapable and sepaInstantAllowed besides the
 * transfer action.
 * @example getSupportedBusinessCases({ ...account, connected: true, availableActions: ['TRANSFER_MONEY_FINTS'] }) // ['BALANCE_QUERY', 'TRANSFER', 'TRANSACTION_QUERY']
 */
export const getSupportedBusinessCases = (account: BusinessCasesOf): ReadonlyArray<AllowedBusinessCase> => {
  const transfers = supportsBankTransfer(account)
  const supported: Readonly<Record<AllowedBusinessCase, boolean>> = {
    BALANCE_QUERY: account.connected === true,
    TRANSFER: transfers,
    SCHEDULED_TRANSFER: transfers && canScheduleTransfer(account, 'single'),
    COMBINED_TRANSFER: canSendCombinedTransfer(account),
    INSTANT_TRANSFER: transfers && isAccountInstantCapable(account),
    TRANSACTION_QUERY: account.connected === true,
  }
  return ALLOWED_BUSINESS_CASES.filter((c) => supported[c])
}

/**
 * The business cases an account allows now, in the order of ALLOWED_BUSINESS_CASES: the user's choice
 * (allowedBusinessCases) among those the bank offers; without a choice, all the bank offers. A stored case the bank
 * no longer offers is not allowed.
 * @example toAllowedBusinessCases({ ...giro, allowedBusinessCases: ['TRANSFER'] }) // ['TRANSFER']
 */
export const toAllowedBusinessCases = (
  account: BusinessCasesOf & Pick<FinancialAccount, 'allowedBusinessCases'>,
): ReadonlyArray<AllowedBusinessCase> => {
  const supported = getSupportedBusinessCases(account)
  const chosen = account.allowedBusinessCases
  return chosen == null ? supported : supported.filter((c) => chosen.includes(c))
}

/**
 * The cases that are a single transfer with more to it: allowing one needs TRANSFER allowed. Reading: a combined
 * transfer has its own actions, and a bank may offer it without single transfers (getSupportedBusinessCases), so it
 * stands alone; whatever the bank offers can always be allowed as a whole.
 */
export const TRANSFER_DEPENDENT_BUSINESS_CASES = ['SCHEDULED_TRANSFER', 'INSTANT_TRANSFER'] as const satisfies ReadonlyArray<AllowedBusinessCase>

/** The field the business cases' issues belong to (the body's name). */
export const ALLOWED_BUSINESS_CASES_FIELD = 'allowedBusinessCases'

/**
 * Checks a choice of business cases for an account and returns it in the spec's order, without repeats. Every case
 * must be one the bank offers ('accounts.businessCaseNotSupported'), and a scheduled or instant transfer needs the
 * transfer itself ('accounts.businessCaseNeedsTransfer'). Both the edit dialog and the server check this.
 * @example validateAllowedBusinessCases(['SCHEDULED_TRANSFER'], giro) // left: accounts.businessCaseNeedsTransfer
 */
export const validateAllowedBusinessCases = (
  chosen: ReadonlyArray<AllowedBusinessCase>,
  account: BusinessCasesOf,
): E.Either<ReadonlyArray<ValidationIssue>, ReadonlyArray<AllowedBusinessCase>> => {
  const supported = getSupportedBusinessCases(account)
  if (chosen.some((c) => !supported.includes(c))) return E.left([validationIssue(ALLOWED_BUSINESS_CASES_FIELD, 'accounts.businessCaseNotSupported')])
  const needsTransfer = !chosen.includes('TRANSFER') && chosen.some((c) => (TRANSFER_DEPENDENT_BUSINESS_CASES as ReadonlyArray<string>).includes(c))
  if (needsTransfer) return E.left([validationIssue(ALLOWED_BUSINESS_CASES_FIELD, 'accounts.businessCaseNeedsTransfer')])
  return E.right(ALLOWED_BUSINESS_CASES.filter((c) => chosen.includes(c)))
}
