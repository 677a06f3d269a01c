/**
 * The fuzz suite over every route of the routes table (issue 17): malformed JSON, wrong types, missing and extra
 * fields, huge strings, unicode, __proto__, deep nesting and path tricks, against one reference server over loopback.
 * Never a 5xx, every refusal an IssueList, and the server still answers afterwards. The routes come from ROUTES, so a
 * new route joins by being in the table.
 */
import { fc } from '@fast-check/vitest'
import { fixedClock } from '@kontor/core'
import { createMemoryDb } from '@kontor/adapters/memory'
import { startServer, type RunningServer } from '@kontor/adapters/server'
import { ROUTES, type RouteDef } from '@kontor/adapters/http'
import { demoSeed } from '@kontor/fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const ALL_ROUTES: ReadonlyArray<RouteDef> = Object.values(ROUTES)

/** Modest: the whole suite stays within a few seconds (every run is one request over loopback). */
const NUM_RUNS = 250

/** Path segments a caller might send: plain ids, dot segments plain and encoded, slashes, unicode, empty, long. */
const pathSegment = fc.oneof(
  fc.constantFrom('fa-giro', 'tx-1', '.', '..', '%2e%2e', '%2E%2e', '.%2e', 'a%2Fb', 'a%5Cb', '%00', '%ZZ', '', '~', '__proto__', 'constructor'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.nat({ max: 8_000 }).map((n) => 'x'.repeat(n)),
)

/** A JSON value of any shape, with the keys that bite a careless reader. */
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'name', 'type', 'lockVersion', 'value', 'note', 'payments', 'iban', 'x'), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value

const deeplyNested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** Bodies as text: malformed JSON, JSON of wrong shape, huge strings, deep nesting, prototype keys. */
const bodyText = fc.oneof(
  fc.constantFrom('', '{', '}', '{"name":', 'null', '[]', '"text"', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', '\uFEFF{}'),
  jsonValue.map((v) => JSON.stringify(v)),
  fc.nat({ max: 300_000 }).map((n) => JSON.stringify({ name: 'ä'.repeat(n), type: 'GIRO', value: 'x'.repeat(n), note: 'y'.repeat(n) })),
  fc.integer({ min: 100, max: 20_000 }).map(deeplyNested),
  fc.string({ unit: 'binary', maxLength: 200 }),
)

const queryText = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 40 }), { maxKeys: 4 }).map((d) => `?${new URLSearchParams(d).toString()}`),
  fc.constantFrom('?pageNumber=-1', '?pageSize=1e9', '?types=__proto__', '?financialAccountIds=..', '?%ZZ=1', '?a=%E0%A4%A'),
)

const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', undefined)

const requestOf = fc.record({
  route: fc.constantFrom(...ALL_ROUTES),
  segments: fc.array(pathSegment, { minLength: 4, maxLength: 4 }),
  query: queryText,
  body: bodyText,
  contentType,
})

/** The path of a route with its parameters replaced by the given segments, as sent (already encoded or not). */
const pathWith = (route: RouteDef, segments: ReadonlyArray<string>): string => {
  let i = 0
  return route.path.replace(/\{\w+\}/g, () => segments[i++ % segments.length] ?? '')
}

interface Answer {
  readonly status: number
  readonly text: string
}

/** Never a 5xx; a refusal is an IssueList of issues with a text key; a success is JSON or nothing. */
const expectWellFormed = (answer: Answer, what: string) => {
  expect(answer.status, what).toBeLessThan(500)
  if (answer.status >= 400) {
    const body = JSON.parse(answer.text) as { IssueList?: unknown }
    expect(Array.isArray(body.IssueList), what).toBe(true)
    for (const issue of body.IssueList as ReadonlyArray<{ i18nKey?: unknown }>) expect(typeof issue.i18nKey, what).toBe('string')
  } else if (answer.text !== '') {
    expect(() => JSON.parse(answer.text) as unknown, what).not.toThrow()
  }
}

describe('fuzz: every route of the routes table', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createMemoryDb(demoSeed, clock), 0)
  })
  afterAll(() => server.close())

  const send = async (method: string, path: string, body: string | undefined, type: string | undefined): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: type === undefined ? {} : { 'Content-Type': type },
      ...(body === undefined || method === 'GET' ? {} : { body }),
    })
    return { status: response.status, text: await response.text() }
  }

  it('answers malformed JSON, prototype keys, deep nesting and a path trick on each route with an IssueList, never a 5xx', async () => {
    for (const route of ALL_ROUTES) {
      for (const [body, segment] of [
        ['{"name":', 'fa-giro'],
        ['{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}', '..'],
        [deeplyNested(10_000), '%2e%2e'],
      ] as const) {
        const path = pathWith(route, [segment])
        expectWellFormed(await send(route.method, path, body, 'application/json'), `${route.method} ${path}`)
      }
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('answers any request to any route with no 5xx and an IssueList for every refusal', async () => {
    await fc.assert(
      fc.asyncProperty(requestOf, async ({ route, segments, query, body, contentType: type }) => {
        const path = `${pathWith(route, segments)}${query}`
        expectWellFormed(await send(route.method, path, body, type), `${route.method} ${path.slice(0, 200)}`)
      }),
      { numRuns: NUM_RUNS },
    )
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined()
  })

  it('answers every route with another method with a 405 IssueList, and the account list afterwards', async () => {
    for (const route of ALL_ROUTES) {
      const other = route.method === 'PATCH' ? 'OPTIONS' : 'PATCH'
      const taken = ALL_ROUTES.some((r) => r.path === route.path && r.method === other)
      if (taken) continue
      const answer = await send(other, pathWith(route, ['fa-giro']), undefined, undefined)
      expect(answer.status).toBe(405)
      expectWellFormed(answer, `${other} ${route.path}`)
    }
    const list = await send('GET', ROUTES.listFinancialAccounts.path, undefined, undefined)
    expect(list.status).toBe(200)
  })
})
