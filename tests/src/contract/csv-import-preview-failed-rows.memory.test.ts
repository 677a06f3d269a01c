/** The preview's failed rows against the in-memory backend (demo mode). */
import { createMemoryBackend } from '@kontor/adapters/memory'
import { fixedClock } from '@kontor/core'
import { csvImportPreviewFailedRowsContract } from './csv-import-preview-failed-rows.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

csvImportPreviewFailedRowsContract('memory', () => Promise.resolve({ backend: createMemoryBackend(transactionSeed, clock), close: () => Promise.resolve() }))
