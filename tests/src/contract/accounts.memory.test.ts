/** The accounts contract against the in-memory backend (demo mode): a fresh backend per test. */
import { fixedClock } from '@kontor/core'
import { createMemoryBackend } from '@kontor/adapters/memory'
import { demoSeed } from '@kontor/fixtures'
import { accountsContract } from './accounts.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

accountsContract('memory', () => Promise.resolve({ backend: createMemoryBackend(demoSeed, clock), close: () => Promise.resolve() }))
