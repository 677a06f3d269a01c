/**
 * The HTTP adapter's fault handling, end to end through createHttpBackend with a fetch that answers as each
 * scenario needs (no network): every failure is a BackendError, never a rejection.
 */
import {
  FinancialAccountListCodec,
  formatMoney,
  httpStatus,
  describeBackendError,
  serverIssues,
  undecodable,
  type AbortSignalLike,
  type BackendError,
  type FinancialAccountWire,
  type FinancialAccountsQuery,
} from '@kontor/core'
import { errorStatusArbitrary, financialAccountWireArbitrary, issueArbitrary } from '@kontor/core/testing'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { BASE_URL, backendAnswering, json, testClock as clock } from './answering-backend.ts'
import { ROUTES } from '../wire/routes.ts'


/** Accounts as the banking service sends them (adapters do not import the demo fixtures). */
const giro: FinancialAccountWire = {
  financialAccountId: 'fa-giro',
  name: 'Geschäftskonto',
  type: 'GIRO',
  iban: 'DE89370400440532013000',
  financialContact: { financialContactId: 'fc-1', readyToUse: true },
  balance: 12345.67,
  balanceDate: '2026-11-20',
  state: { status: 'IDLE', errorOnSync: false },
  availableActions: ['TRANSFER_MONEY_FINTS', 'EDIT'],
}
const paypal: FinancialAccountWire = {
  financialAccountId: 'fa-paypal',
  name: 'PayPal',
  type: 'PAYPAL',
  connectionData: { merchantId: 'M42', startSyncDate: null },
  balance: -0.5,
  state: { status: 'RUNNING' },
  availableActions: ['EDIT'],
}

const listWith = (answer: (request: Request) => Response | Promise<Response>, query: FinancialAccountsQuery = {}) =>
  backendAnswering(answer).backend.banking.listFinancialAccounts(query)()

/** A fetch that answers only when its request is aborted, as a server that never responds. */
const hangUntilAborted = (request: Request): Promise<Response> =>
  new Promise((_, reject) => {
    const abort = () => reject(request.signal.reason)
    if (request.signal.aborted) abort()
    else request.signal.addEventListener('abort', abort, { once: true })
  })

const leftOf = (result: E.Either<BackendError, unknown>): BackendError => {
  if (E.isRight(result)) throw new Error('expected a BackendError, got accounts')
  return result.left
}

describe('HTTP banking adapter: listFinancialAccounts', () => {
  describe('answers', () => {
    it('200 with a valid account list is Right, decoded', async () => {
      const result = await listWith(() => json([giro, paypal]))
      expect(E.isRight(result)).toBe(true)
      if (E.isRight(result)) {
        expect(result.right.map((a) => a.financialAccountId)).toEqual(['fa-giro', 'fa-paypal'])
        expect(result.right.map((a) => (a.balance == null ? undefined : formatMoney(a.balance)))).toEqual([
          '12.345,67\u00a0€',
          '-0,50\u00a0€',
        ])
      }
    })

    test.prop([fc.array(financialAccountWireArbitrary, { maxLength: 5 })], { numRuns: 30 })(
      '200 with any list the service may send is Right, and encodes back to what was sent',
      async (accounts) => {
        const result = await listWith(() => json(accounts))
        expect(E.map(FinancialAccountListCodec.encode)(result)).toEqual(E.right(accounts))
      },
    )

    it('200 with an empty list is Right with no accounts', async () => {
      expect(await listWith(() => json([]))).toEqual(E.right([]))
    })

    it('200 with malformed JSON is Undecodable for the route', async () => {
      const result = await listWith(() => new Response('[{"financialAccountId": ', { status: 200 }))
      expect(result).toEqual(E.left(undecodable('listFinancialAccounts', [expect.any(String)])))
    })

    it('200 with an empty body is Undecodable, not an empty list', async () => {
      const error = leftOf(await listWith(() => new Response('', { status: 200 })))
      expect(error).toMatchObject({ _tag: 'Undecodable', route: ROUTES.listFinancialAccounts.name })
    })

    const valid = giro
    const other = paypal
    const { financialAccountId: _dropped, ...withoutId } = valid
    it.each([
      ['an account without financialAccountId', withoutId, 'financialAccountId'],
      ['a balance that is not an amount', { ...valid, balance: 'abc' }, 'abc'],
      ['an unknown account type', { ...valid, type: 'NOPE' }, 'NOPE'],
      ['a state without status', { ...valid, state: {} }, 'status'],
    ])('200 with %s is Undecodable with a report naming the fault', async (_, account, named) => {
      const error = leftOf(await listWith(() => json([other, account])))
      expect(error._tag).toBe('Undecodable')
      if (error._tag !== 'Undecodable') return
      expect(error.route).toBe('listFinancialAccounts')
      expect(error.report.length).toBeGreaterThan(0)
      expect(error.report.join('\n')).toContain(named)
    })

    it('200 with an object instead of a list is Undecodable', async () => {
      const error = leftOf(await listWith(() => json({ financialAccounts: [giro, paypal] })))
      expect(error).toMatchObject({ _tag: 'Undecodable', route: 'listFinancialAccounts' })
    })
  })

  describe('error statuses', () => {
    const issues = [
      { i18nKey: 'invalid_query_parameter', source: 'types' },
      { i18nKey: 'internal', i18nValues: { errorText: 'Etwas ist schiefgegangen.' } },
    ]

    it.each([400, 500])('%i with an {IssueList} body is ServerIssues with status and issues', async (status) => {
      expect(await listWith(() => json({ IssueList: issues }, status))).toEqual(E.left(serverIssues(status, issues)))
    })

    test.prop([errorStatusArbitrary, fc.array(issueArbitrary, { minLength: 1, maxLength: 3 })], { numRuns: 30 })(
      'any error status with a non-empty IssueList is ServerIssues carrying both',
      async (status, issueList) => {
        expect(await listWith(() => json({ IssueList: issueList }, status))).toEqual(E.left(serverIssues(status, issueList)))
      },
    )

    it('a bare issue array is read the same way', async () => {
      expect(await listWith(() => json(issues, 422))).toEqual(E.left(serverIssues(422, issues)))
    })

    it('an empty IssueList is a plain HttpStatus', async () => {
      expect(await listWith(() => json({ IssueList: [] }, 500))).toEqual(E.left(httpStatus(500)))
    })

    it('503 with an HTML body is HttpStatus 503', async () => {
      const html = new Response('<html><body><h1>503 Service Unavailable</h1></body></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      })
      expect(await listWith(() => html)).toEqual(E.left({ _tag: 'HttpStatus', status: 503, retryAfterSeconds: undefined }))
    })

    it('429 with Retry-After: 30 is HttpStatus 429 with retryAfterSeconds 30, and is not retried', async () => {
      const { backend, requests } = backendAnswering(() => new Response(null, { status: 429, headers: { 'Retry-After': '30' } }))
      expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.left(httpStatus(429, 30)))
      expect(requests).toHaveLength(1)
    })

    it('429 with RATE_LIMIT_EXCEEDED in an IssueList keeps the Retry-After, and the text says how long to wait', async () => {
      const rateLimited = [{ i18nKey: 'RATE_LIMIT_EXCEEDED' }]
      const answer = await listWith(() =>
        new Response(JSON.stringify({ IssueList: rateLimited }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '45' } }),
      )
      expect(answer).toEqual(E.left(serverIssues(429, rateLimited, 45)))
      const notice = describeBackendError(leftOf(answer))
      expect(notice.retryAfterSeconds).toBe(45)
      expect(notice.text).toContain('45 Sekunden')
    })

    it('429 with an HTTP-date Retry-After counts the seconds from the backend clock', async () => {
      const at = new Date(clock.now().getTime() + 90_000).toUTCString()
      const answer = await listWith(() => new Response(null, { status: 429, headers: { 'Retry-After': at } }))
      expect(answer).toEqual(E.left(httpStatus(429, 90)))
    })

    it('a server that sends headers and then stalls the body times out at the same limit', async () => {
      const stalled = () =>
        new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('[')) }), { status: 200 })
      const { backend } = backendAnswering(stalled, { timeoutMs: 50 })
      expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.left({ _tag: 'Timeout' }))
    })

    it('408 is HttpStatus 408', async () => {
      expect(await listWith(() => new Response(null, { status: 408 }))).toEqual(E.left(httpStatus(408)))
    })
  })

  describe('no answer', () => {
    it('fetch rejecting with TypeError("fetch failed") is Network', async () => {
      expect(await listWith(() => Promise.reject(new TypeError('fetch failed')))).toEqual(E.left({ _tag: 'Network' }))
    })

    it('a fetch that throws synchronously counts as no answer too', async () => {
      const throwing = (): Response => {
        throw new RangeError('boom')
      }
      expect(await listWith(throwing)).toEqual(E.left({ _tag: 'Network' }))
    })

    it('a body that breaks off mid-read is Network', async () => {
      const encoder = new TextEncoder()
      let pulls = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1
          if (pulls === 1) controller.enqueue(encoder.encode('[{"financialAccountId":"fa-1","name":'))
          else controller.error(new TypeError('terminated'))
        },
      })
      const result = await listWith(() => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }))
      expect(result).toEqual(E.left({ _tag: 'Network' }))
      expect(pulls).toBeGreaterThanOrEqual(2)
    })

    it('a server that never answers is Timeout after timeoutMs', async () => {
      const { backend, requests } = backendAnswering(hangUntilAborted, { timeoutMs: 50 })
      expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.left({ _tag: 'Timeout' }))
      // ky aborted the hanging request, so nothing keeps running after the timeout.
      expect(requests[0]?.signal.aborted).toBe(true)
    })

    it("the caller's abort while waiting is Aborted", async () => {
      let started: () => void = () => undefined
      const fetchStarted = new Promise<void>((resolve) => (started = resolve))
      const { backend, requests } = backendAnswering((request) => {
        started()
        return hangUntilAborted(request)
      })
      const controller = new AbortController()
      const pending = backend.banking.listFinancialAccounts({}, { signal: controller.signal })()
      await fetchStarted
      controller.abort()
      expect(await pending).toEqual(E.left({ _tag: 'Aborted' }))
      expect(requests[0]?.signal.aborted).toBe(true)
    })

    it('a signal shared by many calls keeps no listener once each call is over, and still cancels', async () => {
      // A structural signal, as core knows it, that counts its listeners.
      const listeners = new Set<() => void>()
      const shared: AbortSignalLike = {
        aborted: false,
        addEventListener: (_, listener) => void listeners.add(listener),
        removeEventListener: (_, listener) => void listeners.delete(listener),
      }
      const answering = backendAnswering(() => json([]))
      for (let i = 0; i < 20; i += 1) {
        expect(await answering.backend.banking.listFinancialAccounts({}, { signal: shared })()).toEqual(E.right([]))
        expect(listeners.size).toBe(0)
      }
      for (const status of [500, 429]) {
        await backendAnswering(() => new Response(null, { status })).backend.banking.listFinancialAccounts({}, { signal: shared })()
        expect(listeners.size).toBe(0)
      }

      let started: () => void = () => undefined
      const fetchStarted = new Promise<void>((resolve) => (started = resolve))
      const hanging = backendAnswering((request) => {
        started()
        return hangUntilAborted(request)
      })
      const pending = hanging.backend.banking.listFinancialAccounts({}, { signal: shared })()
      await fetchStarted
      expect(listeners.size).toBe(1)
      for (const listener of [...listeners]) listener()
      expect(await pending).toEqual(E.left({ _tag: 'Aborted' }))
      expect(listeners.size).toBe(0)
    })

    it('an already-aborted signal is Aborted', async () => {
      const controller = new AbortController()
      controller.abort()
      const { backend } = backendAnswering(hangUntilAborted)
      expect(await backend.banking.listFinancialAccounts({}, { signal: controller.signal })()).toEqual(E.left({ _tag: 'Aborted' }))
    })
  })

  describe('the request', () => {
    const requestFor = async (query: FinancialAccountsQuery, baseUrl = BASE_URL) => {
      const { backend, requests } = backendAnswering(() => json([]), { baseUrl })
      await backend.banking.listFinancialAccounts(query)()
      expect(requests).toHaveLength(1)
      const request = requests[0] as Request
      return { request, url: new URL(request.url) }
    }

    it('is a GET of v102/financialAccounts under the banking service, asking for JSON', async () => {
      const { request, url } = await requestFor({})
      expect(request.method).toBe('GET')
      expect(url.origin).toBe(BASE_URL)
      expect(url.pathname).toBe('/fis/finance-rest/bankingservice/v102/financialAccounts')
      expect(url.search).toBe('')
      expect(request.headers.get('Accept')).toBe('application/json')
    })

    it('joins a base URL with a trailing slash without doubling it', async () => {
      const { url } = await requestFor({}, `${BASE_URL}/`)
      expect(url.pathname).toBe(ROUTES.listFinancialAccounts.path)
    })

    it("encodes booleans as 'true'/'false' and types as one comma-separated list", async () => {
      const { url } = await requestFor({ hasContact: true, supportsBankTransfer: false, activeOnly: false, types: ['GIRO', 'SAVINGS'] })
      expect(Object.fromEntries(url.searchParams)).toEqual({
        hasContact: 'true',
        supportsBankTransfer: 'false',
        activeOnly: 'false',
        types: 'GIRO,SAVINGS',
      })
      expect(url.searchParams.getAll('types')).toEqual(['GIRO,SAVINGS'])
    })

    it('leaves out filters not given, and an empty type list', async () => {
      const { url } = await requestFor({ activeOnly: true, types: [] })
      expect([...url.searchParams.keys()]).toEqual(['activeOnly'])
      expect(url.searchParams.get('activeOnly')).toBe('true')
    })
  })
})
