/** The whole backend over HTTP. */
import type { Backend, Clock } from '@kontor/core'
import { backendOverSend } from '../wire/backend-over-send.ts'
import { sendOverHttp } from './send-over-http.ts'
import { createHttpClient, type HttpClientConfig } from './client.ts'

export const createHttpBackend = (config: HttpClientConfig, clock: Clock): Backend => {
  const send = sendOverHttp(createHttpClient(config, clock))
  return backendOverSend(() => send, clock)
}
