/** The whole backend in memory: demo mode's default and the reference every contract suite holds the HTTP adapter to. */
import type { Backend, Clock, StatementReader } from '@kontor/core'
import {
  createBankLookupMemory,
  createBankingMemory,
  createCsvImportMemory,
  createHubMemory,
  createOnboardingMemory,
  createPrivilegesMemory,
  createProposalMemory,
  createTelemetryMemory,
  createTransactionMemory,
  createTransferMemory,
} from './banking-memory.ts'
import { everyOperationAfter, everyOperationKeptBy } from './load-on-first-use.ts'
import { withBankDirectory } from './accounts/bank-directory.ts'
import { withOnboardingDirectory } from './onboarding/onboarding-directory.ts'
import { withTransactionData } from './transactions/transaction-data.ts'
import type { MemoryDb, MemoryPersistenceOptions, MemorySeed, MemorySeedWithBankLoader } from './store/db.ts'
import { createMemoryDb } from './store/create-db.ts'

export interface MemoryBackendOptions {
  /** Reads a CSV file for the preview and the import, ahead of the db (the demo: in a Web Worker); else the db reads. */
  readonly readStatement?: StatementReader | undefined
}

export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock, options: MemoryBackendOptions = {}) => {
  // Every operation waits until the state is the store's (the demo's start-up read, another tab's change). The CSV
  // import's also answer once what they changed is kept: a 5 MB import writes 40,000 records behind its last call, and
  // a reload right after "importiert" must find them. The other calls' writes take milliseconds and do not wait
  // (waiting on every call changed the screens' timing: the assignment panel no longer closed on Escape after saving).
  const ready = everyOperationAfter(db.storeReady)
  const kept = everyOperationKeptBy(db.storeSettled)
  const stored = <P extends object>(port: P): P => ready(port)
  const storedAndKept = <P extends object>(port: P): P => kept(ready(port))
  // A seed may bring a directory and transaction data that load on first use: the operations that read them wait.
  const { banking, bankLookup } = withBankDirectory(db.bankDirectoryReady, {
    banking: stored(createBankingMemory(db)),
    bankLookup: stored(createBankLookupMemory(db)),
  })
  return {
    bankLookup,
    ...withTransactionData(db.transactionDataReady, {
      banking,
      telemetry: stored(createTelemetryMemory(db)),
      // An import's end writes its rows (40,000 for a 5 MB file): its FINISHED is answered once they are kept.
      csvImport: storedAndKept(createCsvImportMemory(db, options.readStatement)),
      proposals: stored(createProposalMemory(db)),
    }),
    // Waits for the store and the transaction data itself: the first screen's lists may answer from the store first.
    transactions: createTransactionMemory(db),
    transfers: stored(createTransferMemory(db)),
    privileges: stored(createPrivilegesMemory(db)),
    hub: stored(createHubMemory(db)),
    onboarding: withOnboardingDirectory(db.onboardingDirectoryReady, stored(createOnboardingMemory(db, () => clock.now().getTime()))),
    clock,
  } satisfies Backend
}

/**
 * The db reads the same clock as the backend, so new accounts are dated by the demo's "today". `persistence` keeps
 * the state in a store the caller passes in (the demo: IndexedDB, across reloads and tabs).
 */
export const createMemoryBackend = (
  seed: MemorySeed | MemorySeedWithBankLoader,
  clock: Clock,
  persistence?: MemoryPersistenceOptions,
  options?: MemoryBackendOptions,
) => createMemoryBackendFromDb(createMemoryDb(seed, clock, persistence), clock, options)
