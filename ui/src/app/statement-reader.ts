/**
 * Issue 13 "Reading a large file happens off the main thread (a Web Worker) and the page stays responsive": demo
 * mode's reader of CSV files (core's readBankStatement) in a Web Worker, for the memory backend's preview and import
 * (adapters' createCsvImportMemory reads ahead through it). The worker starts with the first read, so neither its
 * code nor its start weighs on the first load. A worker that cannot start or fails leaves every read, those under
 * way included, to this thread: slower, never lost.
 */
import {
  fromTransferableRow,
  fromTransferableStatement,
  readBankStatement,
  type BankStatement,
  type ReadBankStatementOptions,
  type StatementReader,
  type StatementRow,
  type TransferableStatement,
  type ValidationIssue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { StatementReadAnswer, StatementReadRequest } from './statement-reader-messages.ts'

type ReadResult = E.Either<ReadonlyArray<ValidationIssue>, BankStatement>

/** The worker as this module uses it: a Worker, or a stand-in in tests. */
export type StatementWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>

/** Vite sees this expression and bundles the worker into a chunk of its own, loaded only when a worker starts. */
const startModuleWorker = (): StatementWorker =>
  new Worker(new URL('./statement-reader.worker.ts', import.meta.url), { type: 'module', name: 'kontor-csv-reader' })

interface PendingRead {
  readonly bytes: Uint8Array
  readonly options: ReadBankStatementOptions
  readonly resolve: (result: ReadResult) => void
  /** The rows of the answer's batches so far. */
  readonly rows: StatementRow[]
}

/**
 * A StatementReader over one worker, started on the first read. `startWorker` and `readHere` are the worker and the
 * fallback reader (tests pass stand-ins). Reads are answered in the order the worker finishes them, matched by id.
 */
export const createWorkerStatementReader = (
  startWorker: () => StatementWorker = startModuleWorker,
  readHere: (bytes: Uint8Array, options: ReadBankStatementOptions) => ReadResult = readBankStatement,
): StatementReader => {
  let worker: StatementWorker | undefined
  let failed = false
  let nextId = 0
  const pending = new Map<number, PendingRead>()

  /** The worker is given up: it is ended, and what it was reading is read here. */
  const giveUp = () => {
    failed = true
    worker?.terminate()
    worker = undefined
    const orphans = [...pending.values()]
    pending.clear()
    for (const read of orphans) read.resolve(readHere(read.bytes, read.options))
  }

  const answer = (event: MessageEvent<StatementReadAnswer>) => {
    const data = event.data
    const read = pending.get(data.id)
    if (read === undefined) return
    if ('rows' in data) {
      for (const row of data.rows) read.rows.push(fromTransferableRow(row))
      return
    }
    pending.delete(data.id)
    read.resolve(
      E.map((statement: TransferableStatement): BankStatement => {
        for (const row of statement.rows) read.rows.push(fromTransferableRow(row))
        return { ...fromTransferableStatement({ ...statement, rows: [] }), rows: read.rows }
      })(data.result),
    )
  }

  const started = (): StatementWorker | undefined => {
    if (failed) return undefined
    if (worker !== undefined) return worker
    try {
      const created = startWorker()
      created.addEventListener('message', answer as EventListener)
      // A script that does not load, throws or sends what cannot be read: every read under way is read here.
      created.addEventListener('error', giveUp)
      created.addEventListener('messageerror', giveUp)
      worker = created
      return created
    } catch {
      // No Worker here (an old browser, a test's DOM) or one refused: this thread reads.
      failed = true
      return undefined
    }
  }

  /**
   * A read whose caller has gone: its answer is not awaited. When no other read is under way the worker is ended, so
   * the next read does not wait behind a 5 MB file nobody wants; the next read starts a new one.
   */
  const drop = (id: number, reject: (reason: unknown) => void) => {
    if (!pending.delete(id)) return
    if (pending.size === 0) {
      worker?.terminate()
      worker = undefined
    }
    reject(new Error('read aborted'))
  }

  return (bytes, options, signal) =>
    new Promise<ReadResult>((resolve, reject) => {
      if (signal?.aborted === true) return reject(new Error('read aborted'))
      const target = started()
      if (target === undefined) return resolve(readHere(bytes, options))
      const id = nextId++
      pending.set(id, { bytes, options, resolve, rows: [] })
      signal?.addEventListener('abort', () => drop(id, reject))
      // The worker gets a copy to own; the caller's bytes stay as they are, for a read here should the worker fail.
      const copy = bytes.slice()
      try {
        target.postMessage({ id, bytes: copy, options } satisfies StatementReadRequest, [copy.buffer])
      } catch {
        pending.delete(id)
        resolve(readHere(bytes, options))
      }
    })
}
