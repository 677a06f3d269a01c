/** The transaction bookkeeping as a state machine against the in-memory backend (demo mode), over the small seed. */
import { createMemoryBackend } from '@kontor/adapters/memory'
import { fixedClock } from '@kontor/core'
import { transactionModelContract } from './transaction-model.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

transactionModelContract('memory', () => Promise.resolve({ backend: createMemoryBackend(transactionSeed, clock), close: () => Promise.resolve() }), 100)
