/**
 * The proposals of the memory db beyond the contract (tests/src/contract/proposals.contract.ts): kept in the stored
 * demo state across a reload with a running approval, made as soon as a CSV import finishes (with its notification),
 * and, as a state machine (fast-check commands), review, note, approval and assignment in any order keep the
 * proposals and the transactions in step.
 */
import {
  CSV_IMPORT_STATUS_FINISHED,
  PROPOSAL_APPROVAL_TYPE,
  catalogueKeyForIssue,
  fromWireAmount,
  toCsvUploadRequest,
} from '@kontor/core'
import { manualClock } from '@kontor/core/testing'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { APPROVAL_JOB_DURATION_MS, PROPOSAL_APPROVAL_LIMIT_COUNT, PROPOSALS_AHEAD_FROM } from '../constants.ts'
import type { MemoryDb, MemorySeed, MemoryTransactionsSeed } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { createTestIndexedDb } from '../store/testing.ts'
import { PROPOSAL_ISSUE_KEYS } from './proposal-calls.ts'
import { right } from '../test-kit.ts'

const START = Date.parse('2026-11-26T09:00:00.000Z')

const movingClock = () => manualClock(new Date(START).toISOString())

const ACCOUNT = 'fa-business'
const PAIRS = 14

/** PAIRS open payments, each paying its own invoice by amount and number (the demo's kind, small). */
const transactionData: MemoryTransactionsSeed = {
  transactions: Array.from({ length: PAIRS }, (_, i) => ({
    financialTransactionId: `t${String(i).padStart(2, '0')}`,
    financialAccountId: ACCOUNT,
    transactionDate: `2026-11-${String(i + 1).padStart(2, '0')}`,
    amount: 100 + i,
    purpose: `Rechnung RE-2026-${String(i).padStart(4, '0')}`,
    recipientOrSenderName: `Kunde ${i}`,
    lockVersion: 0,
  })),
  reservedTransactions: [],
  vouchers: [
    ...Array.from({ length: PAIRS }, (_, i) => ({
      voucherId: `v${String(i).padStart(2, '0')}`,
      voucherSource: 'SALES_VOUCHER' as const,
      voucherType: 'salesinvoice' as const,
      direction: 'income' as const,
      voucherNumber: `RE-2026-${String(i).padStart(4, '0')}`,
      voucherDate: '2026-10-01',
      totalGrossAmount: 100 + i,
      contactName: `Firma ${i}`,
      lockVersion: 0,
    })),
    // Paid by the CSV import below.
    {
      voucherId: 'v-import',
      voucherSource: 'SALES_VOUCHER',
      voucherType: 'salesinvoice',
      direction: 'income',
      voucherNumber: 'RE-2026-7777',
      voucherDate: '2026-10-01',
      totalGrossAmount: 77.7,
      contactName: 'Importkunde GmbH',
      lockVersion: 0,
    },
  ],
  payments: [],
  postingCategories: [],
}

const seed: MemorySeed = {
  financialAccounts: [
    {
      financialAccountId: ACCOUNT,
      name: 'Geschäftskonto',
      type: 'GIRO',
      usingProfileType: 'BUSINESS',
      state: { status: 'OK' },
      availableActions: [],
    } as unknown as MemorySeed['financialAccounts'][number],
  ],
  transactionData,
}

const pendingIds = (db: MemoryDb): ReadonlyArray<{ proposalId: string; financialTransactionId: string; lockVersion: number; voucherIds: string[] }> =>
  (right(db.listProposals({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: 1000, requestDate: undefined })) as { content: ReadonlyArray<{ proposal: { proposalId: string; financialTransactionId: string; lockVersion: number; payments: ReadonlyArray<{ voucherId: string }> } }> }).content.map(
    (e) => ({ ...e.proposal, voucherIds: e.proposal.payments.map((p) => p.voucherId) }),
  )

const approve = (db: MemoryDb, count: number) =>
  db.createProposalApproval({ type: PROPOSAL_APPROVAL_TYPE, requestDate: new Date(START).toISOString(), requestProposalCount: count })

describe('proposals in the stored demo state', () => {
  it('a reload keeps the proposals, a rejection and a running approval, which books once its time has come', async () => {
    const clock = movingClock()
    const idb = createTestIndexedDb()
    const first = createMemoryDb(seed, clock, { store: idb.open() })
    await first.storeReady()
    await first.transactionDataReady()
    const [rejected] = pendingIds(first)
    if (rejected === undefined) throw new Error('no proposal')
    right(first.reviewProposal(rejected.proposalId, { lockVersion: 0, reviewResult: 'REJECTED' }))
    right(approve(first, 3))
    await first.storeSettled()
    const reloaded = createMemoryDb(seed, clock, { store: idb.open() })
    await reloaded.storeReady()
    await reloaded.transactionDataReady()
    expect(right(reloaded.getProposal(rejected.proposalId))).toMatchObject({ reviewResult: 'REJECTED', lockVersion: 1 })
    expect((right(reloaded.getProposalApprovalSummary()) as { proposalApprovals: unknown[] }).proposalApprovals).toHaveLength(1)
    clock.advance(APPROVAL_JOB_DURATION_MS)
    expect((right(reloaded.getProposalApprovalSummary()) as { proposalApprovals: unknown[] }).proposalApprovals).toEqual([])
    expect(pendingIds(reloaded)).toHaveLength(PAIRS - 1 - 3)
    expect(right(reloaded.listNotifications(0))).toEqual([expect.objectContaining({ notificationType: 'PROPOSAL_APPROVAL_PROCESSED', transactionCount: 3 })])
  })

  it('a proposal for a new row comes as soon as its CSV import finishes, with the new-transactions notification', () => {
    const db = createMemoryDb(seed, movingClock())
    const file = new TextEncoder().encode('Datum;Name;Verwendungszweck;Betrag\n24.11.2026;Importkunde GmbH;RE 2026 7777;77,70\n25.11.2026;Kiosk;Kartenzahlung;-3,10\n')
    const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', file)))
    const started = right(db.startCsvImport({ fileId, financialAccountId: ACCOUNT }))
    let status = started.status
    for (let reads = 0; status !== CSV_IMPORT_STATUS_FINISHED && reads < 20; reads += 1) {
      expect(pendingIds(db).some((p) => p.voucherIds.includes('v-import'))).toBe(false)
      status = right(db.getCsvImport(started.financialTransactionImportId)).status
    }
    expect(status).toBe(CSV_IMPORT_STATUS_FINISHED)
    expect(pendingIds(db).filter((p) => p.voucherIds.includes('v-import'))).toHaveLength(1)
    expect(right(db.listNotifications(0))).toEqual([
      expect.objectContaining({ notificationType: 'NEW_BUSINESS_ACCOUNT_TRANSACTIONS', transactionCount: 2, bookingDate: '2026-11-25' }),
    ])
  })

  it('after an import of many rows, they are made in steps before the next call, as a db without a store makes them in the call', async () => {
    const filler = Array.from({ length: PROPOSALS_AHEAD_FROM }, (_, i) => `23.11.2026;Kiosk ${i};Kartenzahlung ${i};-${(i % 90) + 1},10`)
    const file = new TextEncoder().encode(`Datum;Name;Verwendungszweck;Betrag\n24.11.2026;Importkunde GmbH;RE 2026 7777;77,70\n${filler.join('\n')}\n`)
    const importInto = (db: MemoryDb) => {
      const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', file)))
      const started = right(db.startCsvImport({ fileId, financialAccountId: ACCOUNT }))
      while (right(db.getCsvImport(started.financialTransactionImportId)).status !== CSV_IMPORT_STATUS_FINISHED);
    }
    const inTheCall = createMemoryDb(seed, movingClock())
    importInto(inTheCall)
    const expected = pendingIds(inTheCall)
    expect(expected.filter((p) => p.voucherIds.includes('v-import'))).toHaveLength(1)

    let pauses = 0
    const pause = () => {
      pauses += 1
      return Promise.resolve()
    }
    const ahead = createMemoryDb(seed, movingClock(), { store: createTestIndexedDb().open(), pause })
    await ahead.storeReady()
    await ahead.transactionDataReady()
    pauses = 0
    importInto(ahead)
    await ahead.storeReady()
    expect(pauses).toBeGreaterThan(0)
    expect(pendingIds(ahead)).toEqual(expected)

    // A call that reaches the db before the steps have run gets the proposals too (they are made at once for it).
    const direct = createMemoryDb(seed, movingClock(), { store: createTestIndexedDb().open(), pause })
    await direct.storeReady()
    await direct.transactionDataReady()
    importInto(direct)
    expect(pendingIds(direct)).toEqual(expected)
    await direct.storeSettled()
    expect(pendingIds(direct)).toEqual(expected)
  })

  it('has a German text for every issue key it answers', () => {
    for (const key of Object.values(PROPOSAL_ISSUE_KEYS)) expect(catalogueKeyForIssue(key, 'proposals')).toBeDefined()
  })
})

// --- the state machine

interface Model {
  /** transaction id → the voucher ids a user rejected for it. */
  readonly rejected: Map<string, Set<string>>
  runningUntil: number | null
  booked: number
}

interface Real {
  readonly db: MemoryDb
  readonly clock: ReturnType<typeof movingClock>
}

/** What must hold after every command. */
const checkInvariants = (model: Model, real: Real): void => {
  const pending = pendingIds(real.db)
  const vouchers = pending.flatMap((p) => p.voucherIds)
  expect(new Set(vouchers).size).toBe(vouchers.length)
  expect(new Set(pending.map((p) => p.financialTransactionId)).size).toBe(pending.length)
  const page = right(real.db.listTransactions({ pageNumber: 0, pageSize: 1000 }))
  const byId = new Map(page.content.map((t) => [t.financialTransactionId, t] as const))
  for (const p of pending) {
    expect(byId.get(p.financialTransactionId)?.pendingProposalId).toBe(p.proposalId)
    expect(byId.get(p.financialTransactionId)?.bookingState).toBe('UNASSIGNED')
    for (const v of p.voucherIds) expect(model.rejected.get(p.financialTransactionId)?.has(v) ?? false).toBe(false)
  }
  const withProposal = page.content.filter((t) => t.pendingProposalId != null && t.pendingProposalId !== '')
  expect(withProposal).toHaveLength(pending.length)
  const summary = right(real.db.getTransactionSummary('2026-11-30'))
  expect(summary.openTransactionsWithProposals).toBe(pending.length)
  for (let i = 0; i < PAIRS; i += 1) {
    const open = (right(real.db.getVoucher(`v${String(i).padStart(2, '0')}`)) as { openAmount: number }).openAmount
    expect(open).toBeGreaterThanOrEqual(0)
  }
  const assigned = page.content.filter((t) => t.bookingState !== 'UNASSIGNED').length
  expect(assigned).toBeGreaterThanOrEqual(model.booked)
}

type Command = fc.Command<Model, Real>

class Reject implements Command {
  constructor(readonly pick: number) {}
  check = () => true
  run(model: Model, real: Real): void {
    const pending = pendingIds(real.db)
    const target = pending[this.pick % Math.max(pending.length, 1)]
    if (target !== undefined) {
      expect(E.isLeft(real.db.reviewProposal(target.proposalId, { lockVersion: target.lockVersion + 1, reviewResult: 'REJECTED' }))).toBe(true)
      right(real.db.reviewProposal(target.proposalId, { lockVersion: target.lockVersion, reviewResult: 'REJECTED' }))
      const set = model.rejected.get(target.financialTransactionId) ?? new Set<string>()
      for (const v of target.voucherIds) set.add(v)
      model.rejected.set(target.financialTransactionId, set)
    }
    checkInvariants(model, real)
  }
  toString = () => `reject(${this.pick})`
}

class Note implements Command {
  constructor(readonly pick: number, readonly note: string) {}
  check = () => true
  run(model: Model, real: Real): void {
    const pending = pendingIds(real.db)
    const target = pending[this.pick % Math.max(pending.length, 1)]
    if (target !== undefined) {
      const updated = right(real.db.updateProposalNote(target.proposalId, { lockVersion: target.lockVersion, note: this.note })) as { note?: string | null }
      expect(updated.note ?? null).toBe(this.note === '' ? null : this.note)
    }
    checkInvariants(model, real)
  }
  toString = () => `note(${this.pick}, ${JSON.stringify(this.note)})`
}

class AcceptOne implements Command {
  constructor(readonly pick: number) {}
  check = () => true
  run(model: Model, real: Real): void {
    const entries = (right(real.db.listProposals({ reviewResults: ['PENDING'], pageNumber: 0, pageSize: 1000, requestDate: undefined })) as {
      content: ReadonlyArray<{ proposal: { payments: ReadonlyArray<{ voucherId: string; voucherSource: 'SALES_VOUCHER'; paymentAmount: number; paymentDifferenceStrategy: null }> }; transaction: { financialTransactionId: string; lockVersion: number } }>
    }).content
    const entry = entries[this.pick % Math.max(entries.length, 1)]
    if (entry !== undefined) {
      const answer = real.db.assignVouchers({
        financialTransactionId: entry.transaction.financialTransactionId,
        lockVersion: entry.transaction.lockVersion,
        payments: entry.proposal.payments.map((p) => ({ ...p, paymentAmount: right(fromWireAmount(p.paymentAmount)) })),
      })
      expect(E.isRight(answer)).toBe(true)
      model.booked += 1
    }
    checkInvariants(model, real)
  }
  toString = () => `acceptOne(${this.pick})`
}

class Approve implements Command {
  constructor(readonly count: number) {}
  check = () => true
  run(model: Model, real: Real): void {
    const now = real.clock.now().getTime()
    const running = model.runningUntil !== null && now < model.runningUntil
    const answer = approve(real.db, this.count)
    if (running) {
      expect(E.isLeft(answer) && answer.left.status).toBe(409)
    } else {
      expect(E.isRight(answer)).toBe(true)
      model.runningUntil = now + APPROVAL_JOB_DURATION_MS
    }
    checkInvariants(model, real)
  }
  toString = () => `approve(${this.count})`
}

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true
  run(model: Model, real: Real): void {
    const before = pendingIds(real.db).length
    real.clock.advance(this.ms)
    const now = real.clock.now().getTime()
    const summary = right(real.db.getProposalApprovalSummary()) as { proposalApprovals: unknown[] }
    const done = model.runningUntil !== null && now >= model.runningUntil
    expect(summary.proposalApprovals).toHaveLength(model.runningUntil !== null && !done ? 1 : 0)
    if (done) {
      const booked = before - pendingIds(real.db).length
      expect(booked).toBeLessThanOrEqual(PROPOSAL_APPROVAL_LIMIT_COUNT)
      model.booked += booked
      model.runningUntil = null
    }
    checkInvariants(model, real)
  }
  toString = () => `wait(${this.ms})`
}

const commands = [
  fc.nat(20).map((i) => new Reject(i)),
  fc.tuple(fc.nat(20), fc.constantFrom('', 'Rückfrage beim Kunden', '<i>html</i> & mehr')).map(([i, note]) => new Note(i, note)),
  fc.nat(20).map((i) => new AcceptOne(i)),
  fc.integer({ min: 1, max: 20 }).map((n) => new Approve(n)),
  fc.constantFrom(500, APPROVAL_JOB_DURATION_MS, 10_000).map((ms) => new Wait(ms)),
]

test.prop([fc.commands(commands, { maxCommands: 25 })], { numRuns: 40 })(
  'review, note, accept one, approve and wait in any order keep proposals, pendingProposalId, summary and open amounts in step',
  (cmds) => {
    const clock = movingClock()
    const real: Real = { db: createMemoryDb(seed, clock), clock }
    const model: Model = { rejected: new Map(), runningUntil: null, booked: 0 }
    checkInvariants(model, real)
    fc.modelRun(() => ({ model, real }), cmds)
  },
)
