/** The CSV import contract against the in-memory backend (demo mode): a fresh backend over the small seed per test. */
import { createMemoryBackend } from '@kontor/adapters/memory'
import { fixedClock } from '@kontor/core'
import { csvImportContract } from './csv-import.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

csvImportContract('memory', () => Promise.resolve({ backend: createMemoryBackend(transactionSeed, clock), close: () => Promise.resolve() }))
