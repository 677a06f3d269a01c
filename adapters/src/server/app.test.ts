/** The reference server's routes, called in-process through Hono's app.request (no socket). */
import { demoFinancialAccounts, demoSeed, DEMO_ACCOUNT_IDS } from '@kontor/fixtures'
import { describe, expect, it } from 'vitest'
import { createMemoryDb } from '../memory/memory-db.ts'
import { ROUTES } from '../http/routes.ts'
import { createServerApp, INVALID_QUERY_PARAMETER } from './app.ts'

const LIST_PATH = ROUTES.listFinancialAccounts.path

const makeApp = () => createServerApp(createMemoryDb(demoSeed))

describe('reference server', () => {
  describe(`GET ${LIST_PATH}`, () => {
    it('answers 200 with the stored accounts as JSON', async () => {
      const response = await makeApp().request(LIST_PATH)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual(demoFinancialAccounts)
    })

    it('applies the query', async () => {
      const response = await makeApp().request(`${LIST_PATH}?types=GIRO&activeOnly=true&hasContact=true&supportsBankTransfer=true`)
      expect(response.status).toBe(200)
      const ids = ((await response.json()) as Array<{ financialAccountId: string }>).map((a) => a.financialAccountId)
      expect(ids).toEqual([
        DEMO_ACCOUNT_IDS.sparkasseGiro,
        DEMO_ACCOUNT_IDS.deutscheBankSyncError,
        DEMO_ACCOUNT_IDS.volksbankContactError,
      ])
    })

    it.each([
      ['activeOnly=yes', 'activeOnly'],
      ['hasContact=1', 'hasContact'],
      ['supportsBankTransfer=maybe', 'supportsBankTransfer'],
      ['types=GIRO,NOPE', 'types'],
    ])('answers 400 to %s with an IssueList naming the parameter', async (query, parameter) => {
      const response = await makeApp().request(`${LIST_PATH}?${query}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ IssueList: [{ i18nKey: INVALID_QUERY_PARAMETER, source: parameter }] })
    })

    it('uses the key invalid_query_parameter', () => {
      expect(INVALID_QUERY_PARAMETER).toBe('invalid_query_parameter')
    })
  })

  it('answers an unknown path with 404 and an IssueList naming the path', async () => {
    const path = '/fis/finance-rest/bankingservice/v999/nothing'
    const response = await makeApp().request(`${path}?x=1`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: 'not_found', source: path }] })
  })
})
