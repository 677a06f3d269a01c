/**
 * BankingPort and BankLookupPort over the in-memory backend. The requests are the HTTP adapter's own
 * (wire/banking-port.ts), received as the reference server receives them and answered through the same table
 * (memory-routes.ts); answers are decoded with the same codecs. So an empty value means "not given", and a value the
 * server could not read is refused, in demo mode exactly as over HTTP.
 */
import {
  ABORTED,
  decodeResponse,
  httpStatus,
  serverIssues,
  type BackendError,
  type BankLookupPort,
  type AbortSignalLike,
  type BankingPort,
  type CsvImportPort,
  type HubPort,
  type OnboardingPort,
  type PrivilegesPort,
  type ProposalPort,
  type StatementReader,
  type TelemetryPort,
  type TransactionPort,
  type TransferPort,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { createBankLookupPort, createBankingPort } from '../wire/banking-port.ts'
import { createCsvImportPort } from '../wire/csv-import-port.ts'
import { createHubPort } from '../wire/hub-port.ts'
import { createOnboardingPort } from '../wire/onboarding-port.ts'
import { createProposalPort } from '../wire/proposal-port.ts'
import { receivedOf, type Send } from '../wire/requests.ts'
import { createTelemetryPort, createTransactionPort } from '../wire/transaction-port.ts'
import { createPrivilegesPort, createTransferPort } from '../wire/transfer-port.ts'
import { readOptionsOf, type DoneStatementRead, type PlannedStatementRead } from './csv-import/statement-reads.ts'
import type { DbFailure } from './store/failures.ts'
import type { MemoryDb } from './store/db.ts'
import { afterReady, nextTask } from './load-on-first-use.ts'
import { answerFromHead, answerRequest, plannedStatementReads, readsStatement } from './memory-routes.ts'

/** A failure of the memory db as the HTTP adapter would read the same answer. */
export const fromDbFailure = (failure: DbFailure): BackendError =>
  failure.issues !== undefined && failure.issues.length > 0
    ? serverIssues(failure.status, failure.issues, failure.retryAfterSeconds)
    : httpStatus(failure.status, failure.retryAfterSeconds)

/** Work happens inside the thunk, so running a task twice behaves like calling the server twice. */
export const sendToDb =
  (db: MemoryDb): Send =>
  (route, codec, parts, opts) =>
  () =>
    Promise.resolve(
      opts?.signal?.aborted === true
        ? E.left(ABORTED)
        : pipe(
            answerRequest(db, route.name, receivedOf(parts)),
            E.mapLeft(fromDbFailure),
            E.chain((wire) => decodeResponse(route.name, codec, wire)),
          ),
    )

/**
 * The transaction reads of the first screen after a reload answer from what the store kept for it
 * (transactions/transaction-head.ts) as soon as the store's start-up read is done (a bookkeeping read that runs is not
 * waited for); every other request, and these when
 * nothing was kept for them, go to `later` (which waits for the bookkeeping). The kept answer is taken in the same
 * step as the check, so no change of the state can come between.
 */
export const sendHeadFirst =
  (db: MemoryDb, later: Send): Send =>
  (route, codec, parts, opts) =>
  async () => {
    await db.storeReadyBesideBookkeeping()
    const head = opts?.signal?.aborted === true ? undefined : answerFromHead(db, route.name, receivedOf(parts))
    if (head === undefined) return later(route, codec, parts, opts)()
    return pipe(
      head,
      E.mapLeft(fromDbFailure),
      E.chain((wire) => decodeResponse(route.name, codec, wire)),
    )
  }

/** Every request sent once `ready` has resolved; one that cannot get ready answers as an unreachable server does. */
const sendAfter =
  (ready: () => Promise<void>, send: Send): Send =>
  (route, codec, parts, opts) =>
    afterReady(ready)(() => send(route, codec, parts, opts))()

export const createBankingMemory = (db: MemoryDb): BankingPort => createBankingPort(sendToDb(db))

export const createBankLookupMemory = (db: MemoryDb): BankLookupPort => createBankLookupPort(sendToDb(db))

export const createTransferMemory = (db: MemoryDb): TransferPort => createTransferPort(sendToDb(db))

export const createPrivilegesMemory = (db: MemoryDb): PrivilegesPort => createPrivilegesPort(sendToDb(db))

/**
 * The transactions port: every request after the store's start-up read and the transaction data (a seed's that loads
 * on first use, or the stored bookkeeping), but the first screen's reads that the store kept (sendHeadFirst).
 */
export const createTransactionMemory = (db: MemoryDb): TransactionPort =>
  createTransactionPort(sendHeadFirst(db, sendAfter(() => db.storeReady().then(db.transactionDataReady), sendToDb(db))))

export const createTelemetryMemory = (db: MemoryDb): TelemetryPort => createTelemetryPort(sendToDb(db))

/** A read done by the reader, or undefined when the reader failed (the operation then reads the file itself). */
const readAhead = (readStatement: StatementReader, read: PlannedStatementRead, signal: AbortSignalLike | undefined): Promise<DoneStatementRead | undefined> =>
  readStatement(read.file.bytes, readOptionsOf(read), signal).then(
    (result) => ({ ...read, result }),
    () => undefined,
  )

/**
 * Issue 13 "Reading a large file happens off the main thread": the reads a preview or an import will do are done
 * first by `readStatement` (the demo's Web Worker), then handed to the db, whose operation runs in the same step and
 * takes them instead of reading. A call aborted meanwhile hands nothing over and answers ABORTED, as sendToDb does.
 */
const sendReadingAhead =
  (db: MemoryDb, readStatement: StatementReader): Send =>
  (route, codec, parts, opts) => {
    const send = sendToDb(db)(route, codec, parts, opts)
    return async () => {
      if (!readsStatement(route.name)) return send()
      const planned = plannedStatementReads(db, route.name, () => receivedOf(parts))
      const done = await Promise.all(planned.map((read) => readAhead(readStatement, read, opts?.signal)))
      // The reads arrive in the task that copied them out of the worker (a 5 MB statement: a few hundred ms); the
      // operation runs in a task of its own, so the page paints and answers input between the two. So it does when
      // the db kept the statement (no read): an import of 40,000 rows is not added to the task of the click.
      await nextTask()
      if (opts?.signal?.aborted === true) return E.left(ABORTED)
      db.keepStatementReads(done.filter((read) => read !== undefined))
      return send()
    }
  }

/**
 * With `readStatement` a preview or import reads its file through it first (sendReadingAhead); without it, the db
 * reads in the call (node's tests, the reference server).
 */
export const createCsvImportMemory = (db: MemoryDb, readStatement?: StatementReader): CsvImportPort =>
  createCsvImportPort(readStatement === undefined ? sendToDb(db) : sendReadingAhead(db, readStatement))

export const createProposalMemory = (db: MemoryDb): ProposalPort => createProposalPort(sendToDb(db))

export const createHubMemory = (db: MemoryDb): HubPort => createHubPort(sendToDb(db))

export const createOnboardingMemory = (db: MemoryDb, now: () => number): OnboardingPort => createOnboardingPort(sendToDb(db), now)
