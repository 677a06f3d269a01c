/** The reference server: the memory backend behind the real routes, for HTTP contract tests and start:http. */
import { ErrorResponseCodec, type Issue } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { Hono } from 'hono'
import { fromFinancialAccountsSearchParams } from '../http/financial-accounts-query.ts'
import { ROUTES } from '../http/routes.ts'
import type { MemoryDb } from '../memory/memory-db.ts'

/** Spec leaves the key open; chosen: one key for any query parameter the server cannot read. */
export const INVALID_QUERY_PARAMETER = 'invalid_query_parameter'

const issuesBody = (issues: ReadonlyArray<Issue>) => ErrorResponseCodec.encode(issues)

export const createServerApp = (db: MemoryDb): Hono => {
  const app = new Hono()

  app.get(ROUTES.listFinancialAccounts.path, (c) => {
    const query = fromFinancialAccountsSearchParams(new URL(c.req.url).searchParams)
    if (E.isLeft(query)) {
      return c.json(issuesBody([{ i18nKey: INVALID_QUERY_PARAMETER, source: query.left.parameter }]), 400)
    }
    return c.json(db.listFinancialAccounts(query.right))
  })

  app.notFound((c) => c.json(issuesBody([{ i18nKey: 'not_found', source: new URL(c.req.url).pathname }]), 404))
  return app
}
