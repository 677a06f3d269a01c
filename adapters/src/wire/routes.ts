/**
 * Every REST path Kontor calls, once. Verbatim from the spec where it gives the path; where the spec redacts a
 * path ({token}/{hash}) the chosen path is marked "chosen". `{name}` is a path parameter.
 */
export const BANKING_SERVICE = '/fis/finance-rest/bankingservice/'
export const FINANCIAL_TRANSACTION_SERVICE = '/fis/finance-rest/financialtransactionservice/'

export interface RouteDef {
  readonly name: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
}

const route = <const N extends string, const M extends RouteDef['method'], const P extends string>(name: N, method: M, path: P) =>
  ({ name, method, path }) as const

/** accounts-and-transfers 7.1 (prefix A) and 7.2. */
export const ROUTES = {
  searchBanks: route('searchBanks', 'GET', `${BANKING_SERVICE}v100/bankInfos`),
  /** v101 is the one used for an IBAN lookup; a 408 means the bank could not be reached. */
  lookupBanks: route('lookupBanks', 'GET', `${BANKING_SERVICE}v101/bankInfos`),
  bankDetails: route('bankDetails', 'GET', `${BANKING_SERVICE}v100/bankInfos/details`),
  createFinancialContact: route('createFinancialContact', 'POST', `${BANKING_SERVICE}v3/financialContacts`),
  updateFinancialContact: route('updateFinancialContact', 'PUT', `${BANKING_SERVICE}v3/financialContacts/{financialContactId}`),
  getFinancialContact: route('getFinancialContact', 'GET', `${BANKING_SERVICE}v100/financialContacts/{financialContactId}`),
  listFinancialContacts: route('listFinancialContacts', 'GET', `${BANKING_SERVICE}v100/financialContacts`),
  listOnlineBankingAccounts: route(
    'listOnlineBankingAccounts',
    'GET',
    `${BANKING_SERVICE}v101/financialContacts/{financialContactId}/onlineBankingAccounts`,
  ),
  getFinancialAccount: route('getFinancialAccount', 'GET', `${BANKING_SERVICE}v101/financialAccounts/{financialAccountId}`),
  createFinancialAccount: route('createFinancialAccount', 'POST', `${BANKING_SERVICE}v102/financialAccounts`),
  updateFinancialAccount: route('updateFinancialAccount', 'PUT', `${BANKING_SERVICE}v102/financialAccounts/{financialAccountId}`),
  createContactAccount: route(
    'createContactAccount',
    'POST',
    `${BANKING_SERVICE}v3/financialContacts/{financialContactId}/financialAccounts`,
  ),
  updateContactAccount: route(
    'updateContactAccount',
    'PUT',
    `${BANKING_SERVICE}v101/financialContacts/{financialContactId}/financialAccounts/{financialAccountId}`,
  ),
  updateOnlineBankingData: route(
    'updateOnlineBankingData',
    'PUT',
    `${BANKING_SERVICE}v101/financialContacts/{financialContactId}/financialAccounts/{financialAccountId}/onlineBankingData`,
  ),
  listFinancialAccountsV100: route('listFinancialAccountsV100', 'GET', `${BANKING_SERVICE}v100/financialAccounts`),
  /** Query hasContact, supportsBankTransfer, activeOnly, types. */
  listFinancialAccounts: route('listFinancialAccounts', 'GET', `${BANKING_SERVICE}v102/financialAccounts`),
  listContactAccounts: route(
    'listContactAccounts',
    'GET',
    `${BANKING_SERVICE}v100/financialContacts/{financialContactId}/financialAccounts`,
  ),
  deleteBankContact: route('deleteBankContact', 'DELETE', `${BANKING_SERVICE}v100/deleteBankContact/{financialContactId}`),
  deleteFinancialAccount: route('deleteFinancialAccount', 'DELETE', `${BANKING_SERVICE}v101/financialAccounts/{financialAccountId}`),
  disconnectFinancialAccount: route(
    'disconnectFinancialAccount',
    'PUT',
    `${BANKING_SERVICE}v100/financialAccounts/{financialAccountId}/disconnect`,
  ),
  deactivateFinancialAccount: route(
    'deactivateFinancialAccount',
    'PUT',
    `${BANKING_SERVICE}v100/financialAccounts/{financialAccountId}/deactivate`,
  ),
  activateFinancialAccount: route(
    'activateFinancialAccount',
    'PUT',
    `${BANKING_SERVICE}v100/financialAccounts/{financialAccountId}/activate`,
  ),
  /** chosen: the spec redacts this path ({token}); query paypalInfoTile, financialAccountId, callbackSuccess, callbackError. */
  paypalConnectUrl: route('paypalConnectUrl', 'GET', `${BANKING_SERVICE}v100/paypal/connectUrl`),
  needlessInfo: route('needlessInfo', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/needlessInfo`),
  needlessDelete: route('needlessDelete', 'POST', `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/needlessDelete`),
  /**
   * Spec leaves the ignore call open (2.4 "actions to delete or ignore", 7.2 shows needlessDelete only); chosen: its own
   * POST beside needlessDelete, the same base path with /needlessIgnore and the same query, because an action
   * parameter on needlessDelete would be read as a delete by a server that drops parameters it does not know.
   */
  needlessIgnore: route('needlessIgnore', 'POST', `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/needlessIgnore`),
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTES

/** A route of the table, its name one of RouteName. */
export type Route = (typeof ROUTES)[RouteName]

/**
 * The request headers of the banking service, chosen: the spec names them ("optional PIN header", "PIN and SCA
 * headers", the redirect headers of POST v3/financialContacts) but not their names. Values travel percent-encoded
 * (banking-headers.ts), so any text fits a header.
 */
export const HEADERS = {
  /** The base64 PIN (GET …/onlineBankingAccounts, PUT …/onlineBankingData). */
  pin: 'X-Banking-Pin',
  /** The strong customer authentication answer and the challenge it answers (PUT …/onlineBankingData). */
  scaTan: 'X-Sca-Tan',
  scaChallengeId: 'X-Sca-Challenge-Id',
  /** POST v3/financialContacts after a bank's redirect, or for a reconnect. */
  redirectCode: 'X-Redirect-Code',
  redirectError: 'X-Redirect-Error',
  redirectToken: 'X-Redirect-Token',
  temporaryContactId: 'X-Temporary-Contact-Id',
  existingAccountId: 'X-Existing-Account-Id',
} as const

/** The path with its `{name}` parameters filled in, each encoded as one path segment. */
export const pathOf = (r: RouteDef, params: Readonly<Record<string, string>> = {}): string =>
  r.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`route ${r.name}: no value for path parameter ${name}`)
    return encodeURIComponent(value)
  })

