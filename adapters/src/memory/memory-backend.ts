/** The whole backend in memory: demo mode's default and the reference every contract suite holds the HTTP adapter to. */
import type { Backend, Clock } from '@kontor/core'
import { createBankLookupMemory, createBankingMemory } from './banking-memory.ts'
import { createMemoryDb, type MemoryDb, type MemorySeed } from './memory-db.ts'

export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock) =>
  ({ banking: createBankingMemory(db), bankLookup: createBankLookupMemory(db), clock }) satisfies Backend

/** The db reads the same clock as the backend, so new accounts are dated by the demo's "today". */
export const createMemoryBackend = (seed: MemorySeed, clock: Clock) => createMemoryBackendFromDb(createMemoryDb(seed, clock), clock)
