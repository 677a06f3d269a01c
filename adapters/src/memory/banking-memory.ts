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
  type BankingPort,
  type CsvImportPort,
  type PrivilegesPort,
  type ProposalPort,
  type TelemetryPort,
  type TransactionPort,
  type TransferPort,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { createBankLookupPort, createBankingPort } from '../wire/banking-port.ts'
import { createCsvImportPort } from '../wire/csv-import-port.ts'
import { createProposalPort } from '../wire/proposal-port.ts'
import { receivedOf, type Send } from '../wire/requests.ts'
import { createTelemetryPort, createTransactionPort } from '../wire/transaction-port.ts'
import { createPrivilegesPort, createTransferPort } from '../wire/transfer-port.ts'
import type { DbFailure } from './memory-failures.ts'
import type { MemoryDb } from './memory-db.ts'
import { answerRequest } from './memory-routes.ts'

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

export const createBankingMemory = (db: MemoryDb): BankingPort => createBankingPort(sendToDb(db))

export const createBankLookupMemory = (db: MemoryDb): BankLookupPort => createBankLookupPort(sendToDb(db))

export const createTransferMemory = (db: MemoryDb): TransferPort => createTransferPort(sendToDb(db))

export const createPrivilegesMemory = (db: MemoryDb): PrivilegesPort => createPrivilegesPort(sendToDb(db))

export const createTransactionMemory = (db: MemoryDb): TransactionPort => createTransactionPort(sendToDb(db))

export const createTelemetryMemory = (db: MemoryDb): TelemetryPort => createTelemetryPort(sendToDb(db))

export const createCsvImportMemory = (db: MemoryDb): CsvImportPort => createCsvImportPort(sendToDb(db))

export const createProposalMemory = (db: MemoryDb): ProposalPort => createProposalPort(sendToDb(db))
