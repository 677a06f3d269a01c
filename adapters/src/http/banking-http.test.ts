/**
 * The HTTP adapter's calls beyond the account list, through createHttpBackend with a fetch that answers as each
 * scenario needs (no network): what each request carries, and how faults of the new calls land.
 */
import {
  httpStatus,
  serverIssues,
  type EncodedPin,
  type FinancialAccount,
  type FinancialContactWire,
  type Iban,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { backendAnswering, json } from './answering-backend.ts'
import { BANKING_SERVICE, HEADERS, ROUTES } from '../wire/routes.ts'

const PIN = 'MTIzNDU=' as EncodedPin

const contact: FinancialContactWire = { financialContactId: 'fc-1', bankCode: '10050000', readyToUse: true }

const only = (requests: ReadonlyArray<Request>): Request => {
  expect(requests).toHaveLength(1)
  return requests[0] as Request
}

describe('HTTP banking adapter: faults of the bank calls', () => {
  it('an IssueList lands as ServerIssues with each issue and its source', async () => {
    const { backend } = backendAnswering(() => json({ IssueList: [{ i18nKey: 'missing_entity', source: 'pin' }] }, 400))
    const result = await backend.banking.listOnlineBankingAccounts('fc-1', { accountType: null, reconnectFinancialAccountId: null })()
    expect(result).toEqual(E.left(serverIssues(400, [{ i18nKey: 'missing_entity', source: 'pin' }])))
  })

  it('issue values beyond the error text (minLength) reach the caller', async () => {
    const issue = { i18nKey: 'accounts.bankSearchTermTooShort', source: 'searchTerm', i18nValues: { minLength: 3 } }
    const { backend } = backendAnswering(() => json({ IssueList: [issue] }, 400))
    expect(await backend.banking.searchBanks('ab')()).toEqual(E.left({ _tag: 'ServerIssues', status: 400, issues: [issue] }))
  })

  it('a 408 without a body is HttpStatus 408', async () => {
    const { backend } = backendAnswering(() => new Response(null, { status: 408 }))
    expect(await backend.banking.createFinancialContact({ bankCode: '12096597' })()).toEqual(E.left(httpStatus(408)))
    expect(await backend.bankLookup.lookupBankByIban('DE89370400440532013000' as Iban)()).toEqual(E.left(httpStatus(408)))
  })

  it('a malformed body is Undecodable for the route', async () => {
    const { backend } = backendAnswering(() => new Response('{"financialContactId": ', { status: 200 }))
    const result = await backend.banking.getFinancialContact('fc-1')()
    expect(result).toEqual(E.left({ _tag: 'Undecodable', route: ROUTES.getFinancialContact.name, report: [expect.any(String)] }))
  })

  it('a contact without its id is Undecodable with a report naming it', async () => {
    const { backend } = backendAnswering(() => json([{ bankCode: '10050000' }]))
    const result = await backend.banking.listFinancialContacts()()
    expect(E.isLeft(result) && result.left._tag === 'Undecodable' ? result.left.report.join('\n') : '').toContain('financialContactId')
  })

  it.each([
    ['an empty body (204)', () => new Response(null, { status: 204 })],
    ['null', () => json(null)],
    ['an empty object', () => json({})],
  ])('a delete answered with %s is done', async (_, answer) => {
    const { backend } = backendAnswering(answer)
    expect(await backend.banking.deleteFinancialAccount('fa-1')()).toEqual(E.right(undefined))
    expect(await backend.banking.deleteBankContact('fc-1')()).toEqual(E.right(undefined))
  })

  it('a delete answered with something else is Undecodable', async () => {
    const { backend } = backendAnswering(() => json([1]))
    expect(await backend.banking.deleteFinancialAccount('fa-1')()).toMatchObject(
      E.left({ _tag: 'Undecodable', route: ROUTES.deleteFinancialAccount.name }),
    )
  })
})

describe('HTTP banking adapter: the requests', () => {
  it('lists online banking accounts with path, query and the PIN header; no PIN sends no header', async () => {
    const { backend, requests } = backendAnswering(() => json([]))
    await backend.banking.listOnlineBankingAccounts('fc-1', { accountType: 'GIRO', reconnectFinancialAccountId: 'fa-9', pin: PIN })()
    const request = only(requests)
    const url = new URL(request.url)
    expect(request.method).toBe('GET')
    expect(url.pathname).toBe(`${BANKING_SERVICE}v101/financialContacts/fc-1/onlineBankingAccounts`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ accountType: 'GIRO', reconnectFinancialAccountId: 'fa-9' })
    expect(decodeURIComponent(request.headers.get(HEADERS.pin) ?? '')).toBe(PIN)

    const second = backendAnswering(() => json([]))
    await second.backend.banking.listOnlineBankingAccounts('fc-1', { accountType: null, reconnectFinancialAccountId: null })()
    const plain = only(second.requests)
    expect(plain.headers.has(HEADERS.pin)).toBe(false)
    expect(new URL(plain.url).search).toBe('')
  })

  // issue 17, item 3: `..` would be resolved by URL normalisation and reach another route.
  it.each(['..', '%2e%2e', 'fc/1', '', 'x'.repeat(100_000)])('sends no request for the id %j: a 400 naming the parameter, no throw', async (id) => {
    const { backend, requests } = backendAnswering(() => json([]))
    const result = await backend.banking.listOnlineBankingAccounts(id, { accountType: null, reconnectFinancialAccountId: null })()
    expect(result).toEqual(E.left({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'invalid_path_parameter', source: 'financialContactId' }] }))
    expect(requests).toEqual([])
  })

  it('creates a login with the body as JSON and the redirect headers', async () => {
    const { backend, requests, bodies } = backendAnswering(() => json(contact))
    const result = await backend.banking.createFinancialContact(
      { bankCode: '10050000', userIdValues: ['user'], pin: PIN, savePinEnabled: true },
      { redirectCode: 'code 1', existingAccountId: 'fa-1' },
    )()
    expect(result).toEqual(E.right(contact))
    const request = only(requests)
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(ROUTES.createFinancialContact.path)
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ bankCode: '10050000', userIdValues: ['user'], pin: PIN, savePinEnabled: true })
    expect(decodeURIComponent(request.headers.get(HEADERS.redirectCode) ?? '')).toBe('code 1')
    expect(request.headers.get(HEADERS.existingAccountId)).toBe('fa-1')
    expect(request.headers.has(HEADERS.redirectError)).toBe(false)
  })

  it('sends the PIN and SCA headers of online banking data', async () => {
    const account = { financialAccountId: 'fa-1', name: 'Giro', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }
    const { backend, requests } = backendAnswering(() => json(account))
    await backend.banking.updateOnlineBankingData('fc-1', 'fa-1', { pin: PIN, tan: '123456', scaChallengeId: 'ch-1' })()
    const request = only(requests)
    expect(request.method).toBe('PUT')
    expect(new URL(request.url).pathname).toBe(`${BANKING_SERVICE}v101/financialContacts/fc-1/financialAccounts/fa-1/onlineBankingData`)
    expect(request.headers.get(HEADERS.scaTan)).toBe('123456')
    expect(request.headers.get(HEADERS.scaChallengeId)).toBe('ch-1')
  })

  it('disconnects the PayPal account by sending it with empty connection data, any other account without a body', async () => {
    const paypal: FinancialAccount = {
      financialAccountId: 'fa-pp',
      name: 'PayPal',
      type: 'PAYPAL',
      state: { status: 'IDLE' },
      availableActions: ['EDIT'],
      connectionData: { merchantId: 'M1', startSyncDate: null },
    }
    const { backend, requests, bodies } = backendAnswering((r) => json({ ...paypal, financialAccountId: new URL(r.url).pathname.split('/').at(-2) }))
    await backend.banking.disconnectFinancialAccount(paypal)()
    await backend.banking.disconnectFinancialAccount({ ...paypal, financialAccountId: 'fa-giro', type: 'GIRO', connectionData: null })()
    const [first, second] = requests
    expect(first?.method).toBe('PUT')
    expect(new URL(first?.url ?? '').pathname).toBe(`${BANKING_SERVICE}v100/financialAccounts/fa-pp/disconnect`)
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ financialAccountId: 'fa-pp', type: 'PAYPAL', connectionData: {} })
    expect(second?.method).toBe('PUT')
    expect(bodies[1]).toBe('')
  })

  it.each([
    ['delete', 'needlessDelete'],
    ['ignore', 'needlessIgnore'],
  ] as const)('sends needless action %s to …/%s with the same query and no action parameter (7.2)', async (action, call) => {
    const info = { numberOfNeedlessTransactionsToDelete: 0, numberOfNeedlessTransactionsToIgnore: 0 }
    const { backend, requests } = backendAnswering(() => json(info))
    await backend.banking.applyNeedlessAction('fa-1', '2025-03-01' as never, action)()
    const request = only(requests)
    const url = new URL(request.url)
    expect(request.method).toBe('POST')
    expect(url.pathname).toBe(`${ROUTES.needlessInfo.path.replace(/needlessInfo$/, '')}${call}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ financialAccountId: 'fa-1', needlessStartDate: '2025-03-01' })
  })

  it('looks up an IBAN over v101 and answers the first bank, or none', async () => {
    const bank = { bankName: 'Commerzbank', bankCode: '37040044' }
    const { backend, requests } = backendAnswering(() => json([bank, { bankName: 'Other', bankCode: '37040044' }]))
    expect(await backend.bankLookup.lookupBankByIban('DE89370400440532013000' as Iban)()).toEqual(E.right(bank))
    const url = new URL(only(requests).url)
    expect(url.pathname).toBe(ROUTES.lookupBanks.path)
    expect(url.searchParams.get('searchTerm')).toBe('DE89370400440532013000')
    const none = backendAnswering(() => json([]))
    expect(await none.backend.bankLookup.lookupBankByIban('DE89370400440532013000' as Iban)()).toEqual(E.right(undefined))
  })
})
