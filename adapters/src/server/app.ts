/**
 * The reference server: the memory db behind the real routes, for HTTP contract tests and start:http. Every request
 * is read with the same encoders and codecs the HTTP client writes with; the readers only parse, and every check of a
 * value is the db's, so the server answers as the memory port does. Every failure is the db's DbFailure (or a 400 for
 * a request that cannot be read), answered as an IssueList.
 */
import {
  ErrorResponseCodec,
  FinancialAccountBodyCodec,
  FinancialAccountCodec,
  FinancialContactBodyCodec,
  type Issue,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status'
import * as t from 'io-ts'
import { fromFinancialContactCreateHeaders, fromOnlineBankingDataHeaders, fromPinHeader } from '../wire/banking-headers.ts'
import {
  fromBankDetailsSearchParams,
  fromBankSearchParams,
  fromNeedlessActionParam,
  fromNeedlessSearchParams,
  fromOnlineBankingAccountsSearchParams,
  fromPaypalConnectUrlSearchParams,
} from '../wire/banking-queries.ts'
import { DisconnectBodyCodec } from '../wire/disconnect-body.ts'
import { fromFinancialAccountsSearchParams, type QueryProblem } from '../wire/financial-accounts-query.ts'
import { ROUTES, type RouteDef } from '../wire/routes.ts'
import { HTTP_BAD_REQUEST, HTTP_NOT_FOUND, ISSUE_KEYS, SOURCES, invalidQueryParameter, issueOf, type DbResult } from '../memory/memory-failures.ts'
import type { MemoryDb } from '../memory/memory-db.ts'
import { decodeBody } from './request-body.ts'

/** Spec leaves the key open; chosen: one key for any query parameter (or header) the server cannot read. */
export const INVALID_QUERY_PARAMETER = ISSUE_KEYS.invalidQueryParameter

/** Chosen: a success with a body is 200, creates included (the spec shows no 201); a delete answers 204 without one. */
const HTTP_NO_CONTENT = 204

/** Chosen: a known path called with another method answers 405 and names the methods it has (Allow). */
export const HTTP_METHOD_NOT_ALLOWED = 405

const issuesBody = (issues: ReadonlyArray<Issue>) => ErrorResponseCodec.encode(issues)

/** A failure as the banking service sends it: the IssueList, or no body at all when there are no issues (408). */
const failure = (c: Context, status: number, issues: ReadonlyArray<Issue> | undefined): Response =>
  issues !== undefined && issues.length > 0
    ? c.json(issuesBody(issues), status as ContentfulStatusCode)
    : c.body(null, status as StatusCode)

/** A db answer: the wire record as JSON, 204 for nothing, or the failure. */
const reply = <W>(c: Context, result: DbResult<W>): Response => {
  if (E.isLeft(result)) return failure(c, result.left.status, result.left.issues)
  return result.right === undefined ? c.body(null, HTTP_NO_CONTENT) : c.json(result.right as object)
}

const searchParamsOf = (c: Context): URLSearchParams => new URL(c.req.url).searchParams

/** Runs `then` with what the request's query (or headers) hold, or answers 400 naming what could not be read. */
const withRead = <A>(c: Context, read: E.Either<QueryProblem, A>, then: (a: A) => Response): Response =>
  E.isLeft(read) ? reply(c, invalidQueryParameter(read.left.parameter)) : then(read.right)

/** Runs `then` with the decoded body, or answers 400 with an issue per field that did not decode. */
const withBody = async <A>(c: Context, codec: t.Decoder<unknown, A>, then: (body: A) => Response): Promise<Response> => {
  const body = decodeBody(codec, await c.req.text())
  return E.isLeft(body) ? failure(c, HTTP_BAD_REQUEST, body.left) : then(body.right)
}

/** The path parameter (Hono has already decoded it; it may be empty, see honoPathOf). */
const param = (c: Context, name: string): string => c.req.param(name) ?? ''

/**
 * The same path in the notation of the Hono router. Each parameter also matches an empty segment (`:name{[^/]*}`,
 * where Hono's default needs one character), so a call with an empty id reaches its route and is answered as an
 * unknown id, as the memory backend answers it, instead of as an unknown path.
 */
export const honoPathOf = (r: RouteDef): string => r.path.replace(/\{(\w+)\}/g, ':$1{[^/]*}')

/** Every path of the routes table with the methods it answers, for the 405 of a method it does not. */
const methodsByPath = (): ReadonlyMap<string, ReadonlyArray<RouteDef['method']>> => {
  const methods = new Map<string, Array<RouteDef['method']>>()
  for (const r of Object.values(ROUTES)) methods.set(honoPathOf(r), [...(methods.get(honoPathOf(r)) ?? []), r.method])
  return methods
}

export const createServerApp = (db: MemoryDb): Hono => {
  const app = new Hono()
  const path = honoPathOf
  const accountId = (c: Context) => param(c, SOURCES.financialAccountId)
  const contactId = (c: Context) => param(c, SOURCES.financialContactId)
  const accountBody = FinancialAccountBodyCodec
  /** The db takes bodies in wire form: decoding checked them, encoding gives them back as sent. */
  const toAccountWire = FinancialAccountBodyCodec.encode

  // Financial accounts
  app.get(path(ROUTES.listFinancialAccounts), (c) =>
    withRead(c, fromFinancialAccountsSearchParams(searchParamsOf(c)), (query) => c.json(db.listFinancialAccounts(query))),
  )
  app.get(path(ROUTES.listFinancialAccountsV100), (c) =>
    withRead(c, fromFinancialAccountsSearchParams(searchParamsOf(c)), ({ hasContact }) =>
      c.json(db.listFinancialAccounts(hasContact === undefined ? {} : { hasContact })),
    ),
  )
  app.get(path(ROUTES.getFinancialAccount), (c) => reply(c, db.getFinancialAccount(accountId(c))))
  app.post(path(ROUTES.createFinancialAccount), (c) =>
    withBody(c, accountBody, (body) => reply(c, db.createFinancialAccount(toAccountWire(body)))),
  )
  app.put(path(ROUTES.updateFinancialAccount), (c) =>
    withBody(c, accountBody, (body) => reply(c, db.updateFinancialAccount(accountId(c), toAccountWire(body)))),
  )
  app.delete(path(ROUTES.deleteFinancialAccount), (c) => reply(c, db.deleteFinancialAccount(accountId(c))))
  app.put(path(ROUTES.disconnectFinancialAccount), (c) =>
    withBody(c, DisconnectBodyCodec, (sent) =>
      reply(c, db.disconnectFinancialAccount(accountId(c), sent === undefined ? undefined : FinancialAccountCodec.encode(sent))),
    ),
  )
  app.put(path(ROUTES.deactivateFinancialAccount), (c) => reply(c, db.deactivateFinancialAccount(accountId(c))))
  app.put(path(ROUTES.activateFinancialAccount), (c) => reply(c, db.activateFinancialAccount(accountId(c))))

  // Bank infos (v100 searches, v101 is the IBAN lookup: the same search)
  app.get(path(ROUTES.searchBanks), (c) => reply(c, db.searchBanks(fromBankSearchParams(searchParamsOf(c)))))
  app.get(path(ROUTES.lookupBanks), (c) => reply(c, db.searchBanks(fromBankSearchParams(searchParamsOf(c)))))
  app.get(path(ROUTES.bankDetails), (c) => reply(c, db.getBankDetails(fromBankDetailsSearchParams(searchParamsOf(c)))))

  // Financial contacts
  app.get(path(ROUTES.listFinancialContacts), (c) => c.json(db.listFinancialContacts()))
  app.get(path(ROUTES.getFinancialContact), (c) => reply(c, db.getFinancialContact(contactId(c))))
  app.post(path(ROUTES.createFinancialContact), (c) =>
    withBody(c, FinancialContactBodyCodec, (body) =>
      withRead(c, fromFinancialContactCreateHeaders((name) => c.req.header(name)), (headers) =>
        reply(c, db.createFinancialContact(body, headers)),
      ),
    ),
  )
  app.put(path(ROUTES.updateFinancialContact), (c) =>
    withBody(c, FinancialContactBodyCodec, (body) => reply(c, db.updateFinancialContact(contactId(c), body))),
  )
  app.delete(path(ROUTES.deleteBankContact), (c) => reply(c, db.deleteBankContact(contactId(c))))
  app.get(path(ROUTES.listOnlineBankingAccounts), (c) =>
    withRead(c, fromPinHeader((name) => c.req.header(name)), (pin) =>
      reply(c, db.listOnlineBankingAccounts(contactId(c), { ...fromOnlineBankingAccountsSearchParams(searchParamsOf(c)), pin })),
    ),
  )
  // Reading the accounts of a login is a read of the account list too (busy accounts count it).
  app.get(path(ROUTES.listContactAccounts), (c) =>
    reply(
      c,
      E.map(() => db.listFinancialAccounts({}).filter((a) => a.financialContact?.financialContactId === contactId(c)))(
        db.getFinancialContact(contactId(c)),
      ),
    ),
  )
  app.post(path(ROUTES.createContactAccount), (c) =>
    withBody(c, accountBody, (body) => reply(c, db.createContactAccount(contactId(c), toAccountWire(body)))),
  )
  app.put(path(ROUTES.updateContactAccount), (c) =>
    withBody(c, accountBody, (body) => reply(c, db.updateContactAccount(contactId(c), accountId(c), toAccountWire(body)))),
  )
  app.put(path(ROUTES.updateOnlineBankingData), (c) =>
    withRead(c, fromOnlineBankingDataHeaders((name) => c.req.header(name)), (headers) =>
      reply(c, db.updateOnlineBankingData(contactId(c), accountId(c), headers)),
    ),
  )

  // Needless transactions (7.2)
  app.get(path(ROUTES.needlessInfo), (c) => {
    const query = fromNeedlessSearchParams(searchParamsOf(c))
    return reply(c, db.getNeedlessInfo(query.financialAccountId, query.needlessStartDate))
  })
  app.post(path(ROUTES.needlessDelete), (c) => {
    const params = searchParamsOf(c)
    const query = fromNeedlessSearchParams(params)
    return reply(c, db.applyNeedlessAction(query.financialAccountId, query.needlessStartDate, fromNeedlessActionParam(params)))
  })

  // The payment service's connect url
  app.get(path(ROUTES.paypalConnectUrl), (c) =>
    withRead(c, fromPaypalConnectUrlSearchParams(searchParamsOf(c)), (query) => reply(c, db.getPaypalConnectUrl(query))),
  )

  // Registered last, so they answer only the methods no route above took.
  for (const [routePath, methods] of methodsByPath()) {
    app.all(routePath, (c) => {
      c.header('Allow', methods.join(', '))
      return c.body(null, HTTP_METHOD_NOT_ALLOWED)
    })
  }

  app.notFound((c) => c.json(issuesBody([issueOf(ISSUE_KEYS.notFound, new URL(c.req.url).pathname)]), HTTP_NOT_FOUND))
  return app
}
