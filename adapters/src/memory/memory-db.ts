/**
 * The in-memory backend's state: wire-shaped records, exactly what the server would hold and send, and the
 * semantics of every operation. The memory port and the reference server both work on it, so demo mode and HTTP
 * mode see the same data and fail alike: each operation answers `Either<DbFailure, Wire>`.
 */
import type {
  AssignReservedVoucherPaymentsRequest,
  AssignVoucherPaymentsRequest,
  CategoriseRequest,
  FinancialTransactionWire,
  FinancialVoucherDefault,
  IgnoreTransactionRequest,
  LogRequest,
  PaymentOptionsRequest,
  PostingCategory,
  PostingDirection,
  ReservedTransactionSummary,
  TransactionSummary,
  UserEventRequest,
  UserTagRequest,
  VoucherSearchRequest,
  BankTransferListEntryWire,
  BankTransferOrderWire,
  BankTransferSummary,
  BankTransferWire,
  ChangeRequestStatus,
  CreateBankTransferOrderRequest,
  CreateBankTransfersRequest,
  PayeeVerification,
  PayeeVerificationRequest,
  PlannedBankTransferWire,
  Reoccurrence,
  ScaAnswer,
  SepaInstantStatus,
  StandingOrderDeletionResult,
  BankDetails,
  BankDetailsQuery,
  BankInfo,
  Clock,
  FinancialAccountBodyWire,
  FinancialAccountWire,
  FinancialAccountsQuery,
  FinancialContactCreateHeaders,
  FinancialContactWire,
  NeedlessAction,
  NeedlessInfoWire,
  OnlineBankingAccountWire,
  PaypalConnectUrlQuery,
  CsvImportOptions,
  CsvPreviewRequest,
  CsvUploadRequest,
  ImportProfile,
  ImportResult,
  StartCsvImportRequest,
  CreateProposalApprovalRequest,
  ReviewProposalRequest,
  UpdateProposalNoteRequest,
  BankAccountStateWire,
  FallbackCardSettings,
  MfaState,
  SeizureTransferPayload,
  SeizureWire,
  TermsConsentRequest,
  UserSetting,
  BeneficialOwner,
  BranchOfIndustry,
  Business,
  BusinessBankAccount,
  CardOrder,
  CardOrderRequest,
  CommercialRegistration,
  CurrentPerson,
  Identification,
  LegalRepresentativeLink,
  OrganisationBranch,
  OrganizationTypes,
  Person,
  PersonOnboarding,
  SavedBusiness,
  SavedPerson,
} from '@kontor/core'
import * as accounts from './memory-accounts.ts'
import * as banks from './memory-bank-directory.ts'
import * as contacts from './memory-contacts.ts'
import * as csvImport from './memory-csv-import.ts'
import * as hub from './memory-hub.ts'
import type { FinancialContactBodyWire, OnlineBankingAccountsRequest, OnlineBankingDataRequest } from './memory-contacts.ts'
import type { DbResult } from './memory-failures.ts'
import * as needless from './memory-needless.ts'
import * as onboarding from './memory-onboarding.ts'
import { createOnboardingState } from './memory-onboarding-state.ts'
import * as paypal from './memory-paypal.ts'
import * as proposals from './memory-proposals.ts'
import { createMemoryPersistence, withPersistence, type MemoryPersistenceOptions } from './memory-persistence.ts'
import { restoreSnapshot, snapshotOf, type MemorySnapshot } from './memory-snapshot.ts'
import { createHubState, type MemoryOrganisationSeed } from './memory-hub-state.ts'
import { createMemoryState, type MemorySeed, type MemorySeedWithBankLoader, type MemoryState } from './memory-state.ts'
import * as transfers from './memory-transfers.ts'
import type { TransferRecords } from './memory-transfer-state.ts'
import { transactionDataReady } from './memory-transaction-data.ts'
import { getTransactionSummaryRemembered, headListOf, headSummaryOf, listTransactionsRemembered } from './memory-transaction-head.ts'
import * as transactions from './memory-transactions.ts'
import { nextTask } from './load-on-first-use.ts'
import type { ProposalsSearch } from '../wire/proposal-queries.ts'
import type { ReservedTransactionsSearch, TransactionsSearch } from '../wire/transaction-queries.ts'

export type { DbFailure, DbResult } from './memory-failures.ts'
export type { FinancialContactBodyWire, OnlineBankingAccountsRequest, OnlineBankingDataRequest } from './memory-contacts.ts'
export type { MemoryPersistenceOptions, MemoryTextStorage, StoreMigration } from './memory-persistence.ts'
export { MEMORY_STORE_MIGRATIONS } from './memory-persistence.ts'
export type { MemoryRecordStore, MemoryStoreChannel, MemoryStoreMessage, MemoryStoreWrite, StoredPartRecord, StoreAsideReason } from './memory-store.ts'
export { createIdbMemoryStore, type IndexedDbGlobals } from './memory-idb-store.ts'
export type { MemorySnapshot, StoredStateProblem } from './memory-snapshot.ts'
export type {
  MemoryTransferBehaviour,
  MemoryTransferSeed,
  PayeeHolder,
  PlannedRecord,
  RecipientOutcome,
  ScaMode,
  TransferContactWire,
  TransferRecord,
} from './memory-transfer-state.ts'
export type {
  MemoryTransactionsSeed,
  StoredPayment,
  StoredPostingCategory,
  StoredReservedTransaction,
  StoredTransaction,
  StoredVoucher,
} from './memory-transaction-state.ts'
export type { MemoryHubSeed, MemoryOrganisationSeed } from './memory-hub-state.ts'
export type { LoadOnboardingDirectory, MemoryOnboardingProfile, OnboardingDirectory } from './memory-onboarding-state.ts'
export type { LoadBankDirectory, LoadTransactionData, MemoryBankBehaviour, MemorySeed, MemorySeedWithBankLoader, MemoryTransactionSeed } from './memory-state.ts'

/** A page of the transaction list in wire form. */
export interface TransactionPageWire {
  readonly content: ReadonlyArray<FinancialTransactionWire>
  readonly totalElements: number
  readonly pageNumber: number
  readonly pageSize: number
}

export interface MemoryDb {
  /** GET v102/financialAccounts: the accounts that pass every given filter, in stored order. Cannot fail. */
  readonly listFinancialAccounts: (query: FinancialAccountsQuery) => ReadonlyArray<FinancialAccountWire>
  readonly getFinancialAccount: (id: string) => DbResult<FinancialAccountWire>
  readonly createFinancialAccount: (body: FinancialAccountBodyWire) => DbResult<FinancialAccountWire>
  readonly updateFinancialAccount: (id: string, body: FinancialAccountBodyWire) => DbResult<FinancialAccountWire>
  readonly deleteFinancialAccount: (id: string) => DbResult<undefined>
  /** `sent`: the account as the client sent it (the PayPal account with empty connectionData), if it sent one. */
  readonly disconnectFinancialAccount: (id: string, sent: FinancialAccountWire | undefined) => DbResult<FinancialAccountWire>
  readonly deactivateFinancialAccount: (id: string) => DbResult<FinancialAccountWire>
  readonly activateFinancialAccount: (id: string) => DbResult<FinancialAccountWire>

  /** Resolves once the transaction data is there (a seed may bring a function that loads it: MemorySeed's transactionData). */
  readonly transactionDataReady: () => Promise<void>
  /** Resolves once the bank directory is there (a seed may bring a function that loads it: MemorySeed's banks). */
  readonly bankDirectoryReady: () => Promise<void>
  readonly searchBanks: (searchTerm: string) => DbResult<ReadonlyArray<BankInfo>>
  readonly getBankDetails: (query: BankDetailsQuery) => DbResult<BankDetails>

  readonly listFinancialContacts: () => ReadonlyArray<FinancialContactWire>
  readonly getFinancialContact: (id: string) => DbResult<FinancialContactWire>
  readonly createFinancialContact: (
    body: FinancialContactBodyWire,
    headers: FinancialContactCreateHeaders,
  ) => DbResult<FinancialContactWire>
  readonly updateFinancialContact: (id: string, body: FinancialContactBodyWire) => DbResult<FinancialContactWire>
  readonly deleteBankContact: (id: string) => DbResult<undefined>
  readonly listOnlineBankingAccounts: (
    contactId: string,
    request: OnlineBankingAccountsRequest,
  ) => DbResult<ReadonlyArray<OnlineBankingAccountWire>>
  readonly createContactAccount: (contactId: string, body: FinancialAccountBodyWire) => DbResult<FinancialAccountWire>
  readonly updateContactAccount: (
    contactId: string,
    accountId: string,
    body: FinancialAccountBodyWire,
  ) => DbResult<FinancialAccountWire>
  readonly updateOnlineBankingData: (
    contactId: string,
    accountId: string,
    request: OnlineBankingDataRequest,
  ) => DbResult<FinancialAccountWire>

  /** The query as the server reads it: the date unchecked (the db checks it, so both modes answer alike). */
  readonly getNeedlessInfo: (financialAccountId: string, needlessStartDate: string | null) => DbResult<NeedlessInfoWire>
  /** The query as the server reads it: the date unchecked; the action is the route's (needlessDelete, needlessIgnore). */
  readonly applyNeedlessAction: (
    financialAccountId: string,
    needlessStartDate: string | null,
    action: NeedlessAction,
  ) => DbResult<NeedlessInfoWire>

  readonly getPaypalConnectUrl: (query: PaypalConnectUrlQuery) => DbResult<{ url: string }>

  // Bank transfers (memory-transfers.ts)
  readonly cleanSepaText: (value: string) => DbResult<{ value: string }>
  readonly createBankTransfers: (body: CreateBankTransfersRequest) => DbResult<ReadonlyArray<BankTransferWire>>
  readonly getBankTransfers: (ids: ReadonlyArray<string>) => DbResult<ReadonlyArray<BankTransferWire>>
  readonly createBankTransferOrder: (body: CreateBankTransferOrderRequest) => DbResult<BankTransferOrderWire>
  readonly executeBankTransferOrder: (id: string, sca: ScaAnswer) => DbResult<BankTransferOrderWire>
  readonly getBankTransferOrder: (id: string) => DbResult<BankTransferOrderWire>
  readonly deleteBankTransferOrder: (id: string) => DbResult<undefined>
  readonly getSepaInstantStatus: (id: string, transactionId: string) => DbResult<SepaInstantStatus>
  readonly listReoccurrences: () => DbResult<ReadonlyArray<Reoccurrence>>
  readonly verifyPayee: (request: PayeeVerificationRequest) => DbResult<PayeeVerification>
  readonly searchContacts: (search: { readonly query: string; readonly firstRow: number; readonly numRows: number }) => DbResult<ReadonlyArray<unknown>>
  readonly listPreparedTransfers: (
    pageNumber: number | undefined,
    pageSize: number | undefined,
  ) => DbResult<{ bankTransfers: ReadonlyArray<BankTransferListEntryWire>; numBankTransfers: number }>
  readonly listExecutedTransfers: (
    pageNumber: number | undefined,
    pageSize: number | undefined,
  ) => DbResult<{ bankTransfers: ReadonlyArray<BankTransferListEntryWire>; numBankTransfers: number }>
  readonly listScheduledTransfers: () => DbResult<ReadonlyArray<PlannedBankTransferWire>>
  readonly listStandingOrders: () => DbResult<ReadonlyArray<PlannedBankTransferWire>>
  readonly deleteBankTransfer: (id: string, sca: ScaAnswer) => DbResult<StandingOrderDeletionResult>
  readonly getBankTransferSummary: () => DbResult<BankTransferSummary>
  readonly getChangeRequestStatus: (id: string) => DbResult<ChangeRequestStatus>
  readonly deleteChangeRequest: (id: string) => DbResult<undefined>
  readonly requestSmsTan: (id: string) => DbResult<undefined>
  readonly listPrivileges: () => DbResult<ReadonlyArray<string>>

  // Transactions, vouchers, payments, posting categories and telemetry (memory-transactions.ts)
  readonly listTransactions: (query: TransactionsSearch) => DbResult<TransactionPageWire>
  readonly getTransactionSummary: (requestDate: string) => DbResult<TransactionSummary>
  /**
   * While the stored bookkeeping is not read yet: the list or summary the store kept for the first screen
   * (memory-transaction-head.ts), or undefined, and the call waits for the bookkeeping.
   */
  readonly headOfTransactions: (query: TransactionsSearch) => DbResult<unknown> | undefined
  readonly headOfTransactionSummary: (requestDate: string) => DbResult<TransactionSummary> | undefined
  readonly getBookingState: (id: string) => DbResult<unknown>
  readonly listLatestTransactions: (financialAccountId: string) => DbResult<ReadonlyArray<FinancialTransactionWire>>
  readonly ignoreTransaction: (id: string, body: IgnoreTransactionRequest) => DbResult<FinancialTransactionWire>
  readonly unignoreTransaction: (id: string) => DbResult<FinancialTransactionWire>
  readonly refreshExternalState: (id: string) => DbResult<FinancialTransactionWire>
  readonly listReservedTransactions: (query: ReservedTransactionsSearch) => DbResult<unknown>
  readonly getReservedTransactionSummary: () => DbResult<ReservedTransactionSummary>
  readonly searchVouchers: (request: VoucherSearchRequest) => DbResult<unknown>
  readonly proposeVouchers: (financialTransactionId: string) => DbResult<unknown>
  readonly getVoucher: (voucherId: string) => DbResult<unknown>
  readonly getFinancialVoucherDefault: (direction: PostingDirection) => DbResult<FinancialVoucherDefault>
  readonly categoriseWithoutReceipt: (direction: PostingDirection, body: CategoriseRequest) => DbResult<FinancialTransactionWire>
  /** `direction` as the path holds it: anything but income or outgo is an unknown path (404). */
  readonly listPostingCategories: (direction: string, searchTerm: string) => DbResult<ReadonlyArray<PostingCategory>>
  readonly getPostingCategory: (id: string, keyDate: string) => DbResult<PostingCategory>
  readonly getPaymentOptions: (request: PaymentOptionsRequest) => DbResult<unknown>
  readonly assignVouchers: (body: AssignVoucherPaymentsRequest) => DbResult<FinancialTransactionWire>
  readonly assignReservedVouchers: (body: AssignReservedVoucherPaymentsRequest) => DbResult<unknown>
  readonly listPayments: (financialTransactionId: string) => DbResult<ReadonlyArray<unknown>>
  readonly listReservedPayments: (reservedTransactionId: string) => DbResult<ReadonlyArray<unknown>>
  readonly deletePayment: (paymentId: string) => DbResult<FinancialTransactionWire>
  readonly deleteReservedPayments: (reservedTransactionId: string) => DbResult<unknown>
  readonly reversePayment: (paymentId: string, reverseDate: string) => DbResult<FinancialTransactionWire>
  readonly updatePaymentNote: (paymentId: string, note: string | null) => DbResult<unknown>
  readonly tagUser: (body: UserTagRequest) => DbResult<undefined>
  readonly sendEvent: (body: UserEventRequest) => DbResult<undefined>
  readonly log: (body: LogRequest) => DbResult<undefined>

  // CSV import (memory-csv-import.ts)
  readonly uploadCsvFile: (request: CsvUploadRequest) => DbResult<{ id: string }>
  readonly getCsvPreview: (request: CsvPreviewRequest) => DbResult<unknown>
  readonly getCsvPreviewFailedRowsCsv: (request: CsvPreviewRequest) => DbResult<string>
  readonly startCsvImport: (request: StartCsvImportRequest) => DbResult<ImportResult>
  readonly getCsvImport: (id: string) => DbResult<ImportResult>
  readonly getLastCsvImport: (financialAccountId: string) => DbResult<ImportResult | null>
  readonly getFailedImportsCsv: (id: string) => DbResult<string>
  readonly getImportProfile: (financialAccountId: string) => DbResult<ImportProfile | null>
  readonly saveImportProfile: (financialAccountId: string, profile: ImportProfile) => DbResult<unknown>
  readonly getImportOptions: () => DbResult<CsvImportOptions>
  /** The reads of the file getCsvPreview would do for the request (none when it would refuse before reading). */
  readonly plannedCsvPreviewReads: (request: CsvPreviewRequest) => ReadonlyArray<csvImport.PlannedStatementRead>
  /** The read of the file getCsvPreviewFailedRowsCsv would do for the request (none when it would refuse before reading). */
  readonly plannedCsvPreviewFailedRowsReads: (request: CsvPreviewRequest) => ReadonlyArray<csvImport.PlannedStatementRead>
  /** The read of the file startCsvImport would do for the request (none when it would refuse before reading). */
  readonly plannedCsvImportReads: (request: StartCsvImportRequest) => ReadonlyArray<csvImport.PlannedStatementRead>
  /** Reads done elsewhere (a Web Worker), taken by the preview or import called next instead of reading again. */
  readonly keepStatementReads: (reads: ReadonlyArray<csvImport.DoneStatementRead>) => void

  // Proposals, approvals and notifications (memory-proposals.ts)
  readonly listProposals: (search: ProposalsSearch) => DbResult<unknown>
  readonly getProposal: (proposalId: string) => DbResult<unknown>
  readonly reviewProposal: (proposalId: string, body: ReviewProposalRequest) => DbResult<unknown>
  readonly updateProposalNote: (proposalId: string, body: UpdateProposalNoteRequest) => DbResult<unknown>
  readonly getProposalApprovalSummary: () => DbResult<unknown>
  readonly createProposalApproval: (body: CreateProposalApprovalRequest) => DbResult<unknown>
  readonly listNotifications: (from: number) => DbResult<unknown>

  // The hub (memory-hub.ts)
  readonly getAccountState: () => DbResult<BankAccountStateWire>
  readonly listSeizures: () => DbResult<ReadonlyArray<SeizureWire>>
  readonly createSeizureTransfer: (body: SeizureTransferPayload) => DbResult<ReadonlyArray<BankTransferWire>>
  readonly listUserSettings: () => DbResult<ReadonlyArray<UserSetting>>
  readonly getUserSetting: (key: string) => DbResult<UserSetting>
  readonly saveUserSetting: (key: string, value: string) => DbResult<undefined>
  readonly hideTeaser: () => DbResult<undefined>
  readonly getFallbackCardSettings: () => DbResult<FallbackCardSettings>
  readonly saveFallbackCardSettings: (settings: FallbackCardSettings) => DbResult<FallbackCardSettings>
  readonly sendDeviceLinkPush: () => DbResult<undefined>
  readonly getMfaState: () => DbResult<MfaState>
  readonly startMfaActivation: () => DbResult<undefined>
  readonly decideTermsConsent: (body: TermsConsentRequest) => DbResult<BankAccountStateWire>
  readonly completeOnboarding: (businessId: string) => DbResult<undefined>

  // The business account onboarding (memory-onboarding.ts)
  readonly onboardingDirectoryReady: () => Promise<void>
  readonly getCurrentPerson: () => DbResult<CurrentPerson>
  readonly getPerson: (personId: string) => DbResult<SavedPerson>
  readonly savePerson: (person: Person) => DbResult<SavedPerson>
  readonly getOrganizationTypes: () => DbResult<OrganizationTypes>
  readonly searchBranchesOfIndustry: (term: string) => DbResult<ReadonlyArray<BranchOfIndustry>>
  readonly getBranchOfIndustry: (branchId: string) => DbResult<BranchOfIndustry>
  readonly getOrganisationBranch: () => DbResult<OrganisationBranch>
  readonly createIdentification: (personId: string) => DbResult<Identification>
  readonly updateIdentification: (identificationId: string) => DbResult<Identification>
  readonly listIdentifications: (personId: string) => DbResult<ReadonlyArray<Identification>>
  readonly getPersonOnboarding: (personId: string) => DbResult<PersonOnboarding>
  readonly createAccount: (personId: string) => DbResult<BusinessBankAccount>
  readonly orderCard: (request: CardOrderRequest) => DbResult<CardOrder>
  readonly cancelActivation: () => DbResult<undefined>
  readonly saveBusiness: (business: Business) => DbResult<SavedBusiness>
  readonly listBusinesses: () => DbResult<ReadonlyArray<SavedBusiness>>
  readonly saveLegalRepresentative: (link: LegalRepresentativeLink) => DbResult<LegalRepresentativeLink>
  readonly listLegalRepresentatives: (businessId: string) => DbResult<ReadonlyArray<LegalRepresentativeLink>>
  readonly saveBeneficialOwner: (owner: BeneficialOwner) => DbResult<BeneficialOwner>
  readonly listBeneficialOwners: (businessId: string) => DbResult<ReadonlyArray<BeneficialOwner>>
  readonly addAuthorizedPerson: (businessId: string, accountId: string, authorizedPersonId: string) => DbResult<undefined>
  readonly createBusinessIdentification: (businessId: string) => DbResult<ReadonlyArray<Identification>>
  readonly processBusinessIdentification: (businessId: string) => DbResult<ReadonlyArray<Identification>>
  readonly createBusinessAccount: (businessId: string) => DbResult<BusinessBankAccount>
  readonly markLegalIdentificationSuccessful: (businessId: string) => DbResult<undefined>
  readonly searchCommercialRegistrations: (companyName: string) => DbResult<ReadonlyArray<CommercialRegistration>>
  readonly getCommercialRegistration: (registrationNumber: string, registrationIssuer: string) => DbResult<CommercialRegistration>
  readonly submitTaxNumber: (lexBankBusinessId: string, taxNumber: string) => DbResult<undefined>

  /** Whether the account list answers 403 (the demo's "no access" organisation, memory-hub-state.ts). */
  readonly isFinanceAccessDenied: () => boolean

  // Demo organisations (the demo's switcher, ui/src/app/demo-organisations.ts): outside every port.
  /** The id of the organisation the db holds (the seed's hub organisationId; null: none named). */
  readonly activeOrganisationId: () => string | null
  /**
   * Puts the organisation in place of the current one, from its seed: chosen, the organisation's earlier changes are
   * not kept (one stored state holds one organisation; a demo reset goes back to the db's own seed).
   */
  readonly switchOrganisation: (organisation: MemoryOrganisationSeed) => void

  /**
   * Resolves when the state is the store's (with persistence: the start-up read, another tab's change, a reset);
   * the backend's every operation waits for it. Without persistence: at once.
   */
  readonly storeReady: () => Promise<void>
  /** As storeReady, but not waiting for the stored bookkeeping's read: what the first screen's kept answers wait for. */
  readonly storeReadyBesideBookkeeping: () => Promise<void>
  /** Resolves when every change so far has been written (or its write failed): tests, a page about to go. */
  readonly storeSettled: () => Promise<void>
  /** The demo's reset: the seed again, in this tab and (with persistence) in every other one; nothing stored. */
  readonly resetToSeed: () => Promise<void>

  /** A copy of the records the calls changed (memory-snapshot.ts). */
  readonly snapshot: () => MemorySnapshot
  /** Replaces the records by a copy of the snapshot's (and stores them, when the db is persistent). */
  readonly restore: (snapshot: MemorySnapshot) => void
}

/**
 * The clock dates new accounts and is "today" of the needless start date (the server entry passes systemClock).
 * With `persistence` the state is kept in its storage and taken from it (the demo across reloads and tabs,
 * memory-persistence.ts); without, it lives as long as the db (the reference server, the tests).
 */
export const createMemoryDb = (
  seed: MemorySeed | MemorySeedWithBankLoader,
  clock: Clock,
  persistence?: MemoryPersistenceOptions,
): MemoryDb => {
  const state = createMemoryState(seed, clock)
  // Every operation keeps the proposals in step with the records (memory-proposals.ts withProposalUpkeep).
  // Every operation keeps the onboarding's process and identifications in step with the db clock (memory-onboarding.ts).
  const untouched = ['transactionDataReady', 'headOfTransactions', 'headOfTransactionSummary', 'bankDirectoryReady', 'onboardingDirectoryReady', 'snapshot', 'restore', 'activeOrganisationId', 'switchOrganisation'] as const
  const persisted = persistence === undefined ? undefined : createMemoryPersistence(state, persistence)
  const operations: Omit<MemoryDb, keyof ReadsAhead | 'storeReady' | 'storeReadyBesideBookkeeping' | 'storeSettled' | 'resetToSeed'> = onboarding.withOnboardingUpkeep(state, proposals.withProposalUpkeep(state, {
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
            .then(() => transactions.deriveAhead(state, persistence?.pause ?? nextTask)),
    searchBanks: (term) => banks.searchBanks(state, term),
    getBankDetails: (query) => banks.getBankDetails(state, query),

    listFinancialContacts: () => contacts.listFinancialContacts(state),
    getFinancialContact: (id) => contacts.getFinancialContact(state, id),
    createFinancialContact: (body, headers) => contacts.createFinancialContact(state, body, headers),
    updateFinancialContact: (id, body) => contacts.updateFinancialContact(state, id, body),
    deleteBankContact: (id) => contacts.deleteBankContact(state, id),
    listOnlineBankingAccounts: (id, request) => contacts.listOnlineBankingAccounts(state, id, request),
    createContactAccount: (id, body) => contacts.createContactAccount(state, id, body),
    updateContactAccount: (id, accountId, body) => contacts.updateContactAccount(state, id, accountId, body),
    updateOnlineBankingData: (id, accountId, request) => contacts.updateOnlineBankingData(state, id, accountId, request),

    getNeedlessInfo: (id, startDate) => needless.getNeedlessInfo(state, id, startDate),
    applyNeedlessAction: (id, startDate, action) => needless.applyNeedlessAction(state, id, startDate, action),

    getPaypalConnectUrl: (query) => paypal.getPaypalConnectUrl(state, query),

    cleanSepaText: (value) => transfers.cleanSepaText(value),
    createBankTransfers: (body) => transfers.createBankTransfers(state, body),
    getBankTransfers: (ids) => transfers.getBankTransfers(state, ids),
    createBankTransferOrder: (body) => transfers.createBankTransferOrder(state, body),
    executeBankTransferOrder: (id, sca) => transfers.executeBankTransferOrder(state, id, sca),
    getBankTransferOrder: (id) => transfers.getBankTransferOrder(state, id),
    deleteBankTransferOrder: (id) => transfers.deleteBankTransferOrder(state, id),
    getSepaInstantStatus: (id, transactionId) => transfers.getSepaInstantStatus(state, id, transactionId),
    listReoccurrences: () => transfers.listReoccurrences(),
    verifyPayee: (request) => transfers.verifyPayee(state, request),
    searchContacts: (search) => transfers.searchContacts(state, search),
    listPreparedTransfers: (pageNumber, pageSize) => transfers.listPreparedTransfers(state, pageNumber, pageSize),
    listExecutedTransfers: (pageNumber, pageSize) => transfers.listExecutedTransfers(state, pageNumber, pageSize),
    listScheduledTransfers: () => transfers.listScheduledTransfers(state),
    listStandingOrders: () => transfers.listStandingOrders(state),
    deleteBankTransfer: (id, sca) => transfers.deleteBankTransfer(state, id, sca),
    getBankTransferSummary: () => transfers.getBankTransferSummary(state),
    getChangeRequestStatus: (id) => transfers.getChangeRequestStatus(state, id),
    deleteChangeRequest: (id) => transfers.deleteChangeRequest(state, id),
    requestSmsTan: (id) => transfers.requestSmsTan(state, id),
    listPrivileges: () => transfers.listPrivileges(state),

    listTransactions: (query) => listTransactionsRemembered(state, query),
    getTransactionSummary: (requestDate) => getTransactionSummaryRemembered(state, requestDate),
    headOfTransactions: (query) => headListOf(state, query),
    headOfTransactionSummary: (requestDate) => headSummaryOf(state, requestDate),
    getBookingState: (id) => transactions.getBookingState(state, id),
    listLatestTransactions: (accountId) => transactions.listLatestTransactions(state, accountId),
    ignoreTransaction: (id, body) => transactions.ignoreTransaction(state, id, body),
    unignoreTransaction: (id) => transactions.unignoreTransaction(state, id),
    refreshExternalState: (id) => transactions.refreshExternalState(state, id),
    listReservedTransactions: (query) => transactions.listReservedTransactions(state, query),
    getReservedTransactionSummary: () => transactions.getReservedTransactionSummary(state),
    searchVouchers: (request) => transactions.searchVouchers(state, request),
    proposeVouchers: (id) => transactions.proposeVouchers(state, id),
    getVoucher: (id) => transactions.getVoucher(state, id),
    getFinancialVoucherDefault: (direction) => transactions.getFinancialVoucherDefault(state, direction),
    categoriseWithoutReceipt: (direction, body) => transactions.categoriseWithoutReceipt(state, direction, body),
    listPostingCategories: (direction, term) => transactions.listPostingCategories(state, direction, term),
    getPostingCategory: (id, keyDate) => transactions.getPostingCategory(state, id, keyDate),
    getPaymentOptions: (request) => transactions.getPaymentOptions(state, request),
    assignVouchers: (body) => transactions.assignVouchers(state, body),
    assignReservedVouchers: (body) => transactions.assignReservedVouchers(state, body),
    listPayments: (id) => transactions.listPayments(state, id),
    listReservedPayments: (id) => transactions.listReservedPayments(state, id),
    deletePayment: (id) => transactions.deletePayment(state, id),
    deleteReservedPayments: (id) => transactions.deleteReservedPayments(state, id),
    reversePayment: (id, reverseDate) => transactions.reversePayment(state, id, reverseDate),
    updatePaymentNote: (id, note) => transactions.updatePaymentNote(state, id, note),
    tagUser: (body) => transactions.tagUser(state, body),
    sendEvent: (body) => transactions.sendEvent(state, body),
    log: (body) => transactions.log(state, body),

    uploadCsvFile: (request) => csvImport.uploadCsvFile(state, request),
    getCsvPreview: (request) => csvImport.getCsvPreview(state, request),
    getCsvPreviewFailedRowsCsv: (request) => csvImport.getCsvPreviewFailedRowsCsv(state, request),
    startCsvImport: (request) => csvImport.startCsvImport(state, request),
    getCsvImport: (id) => csvImport.getCsvImport(state, id),
    getLastCsvImport: (accountId) => csvImport.getLastCsvImport(state, accountId),
    getFailedImportsCsv: (id) => csvImport.getFailedImportsCsv(state, id),
    getImportProfile: (accountId) => csvImport.getImportProfile(state, accountId),
    saveImportProfile: (accountId, profile) => csvImport.saveImportProfile(state, accountId, profile),
    getImportOptions: () => csvImport.getImportOptions(),

    listProposals: (search) => proposals.listProposals(state, search),
    getProposal: (id) => proposals.getProposal(state, id),
    reviewProposal: (id, body) => proposals.reviewProposal(state, id, body),
    updateProposalNote: (id, body) => proposals.updateProposalNote(state, id, body),
    getProposalApprovalSummary: () => proposals.getProposalApprovalSummary(state),
    createProposalApproval: (body) => proposals.createProposalApproval(state, body),
    listNotifications: (from) => proposals.listNotifications(state, from),

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

    onboardingDirectoryReady: () => onboarding.onboardingDirectoryReady(state),
    getCurrentPerson: () => onboarding.getCurrentPerson(state),
    getPerson: (personId) => onboarding.getPerson(state, personId),
    savePerson: (person) => onboarding.savePerson(state, person),
    getOrganizationTypes: () => onboarding.getOrganizationTypes(state),
    searchBranchesOfIndustry: (term) => onboarding.searchBranchesOfIndustry(state, term),
    getBranchOfIndustry: (branchId) => onboarding.getBranchOfIndustry(state, branchId),
    getOrganisationBranch: () => onboarding.getOrganisationBranch(state),
    createIdentification: (personId) => onboarding.createIdentification(state, personId),
    updateIdentification: (identificationId) => onboarding.updateIdentification(state, identificationId),
    listIdentifications: (personId) => onboarding.listIdentifications(state, personId),
    getPersonOnboarding: (personId) => onboarding.getPersonOnboarding(state, personId),
    createAccount: (personId) => onboarding.createAccount(state, personId),
    orderCard: (request) => onboarding.orderCard(state, request),
    cancelActivation: () => onboarding.cancelActivation(state),
    saveBusiness: (business) => onboarding.saveBusiness(state, business),
    listBusinesses: () => onboarding.listBusinesses(state),
    saveLegalRepresentative: (link) => onboarding.saveLegalRepresentative(state, link),
    listLegalRepresentatives: (businessId) => onboarding.listLegalRepresentatives(state, businessId),
    saveBeneficialOwner: (owner) => onboarding.saveBeneficialOwner(state, owner),
    listBeneficialOwners: (businessId) => onboarding.listBeneficialOwners(state, businessId),
    addAuthorizedPerson: (businessId, accountId, personId) => onboarding.addAuthorizedPerson(state, businessId, accountId, personId),
    createBusinessIdentification: (businessId) => onboarding.createBusinessIdentification(state, businessId),
    processBusinessIdentification: (businessId) => onboarding.processBusinessIdentification(state, businessId),
    createBusinessAccount: (businessId) => onboarding.createBusinessAccount(state, businessId),
    markLegalIdentificationSuccessful: (businessId) => onboarding.markLegalIdentificationSuccessful(state, businessId),
    searchCommercialRegistrations: (companyName) => onboarding.searchCommercialRegistrations(state, companyName),
    getCommercialRegistration: (number, issuer) => onboarding.getCommercialRegistration(state, number, issuer),
    submitTaxNumber: (lexBankBusinessId, taxNumber) => onboarding.submitTaxNumber(state, lexBankBusinessId, taxNumber),

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
  plannedCsvPreviewReads: (request) => csvImport.plannedCsvPreviewReads(state, request),
  plannedCsvPreviewFailedRowsReads: (request) => csvImport.plannedCsvPreviewFailedRowsReads(state, request),
  plannedCsvImportReads: (request) => csvImport.plannedCsvImportReads(state, request),
  keepStatementReads: (reads) => csvImport.keepStatementReads(state, reads),
})
