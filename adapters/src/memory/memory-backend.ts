/** The whole backend in memory: demo mode's default and the reference every contract suite holds the HTTP adapter to. */
import type { Backend, Clock } from '@kontor/core'
import { backendOverSend } from '../wire/backend-over-send.ts'
import { decoding } from '../wire/decoding.ts'
import { memoryAnswers, type MemoryAnswersOptions } from './memory-answers.ts'
import type { MemoryPersistenceOptions, MemorySeed, MemorySeedWithBankLoader, MemoryDb } from './store/db.ts'
import { createMemoryDb } from './store/create-db.ts'

export type MemoryBackendOptions = MemoryAnswersOptions

/** The ports over the db's answers (memory-answers.ts), decoded in this thread. */
export const createMemoryBackendFromDb = (db: MemoryDb, clock: Clock, options: MemoryBackendOptions = {}): Backend => {
  const answers = memoryAnswers(db, options)
  return backendOverSend((port) => decoding(answers[port]), clock)
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
