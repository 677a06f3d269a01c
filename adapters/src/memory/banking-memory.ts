/** BankingPort and BankLookupPort over the in-memory backend. Answers are decoded with the same codecs as HTTP. */
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
import { EmptyAnswerCodec } from '../http/answer-codecs.ts'
import { toDisconnectBody } from '../http/disconnect-body.ts'
import { ROUTES, type RouteDef } from '../http/routes.ts'
import type { DbFailure, DbResult, MemoryDb } from './memory-db.ts'

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

export const createBankingMemory = (db: MemoryDb): BankingPort => ({
  listFinancialAccounts: (query, opts) =>
    answer(ROUTES.listFinancialAccounts, FinancialAccountListCodec, opts, () => E.right(db.listFinancialAccounts(query))),
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

  searchBanks: (searchTerm, opts) => answer(ROUTES.searchBanks, BankInfoListCodec, opts, () => db.searchBanks(searchTerm)),
  getBankDetails: (query, opts) => answer(ROUTES.bankDetails, BankDetailsCodec, opts, () => db.getBankDetails(query)),

  listFinancialContacts: (opts) =>
    answer(ROUTES.listFinancialContacts, FinancialContactListCodec, opts, () => E.right(db.listFinancialContacts())),
  getFinancialContact: (id, opts) =>
    answer(ROUTES.getFinancialContact, FinancialContactCodec, opts, () => db.getFinancialContact(id)),
  createFinancialContact: (body, headers, opts) =>
    answer(ROUTES.createFinancialContact, FinancialContactCodec, opts, () => db.createFinancialContact(body, headers ?? {})),
  updateFinancialContact: (id, body, opts) =>
    answer(ROUTES.updateFinancialContact, FinancialContactCodec, opts, () => db.updateFinancialContact(id, body)),
  deleteBankContact: (id, opts) => answer(ROUTES.deleteBankContact, EmptyAnswerCodec, opts, () => db.deleteBankContact(id)),
  listOnlineBankingAccounts: (id, query, opts) =>
    answer(ROUTES.listOnlineBankingAccounts, OnlineBankingAccountListCodec, opts, () =>
      db.listOnlineBankingAccounts(id, {
        accountType: query.accountType,
        reconnectFinancialAccountId: query.reconnectFinancialAccountId,
        pin: query.pin ?? null,
      }),
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
      db.updateOnlineBankingData(id, accountId, {
        pin: headers.pin,
        ...(headers.tan === undefined ? {} : { tan: headers.tan }),
        ...(headers.scaChallengeId === undefined ? {} : { scaChallengeId: headers.scaChallengeId }),
      }),
    ),

  getNeedlessInfo: (id, startDate, opts) =>
    answer(ROUTES.needlessInfo, NeedlessInfoCodec, opts, () => db.getNeedlessInfo(id, startDate)),
  applyNeedlessAction: (id, startDate, action, opts) =>
    answer(ROUTES.needlessDelete, NeedlessInfoCodec, opts, () => db.applyNeedlessAction(id, startDate, action)),

  getPaypalConnectUrl: (query, opts) =>
    answer(ROUTES.paypalConnectUrl, PaypalConnectUrlCodec, opts, () => db.getPaypalConnectUrl(query)),
})

export const createBankLookupMemory = (db: MemoryDb): BankLookupPort => ({
  lookupBankByIban: (iban, opts) =>
    pipe(
      answer(ROUTES.lookupBanks, BankInfoListCodec, opts, () => db.searchBanks(iban)),
      TE.map((banks) => banks[0]),
    ),
})
