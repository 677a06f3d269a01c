/** The transfer-body checks of the server against the in-memory backend (demo mode): a fresh backend per test. */
import { fixedClock } from '@kontor/core'
import { createMemoryBackend, type MemorySeed } from '@kontor/adapters/memory'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { transferBodiesContract } from './transfer-bodies.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const seed: MemorySeed = demoSeedWithTransactions

transferBodiesContract('memory', () => Promise.resolve({ backend: createMemoryBackend(seed, clock), close: () => Promise.resolve() }))
