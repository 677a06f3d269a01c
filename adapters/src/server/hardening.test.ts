/**
 * The reference server's refusals (issue 17, items 1, 2 and 4): every request it will not read is answered with the
 * IssueList the HTTP adapter reads, over a real socket where Node itself is involved (431, a body never finished).
 */
import { fixedClock, type FinancialAccountWire } from '@kontor/core'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MemorySeed } from '../memory/store/db.ts'
import { createMemoryDb } from '../memory/store/create-db.ts'
import { ROUTES, pathOf } from '../wire/routes.ts'
import { bodyLimitOf, createServerApp } from './app.ts'
import { CSV_UPLOAD_BODY_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from './constants.ts'
import { startServer, type RunningServer } from './start-server.ts'

const giro: FinancialAccountWire = {
  financialAccountId: 'fa-giro',
  name: 'Girokonto',
  type: 'GIRO',
  balance: 1,
  state: { status: 'IDLE' },
  availableActions: ['EDIT'],
}
const seed: MemorySeed = { financialAccounts: [giro] }
const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const makeApp = (options = {}) => createServerApp(createMemoryDb(seed, clock), options)

const CREATE = ROUTES.createFinancialAccount.path
const LIST = ROUTES.listFinancialAccounts.path
const jsonHeaders = { 'Content-Type': 'application/json' }
const manualAccount = JSON.stringify({ name: 'Kasse', type: 'GIRO' })

const issuesOf = async (response: Response) => ((await response.json()) as { IssueList: ReadonlyArray<{ i18nKey: string }> }).IssueList

describe('reference server: bodies', () => {
  it('refuses a body over its limit by its Content-Length with 413 and an IssueList, closing the connection', async () => {
    const response = await makeApp().request(CREATE, {
      method: 'POST',
      headers: { ...jsonHeaders, 'Content-Length': String(REQUEST_BODY_MAX_BYTES + 1) },
      body: manualAccount,
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('Connection')).toBe('close')
    expect(await issuesOf(response)).toEqual([{ i18nKey: 'payload_too_large', source: 'body' }])
  })

  it('refuses a streamed body as soon as it passes the limit, the rest unread', async () => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        pulled += 1
        controller.enqueue(chunk)
      },
    })
    const response = await makeApp().request(CREATE, { method: 'POST', headers: jsonHeaders, body: endless, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
    // The limit and at most a chunk or two of read-ahead, never the endless rest.
    expect(pulled * chunk.byteLength).toBeLessThan(REQUEST_BODY_MAX_BYTES + 4 * chunk.byteLength)
  })

  it('gives the CSV upload room for its file, every other route the form limit', () => {
    expect(bodyLimitOf(ROUTES.uploadCsvFile)).toBe(CSV_UPLOAD_BODY_MAX_BYTES)
    expect(bodyLimitOf(ROUTES.createFinancialAccount)).toBe(REQUEST_BODY_MAX_BYTES)
  })

  it('refuses a 2 MB account name before it is stored: the account list stays small', async () => {
    const app = makeApp()
    const before = await (await app.request(LIST)).text()
    const response = await app.request(CREATE, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ name: 'x'.repeat(2_000_000), type: 'GIRO' }) })
    expect(response.status).toBe(413)
    const withinLimit = await app.request(CREATE, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ name: 'x'.repeat(200_000), type: 'GIRO' }) })
    expect(withinLimit.status).toBe(400)
    expect(await issuesOf(withinLimit)).toEqual([{ i18nKey: 'accounts.textTooLong', source: 'name', i18nValues: { maxLength: 100 } }])
    expect(await (await app.request(LIST)).text()).toBe(before)
  })

  it.each([
    ['ignore reason', ROUTES.ignoreTransaction, { financialTransactionId: 'tx-1' }, { ignoreReason: 'x'.repeat(256) }, 'ignoreReason'],
    ['payment note', ROUTES.updatePaymentNote, { paymentId: 'p-1' }, { value: 'x'.repeat(256) }, 'value'],
    ['assignment note', ROUTES.assignVouchers, {}, { financialTransactionId: 'tx-1', payments: [], note: 'x'.repeat(256) }, 'note'],
    ['SEPA text to clean', ROUTES.cleanSepaText, {}, { value: 'x'.repeat(141) }, 'value'],
  ] as const)('checks a %s against core limit before the db reads it', async (_name, route, params, body, source) => {
    const response = await makeApp().request(pathOf(route, params), { method: route.method, headers: jsonHeaders, body: JSON.stringify(body) })
    expect(response.status).toBe(400)
    expect((await issuesOf(response)).map((issue) => ({ ...issue, i18nValues: undefined }))).toEqual([
      expect.objectContaining({ source }),
    ])
  })
})

describe('reference server: updates name their lockVersion (issue 17, item 6)', () => {
  it.each([
    [ROUTES.updateFinancialAccount, { financialAccountId: 'fa-giro' }, { name: 'Neu', type: 'GIRO' }],
    [ROUTES.updateContactAccount, { financialContactId: 'fc-1', financialAccountId: 'fa-giro' }, { name: 'Neu', type: 'GIRO', lockVersion: null }],
    [ROUTES.updateFinancialContact, { financialContactId: 'fc-1' }, { bankCode: '10050000' }],
    [ROUTES.reviewProposal, { proposalId: 'p-1' }, { reviewResult: 'REJECTED' }],
    [ROUTES.updateProposalNote, { proposalId: 'p-1' }, { note: 'x' }],
  ] as const)('refuses %o without a lockVersion: 400 at lockVersion, nothing changed', async (route, params, body) => {
    const app = makeApp()
    const before = await (await app.request(LIST)).text()
    const response = await app.request(pathOf(route, params), { method: route.method, headers: jsonHeaders, body: JSON.stringify(body) })
    expect(response.status).toBe(400)
    expect(await issuesOf(response)).toEqual([{ i18nKey: 'INVALID_MODEL', source: 'lockVersion' }])
    expect(await (await app.request(LIST)).text()).toBe(before)
  })

  it('takes an update with its lockVersion', async () => {
    const response = await makeApp().request(pathOf(ROUTES.updateFinancialAccount, { financialAccountId: 'fa-giro' }), {
      method: 'PUT',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'Neu', type: 'GIRO', lockVersion: 0 }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'Neu', lockVersion: 1 })
  })
})

describe('reference server: no cross-site writes', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain;charset=UTF-8'])(
    'refuses a body sent as %s with 415 (what a form or a no-cors fetch can send)',
    async (contentType) => {
      const app = makeApp()
      const response = await app.request(CREATE, { method: 'POST', headers: { 'Content-Type': contentType }, body: manualAccount })
      expect(response.status).toBe(415)
      expect(await issuesOf(response)).toEqual([{ i18nKey: 'unsupported_media_type', source: 'Content-Type' }])
      expect(((await (await app.request(LIST)).json()) as unknown[]).length).toBe(1)
    },
  )

  it.each(['text/plain', 'application/json', 'multipart/form-data; boundary=x'])(
    'refuses a CSV upload sent as %s with 415: the upload takes text/csv only, with its file name in the query',
    async (contentType) => {
      const app = makeApp()
      const path = `${ROUTES.uploadCsvFile.path}?uploadType=csv&fileName=${encodeURIComponent('Umsätze.csv')}`
      const body = 'Datum;Name;Zweck;Betrag\n01.02.2024;A;B;1,00\n'
      const refused = await app.request(path, { method: 'POST', headers: { 'Content-Type': contentType }, body })
      expect(refused.status).toBe(415)
      expect(await issuesOf(refused)).toEqual([{ i18nKey: 'unsupported_media_type', source: 'Content-Type' }])
      const taken = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'text/csv; charset=utf-8' }, body })
      expect(taken.status).toBe(200)
      expect(await taken.json()).toEqual({ id: expect.any(String) })
    },
  )

  it('takes application/json with a charset', async () => {
    const response = await makeApp().request(CREATE, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: manualAccount })
    expect(response.status).toBe(200)
  })

  it.each(['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:8787'])(
    'refuses a state-changing request from the origin %s with 403, reads stay open',
    async (origin) => {
      const app = makeApp()
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const path = method === 'POST' ? CREATE : pathOf(ROUTES.deleteFinancialAccount, { financialAccountId: 'fa-giro' })
        const response = await app.request(path, { method, headers: { ...jsonHeaders, Origin: origin }, body: method === 'DELETE' ? null : manualAccount })
        expect(response.status).toBe(403)
        expect(await issuesOf(response)).toEqual([{ i18nKey: 'origin_not_allowed', source: 'Origin' }])
      }
      expect((await app.request(LIST, { headers: { Origin: origin } })).status).toBe(200)
      expect(((await (await app.request(LIST)).json()) as unknown[]).length).toBe(1)
    },
  )

  it('takes its own origin and loopback by default; a configured list replaces loopback', async () => {
    const open = makeApp()
    for (const origin of ['http://localhost', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:8787']) {
      expect((await open.request(CREATE, { method: 'POST', headers: { ...jsonHeaders, Origin: origin }, body: manualAccount })).status).toBe(200)
    }
    const configured = makeApp({ allowedOrigins: ['https://app.kontor.de'] })
    const post = (origin: string) => configured.request(CREATE, { method: 'POST', headers: { ...jsonHeaders, Origin: origin }, body: manualAccount })
    expect((await post('https://app.kontor.de')).status).toBe(200)
    expect((await post('http://127.0.0.1:5173')).status).toBe(403)
    // Hono's app.request has the origin http://localhost: the server's own.
    expect((await post('http://localhost')).status).toBe(200)
  })
})

describe('reference server: every refusal is an IssueList', () => {
  it('answers 405 with Allow and an IssueList, 404 with an IssueList, bad JSON with a 400 IssueList', async () => {
    const app = makeApp()
    const notAllowed = await app.request(LIST, { method: 'PATCH', headers: jsonHeaders, body: '{}' })
    expect(notAllowed.status).toBe(405)
    expect(await issuesOf(notAllowed)).toEqual([{ i18nKey: 'method_not_allowed', source: 'request' }])
    const unknown = await app.request('/fis/nothing/here')
    expect(unknown.status).toBe(404)
    expect(await issuesOf(unknown)).toEqual([{ i18nKey: 'not_found', source: '/fis/nothing/here' }])
    const badJson = await app.request(CREATE, { method: 'POST', headers: jsonHeaders, body: '{"name": ' })
    expect(badJson.status).toBe(400)
    expect(await issuesOf(badJson)).toEqual([{ i18nKey: 'INVALID_MODEL', source: 'body' }])
  })
})

describe('reference server over a socket', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createMemoryDb(seed, clock))
  })
  afterAll(() => server.close())

  /** One raw request: the status, the headers and the body text (or the error, e.g. a reset). */
  const raw = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string; end?: boolean } = {}) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const url = new URL(server.url)
      const req = httpRequest({ host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
      })
      req.on('error', reject)
      if (options.body !== undefined) req.write(options.body)
      if (options.end !== false) req.end()
    })

  it('answers a 100 KB id with a structured 431 instead of a reset, and answers afterwards', async () => {
    const answer = await raw(ROUTES.getFinancialAccount.path.replace('{financialAccountId}', 'x'.repeat(100_000)))
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({ IssueList: [{ i18nKey: 'request_headers_too_large', source: 'request' }] })
    expect((await raw(LIST)).status).toBe(200)
  })

  it('answers a 50 MB Content-Length at once with 413, without waiting for the body', async () => {
    const answer = await raw(CREATE, {
      method: 'POST',
      headers: { ...jsonHeaders, 'Content-Length': String(50 * 1024 * 1024) },
      body: '{"name":',
      end: false,
    })
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ IssueList: [{ i18nKey: 'payload_too_large', source: 'body' }] })
    expect((await raw(LIST)).status).toBe(200)
  })

  it('refuses an id that is no plain identifier with 400 naming the parameter', async () => {
    const answer = await raw(ROUTES.getFinancialAccount.path.replace('{financialAccountId}', 'a%2Fb'))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ IssueList: [{ i18nKey: 'invalid_path_parameter', source: 'financialAccountId' }] })
  })
})
