import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import {
  fromFallbackCardSettingsValue,
  hiddenFallbackCardAccountIds,
  isFallbackCardAccountHidden,
  selectFallbackCardAccounts,
  toFallbackCardSettingsValue,
  toSavedFallbackCardSettings,
} from './fallback-card.ts'
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

test.prop([accountsArbitrary, fallbackCardSettingsArbitrary, fc.constantFrom(0 as const, 1 as const, 2 as const), fc.subarray([...FALLBACK_CARD_ACCOUNT_ID_POOL, 'x', 'y'])])(
  'what the dialog saves hides exactly the ticked accounts it shows, and keeps hidden what it did not show',
  (accounts, previous, mode, ticked) => {
    const shownIds = accounts.map((a) => a.financialAccountId)
    const tickedShown = ticked.filter((id) => shownIds.includes(id))
    const saved = toSavedFallbackCardSettings(mode, tickedShown, previous, shownIds)
    expect(saved.accountMode).toBe(mode)
    expect(hiddenFallbackCardAccountIds(saved, accounts)).toEqual(shownIds.filter((id) => tickedShown.includes(id)))
    const notShown = [...FALLBACK_CARD_ACCOUNT_ID_POOL, 'x', 'y'].filter((id) => !shownIds.includes(id))
    expect(notShown.filter((id) => isFallbackCardAccountHidden(saved, id))).toEqual(notShown.filter((id) => isFallbackCardAccountHidden(previous, id)))
    expect(fromFallbackCardSettingsValue(toFallbackCardSettingsValue(saved))).toEqual(saved)
  },
)
