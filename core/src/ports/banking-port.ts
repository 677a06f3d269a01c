/** The banking service (spec: accounts-and-transfers 7.1, prefix /fis/finance-rest/bankingservice/, and 7.2). */
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { FinancialContact, NeedlessInfo, OnlineBankingAccount } from '../accounts/connection-model.ts'
import type { FinancialAccount, FinancialAccountType } from '../accounts/model.ts'
import type { EncodedPin } from '../accounts/pin-encoding.ts'
import type { FinancialAccountBody, FinancialContactBody, PaypalConnectUrl, Versioned } from '../accounts/requests.ts'
import type { BankDetails, BankInfo } from '../banks/model.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import type { BackendError } from '../errors/backend-error.ts'
import type { CallOptions } from '../errors/call-options.ts'

/** The query of GET v102/financialAccounts. Each filter left out means "no restriction". */
export interface FinancialAccountsQuery {
  /** Only accounts with (true) or without (false) a bank connection. */
  readonly hasContact?: boolean
  /** Only accounts that can send transfers. */
  readonly supportsBankTransfer?: boolean
  /** Leave out deactivated accounts. */
  readonly activeOnly?: boolean
  /** Only these types; an empty list restricts nothing. */
  readonly types?: ReadonlyArray<FinancialAccountType>
}

/** The query of GET v100/bankInfos/details. */
export interface BankDetailsQuery {
  readonly bankCode: string
  readonly banksApiBankId?: string | null
  readonly bankName?: string | null
}

/**
 * The optional headers of POST v3/financialContacts (7.1: "redirect code, error, token, temporary contact id, and
 * the existing account id"): set when a login comes back from a bank's redirect, or reconnects an account.
 */
export interface FinancialContactCreateHeaders {
  readonly redirectCode?: string
  readonly redirectError?: string
  readonly redirectToken?: string
  readonly temporaryContactId?: string
  readonly existingAccountId?: string
}

/** The query (and optional PIN header) of GET v101/financialContacts/{id}/onlineBankingAccounts. */
export interface OnlineBankingAccountsQuery {
  /** 'GIRO' when only giro accounts are wanted; null: every type. */
  readonly accountType: FinancialAccountType | null
  readonly reconnectFinancialAccountId: string | null
  /** The PIN, when the bank asked for it (missing_entity@pin) and the user typed it; never stored. */
  readonly pin?: EncodedPin | null
}

/**
 * The headers of PUT …/onlineBankingData: the PIN, and the strong customer authentication answer when the bank
 * asked for one (transactions-import-proposals 8: SCA interception). Reading: the SCA headers are the TAN and the
 * challenge it answers; their names are chosen in the routes table.
 */
export interface OnlineBankingDataHeaders {
  readonly pin: EncodedPin | null
  readonly tan?: string
  readonly scaChallengeId?: string
}

/** The query of the PayPal connect-url call (7.1). The callbacks are where the payment service sends the user back. */
export interface PaypalConnectUrlQuery {
  readonly paypalInfoTile: boolean
  readonly financialAccountId: string | null
  readonly callbackSuccess: string
  readonly callbackError: string
}

export interface BankingPort {
  /** GET v102/financialAccounts. */
  readonly listFinancialAccounts: (
    query: FinancialAccountsQuery,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, ReadonlyArray<FinancialAccount>>
  /** GET v101/financialAccounts/{id}. */
  readonly getFinancialAccount: (financialAccountId: string, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialAccount>
  /** POST v102/financialAccounts: an account without a bank connection (s32) or the payment-service account (s51). */
  readonly createFinancialAccount: (body: FinancialAccountBody, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialAccount>
  /** PUT v102/financialAccounts/{id}: the edit dialog's save. */
  readonly updateFinancialAccount: (
    financialAccountId: string,
    body: Versioned<FinancialAccountBody>,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialAccount>
  /** DELETE v101/financialAccounts/{id}. */
  readonly deleteFinancialAccount: (financialAccountId: string, opts?: CallOptions) => TE.TaskEither<BackendError, void>
  /**
   * PUT v100/financialAccounts/{id}/disconnect. The whole account is given because the payment-service account is
   * disconnected by sending it with empty connectionData (7.1).
   */
  readonly disconnectFinancialAccount: (account: FinancialAccount, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialAccount>
  /** PUT v100/financialAccounts/{id}/deactivate. */
  readonly deactivateFinancialAccount: (financialAccountId: string, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialAccount>
  /** PUT v100/financialAccounts/{id}/activate. */
  readonly activateFinancialAccount: (financialAccountId: string, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialAccount>

  /** GET v100/bankInfos?searchTerm: the bank search of s20. Callers apply decideBankSearch first (5.1). */
  readonly searchBanks: (searchTerm: string, opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<BankInfo>>
  /** GET v100/bankInfos/details: the bank and its login form (s31). */
  readonly getBankDetails: (query: BankDetailsQuery, opts?: CallOptions) => TE.TaskEither<BackendError, BankDetails>

  /** GET v100/financialContacts: the existing bank logins (s10). */
  readonly listFinancialContacts: (opts?: CallOptions) => TE.TaskEither<BackendError, ReadonlyArray<FinancialContact>>
  /** GET v100/financialContacts/{id}. */
  readonly getFinancialContact: (financialContactId: string, opts?: CallOptions) => TE.TaskEither<BackendError, FinancialContact>
  /** POST v3/financialContacts: a new bank login (s31). */
  readonly createFinancialContact: (
    body: FinancialContactBody,
    headers?: FinancialContactCreateHeaders,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialContact>
  /** PUT v3/financialContacts/{id}: new credentials for a login (s33, the credentials dialog). */
  readonly updateFinancialContact: (
    financialContactId: string,
    body: Versioned<FinancialContactBody>,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialContact>
  /** DELETE v100/deleteBankContact/{id}: the login and its link to every account. */
  readonly deleteBankContact: (financialContactId: string, opts?: CallOptions) => TE.TaskEither<BackendError, void>
  /**
   * GET v101/financialContacts/{id}/onlineBankingAccounts (s40). A bank that needs the PIN and has none saved answers
   * with the issue missing_entity@pin; the caller prompts for it and retries with `query.pin`.
   */
  readonly listOnlineBankingAccounts: (
    financialContactId: string,
    query: OnlineBankingAccountsQuery,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, ReadonlyArray<OnlineBankingAccount>>
  /** POST v3/financialContacts/{id}/financialAccounts: an account of the login (s50, new). */
  readonly createContactAccount: (
    financialContactId: string,
    body: FinancialAccountBody,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialAccount>
  /** PUT v101/financialContacts/{id}/financialAccounts/{accountId}: an account reconnected to the login (s50). */
  readonly updateContactAccount: (
    financialContactId: string,
    financialAccountId: string,
    body: Versioned<FinancialAccountBody>,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialAccount>
  /** PUT v101/financialContacts/{id}/financialAccounts/{accountId}/onlineBankingData, with PIN and SCA headers. */
  readonly updateOnlineBankingData: (
    financialContactId: string,
    financialAccountId: string,
    headers: OnlineBankingDataHeaders,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, FinancialAccount>

  /** GET …/financialTransactions/needlessInfo?financialAccountId&needlessStartDate (7.2). */
  readonly getNeedlessInfo: (
    financialAccountId: string,
    needlessStartDate: LocalDate | null,
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, NeedlessInfo>
  /**
   * POST …/financialTransactions/needlessDelete?financialAccountId&needlessStartDate (7.2) to delete, and the same
   * base path with /needlessIgnore and the same query to ignore (chosen: the spec shows no ignore call). The answer is
   * the info after the action.
   */
  readonly applyNeedlessAction: (
    financialAccountId: string,
    needlessStartDate: LocalDate,
    action: 'delete' | 'ignore',
    opts?: CallOptions,
  ) => TE.TaskEither<BackendError, NeedlessInfo>

  /** The PayPal connect url ({token} in 7.1; path chosen in the routes table). */
  readonly getPaypalConnectUrl: (query: PaypalConnectUrlQuery, opts?: CallOptions) => TE.TaskEither<BackendError, PaypalConnectUrl>
}
