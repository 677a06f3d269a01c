/**
 * The composition root: the only place that chooses adapters. Demo mode (memory, the default) needs no server;
 * VITE_KONTOR_BACKEND=http talks to the REST API. A build carries one adapter only (createBuildBackend).
 */
import type { Backend, Clock } from '@kontor/core'
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryBackend, systemClock } from '@kontor/adapters/memory'
import { demoSeedWithoutBanks, loadDemoBanks } from '@kontor/fixtures'

export type BackendConfig = { readonly mode: 'memory' } | { readonly mode: 'http'; readonly baseUrl: string }

/** The demo organisation; its bank directory (about 48 KB gzipped) loads when a bank is first looked up. */
const demoSeed = { ...demoSeedWithoutBanks, banks: loadDemoBanks }

/** The machine's clock, defined once in the adapters (the reference server's entry uses it too). */
export { systemClock }

export const readBackendConfig = (env: ImportMetaEnv, pageOrigin: string): BackendConfig =>
  env.VITE_KONTOR_BACKEND === 'http' ? { mode: 'http', baseUrl: env.VITE_KONTOR_API_URL ?? pageOrigin } : { mode: 'memory' }

/** Either adapter, as the config says (tests build both). */
export const createBackend = (config: BackendConfig, clock: Clock = systemClock): Backend =>
  config.mode === 'http' ? createHttpBackend({ baseUrl: config.baseUrl }, clock) : createMemoryBackend(demoSeed, clock)

/**
 * The backend this build was made for (main.tsx), as readBackendConfig reads the build's variables. Vite writes
 * VITE_KONTOR_BACKEND's value into the code when it builds, so the comparison below is decided then and the bundle
 * keeps only the adapter it names: the demo build has no HTTP client, the HTTP build no memory backend and no demo
 * data. The comparison stands here on purpose: behind a function such as readBackendConfig the bundler could not
 * decide it and would keep both adapters.
 */
export const createBuildBackend = (pageOrigin: string, clock: Clock = systemClock): Backend =>
  import.meta.env.VITE_KONTOR_BACKEND === 'http'
    ? createHttpBackend({ baseUrl: import.meta.env.VITE_KONTOR_API_URL ?? pageOrigin }, clock)
    : createMemoryBackend(demoSeed, clock)
