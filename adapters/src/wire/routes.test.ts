import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { PATH_SEGMENT_MAX_LENGTH_CHARS } from './constants.ts'
import { API_PATH_PREFIXES, BANKING_SERVICE, PathParameterRefused, ROUTES, isPlainPathSegment, pathOf, refusedPathParameters } from './routes.ts'

describe('the routes table', () => {
  it('names each route by its key and holds every path once', () => {
    for (const [key, r] of Object.entries(ROUTES)) expect(r.name).toBe(key)
    const signatures = Object.values(ROUTES).map((r) => `${r.method} ${r.path}`)
    expect(new Set(signatures).size).toBe(signatures.length)
  })

  it('keeps the spec paths verbatim', () => {
    expect(ROUTES.listFinancialAccounts.path).toBe('/fis/finance-rest/bankingservice/v102/financialAccounts')
    expect(ROUTES.lookupBanks.path).toBe(`${BANKING_SERVICE}v101/bankInfos`)
    expect(ROUTES.needlessInfo.path).toBe('/fis/finance-rest/financialtransactionservice/v1/financialTransactions/needlessInfo')
  })

  it('fills path parameters as single segments', () => {
    expect(pathOf(ROUTES.deleteFinancialAccount, { financialAccountId: 'fa-new-0001' })).toBe(`${BANKING_SERVICE}v101/financialAccounts/fa-new-0001`)
    expect(pathOf(ROUTES.saveUserSetting, { key: 'hideLexBankTeaser', value: 'true' })).toMatch(/saveUserSetting\/hideLexBankTeaser\/true$/)
    expect(() => pathOf(ROUTES.deleteFinancialAccount)).toThrow(PathParameterRefused)
  })

  // issue 17, item 3: encodeURIComponent leaves `.` alone, and URL normalisation resolves `..` and `%2e%2e`.
  it.each(['', '.', '..', '...', '%2e%2e', '%2E.', 'fa/1', 'fa%2F1', 'fa 1', 'fa?x', 'fa#x', 'ä', '\u0000', 'x'.repeat(PATH_SEGMENT_MAX_LENGTH_CHARS + 1)])(
    'refuses the id %j, which is no plain identifier',
    (id) => {
      expect(isPlainPathSegment(id)).toBe(false)
      expect(() => pathOf(ROUTES.getFinancialAccount, { financialAccountId: id })).toThrow(PathParameterRefused)
    },
  )

  test.prop([fc.stringMatching(/^[A-Za-z0-9._~:@-]{1,128}$/)])('takes every plain identifier, as one segment no URL parser changes', (id) => {
    fc.pre(!/^\.+$/.test(id))
    const path = pathOf(ROUTES.getFinancialAccount, { financialAccountId: id })
    expect(new URL(path, 'http://127.0.0.1').pathname).toBe(path)
    expect(refusedPathParameters(ROUTES.getFinancialAccount, () => id)).toEqual([])
  })

  it('names each refused parameter of a route with several', () => {
    expect(refusedPathParameters(ROUTES.updateContactAccount, (name) => (name === 'financialContactId' ? 'fc-1' : '..'))).toEqual(['financialAccountId'])
  })
})

describe('API_PATH_PREFIXES', () => {
  it('cover every route, and none of the UI’s own pages (/bnk/activate, /hub, /transactions)', () => {
    for (const route of Object.values(ROUTES)) expect(API_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix))).toBe(true)
    for (const page of ['/bnk/activate', '/bnk', '/hub', '/transactions', '/ftu', '/bank']) {
      expect(API_PATH_PREFIXES.some((prefix) => page.startsWith(prefix))).toBe(false)
    }
  })
})
