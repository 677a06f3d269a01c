/**
 * The add-account wizard's rules: partner banks, online banking support, the reconnected account, the s40 selection,
 * default account names and the provider bank information (spec: accounts-and-transfers 2.3, 4.1, 5.1, 6 and 9).
 */
import * as E from 'fp-ts/lib/Either.js'
import type { BankInfo } from '../banks/model.ts'
import { toFullBic } from '../bic/bic.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { formatIban, normalizeIban } from '../iban/iban-format.ts'
import type { HubPrivilege } from '../privileges/privileges.ts'
import { validateOnlineBankingAccountSelection } from './account-selection.ts'
import {
  ONLINE_BANKING_ACCOUNTS_FIELD,
  type AddAccountWizardState,
  type NonEmptyOnlineBankingAccounts,
  type ReconnectTarget,
} from './add-account-wizard-model.ts'
import { isOnlineBankingAccountAddable, toOnlineBankingAccountKey, type OnlineBankingAccount } from './connection-model.ts'
import { PARTNER_PROVIDERS, type PartnerProvider } from './constants.ts'

/** Shows the provider's own bank information in s50 (spec 6). */
const PROVIDER_BANK_READ_PRIVILEGE = 'FINANCE_LEXBANK_READ' satisfies HubPrivilege

/**
 * The partner provider a bank is, recognised by its BIC among the six hard-coded ones (spec 2.3 and 9), written with
 * or without spaces, in any case, with or without the branch 'XXX'. The bank info's accountSystem plays no part: the
 * spec recognises partners by BIC only.
 * @example findPartnerProvider({ bic: 'QNTODEB2' })?.name // 'Qonto'
 */
export const findPartnerProvider = (bank: Pick<BankInfo, 'bic'>): PartnerProvider | undefined => {
  const bic = bank.bic?.trim() ?? ''
  if (bic === '') return undefined
  const full = toFullBic(bic)
  return PARTNER_PROVIDERS.find((p) => p.bic === full)
}

/**
 * A bank is a partner provider when its BIC is one of the six partners' (findPartnerProvider).
 * @example isPartnerBank({ bic: 'HOLVDEB1XXX', accountSystem: 'Internal' }) // true
 * @example isPartnerBank({ bic: 'COBADEFFXXX', accountSystem: 'Kontist' }) // false
 */
export const isPartnerBank = (bank: Pick<BankInfo, 'bic'>): boolean => findPartnerProvider(bank) !== undefined

/**
 * Online banking is supported only when the bank info says so (`onlinebankingSupported: true`).
 * @example isOnlineBankingSupported({ bankName: 'B', bankCode: '1', onlinebankingSupported: null }) // false
 */
export const isOnlineBankingSupported = (bank: Pick<BankInfo, 'onlinebankingSupported'>): boolean =>
  bank.onlinebankingSupported === true

/**
 * The bank that sent the user to s32 by offering no online banking (spec 4.1 "s20 goes to … s32 otherwise"), so that
 * the form can say why; null when the user chose "without connection" (they know why) or a partner's instructions
 * (s12) said it already.
 * @example bankWithoutOnlineBankingOf(s32AfterBundesbank)?.bankName // 'Bundesbank'
 */
export const bankWithoutOnlineBankingOf = (state: AddAccountWizardState): BankInfo | null =>
  state.step === 's32' && state.chosen !== null && !isOnlineBankingSupported(state.chosen.bank) && !isPartnerBank(state.chosen.bank)
    ? state.chosen.bank
    : null

/**
 * The addable online banking account that is the account being reconnected: the first addable one with the same
 * IBAN (compared in electronic format). Reading: the online banking account has no id of ours, so the IBAN is what
 * both sides share; an account without IBAN is never matched, and the user selects it by hand.
 * @example findReconnectedOnlineBankingAccount([{ addable: true, iban: 'DE89…' }], { financialAccountId: 'fa', iban: 'DE89 …' })
 */
export const findReconnectedOnlineBankingAccount = (
  accounts: ReadonlyArray<OnlineBankingAccount>,
  reconnect: ReconnectTarget | null | undefined,
): OnlineBankingAccount | undefined => {
  const iban = reconnect?.iban?.trim() ?? ''
  if (iban === '') return undefined
  const wanted = normalizeIban(iban)
  return accounts.find((a) => isOnlineBankingAccountAddable(a) && a.iban != null && normalizeIban(a.iban) === wanted)
}

const describeOnlineBankingAccount = (account: OnlineBankingAccount | undefined, key: string): string => {
  const iban = account?.iban?.trim() ?? ''
  if (iban !== '') return formatIban(iban)
  return account?.accountNumber?.trim() || key.replace(/^accountNumber:/, '')
}

/**
 * The accounts chosen in s40: at least one ('Bitte wählen Sie mindestens ein Konto.'), and each one an addable account
 * of the list ('accounts.onlineBankingAccountNotAddable' for each that is not). The valid value is the chosen accounts
 * in the order of the list, each once. Reading: the bank's order is kept, so s50 works through them as the list shows
 * them, whatever order they were ticked in.
 * @example validateWizardAccountSelection(accounts, []) // left: accounts.noAccountSelected
 */
export const validateWizardAccountSelection = (
  accounts: ReadonlyArray<OnlineBankingAccount>,
  accountKeys: ReadonlyArray<string>,
  field = ONLINE_BANKING_ACCOUNTS_FIELD,
): E.Either<ReadonlyArray<ValidationIssue>, NonEmptyOnlineBankingAccounts> => {
  const selection = validateOnlineBankingAccountSelection(accountKeys, field)
  if (E.isLeft(selection)) return selection
  const byKey = new Map<string, OnlineBankingAccount>()
  for (const account of accounts) {
    const key = toOnlineBankingAccountKey(account)
    if (key !== undefined && !byKey.has(key)) byKey.set(key, account)
  }
  const wanted = new Set(selection.right)
  const issues = selection.right
    .filter((key) => {
      const account = byKey.get(key)
      return account === undefined || !isOnlineBankingAccountAddable(account)
    })
    .map((key) =>
      validationIssue(field, 'accounts.onlineBankingAccountNotAddable', { account: describeOnlineBankingAccount(byKey.get(key), key) }),
    )
  if (issues.length > 0) return E.left(issues)
  const chosen = [...byKey].filter(([key]) => wanted.has(key)).map(([, account]) => account)
  const [first, ...rest] = chosen
  return first === undefined ? E.left([validationIssue(field, 'accounts.noAccountSelected')]) : E.right([first, ...rest])
}

/**
 * Whether s40 may go on to s50 with these accounts ticked: the list is loaded and the selection is valid.
 * @example canProceedFromAccountSelection(s40Loaded, ['DE89370400440532013000']) // true when that account is addable
 */
export const canProceedFromAccountSelection = (state: AddAccountWizardState, accountKeys: ReadonlyArray<string>): boolean =>
  state.context.closedWith === null &&
  state.step === 's40' &&
  state.load.status === 'loaded' &&
  E.isRight(validateWizardAccountSelection(state.load.accounts, accountKeys))

/**
 * The name a new online banking account gets: the default name prefix (the bank's name and a space when the search
 * was for one specific bank) followed by its account number, or by its IBAN in print format when it has none.
 * Reading: the spec fixes only the prefix; the account number is what a customer recognises the account by.
 * @example toDefaultOnlineBankingAccountName('Sparkasse KölnBonn ', { accountNumber: '1234567' }) // 'Sparkasse KölnBonn 1234567'
 */
export const toDefaultOnlineBankingAccountName = (accountNamePrefix: string, account: OnlineBankingAccount): string => {
  const accountNumber = account.accountNumber?.trim() ?? ''
  const iban = account.iban?.trim() ?? ''
  const identifier = accountNumber !== '' ? accountNumber : iban !== '' ? formatIban(iban) : ''
  return `${accountNamePrefix}${identifier}`.trim()
}

/**
 * The provider's own bank information shows in s50 only with the privilege FINANCE_LEXBANK_READ (spec 6).
 * @example isProviderBankInfoShownInWizard(s50State) // true when the user has FINANCE_LEXBANK_READ
 */
export const isProviderBankInfoShownInWizard = (state: AddAccountWizardState): boolean =>
  state.step === 's50' && state.context.privileges.includes(PROVIDER_BANK_READ_PRIVILEGE)
