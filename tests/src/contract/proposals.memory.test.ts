/** The proposals contract against the in-memory backend (demo mode): a fresh backend over the small seed per test. */
import { createMemoryBackend } from '@kontor/adapters/memory'
import { proposalSeed } from './proposal-seed.ts'
import { proposalsContract } from './proposals.contract.ts'

proposalsContract('memory', (clock) => Promise.resolve({ backend: createMemoryBackend(proposalSeed, clock), close: () => Promise.resolve() }))
