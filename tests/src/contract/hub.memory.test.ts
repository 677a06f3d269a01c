/** The hub contract against the in-memory backend (demo mode): a fresh backend per test, switched to its organisation. */
import { createMemoryBackendFromDb } from '@kontor/adapters/memory'
import { hubContract } from './hub.contract.ts'
import { hubDb } from './hub-seed.ts'

hubContract('memory', (clock, organisation) =>
  Promise.resolve({ backend: createMemoryBackendFromDb(hubDb(clock, organisation), clock), close: () => Promise.resolve() }),
)
