/**
 * The add-account wizard as a pure state machine (spec: accounts-and-transfers 2.3 steps s10–s60 and the first step,
 * 4.1 transitions, 5.1 "at least one account in s40", 6 FINANCE_LEXBANK_READ and INFO_PAYPAL_NOTCONNECTED, 8 missing
 * merchant id, 9 payment-service redirect and default account name prefix).
 *
 * The UI runs the effects (calls, redirects, closing) and reports what happened as events; nothing here calls a port
 * or waits. Credentials never pass through the wizard: the login form saves them and reports `credentialsSaved`.
 */
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import type { BankInfo } from '../banks/model.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { HubPrivilege } from '../privileges/privileges.ts'
import { formatIban, normalizeIban } from '../iban/iban-format.ts'
import { validateOnlineBankingAccountSelection } from './account-selection.ts'
import { getDefaultAccountNamePrefix } from './bank-search.ts'
import {
  isFinancialContactReadyToUse,
  isOnlineBankingAccountAddable,
  toOnlineBankingAccountKey,
  type FinancialContact,
  type OnlineBankingAccount,
  type PaypalReturn,
} from './connection-model.ts'
import { PAYMENT_SERVICE_REDIRECT_DELAY_MS, PAYPAL_MERCHANT_ID_ABORT_DELAY_MS } from './constants.ts'
import { ACCOUNT_SYSTEM_INTERNAL, type FinancialAccountType } from './model.ts'


/** The catalogue key of the abort message for a missing merchant id (defined in the errors part). */
export const PAYPAL_MERCHANT_ID_MISSING_KEY = 'paypal.merchantIdMissing'

/** Shows the provider's own bank information in s50 (spec 6). */
const PROVIDER_BANK_READ_PRIVILEGE = 'FINANCE_LEXBANK_READ' satisfies HubPrivilege
/** After the payment-service account connects, the business feature is deleted and a tracking event is sent (spec 6). */
const PAYPAL_NOT_CONNECTED_PRIVILEGE = 'INFO_PAYPAL_NOTCONNECTED' satisfies HubPrivilege

/** The field the s40 selection's issues belong to (the same as account-selection.ts uses). */
export const ONLINE_BANKING_ACCOUNTS_FIELD = 'onlineBankingAccounts'

/** The eleven steps of spec 2.3. */
export const ADD_ACCOUNT_WIZARD_STEPS = ['s10', 's12', 's20', 's21', 's31', 's32', 's33', 's40', 's50', 's51', 's60'] as const
export type AddAccountWizardStep = (typeof ADD_ACCOUNT_WIZARD_STEPS)[number]

/**
 * How the wizard was opened. 'giroOnly': only giro accounts are wanted (first step s20); 'paypalInfoTile': from the
 * payment-service info tile (s21); 'paypalReturn': back from the payment service's authorization through
 * /hub/paypal/referral (hub-and-business-account 2), which opens the wizard at s51; 'standard': anything else (s10).
 */
export type AddAccountWizardStartMode = 'standard' | 'giroOnly' | 'paypalInfoTile' | 'paypalReturn'

/**
 * The account being reconnected: its id, its IBAN (by which it is found among the online banking accounts) and its
 * type (a PAYPAL account is reconnected through the payment service, so the wizard starts at s21).
 */
export interface ReconnectTarget {
  readonly financialAccountId: string
  readonly iban?: string | null | undefined
  readonly accountType?: FinancialAccountType | null | undefined
}

interface AddAccountWizardOptions {
  readonly reconnect?: ReconnectTarget | null | undefined
  /** Opened to migrate accounts from a partner provider: s50 ends on the success screen s60. */
  readonly partnerMigration?: boolean | undefined
  /** The user's privileges (FINANCE_LEXBANK_READ and INFO_PAYPAL_NOTCONNECTED matter here). */
  readonly privileges?: ReadonlyArray<string> | undefined
}

export type AddAccountWizardStart =
  | ({ readonly mode: 'standard' | 'giroOnly' | 'paypalInfoTile' } & AddAccountWizardOptions)
  | ({ readonly mode: 'paypalReturn'; readonly paypalReturn: PaypalReturn } & AddAccountWizardOptions)

export type AddAccountWizardCloseReason =
  | 'canceled'
  | 'accountsAdded'
  | 'partnerMigrated'
  | 'manualAccountCreated'
  | 'paypalConnected'
  | 'paypalMerchantIdMissing'

export interface AddAccountWizardContext {
  readonly mode: AddAccountWizardStartMode
  readonly reconnect: ReconnectTarget | null
  readonly partnerMigration: boolean
  readonly privileges: ReadonlyArray<string>
  /** Set by the one 'close' effect: the wizard has ended and every later event leaves it as it is. */
  readonly closedWith: AddAccountWizardCloseReason | null
}

/** The bank chosen in s20, with the prefix new accounts of it are named with. */
export interface ChosenBank {
  readonly bank: BankInfo
  readonly accountNamePrefix: string
}

/** The bank login the accounts of s40 and s50 come from, and the step that led to s40 (where back returns to). */
export type AddAccountWizardConnection =
  /** A new login saved in s31. */
  | { readonly via: 'bankLogin'; readonly financialContactId: string; readonly chosen: ChosenBank }
  /** An existing contact that was ready to use, chosen in s10. */
  | { readonly via: 'readyContact'; readonly contact: FinancialContact }
  /** An existing contact whose credentials were entered in s33. */
  | { readonly via: 'contactCredentials'; readonly contact: FinancialContact }

export type OnlineBankingAccountsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly accounts: ReadonlyArray<OnlineBankingAccount> }

export type NonEmptyOnlineBankingAccounts = readonly [OnlineBankingAccount, ...OnlineBankingAccount[]]

export type AddAccountWizardState =
  | { readonly step: 's10'; readonly context: AddAccountWizardContext }
  | { readonly step: 's12'; readonly context: AddAccountWizardContext; readonly chosen: ChosenBank }
  /** `chosen`: a non-partner bank with online banking, waiting for "online banking" or "without connection". */
  | { readonly step: 's20'; readonly context: AddAccountWizardContext; readonly chosen: ChosenBank | null }
  | { readonly step: 's21'; readonly context: AddAccountWizardContext; readonly redirecting: boolean }
  /**
   * `savedContactId`: the login this wizard already created for the bank (back from s40); saving again updates it
   * (PUT) instead of creating it a second time, which the server would refuse as CONTACT_ALREADY_EXISTS.
   */
  | {
      readonly step: 's31'
      readonly context: AddAccountWizardContext
      readonly chosen: ChosenBank
      readonly savedContactId: string | null
    }
  | {
      readonly step: 's32'
      readonly context: AddAccountWizardContext
      readonly chosen: ChosenBank | null
      /** Set while the account is being created; says whether the CSV import opens afterwards. */
      readonly saving: { readonly openCsvImport: boolean } | null
    }
  | { readonly step: 's33'; readonly context: AddAccountWizardContext; readonly contact: FinancialContact }
  | {
      readonly step: 's40'
      readonly context: AddAccountWizardContext
      readonly connection: AddAccountWizardConnection
      readonly load: OnlineBankingAccountsLoad
      readonly issues: ReadonlyArray<ValidationIssue>
    }
  | {
      readonly step: 's50'
      readonly context: AddAccountWizardContext
      readonly connection: AddAccountWizardConnection
      readonly accounts: NonEmptyOnlineBankingAccounts
      /** The account being created or updated now (0-based). */
      readonly index: number
      readonly status: 'saving' | 'failed'
    }
  | {
      readonly step: 's51'
      readonly context: AddAccountWizardContext
      readonly paypalReturn: PaypalReturn
      readonly status: 'saving' | 'failed' | 'aborted'
    }
  | { readonly step: 's60'; readonly context: AddAccountWizardContext; readonly accountsAdded: number }

export type AddAccountWizardEvent =
  // s10
  | { readonly type: 'newBankChosen' }
  | { readonly type: 'existingContactChosen'; readonly contact: FinancialContact }
  | { readonly type: 'paypalChosen' }
  // s20 and s12
  | { readonly type: 'bankChosen'; readonly bank: BankInfo; readonly banksFound: ReadonlyArray<BankInfo> }
  | { readonly type: 'onlineBankingChosen' }
  | { readonly type: 'withoutConnectionChosen' }
  | { readonly type: 'partnerInstructionsConfirmed' }
  // s31 and s33: the login form saved the credentials (the PIN never reaches the wizard)
  | { readonly type: 'credentialsSaved'; readonly financialContactId: string }
  | { readonly type: 'resetPressed' }
  // s40: the answer names the login it was loaded for; an answer for another login (a stale load) is ignored
  | {
      readonly type: 'onlineBankingAccountsLoaded'
      readonly financialContactId: string
      readonly accounts: ReadonlyArray<OnlineBankingAccount>
    }
  | { readonly type: 'onlineBankingAccountsFailed'; readonly financialContactId: string }
  | { readonly type: 'accountsSelected'; readonly accountKeys: ReadonlyArray<string> }
  // s50
  | { readonly type: 'accountFinished' }
  | { readonly type: 'accountFailed' }
  // s21 and s51
  | { readonly type: 'paypalRedirectConfirmed' }
  | { readonly type: 'paypalRedirectFailed' }
  | { readonly type: 'paypalReturned'; readonly paypalReturn: PaypalReturn }
  | { readonly type: 'paypalAccountFinished' }
  | { readonly type: 'paypalAccountFailed' }
  // s32
  | { readonly type: 'manualAccountSubmitted'; readonly openCsvImport: boolean }
  | { readonly type: 'manualAccountCreated'; readonly financialAccountId: string }
  | { readonly type: 'manualAccountFailed' }
  // s60
  | { readonly type: 'successConfirmed' }
  // anywhere
  | { readonly type: 'retryPressed' }
  | { readonly type: 'backPressed' }
  | { readonly type: 'canceled' }

export type AddAccountWizardEffect =
  | {
      readonly type: 'loadOnlineBankingAccounts'
      readonly financialContactId: string
      /** The accountType query: 'GIRO' when only giro accounts are wanted. */
      readonly accountType: 'GIRO' | null
      readonly reconnectFinancialAccountId: string | null
    }
  | {
      readonly type: 'createAccount'
      readonly financialContactId: string
      readonly onlineBankingAccount: OnlineBankingAccount
      readonly accountName: string
      /** 1-based position among the chosen accounts, for a progress text. */
      readonly position: number
      readonly total: number
    }
  | {
      readonly type: 'updateAccount'
      readonly financialAccountId: string
      readonly financialContactId: string
      readonly onlineBankingAccount: OnlineBankingAccount
      readonly position: number
      readonly total: number
    }
  | {
      readonly type: 'redirectToPaypal'
      readonly afterMs: number
      /** The paypalInfoTile query of the redirect-URL call. */
      readonly fromInfoTile: boolean
      readonly financialAccountId: string | null
    }
  | { readonly type: 'finishPaypalAccount'; readonly merchantId: string; readonly financialAccountId: string | null }
  | { readonly type: 'deletePaypalInfoFeature' }
  | { readonly type: 'trackPaypalConnected' }
  | { readonly type: 'createManualAccount'; readonly bank: BankInfo | null; readonly accountNamePrefix: string }
  | { readonly type: 'openCsvImport'; readonly financialAccountId: string }
  | {
      readonly type: 'close'
      readonly reason: AddAccountWizardCloseReason
      /** Wait this long before closing (0: at once). */
      readonly afterMs: number
      /** A catalogue key to show as a notice before closing, if any. */
      readonly noticeKey: string | null
    }

export type AddAccountWizardTransition = readonly [AddAccountWizardState, ReadonlyArray<AddAccountWizardEffect>]

// --- guards and small rules

/**
 * A bank is a partner provider when its accountSystem names one: set, not blank and not 'Internal'. Reading: the
 * spec hard-codes the partners' BICs without showing them; the bank info's accountSystem ('Internal' or a partner's
 * name, spec 3) says the same without a list that goes stale.
 * @example isPartnerBank({ bankName: 'Partner', bankCode: '10010010', accountSystem: 'Kontist' }) // true
 */
export const isPartnerBank = (bank: Pick<BankInfo, 'accountSystem'>): boolean => {
  const system = bank.accountSystem?.trim() ?? ''
  return system !== '' && system !== ACCOUNT_SYSTEM_INTERNAL
}

/**
 * Online banking is supported only when the bank info says so (`onlinebankingSupported: true`).
 * @example isOnlineBankingSupported({ bankName: 'B', bankCode: '1', onlinebankingSupported: null }) // false
 */
export const isOnlineBankingSupported = (bank: Pick<BankInfo, 'onlinebankingSupported'>): boolean =>
  bank.onlinebankingSupported === true

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
 * The accounts chosen in s40: at least one ('Bitte wählen Sie mindestens ein Konto!'), and each one an addable account
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

/**
 * Whether the back button does something in this state (the UI hides it otherwise).
 * @example canGoBackInAddAccountWizard(s31State) // true: back goes to s20
 */
export const canGoBackInAddAccountWizard = (state: AddAccountWizardState): boolean =>
  transitionAddAccountWizard(state, { type: 'backPressed' })[0] !== state

// --- start

const contextOf = (start: AddAccountWizardStart): AddAccountWizardContext => ({
  mode: start.mode,
  reconnect: start.reconnect ?? null,
  partnerMigration: start.partnerMigration === true,
  privileges: start.privileges ?? [],
  closedWith: null,
})

/**
 * The first step: s20 when only giro accounts are wanted, s21 from the payment-service info tile or to reconnect a
 * PAYPAL account, s51 on the return from the payment service, s10 otherwise (spec 2.3). Reading: a PAYPAL account
 * can only be reconnected through the payment service, so s10's other choices would lead nowhere useful; back from
 * s21 still reaches s10, as after /hub/paypal/create.
 * @example startAddAccountWizard({ mode: 'giroOnly' })[0].step // 's20'
 */
export const startAddAccountWizard = (start: AddAccountWizardStart): AddAccountWizardTransition => {
  const context = contextOf(start)
  switch (start.mode) {
    case 'standard':
      return context.reconnect?.accountType === 'PAYPAL' ? [{ step: 's21', context, redirecting: false }, []] : [{ step: 's10', context }, []]
    case 'giroOnly':
      return [{ step: 's20', context, chosen: null }, []]
    case 'paypalInfoTile':
      return [{ step: 's21', context, redirecting: false }, []]
    case 'paypalReturn':
      return enterS51(context, start.paypalReturn)
    default:
      return absurd(start)
  }
}

// --- effects and entries shared by several steps

const unchanged = (state: AddAccountWizardState): AddAccountWizardTransition => [state, []]

const closeWizard = (
  state: AddAccountWizardState,
  reason: AddAccountWizardCloseReason,
  before: ReadonlyArray<AddAccountWizardEffect> = [],
  afterMs = 0,
  noticeKey: string | null = null,
): AddAccountWizardTransition => [
  { ...state, context: { ...state.context, closedWith: reason } },
  [...before, { type: 'close', reason, afterMs, noticeKey }],
]

const connectionContactId = (connection: AddAccountWizardConnection): string =>
  connection.via === 'bankLogin' ? connection.financialContactId : connection.contact.financialContactId

const connectionNamePrefix = (connection: AddAccountWizardConnection): string =>
  connection.via === 'bankLogin' ? connection.chosen.accountNamePrefix : ''

const loadAccountsEffect = (context: AddAccountWizardContext, financialContactId: string): AddAccountWizardEffect => ({
  type: 'loadOnlineBankingAccounts',
  financialContactId,
  accountType: context.mode === 'giroOnly' ? 'GIRO' : null,
  reconnectFinancialAccountId: context.reconnect?.financialAccountId ?? null,
})

const enterS40 = (context: AddAccountWizardContext, connection: AddAccountWizardConnection): AddAccountWizardTransition => [
  { step: 's40', context, connection, load: { status: 'loading' }, issues: [] },
  [loadAccountsEffect(context, connectionContactId(connection))],
]

const sameIban = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a != null && b != null && a.trim() !== '' && normalizeIban(a) === normalizeIban(b)

const saveAccountEffect = (
  context: AddAccountWizardContext,
  connection: AddAccountWizardConnection,
  accounts: NonEmptyOnlineBankingAccounts,
  index: number,
): AddAccountWizardEffect => {
  const account = accounts[index] ?? accounts[0]
  const financialContactId = connectionContactId(connection)
  const progress = { position: index + 1, total: accounts.length }
  return context.reconnect !== null && sameIban(account.iban, context.reconnect.iban)
    ? { type: 'updateAccount', financialAccountId: context.reconnect.financialAccountId, financialContactId, onlineBankingAccount: account, ...progress }
    : {
        type: 'createAccount',
        financialContactId,
        onlineBankingAccount: account,
        accountName: toDefaultOnlineBankingAccountName(connectionNamePrefix(connection), account),
        ...progress,
      }
}

const enterS50 = (
  context: AddAccountWizardContext,
  connection: AddAccountWizardConnection,
  accounts: NonEmptyOnlineBankingAccounts,
  index = 0,
): AddAccountWizardTransition => [
  { step: 's50', context, connection, accounts, index, status: 'saving' },
  [saveAccountEffect(context, connection, accounts, index)],
]

function enterS51(context: AddAccountWizardContext, paypalReturn: PaypalReturn): AddAccountWizardTransition {
  if (paypalReturn.merchantId === null) {
    const aborted: AddAccountWizardState = { step: 's51', context, paypalReturn, status: 'aborted' }
    return closeWizard(aborted, 'paypalMerchantIdMissing', [], PAYPAL_MERCHANT_ID_ABORT_DELAY_MS, PAYPAL_MERCHANT_ID_MISSING_KEY)
  }
  return [
    { step: 's51', context, paypalReturn, status: 'saving' },
    [{ type: 'finishPaypalAccount', merchantId: paypalReturn.merchantId, financialAccountId: paypalReturn.financialAccountId }],
  ]
}

/** Where a chosen bank leads from s20 (spec 4.1): s12 for a partner, s20 to choose online banking, else s32. */
const afterBankChosen = (context: AddAccountWizardContext, chosen: ChosenBank): AddAccountWizardTransition => {
  if (isPartnerBank(chosen.bank)) return [{ step: 's12', context, chosen }, []]
  if (isOnlineBankingSupported(chosen.bank)) return [{ step: 's20', context, chosen }, []]
  return [{ step: 's32', context, chosen, saving: null }, []]
}

/** s20 keeps a chosen bank only while its choice is open: a non-partner bank with online banking. */
const backToS20 = (context: AddAccountWizardContext, chosen: ChosenBank | null): AddAccountWizardTransition => [
  {
    step: 's20',
    context,
    chosen: chosen !== null && !isPartnerBank(chosen.bank) && isOnlineBankingSupported(chosen.bank) ? chosen : null,
  },
  [],
]

// --- one function per step

type StateOf<S extends AddAccountWizardStep> = Extract<AddAccountWizardState, { readonly step: S }>

const fromS10 = (s: StateOf<'s10'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'newBankChosen':
      return [{ step: 's20', context: s.context, chosen: null }, []]
    case 'existingContactChosen':
      return isFinancialContactReadyToUse(e.contact)
        ? enterS40(s.context, { via: 'readyContact', contact: e.contact })
        : [{ step: 's33', context: s.context, contact: e.contact }, []]
    case 'paypalChosen':
      return [{ step: 's21', context: s.context, redirecting: false }, []]
    default:
      return unchanged(s)
  }
}

const fromS12 = (s: StateOf<'s12'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'partnerInstructionsConfirmed':
      return isOnlineBankingSupported(s.chosen.bank)
        ? [{ step: 's31', context: s.context, chosen: s.chosen, savedContactId: null }, []]
        : [{ step: 's32', context: s.context, chosen: s.chosen, saving: null }, []]
    case 'backPressed':
      return backToS20(s.context, null)
    default:
      return unchanged(s)
  }
}

const fromS20 = (s: StateOf<'s20'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'bankChosen':
      return afterBankChosen(s.context, { bank: e.bank, accountNamePrefix: getDefaultAccountNamePrefix(e.banksFound) })
    case 'onlineBankingChosen':
      return s.chosen !== null && isOnlineBankingSupported(s.chosen.bank) && !isPartnerBank(s.chosen.bank)
        ? [{ step: 's31', context: s.context, chosen: s.chosen, savedContactId: null }, []]
        : unchanged(s)
    case 'withoutConnectionChosen':
      return [{ step: 's32', context: s.context, chosen: s.chosen, saving: null }, []]
    case 'backPressed':
      return s.context.mode === 'standard' ? [{ step: 's10', context: s.context }, []] : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS21 = (s: StateOf<'s21'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'paypalRedirectConfirmed':
      return s.redirecting
        ? unchanged(s)
        : [
            { ...s, redirecting: true },
            [
              {
                type: 'redirectToPaypal',
                afterMs: PAYMENT_SERVICE_REDIRECT_DELAY_MS,
                fromInfoTile: s.context.mode === 'paypalInfoTile',
                financialAccountId: s.context.reconnect?.financialAccountId ?? null,
              },
            ],
          ]
    case 'paypalRedirectFailed':
      return s.redirecting ? [{ ...s, redirecting: false }, []] : unchanged(s)
    case 'paypalReturned':
      return s.redirecting ? enterS51(s.context, e.paypalReturn) : unchanged(s)
    case 'backPressed':
      return !s.redirecting && s.context.mode === 'standard' ? [{ step: 's10', context: s.context }, []] : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS31 = (s: StateOf<'s31'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'credentialsSaved':
      return enterS40(s.context, { via: 'bankLogin', financialContactId: e.financialContactId, chosen: s.chosen })
    case 'backPressed':
      return backToS20(s.context, s.chosen)
    case 'resetPressed':
      return backToS20(s.context, null) // reset clears the bank code
    default:
      return unchanged(s)
  }
}

const fromS32 = (s: StateOf<'s32'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'manualAccountSubmitted':
      return s.saving !== null
        ? unchanged(s)
        : [
            { ...s, saving: { openCsvImport: e.openCsvImport } },
            [{ type: 'createManualAccount', bank: s.chosen?.bank ?? null, accountNamePrefix: s.chosen?.accountNamePrefix ?? '' }],
          ]
    case 'manualAccountCreated':
      return s.saving === null
        ? unchanged(s)
        : closeWizard(
            s,
            'manualAccountCreated',
            s.saving.openCsvImport ? [{ type: 'openCsvImport', financialAccountId: e.financialAccountId }] : [],
          )
    case 'manualAccountFailed':
      return s.saving === null ? unchanged(s) : [{ ...s, saving: null }, []]
    case 'backPressed':
      if (s.saving !== null) return unchanged(s)
      return s.chosen !== null && isPartnerBank(s.chosen.bank)
        ? [{ step: 's12', context: s.context, chosen: s.chosen }, []]
        : backToS20(s.context, s.chosen)
    default:
      return unchanged(s)
  }
}

const fromS33 = (s: StateOf<'s33'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'credentialsSaved':
      return e.financialContactId === s.contact.financialContactId
        ? enterS40(s.context, { via: 'contactCredentials', contact: s.contact })
        : unchanged(s) // the saved login is not the contact this step is for
    case 'backPressed':
      return [{ step: 's10', context: s.context }, []]
    default:
      return unchanged(s)
  }
}

const fromS40 = (s: StateOf<'s40'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'onlineBankingAccountsLoaded': {
      if (s.load.status !== 'loading' || e.financialContactId !== connectionContactId(s.connection)) return unchanged(s)
      const reconnected = findReconnectedOnlineBankingAccount(e.accounts, s.context.reconnect)
      return reconnected !== undefined
        ? enterS50(s.context, s.connection, [reconnected]) // selected automatically, straight to s50
        : [{ ...s, load: { status: 'loaded', accounts: e.accounts }, issues: [] }, []]
    }
    case 'onlineBankingAccountsFailed':
      return s.load.status === 'loading' && e.financialContactId === connectionContactId(s.connection)
        ? [{ ...s, load: { status: 'failed' } }, []]
        : unchanged(s)
    case 'retryPressed':
      return s.load.status === 'failed' ? enterS40(s.context, s.connection) : unchanged(s)
    case 'accountsSelected': {
      if (s.load.status !== 'loaded') return unchanged(s)
      const selection = validateWizardAccountSelection(s.load.accounts, e.accountKeys)
      return E.isRight(selection) ? enterS50(s.context, s.connection, selection.right) : [{ ...s, issues: selection.left }, []]
    }
    case 'backPressed':
      switch (s.connection.via) {
        case 'bankLogin':
          return [{ step: 's31', context: s.context, chosen: s.connection.chosen, savedContactId: s.connection.financialContactId }, []]
        case 'readyContact':
          return [{ step: 's10', context: s.context }, []]
        case 'contactCredentials':
          return [{ step: 's33', context: s.context, contact: s.connection.contact }, []]
        default:
          return absurd(s.connection)
      }
    default:
      return unchanged(s)
  }
}

const fromS50 = (s: StateOf<'s50'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'accountFinished': {
      if (s.status !== 'saving') return unchanged(s)
      const next = s.index + 1
      if (next < s.accounts.length) return enterS50(s.context, s.connection, s.accounts, next)
      return s.context.partnerMigration
        ? [{ step: 's60', context: s.context, accountsAdded: s.accounts.length }, []]
        : closeWizard(s, 'accountsAdded')
    }
    case 'accountFailed':
      return s.status === 'saving' ? [{ ...s, status: 'failed' }, []] : unchanged(s)
    case 'retryPressed':
      return s.status === 'failed' ? enterS50(s.context, s.connection, s.accounts, s.index) : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS51 = (s: StateOf<'s51'>, e: AddAccountWizardEvent): AddAccountWizardTransition => {
  switch (e.type) {
    case 'paypalAccountFinished':
      if (s.status !== 'saving') return unchanged(s)
      return closeWizard(
        s,
        'paypalConnected',
        s.context.privileges.includes(PAYPAL_NOT_CONNECTED_PRIVILEGE)
          ? [{ type: 'deletePaypalInfoFeature' }, { type: 'trackPaypalConnected' }]
          : [],
      )
    case 'paypalAccountFailed':
      return s.status === 'saving' ? [{ ...s, status: 'failed' }, []] : unchanged(s)
    case 'retryPressed':
      return s.status === 'failed' ? enterS51(s.context, s.paypalReturn) : unchanged(s)
    default:
      return unchanged(s)
  }
}

const fromS60 = (s: StateOf<'s60'>, e: AddAccountWizardEvent): AddAccountWizardTransition =>
  e.type === 'successConfirmed' ? closeWizard(s, 'partnerMigrated') : unchanged(s)

/**
 * The wizard's one transition (spec 4.1). An event that makes no sense in a step leaves the state as it is (the same
 * object) with no effects; after the 'close' effect every event does. Cancel closes from every step; on the success
 * screen s60 it closes as a finished migration, since the accounts are already added.
 * @example transitionAddAccountWizard(s31, { type: 'resetPressed' }) // [{ step: 's20', chosen: null, … }, []]
 */
export function transitionAddAccountWizard(state: AddAccountWizardState, event: AddAccountWizardEvent): AddAccountWizardTransition {
  if (state.context.closedWith !== null) return unchanged(state)
  if (event.type === 'canceled') return closeWizard(state, state.step === 's60' ? 'partnerMigrated' : 'canceled')
  switch (state.step) {
    case 's10':
      return fromS10(state, event)
    case 's12':
      return fromS12(state, event)
    case 's20':
      return fromS20(state, event)
    case 's21':
      return fromS21(state, event)
    case 's31':
      return fromS31(state, event)
    case 's32':
      return fromS32(state, event)
    case 's33':
      return fromS33(state, event)
    case 's40':
      return fromS40(state, event)
    case 's50':
      return fromS50(state, event)
    case 's51':
      return fromS51(state, event)
    case 's60':
      return fromS60(state, event)
    default:
      return absurd(state)
  }
}
