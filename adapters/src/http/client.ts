/** The one ky instance of the HTTP adapter. */
import type { Clock } from '@kontor/core'
import ky, { type KyInstance } from 'ky'
import { HTTP_TIMEOUT_MS } from './constants.ts'
import { fetchReportingNetworkFailures } from './call.ts'

export interface HttpClientConfig {
  /** Where the backend lives, e.g. 'http://127.0.0.1:8787' or the page's own origin. */
  readonly baseUrl: string
  readonly timeoutMs?: number
  /** For tests: a fetch that fails or answers as a scenario needs. */
  readonly fetch?: typeof fetch
}

export interface HttpClient {
  readonly ky: KyInstance
  readonly clock: Clock
  /** ky's timeout ends when the headers arrive; call.ts holds the body to the same limit. */
  readonly timeoutMs: number
  readonly urlOf: (path: string) => string
}

export const createHttpClient = (config: HttpClientConfig, clock: Clock): HttpClient => {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS
  return {
    clock,
    timeoutMs,
    ky: ky.create({
      timeout: timeoutMs,
      // Retrying is a decision of the screen (a 429 says when), never silent.
      retry: 0,
      fetch: fetchReportingNetworkFailures(config.fetch ?? globalThis.fetch.bind(globalThis)),
      headers: { Accept: 'application/json' },
    }),
    urlOf: (path) => `${config.baseUrl.replace(/\/+$/, '')}${path}`,
  }
}
