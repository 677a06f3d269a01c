import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MENU_ACTIONS,
  ACCOUNT_MENU_ACTIONS_CONFIRMED,
  getAccountMenuActions,
  isAccountMenuActionConfirmed,
} from './account-actions.ts'
import { buildFinancialAccount } from './account-rules.arbitrary.ts'
import { financialAccountArbitrary } from './financial-account.arbitrary.ts'

const isProviderBank = (type: string) => type === 'LEXBANK' || type === 'LEXBANK_SUB_ACCOUNT'

test.prop([financialAccountArbitrary])('actions come in menu order, each once', (account) => {
  const actions = getAccountMenuActions(account)
  expect(actions).toEqual(ACCOUNT_MENU_ACTIONS.filter((a) => actions.includes(a)))
})

test.prop([financialAccountArbitrary])('connect and disconnect never together; disconnect exactly for connected accounts of other banks', (account) => {
  const actions = getAccountMenuActions(account)
  expect(actions.includes('connect') && actions.includes('disconnect')).toBe(false)
  expect(actions.includes('disconnect')).toBe(account.connected === true && !isProviderBank(account.type))
  if (actions.includes('connect')) expect(account.connected === true || account.deactivated === true).toBe(false)
})

test.prop([financialAccountArbitrary])('activate exactly for deactivated accounts, never together with deactivate', (account) => {
  const actions = getAccountMenuActions(account)
  expect(actions.includes('activate')).toBe(account.deactivated === true)
  expect(actions.includes('activate') && actions.includes('deactivate')).toBe(false)
})

test.prop([financialAccountArbitrary])('edit exactly when the server grants EDIT', (account) => {
  expect(getAccountMenuActions(account).includes('edit')).toBe(account.availableActions.includes('EDIT'))
})

test.prop([financialAccountArbitrary])('the provider bank offers only activate and edit', (account) => {
  const actions = getAccountMenuActions(account)
  if (isProviderBank(account.type)) expect(actions.every((a) => a === 'activate' || a === 'edit')).toBe(true)
  else expect(actions.includes('delete')).toBe(true)
})

test.prop([financialAccountArbitrary])('an account of another bank always has a way to change its state', (account) => {
  fc.pre(!isProviderBank(account.type))
  const actions = getAccountMenuActions(account)
  expect(actions.includes('activate') || actions.includes('deactivate')).toBe(true)
})

describe('getAccountMenuActions examples', () => {
  it.each([
    ['connected giro with EDIT', { connected: true, availableActions: ['EDIT' as const] }, ['disconnect', 'deactivate', 'delete', 'edit']],
    ['unconnected giro', { connected: false }, ['connect', 'deactivate', 'delete', 'importCsv']],
    ['deactivated unconnected giro', { connected: null, deactivated: true }, ['activate', 'delete']],
    ['deactivated connected giro', { connected: true, deactivated: true }, ['disconnect', 'activate', 'delete']],
    ['LEXBANK', { type: 'LEXBANK' as const, connected: true, availableActions: ['EDIT' as const] }, ['edit']],
    ['deactivated sub account', { type: 'LEXBANK_SUB_ACCOUNT' as const, deactivated: true }, ['activate']],
  ])('%s', (_name, overrides, expected) => {
    expect(getAccountMenuActions(buildFinancialAccount({ availableActions: [], ...overrides }))).toEqual(expected)
  })

  it('asks to confirm delete, disconnect, activate and deactivate, not connect or edit', () => {
    expect(ACCOUNT_MENU_ACTIONS.filter(isAccountMenuActionConfirmed)).toEqual(ACCOUNT_MENU_ACTIONS_CONFIRMED)
    expect(isAccountMenuActionConfirmed('connect')).toBe(false)
    expect(isAccountMenuActionConfirmed('edit')).toBe(false)
  })
})
