/** The reference server's routes, called in-process through Hono's app.request (no socket). */
import type { FinancialAccountType, FinancialAccountWire } from '@kontor/core'
import { describe, expect, it } from 'vitest'
import { createMemoryDb, type MemorySeed } from '../memory/memory-db.ts'
import { ROUTES } from '../http/routes.ts'
import { createServerApp, INVALID_QUERY_PARAMETER } from './app.ts'

const LIST_PATH = ROUTES.listFinancialAccounts.path

const account = (id: string, type: FinancialAccountType, extra: Partial<FinancialAccountWire> = {}): FinancialAccountWire => ({
  financialAccountId: id,
  name: `Konto ${id}`,
  type,
  balance: 100.25,
  state: { status: 'IDLE' },
  availableActions: ['EDIT'],
  ...extra,
})

/** A small organisation of its own (adapters do not import the demo fixtures; the contract suites use those). */
const seed: MemorySeed = {
  financialAccounts: [
    account('fa-giro', 'GIRO', { financialContact: { financialContactId: 'fc-1' }, availableActions: ['TRANSFER_MONEY_FINTS', 'EDIT'] }),
    account('fa-old-giro', 'GIRO', {
      financialContact: { financialContactId: 'fc-2' },
      availableActions: ['TRANSFER_MONEY_FINTS'],
      deactivated: true,
    }),
    account('fa-paypal', 'PAYPAL', { financialContact: null }),
    account('fa-savings', 'SAVINGS', { financialContact: { financialContactId: 'fc-3' } }),
  ],
}

const makeApp = () => createServerApp(createMemoryDb(seed))

describe('reference server', () => {
  describe(`GET ${LIST_PATH}`, () => {
    it('answers 200 with the stored accounts as JSON', async () => {
      const response = await makeApp().request(LIST_PATH)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual(seed.financialAccounts)
    })

    it.each([
      ['hasContact=false', ['fa-paypal']],
      ['types=SAVINGS,GIRO', ['fa-giro', 'fa-old-giro', 'fa-savings']],
      ['types=', ['fa-giro', 'fa-old-giro', 'fa-paypal', 'fa-savings']],
      ['supportsBankTransfer=false&activeOnly=false', ['fa-paypal', 'fa-savings']],
    ])('reads the query %s', async (query, expected) => {
      const response = await makeApp().request(`${LIST_PATH}?${query}`)
      expect(response.status).toBe(200)
      const ids = ((await response.json()) as Array<{ financialAccountId: string }>).map((a) => a.financialAccountId)
      expect(ids).toEqual(expected)
    })

    it('applies every filter together', async () => {
      const response = await makeApp().request(`${LIST_PATH}?types=GIRO&activeOnly=true&hasContact=true&supportsBankTransfer=true`)
      expect(response.status).toBe(200)
      const ids = ((await response.json()) as Array<{ financialAccountId: string }>).map((a) => a.financialAccountId)
      expect(ids).toEqual(['fa-giro'])
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
