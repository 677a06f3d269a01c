/** The accounts contracts against the in-memory backend (demo mode): a fresh backend per test. */
import { fixedClock } from '@kontor/core'
import { createMemoryBackend, type MemorySeed } from '@kontor/adapters/memory'
import { demoSeedWithTransactions } from './demo-transaction-seed.ts'
import { accountRulesContract } from './account-rules.contract.ts'
import { accountsContract } from './accounts.contract.ts'
import { fieldLimitsContract } from './field-limits.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const seed: MemorySeed = demoSeedWithTransactions

const makeBackend = () => Promise.resolve({ backend: createMemoryBackend(seed, clock), close: () => Promise.resolve() })

accountsContract('memory', makeBackend)
accountRulesContract('memory', makeBackend)
fieldLimitsContract('memory', makeBackend)
