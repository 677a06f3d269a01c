/**
 * The transfer service's own guarantees as a state machine (accounts-and-transfers 4.4 steps 4–6, 7.3 and 8;
 * transactions-import-proposals 8; hub-and-business-account 5), run against every adapter over the demo organisation:
 * random sequences of port calls (fast-check commands) — drafts, orders, execution without an SCA answer, with the
 * demo's TAN, with a wrong TAN, with the whole SCA of the sending account's mode, twice at once (a double click),
 * deleting the order (closing the dialog), reading it, the prepared and executed lists, deleting prepared transfers —
 * each answer held to a model of the service. After every call:
 * - each transfer is executed at most once: the executed list holds it at most once, exactly the model's executions;
 * - each sending account's balance dropped by exactly the sum of its executed transfers (Money only);
 * - every answer decodes, and every failure is an IssueList of a defined 4xx, never a 5xx.
 * Deleting or executing a deleted or unknown order is a 404 IssueList; a deleted order leaves no pending order behind
 * (its drafts are prepared again and can be ordered anew, the dialog's own transfers are gone). What the model found
 * in the memory db, fixed there: an order naming one transfer twice executed and booked it twice (now 400); an order
 * whose transfers a newer order took (or that were deleted) "executed" with nothing paid (now 409 before any TAN); a
 * prepared transfer whose order the bank declined vanished from every list (now prepared again, with the bank's answer).
 */
import {
  compareMoney,
  fromWireAmount,
  moneyFromCents,
  normalizeIban,
  subtractMoney,
  sumMoney,
  ZERO_MONEY,
  type Backend,
  type BackendError,
  type BankTransferOrder,
  type LocalDate,
  type Money,
  type ScaAnswer,
  type ScaContext,
} from '@kontor/core'
import {
  DEMO_ACCOUNT_IDS,
  DEMO_SCA_MODES,
  DEMO_TRANSFER_IBANS,
  DEMO_VALID_TAN,
  DEMO_WRONG_TAN,
  demoPreparedTransfers,
  demoTransferSeed,
} from '@kontor/fixtures'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'

const TODAY = '2026-11-20' as LocalDate
const UNKNOWN_ORDER_ID = 'bto-unknown'
const PAGE_SIZE = 50

/** The sending accounts: one of each SCA mode (TAN, medium choice, redirect, push-TAN). */
const SENDERS = [
  DEMO_ACCOUNT_IDS.sparkasseGiro,
  DEMO_ACCOUNT_IDS.deutscheBankSyncError,
  DEMO_ACCOUNT_IDS.volksbankContactError,
  DEMO_ACCOUNT_IDS.providerMain,
] as const
type ScaMode = 'tan' | 'mediumChoice' | 'redirect' | 'push'
const SCA_MODE_OF: Readonly<Record<string, ScaMode>> = DEMO_SCA_MODES
const scaModeOf = (accountId: string): ScaMode => SCA_MODE_OF[accountId] ?? 'tan'
/** The account that sends no combined transfer (demo-transfers.ts: 'Keine Sammelüberweisung möglich'). */
const NO_COMBINED = DEMO_ACCOUNT_IDS.deutscheBankSyncError

const OUTCOME_OF: Readonly<Record<string, string>> = demoTransferSeed.behaviour.outcomeByRecipientIban
const outcomeOf = (iban: string): string => OUTCOME_OF[normalizeIban(iban)] ?? 'executes'

// --- the model

interface ModelTransfer {
  readonly id: string
  readonly iban: string
  readonly amount: Money
  readonly draft: boolean
  orderId: string | null
  gone: boolean
  /** The bank declined an order of this draft: it is prepared again, with the bank's answer. */
  declined: boolean
}

type OrderStatus = 'pending' | 'executed' | 'declined' | 'deleted'

interface ModelOrder {
  readonly id: string
  readonly accountId: string
  transferIds: string[]
  status: OrderStatus
  /** The first answer that executed it (or declined it): every later execution answers the same. */
  answer: BankTransferOrder | null
  /** A push-TAN change request of this order is open (created by a 428, not yet deleted). */
  pushOpen: boolean
}

interface Model {
  readonly transfers: ModelTransfer[]
  readonly orders: ModelOrder[]
  /** The expected balance of each sending account. */
  readonly balances: Map<string, Money>
  /** Transfers the model executed, in order. */
  readonly executedIds: string[]
}

interface Real {
  readonly backend: Backend
  readonly seededExecutedIds: ReadonlySet<string>
  readonly initialBalances: ReadonlyMap<string, Money>
}

const orderOf = (m: Model, id: string | null): ModelOrder | undefined => (id === null ? undefined : m.orders.find((o) => o.id === id))

/** In an order the bank decided on (executed; a declined one keeps only the dialog's own transfers): neither ordered again nor deleted. */
const isLocked = (m: Model, t: ModelTransfer): boolean => {
  const status = orderOf(m, t.orderId)?.status
  return status === 'executed' || status === 'declined'
}

const liveTransfersOf = (m: Model, order: ModelOrder): ReadonlyArray<ModelTransfer> =>
  order.transferIds.flatMap((id) => m.transfers.filter((t) => t.id === id && !t.gone))

const balanceIn = (m: Model, accountId: string): Money => m.balances.get(accountId) ?? ZERO_MONEY

// --- answers

/** Runs a call and insists that its answer decoded and a failure is an IssueList of 4xx (never a 5xx). */
const settle = async <A>(task: TE.TaskEither<BackendError, A>): Promise<E.Either<BackendError, A>> => {
  const result = await task()
  if (E.isLeft(result)) {
    expect(result.left).toMatchObject({ _tag: 'ServerIssues', status: expect.any(Number) })
    expect(result.left._tag === 'ServerIssues' ? result.left.status : 500).toBeLessThan(500)
  }
  return result
}

const right = <A>(result: E.Either<BackendError, A>): A => {
  if (E.isLeft(result)) return expect.fail(`expected an answer, got ${JSON.stringify(result.left)}`)
  return result.right
}

const expectIssue = (result: E.Either<BackendError, unknown>, status: number, i18nKey: string, source?: string) => {
  expect(E.isLeft(result) ? result.left : result).toMatchObject({
    _tag: 'ServerIssues',
    status,
    issues: [expect.objectContaining(source === undefined ? { i18nKey } : { i18nKey, source })],
  })
}

const scaContextOf = (result: E.Either<BackendError, unknown>): ScaContext =>
  E.isLeft(result) && result.left._tag === 'ServerIssues' && result.left.issues[0]?.scaContext != null
    ? result.left.issues[0].scaContext
    : expect.fail(`expected an SCA challenge, got ${JSON.stringify(result)}`)

/**
 * What an execution answers before any SCA answer is looked at (memory/transfers/execution.ts
 * executeBankTransferOrder): an order without transfers left (a newer order took them, or they were deleted) is refused
 * before a TAN is asked for.
 */
type BeforeSca =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'done'; readonly answer: BankTransferOrder | null }
  | { readonly kind: 'refused'; readonly status: number; readonly key: string }
  | { readonly kind: 'sca'; readonly order: ModelOrder }

const beforeSca = (m: Model, id: string): BeforeSca => {
  const order = m.orders.find((o) => o.id === id)
  if (order === undefined || order.status === 'deleted') return { kind: 'notFound' }
  if (order.status !== 'pending') return { kind: 'done', answer: order.answer }
  const outcomes = liveTransfersOf(m, order).map((t) => outcomeOf(t.iban))
  if (outcomes.length === 0) return { kind: 'refused', status: 409, key: 'transfers.orderWithoutTransfers' }
  if (outcomes.includes('rateLimited')) return { kind: 'refused', status: 429, key: 'RATE_LIMIT_EXCEEDED' }
  if (outcomes.includes('concurrent')) return { kind: 'refused', status: 409, key: 'CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS' }
  return { kind: 'sca', order }
}

/**
 * Checks the answer of an execution whose SCA passed and applies it to the model: a declined order is final,
 * insufficient funds leave it pending, else the transfers are executed once and booked.
 */
const expectExecuted = (m: Model, order: ModelOrder, result: E.Either<BackendError, BankTransferOrder>) => {
  const transfers = liveTransfersOf(m, order)
  const outcomes = transfers.map((t) => outcomeOf(t.iban))
  const total = sumMoney(transfers.map((t) => t.amount))
  if (outcomes.includes('declined')) {
    expect(right(result)).toMatchObject({ bankTransferOrderId: order.id, declined: true })
    order.status = 'declined'
    order.answer = right(result)
    for (const t of transfers) {
      if (!t.draft) continue
      t.orderId = null
      t.declined = true
    }
    return
  }
  if (outcomes.includes('insufficientFunds') || compareMoney(total, balanceIn(m, order.accountId)) > 0) {
    return expectIssue(result, 400, 'INSUFFICIENT_FUNDS')
  }
  const answer = right(result)
  expect(answer).toMatchObject({ bankTransferOrderId: order.id, declined: false, bankTransferIds: transfers.map((t) => t.id) })
  order.status = 'executed'
  order.answer = answer
  m.balances.set(order.accountId, subtractMoney(balanceIn(m, order.accountId), total))
  m.executedIds.push(...transfers.map((t) => t.id))
}

/** The answer of an order that needs no SCA (gone, final, or refused before it). */
const expectBeforeSca = (expected: Exclude<BeforeSca, { kind: 'sca' }>, result: E.Either<BackendError, BankTransferOrder>) => {
  switch (expected.kind) {
    case 'notFound':
      return expectIssue(result, 404, 'banktransfer.notFound', 'bankTransferOrderId')
    case 'done':
      return expect(right(result)).toEqual(expected.answer)
    case 'refused':
      return expectIssue(result, expected.status, expected.key)
  }
}

const expectScaRequired = (order: ModelOrder, result: E.Either<BackendError, BankTransferOrder>) => {
  expectIssue(result, 428, 'solaris_sca_required', scaModeOf(order.accountId) === 'push' ? 'scaDevice' : 'scaTan')
  if (scaModeOf(order.accountId) === 'push') order.pushOpen = true
}

// --- the invariants, after every command

const allPages = async (backend: Backend, list: 'listExecutedTransfers' | 'listPreparedTransfers') => {
  const first = right(await settle(backend.transfers[list]({ pageNumber: 0, pageSize: PAGE_SIZE })))
  const entries = [...first.bankTransfers]
  for (let page = 1; entries.length < first.numBankTransfers; page++) {
    const next = right(await settle(backend.transfers[list]({ pageNumber: page, pageSize: PAGE_SIZE })))
    expect(next.bankTransfers.length).toBeGreaterThan(0)
    entries.push(...next.bankTransfers)
  }
  expect(entries).toHaveLength(first.numBankTransfers)
  return entries
}

const checkInvariants = async (m: Model, r: Real) => {
  const executed = await allPages(r.backend, 'listExecutedTransfers')
  const ids = executed.map((e) => e.bankTransferId)
  // Each transfer at most once, and exactly the model's executions beside the seeded ones.
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids.filter((id) => !r.seededExecutedIds.has(id)).sort()).toEqual([...m.executedIds].sort())
  const accounts = right(await settle(r.backend.banking.listFinancialAccounts({})))
  for (const accountId of SENDERS) {
    const booked = sumMoney(
      executed.filter((e) => e.bankAccountId === accountId && !r.seededExecutedIds.has(e.bankTransferId)).map((e) => e.amount ?? ZERO_MONEY),
    )
    const balance = accounts.find((a) => a.financialAccountId === accountId)?.balance ?? ZERO_MONEY
    expect({ accountId, balance }).toEqual({ accountId, balance: subtractMoney(r.initialBalances.get(accountId) ?? ZERO_MONEY, booked) })
    expect({ accountId, balance }).toEqual({ accountId, balance: balanceIn(m, accountId) })
  }
}

// --- the commands

type Command = fc.AsyncCommand<Model, Real>

/**
 * Picks an order: 0 and 1 the newest orders not deleted, from 2 any order (deleted ones too), counting from the
 * newest; a negative index (or no order at all) is an id the service never gave.
 */
const pickOrder = (m: Readonly<Model>, index: number): string => {
  const live = m.orders.filter((o) => o.status !== 'deleted')
  const from = index < 2 && live.length > 0 ? live : m.orders
  return (index < 0 ? undefined : from[from.length - 1 - (index % Math.max(from.length, 1))]?.id) ?? UNKNOWN_ORDER_ID
}

/** Picks a transfer counting from the newest. */
const pickTransfer = (m: Model, index: number): ModelTransfer | undefined => m.transfers[m.transfers.length - 1 - (index % m.transfers.length)]

class CreateTransfers implements Command {
  constructor(
    readonly recipients: ReadonlyArray<{ readonly iban: string; readonly cents: bigint }>,
    readonly draft: boolean,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    const result = await settle(
      r.backend.transfers.createBankTransfers({
        bankTransfers: this.recipients.map((x) => ({
          recipientName: 'Empfänger GmbH',
          recipientIban: x.iban,
          amount: moneyFromCents(x.cents),
          purpose: 'RE 1',
          draft: this.draft,
        })),
        bankTransferGroupReference: null,
      }),
    )
    const created = right(result)
    expect(created.map((t) => t.amount)).toEqual(this.recipients.map((x) => moneyFromCents(x.cents)))
    created.forEach((t, i) => {
      m.transfers.push({ id: t.bankTransferId, iban: this.recipients[i]?.iban ?? '', amount: t.amount ?? ZERO_MONEY, draft: this.draft, orderId: null, gone: false, declined: false })
    })
    await checkInvariants(m, r)
  }
  toString = () => `createBankTransfers(${this.recipients.map((x) => `${x.iban}:${x.cents}`).join(', ')}${this.draft ? ', draft' : ''})`
}

class CreateOrder implements Command {
  constructor(
    readonly account: number,
    readonly picks: ReadonlyArray<number>,
    readonly duplicate: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.transfers.length > 0
  async run(m: Model, r: Real) {
    const accountId = SENDERS[this.account % SENDERS.length] ?? DEMO_ACCOUNT_IDS.sparkasseGiro
    const unique = [...new Set(this.picks.map((p) => pickTransfer(m, p)?.id ?? ''))]
    const ids = this.duplicate ? [...unique, unique[0] ?? ''] : unique
    const result = await settle(
      r.backend.transfers.createBankTransferOrder({
        bankAccountId: accountId,
        sepaInstant: false,
        bankTransferIds: ids,
        executionDate: TODAY,
        reoccurrence: null,
        lastExecutionDate: null,
      }),
    )
    const transfers = ids.map((id) => m.transfers.find((t) => t.id === id))
    if (this.duplicate) {
      expectIssue(result, 400, 'INVALID_MODEL', 'bankTransferIds')
    } else if (transfers.some((t) => t === undefined || t.gone)) {
      expectIssue(result, 404, 'banktransfer.notFound', 'bankTransferIds')
    } else if (transfers.some((t) => t !== undefined && isLocked(m, t))) {
      expectIssue(result, 409, 'banktransfer.alreadyExecuted', 'bankTransferIds')
    } else if (accountId === NO_COMBINED && ids.length > 1) {
      expectIssue(result, 400, 'BANKING_ACCOUNT_COMBINED_TRANSFER_NO_PERMISSION', 'bankAccountId')
    } else {
      const order = right(result)
      expect(order).toMatchObject({ bankAccountId: accountId, bankTransferIds: ids, declined: false })
      // A transfer belongs to one pending order: the newest takes it from an older one.
      for (const other of m.orders) {
        if (other.status === 'pending') other.transferIds = other.transferIds.filter((id) => !ids.includes(id))
      }
      for (const t of m.transfers) if (ids.includes(t.id)) t.orderId = order.bankTransferOrderId
      m.orders.push({ id: order.bankTransferOrderId, accountId, transferIds: [...ids], status: 'pending', answer: null, pushOpen: false })
    }
    await checkInvariants(m, r)
  }
  toString = () => `createBankTransferOrder(account ${this.account}, picks ${this.picks.join('/')}${this.duplicate ? ', duplicate' : ''})`
}

type ScaChoice = 'none' | 'validTan' | 'wrongTan' | 'full'

class Execute implements Command {
  constructor(
    readonly order: number,
    readonly sca: ScaChoice,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    const id = pickOrder(m, this.order)
    const execute = (sca?: ScaAnswer) => settle(r.backend.transfers.executeBankTransferOrder(id, sca))
    const expected = beforeSca(m, id)
    if (this.sca === 'full') {
      await this.runFull(m, r, id, expected)
    } else {
      const result = await execute(this.sca === 'none' ? undefined : { tan: this.sca === 'validTan' ? DEMO_VALID_TAN : DEMO_WRONG_TAN })
      if (expected.kind !== 'sca') expectBeforeSca(expected, result)
      else this.expectWithTan(m, expected.order, result)
    }
    await checkInvariants(m, r)
  }

  /** An answer with a TAN only (or none): only the TAN mode takes it; the others still ask for their SCA. */
  private expectWithTan(m: Model, order: ModelOrder, result: E.Either<BackendError, BankTransferOrder>) {
    const mode = scaModeOf(order.accountId)
    if (this.sca === 'none') return expectScaRequired(order, result)
    if (mode === 'tan') return this.sca === 'validTan' ? expectExecuted(m, order, result) : expectIssue(result, 406, 'INVALID_TAN', 'tan')
    if (mode === 'push' && order.pushOpen) return expectIssue(result, 406, 'INVALID_TAN', 'tan')
    return expectScaRequired(order, result)
  }

  /** The whole SCA of the account's mode, as the SCA dialog runs it (ui/src/shared/sca). */
  private async runFull(m: Model, r: Real, id: string, expected: BeforeSca) {
    const execute = (sca?: ScaAnswer) => settle(r.backend.transfers.executeBankTransferOrder(id, sca))
    const asked = await execute()
    if (expected.kind !== 'sca') return expectBeforeSca(expected, asked)
    const order = expected.order
    expectScaRequired(order, asked)
    const context = scaContextOf(asked)
    const base: ScaAnswer = { token: context.token ?? '', financialContactId: context.financialContactId ?? '' }
    switch (scaModeOf(order.accountId)) {
      case 'tan':
        return expectExecuted(m, order, await execute({ ...base, tan: DEMO_VALID_TAN }))
      case 'mediumChoice': {
        const securityId = context.availableSecurityFunctions?.[0]?.securityId ?? expect.fail('no TAN medium offered')
        const chosen = await execute({ ...base, securityId })
        expect(scaContextOf(chosen).tanAuthnSpecification?.challenge).toBeTruthy()
        return expectExecuted(m, order, await execute({ ...base, securityId, tan: DEMO_VALID_TAN }))
      }
      case 'redirect': {
        const link = new URL(context.link ?? expect.fail('no redirect link'), 'http://kontor.test')
        return expectExecuted(m, order, await execute({ ...base, token: link.searchParams.get('state') ?? '', tan: link.searchParams.get('code') ?? '' }))
      }
      case 'push': {
        const changeRequestId = context.changeRequestId ?? expect.fail('no change request')
        const statuses = []
        for (let i = 0; i < 3; i++) statuses.push(right(await settle(r.backend.transfers.getChangeRequestStatus(changeRequestId))))
        const last = statuses[2]
        const declined = liveTransfersOf(m, order).some((t) => outcomeOf(t.iban) === 'pushDeclined')
        expect(statuses.map((s) => s.status)).toEqual(['PENDING', 'PENDING', declined ? 'DECLINED' : 'CONFIRMED'])
        if (!declined) expectExecuted(m, order, await execute({ ...base, tan: last?.tan ?? '' }))
        // Once it has a status the dialog deletes the change request (after the retried call).
        right(await settle(r.backend.transfers.deleteChangeRequest(changeRequestId)))
        order.pushOpen = false
      }
    }
  }
  toString = () => `executeBankTransferOrder(order ${this.order}, ${this.sca})`
}

/** Two executions at once with the TAN (a double click on "Überweisen"): one decision, the same answer twice. */
class ExecuteTwice implements Command {
  constructor(readonly order: number) {}
  check = (m: Readonly<Model>) => {
    const order = m.orders.find((o) => o.id === pickOrder(m, this.order))
    return order === undefined || scaModeOf(order.accountId) === 'tan'
  }
  async run(m: Model, r: Real) {
    const id = pickOrder(m, this.order)
    const expected = beforeSca(m, id)
    const sca: ScaAnswer = { tan: DEMO_VALID_TAN }
    const [first, second] = await Promise.all([
      settle(r.backend.transfers.executeBankTransferOrder(id, sca)),
      settle(r.backend.transfers.executeBankTransferOrder(id, sca)),
    ])
    expect(second).toEqual(first)
    if (expected.kind !== 'sca') expectBeforeSca(expected, first)
    else expectExecuted(m, expected.order, first)
    await checkInvariants(m, r)
  }
  toString = () => `executeBankTransferOrder twice at once(order ${this.order})`
}

/** Closing the dialog before completion deletes the pending order (4.4 step 6). */
class DeleteOrder implements Command {
  constructor(readonly order: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const id = pickOrder(m, this.order)
    const order = m.orders.find((o) => o.id === id)
    const result = await settle(r.backend.transfers.deleteBankTransferOrder(id))
    if (order === undefined || order.status === 'deleted') {
      expectIssue(result, 404, 'banktransfer.notFound', 'bankTransferOrderId')
    } else if (order.status === 'executed') {
      expectIssue(result, 409, 'banktransfer.alreadyExecuted', 'bankTransferOrderId')
    } else {
      expect(E.isRight(result)).toBe(true)
      order.status = 'deleted'
      order.pushOpen = false
      // Its drafts are prepared again; the transfers the dialog made for it go with it.
      for (const t of m.transfers) {
        if (t.orderId !== id) continue
        t.orderId = null
        if (!t.draft) t.gone = true
      }
      expectIssue(await settle(r.backend.transfers.getBankTransferOrder(id)), 404, 'banktransfer.notFound')
      const own = order.transferIds.filter((tid) => m.transfers.some((t) => t.id === tid && !t.draft))
      if (own.length > 0) expectIssue(await settle(r.backend.transfers.getBankTransfers(own)), 404, 'banktransfer.notFound')
      await expectPrepared(m, r)
    }
    await checkInvariants(m, r)
  }
  toString = () => `deleteBankTransferOrder(order ${this.order})`
}

class GetOrder implements Command {
  constructor(readonly order: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const id = pickOrder(m, this.order)
    const order = m.orders.find((o) => o.id === id)
    const result = await settle(r.backend.transfers.getBankTransferOrder(id))
    if (order === undefined || order.status === 'deleted') {
      expectIssue(result, 404, 'banktransfer.notFound', 'bankTransferOrderId')
    } else {
      expect(right(result)).toMatchObject({
        bankTransferOrderId: id,
        bankAccountId: order.accountId,
        bankTransferIds: order.transferIds,
        declined: order.status === 'declined',
      })
    }
    await checkInvariants(m, r)
  }
  toString = () => `getBankTransferOrder(order ${this.order})`
}

/** The prepared list: the drafts that are neither gone nor decided by the bank. */
const expectPrepared = async (m: Model, r: Real) => {
  const prepared = await allPages(r.backend, 'listPreparedTransfers')
  const expected = m.transfers.filter((t) => t.draft && !t.gone && !isLocked(m, t))
  expect(prepared.map((p) => p.bankTransferId).sort()).toEqual(expected.map((t) => t.id).sort())
  for (const t of expected) {
    const entry = prepared.find((p) => p.bankTransferId === t.id)
    expect(entry?.amount).toEqual(t.amount)
    if (t.declined) expect(entry?.errorMessage).toBeTruthy()
  }
}

class ListPrepared implements Command {
  check = () => true
  async run(m: Model, r: Real) {
    await expectPrepared(m, r)
    await checkInvariants(m, r)
  }
  toString = () => 'listPreparedTransfers'
}

class DeleteTransfer implements Command {
  constructor(readonly transfer: number) {}
  check = (m: Readonly<Model>) => m.transfers.length > 0
  async run(m: Model, r: Real) {
    const t = pickTransfer(m, this.transfer)
    if (t === undefined) return expect.fail('no transfer')
    const result = await settle(r.backend.transfers.deleteBankTransfer(t.id))
    if (t.gone || isLocked(m, t)) {
      expectIssue(result, 404, 'banktransfer.notFound', 'bankTransferId')
    } else {
      expect(right(result)).toEqual({})
      t.gone = true
      for (const o of m.orders) if (o.status === 'pending') o.transferIds = o.transferIds.filter((id) => id !== t.id)
    }
    await checkInvariants(m, r)
  }
  toString = () => `deleteBankTransfer(transfer ${this.transfer})`
}

// --- generation

const RECIPIENT_IBANS = [
  DEMO_TRANSFER_IBANS.druckereiSchneider,
  DEMO_TRANSFER_IBANS.coworkingKonzept,
  DEMO_TRANSFER_IBANS.muellerBuerobedarf,
  DEMO_TRANSFER_IBANS.instantFailed,
  DEMO_TRANSFER_IBANS.noInstant,
]
const OUTCOME_IBANS = [
  DEMO_TRANSFER_IBANS.declined,
  DEMO_TRANSFER_IBANS.insufficientFunds,
  DEMO_TRANSFER_IBANS.rateLimited,
  DEMO_TRANSFER_IBANS.concurrent,
  DEMO_TRANSFER_IBANS.pushDeclined,
]

const recipientArbitrary = fc.record({
  iban: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...RECIPIENT_IBANS) }, { weight: 1, arbitrary: fc.constantFrom(...OUTCOME_IBANS) }),
  // Mostly small amounts; now and then one above a balance (Volksbank 960,50 … Sparkasse 12.345,67).
  cents: fc.oneof({ weight: 12, arbitrary: fc.bigInt({ min: 1n, max: 20_000n }) }, { weight: 1, arbitrary: fc.bigInt({ min: 20_000n, max: 2_000_000n }) }),
})

/** Mostly the newest order or the one before; now and then an older one, or an unknown id (-1). */
const orderIndex = fc.oneof(
  { weight: 8, arbitrary: fc.nat({ max: 1 }) },
  { weight: 1, arbitrary: fc.nat({ max: 40 }) },
  { weight: 1, arbitrary: fc.constant(-1) },
)
/** Mostly the newest transfers; now and then an older one (a seeded draft, a deleted or executed one). */
const transferIndex = fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 2 }) }, { weight: 1, arbitrary: fc.nat({ max: 60 }) })

const createTransfers = fc
  .tuple(fc.array(recipientArbitrary, { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([rs, draft]) => new CreateTransfers(rs, draft))
const createOrder = fc
  // Now and then one transfer twice in the same order.
  .tuple(
    fc.nat({ max: 7 }),
    fc.oneof({ weight: 3, arbitrary: transferIndex.map((t) => [t]) }, { weight: 1, arbitrary: fc.array(transferIndex, { minLength: 2, maxLength: 3 }) }),
    fc.nat({ max: 9 }),
  )
  .map(([account, picks, one]) => new CreateOrder(account, picks, one === 0))
const execute = fc
  .tuple(orderIndex, fc.constantFrom<ScaChoice>('none', 'validTan', 'wrongTan', 'full', 'full', 'full'))
  .map(([o, sca]) => new Execute(o, sca))

const commandsArbitrary = fc.commands(
  [
    createTransfers,
    createTransfers,
    createOrder,
    createOrder,
    createOrder,
    execute,
    execute,
    execute,
    orderIndex.map((o) => new ExecuteTwice(o)),
    orderIndex.map((o) => new DeleteOrder(o)),
    orderIndex.map((o) => new GetOrder(o)),
    fc.constant(new ListPrepared()),
    transferIndex.map((t) => new DeleteTransfer(t)),
  ],
  { maxCommands: 30, size: 'large' },
)

const initialState = async (backend: Backend): Promise<{ model: Model; real: Real }> => {
  const executed = await allPages(backend, 'listExecutedTransfers')
  const accounts = right(await settle(backend.banking.listFinancialAccounts({})))
  const balances = new Map(SENDERS.map((id) => [id, accounts.find((a) => a.financialAccountId === id)?.balance ?? ZERO_MONEY] as const))
  const transfers: ModelTransfer[] = demoPreparedTransfers.map((p) => ({
    id: p.wire.bankTransferId,
    iban: p.wire.recipientIban,
    amount: E.getOrElseW(() => expect.fail('a seeded amount does not read'))(fromWireAmount(p.wire.amount)),
    draft: true,
    orderId: null,
    gone: false,
    declined: false,
  }))
  return {
    model: { transfers, orders: [], balances: new Map(balances), executedIds: [] },
    real: { backend, seededExecutedIds: new Set(executed.map((e) => e.bankTransferId)), initialBalances: balances },
  }
}

export const transferModelContract = (name: string, makeBackend: () => Promise<BackendUnderTest>, numRuns: number) =>
  describe(`${name}: transfer port, the service as a state machine`, () => {
    const { withBackend } = backendRunner(makeBackend)
    const SPARKASSE = DEMO_ACCOUNT_IDS.sparkasseGiro
    const orderBody = (bankTransferIds: ReadonlyArray<string>) => ({
      bankAccountId: SPARKASSE,
      sepaInstant: false,
      bankTransferIds,
      executionDate: TODAY,
      reoccurrence: null,
      lastExecutionDate: null,
    })
    const draftTo = async (backend: Backend, iban: string, draft = false) => {
      const [created] = await run(
        backend.transfers.createBankTransfers({
          bankTransfers: [{ recipientName: 'Empfänger GmbH', recipientIban: iban, amount: moneyFromCents(5_000n), purpose: 'RE 1', draft }],
          bankTransferGroupReference: null,
        }),
      )
      return created?.bankTransferId ?? expect.fail('no transfer created')
    }

    it(
      'refuses an order that names one transfer twice (it would be executed and booked twice)',
      withBackend(async (backend) => {
        const id = await draftTo(backend, DEMO_TRANSFER_IBANS.druckereiSchneider)
        expect(await failure(backend.transfers.createBankTransferOrder(orderBody([id, id])))).toEqual(
          issuesError(400, { i18nKey: 'INVALID_MODEL', source: 'bankTransferIds' }),
        )
      }),
    )

    it(
      'an order whose transfer a newer order took is refused before a TAN is asked; the newer one executes once',
      withBackend(async (backend) => {
        const id = await draftTo(backend, DEMO_TRANSFER_IBANS.druckereiSchneider, true)
        const older = await run(backend.transfers.createBankTransferOrder(orderBody([id])))
        const newer = await run(backend.transfers.createBankTransferOrder(orderBody([id])))
        expect(await failure(backend.transfers.executeBankTransferOrder(older.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toEqual(
          issuesError(409, { i18nKey: 'transfers.orderWithoutTransfers', source: 'bankTransferIds' }),
        )
        expect(await failure(backend.transfers.executeBankTransferOrder(older.bankTransferOrderId))).toMatchObject({ status: 409 })
        expect(await run(backend.transfers.executeBankTransferOrder(newer.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toMatchObject({
          bankTransferIds: [id],
          declined: false,
        })
        const executed = await run(backend.transfers.listExecutedTransfers({ pageNumber: 0, pageSize: PAGE_SIZE }))
        expect(executed.bankTransfers.filter((e) => e.bankTransferId === id)).toHaveLength(1)
      }),
    )

    it(
      'a prepared transfer whose order the bank declined is prepared again, with the bank\'s answer, and can be sent anew',
      withBackend(async (backend) => {
        const id = await draftTo(backend, DEMO_TRANSFER_IBANS.declined, true)
        const order = await run(backend.transfers.createBankTransferOrder(orderBody([id])))
        expect(await run(backend.transfers.executeBankTransferOrder(order.bankTransferOrderId, { tan: DEMO_VALID_TAN }))).toMatchObject({ declined: true })
        const prepared = await run(backend.transfers.listPreparedTransfers({ pageNumber: 0, pageSize: PAGE_SIZE }))
        expect(prepared.bankTransfers.find((p) => p.bankTransferId === id)).toMatchObject({ errorMessage: 'Die Bank hat den Auftrag abgelehnt.' })
        expect(await run(backend.transfers.createBankTransferOrder(orderBody([id])))).toMatchObject({ bankTransferIds: [id] })
      }),
    )

    it('executes each order at most once, books exactly what it executed, leaves nothing pending after a delete', async () => {
      await fc.assert(
        fc.asyncProperty(commandsArbitrary, async (commands) => {
          const { backend, close } = await makeBackend()
          try {
            await fc.asyncModelRun(() => initialState(backend), commands)
          } finally {
            await close()
          }
        }),
        { numRuns },
      )
    }, 120_000)
  })
