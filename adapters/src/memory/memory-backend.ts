/** The whole backend in memory: demo mode's default and the reference every contract suite holds the HTTP adapter to. */
import type { Backend, Clock } from '@kontor/core'
import { createBankingMemory } from './banking-memory.ts'
import { createMemoryDb, type MemoryDb, type MemorySeed } from './memory-db.ts'

export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock) =>
  ({ banking: createBankingMemory(db), clock }) satisfies Backend

export const createMemoryBackend = (seed: MemorySeed, clock: Clock) => createMemoryBackendFromDb(createMemoryDb(seed), clock)
