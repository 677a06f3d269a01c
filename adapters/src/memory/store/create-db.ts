/**
 * createMemoryDb: every operation of the MemoryDb (db.ts) over one state, kept in step with the proposals and the
 * onboarding, and written behind it when the db keeps its state in a store.
 */
import type { Clock, FinancialAccountWire } from '@kontor/core'
import * as accounts from '../accounts/accounts.ts'
import * as banks from '../accounts/bank-directory.ts'
import * as financialContacts from '../accounts/financial-contacts.ts'
import * as needless from '../accounts/needless.ts'
import * as onlineBankingAccounts from '../accounts/online-banking-accounts.ts'
import * as paypal from '../accounts/paypal.ts'
import * as importJobs from '../csv-import/import-jobs.ts'
import * as statementReads from '../csv-import/statement-reads.ts'
import * as uploadAndPreview from '../csv-import/upload-and-preview.ts'
import { createHubState, type MemoryOrganisationSeed } from '../hub/hub-state.ts'
import * as hub from '../hub/hub.ts'
import { nextTask } from '../load-on-first-use.ts'
import * as businessOnboarding from '../onboarding/business-onboarding.ts'
import * as onboardingDirectory from '../onboarding/onboarding-directory.ts'
import * as onboardingProcess from '../onboarding/onboarding-process.ts'
import { createOnboardingState } from '../onboarding/onboarding-state.ts'
import * as personOnboarding from '../onboarding/person-onboarding.ts'
import * as proposalCalls from '../proposals/proposal-calls.ts'
import * as proposalUpkeep from '../proposals/proposal-upkeep.ts'
import * as categorise from '../transactions/categorise.ts'
import * as derived from '../transactions/derived.ts'
import * as payments from '../transactions/payments.ts'
import * as telemetry from '../transactions/telemetry.ts'
import { transactionDataReady } from '../transactions/transaction-data.ts'
import { getTransactionSummaryRemembered, headListOf, headSummaryOf, listTransactionsRemembered } from '../transactions/transaction-head.ts'
import * as transactionLists from '../transactions/transaction-lists.ts'
import * as vouchers from '../transactions/vouchers.ts'
import * as execution from '../transfers/execution.ts'
import * as orders from '../transfers/orders.ts'
import * as transferSca from '../transfers/sca.ts'
import * as transferLists from '../transfers/transfer-lists.ts'
import * as transferLookups from '../transfers/transfer-lookups.ts'
import type { TransferRecords } from '../transfers/transfer-state.ts'
import type { MemoryDb } from './db.ts'
import { withPersistence, type MemoryPersistenceOptions } from './persistence-port.ts'
import { createMemoryPersistence } from './persistence.ts'
import { restoreSnapshot, snapshotOf, type MemorySnapshot } from './snapshot.ts'
import { createMemoryState, type MemorySeed, type MemorySeedWithBankLoader, type MemoryState } from './state.ts'

/**
 * The clock dates new accounts and is "today" of the needless start date (the server entry passes systemClock).
 * With `persistence` the state is kept in its storage and taken from it (the demo across reloads and tabs,
 * persistence.ts); without, it lives as long as the db (the reference server, the tests).
 */
export const createMemoryDb = (
  seed: MemorySeed | MemorySeedWithBankLoader,
  clock: Clock,
  persistence?: MemoryPersistenceOptions,
): MemoryDb => {
  const state = createMemoryState(seed, clock)
  // Every operation keeps the proposals in step with the records (proposals/proposal-upkeep.ts withProposalUpkeep).
  // Every operation keeps the onboarding's process and identifications in step with the db clock
  // (onboarding/onboarding-process.ts).
  const untouched = ['transactionDataReady', 'headOfTransactions', 'headOfTransactionSummary', 'bankDirectoryReady', 'onboardingDirectoryReady', 'snapshot', 'restore', 'activeOrganisationId', 'switchOrganisation'] as const
  const persisted = persistence === undefined ? undefined : createMemoryPersistence(state, persistence)
  const operations: Omit<MemoryDb, keyof ReadsAhead | 'storeReady' | 'storeReadyBesideBookkeeping' | 'storeSettled' | 'resetToSeed'> = onboardingProcess.withOnboardingUpkeep(state, proposalUpkeep.withProposalUpkeep(state, {
    listFinancialAccounts: (query) => accounts.listFinancialAccounts(state, query),
    getFinancialAccount: (id) => accounts.getFinancialAccount(state, id),
    createFinancialAccount: (body) => accounts.createFinancialAccount(state, body),
    updateFinancialAccount: (id, body) => accounts.updateFinancialAccount(state, id, body),
    deleteFinancialAccount: (id) => accounts.deleteFinancialAccount(state, id),
    disconnectFinancialAccount: (id, sent) => accounts.disconnectFinancialAccount(state, id, sent),
    deactivateFinancialAccount: (id) => accounts.setDeactivated(state, id, true),
    activateFinancialAccount: (id) => accounts.setDeactivated(state, id, false),

    bankDirectoryReady: () => banks.bankDirectoryReady(state),
    // A stored bookkeeping is read first; the seed's loads only where none is stored.
    // After a reload, the derived values are built in steps before the first call that waits for the data.
    transactionDataReady: () =>
      persisted === undefined
        ? transactionDataReady(state)
        : persisted
            .loadBookkeeping()
            .then(() => transactionDataReady(state))
            .then(() => derived.deriveAhead(state, persistence?.pause ?? nextTask)),
    searchBanks: (term) => banks.searchBanks(state, term),
    getBankDetails: (query) => banks.getBankDetails(state, query),

    listFinancialContacts: () => financialContacts.listFinancialContacts(state),
    getFinancialContact: (id) => financialContacts.getFinancialContact(state, id),
    createFinancialContact: (body, headers) => financialContacts.createFinancialContact(state, body, headers),
    updateFinancialContact: (id, body) => financialContacts.updateFinancialContact(state, id, body),
    deleteBankContact: (id) => financialContacts.deleteBankContact(state, id),
    listOnlineBankingAccounts: (id, request) => onlineBankingAccounts.listOnlineBankingAccounts(state, id, request),
    createContactAccount: (id, body) => onlineBankingAccounts.createContactAccount(state, id, body),
    updateContactAccount: (id, accountId, body) => onlineBankingAccounts.updateContactAccount(state, id, accountId, body),
    updateOnlineBankingData: (id, accountId, request) => onlineBankingAccounts.updateOnlineBankingData(state, id, accountId, request),

    getNeedlessInfo: (id, startDate) => needless.getNeedlessInfo(state, id, startDate),
    applyNeedlessAction: (id, startDate, action) => needless.applyNeedlessAction(state, id, startDate, action),

    getPaypalConnectUrl: (query) => paypal.getPaypalConnectUrl(state, query),

    cleanSepaText: (value) => transferLookups.cleanSepaText(value),
    createBankTransfers: (body) => orders.createBankTransfers(state, body),
    getBankTransfers: (ids) => orders.getBankTransfers(state, ids),
    createBankTransferOrder: (body) => orders.createBankTransferOrder(state, body),
    executeBankTransferOrder: (id, sca) => execution.executeBankTransferOrder(state, id, sca),
    getBankTransferOrder: (id) => orders.getBankTransferOrder(state, id),
    deleteBankTransferOrder: (id) => orders.deleteBankTransferOrder(state, id),
    getSepaInstantStatus: (id, transactionId) => execution.getSepaInstantStatus(state, id, transactionId),
    listReoccurrences: () => transferLookups.listReoccurrences(),
    verifyPayee: (request) => transferLookups.verifyPayee(state, request),
    searchContacts: (search) => transferLookups.searchContacts(state, search),
    listPreparedTransfers: (pageNumber, pageSize) => transferLists.listPreparedTransfers(state, pageNumber, pageSize),
    listExecutedTransfers: (pageNumber, pageSize) => transferLists.listExecutedTransfers(state, pageNumber, pageSize),
    listScheduledTransfers: () => transferLists.listScheduledTransfers(state),
    listStandingOrders: () => transferLists.listStandingOrders(state),
    deleteBankTransfer: (id, sca) => transferLists.deleteBankTransfer(state, id, sca),
    getBankTransferSummary: () => transferLists.getBankTransferSummary(state),
    getChangeRequestStatus: (id) => transferSca.getChangeRequestStatus(state, id),
    deleteChangeRequest: (id) => transferSca.deleteChangeRequest(state, id),
    requestSmsTan: (id) => transferSca.requestSmsTan(state, id),
    listPrivileges: () => transferLookups.listPrivileges(state),

    listTransactions: (query) => listTransactionsRemembered(state, query),
    getTransactionSummary: (requestDate) => getTransactionSummaryRemembered(state, requestDate),
    headOfTransactions: (query) => headListOf(state, query),
    headOfTransactionSummary: (requestDate) => headSummaryOf(state, requestDate),
    getBookingState: (id) => transactionLists.getBookingState(state, id),
    listLatestTransactions: (accountId) => transactionLists.listLatestTransactions(state, accountId),
    ignoreTransaction: (id, body) => transactionLists.ignoreTransaction(state, id, body),
    unignoreTransaction: (id) => transactionLists.unignoreTransaction(state, id),
    refreshExternalState: (id) => transactionLists.refreshExternalState(state, id),
    listReservedTransactions: (query) => transactionLists.listReservedTransactions(state, query),
    getReservedTransactionSummary: () => transactionLists.getReservedTransactionSummary(state),
    searchVouchers: (request) => vouchers.searchVouchers(state, request),
    proposeVouchers: (id) => vouchers.proposeVouchers(state, id),
    getVoucher: (id) => vouchers.getVoucher(state, id),
    getFinancialVoucherDefault: (direction) => vouchers.getFinancialVoucherDefault(state, direction),
    categoriseWithoutReceipt: (direction, body) => categorise.categoriseWithoutReceipt(state, direction, body),
    listPostingCategories: (direction, term) => vouchers.listPostingCategories(state, direction, term),
    getPostingCategory: (id, keyDate) => vouchers.getPostingCategory(state, id, keyDate),
    getPaymentOptions: (request) => payments.getPaymentOptions(state, request),
    assignVouchers: (body) => payments.assignVouchers(state, body),
    assignReservedVouchers: (body) => payments.assignReservedVouchers(state, body),
    listPayments: (id) => payments.listPayments(state, id),
    listReservedPayments: (id) => payments.listReservedPayments(state, id),
    deletePayment: (id) => payments.deletePayment(state, id),
    deleteReservedPayments: (id) => payments.deleteReservedPayments(state, id),
    reversePayment: (id, reverseDate) => payments.reversePayment(state, id, reverseDate),
    updatePaymentNote: (id, note) => payments.updatePaymentNote(state, id, note),
    tagUser: (body) => telemetry.tagUser(state, body),
    sendEvent: (body) => telemetry.sendEvent(state, body),
    log: (body) => telemetry.log(state, body),

    uploadCsvFile: (request) => uploadAndPreview.uploadCsvFile(state, request),
    getCsvPreview: (request) => uploadAndPreview.getCsvPreview(state, request),
    getCsvPreviewFailedRowsCsv: (request) => uploadAndPreview.getCsvPreviewFailedRowsCsv(state, request),
    startCsvImport: (request) => importJobs.startCsvImport(state, request),
    getCsvImport: (id) => importJobs.getCsvImport(state, id),
    getLastCsvImport: (accountId) => importJobs.getLastCsvImport(state, accountId),
    getFailedImportsCsv: (id) => importJobs.getFailedImportsCsv(state, id),
    getImportProfile: (accountId) => importJobs.getImportProfile(state, accountId),
    saveImportProfile: (accountId, profile) => importJobs.saveImportProfile(state, accountId, profile),
    getImportOptions: () => importJobs.getImportOptions(),

    listProposals: (search) => proposalCalls.listProposals(state, search),
    getProposal: (id) => proposalCalls.getProposal(state, id),
    reviewProposal: (id, body) => proposalCalls.reviewProposal(state, id, body),
    updateProposalNote: (id, body) => proposalCalls.updateProposalNote(state, id, body),
    getProposalApprovalSummary: () => proposalCalls.getProposalApprovalSummary(state),
    createProposalApproval: (body) => proposalCalls.createProposalApproval(state, body),
    listNotifications: (from) => proposalCalls.listNotifications(state, from),

    getAccountState: () => hub.getAccountState(state),
    listSeizures: () => hub.listSeizures(state),
    createSeizureTransfer: (body) => hub.createSeizureTransfer(state, body),
    listUserSettings: () => hub.listUserSettings(state),
    getUserSetting: (key) => hub.getUserSetting(state, key),
    saveUserSetting: (key, value) => hub.saveUserSetting(state, key, value),
    hideTeaser: () => hub.hideTeaser(state),
    getFallbackCardSettings: () => hub.getFallbackCardSettings(state),
    saveFallbackCardSettings: (settings) => hub.saveFallbackCardSettings(state, settings),
    sendDeviceLinkPush: () => hub.sendDeviceLinkPush(state),
    getMfaState: () => hub.getMfaState(state),
    startMfaActivation: () => hub.startMfaActivation(state),
    decideTermsConsent: (body) => hub.decideTermsConsent(state, body),
    completeOnboarding: (businessId) => hub.completeOnboarding(state, businessId),

    onboardingDirectoryReady: () => onboardingDirectory.onboardingDirectoryReady(state),
    getCurrentPerson: () => personOnboarding.getCurrentPerson(state),
    getPerson: (personId) => personOnboarding.getPerson(state, personId),
    savePerson: (person) => personOnboarding.savePerson(state, person),
    getOrganizationTypes: () => onboardingDirectory.getOrganizationTypes(state),
    searchBranchesOfIndustry: (term) => onboardingDirectory.searchBranchesOfIndustry(state, term),
    getBranchOfIndustry: (branchId) => onboardingDirectory.getBranchOfIndustry(state, branchId),
    getOrganisationBranch: () => onboardingDirectory.getOrganisationBranch(state),
    createIdentification: (personId) => personOnboarding.createIdentification(state, personId),
    updateIdentification: (identificationId) => personOnboarding.updateIdentification(state, identificationId),
    listIdentifications: (personId) => personOnboarding.listIdentifications(state, personId),
    getPersonOnboarding: (personId) => personOnboarding.getPersonOnboarding(state, personId),
    createAccount: (personId) => personOnboarding.createAccount(state, personId),
    orderCard: (request) => personOnboarding.orderCard(state, request),
    cancelActivation: () => personOnboarding.cancelActivation(state),
    saveBusiness: (business) => businessOnboarding.saveBusiness(state, business),
    listBusinesses: () => businessOnboarding.listBusinesses(state),
    saveLegalRepresentative: (link) => businessOnboarding.saveLegalRepresentative(state, link),
    listLegalRepresentatives: (businessId) => businessOnboarding.listLegalRepresentatives(state, businessId),
    saveBeneficialOwner: (owner) => businessOnboarding.saveBeneficialOwner(state, owner),
    listBeneficialOwners: (businessId) => businessOnboarding.listBeneficialOwners(state, businessId),
    addAuthorizedPerson: (businessId, accountId, personId) => businessOnboarding.addAuthorizedPerson(state, businessId, accountId, personId),
    createBusinessIdentification: (businessId) => businessOnboarding.createBusinessIdentification(state, businessId),
    processBusinessIdentification: (businessId) => businessOnboarding.processBusinessIdentification(state, businessId),
    createBusinessAccount: (businessId) => businessOnboarding.createBusinessAccount(state, businessId),
    markLegalIdentificationSuccessful: (businessId) => businessOnboarding.markLegalIdentificationSuccessful(state, businessId),
    searchCommercialRegistrations: (companyName) => onboardingDirectory.searchCommercialRegistrations(state, companyName),
    getCommercialRegistration: (number, issuer) => onboardingDirectory.getCommercialRegistration(state, number, issuer),
    submitTaxNumber: (lexBankBusinessId, taxNumber) => businessOnboarding.submitTaxNumber(state, lexBankBusinessId, taxNumber),

    isFinanceAccessDenied: () => state.hub.financeAccessDenied,
    activeOrganisationId: () => state.hub.organisationId,
    switchOrganisation: (organisation) => restoreSnapshot(state, organisationSnapshotOf(seed, clock, organisation)),

    snapshot: () => snapshotOf(state),
    restore: (snapshot) => restoreSnapshot(state, snapshot),
  }, untouched, persisted === undefined ? undefined : { runBeforeNextCall: persisted.runBeforeNextCall, pause: persistence?.pause }), untouched)
  if (persisted === undefined) {
    return {
      ...operations,
      ...readsAheadOf(state),
      storeReady: () => Promise.resolve(),
      storeReadyBesideBookkeeping: () => Promise.resolve(),
      storeSettled: () => Promise.resolve(),
      resetToSeed: () => {
        restoreSnapshot(state, snapshotOf(createMemoryState(seed, clock)))
        return Promise.resolve()
      },
    }
  }
  return {
    ...withPersistence(operations, persisted),
    ...readsAheadOf(state),
    storeReady: persisted.ready,
    storeReadyBesideBookkeeping: persisted.readyBesideBookkeeping,
    storeSettled: persisted.settled,
    resetToSeed: persisted.reset,
  }
}

/** The records of `organisation` over the db's seed: the seed's, with the organisation's accounts, bookkeeping and hub. */
const organisationSnapshotOf = (
  seed: MemorySeed | MemorySeedWithBankLoader,
  clock: Clock,
  organisation: MemoryOrganisationSeed,
): MemorySnapshot => {
  const base = snapshotOf(createMemoryState(seed, clock))
  const ownAccounts = organisation.financialAccounts !== undefined
  return {
    ...base,
    accounts: ownAccounts ? structuredClone([...(organisation.financialAccounts ?? [])]) : base.accounts,
    contacts: ownAccounts ? [] : base.contacts,
    transactionData:
      organisation.withoutBookkeeping === true
        ? { transactions: [], reservedTransactions: [], vouchers: [], payments: [], postingCategories: [], events: [] }
        : base.transactionData,
    proposalData: null,
    transfers: ownAccounts ? transfersOfAccounts(base.transfers, organisation.financialAccounts ?? []) : base.transfers,
    hub: createHubState(organisation.hub),
    onboarding: createOnboardingState(organisation.hub.onboarding),
  }
}

/**
 * The seed's transfers that belong to an organisation with its own accounts: the planned payments and prepared
 * transfers of those accounts only (so the planned summary and lists follow the organisation, e.g. none without
 * accounts). Chosen: executed transfers name no account, so such an organisation starts without them, as without
 * orders.
 */
const transfersOfAccounts = (records: TransferRecords, financialAccounts: ReadonlyArray<FinancialAccountWire>): TransferRecords => {
  const ids = new Set(financialAccounts.map((a) => a.financialAccountId))
  return {
    transfers: records.transfers.filter((r) => r.bankAccountId !== null && ids.has(r.bankAccountId)),
    orders: [],
    planned: records.planned.filter((r) => ids.has(r.bankAccountId)),
    executed: [],
    changeRequests: [],
  }
}

type ReadsAhead = Pick<MemoryDb, 'plannedCsvPreviewReads' | 'plannedCsvPreviewFailedRowsReads' | 'plannedCsvImportReads' | 'keepStatementReads'>

/** The reads ahead change no stored record, so nothing is written behind them. */
const readsAheadOf = (state: MemoryState): ReadsAhead => ({
  plannedCsvPreviewReads: (request) => uploadAndPreview.plannedCsvPreviewReads(state, request),
  plannedCsvPreviewFailedRowsReads: (request) => uploadAndPreview.plannedCsvPreviewFailedRowsReads(state, request),
  plannedCsvImportReads: (request) => importJobs.plannedCsvImportReads(state, request),
  keepStatementReads: (reads) => statementReads.keepStatementReads(state, reads),
})
