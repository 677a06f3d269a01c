/**
 * The add-account wizard's model: its steps, state, events and effects (spec: accounts-and-transfers 2.3 steps
 * s10–s60, 4.1 transitions). The rules are in add-account-wizard-rules.ts, the transition in add-account-wizard.ts.
 */
import type { BankInfo } from '../banks/model.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { FinancialContact, OnlineBankingAccount, PaypalReturn } from './connection-model.ts'
import type { ManualAccountForm } from './manual-account-rules.ts'
import type { FinancialAccountType } from './model.ts'
import type { FinancialAccountBody } from './requests.ts'

/** The catalogue key of the abort message for a missing merchant id (defined in the errors part). */
export const PAYPAL_MERCHANT_ID_MISSING_KEY = 'paypal.merchantIdMissing'

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

export interface AddAccountWizardOptions {
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
      /** The ids of the accounts saved so far, for the hub to show them when the wizard closes. */
      readonly savedAccountIds: ReadonlyArray<string>
    }
  | {
      readonly step: 's51'
      readonly context: AddAccountWizardContext
      readonly paypalReturn: PaypalReturn
      readonly status: 'saving' | 'failed' | 'aborted'
    }
  | {
      readonly step: 's60'
      readonly context: AddAccountWizardContext
      readonly accountsAdded: number
      readonly savedAccountIds: ReadonlyArray<string>
    }

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
  | { readonly type: 'accountFinished'; readonly financialAccountId: string }
  | { readonly type: 'accountFailed' }
  // s21 and s51
  | { readonly type: 'paypalRedirectConfirmed' }
  | { readonly type: 'paypalRedirectFailed' }
  | { readonly type: 'paypalReturned'; readonly paypalReturn: PaypalReturn }
  | { readonly type: 'paypalAccountFinished'; readonly financialAccountId: string }
  | { readonly type: 'paypalAccountFailed' }
  // s32
  /** The form as the user filled it; the transition builds the account body from it (manual-account-rules.ts). */
  | { readonly type: 'manualAccountSubmitted'; readonly openCsvImport: boolean; readonly form: ManualAccountForm }
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
      /** The type the bank gives the account (onlineBankingAccountTypeOf), else GIRO. */
      readonly accountType: FinancialAccountType
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
  /** POST v102/financialAccounts with this body: everything the call needs travels here. */
  | { readonly type: 'createManualAccount'; readonly account: FinancialAccountBody }
  | { readonly type: 'openCsvImport'; readonly financialAccountId: string }
  | {
      readonly type: 'close'
      readonly reason: AddAccountWizardCloseReason
      /** The accounts the wizard added or connected (as the calls answered), for the hub to show; [] when none. */
      readonly financialAccountIds: ReadonlyArray<string>
      /** Wait this long before closing (0: at once). */
      readonly afterMs: number
      /** A catalogue key to show as a notice before closing, if any. */
      readonly noticeKey: string | null
    }

export type AddAccountWizardTransition = readonly [AddAccountWizardState, ReadonlyArray<AddAccountWizardEffect>]
