/**
 * CSV import jobs of the memory db kept in its store (persistence.ts): an ONGOING job goes on in the reloaded page and
 * writes its rows once, only the jobs a reload needs are kept, a job of the first format goes on after the store is
 * migrated, and a reload's first call before the bookkeeping is read keeps the stored jobs.
 */
import { fc, test } from '@fast-check/vitest'
import { CSV_IMPORT_STATUS_FAILED, CSV_IMPORT_STATUS_FINISHED, CSV_IMPORT_STATUS_ONGOING, fixedClock, toCsvUploadRequest } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { CSV_IMPORT_FAILING_FILE_NAME_MARK, CSV_IMPORT_ONGOING_READS } from '../constants.ts'
import { createMemoryDb } from './create-db.ts'
import type { MemoryDb, MemoryRecordStore, MemorySeed } from './db.ts'
import { CSV_PENDING_ROWS_PART } from './store-parts.ts'
import { createTestIndexedDb } from './testing.ts'
import { right } from '../test-kit.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

describe('a CSV import kept in the store (transactions-import-proposals 4: an ONGOING import runs on after a reload)', () => {
  const importSeed: MemorySeed = { financialAccounts: [] }
  const fileOf = (rows: number): Uint8Array =>
    new TextEncoder().encode(
      `Datum;Name;Verwendungszweck;Betrag\n${Array.from({ length: rows }, (_, i) => `0${(i % 9) + 1}.03.2025;Kunde ${i};Rechnung ${i};-${i + 1},25`).join('\n')}\n`,
    )
  const countOf = (db: MemoryDb, accountId: string): number =>
    right(db.listTransactions({ pageNumber: 0, pageSize: 1000, financialAccountIds: [accountId] })).totalElements
  const storedPending = async (store: MemoryRecordStore) =>
    (await store.readRecords(CSV_PENDING_ROWS_PART)).map((r) => r.record as { readonly job: string; readonly cells: ReadonlyArray<string> })
  const open = async (idb: ReturnType<typeof createTestIndexedDb>) => {
    const db = createMemoryDb(importSeed, clock, { store: idb.open() })
    await db.storeReady()
    await db.transactionDataReady()
    return db
  }

  test.prop([fc.integer({ min: 1, max: 30 }), fc.nat({ max: CSV_IMPORT_ONGOING_READS }), fc.boolean()], { numRuns: 20 })(
    'the job goes on in the reloaded page and writes its rows exactly once',
    async (rows, readsBeforeReload, failing) => {
      const idb = createTestIndexedDb()
      const store = idb.open()
      const db = await open(idb)
      const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
      const before = countOf(db, financialAccountId)
      const fileName = failing ? `${CSV_IMPORT_FAILING_FILE_NAME_MARK}.csv` : 'umsaetze.csv'
      const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest(fileName, fileOf(rows))))
      const started = right(db.startCsvImport({ fileId, financialAccountId }))
      const id = started.financialTransactionImportId
      let last = started
      for (let i = 0; i < readsBeforeReload && last.status === CSV_IMPORT_STATUS_ONGOING; i++) last = right(db.getCsvImport(id))
      await db.storeSettled()
      // The stored job holds what it needs to finish, not the file's cells a second time (the demo's failing one aside).
      const pendingRows = await storedPending(store)
      expect(pendingRows.length).toBe(last.status === CSV_IMPORT_STATUS_ONGOING ? rows : 0)
      for (const row of pendingRows) expect(row.cells.length === 0).toBe(!failing)

      const reloaded = await open(idb)
      expect(right(reloaded.getLastCsvImport(financialAccountId))).toEqual(last)
      let reads = 0
      while (last.status === CSV_IMPORT_STATUS_ONGOING) {
        last = right(reloaded.getCsvImport(id))
        reads++
        expect(reads).toBeLessThanOrEqual(CSV_IMPORT_ONGOING_READS + 1)
      }
      const written = failing ? 0 : rows
      expect(last).toMatchObject({ status: failing ? CSV_IMPORT_STATUS_FAILED : CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: written })
      await reloaded.storeSettled()
      const again = await open(idb)
      expect(right(again.getCsvImport(id)).status).toBe(last.status)
      for (const page of [reloaded, again]) expect(countOf(page, financialAccountId)).toBe(before + written)
      expect(await storedPending(store)).toEqual([])
      // A failed import lists every row, with the file's cells, after the reload too.
      expect(right(again.getFailedImportsCsv(id)).includes(`Kunde ${rows - 1}`)).toBe(failing)
    },
  )

  it('keeps the profile saved for the account and only the latest ended import of each account', async () => {
    const idb = createTestIndexedDb()
    const db = await open(idb)
    const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
    const profile = {
      characterSet: 'UTF-8',
      delimiter: ';',
      quoteCharacter: '"',
      negateAmount: false,
      fieldMappings: [
        { columnIndex: 0, fieldName: 'bookingDate' },
        { columnIndex: 2, fieldName: 'purpose' },
        { columnIndex: 3, fieldName: 'amount' },
      ],
    } as const
    right(db.saveImportProfile(financialAccountId, profile))
    const ids = [1, 2].map(() => {
      const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', fileOf(2))))
      const { financialTransactionImportId } = right(db.startCsvImport({ fileId, financialAccountId }))
      while (right(db.getCsvImport(financialTransactionImportId)).status === CSV_IMPORT_STATUS_ONGOING);
      return financialTransactionImportId
    })
    await db.storeSettled()
    const reloaded = await open(idb)
    expect(right(reloaded.getImportProfile(financialAccountId))).toEqual(profile)
    expect(right(reloaded.getLastCsvImport(financialAccountId))?.financialTransactionImportId).toBe(ids[1])
    expect(E.isLeft(reloaded.getCsvImport(ids[0] ?? ''))).toBe(true)
    expect(countOf(reloaded, financialAccountId)).toBe(4)
  })

  it('a job kept by the first format (its pending rows in one record) goes on after the store is migrated', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    const db = await open(idb)
    const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
    const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', fileOf(7))))
    const id = right(db.startCsvImport({ fileId, financialAccountId })).financialTransactionImportId
    await db.storeSettled()
    // The store as the first format kept it: one record per job with its pending rows, format 1.
    const rows = await store.readRecords(CSV_PENDING_ROWS_PART)
    expect(rows).toHaveLength(7)
    const pending = rows.map((r) => {
      const { job: _job, ...row } = r.record as { readonly job: string }
      return row
    })
    await store.write({
      values: [['meta', { format: 1 }], ['csvPending', true]],
      replacedParts: ['csvPending'],
      puts: [{ part: 'csvPending', id, position: 0, record: { id, pending } }],
      deletes: [],
      dropped: [CSV_PENDING_ROWS_PART],
    })

    const reloaded = await open(idb)
    let last = right(reloaded.getCsvImport(id))
    while (last.status === CSV_IMPORT_STATUS_ONGOING) last = right(reloaded.getCsvImport(id))
    expect(last).toMatchObject({ status: CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: 7 })
    expect(countOf(reloaded, financialAccountId)).toBe(7)
    expect((await store.readValues()).has('csvPending')).toBe(false)
  })

  it('a reload\'s first call before the bookkeeping is read (a seed that loads it later) keeps the stored import jobs', async () => {
    const lateSeed: MemorySeed = {
      financialAccounts: [],
      transactionData: () => Promise.resolve({ transactions: [], reservedTransactions: [], vouchers: [], payments: [], postingCategories: [] }),
    }
    const idb = createTestIndexedDb()
    const db = createMemoryDb(lateSeed, clock, { store: idb.open() })
    await db.storeReady()
    await db.transactionDataReady()
    const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
    const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', fileOf(2))))
    const { financialTransactionImportId } = right(db.startCsvImport({ fileId, financialAccountId }))
    await db.storeSettled()

    const reloaded = createMemoryDb(lateSeed, clock, { store: idb.open() })
    await reloaded.storeReady()
    // An account call first: the bookkeeping (and the import jobs with it) has not been read yet.
    reloaded.createFinancialAccount({ name: 'Noch eins', type: 'GIRO' })
    await reloaded.storeSettled()
    await reloaded.transactionDataReady()
    expect(right(reloaded.getCsvImport(financialTransactionImportId)).financialTransactionImportId).toBe(financialTransactionImportId)
  })
})
