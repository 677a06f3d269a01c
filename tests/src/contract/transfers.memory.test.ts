/** The transfer contract against the in-memory backend (demo mode): a fresh backend per test. */
import { fixedClock } from '@kontor/core'
import { createMemoryBackend, type MemorySeed } from '@kontor/adapters/memory'
import { demoSeed } from '@kontor/fixtures'
import { transfersContract } from './transfers.contract.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

/** The fixtures cannot name the adapters' seed type (lint boundaries); the demo seed is held to it here. */
const seed: MemorySeed = demoSeed

transfersContract('memory', () => Promise.resolve({ backend: createMemoryBackend(seed, clock), close: () => Promise.resolve() }))
