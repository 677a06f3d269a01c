import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { fromFallbackCardSettingsValue, isFallbackCardAccountHidden, selectFallbackCardAccounts, toFallbackCardSettingsValue } from './fallback-card.ts'
import { FALLBACK_CARD_ACCOUNT_ID_POOL, fallbackCardSettingsArbitrary } from './hub.arbitrary.ts'

const accountsArbitrary = fc.subarray([...FALLBACK_CARD_ACCOUNT_ID_POOL, 'x', 'y']).map((ids) => ids.map((financialAccountId) => ({ financialAccountId })))

test.prop([accountsArbitrary, fallbackCardSettingsArbitrary])('the card shows all, all but the hidden, or none, keeping the order', (accounts, settings) => {
  const shown = selectFallbackCardAccounts(accounts, settings)
  const expected =
    settings.accountMode === 0 ? accounts : settings.accountMode === 1 ? accounts.filter((a) => !isFallbackCardAccountHidden(settings, a.financialAccountId)) : []
  expect(shown).toEqual(expected)
  expect(shown.every((a) => accounts.includes(a))).toBe(true)
})

test.prop([fc.constantFrom(...FALLBACK_CARD_ACCOUNT_ID_POOL, 'x', 'y'), fallbackCardSettingsArbitrary])(
  'in mode 1 an account is hidden exactly when a list names it',
  (id, settings) => {
    const named = (settings.hiddenAccountIds ?? []).includes(id) || settings.accountIdMap?.[id] === true
    expect(isFallbackCardAccountHidden(settings, id)).toBe(named)
  },
)

test.prop([fallbackCardSettingsArbitrary])('stored settings read back as they were', (settings) => {
  expect(fromFallbackCardSettingsValue(toFallbackCardSettingsValue(settings))).toEqual(settings)
})

test.prop([fc.string()])('any stored text gives settings with a known mode', (text) => {
  expect([0, 1, 2]).toContain(fromFallbackCardSettingsValue(text).accountMode)
})
