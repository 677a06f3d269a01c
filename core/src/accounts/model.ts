/**
 * The financial account as the banking service sends it (spec: accounts-and-transfers 3, with the fields the hub
 * reads from the financial account report in hub-and-business-account 3).
 */
import { ACCOUNT_STATUS_IDLE } from './account-status.ts'
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'

export const FINANCIAL_ACCOUNT_TYPES = [
  'GIRO',
  'LOAN',
  'SAVINGS',
  'FIXED_DEPOSIT',
  'SECURITIES',
  'CREDITCARD',
  'PAYPAL',
  'PAYMENT_PROVIDER',
  /** The provider's own main business account. */
  'LEXBANK',
  'LEXBANK_SUB_ACCOUNT',
] as const
export const FinancialAccountTypeCodec = literalUnion(FINANCIAL_ACCOUNT_TYPES, 'FinancialAccountType')
export type FinancialAccountType = t.TypeOf<typeof FinancialAccountTypeCodec>

export const USING_PROFILE_TYPES = ['PRIVATE', 'BUSINESS', 'MIXED'] as const
export const UsingProfileTypeCodec = literalUnion(USING_PROFILE_TYPES, 'UsingProfileType')
export type UsingProfileType = t.TypeOf<typeof UsingProfileTypeCodec>

/** Per-account actions that gate what the user may do (spec: accounts-and-transfers 6). */
export const AVAILABLE_ACTIONS = [
  'TRANSFER_MONEY_FINTS',
  'TRANSFER_MONEY_WEBHOOK',
  'COMBINED_TRANSFER_MONEY_FINTS',
  'COMBINED_TRANSFER_MONEY_WEBHOOK',
  'SCHEDULED_TRANSFER_MONEY_FINTS',
  'SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS',
  'SCHEDULE_MONEY_TRANSFER_WEBHOOK',
  'EDIT',
] as const
export const AvailableActionCodec = literalUnion(AVAILABLE_ACTIONS, 'AvailableAction')
export type AvailableAction = t.TypeOf<typeof AvailableActionCodec>

const isAvailableAction = (s: string): s is AvailableAction => AvailableActionCodec.is(s)

/**
 * The actions list of an account. An action this version does not know grants nothing, so it is dropped instead of
 * failing the whole account list; anything that is not a list of strings is still rejected.
 */
export const AvailableActionsCodec = new t.Type<ReadonlyArray<AvailableAction>, ReadonlyArray<string>, unknown>(
  'AvailableActions',
  (u): u is ReadonlyArray<AvailableAction> => Array.isArray(u) && u.every((x) => typeof x === 'string' && isAvailableAction(x)),
  (u, c) => {
    const strings = t.readonlyArray(t.string).validate(u, c)
    return strings._tag === 'Left' ? strings : t.success(strings.right.filter(isAvailableAction))
  },
  (actions) => actions,
)

/** The allowed business cases of the edit dialog (spec 2.4), in the spec's order. Wire values chosen. */
export const ALLOWED_BUSINESS_CASES = [
  'BALANCE_QUERY',
  'TRANSFER',
  'SCHEDULED_TRANSFER',
  'COMBINED_TRANSFER',
  'INSTANT_TRANSFER',
  'TRANSACTION_QUERY',
] as const
export const AllowedBusinessCaseCodec = literalUnion(ALLOWED_BUSINESS_CASES, 'AllowedBusinessCase')
export type AllowedBusinessCase = t.TypeOf<typeof AllowedBusinessCaseCodec>

const isAllowedBusinessCase = (s: string): s is AllowedBusinessCase => AllowedBusinessCaseCodec.is(s)

/** The business cases an account allows, as read: like the actions, a case this version does not know is dropped. */
export const AllowedBusinessCasesCodec = new t.Type<ReadonlyArray<AllowedBusinessCase>, ReadonlyArray<string>, unknown>(
  'AllowedBusinessCases',
  (u): u is ReadonlyArray<AllowedBusinessCase> => Array.isArray(u) && u.every((x) => typeof x === 'string' && isAllowedBusinessCase(x)),
  (u, c) => {
    const strings = t.readonlyArray(t.string).validate(u, c)
    return strings._tag === 'Left' ? strings : t.success(strings.right.filter(isAllowedBusinessCase))
  },
  (cases) => cases,
)

/** A provider main account still being opened (spec: hub-and-business-account 4.6). */
export const ACCOUNT_STATUS_PENDING = 'PENDING'

export const AccountStateCodec = t.intersection(
  [t.type({ status: t.string }), t.partial({ errorOnSync: nullable(t.boolean) })],
  'AccountState',
)
export type AccountState = t.TypeOf<typeof AccountStateCodec>

/** 'Internal' or the name of a partner provider. */
export const ACCOUNT_SYSTEM_INTERNAL = 'Internal'

/** The financial contact as embedded in an account: the bank login the account syncs through. */
export const FinancialContactRefCodec = t.intersection(
  [
    t.type({ financialContactId: t.string }),
    t.partial({
      bic: nullable(t.string),
      bankCode: nullable(t.string),
      readyToUse: nullable(t.boolean),
      maxTransactionHistoryInDays: nullable(t.number),
      /** Set when the bank login failed; the hub shows such an account among those with errors. */
      errorMessage: nullable(t.string),
    }),
  ],
  'FinancialContactRef',
)
export type FinancialContactRef = t.TypeOf<typeof FinancialContactRefCodec>

/** Used for the payment-service (PayPal) account. */
export const ConnectionDataCodec = t.partial(
  { merchantId: nullable(t.string), startSyncDate: nullable(LocalDateCodec) },
  'ConnectionData',
)

export const FinancialAccountCodec = t.intersection(
  [
    t.type({
      financialAccountId: t.string,
      name: t.string,
      type: FinancialAccountTypeCodec,
      state: AccountStateCodec,
      availableActions: AvailableActionsCodec,
    }),
    t.partial({
      subType: nullable(t.string),
      accountHolder: nullable(t.string),
      usingProfileType: nullable(UsingProfileTypeCodec),
      provider: nullable(t.string),
      bic: nullable(t.string),
      iban: nullable(t.string),
      creditCardNumber: nullable(t.string),
      bankCode: nullable(t.string),
      bankName: nullable(t.string),
      accountSystem: nullable(t.string),
      financialContact: nullable(FinancialContactRefCodec),
      initialSyncDate: nullable(LocalDateCodec),
      balanceDate: nullable(LocalDateCodec),
      lockVersion: nullable(t.number),
      sepaInstantCapable: nullable(t.boolean),
      sepaInstantAllowed: nullable(t.boolean),
      connected: nullable(t.boolean),
      brandLogoUrlDark: nullable(t.string),
      brandLogoUrlLight: nullable(t.string),
      connectionData: nullable(ConnectionDataCodec),
      /** The edit dialog's "opening balance and its date" (2.4); wire names chosen, the spec shows none. */
      openingBalance: nullable(MoneyCodec),
      openingBalanceDate: nullable(LocalDateCodec),
      /**
       * The business cases the user allows for this account (2.4), a choice among those the bank offers
       * (getSupportedBusinessCases); absent or null: all of those.
       */
      allowedBusinessCases: nullable(AllowedBusinessCasesCodec),
      // From the hub's financial account report:
      balance: nullable(MoneyCodec),
      deactivated: nullable(t.boolean),
      synchronizable: nullable(t.boolean),
    }),
    // `pin` is only ever sent (base64), never read back, so it is not part of what we decode.
  ],
  'FinancialAccount',
)
export type FinancialAccount = t.TypeOf<typeof FinancialAccountCodec>
/** The account exactly as it travels as JSON. */
export type FinancialAccountWire = t.OutputOf<typeof FinancialAccountCodec>

export const FinancialAccountListCodec = t.readonlyArray(FinancialAccountCodec, 'FinancialAccountList')

export const isAccountIdle = (a: FinancialAccount): boolean => a.state.status === ACCOUNT_STATUS_IDLE

/** Accounts that can send a transfer: they carry one of the transfer actions. */
export const supportsBankTransfer = (a: { readonly availableActions: ReadonlyArray<string> }): boolean =>
  a.availableActions.some((action) => action === 'TRANSFER_MONEY_FINTS' || action === 'TRANSFER_MONEY_WEBHOOK')

/** German names of the account types, as the hub and the dialogs show them. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<FinancialAccountType, string>> = {
  GIRO: 'Girokonto',
  LOAN: 'Darlehen',
  SAVINGS: 'Sparkonto',
  FIXED_DEPOSIT: 'Festgeld',
  SECURITIES: 'Depot',
  CREDITCARD: 'Kreditkarte',
  PAYPAL: 'PayPal',
  PAYMENT_PROVIDER: 'Zahlungsdienstleister',
  LEXBANK: 'Geschäftskonto',
  LEXBANK_SUB_ACCOUNT: 'Unterkonto',
}
