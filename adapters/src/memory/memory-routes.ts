/**
 * The memory db behind the routes table: how each route's request is read, and which db operation answers it. The
 * memory port and the reference server both answer through this table, so demo mode and HTTP mode read every request
 * alike. The readers only parse; every check of a value is the db's, but for the length of the texts a body brings
 * (core's field-limits.ts), checked by the readers (request-readers.ts) for every body at once. A request that cannot be read is a 400: its query or
 * headers name the parameter, its body one INVALID_MODEL issue per field, a too-long text one accounts.textTooLong.
 */
import {
  AssignReservedVoucherPaymentsRequestCodec,
  AssignVoucherPaymentsRequestCodec,
  CategoriseRequestCodec,
  CsvPreviewRequestCodec,
  CSV_UPLOAD_QUERY,
  ImportProfileCodec,
  StartCsvImportRequestCodec,
  IgnoreTransactionRequestCodec,
  LogRequestCodec,
  PaymentOptionsRequestCodec,
  ReversePaymentRequestCodec,
  UpdateNoteRequestCodec,
  UserEventRequestCodec,
  UserTagRequestCodec,
  VoucherProposalsRequestCodec,
  VoucherSearchRequestCodec,
  CreateBankTransferOrderRequestCodec,
  CreateBankTransfersRequestCodec,
  PayeeVerificationRequestCodec,
  SepaTextValueCodec,
  FinancialAccountCodec,
  CreateProposalApprovalRequestCodec,
  ReviewProposalRequestCodec,
  UpdateProposalNoteRequestCodec,
  FallbackCardSettingsCodec,
  SeizureTransferPayloadCodec,
  TermsConsentRequestCodec,
  UserSettingValueBodyCodec,
  AuthorizedPersonBodyCodec,
  BeneficialOwnerCodec,
  BusinessCodec,
  CreateIdentificationBodyCodec,
  LegalRepresentativeLinkCodec,
  PersonCodec,
  TaxNumberBodyCodec,
  findTooLongOnboardingFields,
  findTooLongOnboardingText,
  SEPA_PURPOSE_MAX_LENGTH_CHARS,
  validateIgnoreReason,
  validatePaymentNote,
  validateTextMaxLength,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { fromFinancialContactCreateHeaders, fromOnlineBankingDataHeaders, fromPinHeader, fromScaHeaders } from '../wire/banking-headers.ts'
import {
  fromBankDetailsSearchParams,
  fromBankSearchParams,
  fromNeedlessSearchParams,
  fromOnlineBankingAccountsSearchParams,
  fromPaypalConnectUrlSearchParams,
} from '../wire/banking-queries.ts'
import { DisconnectBodyCodec } from '../wire/disconnect-body.ts'
import { fromFinancialAccountsSearchParams } from '../wire/financial-accounts-query.ts'
import {
  fromBranchSearchParams,
  fromCardOrderSearchParams,
  fromCompanyNameSearchParams,
  fromIdentificationsSearchParams,
  fromRegistrationSearchParams,
} from '../wire/onboarding-queries.ts'
import { fromNotificationsSearchParams, fromProposalsSearchParams } from '../wire/proposal-queries.ts'
import type { ReceivedRequest } from '../wire/requests.ts'
import { ROUTES, refusedPathParameters, type RouteName } from '../wire/routes.ts'
import {
  TRANSACTION_QUERY,
  fromReservedTransactionsSearchParams,
  fromTextSearchParams,
  fromTransactionsSearchParams,
} from '../wire/transaction-queries.ts'
import { fromBankTransferIdsSearchParams, fromContactSearchParams, fromTransferPageSearchParams } from '../wire/transfer-queries.ts'
import type { PlannedStatementRead } from './csv-import/statement-reads.ts'
import { decodeBody } from './request-body.ts'
import {
  accountId,
  changeRequestId,
  contactId,
  importId,
  orderId,
  paymentId,
  proposalId,
  reservedId,
  transactionId,
  withAccountBody,
  withBody,
  withCheckedBody,
  withContactBody,
  withFinanceAccess,
  withLockVersion,
  withOnboardingBody,
  withRead,
  withinLimits,
} from './request-readers.ts'
import type { MemoryDb } from './store/db.ts'
import { invalidPathParameters, type DbResult } from './store/failures.ts'

type Answer = (db: MemoryDb, request: ReceivedRequest) => DbResult<unknown>

const ANSWERS: { readonly [N in RouteName]: Answer } = {
  // Financial accounts
  listFinancialAccounts: (db, r) =>
    withFinanceAccess(db, () => withRead(fromFinancialAccountsSearchParams(r.searchParams), (query) => E.right(db.listFinancialAccounts(query)))),
  listFinancialAccountsV100: (db, r) =>
    withFinanceAccess(db, () => withRead(fromFinancialAccountsSearchParams(r.searchParams), ({ hasContact }) =>
      E.right(db.listFinancialAccounts(hasContact === undefined ? {} : { hasContact })),
    )),
  getFinancialAccount: (db, r) => db.getFinancialAccount(accountId(r)),
  createFinancialAccount: (db, r) => withAccountBody(r, (body) => db.createFinancialAccount(body)),
  updateFinancialAccount: (db, r) => withAccountBody(r, (body) => withLockVersion(body, () => db.updateFinancialAccount(accountId(r), body))),
  deleteFinancialAccount: (db, r) => db.deleteFinancialAccount(accountId(r)),
  disconnectFinancialAccount: (db, r) =>
    withBody(r, DisconnectBodyCodec, (sent) =>
      db.disconnectFinancialAccount(accountId(r), sent === undefined ? undefined : FinancialAccountCodec.encode(sent)),
    ),
  deactivateFinancialAccount: (db, r) => db.deactivateFinancialAccount(accountId(r)),
  activateFinancialAccount: (db, r) => db.activateFinancialAccount(accountId(r)),

  // Bank infos (v100 searches, v101 is the IBAN lookup: the same search)
  searchBanks: (db, r) => db.searchBanks(fromBankSearchParams(r.searchParams)),
  lookupBanks: (db, r) => db.searchBanks(fromBankSearchParams(r.searchParams)),
  bankDetails: (db, r) => db.getBankDetails(fromBankDetailsSearchParams(r.searchParams)),

  // Financial contacts
  listFinancialContacts: (db) => E.right(db.listFinancialContacts()),
  getFinancialContact: (db, r) => db.getFinancialContact(contactId(r)),
  createFinancialContact: (db, r) =>
    withContactBody(r, (body) =>
      withRead(fromFinancialContactCreateHeaders(r.header), (headers) => db.createFinancialContact(body, headers)),
    ),
  updateFinancialContact: (db, r) => withContactBody(r, (body) => withLockVersion(body, () => db.updateFinancialContact(contactId(r), body))),
  deleteBankContact: (db, r) => db.deleteBankContact(contactId(r)),
  listOnlineBankingAccounts: (db, r) =>
    withRead(fromPinHeader(r.header), (pin) =>
      db.listOnlineBankingAccounts(contactId(r), { ...fromOnlineBankingAccountsSearchParams(r.searchParams), pin }),
    ),
  // Reading the accounts of a login is a read of the account list too (busy accounts count it).
  listContactAccounts: (db, r) =>
    E.map(() => db.listFinancialAccounts({}).filter((a) => a.financialContact?.financialContactId === contactId(r)))(
      db.getFinancialContact(contactId(r)),
    ),
  createContactAccount: (db, r) => withAccountBody(r, (body) => db.createContactAccount(contactId(r), body)),
  updateContactAccount: (db, r) =>
    withAccountBody(r, (body) => withLockVersion(body, () => db.updateContactAccount(contactId(r), accountId(r), body))),
  updateOnlineBankingData: (db, r) =>
    withRead(fromOnlineBankingDataHeaders(r.header), (headers) => db.updateOnlineBankingData(contactId(r), accountId(r), headers)),

  // Needless transactions (7.2)
  needlessInfo: (db, r) => {
    const query = fromNeedlessSearchParams(r.searchParams)
    return db.getNeedlessInfo(query.financialAccountId, query.needlessStartDate)
  },
  needlessDelete: (db, r) => {
    const query = fromNeedlessSearchParams(r.searchParams)
    return db.applyNeedlessAction(query.financialAccountId, query.needlessStartDate, 'delete')
  },
  needlessIgnore: (db, r) => {
    const query = fromNeedlessSearchParams(r.searchParams)
    return db.applyNeedlessAction(query.financialAccountId, query.needlessStartDate, 'ignore')
  },

  // The payment service's connect url
  paypalConnectUrl: (db, r) => withRead(fromPaypalConnectUrlSearchParams(r.searchParams), (query) => db.getPaypalConnectUrl(query)),

  // Bank transfers (7.3), push-TAN change requests, contacts and privileges
  // The form cleans its recipient name (70) and purpose (140) as typed: the longer of the two is the limit.
  cleanSepaText: (db, r) =>
    withCheckedBody(r, SepaTextValueCodec, (b) => [validateTextMaxLength('value', b.value, SEPA_PURPOSE_MAX_LENGTH_CHARS)], (body) =>
      db.cleanSepaText(body.value),
    ),
  createBankTransfers: (db, r) => withBody(r, CreateBankTransfersRequestCodec, (body) => db.createBankTransfers(body)),
  getBankTransfers: (db, r) => db.getBankTransfers(fromBankTransferIdsSearchParams(r.searchParams)),
  createBankTransferOrder: (db, r) => withBody(r, CreateBankTransferOrderRequestCodec, (body) => db.createBankTransferOrder(body)),
  executeBankTransferOrder: (db, r) => withRead(fromScaHeaders(r.header), (sca) => db.executeBankTransferOrder(orderId(r), sca)),
  getBankTransferOrder: (db, r) => db.getBankTransferOrder(orderId(r)),
  deleteBankTransferOrder: (db, r) => db.deleteBankTransferOrder(orderId(r)),
  getSepaInstantStatus: (db, r) => db.getSepaInstantStatus(orderId(r), r.param('sepaInstantTransactionId')),
  listReoccurrences: (db) => db.listReoccurrences(),
  verifyPayee: (db, r) => withBody(r, PayeeVerificationRequestCodec, (body) => db.verifyPayee(body)),
  searchContacts: (db, r) => withRead(fromContactSearchParams(r.searchParams), (search) => db.searchContacts(search)),
  listPreparedTransfers: (db, r) =>
    withRead(fromTransferPageSearchParams(r.searchParams), (page) => db.listPreparedTransfers(page.pageNumber, page.pageSize)),
  listExecutedTransfers: (db, r) =>
    withRead(fromTransferPageSearchParams(r.searchParams), (page) => db.listExecutedTransfers(page.pageNumber, page.pageSize)),
  listScheduledTransfers: (db) => db.listScheduledTransfers(),
  listStandingOrders: (db) => db.listStandingOrders(),
  deleteBankTransfer: (db, r) => withRead(fromScaHeaders(r.header), (sca) => db.deleteBankTransfer(r.param('bankTransferId'), sca)),
  getBankTransferSummary: (db) => db.getBankTransferSummary(),
  getChangeRequestStatus: (db, r) => db.getChangeRequestStatus(changeRequestId(r)),
  deleteChangeRequest: (db, r) => db.deleteChangeRequest(changeRequestId(r)),
  requestSmsTan: (db, r) => db.requestSmsTan(changeRequestId(r)),
  listPrivileges: (db) => db.listPrivileges(),

  // Transactions (transactions-import-proposals 7 "Transactions")
  listTransactions: (db, r) => withRead(fromTransactionsSearchParams(r.searchParams), (query) => db.listTransactions(query)),
  getTransactionSummary: (db, r) => db.getTransactionSummary(fromTextSearchParams(r.searchParams, TRANSACTION_QUERY.requestDate)),
  getBookingState: (db, r) => db.getBookingState(transactionId(r)),
  listLatestTransactions: (db, r) => db.listLatestTransactions(accountId(r)),
  ignoreTransaction: (db, r) =>
    withCheckedBody(r, IgnoreTransactionRequestCodec, (b) => [validateIgnoreReason(b.ignoreReason)], (body) => db.ignoreTransaction(transactionId(r), body)),
  unignoreTransaction: (db, r) => db.unignoreTransaction(transactionId(r)),
  refreshExternalState: (db, r) => db.refreshExternalState(transactionId(r)),
  listReservedTransactions: (db, r) =>
    withRead(fromReservedTransactionsSearchParams(r.searchParams), (query) => db.listReservedTransactions(query)),
  getReservedTransactionSummary: (db) => db.getReservedTransactionSummary(),

  // Vouchers and voucher search (7 "Vouchers", "Voucher search")
  searchVouchers: (db, r) => withBody(r, VoucherSearchRequestCodec, (body) => db.searchVouchers(body)),
  proposeVouchers: (db, r) => withBody(r, VoucherProposalsRequestCodec, (body) => db.proposeVouchers(body.financialTransactionId)),
  getVoucher: (db, r) => db.getVoucher(r.param('voucherId')),
  getFinancialVoucherDefault: (db) => db.getFinancialVoucherDefault('outgo'),
  getFinancialSalesInvoiceDefault: (db) => db.getFinancialVoucherDefault('income'),
  createFinancialVoucher: (db, r) =>
    withCheckedBody(r, CategoriseRequestCodec, (b) => [validatePaymentNote(b.note)], (body) => db.categoriseWithoutReceipt('outgo', body)),
  createFinancialSalesInvoice: (db, r) =>
    withCheckedBody(r, CategoriseRequestCodec, (b) => [validatePaymentNote(b.note)], (body) => db.categoriseWithoutReceipt('income', body)),

  // Posting categories (7 "Posting")
  listPostingCategories: (db, r) =>
    db.listPostingCategories(r.param('direction'), fromTextSearchParams(r.searchParams, TRANSACTION_QUERY.searchTerm)),
  getPostingCategory: (db, r) =>
    db.getPostingCategory(r.param('postingCategoryId'), fromTextSearchParams(r.searchParams, TRANSACTION_QUERY.keyDate)),

  // Payments (7 "Payments")
  getPaymentOptions: (db, r) => withBody(r, PaymentOptionsRequestCodec, (body) => db.getPaymentOptions(body)),
  assignVouchers: (db, r) => withCheckedBody(r, AssignVoucherPaymentsRequestCodec, (b) => [validatePaymentNote(b.note)], (body) => db.assignVouchers(body)),
  assignReservedVouchers: (db, r) =>
    withCheckedBody(r, AssignReservedVoucherPaymentsRequestCodec, (b) => [validatePaymentNote(b.note)], (body) => db.assignReservedVouchers(body)),
  listPayments: (db, r) => db.listPayments(transactionId(r)),
  listReservedPayments: (db, r) => db.listReservedPayments(reservedId(r)),
  deletePayment: (db, r) => db.deletePayment(paymentId(r)),
  deleteReservedPayments: (db, r) => db.deleteReservedPayments(reservedId(r)),
  reversePayment: (db, r) => withBody(r, ReversePaymentRequestCodec, (body) => db.reversePayment(paymentId(r), body.reverseDate)),
  updatePaymentNote: (db, r) =>
    withCheckedBody(r, UpdateNoteRequestCodec, (b) => [validatePaymentNote(b.value, 'value')], (body) => db.updatePaymentNote(paymentId(r), body.value)),

  // CSV import (7 "CSV import")
  uploadCsvFile: (db, r) =>
    db.uploadCsvFile({
      uploadType: r.searchParams.get(CSV_UPLOAD_QUERY.uploadType) ?? '',
      fileName: r.searchParams.get(CSV_UPLOAD_QUERY.fileName) ?? '',
      bytes: r.bytes,
    }),
  getCsvPreview: (db, r) => withBody(r, CsvPreviewRequestCodec, (body) => db.getCsvPreview(body)),
  getCsvPreviewFailedRowsCsv: (db, r) => withBody(r, CsvPreviewRequestCodec, (body) => db.getCsvPreviewFailedRowsCsv(body)),
  startCsvImport: (db, r) => withBody(r, StartCsvImportRequestCodec, (body) => db.startCsvImport(body)),
  getCsvImport: (db, r) => db.getCsvImport(importId(r)),
  getLastCsvImport: (db, r) => db.getLastCsvImport(accountId(r)),
  getFailedImportsCsv: (db, r) => db.getFailedImportsCsv(importId(r)),
  getImportProfile: (db, r) => db.getImportProfile(accountId(r)),
  saveImportProfile: (db, r) => withBody(r, ImportProfileCodec, (body) => db.saveImportProfile(accountId(r), body)),
  getImportOptions: (db) => db.getImportOptions(),

  // Proposals and approvals (7 "Proposals and approvals"), notifications
  listProposals: (db, r) => withRead(fromProposalsSearchParams(r.searchParams), (search) => db.listProposals(search)),
  getProposal: (db, r) => db.getProposal(proposalId(r)),
  reviewProposal: (db, r) => withBody(r, ReviewProposalRequestCodec, (body) => db.reviewProposal(proposalId(r), body)),
  updateProposalNote: (db, r) => withBody(r, UpdateProposalNoteRequestCodec, (body) => db.updateProposalNote(proposalId(r), body)),
  getProposalApprovalSummary: (db) => db.getProposalApprovalSummary(),
  createProposalApproval: (db, r) => withBody(r, CreateProposalApprovalRequestCodec, (body) => db.createProposalApproval(body)),
  listNotifications: (db, r) => withRead(fromNotificationsSearchParams(r.searchParams), (from) => db.listNotifications(from)),

  // The hub (hub-and-business-account 7)
  getAccountState: (db) => db.getAccountState(),
  listSeizures: (db) => db.listSeizures(),
  createSeizureTransfer: (db, r) => withBody(r, SeizureTransferPayloadCodec, (body) => db.createSeizureTransfer(body)),
  listUserSettings: (db) => db.listUserSettings(),
  getUserSetting: (db, r) => db.getUserSetting(r.param('key')),
  saveUserSetting: (db, r) => db.saveUserSetting(r.param('key'), r.param('value')),
  saveUserSettingValue: (db, r) => withBody(r, UserSettingValueBodyCodec, (body) => db.saveUserSetting(r.param('key'), body.value)),
  hideTeaser: (db) => db.hideTeaser(),
  getFallbackCardSettings: (db) => db.getFallbackCardSettings(),
  saveFallbackCardSettings: (db, r) =>
    withBody(r, FallbackCardSettingsCodec, (body) => db.saveFallbackCardSettings(FallbackCardSettingsCodec.encode(body))),
  sendDeviceLinkPush: (db) => db.sendDeviceLinkPush(),
  getMfaState: (db) => db.getMfaState(),
  startMfaActivation: (db) => db.startMfaActivation(),
  decideTermsConsent: (db, r) => withBody(r, TermsConsentRequestCodec, (body) => db.decideTermsConsent(body)),
  completeOnboarding: (db, r) => db.completeOnboarding(r.param('businessId')),

  // The business account onboarding (hub-and-business-account 7; onboarding/)
  getCurrentPerson: (db) => db.getCurrentPerson(),
  getPerson: (db, r) => db.getPerson(r.param('personId')),
  savePerson: (db, r) => withOnboardingBody(r, PersonCodec, (body) => db.savePerson(body)),
  getOrganizationTypes: (db) => db.getOrganizationTypes(),
  searchBranchesOfIndustry: (db, r) =>
    withRead(fromBranchSearchParams(r.searchParams), (term) => withinLimits(findTooLongOnboardingText('term', term), () => db.searchBranchesOfIndustry(term))),
  getBranchOfIndustry: (db, r) => db.getBranchOfIndustry(r.param('branchId')),
  getOrganisationBranch: (db) => db.getOrganisationBranch(),
  createIdentification: (db, r) => withOnboardingBody(r, CreateIdentificationBodyCodec, (body) => db.createIdentification(body.personId)),
  updateIdentification: (db, r) => db.updateIdentification(r.param('identificationId')),
  listIdentifications: (db, r) => withRead(fromIdentificationsSearchParams(r.searchParams), (personId) => db.listIdentifications(personId)),
  getPersonOnboarding: (db, r) => db.getPersonOnboarding(r.param('personId')),
  createAccount: (db, r) => db.createAccount(r.param('personId')),
  orderCard: (db, r) => withRead(fromCardOrderSearchParams(r.searchParams), (request) => db.orderCard(request)),
  cancelActivation: (db) => db.cancelActivation(),
  saveBusiness: (db, r) => withOnboardingBody(r, BusinessCodec, (body) => db.saveBusiness(body)),
  listBusinesses: (db) => db.listBusinesses(),
  saveLegalRepresentative: (db, r) => withOnboardingBody(r, LegalRepresentativeLinkCodec, (body) => db.saveLegalRepresentative(body)),
  listLegalRepresentatives: (db, r) => db.listLegalRepresentatives(r.param('businessId')),
  saveBeneficialOwner: (db, r) => withOnboardingBody(r, BeneficialOwnerCodec, (body) => db.saveBeneficialOwner(body)),
  listBeneficialOwners: (db, r) => db.listBeneficialOwners(r.param('businessId')),
  addAuthorizedPerson: (db, r) =>
    withOnboardingBody(r, AuthorizedPersonBodyCodec, (body) =>
      db.addAuthorizedPerson(r.param('businessId'), r.param('accountId'), body.authorizedPersonId),
    ),
  createBusinessIdentification: (db, r) => db.createBusinessIdentification(r.param('businessId')),
  processBusinessIdentification: (db, r) => db.processBusinessIdentification(r.param('businessId')),
  createBusinessAccount: (db, r) => db.createBusinessAccount(r.param('businessId')),
  markLegalIdentificationSuccessful: (db, r) => db.markLegalIdentificationSuccessful(r.param('businessId')),
  searchCommercialRegistrations: (db, r) =>
    withRead(fromCompanyNameSearchParams(r.searchParams), (companyName) =>
      withinLimits(findTooLongOnboardingText('companyName', companyName), () => db.searchCommercialRegistrations(companyName)),
    ),
  getCommercialRegistration: (db, r) =>
    withRead(fromRegistrationSearchParams(r.searchParams), (query) =>
      withinLimits(findTooLongOnboardingFields(query), () => db.getCommercialRegistration(query.registrationNumber, query.registrationIssuer)),
    ),
  submitTaxNumber: (db, r) => withOnboardingBody(r, TaxNumberBodyCodec, (body) => db.submitTaxNumber(r.param('lexBankBusinessId'), body.taxNumber)),

  // Events and logging (7 "Events and logging")
  tagUser: (db, r) => withBody(r, UserTagRequestCodec, (body) => db.tagUser(body)),
  sendEvent: (db, r) => withBody(r, UserEventRequestCodec, (body) => db.sendEvent(body)),
  log: (db, r) => withBody(r, LogRequestCodec, (body) => db.log(body)),
}

/** The db's answer to a request of `route`, in wire form (undefined: done, nothing to send). */
export const answerRequest = (db: MemoryDb, route: RouteName, request: ReceivedRequest): DbResult<unknown> => {
  // Before any answer reads an id: an id that is no plain identifier is refused as the HTTP client refuses to send it.
  const refused = refusedPathParameters(ROUTES[route], request.param)
  return refused.length > 0 ? invalidPathParameters(refused) : ANSWERS[route](db, request)
}

/**
 * The reads the store may answer for the first screen before the bookkeeping is read
 * (transactions/transaction-head.ts).
 */
const HEAD_ANSWERS: Partial<Readonly<Record<RouteName, (db: MemoryDb, request: ReceivedRequest) => DbResult<unknown> | undefined>>> = {
  listTransactions: (db, r) => E.match(() => undefined, db.headOfTransactions)(fromTransactionsSearchParams(r.searchParams)),
  getTransactionSummary: (db, r) => db.headOfTransactionSummary(fromTextSearchParams(r.searchParams, TRANSACTION_QUERY.requestDate)),
}

/** The answer the store kept for this request's first screen, or undefined (the request waits for the bookkeeping). */
export const answerFromHead = (db: MemoryDb, route: RouteName, request: ReceivedRequest): DbResult<unknown> | undefined =>
  HEAD_ANSWERS[route]?.(db, request)

/** The routes whose answer reads a CSV file: their body read as ANSWERS reads it, for the reads done ahead. */
const PLANNED_READS: Partial<Readonly<Record<RouteName, (db: MemoryDb, request: ReceivedRequest) => ReadonlyArray<PlannedStatementRead>>>> = {
  getCsvPreview: (db, r) => E.match(() => [], db.plannedCsvPreviewReads)(decodeBody(CsvPreviewRequestCodec, r.body)),
  getCsvPreviewFailedRowsCsv: (db, r) => E.match(() => [], db.plannedCsvPreviewFailedRowsReads)(decodeBody(CsvPreviewRequestCodec, r.body)),
  startCsvImport: (db, r) => E.match(() => [], db.plannedCsvImportReads)(decodeBody(StartCsvImportRequestCodec, r.body)),
}

/**
 * The reads of a CSV file answerRequest would do for this request (none for other routes, or a body it refuses). The
 * request is read only for a route that reads a file (an upload's body is the whole file).
 */
export const plannedStatementReads = (db: MemoryDb, route: RouteName, request: () => ReceivedRequest): ReadonlyArray<PlannedStatementRead> =>
  PLANNED_READS[route]?.(db, request()) ?? []

/** Whether a route's answer reads a CSV file (its reads may all be answered by a statement the db kept). */
export const readsStatement = (route: RouteName): boolean => PLANNED_READS[route] !== undefined
