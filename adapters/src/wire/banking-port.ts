/**
 * BankingPort and BankLookupPort as requests of the routes table (spec: accounts-and-transfers 7.1 and 7.2), over any
 * transport: the HTTP adapter sends them with ky, the memory port hands them to the memory db as the reference server
 * receives them. So both modes write every request, and name the codec of every answer, in this one place.
 */
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
  type BankLookupPort,
  type BankingPort,
} from '@kontor/core'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { EmptyAnswerCodec } from './answer-codecs.ts'
import { toFinancialContactCreateHeaders, toOnlineBankingDataHeaders, toPinHeaders } from './banking-headers.ts'
import {
  toBankDetailsSearchParams,
  toBankSearchParams,
  toNeedlessSearchParams,
  toOnlineBankingAccountsSearchParams,
  toPaypalConnectUrlSearchParams,
} from './banking-queries.ts'
import { toDisconnectBody } from './disconnect-body.ts'
import { toFinancialAccountsSearchParams } from './financial-accounts-query.ts'
import type { Send } from './requests.ts'
import { ROUTES } from './routes.ts'

export const createBankingPort = (send: Send): BankingPort => {
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
    // Each action its own call with the same query (7.2): needlessDelete, or needlessIgnore (see ROUTES).
    applyNeedlessAction: (id, needlessStartDate, action, opts) =>
      send(
        action === 'ignore' ? ROUTES.needlessIgnore : ROUTES.needlessDelete,
        NeedlessInfoCodec,
        { searchParams: toNeedlessSearchParams({ financialAccountId: id, needlessStartDate }) },
        opts,
      ),

    getPaypalConnectUrl: (query, opts) =>
      send(ROUTES.paypalConnectUrl, PaypalConnectUrlCodec, { searchParams: toPaypalConnectUrlSearchParams(query) }, opts),
  }
}

/** GET v101/bankInfos?searchTerm=<IBAN> (7.1: "v101 is used for IBAN lookup"): the first bank found, if any. */
export const createBankLookupPort = (send: Send): BankLookupPort => ({
  lookupBankByIban: (iban, opts) =>
    pipe(
      send(ROUTES.lookupBanks, BankInfoListCodec, { searchParams: toBankSearchParams(iban) }, opts),
      TE.map((banks) => banks[0]),
    ),
})
