/**
 * Every REST path Kontor calls, once. Verbatim from the spec where it gives the path; where the spec redacts a
 * path ({token}/{hash}) the chosen path is marked "chosen". `{name}` is a path parameter.
 */
import { PATH_SEGMENT_MAX_LENGTH_CHARS } from './constants.ts'
export const BANKING_SERVICE = '/fis/finance-rest/bankingservice/'
export const FINANCIAL_TRANSACTION_SERVICE = '/fis/finance-rest/financialtransactionservice/'
/** Prefix B of accounts-and-transfers 7.3. */
export const BANK_TRANSFER_SERVICE = '/fis/finance-rest/banktransferservice/'
export const PRIVILEGE_MAPPER = '/fis/finance-rest/privilegemapper/'
/** chosen: the redacted /grld-{hash} services of vouchers and posting categories (transactions-import-proposals 7). */
export const VOUCHER_SERVICE = '/grld-rest/voucherservice/'
export const POSTING_SERVICE = '/grld-rest/postingservice/'
/** chosen: the redacted /bok-{hash} payment service and its voucherPayment paths. */
export const PAYMENT_SERVICE = '/bok-rest/paymentservice/'
/** Proposals, approvals and notifications (transactions-import-proposals 7, verbatim service names). */
export const PROPOSAL_SERVICE = '/fis/finance-rest/proposalservice/'
export const PROPOSAL_APPROVAL_SERVICE = '/fis/finance-rest/proposalapprovalservice/'
export const NOTIFICATION_SERVICE = '/fis/finance-rest/notificationservice/'
export const COLLABORATION_SERVICE = '/hormel/hormel-rest/collaboration/v1/'
/** The business bank's account service (hub-and-business-account 7, verbatim for the account state). */
export const LEXBANK_ACCOUNT_SERVICE = '/bnk/lexbankhub-rest/accountservice/'
/** chosen: the redacted /bnk/lexbankhub-{hash} business service (onboarding completion). */
export const LEXBANK_BUSINESS_SERVICE = '/bnk/lexbankhub-rest/businessservice/'
/** chosen: the redacted /bnk/lexbankhub-{hash} person, identification and onboarding services (hub-and-business-account 7). */
export const LEXBANK_PERSON_SERVICE = '/bnk/lexbankhub-rest/personservice/'
export const LEXBANK_IDENTIFICATION_SERVICE = '/bnk/lexbankhub-rest/identificationservice/'
export const LEXBANK_ONBOARDING_SERVICE = '/bnk/lexbankhub-rest/onboardingservice/'
/** The card service (hub-and-business-account 7, verbatim). */
export const LEXBANK_CARD_SERVICE = '/bnk/lexbankhub-rest/cardservice/'
/** chosen: the redacted /fis/finance-{hash} organisation and business services and /grld-{hash} branch service. */
export const ORGANIZATION_SERVICE = '/fis/finance-rest/organizationservice/'
export const FINANCE_BUSINESS_SERVICE = '/fis/finance-rest/businessservice/'
export const BRANCH_SERVICE = '/grld-rest/branchservice/'
/** chosen: the redacted /grld-{hash} user setting service (hub-and-business-account 7; v100/v101 saveUserSetting verbatim). */
export const USER_SETTING_SERVICE = '/grld-rest/usersettingservice/'

export interface RouteDef {
  readonly name: string
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
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

  // --- bank transfers (accounts-and-transfers 7.3, prefix B; transactions-import-proposals 7 "Bank transfers")
  /** chosen: PUT {token}; body { value }, answer { value }. */
  cleanSepaText: route('cleanSepaText', 'PUT', `${BANK_TRANSFER_SERVICE}v100/sepaText`),
  createBankTransfers: route('createBankTransfers', 'POST', `${BANK_TRANSFER_SERVICE}v100/bankTransfers`),
  /** chosen: GET {token}, query bankTransferIds (the parameter repeated once per id). */
  getBankTransfers: route('getBankTransfers', 'GET', `${BANK_TRANSFER_SERVICE}v100/bankTransfers`),
  createBankTransferOrder: route('createBankTransferOrder', 'POST', `${BANK_TRANSFER_SERVICE}v200/bankTransferOrders`),
  /** chosen: POST {token}{bankTransferOrderId}/execution, the SCA answer as headers. */
  executeBankTransferOrder: route(
    'executeBankTransferOrder',
    'POST',
    `${BANK_TRANSFER_SERVICE}v200/bankTransferOrders/{bankTransferOrderId}/execution`,
  ),
  /** chosen: GET {token}{id}. */
  getBankTransferOrder: route('getBankTransferOrder', 'GET', `${BANK_TRANSFER_SERVICE}v200/bankTransferOrders/{bankTransferOrderId}`),
  /** chosen: DELETE {token}{id}. */
  deleteBankTransferOrder: route(
    'deleteBankTransferOrder',
    'DELETE',
    `${BANK_TRANSFER_SERVICE}v200/bankTransferOrders/{bankTransferOrderId}`,
  ),
  /** chosen: GET {token}{id}/sepaInstant/status/{transactionId}. */
  getSepaInstantStatus: route(
    'getSepaInstantStatus',
    'GET',
    `${BANK_TRANSFER_SERVICE}v200/bankTransferOrders/{bankTransferOrderId}/sepaInstant/status/{sepaInstantTransactionId}`,
  ),
  /** chosen: GET {hash}, the reoccurrences as a list. */
  listReoccurrences: route('listReoccurrences', 'GET', `${BANK_TRANSFER_SERVICE}v100/reoccurrences`),
  /** chosen: Verification of Payee is newer than the spec; POST with body { recipientIban, recipientName }. */
  verifyPayee: route('verifyPayee', 'POST', `${BANK_TRANSFER_SERVICE}v100/payeeVerification`),
  /** chosen: GET {token}, query pageNumber and pageSize: the prepared (open combined) transfers. */
  listPreparedTransfers: route('listPreparedTransfers', 'GET', `${BANK_TRANSFER_SERVICE}v100/bankTransfers/prepared`),
  /** chosen: GET {token}, query pageNumber, pageSize and status: the executed transfers. */
  listExecutedTransfers: route('listExecutedTransfers', 'GET', `${BANK_TRANSFER_SERVICE}v100/bankTransfers/executed`),
  /** chosen: GET {token}: the scheduled (timed) transfers. */
  listScheduledTransfers: route('listScheduledTransfers', 'GET', `${BANK_TRANSFER_SERVICE}scheduledBankTransfers`),
  listStandingOrders: route('listStandingOrders', 'GET', `${BANK_TRANSFER_SERVICE}standingOrderBankTransfers`),
  deleteBankTransfer: route('deleteBankTransfer', 'DELETE', `${BANK_TRANSFER_SERVICE}bankTransfers/{bankTransferId}`),
  getBankTransferSummary: route('getBankTransferSummary', 'GET', `${BANK_TRANSFER_SERVICE}bankTransfers/summary`),

  // --- push-TAN change requests and the SMS-TAN fallback (accounts-and-transfers 4.5; transactions-import-proposals 7)
  /** chosen: GET {token}{id}/status. */
  getChangeRequestStatus: route(
    'getChangeRequestStatus',
    'GET',
    `${BANK_TRANSFER_SERVICE}v100/changeRequests/{changeRequestId}/status`,
  ),
  /** chosen: DELETE {token}{id}. */
  deleteChangeRequest: route('deleteChangeRequest', 'DELETE', `${BANK_TRANSFER_SERVICE}v100/changeRequests/{changeRequestId}`),
  /**
   * The spec has the server give the SMS-TAN endpoint (the SCA context's smsTanFallback); chosen: the memory server
   * gives this path, and the client accepts only a path of this form (transfer-port.ts).
   */
  requestSmsTan: route('requestSmsTan', 'POST', `${BANK_TRANSFER_SERVICE}v100/changeRequests/{changeRequestId}/smsTan`),

  // --- contacts (accounts-and-transfers 7.2) and privileges (transactions-import-proposals 7)
  /** chosen: GET /grld-{hash}, query firstRow, numRows and query. */
  searchContacts: route('searchContacts', 'GET', '/grld-rest/contactservice/v100/contacts/search'),
  listPrivileges: route('listPrivileges', 'GET', `${PRIVILEGE_MAPPER}v1/privileges`),

  // --- transactions (transactions-import-proposals 7 "Transactions")
  /** Query dateFrom, dateTo, financialAccountIds (repeated), searchTerm, pageNumber, pageSize, ignored, pendingProposals, acceptedProposals, assignmentStates (repeated), voucherId. */
  listTransactions: route('listTransactions', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v3/financialTransactions`),
  /** Query requestDate. */
  getTransactionSummary: route('getTransactionSummary', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/summary`),
  getBookingState: route(
    'getBookingState',
    'GET',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/{financialTransactionId}/bookingState`,
  ),
  listLatestTransactions: route(
    'listLatestTransactions',
    'GET',
    `${FINANCIAL_TRANSACTION_SERVICE}financialAccount/{financialAccountId}/financialTransactions/latest`,
  ),
  /** chosen: POST {token}{id}/ignore, body { ignoreReason, lockVersion }. */
  ignoreTransaction: route(
    'ignoreTransaction',
    'POST',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/{financialTransactionId}/ignore`,
  ),
  /** chosen: DELETE {token}{id}/ignore. */
  unignoreTransaction: route(
    'unignoreTransaction',
    'DELETE',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/{financialTransactionId}/ignore`,
  ),
  refreshExternalState: route(
    'refreshExternalState',
    'POST',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/financialTransactions/{financialTransactionId}/refreshExternalState`,
  ),
  /** chosen: GET {token}, query financialAccountId, pageNumber, pageSize. */
  listReservedTransactions: route(
    'listReservedTransactions',
    'GET',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/reservedFinancialTransactions`,
  ),
  getReservedTransactionSummary: route(
    'getReservedTransactionSummary',
    'GET',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/reservedFinancialTransactions/summary`,
  ),

  // --- vouchers and voucher search (7 "Vouchers", "Voucher search")
  /** chosen: POST /grld-{hash}, body VoucherSearchRequest. */
  searchVouchers: route('searchVouchers', 'POST', `${VOUCHER_SERVICE}v1/vouchers/search`),
  proposeVouchers: route('proposeVouchers', 'POST', `${VOUCHER_SERVICE}v1/voucherProposals/payment`),
  /** chosen: GET /grld-{hash}{financialVoucherId}. */
  getVoucher: route('getVoucher', 'GET', `${VOUCHER_SERVICE}v1/vouchers/{voucherId}`),
  /** chosen: GET /grld-{hash} for the purchase (outgo) default. */
  getFinancialVoucherDefault: route('getFinancialVoucherDefault', 'GET', `${VOUCHER_SERVICE}v1/financialVoucherDefault`),
  getFinancialSalesInvoiceDefault: route(
    'getFinancialSalesInvoiceDefault',
    'GET',
    `${VOUCHER_SERVICE}v1/financialSalesInvoiceDefault`,
  ),
  /** chosen: POST {token}: a financial voucher for an outgo, paid by the transaction (categorise without receipt). */
  createFinancialVoucher: route('createFinancialVoucher', 'POST', `${VOUCHER_SERVICE}v1/financialVoucher`),
  createFinancialSalesInvoice: route('createFinancialSalesInvoice', 'POST', `${VOUCHER_SERVICE}v1/financialSalesInvoice`),

  // --- posting categories (7 "Posting")
  /** Query searchTerm; {direction} is income or outgo. */
  listPostingCategories: route('listPostingCategories', 'GET', `${POSTING_SERVICE}v1/postingCategories/{direction}`),
  /** chosen: GET /grld-{hash}{id}, query keyDate. */
  getPostingCategory: route('getPostingCategory', 'GET', `${POSTING_SERVICE}v1/postingCategory/{postingCategoryId}`),

  // --- payments (7 "Payments")
  /** chosen: POST {hash}, body PaymentOptionsRequest. */
  getPaymentOptions: route('getPaymentOptions', 'POST', `${PAYMENT_SERVICE}v1/paymentOptions`),
  /** chosen: POST /bok-{hash}, body AssignVoucherPaymentsRequest. */
  assignVouchers: route('assignVouchers', 'POST', `${PAYMENT_SERVICE}v1/voucherPayments/financialTransaction`),
  /** chosen: POST ...{token}, body AssignReservedVoucherPaymentsRequest. */
  assignReservedVouchers: route('assignReservedVouchers', 'POST', `${PAYMENT_SERVICE}v1/voucherPayments/reservedFinancialTransaction`),
  listPayments: route('listPayments', 'GET', `${PAYMENT_SERVICE}v1/voucherPayments/financialTransaction/{financialTransactionId}`),
  listReservedPayments: route(
    'listReservedPayments',
    'GET',
    `${PAYMENT_SERVICE}v1/voucherPayments/reservedFinancialTransaction/{reservedFinancialTransactionId}`,
  ),
  deletePayment: route('deletePayment', 'DELETE', `${PAYMENT_SERVICE}v1/voucherPayment/financialTransaction/{paymentId}`),
  deleteReservedPayments: route(
    'deleteReservedPayments',
    'DELETE',
    `${PAYMENT_SERVICE}v1/voucherPayments/reservedFinancialTransaction/{reservedFinancialTransactionId}`,
  ),
  reversePayment: route('reversePayment', 'POST', `${PAYMENT_SERVICE}v101/voucherPayment/financialTransaction/{paymentId}/reverse`),
  updatePaymentNote: route(
    'updatePaymentNote',
    'POST',
    `${PAYMENT_SERVICE}v1/voucherPayment/financialTransaction/{paymentId}/updateNote`,
  ),

  // --- CSV import (7 "CSV import")
  /** chosen: POST /grld-upload-{hash}, body CsvUploadRequest (the bytes base64 in JSON). */
  uploadCsvFile: route('uploadCsvFile', 'POST', '/grld-upload/v1/upload'),
  /** chosen: POST {token}, body CsvPreviewRequest. */
  getCsvPreview: route('getCsvPreview', 'POST', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/preview`),
  /**
   * chosen (issue 13 "failed rows … before committing, from the preview"; the spec names no call for it): POST, the
   * preview's body; the answer is every rejected row of the whole file as CSV text (core toFailedRowsCsv), one JSON
   * string as failedImportsCsv's.
   */
  getCsvPreviewFailedRowsCsv: route('getCsvPreviewFailedRowsCsv', 'POST', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/preview/failedRowsCsv`),
  startCsvImport: route('startCsvImport', 'POST', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/import`),
  getCsvImport: route('getCsvImport', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/import/{financialTransactionImportId}`),
  getLastCsvImport: route('getLastCsvImport', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/import/{financialAccountId}/last`),
  getFailedImportsCsv: route(
    'getFailedImportsCsv',
    'GET',
    `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/import/{financialTransactionImportId}/failedImportsCsv`,
  ),
  /** chosen: GET and PUT {hash}{financialAccountId}. */
  getImportProfile: route('getImportProfile', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/profile/{financialAccountId}`),
  saveImportProfile: route('saveImportProfile', 'PUT', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/profile/{financialAccountId}`),
  /** chosen: GET {hash}. */
  getImportOptions: route('getImportOptions', 'GET', `${FINANCIAL_TRANSACTION_SERVICE}v1/csvImport/options`),

  // --- proposals and approvals (7 "Proposals and approvals")
  /** Query financialTransactionId, or reviewResults, pageNumber, pageSize, requestDate. */
  listProposals: route('listProposals', 'GET', `${PROPOSAL_SERVICE}v1/proposals`),
  getProposal: route('getProposal', 'GET', `${PROPOSAL_SERVICE}v1/proposals/{proposalId}`),
  /** Body ReviewProposalRequest (lockVersion, reviewResult). */
  reviewProposal: route('reviewProposal', 'PUT', `${PROPOSAL_SERVICE}v1/proposals/{proposalId}/reviewResult`),
  /** Body UpdateProposalNoteRequest (note). */
  updateProposalNote: route('updateProposalNote', 'PATCH', `${PROPOSAL_SERVICE}v1/proposals/{proposalId}`),
  /** Query status=pending. */
  getProposalApprovalSummary: route('getProposalApprovalSummary', 'GET', `${PROPOSAL_APPROVAL_SERVICE}v1/proposalApprovals/summary`),
  /** Body CreateProposalApprovalRequest. */
  createProposalApproval: route('createProposalApproval', 'POST', `${PROPOSAL_APPROVAL_SERVICE}v3/proposalApprovals`),
  /** Query from (a sequentialNumber). */
  listNotifications: route('listNotifications', 'GET', `${NOTIFICATION_SERVICE}v100/notifications`),

  // --- the hub (hub-and-business-account 7)
  /** Answered only with FINANCE_LEXBANK_READ; without it the empty state. */
  getAccountState: route('getAccountState', 'GET', `${LEXBANK_ACCOUNT_SERVICE}v1/accountState`),
  /** chosen: GET /fis/finance-{hash} "reads deliveryDate, creditor, totalAmount and more". */
  listSeizures: route('listSeizures', 'GET', `${BANKING_SERVICE}v100/seizures`),
  /** chosen: POST /fis/finance-{hash}, body SeizureTransferPayload; answers the created transfers (bankTransferId each). */
  createSeizureTransfer: route('createSeizureTransfer', 'POST', `${BANK_TRANSFER_SERVICE}v100/seizureTransfers`),
  /** chosen: GET ...{token}, the list of key and value. */
  listUserSettings: route('listUserSettings', 'GET', `${USER_SETTING_SERVICE}v100/userSettings`),
  /** chosen: GET ...{token}{key}. */
  getUserSetting: route('getUserSetting', 'GET', `${USER_SETTING_SERVICE}v100/userSettings/{key}`),
  /** Empty body. */
  saveUserSetting: route('saveUserSetting', 'POST', `${USER_SETTING_SERVICE}v100/saveUserSetting/{key}/{value}`),
  /** Body { value }. */
  saveUserSettingValue: route('saveUserSettingValue', 'POST', `${USER_SETTING_SERVICE}v101/saveUserSetting/{key}`),
  /** chosen: POST ...{hash}; sets hideLexBankTeaser. */
  hideTeaser: route('hideTeaser', 'POST', `${USER_SETTING_SERVICE}v100/hideLexBankTeaser`),
  /** chosen: the spec keeps the fallback card settings without a call; GET and PUT, body FallbackCardSettings. */
  getFallbackCardSettings: route('getFallbackCardSettings', 'GET', `${USER_SETTING_SERVICE}v100/fallbackCardSettings`),
  saveFallbackCardSettings: route('saveFallbackCardSettings', 'PUT', `${USER_SETTING_SERVICE}v100/fallbackCardSettings`),
  /** chosen: POST /fis/finance-{hash} "device link push", no body. */
  sendDeviceLinkPush: route('sendDeviceLinkPush', 'POST', `${BANKING_SERVICE}v100/deviceBinding/push`),
  /** chosen: GET {token} "reads activated". */
  getMfaState: route('getMfaState', 'GET', `${LEXBANK_ACCOUNT_SERVICE}v1/multiFactorAuthentication`),
  /** chosen: the spec shows no call that starts the activation; POST, no body. */
  startMfaActivation: route('startMfaActivation', 'POST', `${LEXBANK_ACCOUNT_SERVICE}v1/multiFactorAuthentication/activation`),
  /** chosen: the consent action of 4.4; POST, body TermsConsentRequest { action }; answers the account state. */
  decideTermsConsent: route('decideTermsConsent', 'POST', `${LEXBANK_ACCOUNT_SERVICE}v1/termsConsent`),
  /** PUT {token}{businessId}/onboardingstate/completed (prefix chosen). */
  completeOnboarding: route(
    'completeOnboarding',
    'PUT',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/{businessId}/onboardingstate/completed`,
  ),

  // --- the business account onboarding (hub-and-business-account 2.4, 4.1, 4.2, 7); bodies and answers: core onboarding/wire.ts
  /** chosen: GET /bnk/lexbankhub-{hash} "reads personId". */
  getCurrentPerson: route('getCurrentPerson', 'GET', `${LEXBANK_PERSON_SERVICE}v1/persons/current`),
  /** chosen: the spec shows no read of one person; the wizard needs it after a reload. */
  getPerson: route('getPerson', 'GET', `${LEXBANK_PERSON_SERVICE}v1/persons/{personId}`),
  /** chosen: PUT {token} "person body"; answers the saved person. */
  savePerson: route('savePerson', 'PUT', `${LEXBANK_PERSON_SERVICE}v1/persons`),
  /** chosen: GET /fis/finance-{hash} "organizationTypeList, selectedOrganizationType". */
  getOrganizationTypes: route('getOrganizationTypes', 'GET', `${ORGANIZATION_SERVICE}v100/organizationTypes`),
  /** GET .../branchOfIndustry/search, query term plus timestamp (prefix chosen). */
  searchBranchesOfIndustry: route('searchBranchesOfIndustry', 'GET', `${BRANCH_SERVICE}v100/branchOfIndustry/search`),
  /** chosen: GET /grld-{hash}{id} "branch". */
  getBranchOfIndustry: route('getBranchOfIndustry', 'GET', `${BRANCH_SERVICE}v100/branchOfIndustry/{branchId}`),
  /** chosen: GET /grld-{hash} "reads branchOfIndustryId". */
  getOrganisationBranch: route('getOrganisationBranch', 'GET', `${ORGANIZATION_SERVICE}v100/branchOfIndustry`),
  /** chosen: POST /bnk/lexbankhub-{hash} identification, body { personId }. */
  createIdentification: route('createIdentification', 'POST', `${LEXBANK_IDENTIFICATION_SERVICE}v1/identifications`),
  /** chosen: PUT /bnk/lexbankhub-{hash} identification. */
  updateIdentification: route('updateIdentification', 'PUT', `${LEXBANK_IDENTIFICATION_SERVICE}v1/identifications/{identificationId}`),
  /** chosen: GET /bnk/lexbankhub-{hash} identification, query personId. */
  listIdentifications: route('listIdentifications', 'GET', `${LEXBANK_IDENTIFICATION_SERVICE}v1/identifications`),
  /** chosen: GET /bnk/lexbankhub-{hash}{personId} "onboarding". */
  getPersonOnboarding: route('getPersonOnboarding', 'GET', `${LEXBANK_ONBOARDING_SERVICE}v1/onboarding/{personId}`),
  /** chosen: POST /fis/finance-{hash}{personId} "create account". */
  createAccount: route('createAccount', 'POST', `${BANKING_SERVICE}v100/lexbankAccounts/{personId}`),
  /** Query personId, accountId, financialAccountId; no body. */
  orderCard: route('orderCard', 'POST', `${LEXBANK_CARD_SERVICE}v1/cards`),
  /** chosen: the cancel dialog's "clears data" (4.1) has no call in the spec. */
  cancelActivation: route('cancelActivation', 'DELETE', `${LEXBANK_ONBOARDING_SERVICE}v1/activation`),
  /** chosen: PUT /fis/finance-{hash} "business body"; answers the saved business. */
  saveBusiness: route('saveBusiness', 'PUT', `${FINANCE_BUSINESS_SERVICE}v100/businesses`),
  /** chosen: GET (list) /fis/finance-{hash}. */
  listBusinesses: route('listBusinesses', 'GET', `${FINANCE_BUSINESS_SERVICE}v100/businesses`),
  /** PUT .../businesses/legalrepresentatives (prefix chosen), body LegalRepresentativeLink. */
  saveLegalRepresentative: route('saveLegalRepresentative', 'PUT', `${LEXBANK_BUSINESS_SERVICE}v1/businesses/legalrepresentatives`),
  listLegalRepresentatives: route(
    'listLegalRepresentatives',
    'GET',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/legalrepresentatives/{businessId}`,
  ),
  /** chosen: the spec names the BeneficialOwner entity but no call; body BeneficialOwner. */
  saveBeneficialOwner: route('saveBeneficialOwner', 'PUT', `${LEXBANK_BUSINESS_SERVICE}v1/businesses/beneficialowners`),
  listBeneficialOwners: route('listBeneficialOwners', 'GET', `${LEXBANK_BUSINESS_SERVICE}v1/businesses/beneficialowners/{businessId}`),
  /** Body { authorizedPersonId }. */
  addAuthorizedPerson: route(
    'addAuthorizedPerson',
    'PUT',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/{businessId}/accounts/{accountId}/authorizedPersons`,
  ),
  createBusinessIdentification: route(
    'createBusinessIdentification',
    'POST',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/identifications/{businessId}`,
  ),
  processBusinessIdentification: route(
    'processBusinessIdentification',
    'PUT',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/identifications/{businessId}`,
  ),
  createBusinessAccount: route('createBusinessAccount', 'PUT', `${LEXBANK_BUSINESS_SERVICE}v1/businesses/{businessId}/accounts`),
  markLegalIdentificationSuccessful: route(
    'markLegalIdentificationSuccessful',
    'PUT',
    `${LEXBANK_BUSINESS_SERVICE}v1/businesses/legalidentifications/{businessId}/successful`,
  ),
  /** Query companyName. */
  searchCommercialRegistrations: route(
    'searchCommercialRegistrations',
    'GET',
    `${LEXBANK_BUSINESS_SERVICE}v1/commercialRegistrations`,
  ),
  /** Query registrationNumber, registrationIssuer. */
  getCommercialRegistration: route('getCommercialRegistration', 'GET', `${LEXBANK_BUSINESS_SERVICE}v1/commercialRegistration`),
  /** chosen: POST /bnk/lexbankhub-{hash}{lexBankBusinessId}, body { taxNumber }. */
  submitTaxNumber: route('submitTaxNumber', 'POST', `${LEXBANK_BUSINESS_SERVICE}v1/businesses/{lexBankBusinessId}/taxNumber`),

  // --- events and logging (7 "Events and logging")
  tagUser: route('tagUser', 'POST', `${COLLABORATION_SERVICE}user/tag`),
  sendEvent: route('sendEvent', 'POST', `${COLLABORATION_SERVICE}event`),
  /** chosen: POST {token} (message, data). */
  log: route('log', 'POST', '/fis/finance-rest/logservice/v1/log'),
} as const satisfies Record<string, RouteDef>

/**
 * The first two path segments of every route ('/fis/finance-rest/', '/grld-rest/voucherservice/', '/bnk/lexbankhub-rest/',
 * …): what a dev or preview server in front of the UI passes on to the backend (ui/vite.config.ts, the e2e's HTTP-mode
 * UI). Two, not one: the bank hub's services start with /bnk, as does the UI's own /bnk/activate, which a reload or
 * a link must still get from the UI's server.
 */
export const API_PATH_PREFIXES: ReadonlyArray<string> = [...new Set(Object.values(ROUTES).map((r) => `/${r.path.split('/').slice(1, 3).join('/')}/`))]

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
  /**
   * The SCA answer of a retried transfer call (transactions-import-proposals 7 "Strong customer authentication"): the
   * TAN travels in scaTan above; the security id (TAN medium), requested action, token and financial contact id beside it.
   */
  scaSecurityId: 'X-Sca-Security-Id',
  scaRequestedAction: 'X-Sca-Requested-Action',
  scaToken: 'X-Sca-Token',
  scaFinancialContactId: 'X-Sca-Financial-Contact-Id',
} as const

/**
 * The characters of a plain identifier: RFC 3986's unreserved set plus `:` and `@`, the ids the demo and the server
 * make (`fa-new-0001`, `sit-bto-new-0001`, UUIDs) and the user settings' keys and values (`hideLexBankTeaser`, `true`).
 * No `/`, no `%` (so no encoded dots or slashes), nothing URL normalisation would change.
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9._~:@-]+$/

/** Only dots: a dot segment (`.`, `..`), which URL normalisation resolves before the request leaves. */
const DOT_SEGMENT = /^\.+$/

/**
 * Whether a path parameter is a plain identifier that stays one segment on its way through any URL parser: not empty,
 * at most PATH_SEGMENT_MAX_LENGTH_CHARS, only PLAIN_SEGMENT's characters, not only dots.
 * @example isPlainPathSegment('fa-new-0001') // true
 * @example isPlainPathSegment('..') // false
 */
export const isPlainPathSegment = (value: string): boolean =>
  value.length <= PATH_SEGMENT_MAX_LENGTH_CHARS && PLAIN_SEGMENT.test(value) && !DOT_SEGMENT.test(value)

/** The names of a route's path parameters, in order. */
export const pathParameterNames = (r: RouteDef): ReadonlyArray<string> => [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')

/** The path parameters of a request that are no plain identifier (missing ones included), by name. */
export const refusedPathParameters = (r: RouteDef, value: (name: string) => string | undefined): ReadonlyArray<string> =>
  pathParameterNames(r).filter((name) => {
    const v = value(name)
    return v === undefined || !isPlainPathSegment(v)
  })

/** Thrown by pathOf for a parameter that is no plain identifier; the HTTP adapter checks first (refusedPathParameters). */
export class PathParameterRefused extends Error {
  override readonly name = 'PathParameterRefused'
  constructor(readonly route: string, readonly parameters: ReadonlyArray<string>) {
    super(`route ${route}: path parameter ${parameters.join(', ')} is no plain identifier`)
  }
}

/**
 * The path with its `{name}` parameters filled in, each a plain identifier (isPlainPathSegment), so that no id can
 * become `..` or another route's path after URL normalisation (issue 17, item 3).
 * @throws PathParameterRefused for a missing parameter or one that is no plain identifier
 */
export const pathOf = (r: RouteDef, params: Readonly<Record<string, string>> = {}): string => {
  const refused = refusedPathParameters(r, (name) => params[name])
  if (refused.length > 0) throw new PathParameterRefused(r.name, refused)
  return r.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''))
}
