/**
 * The memory port's reads ahead (issue 13 "Reading a large file happens off the main thread"): with a reader
 * injected, a preview's and an import's reads of the file are the reader's, and the db does not read again; a reader
 * that fails leaves the read to the db (no import lost); an aborted call hands nothing over; reads an operation did
 * not take do not outlive it; and the answers are those of the db reading by itself.
 */
import {
  ABORTED,
  fixedClock,
  readBankStatement,
  toCsvUploadRequest,
  type BankStatement,
  type CsvImportPort,
  type CsvPreviewRequest,
  type ImportProfile,
  type StatementReader,
} from '@kontor/core'
import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryBackendFromDb } from '../memory-backend.ts'
import type { MemoryDb } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { right } from '../test-kit.ts'

/** The CSV port of a memory backend over `db`, its reads ahead through `readStatement` when given. */
const createCsvImportMemory = (db: MemoryDb, readStatement?: StatementReader) => createMemoryBackendFromDb(db, fixedClock(new Date('2026-11-20T09:30:00Z')), { readStatement }).csvImport

const ACCOUNT_ID = 'fa-new-0001'

const fileOf = (rows: ReadonlyArray<readonly [day: number, cents: number]>): Uint8Array =>
  new TextEncoder().encode(
    `Datum;Name;Verwendungszweck;Betrag\n${rows.map(([day, cents], i) => `${String(day).padStart(2, '0')}.03.2025;Kunde ${i};Rechnung ${i};${(cents / 100).toFixed(2).replace('.', ',')}`).join('\n')}\n`,
  )

const FILE = fileOf([
  [3, 12_50],
  [4, -4_00],
  [5, 99_99],
])

const newDb = (): MemoryDb => {
  const db = createMemoryDb({ financialAccounts: [] }, fixedClock(new Date('2026-11-20T09:30:00Z')))
  expect(right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' })).financialAccountId).toBe(ACCOUNT_ID)
  return db
}

/**
 * A reader that reads as core does and marks what it read, so an answer shows whether the db took it or read the file
 * itself: the bank is PRE_READ_BANK, the last row is left out, and a read without mappings suggests PRE_READ_MAPPINGS.
 * It records the options it was given.
 */
const PRE_READ_BANK = 'Vorgelesen'
const PRE_READ_MAPPINGS: ImportProfile['fieldMappings'] = [{ columnIndex: 2, fieldName: 'additionalInfo' }]
const markingReader = () => {
  const calls: Array<Parameters<StatementReader>[1]> = []
  const read: StatementReader = (bytes, options) => {
    calls.push(options)
    const mark = (s: BankStatement): BankStatement => ({
      ...s,
      bank: PRE_READ_BANK,
      rows: s.rows.slice(0, -1),
      profile: options.profile?.fieldMappings === undefined ? { ...s.profile, fieldMappings: PRE_READ_MAPPINGS } : s.profile,
    })
    return Promise.resolve(E.map(mark)(readBankStatement(bytes, options)))
  }
  return { read, calls }
}

const upload = (port: CsvImportPort, bytes: Uint8Array = FILE) => port.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', bytes))().then(right)

const previewRequest = (fileId: string, more: Partial<CsvPreviewRequest> = {}): CsvPreviewRequest => ({
  fileId,
  delimiter: '',
  quoteCharacter: '',
  characterSet: '',
  negateAmount: false,
  financialAccountId: ACCOUNT_ID,
  ...more,
})

const MAPPINGS: ImportProfile['fieldMappings'] = [
  { columnIndex: 0, fieldName: 'bookingDate' },
  { columnIndex: 1, fieldName: 'recipientOrSenderName' },
  { columnIndex: 2, fieldName: 'purpose' },
  { columnIndex: 3, fieldName: 'amount' },
]

describe('the memory CSV port with a reader', () => {
  it('a preview takes the statement read ahead: the db does not read the file again', async () => {
    const reader = markingReader()
    const port = createCsvImportMemory(newDb(), reader.read)
    const { id } = await upload(port)
    const preview = right(await port.getCsvPreview(previewRequest(id))())
    expect(preview).toMatchObject({ bank: PRE_READ_BANK, importableCount: 2 })
    expect(reader.calls).toHaveLength(1)
  })

  it("the preview's failed rows take the one read ahead (the marked read left out the rejected last row), the db reads nothing", async () => {
    const withRejectedRow = new TextEncoder().encode('Datum;Name;Verwendungszweck;Betrag\n03.03.2025;Kunde 0;Rechnung 0;12,50\n05.03.2025;Kunde 1;Rechnung 1;zwölf\n')
    const reader = markingReader()
    const port = createCsvImportMemory(newDb(), reader.read)
    const { id } = await upload(port, withRejectedRow)
    const csv = right(await port.getCsvPreviewFailedRowsCsv(previewRequest(id))())
    expect(reader.calls).toHaveLength(1)
    expect(csv).not.toContain('Kunde 1')
    // Without a reader the db reads the file itself, and the rejected row is there.
    const plain = createCsvImportMemory(newDb())
    const own = right(await plain.getCsvPreviewFailedRowsCsv(previewRequest((await upload(plain, withRejectedRow)).id))())
    expect(own).toContain('Kunde 1')
  })

  it("a preview with mappings reads twice ahead (with them, and without for the file's own suggestion), the db never", async () => {
    const reader = markingReader()
    const port = createCsvImportMemory(newDb(), reader.read)
    const { id } = await upload(port)
    const preview = right(await port.getCsvPreview(previewRequest(id, { fieldMappings: MAPPINGS }))())
    expect(preview).toMatchObject({ bank: PRE_READ_BANK, importableCount: 2, detectedFieldMappings: PRE_READ_MAPPINGS })
    expect(reader.calls.map((options) => options.profile?.fieldMappings)).toEqual([MAPPINGS, undefined])
  })

  it("an import reads ahead with the account's saved profile, and the db does not read again", async () => {
    const reader = markingReader()
    const db = newDb()
    const port = createCsvImportMemory(db, reader.read)
    const saved: ImportProfile = { characterSet: 'UTF-8', delimiter: ';', quoteCharacter: '"', negateAmount: true, fieldMappings: MAPPINGS }
    right(await port.saveImportProfile(ACCOUNT_ID, saved)())
    const { id } = await upload(port)
    const started = right(await port.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_ID })())
    expect(started.numberOfImportRows).toBe(2)
    expect(reader.calls).toEqual([{ profile: saved, fileName: 'umsaetze.csv' }])
  })

  it('a reader that fails leaves the read to the db: the import still starts', async () => {
    const port = createCsvImportMemory(newDb(), () => Promise.reject(new Error('worker gone')))
    const { id } = await upload(port)
    const started = right(await port.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_ID })())
    expect(started.numberOfImportRows).toBe(3)
  })

  it('a call aborted while the reader reads answers ABORTED and hands nothing over', async () => {
    const db = newDb()
    const controller = new AbortController()
    const marking = markingReader()
    const signals: unknown[] = []
    const reader: StatementReader = (bytes, options, signal) => {
      signals.push(signal)
      controller.abort()
      return marking.read(bytes, options)
    }
    const { id } = await upload(createCsvImportMemory(db))
    expect(await createCsvImportMemory(db, reader).getCsvPreview(previewRequest(id), { signal: controller.signal })()).toEqual(E.left(ABORTED))
    // The same preview without a reader: had the aborted read been handed over, the db would have taken it.
    const preview = right(await createCsvImportMemory(db).getCsvPreview(previewRequest(id))())
    expect(preview).toMatchObject({ bank: null, importableCount: 3 })
    // The reader was given the call's signal, to stop the read (the demo's worker does).
    expect(signals).toEqual([controller.signal])
  })

  it('reads an operation did not take (it refused after the first) do not outlive it', async () => {
    const db = newDb()
    const { id } = await upload(createCsvImportMemory(db))
    // A column the file does not have: refused after the first read; the read without mappings was done ahead too.
    const missing: ImportProfile['fieldMappings'] = [...MAPPINGS, { columnIndex: 9, fieldName: 'valueDate' }]
    const refused = await createCsvImportMemory(db, markingReader().read).getCsvPreview(previewRequest(id, { fieldMappings: missing }))()
    expect(E.isLeft(refused)).toBe(true)
    // The same file and settings without mappings: the db reads it now, it finds no statement left over.
    const preview = right(await createCsvImportMemory(db).getCsvPreview(previewRequest(id))())
    expect(preview).toMatchObject({ bank: null, importableCount: 3 })
    expect(preview.detectedFieldMappings).not.toEqual(PRE_READ_MAPPINGS)
  })

  it("an import of the previewed profile takes the preview's statement (settings and mappings sent back in any order): the file is read once", async () => {
    const reader = markingReader()
    const port = createCsvImportMemory(newDb(), reader.read)
    const { id } = await upload(port)
    const preview = right(await port.getCsvPreview(previewRequest(id))())
    // The dialog's profile after the preview: what was detected, made explicit, keys and mappings in its own order.
    const previewed: ImportProfile = {
      fieldMappings: [...(preview.detectedFieldMappings ?? [])].reverse(),
      negateAmount: false,
      quoteCharacter: preview.quoteCharacterDetected ?? '',
      delimiter: preview.delimiterDetected ?? '',
      characterSet: (preview.characterSetDetected ?? '').toLowerCase(),
    }
    // Settings and mappings explicit: the preview again reads nothing (nor for the file's own suggestion).
    right(await port.getCsvPreview(previewRequest(id, { ...previewed, fieldMappings: previewed.fieldMappings }))())
    expect(reader.calls).toHaveLength(1)
    const started = right(await port.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_ID, profile: previewed })())
    // The marked read left out the last row: the import took it.
    expect(started.numberOfImportRows).toBe(2)
    expect(reader.calls).toHaveLength(1)
    // The job holds its rows; the statement is let go, so a later preview reads the file again.
    right(await port.getCsvPreview(previewRequest(id))())
    expect(reader.calls).toHaveLength(2)
  })

  it('another profile is another read: a preview with the amounts negated reads the file again', async () => {
    const reader = markingReader()
    const port = createCsvImportMemory(newDb(), reader.read)
    const { id } = await upload(port)
    right(await port.getCsvPreview(previewRequest(id))())
    const negated = right(await port.getCsvPreview(previewRequest(id, { negateAmount: true }))())
    expect(reader.calls.map((options) => options.profile?.negateAmount)).toEqual([false, true])
    expect(negated.importableSum?.value.toFixed(2)).toBe('-8.50')
  })

  const rowsArbitrary = fc.array(fc.tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: -10_000_000, max: 10_000_000 })), { maxLength: 30 })

  test.prop([rowsArbitrary, fc.boolean(), fc.boolean()], { numRuns: 30 })(
    'previews and imports answer as the db reading by itself does',
    async (rows, mapped, negateAmount) => {
      const asCore: StatementReader = (bytes, options) => Promise.resolve(readBankStatement(bytes, options))
      const answersOf = async (port: CsvImportPort) => {
        const { id } = await upload(port, fileOf(rows))
        const preview = await port.getCsvPreview(previewRequest(id, { negateAmount, ...(mapped ? { fieldMappings: MAPPINGS } : {}) }))()
        const started = await port.startCsvImport({ fileId: id, financialAccountId: ACCOUNT_ID })()
        const status = E.isRight(started) ? await port.getCsvImport(started.right.financialTransactionImportId)() : started
        return { preview, started, status }
      }
      expect(await answersOf(createCsvImportMemory(newDb(), asCore))).toEqual(await answersOf(createCsvImportMemory(newDb())))
    },
  )
})
