/** The banking contract against the in-memory backend (demo mode). */
import { fixedClock } from '@kontor/core'
import { createMemoryBackend } from '@kontor/adapters/memory'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { bankingContract } from './banking.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

bankingContract('memory', () =>
  Promise.resolve({ backend: createMemoryBackend(demoSeedWithTransactions, clock), close: () => Promise.resolve() }),
)
