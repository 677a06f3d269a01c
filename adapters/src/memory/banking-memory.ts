/** BankingPort over the in-memory backend. Answers are decoded with the same codecs the HTTP adapter uses. */
import {
  ABORTED,
  FinancialAccountListCodec,
  decodeResponse,
  type BackendError,
  type BankingPort,
  type CallOptions,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { ROUTES } from '../http/routes.ts'
import type { MemoryDb } from './memory-db.ts'

/** Work happens inside the thunk, so running a task twice behaves like calling the server twice. */
const answer =
  <A>(opts: CallOptions | undefined, produce: () => E.Either<BackendError, A>): TE.TaskEither<BackendError, A> =>
  () =>
    Promise.resolve(opts?.signal?.aborted === true ? E.left(ABORTED) : produce())

export const createBankingMemory = (db: MemoryDb): BankingPort => ({
  listFinancialAccounts: (query, opts) =>
    answer(opts, () =>
      decodeResponse(ROUTES.listFinancialAccounts.name, FinancialAccountListCodec, db.listFinancialAccounts(query)),
    ),
})
