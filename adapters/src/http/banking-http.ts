/** BankingPort and BankLookupPort over HTTP (spec: accounts-and-transfers 7.1 and 7.2). */
import {
  BankDetailsCodec,
  BankInfoListCodec,
  FinancialAccountBodyCodec,
  FinancialAccountCodec,
  FinancialAccountListCodec,
  FinancialContactBodyCodec,
  FinancialContactCodec,
  FinancialContactListCodec,
  NeedlessInfoCodec,
  OnlineBankingAccountListCodec,
  PaypalConnectUrlCodec,
  type BackendError,
  type BankLookupPort,
  type BankingPort,
  type CallOptions,
} from '@kontor/core'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type * as t from 'io-ts'
import { EmptyAnswerCodec } from '../wire/answer-codecs.ts'
import { toFinancialContactCreateHeaders, toOnlineBankingDataHeaders, toPinHeaders } from '../wire/banking-headers.ts'
import {
  toBankDetailsSearchParams,
  toBankSearchParams,
  toNeedlessSearchParams,
  toOnlineBankingAccountsSearchParams,
  toPaypalConnectUrlSearchParams,
} from '../wire/banking-queries.ts'
import { call } from './call.ts'
import type { HttpClient } from './client.ts'
import { toDisconnectBody } from '../wire/disconnect-body.ts'
import { toFinancialAccountsSearchParams } from '../wire/financial-accounts-query.ts'
import { ROUTES, pathOf, type RouteDef } from '../wire/routes.ts'

/** What a request carries besides its method and path. */
interface RequestParts {
  readonly params?: Readonly<Record<string, string>>
  readonly searchParams?: URLSearchParams
  readonly headers?: Readonly<Record<string, string>>
  /** A JSON body; undefined sends none. */
  readonly json?: unknown
}

/** One request of `route` through the one ky instance and the one error mapper (call.ts). */
const request =
  (client: HttpClient) =>
  <A>(route: RouteDef, codec: t.Decoder<unknown, A>, parts: RequestParts, opts?: CallOptions): TE.TaskEither<BackendError, A> =>
    call(
      client,
      route,
      codec,
      (signal) =>
        client.ky(client.urlOf(pathOf(route, parts.params)), {
          method: route.method,
          ...(parts.searchParams === undefined ? {} : { searchParams: parts.searchParams }),
          ...(parts.headers === undefined ? {} : { headers: parts.headers }),
          ...(parts.json === undefined ? {} : { json: parts.json }),
          ...(signal === undefined ? {} : { signal }),
        }),
      opts,
    )

export const createBankingHttp = (client: HttpClient): BankingPort => {
  const send = request(client)
  const account = (financialAccountId: string) => ({ financialAccountId })
  const contact = (financialContactId: string) => ({ financialContactId })
  return {
    listFinancialAccounts: (query, opts) =>
      send(ROUTES.listFinancialAccounts, FinancialAccountListCodec, { searchParams: toFinancialAccountsSearchParams(query) }, opts),
    getFinancialAccount: (id, opts) => send(ROUTES.getFinancialAccount, FinancialAccountCodec, { params: account(id) }, opts),
    createFinancialAccount: (body, opts) =>
      send(ROUTES.createFinancialAccount, FinancialAccountCodec, { json: FinancialAccountBodyCodec.encode(body) }, opts),
    updateFinancialAccount: (id, body, opts) =>
      send(
        ROUTES.updateFinancialAccount,
        FinancialAccountCodec,
        { params: account(id), json: FinancialAccountBodyCodec.encode(body) },
        opts,
      ),
    deleteFinancialAccount: (id, opts) => send(ROUTES.deleteFinancialAccount, EmptyAnswerCodec, { params: account(id) }, opts),
    disconnectFinancialAccount: (fa, opts) =>
      send(
        ROUTES.disconnectFinancialAccount,
        FinancialAccountCodec,
        { params: account(fa.financialAccountId), json: toDisconnectBody(fa) },
        opts,
      ),
    deactivateFinancialAccount: (id, opts) =>
      send(ROUTES.deactivateFinancialAccount, FinancialAccountCodec, { params: account(id) }, opts),
    activateFinancialAccount: (id, opts) => send(ROUTES.activateFinancialAccount, FinancialAccountCodec, { params: account(id) }, opts),

    searchBanks: (searchTerm, opts) =>
      send(ROUTES.searchBanks, BankInfoListCodec, { searchParams: toBankSearchParams(searchTerm) }, opts),
    getBankDetails: (query, opts) =>
      send(ROUTES.bankDetails, BankDetailsCodec, { searchParams: toBankDetailsSearchParams(query) }, opts),

    listFinancialContacts: (opts) => send(ROUTES.listFinancialContacts, FinancialContactListCodec, {}, opts),
    getFinancialContact: (id, opts) => send(ROUTES.getFinancialContact, FinancialContactCodec, { params: contact(id) }, opts),
    createFinancialContact: (body, headers, opts) =>
      send(
        ROUTES.createFinancialContact,
        FinancialContactCodec,
        { headers: toFinancialContactCreateHeaders(headers), json: FinancialContactBodyCodec.encode(body) },
        opts,
      ),
    updateFinancialContact: (id, body, opts) =>
      send(
        ROUTES.updateFinancialContact,
        FinancialContactCodec,
        { params: contact(id), json: FinancialContactBodyCodec.encode(body) },
        opts,
      ),
    deleteBankContact: (id, opts) => send(ROUTES.deleteBankContact, EmptyAnswerCodec, { params: contact(id) }, opts),
    listOnlineBankingAccounts: (id, query, opts) =>
      send(
        ROUTES.listOnlineBankingAccounts,
        OnlineBankingAccountListCodec,
        {
          params: contact(id),
          searchParams: toOnlineBankingAccountsSearchParams(query),
          headers: toPinHeaders(query.pin),
        },
        opts,
      ),
    createContactAccount: (id, body, opts) =>
      send(
        ROUTES.createContactAccount,
        FinancialAccountCodec,
        { params: contact(id), json: FinancialAccountBodyCodec.encode(body) },
        opts,
      ),
    updateContactAccount: (id, accountId, body, opts) =>
      send(
        ROUTES.updateContactAccount,
        FinancialAccountCodec,
        { params: { ...contact(id), ...account(accountId) }, json: FinancialAccountBodyCodec.encode(body) },
        opts,
      ),
    updateOnlineBankingData: (id, accountId, headers, opts) =>
      send(
        ROUTES.updateOnlineBankingData,
        FinancialAccountCodec,
        { params: { ...contact(id), ...account(accountId) }, headers: toOnlineBankingDataHeaders(headers) },
        opts,
      ),

    getNeedlessInfo: (id, needlessStartDate, opts) =>
      send(
        ROUTES.needlessInfo,
        NeedlessInfoCodec,
        { searchParams: toNeedlessSearchParams({ financialAccountId: id, needlessStartDate }) },
        opts,
      ),
    applyNeedlessAction: (id, needlessStartDate, action, opts) =>
      send(
        ROUTES.needlessDelete,
        NeedlessInfoCodec,
        { searchParams: toNeedlessSearchParams({ financialAccountId: id, needlessStartDate }, action) },
        opts,
      ),

    getPaypalConnectUrl: (query, opts) =>
      send(ROUTES.paypalConnectUrl, PaypalConnectUrlCodec, { searchParams: toPaypalConnectUrlSearchParams(query) }, opts),
  }
}

/** GET v101/bankInfos?searchTerm=<IBAN> (7.1: "v101 is used for IBAN lookup"): the first bank found, if any. */
export const createBankLookupHttp = (client: HttpClient): BankLookupPort => {
  const send = request(client)
  return {
    lookupBankByIban: (iban, opts) =>
      pipe(
        send(ROUTES.lookupBanks, BankInfoListCodec, { searchParams: toBankSearchParams(iban) }, opts),
        TE.map((banks) => banks[0]),
      ),
  }
}
