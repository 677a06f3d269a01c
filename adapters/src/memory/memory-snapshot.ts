/**
 * The memory db's records as one value that can be kept outside the page (the demo keeps it across reloads,
 * memory-persistence.ts): what the calls changed, never the seed's fixed parts (bank directory, bank behaviour, clock).
 * `MemorySnapshotCodec` checks a stored value before it becomes state: each record by the core's wire codec, ids
 * unique, counters whole numbers; keys the codecs do not know are dropped, so nothing else (a PIN or TAN slipped in
 * by hand) ever becomes state or is written back. The db holds no PIN or TAN at all: a login keeps only `pinSaved`.
 */
import {
  BankTransferCodec,
  BankTransferListEntryCodec,
  BankTransferOrderCodec,
  FinancialAccountCodec,
  FinancialContactCodec,
  ImportProfileCodec,
  LocalDateCodec,
  MoneyCodec,
  PAYMENT_DIFFERENCE_STRATEGIES,
  POSTING_DIRECTIONS,
  VOUCHER_SOURCES,
  VOUCHER_TYPES,
  TransactionAccountLogosCodec,
  PlannedBankTransferCodec,
  BankAccountStateCodec,
  FallbackCardSettingsCodec,
  SeizureCodec,
  ReoccurrenceCodec,
  CSV_IMPORT_STATUS_ONGOING,
  NOTIFICATION_TYPES,
  PROPOSAL_REVIEW_RESULTS,
  VOUCHER_PROPOSAL_REASONS,
  type FinancialAccountWire,
  type ImportProfile,
  BeneficialOwnerCodec,
  LegalRepresentativeLinkCodec,
  SavedBusinessCodec,
  SavedPersonCodec,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { MEMORY_SNAPSHOT_VERSION } from './constants.ts'
import type { CsvImportState, StoredCsvImport } from './memory-csv-import-state.ts'
import { createProposalState, type ProposalState } from './memory-proposal-state.ts'
import type { HubRecords } from './memory-hub-state.ts'
import {
  NO_SENSITIVE_ONBOARDING_RECORDS,
  mergeSensitiveOnboarding,
  splitSensitiveOnboarding,
  type OnboardingRecords,
  type SensitiveOnboardingRecords,
} from './memory-onboarding-state.ts'
import type { ContactRecord, MemoryState } from './memory-state.ts'
import { resetTransactionRecords } from './memory-transaction-data.ts'
import type { TransactionRecords } from './memory-transaction-state.ts'
import { SCA_MODES, type TransferRecords } from './memory-transfer-state.ts'

export interface MemorySnapshot {
  readonly accounts: ReadonlyArray<FinancialAccountWire>
  readonly contacts: ReadonlyArray<ContactRecord>
  /**
   * Transactions, reserved transactions, vouchers, payments, posting categories, events (memory-transaction-state.ts);
   * null: the seed's, which had not loaded yet (memory-transaction-data.ts).
   */
  readonly transactionData: TransactionRecords | null
  /** Busy accounts (by id) and the list reads they stay busy for. */
  readonly busyReadsLeft: ReadonlyMap<string, number>
  readonly nextId: number
  /** Transfers, orders, planned and executed transfers, change requests (memory-transfer-state.ts). */
  readonly transfers: TransferRecords
  /** The CSV import jobs a reload must continue or answer, and the profile saved per account (storedCsvImportOf). */
  readonly csvImport: StoredCsvImportRecords
  /**
   * Proposals, rejected pairs, approval jobs (a running one goes on after a reload) and notifications
   * (memory-proposal-state.ts); null: not made yet, the matching runs on the next call.
   */
  readonly proposalData: StoredProposalRecords | null
  /** The hub's records: the organisation, its account state, seizures, settings, privileges (memory-hub-state.ts). */
  readonly hub: HubRecords
  /**
   * The onboarding's records (memory-onboarding-state.ts), all of them; the stored text leaves their sensitive values
   * out (encodeSensitiveOnboarding keeps those apart).
   */
  readonly onboarding: OnboardingRecords
}

/** The stored part of memory-proposal-state.ts. */
export type StoredProposalRecords = Omit<ProposalState, 'generated' | 'refreshDue'>

/** The stored part of memory-csv-import-state.ts: jobs (kept small, storedCsvImportOf) and profiles by account. */
export interface StoredCsvImportRecords {
  readonly imports: ReadonlyArray<StoredCsvImport>
  readonly profiles: ReadonlyArray<[string, ImportProfile]>
}

/**
 * The import jobs as the demo keeps them across a reload (transactions-import-proposals 4: an ONGOING import opens at
 * step 3 and runs on). chosen, to keep the stored text small: every ONGOING job and each account's latest job (what
 * getLastCsvImport and the failed rows download of the last import answer); older ended jobs are left to the page.
 * An ONGOING job keeps its pending records, which it needs to finish; the file's cells of those rows only when the
 * job is the demo's failing one (its failed rows list them) — otherwise they would be read only when the account is
 * deleted mid-import, and the stored text would hold every row twice. Uploaded files are never stored.
 */
export const storedCsvImportOf = (csvImport: CsvImportState): StoredCsvImportRecords => ({
    imports: keptCsvImportJobsOf(csvImport.imports)
      .map((job) => (job.failsHalfway ? job : { ...job, pending: job.pending.map((p) => ({ ...p, cells: [] })) })),
    profiles: [...csvImport.profiles],
  })

/** The jobs a reload must continue or answer: every ONGOING job and each account's latest (see storedCsvImportOf). */
export const keptCsvImportJobsOf = (imports: ReadonlyArray<StoredCsvImport>): ReadonlyArray<StoredCsvImport> => {
  const latest = new Set(new Map(imports.map((job) => [job.financialAccountId, job.financialTransactionImportId])).values())
  return imports.filter((job) => job.status === CSV_IMPORT_STATUS_ONGOING || latest.has(job.financialTransactionImportId))
}

/** Why a stored state was dropped for the seed: not a state of this version, or written by another version. */
export type StoredStateProblem = 'unreadable' | 'outdated'

/** The key names of an io-ts object codec (type, partial, their intersection, exact). */
const keysOf = (codec: t.Mixed): ReadonlyArray<string> => {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) return Object.keys(codec.props as object)
  if (codec instanceof t.IntersectionType) return (codec.types as ReadonlyArray<t.Mixed>).flatMap(keysOf)
  if (codec instanceof t.ExactType) return keysOf(codec.type as t.Mixed)
  return []
}

/** `value` with only the given keys (a record kept in its wire form, but nothing beside the codec's fields). */
const pickKeys = <A>(value: object, keys: ReadonlyArray<string>): A =>
  Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key))) as A

/**
 * A record in wire form, accepted when the core's codec accepts it and kept as it was sent (amounts stay numbers, as
 * the db holds them), with unknown keys dropped.
 */
const wireRecord = <A, O extends object>(codec: t.Type<A, O, unknown>, name: string): t.Type<O, O, unknown> => {
  const keys = keysOf(codec)
  return new t.Type<O, O, unknown>(
    name,
    (u): u is O => codec.is(u),
    (u, c) => {
      const checked = codec.validate(u, c)
      return E.isLeft(checked) ? checked : t.success(pickKeys<O>(u as object, keys))
    },
    (o) => pickKeys<O>(o, keys),
  )
}

export const AccountRecordCodec = wireRecord(FinancialAccountCodec, 'StoredAccount')

export const ContactRecordCodec = t.exact(
  t.type({ wire: wireRecord(FinancialContactCodec, 'StoredContactWire'), pinSaved: t.boolean }),
  'StoredContact',
)

/** A value `codec` accepts, kept as it is and typed without the codec's brand (a date stays a string). */
const plain = <P>(codec: t.Decoder<unknown, P>, name: string): t.Type<P, P, unknown> =>
  new t.Type<P, P, unknown>(
    name,
    (u): u is P => E.isRight(codec.decode(u)),
    (u, c) => {
      const checked = codec.validate(u, c)
      return E.isLeft(checked) ? checked : t.success(u as P)
    },
    (p) => p,
  )

export const CountCodec = plain<number>(t.refinement(t.Int, (n) => n >= 0), 'Count')

const nullableOf = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])
const StoredDate = plain<string>(LocalDateCodec, 'StoredDate')

/** The transfer records: each wire record by core's codec; the rest by its own shape. No field can hold a TAN. */
export const TransferRecordsCodec = t.exact(
  t.type({
    transfers: t.array(
      t.exact(
        t.type({
          wire: wireRecord(BankTransferCodec, 'StoredBankTransfer'),
          bankAccountId: nullableOf(t.string),
          listStatus: t.string,
          errorMessage: nullableOf(t.string),
          dueDate: nullableOf(StoredDate),
          orderId: nullableOf(t.string),
          createdOn: StoredDate,
        }),
      ),
    ),
    orders: t.array(
      t.exact(
        t.type({
          wire: wireRecord(BankTransferOrderCodec, 'StoredBankTransferOrder'),
          executed: t.boolean,
          challenge: nullableOf(
            t.exact(
              t.type({
                token: t.string,
                mode: t.keyof(Object.fromEntries(SCA_MODES.map((m) => [m, null])) as Record<(typeof SCA_MODES)[number], null>),
                securityId: nullableOf(t.string),
                changeRequestId: nullableOf(t.string),
              }),
            ),
          ),
          statusReadsLeft: CountCodec,
          rateLimitedUntilMs: nullableOf(t.number),
        }),
      ),
    ),
    planned: t.array(
      t.exact(
        t.type({
          kind: t.keyof({ scheduled: null, standingOrder: null }),
          bankAccountId: t.string,
          reoccurrence: nullableOf(ReoccurrenceCodec),
          lastExecutionDate: nullableOf(StoredDate),
          wire: wireRecord(PlannedBankTransferCodec, 'StoredPlannedTransfer'),
        }),
      ),
    ),
    executed: t.array(wireRecord(BankTransferListEntryCodec, 'StoredExecutedTransfer')),
    changeRequests: t.array(
      t.exact(
        t.type({
          changeRequestId: t.string,
          bankTransferOrderId: t.string,
          readsLeft: CountCodec,
          outcome: t.keyof({ CONFIRMED: null, DECLINED: null }),
          smsTanRequested: t.boolean,
        }),
      ),
    ),
  }),
  'StoredTransferRecords',
)

const StoredAmount = plain<number>(t.number.pipe(MoneyCodec) as unknown as t.Decoder<unknown, number>, 'StoredAmount')
const keyOf = <K extends string>(values: ReadonlyArray<K>) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>)
const optionalText = nullableOf(t.string)

/** A transaction record: amounts and dates as the wire holds them. */
export const StoredTransactionCodec = t.exact(
    t.intersection([
      t.type({ financialTransactionId: t.string, financialAccountId: t.string, transactionDate: StoredDate, amount: StoredAmount }),
      t.partial({
        purpose: optionalText,
        additionalInfo: optionalText,
        ignored: nullableOf(t.boolean),
        pendingProposalId: optionalText,
        acceptedProposalId: optionalText,
        virtualAccountId: optionalText,
        financialAccount: nullableOf(plain(TransactionAccountLogosCodec, 'StoredLogos')),
        lockVersion: nullableOf(t.number),
        valueDate: nullableOf(StoredDate),
        recipientOrSenderName: optionalText,
        ignoreReason: optionalText,
      }),
    ]),
  )

/** The transaction records: amounts and dates as the wire holds them, nothing derived (open amounts, states). */
export const TransactionRecordsCodec = t.exact(
  t.type({
    transactions: t.array(StoredTransactionCodec),
    reservedTransactions: t.array(
      t.exact(
        t.intersection([
          t.type({ reservedFinancialTransactionId: t.string, amount: StoredAmount }),
          t.partial({
            createdDate: nullableOf(StoredDate),
            purpose: optionalText,
            financialAccountId: optionalText,
            recipientOrSenderName: optionalText,
            lockVersion: nullableOf(t.number),
          }),
        ]),
      ),
    ),
    vouchers: t.array(
      t.exact(
        t.intersection([
          t.type({
            voucherId: t.string,
            voucherSource: keyOf(VOUCHER_SOURCES),
            voucherType: keyOf(VOUCHER_TYPES),
            direction: keyOf(POSTING_DIRECTIONS),
            voucherNumber: t.string,
            voucherDate: StoredDate,
            totalGrossAmount: StoredAmount,
          }),
          t.partial({
            contactName: optionalText,
            dueDate: nullableOf(StoredDate),
            hasCashDiscount: nullableOf(t.boolean),
            cashDiscountPercent: nullableOf(t.number),
            cashDiscountUntil: nullableOf(StoredDate),
            lockVersion: nullableOf(t.number),
            postingCategoryId: optionalText,
            taxRatePercent: nullableOf(t.number),
          }),
        ]),
      ),
    ),
    payments: t.array(
      t.exact(
        t.intersection([
          t.type({
            paymentId: t.string,
            voucherId: t.string,
            voucherSource: keyOf(VOUCHER_SOURCES),
            paymentAmount: StoredAmount,
            originalPaymentAmount: StoredAmount,
            paymentDate: StoredDate,
            paymentDifferenceStrategy: nullableOf(keyOf(PAYMENT_DIFFERENCE_STRATEGIES)),
            journalized: t.boolean,
            note: optionalText,
          }),
          t.partial({
            financialTransactionId: optionalText,
            reservedFinancialTransactionId: optionalText,
            reverseDate: nullableOf(StoredDate),
          }),
        ]),
      ),
    ),
    postingCategories: t.array(
      t.exact(
        t.type({
          postingCategoryId: t.string,
          name: t.string,
          directions: t.readonlyArray(keyOf(POSTING_DIRECTIONS)),
          taxRatesPercent: t.readonlyArray(t.number),
          paymentCategory: t.boolean,
          financialVoucherApplicable: t.boolean,
          parentId: optionalText,
        }),
      ),
    ),
    events: t.array(t.exact(t.type({ kind: t.keyof({ tag: null, event: null, log: null }), body: t.unknown }))),
  }),
  'StoredTransactionRecords',
)

const StoredIssueCodec = t.exact(
  t.intersection([t.type({ field: t.string, key: t.string }), t.partial({ params: t.record(t.string, t.union([t.string, t.number])) })]),
)

export const StoredCsvImportCodec = t.exact(
  t.type({
    financialTransactionImportId: t.string,
    financialAccountId: t.string,
    status: t.string,
    numberOfImportRows: CountCodec,
    numberOfTransactions: CountCodec,
    reads: CountCodec,
    pending: t.readonlyArray(t.exact(t.type({ line: CountCodec, cells: t.readonlyArray(t.string), record: StoredTransactionCodec }))),
    failedRows: t.readonlyArray(t.exact(t.type({ line: CountCodec, cells: t.readonlyArray(t.string), issues: t.readonlyArray(StoredIssueCodec) }))),
    headers: t.readonlyArray(t.string),
    failsHalfway: t.boolean,
  }),
  'StoredCsvImport',
)

const StoredCsvImportRecordsCodec = t.exact(
  t.type({
    imports: t.readonlyArray(StoredCsvImportCodec),
    profiles: t.readonlyArray(t.tuple([t.string, plain<ImportProfile>(ImportProfileCodec, 'StoredImportProfile')])),
  }),
  'StoredCsvImportRecords',
)

const StoredReasonsCodec = t.readonlyArray(keyOf(VOUCHER_PROPOSAL_REASONS))

export const StoredProposalRecordsCodec = t.exact(
  t.type({
    proposals: t.array(
      t.exact(
        t.type({
          proposalId: t.string,
          financialTransactionId: t.string,
          lockVersion: CountCodec,
          reviewResult: keyOf(PROPOSAL_REVIEW_RESULTS),
          note: nullableOf(t.string),
          createdAt: t.string,
          transactionLockVersion: t.number,
          payments: t.readonlyArray(
            t.exact(
              t.type({
                voucherId: t.string,
                voucherSource: keyOf(VOUCHER_SOURCES),
                paymentAmount: StoredAmount,
                paymentDifferenceStrategy: nullableOf(keyOf(PAYMENT_DIFFERENCE_STRATEGIES)),
                reasons: StoredReasonsCodec,
                voucherLockVersion: t.number,
              }),
            ),
          ),
        }),
      ),
    ),
    rejectedPairs: t.array(t.string),
    approvals: t.array(
      t.exact(
        t.type({
          approvalId: t.string,
          requestDate: t.string,
          requestProposalCount: CountCodec,
          startedAt: t.string,
          doneAt: t.string,
          proposalIds: t.readonlyArray(t.string),
          bookedProposalsCount: nullableOf(CountCodec),
        }),
      ),
    ),
    notifications: t.array(
      t.exact(
        t.type({
          notificationType: keyOf(NOTIFICATION_TYPES),
          sequentialNumber: CountCodec,
          createdAt: t.string,
          transactionCount: nullableOf(CountCodec),
          bookingDate: nullableOf(StoredDate),
        }),
      ),
    ),
  }),
  'StoredProposalRecords',
)

/** The hub's records: each wire record by core's codec, the rest by its own shape. */
export const StoredHubRecordsCodec = t.exact(
  t.type({
    organisationId: nullableOf(t.string),
    accountState: wireRecord(BankAccountStateCodec, 'StoredAccountState'),
    seizures: t.array(wireRecord(SeizureCodec, 'StoredSeizure')),
    userSettings: t.record(t.string, t.string),
    fallbackCardSettings: nullableOf(wireRecord(FallbackCardSettingsCodec, 'StoredFallbackCardSettings')),
    privileges: nullableOf(t.array(t.string)),
    financeAccessDenied: t.boolean,
    deviceLinkConfirmAtMs: nullableOf(t.number),
    mfaActivated: t.boolean,
    mfaConfirmAtMs: nullableOf(t.number),
  }),
  'StoredHubRecords',
)

const IdentificationRecordCodec = t.exact(
  t.type({
    id: t.string,
    status: t.string,
    personId: nullableOf(t.string),
    businessId: nullableOf(t.string),
    url: t.string,
    createdAtMs: t.number,
    reviewEndsAtMs: nullableOf(t.number),
  }),
  'StoredIdentification',
)

const TaxNumberRecordCodec = t.exact(t.type({ lexBankBusinessId: t.string, taxNumber: t.string }), 'StoredTaxNumber')

/** The onboarding's records as stored: the wire records by core's codecs, the rest by its own shape; no sensitive value. */
export const StoredOnboardingRecordsCodec = t.exact(
  t.type({
    organizationType: nullableOf(t.string),
    branchOfIndustryId: nullableOf(t.string),
    currentPersonId: nullableOf(t.string),
    persons: t.array(wireRecord(SavedPersonCodec, 'StoredPerson')),
    businesses: t.array(wireRecord(SavedBusinessCodec, 'StoredBusiness')),
    legalRepresentatives: t.array(wireRecord(LegalRepresentativeLinkCodec, 'StoredLegalRepresentative')),
    beneficialOwners: t.array(wireRecord(BeneficialOwnerCodec, 'StoredBeneficialOwner')),
    identifications: t.array(IdentificationRecordCodec),
    accounts: t.array(
      t.exact(
        t.type({
          accountId: t.string,
          personId: nullableOf(t.string),
          businessId: nullableOf(t.string),
          lexBankBusinessId: t.string,
          financialAccountId: t.string,
          iban: t.string,
          accountHolder: t.string,
          startedAtMs: t.number,
          completed: t.boolean,
        }),
      ),
    ),
    cardOrders: t.array(t.exact(t.type({ cardId: t.string, personId: t.string, accountId: t.string, financialAccountId: t.string }))),
    authorizedPersons: t.array(t.exact(t.type({ businessId: t.string, accountId: t.string, authorizedPersonId: t.string }))),
    legalIdentifications: t.array(t.string),
    taxNumbers: t.array(TaxNumberRecordCodec),
  }),
  'StoredOnboardingRecords',
)

const SensitiveValuesCodec = t.record(t.string, nullableOf(t.string))

/** The onboarding's sensitive values as the demo keeps them apart (sessionStorage). */
const SensitiveOnboardingRecordsCodec = t.exact(
  t.type({
    persons: t.readonlyArray(t.exact(t.type({ id: t.string, values: SensitiveValuesCodec }))),
    businesses: t.readonlyArray(t.exact(t.type({ id: t.string, values: SensitiveValuesCodec }))),
    identifications: t.readonlyArray(IdentificationRecordCodec),
    taxNumbers: t.readonlyArray(TaxNumberRecordCodec),
  }),
  'SensitiveOnboardingRecords',
)

/** The text the sensitive values of a snapshot are kept as, apart from the stored snapshot. */
export const encodeSensitiveOnboarding = (snapshot: Pick<MemorySnapshot, 'onboarding'>): string =>
  JSON.stringify(SensitiveOnboardingRecordsCodec.encode(splitSensitiveOnboarding(snapshot.onboarding).sensitive))

/** The sensitive values a text holds; none when it is missing or not such a text (the values are then simply gone). */
export const decodeSensitiveOnboarding = (text: string | null): SensitiveOnboardingRecords => {
  if (text === null) return NO_SENSITIVE_ONBOARDING_RECORDS
  try {
    const decoded = SensitiveOnboardingRecordsCodec.decode(JSON.parse(text))
    return E.isRight(decoded) ? (decoded.right as SensitiveOnboardingRecords) : NO_SENSITIVE_ONBOARDING_RECORDS
  } catch {
    return NO_SENSITIVE_ONBOARDING_RECORDS
  }
}

/** The snapshot with the sensitive values put back into its onboarding records. */
export const withSensitiveOnboarding = (snapshot: MemorySnapshot, sensitive: SensitiveOnboardingRecords): MemorySnapshot => ({
  ...snapshot,
  onboarding: mergeSensitiveOnboarding(snapshot.onboarding, sensitive),
})

export const StoredSnapshotCodec = t.exact(
  t.type({
    version: t.literal(MEMORY_SNAPSHOT_VERSION),
    accounts: t.readonlyArray(AccountRecordCodec),
    contacts: t.readonlyArray(ContactRecordCodec),
    transactionData: nullableOf(TransactionRecordsCodec),
    busyReadsLeft: t.readonlyArray(t.tuple([t.string, CountCodec])),
    nextId: plain<number>(t.refinement(t.Int, (n) => n >= 1), 'NextId'),
    transfers: TransferRecordsCodec,
    csvImport: StoredCsvImportRecordsCodec,
    proposalData: nullableOf(StoredProposalRecordsCodec),
    hub: StoredHubRecordsCodec,
    onboarding: StoredOnboardingRecordsCodec,
  }),
  'StoredMemorySnapshot',
)
export type StoredMemorySnapshot = t.OutputOf<typeof StoredSnapshotCodec>

const isUnique = (ids: ReadonlyArray<string>): boolean => new Set(ids).size === ids.length

/**
 * The snapshot as it is stored (JSON-ready, with its version) and back. A value that passes every record's codec
 * but could not have come from the db (two records with one id) is refused as well: the demo starts from the seed.
 */
export const MemorySnapshotCodec = new t.Type<MemorySnapshot, StoredMemorySnapshot, unknown>(
  'MemorySnapshot',
  (u): u is MemorySnapshot =>
    typeof u === 'object' && u !== null && (u as { busyReadsLeft?: unknown }).busyReadsLeft instanceof Map,
  (u, c) => {
    const stored = StoredSnapshotCodec.validate(u, c)
    if (E.isLeft(stored)) return stored
    const { accounts, contacts, transactionData, busyReadsLeft, nextId, transfers, csvImport, proposalData, hub, onboarding } = stored.right
    const consistent =
      isUnique(accounts.map((a) => a.financialAccountId)) &&
      isUnique(contacts.map((r) => r.wire.financialContactId)) &&
      (transactionData === null ||
        (isUnique(transactionData.transactions.map((tx) => tx.financialTransactionId)) &&
          isUnique(transactionData.reservedTransactions.map((r) => r.reservedFinancialTransactionId)) &&
          isUnique(transactionData.vouchers.map((v) => v.voucherId)) &&
          isUnique(transactionData.payments.map((p) => p.paymentId)) &&
          isUnique(transactionData.postingCategories.map((c) => c.postingCategoryId)))) &&
      isUnique(busyReadsLeft.map(([id]) => id)) &&
      isUnique(transfers.transfers.map((r) => r.wire.bankTransferId)) &&
      isUnique(transfers.orders.map((r) => r.wire.bankTransferOrderId)) &&
      isUnique(transfers.planned.map((r) => r.wire.bankTransferId)) &&
      isUnique(transfers.changeRequests.map((r) => r.changeRequestId)) &&
      isUnique(csvImport.imports.map((j) => j.financialTransactionImportId)) &&
      isUnique(csvImport.profiles.map(([id]) => id)) &&
      (proposalData === null ||
        (isUnique(proposalData.proposals.map((p) => p.proposalId)) &&
          isUnique(proposalData.approvals.map((a) => a.approvalId)) &&
          isUnique(proposalData.notifications.map((n) => String(n.sequentialNumber))))) &&
      isUnique(onboarding.persons.map((p) => p.id)) &&
      isUnique(onboarding.businesses.map((b) => b.id)) &&
      isUnique(onboarding.accounts.map((a) => a.accountId))
    return consistent
      ? t.success({
          accounts,
          contacts,
          transactionData: transactionData as TransactionRecords | null,
          busyReadsLeft: new Map(busyReadsLeft),
          nextId,
          transfers: transfers as TransferRecords,
          csvImport: csvImport as StoredCsvImportRecords,
          proposalData: proposalData as StoredProposalRecords | null,
          hub: hub as HubRecords,
          onboarding: onboarding as OnboardingRecords,
        })
      : t.failure(u, c, 'ids must be unique')
  },
  (snapshot) =>
    StoredSnapshotCodec.encode({
      version: MEMORY_SNAPSHOT_VERSION,
      accounts: snapshot.accounts,
      contacts: snapshot.contacts,
      transactionData: snapshot.transactionData,
      busyReadsLeft: [...snapshot.busyReadsLeft],
      nextId: snapshot.nextId,
      transfers: snapshot.transfers,
      csvImport: snapshot.csvImport,
      proposalData: snapshot.proposalData,
      hub: snapshot.hub,
      // Never the sensitive values: they are kept apart (encodeSensitiveOnboarding).
      onboarding: splitSensitiveOnboarding(snapshot.onboarding).stored,
    }),
)

/** A deep copy of the state's records (the state goes on changing; the snapshot does not). */
export const snapshotOf = (state: MemoryState): MemorySnapshot =>
  structuredClone({
    accounts: state.accounts,
    contacts: state.contacts,
    transactionData: state.transactionSeed.pending
      ? null
      : {
          transactions: state.transactionData.transactions,
          reservedTransactions: state.transactionData.reservedTransactions,
          vouchers: state.transactionData.vouchers,
          payments: state.transactionData.payments,
          postingCategories: state.transactionData.postingCategories,
          events: state.transactionData.events,
        },
    busyReadsLeft: state.busyReadsLeft,
    nextId: state.nextId,
    transfers: {
      transfers: state.transfers.transfers,
      orders: state.transfers.orders,
      planned: state.transfers.planned,
      executed: state.transfers.executed,
      changeRequests: state.transfers.changeRequests,
    },
    csvImport: storedCsvImportOf(state.csvImport),
    proposalData:
      state.transactionSeed.pending || !state.proposalData.generated
        ? null
        : {
            proposals: state.proposalData.proposals,
            rejectedPairs: state.proposalData.rejectedPairs,
            approvals: state.proposalData.approvals,
            notifications: state.proposalData.notifications,
          },
    hub: state.hub,
    onboarding: state.onboarding,
  })

/** Puts a copy of the snapshot's records into the state; the seed's fixed parts stay. */
export const restoreSnapshot = (state: MemoryState, snapshot: MemorySnapshot): void => {
  const copy = structuredClone(snapshot)
  state.accounts = [...copy.accounts]
  state.contacts = [...copy.contacts]
  state.transactionHead.stored = undefined
  if (copy.transactionData === null) resetTransactionRecords(state)
  else {
    Object.assign(state.transactionData, {
      transactions: [...copy.transactionData.transactions],
      reservedTransactions: [...copy.transactionData.reservedTransactions],
      vouchers: [...copy.transactionData.vouchers],
      payments: [...copy.transactionData.payments],
      postingCategories: [...copy.transactionData.postingCategories],
      events: [...copy.transactionData.events],
      derived: undefined,
    })
    state.transactionSeed.pending = false
  }
  // The proposals as stored; none stored (or the seed's records): made again on the next call (memory-proposals.ts).
  Object.assign(
    state.proposalData,
    copy.proposalData === null || copy.transactionData === null ? createProposalState() : { ...copy.proposalData, generated: true },
  )
  state.busyReadsLeft.clear()
  for (const [id, left] of copy.busyReadsLeft) state.busyReadsLeft.set(id, left)
  state.nextId = copy.nextId
  state.transfers.transfers = [...copy.transfers.transfers]
  state.transfers.orders = [...copy.transfers.orders]
  state.transfers.planned = [...copy.transfers.planned]
  state.transfers.executed = [...copy.transfers.executed]
  state.transfers.changeRequests = [...copy.transfers.changeRequests]
  state.csvImport.imports = [...copy.csvImport.imports]
  state.csvImport.profiles.clear()
  for (const [id, profile] of copy.csvImport.profiles) state.csvImport.profiles.set(id, profile)
  state.hub = copy.hub
  state.onboarding = copy.onboarding
}

/** The text a snapshot is stored as. */
export const encodeStoredSnapshot = (snapshot: MemorySnapshot): string => JSON.stringify(MemorySnapshotCodec.encode(snapshot))

const versionOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { version?: unknown }).version : undefined

/**
 * The snapshot a stored text holds, or why it cannot be used: any other version is 'outdated', anything else that
 * is not a snapshot of this version (no JSON, a changed record, a missing field) 'unreadable'. Never throws.
 */
export const decodeStoredSnapshot = (text: string): E.Either<StoredStateProblem, MemorySnapshot> => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return E.left('unreadable')
  }
  const version = versionOf(value)
  if (typeof version === 'number' && version !== MEMORY_SNAPSHOT_VERSION) return E.left('outdated')
  const decoded = MemorySnapshotCodec.decode(value)
  return E.isRight(decoded) ? decoded : E.left('unreadable')
}
