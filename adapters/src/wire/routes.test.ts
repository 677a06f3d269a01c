import { describe, expect, it } from 'vitest'
import { BANKING_SERVICE, ROUTES, pathOf } from './routes.ts'

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

  it('fills path parameters as single encoded segments', () => {
    expect(pathOf(ROUTES.deleteFinancialAccount, { financialAccountId: 'fa/1 x' })).toBe(
      `${BANKING_SERVICE}v101/financialAccounts/fa%2F1%20x`,
    )
    expect(() => pathOf(ROUTES.deleteFinancialAccount)).toThrow(/financialAccountId/)
  })

  it('fills an empty parameter as an empty segment', () => {
    expect(pathOf(ROUTES.getFinancialAccount, { financialAccountId: '' })).toBe(`${BANKING_SERVICE}v101/financialAccounts/`)
  })
})
