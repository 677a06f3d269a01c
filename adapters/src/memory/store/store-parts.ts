/**
 * The memory db's state as the store keeps it (record-store.ts): one part per area of the state. A value part is small
 * and stored as one value; a records part is large and stored record by record, so that changing one transaction writes
 * one entry. Each part says how to see that it changed without serialising it (the references of its pieces: the
 * state's records are replaced on change, never changed in place) and checks what it reads back with the stored
 * snapshot's codecs (banking-codecs.ts, bookkeeping-codecs.ts): keys the codecs do not know are dropped, so nothing
 * slipped in by hand (a PIN or TAN) ever becomes state.
 *
 * Phases: the 'start' parts are read before the db answers its first call (the first screen needs them, and they are
 * small); the 'bookkeeping' parts (transactions, vouchers, payments, proposals, import jobs: possibly 100,000
 * records) when a call first needs them, as the seed's transaction data loads (transactions/transaction-data.ts).
 */
import { CSV_IMPORT_STATUS_ONGOING, type ImportProfile } from '@kontor/core'
import * as t from 'io-ts'
import type { PendingCsvTransaction, StoredCsvImport } from '../csv-import/csv-import-state.ts'
import type { HubRecords } from '../hub/hub-state.ts'
import { splitSensitiveOnboarding, type OnboardingRecords } from '../onboarding/onboarding-state.ts'
import type { StoredProposal } from '../proposals/proposal-state.ts'
import { prepareTransactionRecord } from '../transactions/derived.ts'
import { encodeTransactionHead, restoreTransactionHead, StoredTransactionHeadCodec, transactionHeadPieces } from '../transactions/transaction-head.ts'
import type { TransactionRecords } from '../transactions/transaction-state.ts'
import type { TransferRecords } from '../transfers/transfer-state.ts'
import { ContactRecordCodec, StoredHubRecordsCodec, StoredOnboardingRecordsCodec, TransferRecordsCodec } from './banking-codecs.ts'
import { StoredCsvImportCodec, StoredProposalRecordsCodec, StoredTransactionCodec, TransactionRecordsCodec } from './bookkeeping-codecs.ts'
import { CountCodec } from './codec-kit.ts'
import { decoded, isUnique, recordsPart, valuePart, type RecordsPart, type StorePart } from './part-kinds.ts'
import { valueAt } from './record-store.ts'
import { keptCsvImportJobsOf, StoredSnapshotCodec } from './snapshot.ts'
import type { MemoryState } from './state.ts'

const snapshotProps = StoredSnapshotCodec.type.props
const transactionProps = TransactionRecordsCodec.type.props
const proposalProps = StoredProposalRecordsCodec.type.props

/** The proposals' records beside the proposals themselves; exact: neither the proposals nor anything else goes in. */
const ProposalMetaCodec = t.exact(
  t.type({ rejectedPairs: proposalProps.rejectedPairs, approvals: proposalProps.approvals, notifications: proposalProps.notifications }),
)

/** The bookkeeping is the state's own once the seed's transaction data has loaded or a stored one was read. */
const bookkeepingKept = (state: MemoryState): boolean => !state.transactionSeed.pending
/** The proposals are kept once the matching made them over kept bookkeeping (else they are made again). */
const proposalsKept = (state: MemoryState): boolean => bookkeepingKept(state) && state.proposalData.generated

/** One records part of the transaction records; the derived values are dropped when it is put back. */
const transactionRecordsPart = <K extends 'transactions' | 'reservedTransactions' | 'vouchers' | 'payments' | 'postingCategories'>(
  key: K,
  idOf: (record: TransactionRecords[K][number]) => string,
  prepare?: (record: TransactionRecords[K][number]) => void,
): RecordsPart =>
  recordsPart<TransactionRecords[K][number]>({
    name: key,
    isKept: bookkeepingKept,
    items: (state) => state.transactionData[key],
    idOf,
    codec: transactionProps[key].type as unknown as t.Decoder<unknown, TransactionRecords[K][number]>,
    put: (state, records) => void Object.assign(state.transactionData, { [key]: records, derived: undefined }),
    ...(prepare === undefined ? {} : { prepare }),
  })

const CsvImportHeadCodec = StoredCsvImportCodec

/**
 * The import jobs a reload must continue or answer (as storedCsvImportOf keeps them): the ongoing ones and each
 * account's latest; an older ended job is not stored. Kept per array, so an unchanged list is the same reference.
 */
const keptJobsCache = new WeakMap<ReadonlyArray<StoredCsvImport>, ReadonlyArray<StoredCsvImport>>()
const keptJobs = (state: MemoryState): ReadonlyArray<StoredCsvImport> => valueAt(keptJobsCache, state.csvImport.imports, keptCsvImportJobsOf)

/** The part of an ONGOING job's pending transactions, row by row (apart from the job, which changes with every read). */
export const CSV_PENDING_ROWS_PART = 'csvPendingRows'

/** A pending transaction of a kept job. */
interface PendingRow {
  readonly job: StoredCsvImport
  readonly pending: PendingCsvTransaction
}

const StoredPendingRowCodec = t.exact(
  t.type({ job: t.string, line: CountCodec, cells: t.readonlyArray(t.string), record: StoredTransactionCodec }),
)
type StoredPendingRow = t.TypeOf<typeof StoredPendingRowCodec>

/** A pending row's id in the store: its job's and its line's (a line is one row of one file). */
export const pendingRowId = (job: string, line: number): string => `${job}\u0000${line}`

/** Per job object: a status read replaces the job but not its pending rows, whose wrappers stay the same. */
const pendingRowsCache = new WeakMap<ReadonlyArray<PendingCsvTransaction>, { readonly job: string; readonly rows: ReadonlyArray<PendingRow> }>()
const pendingRowsOfJob = (job: StoredCsvImport): ReadonlyArray<PendingRow> => {
  if (job.status !== CSV_IMPORT_STATUS_ONGOING) return []
  const cached = pendingRowsCache.get(job.pending)
  if (cached !== undefined && cached.job === job.financialTransactionImportId) return cached.rows
  const rows = job.pending.map((pending) => ({ job, pending }))
  pendingRowsCache.set(job.pending, { job: job.financialTransactionImportId, rows })
  return rows
}
const pendingRowsByJobs = new WeakMap<ReadonlyArray<StoredCsvImport>, ReadonlyArray<PendingRow>>()
const pendingRowsOf = (state: MemoryState): ReadonlyArray<PendingRow> => valueAt(pendingRowsByJobs, keptJobs(state), (jobs) => jobs.flatMap(pendingRowsOfJob))

/**
 * Every part, in the order they are put back (a job's pending transactions after the job). The stored forms are the
 * snapshot's (snapshot.ts), which the demo kept in localStorage before; an import job as storedCsvImportOf
 * keeps it: the file's cells only where the demo's failing import needs them.
 */
export const STORE_PARTS: ReadonlyArray<StorePart> = [
  valuePart({
    name: 'accounts',
    pieces: (state) => [state.accounts],
    encode: (state) => snapshotProps.accounts.encode(state.accounts),
    decode: (stored) => {
      const accounts = decoded(snapshotProps.accounts, stored)
      return accounts !== undefined && isUnique(accounts.map((a) => a.financialAccountId)) ? accounts : undefined
    },
    put: (state, accounts) => (state.accounts = [...accounts]),
  }),
  valuePart({
    name: 'contacts',
    pieces: (state) => [state.contacts],
    encode: (state) => t.readonlyArray(ContactRecordCodec).encode(state.contacts),
    decode: (stored) => {
      const contacts = decoded(snapshotProps.contacts, stored)
      return contacts !== undefined && isUnique(contacts.map((c) => c.wire.financialContactId)) ? contacts : undefined
    },
    put: (state, contacts) => (state.contacts = [...contacts]),
  }),
  valuePart({
    name: 'busyReadsLeft',
    // The map changes in place: its entries are the pieces.
    pieces: (state) => [...state.busyReadsLeft].flat(),
    encode: (state) => [...state.busyReadsLeft],
    decode: (stored) => decoded(t.readonlyArray(t.tuple([t.string, CountCodec])), stored),
    put: (state, entries) => {
      state.busyReadsLeft.clear()
      for (const [id, left] of entries) state.busyReadsLeft.set(id, left)
    },
  }),
  valuePart({
    name: 'nextId',
    pieces: (state) => [state.nextId],
    encode: (state) => state.nextId,
    decode: (stored) => decoded(snapshotProps.nextId, stored),
    put: (state, nextId) => (state.nextId = nextId),
  }),
  valuePart({
    name: 'transfers',
    pieces: (state) => Object.values(state.transfers),
    encode: (state) => TransferRecordsCodec.encode(state.transfers),
    decode: (stored) => decoded(TransferRecordsCodec, stored) as TransferRecords | undefined,
    put: (state, records) => Object.assign(state.transfers, records),
  }),
  valuePart({
    name: 'hub',
    pieces: (state) => Object.values(state.hub),
    encode: (state) => StoredHubRecordsCodec.encode(state.hub),
    decode: (stored) => decoded(StoredHubRecordsCodec, stored) as HubRecords | undefined,
    put: (state, hub) => (state.hub = hub),
  }),
  valuePart({
    name: 'onboarding',
    pieces: (state) => Object.values(state.onboarding),
    // Never the sensitive values: the persistence keeps them apart (this tab's sessionStorage in the demo).
    encode: (state) => StoredOnboardingRecordsCodec.encode(splitSensitiveOnboarding(state.onboarding).stored),
    decode: (stored) => {
      const onboarding = decoded(StoredOnboardingRecordsCodec, stored) as OnboardingRecords | undefined
      return onboarding !== undefined &&
        isUnique(onboarding.persons.map((p) => p.id)) &&
        isUnique(onboarding.businesses.map((b) => b.id)) &&
        isUnique(onboarding.accounts.map((a) => a.accountId))
        ? onboarding
        : undefined
    },
    put: (state, onboarding) => (state.onboarding = onboarding),
  }),
  valuePart({
    name: 'csvProfiles',
    pieces: (state) => [...state.csvImport.profiles].flat(),
    encode: (state) => snapshotProps.csvImport.type.props.profiles.encode([...state.csvImport.profiles]),
    decode: (stored) => {
      const profiles = decoded(snapshotProps.csvImport.type.props.profiles, stored) as ReadonlyArray<[string, ImportProfile]> | undefined
      return profiles !== undefined && isUnique(profiles.map(([id]) => id)) ? profiles : undefined
    },
    put: (state, profiles) => {
      state.csvImport.profiles.clear()
      for (const [id, profile] of profiles) state.csvImport.profiles.set(id, profile)
    },
  }),

  // The records' amounts, search texts and dates computed as they are read back: the first list after a reload with
  // 100,000 transactions would otherwise compute them in one task (about 175 ms).
  transactionRecordsPart('transactions', (r) => r.financialTransactionId, prepareTransactionRecord),
  transactionRecordsPart('reservedTransactions', (r) => r.reservedFinancialTransactionId),
  transactionRecordsPart('vouchers', (r) => r.voucherId),
  transactionRecordsPart('payments', (r) => r.paymentId),
  transactionRecordsPart('postingCategories', (r) => r.postingCategoryId),
  valuePart({
    name: 'events',
    phase: 'bookkeeping',
    isKept: bookkeepingKept,
    pieces: (state) => [state.transactionData.events],
    encode: (state) => transactionProps.events.encode(state.transactionData.events),
    decode: (stored) => decoded(transactionProps.events, stored),
    put: (state, events) => (state.transactionData.events = events),
  }),

  // The first screen's lists and summaries, made from the bookkeeping and written with it, read before it.
  valuePart({
    name: 'transactionHead',
    phase: 'bookkeeping',
    readFirst: true,
    isKept: bookkeepingKept,
    pieces: transactionHeadPieces,
    encode: encodeTransactionHead,
    decode: (stored) => decoded(StoredTransactionHeadCodec, stored),
    put: restoreTransactionHead,
  }),

  recordsPart<StoredProposal>({
    name: 'proposals',
    isKept: proposalsKept,
    items: (state) => state.proposalData.proposals,
    idOf: (p) => p.proposalId,
    codec: proposalProps.proposals.type as unknown as t.Decoder<unknown, StoredProposal>,
    put: (state, proposals) => {
      state.proposalData.proposals = proposals
      state.proposalData.generated = true
    },
  }),
  valuePart({
    name: 'proposalMeta',
    phase: 'bookkeeping',
    isKept: proposalsKept,
    pieces: (state) => [state.proposalData.rejectedPairs, state.proposalData.approvals, state.proposalData.notifications],
    encode: (state) => ProposalMetaCodec.encode(state.proposalData),
    decode: (stored) => {
      const meta = decoded(ProposalMetaCodec, stored)
      return meta !== undefined &&
        isUnique(meta.approvals.map((a) => a.approvalId)) &&
        isUnique(meta.notifications.map((n) => String(n.sequentialNumber)))
        ? meta
        : undefined
    },
    put: (state, meta) => Object.assign(state.proposalData, meta),
  }),

  recordsPart<StoredCsvImport>({
    name: 'csvImports',
    isKept: () => true,
    items: keptJobs,
    idOf: (job) => job.financialTransactionImportId,
    encode: (job) => CsvImportHeadCodec.encode({ ...job, pending: [] }),
    codec: CsvImportHeadCodec as unknown as t.Decoder<unknown, StoredCsvImport>,
    put: (state, jobs) => (state.csvImport.imports = jobs),
  }),
  // Row by row: an import of 40,000 rows is put in chunks of them; one record of all took 330 ms of one task to clone.
  recordsPart<PendingRow, StoredPendingRow>({
    name: CSV_PENDING_ROWS_PART,
    isKept: () => true,
    items: pendingRowsOf,
    idOf: (row) => pendingRowId(row.job.financialTransactionImportId, row.pending.line),
    refOf: (row) => row.pending,
    encode: (row) => ({
      job: row.job.financialTransactionImportId,
      line: row.pending.line,
      cells: row.pending.cells,
      record: row.pending.record,
    }),
    codec: StoredPendingRowCodec,
    storedIdOf: (row) => pendingRowId(row.job, row.line),
    put: (state, rows) => {
      const byJob = new Map<string, PendingCsvTransaction[]>()
      for (const { job, ...pending } of rows) valueAt(byJob, job, () => []).push(pending)
      state.csvImport.imports = state.csvImport.imports.map((job) => ({ ...job, pending: byJob.get(job.financialTransactionImportId) ?? [] }))
    },
  }),
]

/** Whether a part is read at start-up (before the db answers), not when the bookkeeping is first needed. */
export const readsAtStart = (part: StorePart): boolean => part.phase === 'start' || part.readFirst === true

export const partNamed = (name: string): StorePart | undefined => STORE_PARTS.find((p) => p.name === name)
