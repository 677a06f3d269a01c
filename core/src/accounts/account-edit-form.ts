/**
 * The edit-account dialog's form: what it starts from, and the body it sends (spec: accounts-and-transfers 2.4 and
 * 5.6; the body is PUT v102/financialAccounts/{id}, 7.1). Every rule is checked before the call, and every broken rule
 * is reported at once, each at its field.
 */
import * as E from 'fp-ts/lib/Either.js'
import { parseOptionalBic } from '../bic/bic.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { formatIban, germanBankCodeOf, normalizeIban } from '../iban/iban-format.ts'
import { parseIban } from '../iban/iban.ts'
import { formatMoneyAmount, parseMoney, type Money } from '../money/money.ts'
import { getEditableAccountFields, toAllowedBusinessCases, validateAllowedBusinessCases } from './edit-rules.ts'
import { validateAccountFieldLength, type LimitedAccountField } from './field-limits.ts'
import type { AllowedBusinessCase, FinancialAccount, FinancialAccountType, UsingProfileType } from './model.ts'
import type { FinancialAccountBody, Versioned } from './requests.ts'
import { getSyncStartDateRange, validateSyncStartDate } from './sync-dates.ts'

/** The form fields, named as the body names them, so server issues (source) land on the same fields. */
export const ACCOUNT_EDIT_FIELDS = [
  'name',
  'accountHolder',
  'usingProfileType',
  'type',
  'bankName',
  'iban',
  'bic',
  'provider',
  'creditCardNumber',
  'openingBalance',
  'openingBalanceDate',
  'initialSyncDate',
  'allowedBusinessCases',
] as const
export type AccountEditField = (typeof ACCOUNT_EDIT_FIELDS)[number]

/** What the dialog's fields hold: text as typed, choices and dates as chosen. */
export interface AccountEditForm {
  readonly name: string
  readonly accountHolder: string
  readonly usingProfileType: UsingProfileType | null
  readonly type: FinancialAccountType
  readonly bankName: string
  readonly iban: string
  readonly bic: string
  readonly provider: string
  readonly creditCardNumber: string
  /** German notation as typed ('1.234,56'); empty: no opening balance. */
  readonly openingBalance: string
  readonly openingBalanceDate: LocalDate | null
  readonly initialSyncDate: LocalDate | null
  /** The business cases ticked, among those the bank offers (2.4). */
  readonly allowedBusinessCases: ReadonlyArray<AllowedBusinessCase>
}

/**
 * The form as the dialog opens: the account's values, the IBAN in groups of four, the opening balance in German.
 * @example toAccountEditForm(account).iban // 'DE89 3704 0044 0532 0130 00'
 */
export const toAccountEditForm = (account: FinancialAccount): AccountEditForm => ({
  name: account.name,
  accountHolder: account.accountHolder ?? '',
  usingProfileType: account.usingProfileType ?? null,
  type: account.type,
  bankName: account.bankName ?? '',
  iban: account.iban == null ? '' : formatIban(account.iban),
  bic: account.bic ?? '',
  provider: account.provider ?? '',
  creditCardNumber: account.creditCardNumber ?? '',
  openingBalance: account.openingBalance == null ? '' : formatMoneyAmount(account.openingBalance),
  openingBalanceDate: account.openingBalanceDate ?? null,
  initialSyncDate: account.initialSyncDate ?? null,
  allowedBusinessCases: toAllowedBusinessCases(account),
})

/** A trimmed text, or null when nothing is left. */
const textOrNull = (s: string): string | null => {
  const trimmed = s.trim()
  return trimmed === '' ? null : trimmed
}

type Checked<A> = E.Either<ReadonlyArray<ValidationIssue>, A>

/** A text field's trimmed text (null when nothing is left), checked against the field's length limit. */
const limitedTextOrNull = (field: LimitedAccountField, input: string): Checked<string | null> =>
  E.map(textOrNull)(validateAccountFieldLength(field, input.trim()))

const optionalIban = (input: string): Checked<string | null> =>
  normalizeIban(input) === ''
    ? E.right(null)
    : E.chain(() => E.map((iban: string) => iban)(parseIban(input, 'iban')))(validateAccountFieldLength('iban', input))

const optionalMoney = (input: string): Checked<Money | null> =>
  input.trim() === ''
    ? E.right(null)
    : E.chain(() => parseMoney(input, 'openingBalance'))(validateAccountFieldLength('openingBalance', input.trim()))

/**
 * The sync start date is checked only when the user changed it. Reading: an account's stored date may lie outside
 * today's range (a bank's history window moves on every day), and saving a new caption must not fail for it.
 */
const checkedSyncDate = (form: AccountEditForm, account: FinancialAccount, type: FinancialAccountType, today: LocalDate) => {
  const date = form.initialSyncDate
  if (date === null || date === (account.initialSyncDate ?? null)) return E.right(date)
  const range = getSyncStartDateRange({ type, maxTransactionHistoryInDays: account.financialContact?.maxTransactionHistoryInDays }, today)
  return validateSyncStartDate(date, range, 'initialSyncDate')
}

const sameCases = (a: ReadonlyArray<AllowedBusinessCase>, b: ReadonlyArray<AllowedBusinessCase>): boolean =>
  a.length === b.length && a.every((c) => b.includes(c))

/**
 * The business cases to send: unchanged, the account's own choice goes back as it was (null stays "all the bank
 * offers", so a case the bank adds later is allowed too); changed, the new choice, checked (2.4).
 */
const checkedBusinessCases = (form: AccountEditForm, account: FinancialAccount): Checked<ReadonlyArray<AllowedBusinessCase> | null> =>
  sameCases(form.allowedBusinessCases, toAllowedBusinessCases(account))
    ? E.right(account.allowedBusinessCases ?? null)
    : validateAllowedBusinessCases(form.allowedBusinessCases, account)

const issuesOf = (results: ReadonlyArray<Checked<unknown>>): ReadonlyArray<ValidationIssue> =>
  results.flatMap((r) => (E.isLeft(r) ? r.left : []))

/**
 * Checks the form and builds the body to save. Fields the account may not change (5.6, getEditableAccountFields) are
 * sent with the account's own values, whatever the form holds; lockVersion goes back so the server detects a
 * concurrent change. Readings: the caption is required ('accounts.accountNameRequired'); every text the user may change
 * takes at most its field's length (ACCOUNT_FIELD_MAX_LENGTHS, 'accounts.textTooLong'); IBAN, BIC and opening
 * balance are optional but must be valid when given; an opening balance needs its date ('date.required'); the bank
 * code follows a German IBAN and is kept otherwise; the card provider belongs with the card number (same rule); the
 * allowed business cases are checked when changed (validateAllowedBusinessCases).
 * @example validateAccountEditForm({ ...toAccountEditForm(account), name: ' ' }, account, today) // left: accounts.accountNameRequired at name
 */
export const validateAccountEditForm = (
  form: AccountEditForm,
  account: FinancialAccount,
  today: LocalDate,
): E.Either<ReadonlyArray<ValidationIssue>, Versioned<FinancialAccountBody>> => {
  const editable = getEditableAccountFields(account)
  const name = textOrNull(form.name)
  const nameChecked: Checked<string> =
    name === null ? E.left([validationIssue('name', 'accounts.accountNameRequired')]) : validateAccountFieldLength('name', name)
  const accountHolder = limitedTextOrNull('accountHolder', form.accountHolder)
  const type = editable.accountType ? form.type : account.type
  const iban: Checked<string | null> = editable.bankData ? optionalIban(form.iban) : E.right(account.iban ?? null)
  const bic: Checked<string | null> = editable.bankData
    ? E.chain(() => E.map((b: string | undefined) => b ?? null)(parseOptionalBic(form.bic, 'bic')))(validateAccountFieldLength('bic', form.bic))
    : E.right(account.bic ?? null)
  const bankName: Checked<string | null> = editable.bankData ? limitedTextOrNull('bankName', form.bankName) : E.right(account.bankName ?? null)
  const provider: Checked<string | null> = editable.cardNumber ? limitedTextOrNull('provider', form.provider) : E.right(account.provider ?? null)
  const creditCardNumber: Checked<string | null> = editable.cardNumber
    ? limitedTextOrNull('creditCardNumber', form.creditCardNumber)
    : E.right(account.creditCardNumber ?? null)
  const openingBalance = optionalMoney(form.openingBalance)
  const balanceDate: Checked<LocalDate | null> =
    E.isRight(openingBalance) && openingBalance.right !== null && form.openingBalanceDate === null
      ? E.left([validationIssue('openingBalanceDate', 'date.required')])
      : E.right(form.openingBalanceDate)
  const syncDate = checkedSyncDate(form, account, type, today)
  const businessCases = checkedBusinessCases(form, account)

  if (
    E.isLeft(nameChecked) ||
    E.isLeft(accountHolder) ||
    E.isLeft(bankName) ||
    E.isLeft(provider) ||
    E.isLeft(creditCardNumber) ||
    E.isLeft(iban) ||
    E.isLeft(bic) ||
    E.isLeft(openingBalance) ||
    E.isLeft(balanceDate) ||
    E.isLeft(syncDate) ||
    E.isLeft(businessCases)
  ) {
    return E.left(issuesOf([nameChecked, accountHolder, bankName, iban, bic, provider, creditCardNumber, openingBalance, balanceDate, syncDate, businessCases]))
  }
  const bankCode = editable.bankData && iban.right !== null ? (germanBankCodeOf(iban.right) ?? null) : (account.bankCode ?? null)
  return E.right({
    name: nameChecked.right,
    type,
    accountHolder: accountHolder.right,
    usingProfileType: editable.usageType ? form.usingProfileType : (account.usingProfileType ?? null),
    iban: iban.right,
    bic: bic.right,
    bankCode,
    bankName: bankName.right,
    provider: provider.right,
    creditCardNumber: creditCardNumber.right,
    openingBalance: openingBalance.right,
    openingBalanceDate: balanceDate.right,
    initialSyncDate: syncDate.right,
    connectionData: account.connectionData ?? null,
    allowedBusinessCases: businessCases.right,
    // An account read without one counts as 0, as the service counts it (issue 17: an update always names one).
    lockVersion: account.lockVersion ?? 0,
  })
}
