/**
 * For the HTTP adapter's tests: the whole backend over HTTP with a fetch that answers as each scenario needs (no
 * network), keeping every request it received, and each request's body as text, for inspection.
 */
import { fixedClock } from '@kontor/core'
import { createHttpBackend } from './http-backend.ts'

export const BASE_URL = 'http://kontor.test'
export const testClock = fixedClock(new Date('2026-11-20T09:30:00Z'))

export const backendAnswering = (
  answer: (request: Request) => Response | Promise<Response>,
  config: { readonly baseUrl?: string; readonly timeoutMs?: number } = {},
) => {
  const requests: Request[] = []
  /** Read as each request arrives, before it is answered. */
  const bodies: string[] = []
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    requests.push(request)
    bodies.push(await request.clone().text())
    return answer(request)
  }
  const backend = createHttpBackend({ baseUrl: BASE_URL, ...config, fetch: fakeFetch }, testClock)
  return { backend, requests, bodies }
}

/** A JSON answer as the banking service sends it. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
