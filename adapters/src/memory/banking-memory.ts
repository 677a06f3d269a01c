/**
 * BankingPort and BankLookupPort over the in-memory backend. Answers are decoded with the same codecs as HTTP, and
 * queries and headers are read as the reference server reads them (written by the HTTP client's encoders, read back
 * by the server's readers), so an empty value means "not given" in demo mode exactly as it does over HTTP.
 */
import {
  ABORTED,
  BankDetailsCodec,
  BankInfoListCodec,
  FinancialAccountBodyCodec,
  FinancialAccountCodec,
  FinancialAccountListCodec,
  FinancialContactCodec,
  FinancialContactListCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountListCodec,
  PaypalConnectUrlCodec,
  decodeResponse,
  httpStatus,
  serverIssues,
  type BackendError,
  type BankLookupPort,
  type BankingPort,
  type CallOptions,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type * as t from 'io-ts'
import { EmptyAnswerCodec } from '../wire/answer-codecs.ts'
import {
  fromFinancialContactCreateHeaders,
  fromOnlineBankingDataHeaders,
  fromPinHeader,
  headerReaderOf,
  toFinancialContactCreateHeaders,
  toOnlineBankingDataHeaders,
  toPinHeaders,
} from '../wire/banking-headers.ts'
import {
  fromBankDetailsSearchParams,
  fromBankSearchParams,
  fromNeedlessActionParam,
  fromNeedlessSearchParams,
  fromOnlineBankingAccountsSearchParams,
  fromPaypalConnectUrlSearchParams,
  toBankDetailsSearchParams,
  toBankSearchParams,
  toNeedlessSearchParams,
  toOnlineBankingAccountsSearchParams,
  toPaypalConnectUrlSearchParams,
} from '../wire/banking-queries.ts'
import { toDisconnectBody } from '../wire/disconnect-body.ts'
import {
  fromFinancialAccountsSearchParams,
  toFinancialAccountsSearchParams,
  type QueryProblem,
} from '../wire/financial-accounts-query.ts'
import { ROUTES, type RouteDef } from '../wire/routes.ts'
import { invalidQueryParameter, type DbFailure, type DbResult } from './memory-failures.ts'
import type { MemoryDb } from './memory-db.ts'

/** A failure of the memory db as the HTTP adapter would read the same answer. */
export const fromDbFailure = (failure: DbFailure): BackendError =>
  failure.issues !== undefined && failure.issues.length > 0 ? serverIssues(failure.status, failure.issues) : httpStatus(failure.status)

/** Work happens inside the thunk, so running a task twice behaves like calling the server twice. */
const answer =
  <W, A>(
    route: RouteDef,
    codec: t.Decoder<unknown, A>,
    opts: CallOptions | undefined,
    produce: () => DbResult<W>,
  ): TE.TaskEither<BackendError, A> =>
  () =>
    Promise.resolve(
      opts?.signal?.aborted === true
        ? E.left(ABORTED)
        : pipe(
            produce(),
            E.mapLeft(fromDbFailure),
            E.chain((wire) => decodeResponse(route.name, codec, wire)),
          ),
    )

/** Through the string form, as the server receives a query. */
const overTheWire = (params: URLSearchParams): URLSearchParams => new URLSearchParams(params.toString())

/** What the server read, or its 400 naming what it could not read (the server's withRead). */
const readOrFail = <A, W>(read: E.Either<QueryProblem, A>, then: (a: A) => DbResult<W>): DbResult<W> =>
  E.isLeft(read) ? invalidQueryParameter(read.left.parameter) : then(read.right)

export const createBankingMemory = (db: MemoryDb): BankingPort => ({
  listFinancialAccounts: (query, opts) =>
    answer(ROUTES.listFinancialAccounts, FinancialAccountListCodec, opts, () =>
      readOrFail(fromFinancialAccountsSearchParams(overTheWire(toFinancialAccountsSearchParams(query))), (read) =>
        E.right(db.listFinancialAccounts(read)),
      ),
    ),
  getFinancialAccount: (id, opts) => answer(ROUTES.getFinancialAccount, FinancialAccountCodec, opts, () => db.getFinancialAccount(id)),
  createFinancialAccount: (body, opts) =>
    answer(ROUTES.createFinancialAccount, FinancialAccountCodec, opts, () =>
      db.createFinancialAccount(FinancialAccountBodyCodec.encode(body)),
    ),
  updateFinancialAccount: (id, body, opts) =>
    answer(ROUTES.updateFinancialAccount, FinancialAccountCodec, opts, () =>
      db.updateFinancialAccount(id, FinancialAccountBodyCodec.encode(body)),
    ),
  deleteFinancialAccount: (id, opts) =>
    answer(ROUTES.deleteFinancialAccount, EmptyAnswerCodec, opts, () => db.deleteFinancialAccount(id)),
  disconnectFinancialAccount: (account, opts) =>
    answer(ROUTES.disconnectFinancialAccount, FinancialAccountCodec, opts, () =>
      db.disconnectFinancialAccount(account.financialAccountId, toDisconnectBody(account)),
    ),
  deactivateFinancialAccount: (id, opts) =>
    answer(ROUTES.deactivateFinancialAccount, FinancialAccountCodec, opts, () => db.deactivateFinancialAccount(id)),
  activateFinancialAccount: (id, opts) =>
    answer(ROUTES.activateFinancialAccount, FinancialAccountCodec, opts, () => db.activateFinancialAccount(id)),

  searchBanks: (searchTerm, opts) =>
    answer(ROUTES.searchBanks, BankInfoListCodec, opts, () =>
      db.searchBanks(fromBankSearchParams(overTheWire(toBankSearchParams(searchTerm)))),
    ),
  getBankDetails: (query, opts) =>
    answer(ROUTES.bankDetails, BankDetailsCodec, opts, () =>
      db.getBankDetails(fromBankDetailsSearchParams(overTheWire(toBankDetailsSearchParams(query)))),
    ),

  listFinancialContacts: (opts) =>
    answer(ROUTES.listFinancialContacts, FinancialContactListCodec, opts, () => E.right(db.listFinancialContacts())),
  getFinancialContact: (id, opts) =>
    answer(ROUTES.getFinancialContact, FinancialContactCodec, opts, () => db.getFinancialContact(id)),
  createFinancialContact: (body, headers, opts) =>
    answer(ROUTES.createFinancialContact, FinancialContactCodec, opts, () =>
      readOrFail(fromFinancialContactCreateHeaders(headerReaderOf(toFinancialContactCreateHeaders(headers))), (read) =>
        db.createFinancialContact(body, read),
      ),
    ),
  updateFinancialContact: (id, body, opts) =>
    answer(ROUTES.updateFinancialContact, FinancialContactCodec, opts, () => db.updateFinancialContact(id, body)),
  deleteBankContact: (id, opts) => answer(ROUTES.deleteBankContact, EmptyAnswerCodec, opts, () => db.deleteBankContact(id)),
  listOnlineBankingAccounts: (id, query, opts) =>
    answer(ROUTES.listOnlineBankingAccounts, OnlineBankingAccountListCodec, opts, () =>
      readOrFail(fromPinHeader(headerReaderOf(toPinHeaders(query.pin))), (pin) =>
        db.listOnlineBankingAccounts(id, {
          ...fromOnlineBankingAccountsSearchParams(overTheWire(toOnlineBankingAccountsSearchParams(query))),
          pin,
        }),
      ),
    ),
  createContactAccount: (id, body, opts) =>
    answer(ROUTES.createContactAccount, FinancialAccountCodec, opts, () =>
      db.createContactAccount(id, FinancialAccountBodyCodec.encode(body)),
    ),
  updateContactAccount: (id, accountId, body, opts) =>
    answer(ROUTES.updateContactAccount, FinancialAccountCodec, opts, () =>
      db.updateContactAccount(id, accountId, FinancialAccountBodyCodec.encode(body)),
    ),
  updateOnlineBankingData: (id, accountId, headers, opts) =>
    answer(ROUTES.updateOnlineBankingData, FinancialAccountCodec, opts, () =>
      readOrFail(fromOnlineBankingDataHeaders(headerReaderOf(toOnlineBankingDataHeaders(headers))), (read) =>
        db.updateOnlineBankingData(id, accountId, read),
      ),
    ),

  getNeedlessInfo: (id, startDate, opts) =>
    answer(ROUTES.needlessInfo, NeedlessInfoCodec, opts, () => {
      const read = fromNeedlessSearchParams(overTheWire(toNeedlessSearchParams({ financialAccountId: id, needlessStartDate: startDate })))
      return db.getNeedlessInfo(read.financialAccountId, read.needlessStartDate)
    }),
  applyNeedlessAction: (id, startDate, action, opts) =>
    answer(ROUTES.needlessDelete, NeedlessInfoCodec, opts, () => {
      const params = overTheWire(toNeedlessSearchParams({ financialAccountId: id, needlessStartDate: startDate }, action))
      const read = fromNeedlessSearchParams(params)
      return db.applyNeedlessAction(read.financialAccountId, read.needlessStartDate, fromNeedlessActionParam(params))
    }),

  getPaypalConnectUrl: (query, opts) =>
    answer(ROUTES.paypalConnectUrl, PaypalConnectUrlCodec, opts, () =>
      readOrFail(fromPaypalConnectUrlSearchParams(overTheWire(toPaypalConnectUrlSearchParams(query))), (read) =>
        db.getPaypalConnectUrl(read),
      ),
    ),
})

export const createBankLookupMemory = (db: MemoryDb): BankLookupPort => ({
  lookupBankByIban: (iban, opts) =>
    pipe(
      answer(ROUTES.lookupBanks, BankInfoListCodec, opts, () => db.searchBanks(fromBankSearchParams(overTheWire(toBankSearchParams(iban))))),
      TE.map((banks) => banks[0]),
    ),
})
