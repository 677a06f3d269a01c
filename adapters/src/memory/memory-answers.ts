/**
 * The memory backend's answers, port by port. The requests are the HTTP adapter's own (wire/*-port.ts), received as
 * the reference server receives them and answered through the same table (memory-routes.ts); answers are decoded
 * with the same codecs. So an empty value means "not given", and a value the server could not read is refused, in
 * demo mode exactly as over HTTP.
 *
 * An answer is the wire value before decoding (`WireAnswer`): plain data, so the demo's worker can post it to the
 * page, which decodes it there (wire/decoding.ts). In one thread the ports decode it at once (memory-backend.ts).
 *
 * Each port waits for what its requests read (load-on-first-use.ts): the store's start-up read, and seed data that
 * loads on first use (the bank directory, the transaction data, the onboarding directory) for the routes that read it.
 */
import {
  ABORTED,
  httpStatus,
  serverIssues,
  type AbortSignalLike,
  type BackendError,
  type StatementReader,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { PortName } from '../wire/backend-over-send.ts'
import type { AnswerWire } from '../wire/decoding.ts'
import { receivedOf } from '../wire/requests.ts'
import type { Route, RouteName } from '../wire/routes.ts'
import { readOptionsOf, type DoneStatementRead, type PlannedStatementRead } from './csv-import/statement-reads.ts'
import type { DbFailure } from './store/failures.ts'
import type { MemoryDb } from './store/db.ts'
import { BANK_DIRECTORY_ROUTES } from './accounts/bank-directory.ts'
import { afterReadyPromise, nextTask } from './load-on-first-use.ts'
import { ONBOARDING_DIRECTORY_ROUTES } from './onboarding/onboarding-directory.ts'
import { BANKING_ROUTES_OF_TRANSACTION_DATA } from './transactions/transaction-data.ts'
import { answerFromHead, answerRequest, plannedStatementReads, readsStatement } from './memory-routes.ts'

/** A failure of the memory db as the HTTP adapter would read the same answer. */
export const fromDbFailure = (failure: DbFailure): BackendError =>
  failure.issues !== undefined && failure.issues.length > 0
    ? serverIssues(failure.status, failure.issues, failure.retryAfterSeconds)
    : httpStatus(failure.status, failure.retryAfterSeconds)

/** Work happens inside the call, so asking twice behaves like calling the server twice. */
export const answerDb =
  (db: MemoryDb): AnswerWire =>
  (route, parts, opts) =>
    Promise.resolve(opts?.signal?.aborted === true ? E.left(ABORTED) : pipe(answerRequest(db, route.name, receivedOf(parts)), E.mapLeft(fromDbFailure)))

/**
 * The transaction reads of the first screen after a reload answer from what the store kept for it
 * (transactions/transaction-head.ts) as soon as the store's start-up read is done (a bookkeeping read that runs is not
 * waited for); every other request, and these when nothing was kept for them, go to `later` (which waits for the
 * bookkeeping). The kept answer is taken in the same step as the check, so no change of the state can come between.
 */
export const answerHeadFirst =
  (db: MemoryDb, later: AnswerWire): AnswerWire =>
  async (route, parts, opts) => {
    await db.storeReadyBesideBookkeeping()
    const head = opts?.signal?.aborted === true ? undefined : answerFromHead(db, route.name, receivedOf(parts))
    return head === undefined ? later(route, parts, opts) : pipe(head, E.mapLeft(fromDbFailure))
  }

/**
 * Every request (or those of `routes`) answered once `ready` has resolved; one that cannot get ready answers as an
 * unreachable server does.
 */
const answerAfter =
  (ready: () => Promise<void>, answer: AnswerWire, routes?: ReadonlySet<RouteName>): AnswerWire =>
  (route, parts, opts) =>
    routes !== undefined && !routes.has(route.name) ? answer(route, parts, opts) : afterReadyPromise(ready, () => answer(route, parts, opts))

/**
 * Every answer given only once `settled` has resolved after it: the demo's store has kept what the call changed (or
 * said that it could not), so no success is shown for a change a reload would not find.
 */
const answerKeptBy =
  (settled: () => Promise<void>, answer: AnswerWire, which: (route: Route) => boolean = () => true): AnswerWire =>
  async (route, parts, opts) => {
    const answered = await answer(route, parts, opts)
    if (which(route)) await settled()
    return answered
  }

/** A request that may change the state: every one but a read (GET). */
const changes = (route: Route): boolean => route.method !== 'GET'

/** A read done by the reader, or undefined when the reader failed (the operation then reads the file itself). */
const readAhead = (readStatement: StatementReader, read: PlannedStatementRead, signal: AbortSignalLike | undefined): Promise<DoneStatementRead | undefined> =>
  readStatement(read.file.bytes, readOptionsOf(read), signal).then(
    (result) => ({ ...read, result }),
    () => undefined,
  )

/**
 * Issue 13 "Reading a large file happens off the main thread": the reads a preview or an import will do are done
 * first by `readStatement` (a Web Worker where the db runs on the page's thread), then handed to the db, whose
 * operation runs in the same step and takes them instead of reading. A call aborted meanwhile hands nothing over and
 * answers ABORTED, as answerDb does.
 */
const answerReadingAhead =
  (db: MemoryDb, readStatement: StatementReader): AnswerWire =>
  async (route, parts, opts) => {
    if (!readsStatement(route.name)) return answerDb(db)(route, parts, opts)
    const planned = plannedStatementReads(db, route.name, () => receivedOf(parts))
    const done = await Promise.all(planned.map((read) => readAhead(readStatement, read, opts?.signal)))
    // The reads arrive in the task that copied them out of the worker (a 5 MB statement: a few hundred ms); the
    // operation runs in a task of its own, so the page paints and answers input between the two. So it does when
    // the db kept the statement (no read): an import of 40,000 rows is not added to the task of the click.
    await nextTask()
    if (opts?.signal?.aborted === true) return E.left(ABORTED)
    db.keepStatementReads(done.filter((read) => read !== undefined))
    return answerDb(db)(route, parts, opts)
  }

export interface MemoryAnswersOptions {
  /** Reads a CSV file for the preview and the import, ahead of the db (a Web Worker); else the db reads in the call. */
  readonly readStatement?: StatementReader | undefined
}

/**
 * Every port's answers over `db`. Every request waits until the state is the store's (the demo's start-up read,
 * another tab's change). A request that changes the state answers once the store has kept the change (or said that
 * it could not): no success is shown for a change a reload would not find, and a page that leaves right after the
 * answer (to a bank's page, a reload) loses nothing, also where the demo's worker ends with the page. Reads answer at
 * once; the CSV import's reads too wait, as its status read advances the import: a 5 MB import writes 40,000 records
 * behind its last step, and a reload right after "importiert" must find them.
 */
export const memoryAnswers = (db: MemoryDb, options: MemoryAnswersOptions = {}): Readonly<Record<PortName, AnswerWire>> => {
  const plain = answerDb(db)
  const stored = (answer: AnswerWire) => answerAfter(db.storeReady, answer)
  const withTransactionData = (answer: AnswerWire, routes?: ReadonlySet<RouteName>) => answerAfter(db.transactionDataReady, answer, routes)
  const csvImport = options.readStatement === undefined ? plain : answerReadingAhead(db, options.readStatement)
  const kept = (answer: AnswerWire) => answerKeptBy(db.storeSettled, answer, changes)
  return {
    banking: withTransactionData(answerAfter(db.bankDirectoryReady, kept(stored(plain)), BANK_DIRECTORY_ROUTES), BANKING_ROUTES_OF_TRANSACTION_DATA),
    bankLookup: answerAfter(db.bankDirectoryReady, stored(plain), BANK_DIRECTORY_ROUTES),
    // The first screen's lists may answer from the store first; the rest waits for the store and the transaction data.
    transactions: answerHeadFirst(db, kept(answerAfter(() => db.storeReady().then(db.transactionDataReady), plain))),
    telemetry: withTransactionData(kept(stored(plain))),
    csvImport: withTransactionData(answerKeptBy(db.storeSettled, stored(csvImport))),
    proposals: withTransactionData(kept(stored(plain))),
    transfers: kept(stored(plain)),
    privileges: kept(stored(plain)),
    hub: kept(stored(plain)),
    onboarding: answerAfter(db.onboardingDirectoryReady, kept(stored(plain)), ONBOARDING_DIRECTORY_ROUTES),
  }
}
