/** The onboarding contract against the in-memory backend (demo mode): a fresh backend per test, switched to its organisation. */
import { createMemoryBackendFromDb } from '@kontor/adapters/memory'
import { onboardingContract } from './onboarding.contract.ts'
import { onboardingDb } from './onboarding-seed.ts'

onboardingContract('memory', (clock, organisation) =>
  Promise.resolve({ backend: createMemoryBackendFromDb(onboardingDb(clock, organisation), clock), close: () => Promise.resolve() }),
)
