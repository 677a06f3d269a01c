import { test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { classifyAccountCard } from '../hub/account-cards.ts'
import { getAccountMenuActions } from './account-actions.ts'
import { getAccountRepairAction, hasLoginError } from './account-repair.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'
import { isAccountIdle } from './model.ts'

const isProviderBank = (type: string) => type === 'LEXBANK' || type === 'LEXBANK_SUB_ACCOUNT'

test.prop([financialAccountArbitrary])('a repair is offered only for an idle account of another bank that sits among the errors', (account) => {
  const repair = getAccountRepairAction(account)
  if (repair === undefined) {
    // Nothing to repair: no problem, a sync running, or the provider's own account.
    const fixable = isAccountIdle(account) && !isProviderBank(account.type) && (hasLoginError(account) || account.state.errorOnSync === true)
    expect(fixable && (account.financialContact != null || getAccountMenuActions(account).includes('connect'))).toBe(false)
    return
  }
  expect(isAccountIdle(account)).toBe(true)
  expect(isProviderBank(account.type)).toBe(false)
  expect(classifyAccountCard(account)).toBe('error')
})

test.prop([financialAccountArbitrary])('a refused login is repaired by entering the credentials of exactly that login', (account) => {
  const repair = getAccountRepairAction(account)
  const expected = isAccountIdle(account) && !isProviderBank(account.type) && account.financialContact != null && hasLoginError(account)
  expect(repair?.kind === 'enterCredentials').toBe(expected)
  if (repair?.kind === 'enterCredentials') expect(repair.financialContactId).toBe(account.financialContact?.financialContactId)
})

test.prop([financialAccountArbitrary])('a failed sync is started again through the account’s own login, or connected when it has none', (account) => {
  const repair = getAccountRepairAction(account)
  if (repair?.kind === 'resync') {
    expect(account.state.errorOnSync).toBe(true)
    expect(hasLoginError(account)).toBe(false)
    expect(repair).toEqual({
      kind: 'resync',
      financialContactId: account.financialContact?.financialContactId,
      financialAccountId: account.financialAccountId,
    })
  }
  if (repair?.kind === 'connect') {
    expect(account.financialContact ?? null).toBeNull()
    expect(getAccountMenuActions(account)).toContain('connect')
  }
  expect(repair === undefined || ['enterCredentials', 'resync', 'connect'].includes(repair.kind)).toBe(true)
})

describe('getAccountRepairAction, the demo’s cases', () => {
  it('Mietkonto (Berliner Volksbank, login refused): enter the credentials', () => {
    const account = buildFinancialAccount({
      financialContact: { financialContactId: 'fc-0009-volksbank', errorMessage: 'Bitte geben Sie Ihre Zugangsdaten erneut ein.' },
    })
    expect(getAccountRepairAction(account)).toEqual({ kind: 'enterCredentials', financialContactId: 'fc-0009-volksbank' })
  })

  it('Deutsche Bank, last sync failed: sync again', () => {
    const account = buildFinancialAccount({ state: { status: 'IDLE', errorOnSync: true }, financialContact: { financialContactId: 'fc-8' } })
    expect(getAccountRepairAction(account)).toEqual({ kind: 'resync', financialContactId: 'fc-8', financialAccountId: 'fa-test' })
  })

  it('a running sync and a blank login error offer nothing', () => {
    expect(getAccountRepairAction(buildFinancialAccount({ state: { status: 'RUNNING', errorOnSync: true }, financialContact: { financialContactId: 'fc' } }))).toBeUndefined()
    expect(getAccountRepairAction(buildFinancialAccount({ financialContact: { financialContactId: 'fc', errorMessage: '  ' } }))).toBeUndefined()
  })
})
