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
import type { ProposalsSearch } from '../../wire/proposal-queries.ts'
import type { ReservedTransactionsSearch, TransactionsSearch } from '../../wire/transaction-queries.ts'
import type { FinancialContactBodyWire } from '../accounts/financial-contacts.ts'
import type { OnlineBankingAccountsRequest, OnlineBankingDataRequest } from '../accounts/online-banking-accounts.ts'
import type { DoneStatementRead, PlannedStatementRead } from '../csv-import/statement-reads.ts'
import type { MemoryOrganisationSeed } from '../hub/hub-state.ts'
import type { DbResult } from './failures.ts'
import type { MemorySnapshot } from './snapshot.ts'

export type { DbFailure, DbResult } from './failures.ts'
export type { FinancialContactBodyWire } from '../accounts/financial-contacts.ts'
export type { OnlineBankingAccountsRequest, OnlineBankingDataRequest } from '../accounts/online-banking-accounts.ts'
export type { StoreMigration } from './store-migrations.ts'
export type { MemoryPersistenceOptions, MemoryTextStorage } from './persistence-port.ts'
export { MEMORY_STORE_MIGRATIONS } from './store-migrations.ts'
export type { MemoryRecordStore, MemoryStoreChannel, MemoryStoreMessage, MemoryStoreWrite, StoredPartRecord, StoreAsideReason } from './record-store.ts'
export { createIdbMemoryStore, type IndexedDbGlobals } from './idb-store.ts'
export type { MemorySnapshot, StoredStateProblem } from './snapshot.ts'
export type {
  MemoryTransferBehaviour,
  MemoryTransferSeed,
  PayeeHolder,
  PlannedRecord,
  RecipientOutcome,
  ScaMode,
  TransferContactWire,
  TransferRecord,
} from '../transfers/transfer-state.ts'
export type {
  MemoryTransactionsSeed,
  StoredPayment,
  StoredPostingCategory,
  StoredReservedTransaction,
  StoredTransaction,
  StoredVoucher,
} from '../transactions/transaction-state.ts'
export type { MemoryHubSeed, MemoryOrganisationSeed } from '../hub/hub-state.ts'
export type { LoadOnboardingDirectory, MemoryOnboardingProfile, OnboardingDirectory } from '../onboarding/onboarding-state.ts'
export type { LoadBankDirectory, LoadTransactionData, MemoryBankBehaviour, MemorySeed, MemorySeedWithBankLoader, MemoryTransactionSeed } from './state.ts'

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

  // Bank transfers (transfers/)
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

  // Transactions, vouchers, payments, posting categories and telemetry (transactions/)
  readonly listTransactions: (query: TransactionsSearch) => DbResult<TransactionPageWire>
  readonly getTransactionSummary: (requestDate: string) => DbResult<TransactionSummary>
  /**
   * While the stored bookkeeping is not read yet: the list or summary the store kept for the first screen
   * (transactions/transaction-head.ts), or undefined, and the call waits for the bookkeeping.
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

  // CSV import (csv-import/)
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
  readonly plannedCsvPreviewReads: (request: CsvPreviewRequest) => ReadonlyArray<PlannedStatementRead>
  /** The read of the file getCsvPreviewFailedRowsCsv would do for the request (none when it would refuse before reading). */
  readonly plannedCsvPreviewFailedRowsReads: (request: CsvPreviewRequest) => ReadonlyArray<PlannedStatementRead>
  /** The read of the file startCsvImport would do for the request (none when it would refuse before reading). */
  readonly plannedCsvImportReads: (request: StartCsvImportRequest) => ReadonlyArray<PlannedStatementRead>
  /** Reads done elsewhere (a Web Worker), taken by the preview or import called next instead of reading again. */
  readonly keepStatementReads: (reads: ReadonlyArray<DoneStatementRead>) => void

  // Proposals, approvals and notifications (proposals/)
  readonly listProposals: (search: ProposalsSearch) => DbResult<unknown>
  readonly getProposal: (proposalId: string) => DbResult<unknown>
  readonly reviewProposal: (proposalId: string, body: ReviewProposalRequest) => DbResult<unknown>
  readonly updateProposalNote: (proposalId: string, body: UpdateProposalNoteRequest) => DbResult<unknown>
  readonly getProposalApprovalSummary: () => DbResult<unknown>
  readonly createProposalApproval: (body: CreateProposalApprovalRequest) => DbResult<unknown>
  readonly listNotifications: (from: number) => DbResult<unknown>

  // The hub (hub/hub.ts)
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

  // The business account onboarding (onboarding/)
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

  /** Whether the account list answers 403 (the demo's "no access" organisation, hub/hub-state.ts). */
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

  /** A copy of the records the calls changed (snapshot.ts). */
  readonly snapshot: () => MemorySnapshot
  /** Replaces the records by a copy of the snapshot's (and stores them, when the db is persistent). */
  readonly restore: (snapshot: MemorySnapshot) => void
}
