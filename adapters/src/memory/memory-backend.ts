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
import { withBankDirectory } from './memory-bank-directory.ts'
import { withOnboardingDirectory } from './memory-onboarding.ts'
import { withTransactionData } from './memory-transaction-data.ts'
import {
  createMemoryDb,
  type MemoryDb,
  type MemoryPersistenceOptions,
  type MemorySeed,
  type MemorySeedWithBankLoader,
} from './memory-db.ts'

export interface MemoryBackendOptions {
  /** Reads a CSV file for the preview and the import, ahead of the db (the demo: in a Web Worker); else the db reads. */
  readonly readStatement?: StatementReader | undefined
}

export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock, options: MemoryBackendOptions = {}) => {
  // A seed may bring a directory and transaction data that load on first use: the operations that read them wait.
  const { banking, bankLookup } = withBankDirectory(db.bankDirectoryReady, {
    banking: createBankingMemory(db),
    bankLookup: createBankLookupMemory(db),
  })
  return {
    bankLookup,
    ...withTransactionData(db.transactionDataReady, {
      banking,
      transactions: createTransactionMemory(db),
      telemetry: createTelemetryMemory(db),
      csvImport: createCsvImportMemory(db, options.readStatement),
      proposals: createProposalMemory(db),
    }),
    transfers: createTransferMemory(db),
    privileges: createPrivilegesMemory(db),
    hub: createHubMemory(db),
    onboarding: withOnboardingDirectory(db.onboardingDirectoryReady, createOnboardingMemory(db, () => clock.now().getTime())),
    clock,
  } satisfies Backend
}

/**
 * The db reads the same clock as the backend, so new accounts are dated by the demo's "today". `persistence` keeps
 * the state in a storage the caller passes in (the demo: localStorage, across reloads and tabs).
 */
export const createMemoryBackend = (
  seed: MemorySeed | MemorySeedWithBankLoader,
  clock: Clock,
  persistence?: MemoryPersistenceOptions,
  options?: MemoryBackendOptions,
) => createMemoryBackendFromDb(createMemoryDb(seed, clock, persistence), clock, options)
