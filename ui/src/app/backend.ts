/**
 * The composition root: the only place that chooses adapters. Demo mode (memory, the default) needs no server;
 * VITE_KONTOR_BACKEND=http talks to the REST API.
 */
import type { Backend, Clock } from '@kontor/core'
import { createHttpBackend } from '@kontor/adapters/http'
import { createMemoryBackend, systemClock } from '@kontor/adapters/memory'
import { demoSeed } from '@kontor/fixtures'

export type BackendConfig = { readonly mode: 'memory' } | { readonly mode: 'http'; readonly baseUrl: string }

/** The machine's clock, defined once in the adapters (the reference server's entry uses it too). */
export { systemClock }

export const readBackendConfig = (env: ImportMetaEnv, pageOrigin: string): BackendConfig =>
  env.VITE_KONTOR_BACKEND === 'http' ? { mode: 'http', baseUrl: env.VITE_KONTOR_API_URL ?? pageOrigin } : { mode: 'memory' }

export const createBackend = (config: BackendConfig, clock: Clock = systemClock): Backend =>
  config.mode === 'http' ? createHttpBackend({ baseUrl: config.baseUrl }, clock) : createMemoryBackend(demoSeed, clock)
