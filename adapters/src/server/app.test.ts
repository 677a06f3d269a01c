/** The reference server's routes, called in-process through Hono's app.request (no socket). */
import { fixedClock, type FinancialAccountType, type FinancialAccountWire } from '@kontor/core'
import { describe, expect, it } from 'vitest'
import type { MemorySeed } from '../memory/store/db.ts'
import { createMemoryDb } from '../memory/store/create-db.ts'
import { BANKING_SERVICE, HEADERS, ROUTES, pathOf } from '../wire/routes.ts'
import { createServerApp, honoPathOf, INVALID_QUERY_PARAMETER } from './app.ts'

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

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const makeApp = () => createServerApp(createMemoryDb(seed, clock))

describe('reference server', () => {
  it('writes the route paths in Hono notation, each parameter allowed to be empty', () => {
    expect(honoPathOf(ROUTES.updateOnlineBankingData)).toBe(
      `${BANKING_SERVICE}v101/financialContacts/:financialContactId{[^/]*}/financialAccounts/:financialAccountId{[^/]*}/onlineBankingData`,
    )
    expect(honoPathOf(ROUTES.listFinancialAccounts)).toBe(ROUTES.listFinancialAccounts.path)
  })

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

  it('answers a known path called with another method with 405, naming the methods it has', async () => {
    const app = makeApp()
    const one = await app.request(pathOf(ROUTES.getFinancialAccount, { financialAccountId: 'fa-giro' }), { method: 'PATCH' })
    expect(one.status).toBe(405)
    expect(one.headers.get('Allow')?.split(', ').sort()).toEqual(['DELETE', 'GET'])
    const list = await app.request(LIST_PATH, { method: 'DELETE' })
    expect(list.status).toBe(405)
    expect(list.headers.get('Allow')?.split(', ').sort()).toEqual(['GET', 'POST'])
    // Every route still answers its own method.
    expect((await app.request(pathOf(ROUTES.getFinancialAccount, { financialAccountId: 'fa-giro' }))).status).toBe(200)
  })

  it('refuses an empty id as no plain identifier of its route, not as an unknown path (issue 17)', async () => {
    const response = await makeApp().request(ROUTES.getFinancialAccount.path.replace('{financialAccountId}', ''))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: 'invalid_path_parameter', source: 'financialAccountId' }] })
  })
})

/** A seed with a bank that answers 408 and a login, for the bank routes. */
const bankSeed: MemorySeed = {
  ...seed,
  financialContacts: [{ financialContactId: 'fc-1', bankCode: '10050000', readyToUse: true, savePinEnabled: true }],
  banks: [
    { bankCode: '10050000', bankName: 'Berliner Sparkasse', bic: 'BELADEBEXXX', onlinebankingSupported: true },
    { bankCode: '12096597', bankName: 'Sparda-Bank Berlin', bic: 'GENODEF1S10', onlinebankingSupported: true },
  ],
  bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: ['12096597'], paypalMerchantId: 'M-TEST' },
}

const bankApp = () => createServerApp(createMemoryDb(bankSeed, clock))

const sendJson = (method: string, body: string, headers: Record<string, string> = {}): RequestInit => ({
  method,
  body,
  headers: { 'Content-Type': 'application/json', ...headers },
})

describe('reference server: bodies, headers and answers of the bank calls', () => {
  it('answers a body that does not decode with 400 and an INVALID_MODEL issue per broken field', async () => {
    const response = await makeApp().request(
      ROUTES.createFinancialAccount.path,
      sendJson('POST', JSON.stringify({ name: 42, type: 'NOPE', connectionData: { merchantId: 7 } })),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { IssueList: Array<{ i18nKey: string; source: string }> }
    expect(body.IssueList.map((i) => i.i18nKey)).toEqual(['INVALID_MODEL', 'INVALID_MODEL', 'INVALID_MODEL'])
    expect(body.IssueList.map((i) => i.source).sort()).toEqual(['connectionData.merchantId', 'name', 'type'])
  })

  it('answers a body that is not JSON with 400 naming the body', async () => {
    const response = await makeApp().request(ROUTES.createFinancialAccount.path, sendJson('POST', '{"name":'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: 'INVALID_MODEL', source: 'body' }] })
  })

  it('answers a header that is not percent-encoding with 400 naming the header', async () => {
    const response = await bankApp().request(
      ROUTES.createFinancialContact.path,
      sendJson('POST', JSON.stringify({ bankCode: '10050000', userIdValues: ['u'] }), { [HEADERS.redirectCode]: '%E0%A4%A' }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: INVALID_QUERY_PARAMETER, source: HEADERS.redirectCode }] })
  })

  it('answers the login of an unreachable bank with 408 and no body', async () => {
    const response = await bankApp().request(
      ROUTES.createFinancialContact.path,
      sendJson('POST', JSON.stringify({ bankCode: '12096597', userIdValues: ['u'] })),
    )
    expect(response.status).toBe(408)
    expect(await response.text()).toBe('')
  })

  it('answers a delete with 204 and no body, and an unknown id with 404 and an IssueList', async () => {
    const app = bankApp()
    const path = pathOf(ROUTES.deleteBankContact, { financialContactId: 'fc-1' })
    const deleted = await app.request(path, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')
    const again = await app.request(path, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ IssueList: [{ i18nKey: 'banking.contactNotFound', source: 'financialContactId' }] })
  })

  it.each([
    [`${ROUTES.needlessDelete.path}?financialAccountId=fa-giro`, 'POST', 'needlessStartDate'],
    [`${ROUTES.needlessInfo.path}?financialAccountId=fa-giro&needlessStartDate=gestern`, 'GET', 'needlessStartDate'],
    [`${ROUTES.needlessIgnore.path}?financialAccountId=fa-giro`, 'POST', 'needlessStartDate'],
    [`${ROUTES.bankDetails.path}?bankName=X`, 'GET', 'bankCode'],
    [`${pathOf(ROUTES.listOnlineBankingAccounts, { financialContactId: 'fc-1' })}?accountType=giro`, 'GET', 'accountType'],
    [`${ROUTES.paypalConnectUrl.path}?callbackError=e`, 'GET', 'callbackSuccess'],
  ])('answers %s (%s) with 400 naming %s', async (url, method, parameter) => {
    const response = await bankApp().request(url, { method })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: INVALID_QUERY_PARAMETER, source: parameter }] })
  })

  it('refuses a PayPal disconnect whose body is another account than the path names', async () => {
    const app = bankApp()
    const path = pathOf(ROUTES.disconnectFinancialAccount, { financialAccountId: 'fa-paypal' })
    const other = { ...account('fa-giro', 'PAYPAL'), connectionData: {} }
    const response = await app.request(path, sendJson('PUT', JSON.stringify(other)))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ IssueList: [{ i18nKey: 'INVALID_MODEL', source: 'financialAccountId' }] })
  })

  it('reads the PIN header of the online banking accounts', async () => {
    const app = createServerApp(
      createMemoryDb(
        { ...bankSeed, financialContacts: [{ financialContactId: 'fc-1', bankCode: '10050000', savePinEnabled: false, readyToUse: true }] },
        clock,
      ),
    )
    const path = pathOf(ROUTES.listOnlineBankingAccounts, { financialContactId: 'fc-1' })
    const withoutPin = await app.request(path)
    expect(withoutPin.status).toBe(400)
    expect(await withoutPin.json()).toEqual({ IssueList: [{ i18nKey: 'missing_entity', source: 'pin' }] })
    const withPin = await app.request(path, { headers: { [HEADERS.pin]: encodeURIComponent('MTIzNDU=') } })
    expect(withPin.status).toBe(200)
    expect(((await withPin.json()) as unknown[]).length).toBeGreaterThan(0)
  })
})
