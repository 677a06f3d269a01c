/**
 * The import jobs of the memory db as a state machine (fast-check commands): whatever the order of uploads, starts
 * and status reads over two accounts, a job's processed count never falls, its progress stays at most 98 % while
 * ONGOING, an account holds at most one ONGOING job, and the account's transactions are always its seed's plus the
 * rows of its FINISHED imports — never part of an import (all or nothing). Also every issue key of the CSV import has
 * its German text.
 */
import {
  CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT,
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  catalogueKeyForIssue,
  fixedClock,
  toCsvImportProgressPercent,
  toCsvUploadRequest,
  type ImportResult,
} from '@kontor/core'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { CSV_IMPORT_FAILING_FILE_NAME_MARK, CSV_UPLOAD_VIRUS_TEST_SIGNATURE } from '../constants.ts'
import { CSV_IMPORT_ISSUE_KEYS } from './csv-import-issues.ts'
import type { MemoryDb } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { right } from '../test-kit.ts'

/** Two accounts without connection, made by the db itself (the ids it gives its first two accounts). */
const ACCOUNTS = ['fa-new-0001', 'fa-new-0002'] as const

interface JobModel {
  readonly id: string
  readonly accountId: string
  readonly rows: number
  readonly fails: boolean
  status: string
  processed: number
}

interface Model {
  readonly jobs: JobModel[]
  /** Transactions an account holds beyond the seed's. */
  readonly added: Map<string, number>
}

interface Real {
  readonly db: MemoryDb
  readonly seedCounts: ReadonlyMap<string, number>
}

const countOf = (db: MemoryDb, accountId: string): number =>
  right(db.listTransactions({ pageNumber: 0, pageSize: 1000, financialAccountIds: [accountId] })).totalElements

const fileOf = (rows: number): Uint8Array =>
  new TextEncoder().encode(
    `Datum;Name;Verwendungszweck;Betrag\n${Array.from({ length: rows }, (_, i) => `0${(i % 9) + 1}.03.2025;Kunde ${i};Rechnung ${i};${i + 1},25`).join('\n')}\n`,
  )

class StartImport implements fc.Command<Model, Real> {
  constructor(
    readonly account: 0 | 1,
    readonly rows: number,
    readonly fails: boolean,
  ) {}
  check = () => true
  run(model: Model, real: Real): void {
    const accountId = ACCOUNTS[this.account]
    const name = this.fails ? `${CSV_IMPORT_FAILING_FILE_NAME_MARK}.csv` : 'umsaetze.csv'
    const { id: fileId } = right(real.db.uploadCsvFile(toCsvUploadRequest(name, fileOf(this.rows))))
    const started = real.db.startCsvImport({ fileId, financialAccountId: accountId })
    const running = model.jobs.some((j) => j.accountId === accountId && j.status === CSV_IMPORT_STATUS_ONGOING)
    if (running) {
      expect(E.isLeft(started) && started.left.status).toBe(409)
      return
    }
    const result = right(started)
    expect(result).toMatchObject({ status: CSV_IMPORT_STATUS_ONGOING, numberOfTransactions: 0, numberOfImportRows: this.rows })
    model.jobs.push({ id: result.financialTransactionImportId, accountId, rows: this.rows, fails: this.fails, status: CSV_IMPORT_STATUS_ONGOING, processed: 0 })
  }
  toString = () => `start(${this.account}, ${this.rows}${this.fails ? ', failing' : ''})`
}

class ReadStatus implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.jobs.length > 0
  run(model: Model, real: Real): void {
    const job = model.jobs[this.pick % model.jobs.length]
    if (job === undefined) return
    const read: ImportResult = right(real.db.getCsvImport(job.id))
    const processed = read.numberOfTransactions ?? 0
    if (job.status === CSV_IMPORT_STATUS_ONGOING) {
      if (read.status === CSV_IMPORT_STATUS_ONGOING) {
        expect(processed).toBeGreaterThanOrEqual(job.processed)
        expect(toCsvImportProgressPercent(read)).toBeLessThanOrEqual(CSV_IMPORT_PROGRESS_CAP_WHILE_RUNNING_PERCENT)
      } else if (job.fails) {
        expect(read).toMatchObject({ status: CSV_IMPORT_STATUS_FAILED, numberOfTransactions: 0 })
      } else {
        expect(read).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: job.rows })
        model.added.set(job.accountId, (model.added.get(job.accountId) ?? 0) + job.rows)
      }
    } else expect(read.status).toBe(job.status) // an ended job stays as it ended
    job.status = read.status
    job.processed = processed
    for (const accountId of ACCOUNTS) expect(countOf(real.db, accountId)).toBe((real.seedCounts.get(accountId) ?? 0) + (model.added.get(accountId) ?? 0))
  }
  toString = () => `read(${this.pick})`
}

const commands = [
  fc.tuple(fc.constantFrom<0 | 1>(0, 1), fc.integer({ min: 0, max: 12 }), fc.boolean()).map(([a, rows, fails]) => new StartImport(a, rows, fails)),
  fc.nat({ max: 20 }).map((pick) => new ReadStatus(pick)),
]

describe('memory CSV import jobs', () => {
  test.prop([fc.commands(commands, { maxCommands: 40 })], { numRuns: 60 })(
    'progress only grows, at most 98 % while running, one running job per account, and an import is written all or nothing',
    (cmds) => {
      const db = createMemoryDb({ financialAccounts: [] }, fixedClock(new Date('2026-11-20T09:30:00Z')))
      const made = [right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' })), right(db.createFinancialAccount({ name: 'Bar', type: 'GIRO' }))]
      expect(made.map((a) => a.financialAccountId)).toEqual([...ACCOUNTS])
      const seedCounts = new Map(ACCOUNTS.map((id) => [id, countOf(db, id)]))
      fc.modelRun(() => ({ model: { jobs: [], added: new Map() }, real: { db, seedCounts } }), cmds)
      expect(ACCOUNTS.every((id) => countOf(db, id) >= (seedCounts.get(id) ?? 0))).toBe(true)
    },
  )

  // The scan jumps between the places of the signature's first byte: a signature anywhere is found, one with a byte
  // changed (at any place) is not, also where the file repeats the signature's beginning.
  test.prop([fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.nat({ max: CSV_UPLOAD_VIRUS_TEST_SIGNATURE.length - 1 }), fc.boolean()], { numRuns: 80 })(
    'an upload holding the virus test signature anywhere is refused; a near miss is not',
    (before, after, broken, whole) => {
      const db = createMemoryDb({ financialAccounts: [] }, fixedClock(new Date('2026-11-20T09:30:00Z')))
      const sig = CSV_UPLOAD_VIRUS_TEST_SIGNATURE
      const nearMiss = `${sig.slice(0, broken)}${sig.charAt(broken) === '#' ? '+' : '#'}${sig.slice(broken + 1)}`
      const text = `Datum;Betrag\n${before.replace(/[^\x20-\x7e]/g, '')}${sig.slice(0, broken)}${whole ? sig : nearMiss}${after.replace(/[^\x20-\x7e]/g, '')}\n`
      const uploaded = db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', new TextEncoder().encode(text)))
      const refusedAsVirus = E.isLeft(uploaded) && (uploaded.left.issues ?? []).some((i) => i.i18nKey === CSV_IMPORT_ISSUE_KEYS.virusFound)
      expect(refusedAsVirus).toBe(whole || text.includes(sig))
    },
  )

  it.each(Object.entries(CSV_IMPORT_ISSUE_KEYS))('%s (%s) has a catalogue text', (_name, key) => {
    expect(catalogueKeyForIssue(key, undefined)).toBe(key)
  })
})
