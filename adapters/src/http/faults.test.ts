/**
 * The fault suite (issue 17): every operation of every port over HTTP, against each fault a network or a server can
 * produce (408, 429, 500, 503, HTML instead of JSON, a truncated body, a reset before and during the body, a hang the
 * caller aborts, a body that stalls past the time limit). Each ends in its defined BackendError and nothing rejects
 * unhandled. The operations are read off the backend itself, so a new operation joins by being on a port.
 */
import { moneyFromCents, type BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, pathOf } from '../wire/routes.ts'
import { backendAnswering, json } from './answering-backend.ts'

/** Chosen for the stalled body: short, the body never comes (no assertion on time). */
const STALL_TIMEOUT_MS = 30

const Money0 = moneyFromCents(0n)

/** Arguments of the operations whose body must have its shape to be encoded; every other takes plain ids. */
const ARGUMENTS: Readonly<Record<string, ReadonlyArray<unknown>>> = {
  'banking.disconnectFinancialAccount': [{ financialAccountId: 'fa-1', name: 'Giro', type: 'GIRO' }],
  'transfers.createBankTransfers': [{ bankTransfers: [], bankTransferGroupReference: null }],
  'transactions.categoriseWithoutReceipt': [
    'outgo',
    {
      financialVoucher: { postingCategoryId: 'pc-1', taxRatePercent: 19, voucherDate: '2026-11-20', totalGrossAmount: Money0, dataSource: 'USER_BROWSER' },
      paymentReferences: [],
    },
  ],
  'transactions.getPaymentOptions': [{ financialTransactionId: 'tx-1', voucherId: 'v-1', voucherSource: 'SALES_VOUCHER', paymentAmount: Money0 }],
  'transactions.assignVouchers': [{ financialTransactionId: 'tx-1', payments: [] }],
  'transactions.assignReservedVouchers': [{ reservedFinancialTransactionId: 'rtx-1', payments: [] }],
  'telemetry.sendEvent': [{ userId: 'u', organizationId: 'o', name: 'n', details: {} }],
  'telemetry.log': [{ message: 'm', data: {} }],
  'proposals.listProposals': [{ financialTransactionId: 'tx-1' }],
  'hub.createSeizureTransfer': [{ bankTransferGroupReference: 'g', bankTransfers: [] }],
  'transfers.requestSmsTan': [pathOf(ROUTES.requestSmsTan, { changeRequestId: 'cr-1' })],
}

type Operation = (...args: ReadonlyArray<unknown>) => () => Promise<E.Either<BackendError, unknown>>

/** Every operation of every port of a backend, by "port.operation". */
const operationsOf = (backend: object): ReadonlyArray<readonly [string, Operation]> =>
  Object.entries(backend).flatMap(([portName, port]) =>
    typeof port !== 'object' || port === null || portName === 'clock'
      ? []
      : Object.entries(port as Record<string, unknown>).flatMap(([name, fn]) => (typeof fn === 'function' ? [[`${portName}.${name}`, fn as Operation] as const] : [])),
  )

/** Calls an operation with its arguments and the call options last (the operation's arity says where they go). */
const callOperation = (name: string, op: Operation, signal?: AbortSignal) => {
  const given = ARGUMENTS[name] ?? []
  const plain = Array.from({ length: Math.max(0, op.length - 1 - given.length) }, (_, i) => `id-${i + 1}`)
  const args = [...given, ...plain].slice(0, Math.max(0, op.length - 1))
  return op(...args, signal === undefined ? {} : { signal })()
}

/** A body that starts and then never ends. */
const stalledBody = () => new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"a":')) })

/** A body that starts and then breaks off (the connection dropped mid-answer). */
const brokenBody = () =>
  new ReadableStream<Uint8Array>({
    start: (c) => {
      c.enqueue(new TextEncoder().encode('[{"financialAccountId":'))
      c.error(new TypeError('terminated'))
    },
  })

const ISSUES = { IssueList: [{ i18nKey: 'INTERNAL_ERROR', source: 'server' }] }

interface Fault {
  readonly answer: (request: Request) => Response | Promise<Response>
  readonly expected: (error: BackendError) => boolean
  readonly abort?: true
  readonly timeoutMs?: number
}

const FAULTS: Readonly<Record<string, Fault>> = {
  '408 without body': { answer: () => new Response(null, { status: 408 }), expected: (e) => e._tag === 'HttpStatus' && e.status === 408 },
  '429 with Retry-After and issues': {
    answer: () => json({ IssueList: [{ i18nKey: 'RATE_LIMIT_EXCEEDED', source: 'x' }] }, 429, { 'Retry-After': '7' }),
    expected: (e) => e._tag === 'ServerIssues' && e.status === 429 && e.retryAfterSeconds === 7,
  },
  '500 with an IssueList': { answer: () => json(ISSUES, 500), expected: (e) => e._tag === 'ServerIssues' && e.status === 500 },
  '503 as HTML': {
    answer: () => new Response('<html><body>Service Unavailable</body></html>', { status: 503, headers: { 'Content-Type': 'text/html' } }),
    expected: (e) => e._tag === 'HttpStatus' && e.status === 503,
  },
  'HTML instead of JSON (200)': {
    answer: () => new Response('<!doctype html><p>Anmeldung</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    expected: (e) => e._tag === 'Undecodable',
  },
  'truncated JSON body': {
    answer: () => new Response('{"financialAccountId":"fa-1","na', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    expected: (e) => e._tag === 'Undecodable',
  },
  'reset before the answer': {
    answer: () => Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) })),
    expected: (e) => e._tag === 'Network',
  },
  'reset during the body': { answer: () => new Response(brokenBody(), { status: 200 }), expected: (e) => e._tag === 'Network' },
  'hang, aborted by the caller': {
    answer: (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
    abort: true,
    expected: (e) => e._tag === 'Aborted',
  },
  'stalled body past the time limit': {
    answer: () => new Response(stalledBody(), { status: 200 }),
    timeoutMs: STALL_TIMEOUT_MS,
    expected: (e) => e._tag === 'Timeout',
  },
}

describe('fault suite: every port operation over HTTP', () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled)
  })
  afterAll(() => {
    process.off('unhandledRejection', onUnhandled)
  })

  it('finds the operations of every port', () => {
    const names = operationsOf(backendAnswering(() => json([])).backend).map(([name]) => name)
    expect(names.length).toBeGreaterThan(100)
    for (const port of ['banking', 'transfers', 'transactions', 'csvImport', 'proposals', 'hub', 'onboarding']) {
      expect(names.some((name) => name.startsWith(`${port}.`))).toBe(true)
    }
  })

  it.each(Object.entries(FAULTS))('ends every operation in its defined error on %s, nothing rejected', async (_fault, fault) => {
    const { backend } = backendAnswering(fault.answer, fault.timeoutMs === undefined ? {} : { timeoutMs: fault.timeoutMs })
    // All at once: the stalled body's time limit is then waited for once, not once per operation.
    const outcomes = await Promise.all(
      operationsOf(backend).map(async ([name, op]) => {
        const controller = new AbortController()
        const pending = callOperation(name, op, controller.signal)
        if (fault.abort === true) setTimeout(() => controller.abort(), 0)
        const result = await pending
        return E.isRight(result) || !fault.expected(result.left) ? [`${name}: ${JSON.stringify(result)}`] : []
      }),
    )
    expect(outcomes.flat()).toEqual([])
    // Let any stray rejection surface before looking.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(unhandled).toEqual([])
  })
})
