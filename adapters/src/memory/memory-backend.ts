/** The whole backend in memory: demo mode's default and the reference every contract suite holds the HTTP adapter to. */
import type { Backend, Clock } from '@kontor/core'
import { createBankLookupMemory, createBankingMemory } from './banking-memory.ts'
import { withBankDirectory } from './memory-bank-directory.ts'
import { createMemoryDb, type MemoryDb, type MemorySeed, type MemorySeedWithBankLoader } from './memory-db.ts'

export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock) =>
  ({
    // A seed may bring a directory that loads on first use: the operations that read it wait for it.
    ...withBankDirectory(db.bankDirectoryReady, { banking: createBankingMemory(db), bankLookup: createBankLookupMemory(db) }),
    clock,
  }) satisfies Backend

/** The db reads the same clock as the backend, so new accounts are dated by the demo's "today". */
export const createMemoryBackend = (seed: MemorySeed | MemorySeedWithBankLoader, clock: Clock) => createMemoryBackendFromDb(createMemoryDb(seed, clock), clock)
