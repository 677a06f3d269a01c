/**
 * Demo mode's backend, loaded as one piece by backend.ts (loadDemoBackend): the memory adapter with the demo
 * organisation (demo-seed.ts), and the CSV reader in a Web Worker (statement-reader.ts, issue 13: a file is read off
 * the main thread; the worker starts with the first read).
 */
import { createMemoryBackend, type MemoryPersistenceOptions } from '@kontor/adapters/memory'
import type { Backend, Clock } from '@kontor/core'
import { demoSeed } from './demo-seed.ts'
import { createWorkerStatementReader } from './statement-reader.ts'

export const createDemoBackend = (clock: Clock, persistence: MemoryPersistenceOptions | undefined): Backend =>
  createMemoryBackend(demoSeed, clock, persistence, { readStatement: createWorkerStatementReader() })
