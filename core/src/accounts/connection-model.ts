/**
 * Wire shapes of a bank connection: the financial contact (the bank login), the online banking accounts a login
 * offers, and the needless-transactions info (spec: accounts-and-transfers 3 "Financial contact", "Online banking
 * account", "Needless info"; transactions-import-proposals 3 "Financial contact").
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { nullable } from '../codecs/nullable.ts'
import { formatIban, normalizeIban } from '../iban/iban-format.ts'
import { MoneyCodec, type Money } from '../money/money.ts'
import { ACCOUNT_TYPE_LABELS, FinancialAccountTypeCodec, type FinancialAccountType } from './model.ts'

/** The one connection type the spec names (transactions-import-proposals 3). */
export const CONNECTION_TYPE_BANKSAPI = 'BANKSAPI'

/**
 * The values of a login field (user ids, customer ids). Reading: the spec names `userIdValues` and
 * `customerIdValues` without their shape; "values" reads as one value per login field, so a list of strings. A single
 * string is accepted too and read as a list of one, so a server that sends one value is not an undecodable answer.
 */
export const LoginFieldValuesCodec = new t.Type<ReadonlyArray<string>, ReadonlyArray<string>, unknown>(
  'LoginFieldValues',
  (u): u is ReadonlyArray<string> => Array.isArray(u) && u.every((x) => typeof x === 'string'),
  (u, c) => (typeof u === 'string' ? t.success([u]) : t.readonlyArray(t.string).validate(u, c)),
  (values) => values,
)

/**
 * The financial contact: the bank login that accounts sync through. Fields of both documents (accounts-and-transfers
 * 3 and transactions-import-proposals 3). The PIN is only ever sent, base64-encoded (pin-encoding.ts), so it is not
 * part of what is decoded: the codec is exact, so a PIN (or any field not listed) that a server sends back is dropped
 * and never held, shown or stored.
 *
 * Reading: `savePinRequired` is not named by the spec, which only says the save-PIN option is "forced when the bank
 * requires it"; it is read as an optional flag on the contact (absent or null: not required). connectionType is read
 * as a string ('BANKSAPI' is the only value named), so a new connection type does not fail the whole answer.
 */
export const FinancialContactCodec = t.exact(
  t.intersection([
    t.type({ financialContactId: t.string }),
    t.partial({
      lockVersion: nullable(t.number),
      bankCode: nullable(t.string),
      bic: nullable(t.string),
      bankName: nullable(t.string),
      banksApiBankId: nullable(t.string),
      readyToUse: nullable(t.boolean),
      maxTransactionHistoryInDays: nullable(t.number),
      userIdValues: nullable(LoginFieldValuesCodec),
      customerIdValues: nullable(LoginFieldValuesCodec),
      savePinEnabled: nullable(t.boolean),
      savePinRequired: nullable(t.boolean),
      oauth2: nullable(t.boolean),
      connectionType: nullable(t.string),
    }),
  ]),
  'FinancialContact',
)
export type FinancialContact = t.TypeOf<typeof FinancialContactCodec>
export type FinancialContactWire = t.OutputOf<typeof FinancialContactCodec>

export const FinancialContactListCodec = t.readonlyArray(FinancialContactCodec, 'FinancialContactList')

/**
 * A contact is ready to use only when the server says so (`readyToUse: true`); absent or null counts as not ready, so
 * the wizard asks for credentials (s33) rather than trying a login that may not work.
 * @example isFinancialContactReadyToUse({ financialContactId: 'c1', readyToUse: null }) // false
 */
export const isFinancialContactReadyToUse = (contact: Pick<FinancialContact, 'readyToUse'>): boolean =>
  contact.readyToUse === true

/**
 * An account the bank login offers (GET v101/financialContacts/{id}/onlineBankingAccounts): addable, accountNumber,
 * iban. Reading: every field may be null or absent; an account is addable only when the server says `addable: true`.
 * The spec names only those three; `name`, `type` and `balance` are read where the bank gives them (the bank's name
 * of the account, its type, its balance), so that s40 can tell the accounts apart. The type is read as a string: a
 * type the spec does not name shows without a type rather than failing the whole answer.
 */
export const OnlineBankingAccountCodec = t.partial(
  {
    addable: nullable(t.boolean),
    accountNumber: nullable(t.string),
    iban: nullable(t.string),
    name: nullable(t.string),
    type: nullable(t.string),
    balance: nullable(MoneyCodec),
  },
  'OnlineBankingAccount',
)
export type OnlineBankingAccount = t.TypeOf<typeof OnlineBankingAccountCodec>
/** The account exactly as it travels as JSON (the balance a number). */
export type OnlineBankingAccountWire = t.OutputOf<typeof OnlineBankingAccountCodec>

export const OnlineBankingAccountListCodec = t.readonlyArray(OnlineBankingAccountCodec, 'OnlineBankingAccountList')

const nonBlank = (s: string | null | undefined): string | undefined => {
  const trimmed = s?.trim() ?? ''
  return trimmed === '' ? undefined : trimmed
}

/**
 * The key that names an online banking account in a selection: its IBAN in electronic format, or else its account
 * number (prefixed, so an account number never equals an IBAN key). An account with neither cannot be named, so it
 * cannot be selected. Reading: the spec gives the account no id; IBAN and account number are what the bank knows it by.
 * @example toOnlineBankingAccountKey({ iban: 'de89 3704 0044 0532 0130 00' }) // 'DE89370400440532013000'
 */
export const toOnlineBankingAccountKey = (account: OnlineBankingAccount): string | undefined => {
  const iban = nonBlank(account.iban)
  if (iban !== undefined) return normalizeIban(iban)
  const accountNumber = nonBlank(account.accountNumber)
  return accountNumber === undefined ? undefined : `accountNumber:${accountNumber.replace(/\s+/g, '')}`
}

/**
 * An online banking account can be added when the server marks it addable and it has an IBAN or account number.
 * @example isOnlineBankingAccountAddable({ addable: true, iban: 'DE89370400440532013000' }) // true
 */
export const isOnlineBankingAccountAddable = (account: OnlineBankingAccount): boolean =>
  account.addable === true && toOnlineBankingAccountKey(account) !== undefined

/**
 * The account type the bank gives, when it is one of the spec's types (3 "Account types"); null otherwise.
 * @example onlineBankingAccountTypeOf({ type: 'SAVINGS' }) // 'SAVINGS'
 * @example onlineBankingAccountTypeOf({ type: 'TAGESGELD' }) // null
 */
export const onlineBankingAccountTypeOf = (account: Pick<OnlineBankingAccount, 'type'>): FinancialAccountType | null => {
  const type = account.type?.trim() ?? ''
  return FinancialAccountTypeCodec.is(type) ? type : null
}

/** What s40 shows of an online banking account, each part null where the bank gives none. */
export interface OnlineBankingAccountSummary {
  /** The bank's name of the account, trimmed. */
  readonly name: string | null
  /** The type in German, as the hub and the dialogs name it (ACCOUNT_TYPE_LABELS). */
  readonly typeLabel: string | null
  /** The IBAN in print format, else null. */
  readonly iban: string | null
  /** The account number, when there is no IBAN to name the account by. */
  readonly accountNumber: string | null
  readonly balance: Money | null
}

/**
 * The parts by which a user tells the accounts of a login apart (issue 10 item 4): name, type, IBAN (or account
 * number) and balance.
 * @example toOnlineBankingAccountSummary({ iban: 'DE89370400440532013000', name: ' Geschäftskonto ', type: 'GIRO' })
 *   // { name: 'Geschäftskonto', typeLabel: 'Girokonto', iban: 'DE89 3704 0044 0532 0130 00', accountNumber: null, balance: null }
 */
export const toOnlineBankingAccountSummary = (account: OnlineBankingAccount): OnlineBankingAccountSummary => {
  const type = onlineBankingAccountTypeOf(account)
  const iban = nonBlank(account.iban)
  return {
    name: nonBlank(account.name) ?? null,
    typeLabel: type === null ? null : ACCOUNT_TYPE_LABELS[type],
    iban: iban === undefined ? null : formatIban(iban),
    accountNumber: iban === undefined ? (nonBlank(account.accountNumber) ?? null) : null,
    balance: account.balance ?? null,
  }
}

/** A count of transactions: a whole number, never negative. */
const TransactionCountCodec = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'TransactionCount')

/**
 * The needless-transactions info of an account for a chosen start date (GET …/financialTransactions/needlessInfo,
 * query financialAccountId and needlessStartDate). Reading: the spec names "first transaction date" and "first
 * assignment date" in words; on the wire they are read as `firstTransactionDate` and `firstAssignmentDate`. The counts
 * are required (they are what the info is for); the dates may be null: an account without transactions has no first
 * transaction, one without assignments no first assignment, and needlessStartDate is null until one is chosen.
 */
export const NeedlessInfoCodec = t.intersection(
  [
    t.type({
      numberOfNeedlessTransactionsToDelete: TransactionCountCodec,
      numberOfNeedlessTransactionsToIgnore: TransactionCountCodec,
    }),
    t.partial({
      needlessStartDate: nullable(LocalDateCodec),
      firstTransactionDate: nullable(LocalDateCodec),
      firstAssignmentDate: nullable(LocalDateCodec),
    }),
  ],
  'NeedlessInfo',
)
export type NeedlessInfo = t.TypeOf<typeof NeedlessInfoCodec>
export type NeedlessInfoWire = t.OutputOf<typeof NeedlessInfoCodec>

/** What comes back from the payment service's authorization (the wizard's s51 needs it). */
export interface PaypalReturn {
  /** The account's merchant id at the payment service; null when the payment service sent none. */
  readonly merchantId: string | null
  /** The payment-service account the authorization belongs to (set for a reconnect). */
  readonly financialAccountId: string | null
}

/**
 * The query parameters the payment service's return carries (hub-and-business-account 2), read by toPaypalReturn and
 * written by the demo's stand-in for the payment service. `merchantId` is PayPal's own id of the merchant.
 */
export const PAYPAL_RETURN_QUERY = {
  merchantId: 'merchantIdInPayPal',
  financialAccountId: 'financialAccountId',
  permissionsGranted: 'permissionsGranted',
  consentStatus: 'consentStatus',
} as const

/**
 * Reads the return from the payment service (the query of /hub/paypal/referral, hub-and-business-account 2).
 * Reading: the merchant id that connects the account is PayPal's own (`merchantIdInPayPal`); the query's `merchantId`
 * is the tracking id we sent out ourselves, so it proves nothing and is not used. A blank value counts as missing.
 * @example toPaypalReturn({ merchantIdInPayPal: ' ', financialAccountId: 'fa1' }) // { merchantId: null, financialAccountId: 'fa1' }
 */
export const toPaypalReturn = (query: Readonly<Record<string, string | null | undefined>>): PaypalReturn => ({
  merchantId: nonBlank(query[PAYPAL_RETURN_QUERY.merchantId]) ?? null,
  financialAccountId: nonBlank(query[PAYPAL_RETURN_QUERY.financialAccountId]) ?? null,
})
