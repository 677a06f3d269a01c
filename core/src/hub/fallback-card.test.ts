import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FALLBACK_CARD_SETTINGS,
  fromFallbackCardSettingsValue,
  isFallbackCardAccountHidden,
  selectFallbackCardAccounts,
  toFallbackCardSettingsValue,
} from './fallback-card.ts'

const accounts = ['a', 'b', 'c'].map((financialAccountId) => ({ financialAccountId }))

describe('selectFallbackCardAccounts', () => {
  it('mode 0 shows all accounts, even hidden ones', () => {
    expect(selectFallbackCardAccounts(accounts, { accountMode: 0, hiddenAccountIds: ['a'] })).toEqual(accounts)
  })

  it('mode 1 shows all except the hidden ones', () => {
    expect(selectFallbackCardAccounts(accounts, { accountMode: 1, hiddenAccountIds: ['a'] }).map((a) => a.financialAccountId)).toEqual(['b', 'c'])
    expect(selectFallbackCardAccounts(accounts, { accountMode: 1, accountIdMap: { b: true, c: false } }).map((a) => a.financialAccountId)).toEqual(['a', 'c'])
    expect(selectFallbackCardAccounts(accounts, { accountMode: 1 })).toEqual(accounts)
  })

  it('mode 2 shows none', () => {
    expect(selectFallbackCardAccounts(accounts, { accountMode: 2 })).toEqual([])
  })
})

describe('isFallbackCardAccountHidden', () => {
  it('hides an account named by either list', () => {
    expect(isFallbackCardAccountHidden({ accountMode: 1, hiddenAccountIds: ['a'], accountIdMap: { b: true } }, 'a')).toBe(true)
    expect(isFallbackCardAccountHidden({ accountMode: 1, hiddenAccountIds: ['a'], accountIdMap: { b: true } }, 'b')).toBe(true)
    expect(isFallbackCardAccountHidden({ accountMode: 1, accountIdMap: { b: false } }, 'b')).toBe(false)
    expect(isFallbackCardAccountHidden({ accountMode: 1, hiddenAccountIds: null, accountIdMap: null }, 'a')).toBe(false)
  })

  it('is not fooled by inherited object keys', () => {
    expect(isFallbackCardAccountHidden({ accountMode: 1, accountIdMap: {} }, 'toString')).toBe(false)
    expect(isFallbackCardAccountHidden({ accountMode: 1, accountIdMap: {} }, '__proto__')).toBe(false)
  })
})

describe('stored settings', () => {
  it('reads what it writes', () => {
    const settings = { accountMode: 1 as const, hiddenAccountIds: ['a'] }
    expect(fromFallbackCardSettingsValue(toFallbackCardSettingsValue(settings))).toEqual(settings)
  })

  it.each([null, undefined, '', 'kaputt', '{"accountMode":3}', '{"accountMode":"1"}', '[]', 'null', '{"accountMode":1,"hiddenAccountIds":"a"}'])(
    'falls back to all accounts for %j',
    (stored) => {
      expect(fromFallbackCardSettingsValue(stored)).toEqual(DEFAULT_FALLBACK_CARD_SETTINGS)
    },
  )
})
