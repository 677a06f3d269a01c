/**
 * The memory db's records as one value that can be kept outside the page (the demo keeps it across reloads,
 * persistence.ts): what the calls changed, never the seed's fixed parts (bank directory, bank behaviour, clock).
 * `MemorySnapshotCodec` checks a stored value before it becomes state: each record by the core's wire codec, ids
 * unique, counters whole numbers; keys the codecs do not know are dropped, so nothing else (a PIN or TAN slipped in
 * by hand) ever becomes state or is written back. The db holds no PIN or TAN at all: a login keeps only `pinSaved`.
 * The records' codecs: banking-codecs.ts, bookkeeping-codecs.ts.
 */
import { CSV_IMPORT_STATUS_ONGOING, type FinancialAccountWire, type ImportProfile } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { MEMORY_SNAPSHOT_VERSION } from '../constants.ts'
import type { CsvImportState, StoredCsvImport } from '../csv-import/csv-import-state.ts'
import type { HubRecords } from '../hub/hub-state.ts'
import {
  NO_SENSITIVE_ONBOARDING_RECORDS,
  mergeSensitiveOnboarding,
  splitSensitiveOnboarding,
  type OnboardingRecords,
  type SensitiveOnboardingRecords,
} from '../onboarding/onboarding-state.ts'
import { createProposalState, type ProposalState } from '../proposals/proposal-state.ts'
import { resetTransactionRecords } from '../transactions/transaction-data.ts'
import type { TransactionRecords } from '../transactions/transaction-state.ts'
import type { TransferRecords } from '../transfers/transfer-state.ts'
import {
  AccountRecordCodec,
  ContactRecordCodec,
  SensitiveOnboardingRecordsCodec,
  StoredHubRecordsCodec,
  StoredOnboardingRecordsCodec,
  TransferRecordsCodec,
} from './banking-codecs.ts'
import { StoredCsvImportRecordsCodec, StoredProposalRecordsCodec, TransactionRecordsCodec } from './bookkeeping-codecs.ts'
import { CountCodec, nullableOf, plain } from './codec-kit.ts'
import type { ContactRecord, MemoryState } from './state.ts'

export interface MemorySnapshot {
  readonly accounts: ReadonlyArray<FinancialAccountWire>
  readonly contacts: ReadonlyArray<ContactRecord>
  /**
   * Transactions, reserved transactions, vouchers, payments, posting categories, events
   * (transactions/transaction-state.ts); null: the seed's, which had not loaded yet (transactions/transaction-data.ts).
   */
  readonly transactionData: TransactionRecords | null
  /** Busy accounts (by id) and the list reads they stay busy for. */
  readonly busyReadsLeft: ReadonlyMap<string, number>
  readonly nextId: number
  /** Transfers, orders, planned and executed transfers, change requests (transfers/transfer-state.ts). */
  readonly transfers: TransferRecords
  /** The CSV import jobs a reload must continue or answer, and the profile saved per account (storedCsvImportOf). */
  readonly csvImport: StoredCsvImportRecords
  /**
   * Proposals, rejected pairs, approval jobs (a running one goes on after a reload) and notifications
   * (proposals/proposal-state.ts); null: not made yet, the matching runs on the next call.
   */
  readonly proposalData: StoredProposalRecords | null
  /** The hub's records: the organisation, its account state, seizures, settings, privileges (hub/hub-state.ts). */
  readonly hub: HubRecords
  /**
   * The onboarding's records (onboarding/onboarding-state.ts), all of them; the stored text leaves their sensitive
   * values out (encodeSensitiveOnboarding keeps those apart).
   */
  readonly onboarding: OnboardingRecords
}

/** The stored part of proposals/proposal-state.ts. */
export type StoredProposalRecords = Omit<ProposalState, 'generated' | 'refreshDue'>

/** The stored part of csv-import/csv-import-state.ts: jobs (kept small, storedCsvImportOf) and profiles by account. */
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
  // The proposals as stored; none stored (or the seed's records): made again on the next call
  // (proposals/proposal-upkeep.ts).
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
