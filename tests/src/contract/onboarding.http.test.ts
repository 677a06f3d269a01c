/** The onboarding contract against the HTTP adapter and the reference server over loopback, a server per test. */
import { createHttpBackend } from '@kontor/adapters/http'
import { startServer } from '@kontor/adapters/server'
import { onboardingContract } from './onboarding.contract.ts'
import { onboardingDb } from './onboarding-seed.ts'

onboardingContract('http', async (clock, organisation) => {
  const server = await startServer(onboardingDb(clock, organisation), 0)
  return { backend: createHttpBackend({ baseUrl: server.url }, clock), close: server.close }
})
