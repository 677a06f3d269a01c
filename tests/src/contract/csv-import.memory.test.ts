/**
 * The CSV import contract against the in-memory backend (demo mode): a fresh backend over the small seed per test;
 * once with the db reading the files itself, once with every read done ahead by an asynchronous reader that sends the
 * statement as the demo's Web Worker does (issue 13: reading off the main thread answers exactly alike).
 */
import { createMemoryBackend } from '@kontor/adapters/memory'
import { fixedClock, fromTransferableStatement, readBankStatement, toTransferableStatement, type StatementReader } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { csvImportContract } from './csv-import.contract.ts'
import { transactionSeed } from './transaction-seed.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

/** As the worker answers: later, and the statement copied across the boundary in its transferable shape. */
const readAsTheWorkerDoes: StatementReader = (bytes, options) =>
  Promise.resolve().then(() => E.map(fromTransferableStatement)(structuredClone(E.map(toTransferableStatement)(readBankStatement(bytes, options)))))

csvImportContract('memory', () => Promise.resolve({ backend: createMemoryBackend(transactionSeed, clock), close: () => Promise.resolve() }))

csvImportContract('memory, files read ahead', () =>
  Promise.resolve({ backend: createMemoryBackend(transactionSeed, clock, undefined, { readStatement: readAsTheWorkerDoes }), close: () => Promise.resolve() }),
)
