/**
 * What the banking service is sent (spec: accounts-and-transfers 3 and 7.1). The spec lists the entities' fields but
 * not the bodies; the bodies are read as the entity's writable fields. Both the HTTP client (encode) and the
 * reference server (decode) use these codecs, so the two sides cannot drift apart.
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'
import { LoginFieldValuesCodec } from './connection-model.ts'
import { AllowedBusinessCaseCodec, ConnectionDataCodec, FinancialAccountTypeCodec, UsingProfileTypeCodec } from './model.ts'

/**
 * The body of POST v102/financialAccounts, PUT v102/financialAccounts/{id}, POST v3/financialContacts/{id}/
 * financialAccounts and PUT v101/financialContacts/{id}/financialAccounts/{accountId} ("account body").
 * Reading: `accountNumber` names the online banking account a contact account is created from (s50);
 * `openingBalance` and `openingBalanceDate` are the edit dialog's "opening balance and its date" (2.4), wire names
 * chosen. `lockVersion` is sent back on an update so a concurrent change is detected by the server.
 */
export const FinancialAccountBodyCodec = t.intersection(
  [
    t.type({ name: t.string, type: FinancialAccountTypeCodec }),
    t.partial({
      accountHolder: nullable(t.string),
      usingProfileType: nullable(UsingProfileTypeCodec),
      iban: nullable(t.string),
      bic: nullable(t.string),
      bankCode: nullable(t.string),
      bankName: nullable(t.string),
      /** The card provider of a credit card account, edited beside the card number (2.4). */
      provider: nullable(t.string),
      creditCardNumber: nullable(t.string),
      accountNumber: nullable(t.string),
      initialSyncDate: nullable(LocalDateCodec),
      openingBalance: nullable(MoneyCodec),
      openingBalanceDate: nullable(LocalDateCodec),
      connectionData: nullable(ConnectionDataCodec),
      /** The edit dialog's allowed business cases (2.4); left out: unchanged. */
      allowedBusinessCases: nullable(t.readonlyArray(AllowedBusinessCaseCodec)),
      lockVersion: nullable(t.number),
    }),
  ],
  'FinancialAccountBody',
)
export type FinancialAccountBody = t.TypeOf<typeof FinancialAccountBodyCodec>

/**
 * An update's body with the lockVersion of the record the user saw (issue 17, item 6): the financial account and the
 * financial contact have one (accounts-and-transfers 3, transactions-import-proposals 3), so an update never skips the
 * conflict check; the server refuses an update without it (400 at lockVersion). A create has none to send.
 */
export type Versioned<B> = B & { readonly lockVersion: number }
export type FinancialAccountBodyWire = t.OutputOf<typeof FinancialAccountBodyCodec>

/**
 * The body of POST v3/financialContacts and PUT v3/financialContacts/{id} ("body data", "contact data"): the bank
 * and the login. `pin` is base64 (pin-encoding.ts) or null for an empty PIN; it is never read back.
 */
export const FinancialContactBodyCodec = t.partial(
  {
    bankCode: nullable(t.string),
    bic: nullable(t.string),
    bankName: nullable(t.string),
    banksApiBankId: nullable(t.string),
    userIdValues: nullable(LoginFieldValuesCodec),
    customerIdValues: nullable(LoginFieldValuesCodec),
    pin: nullable(t.string),
    savePinEnabled: nullable(t.boolean),
    lockVersion: nullable(t.number),
  },
  'FinancialContactBody',
)
export type FinancialContactBody = t.TypeOf<typeof FinancialContactBodyCodec>

/** The answer of the PayPal connect-url call: "The response field url is used for the redirect" (7.1). */
export const PaypalConnectUrlCodec = t.type({ url: t.string }, 'PaypalConnectUrl')
export type PaypalConnectUrl = t.TypeOf<typeof PaypalConnectUrlCodec>
