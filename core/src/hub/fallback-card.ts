/** The fallback (balance) card's settings and the accounts it shows (spec: hub-and-business-account 2.6, 3 and 9). */
import * as E from 'fp-ts/lib/Either.js'
import { FallbackCardSettingsCodec, type FallbackCardSettings } from './model.ts'

/** Settings of a user who never changed them: every account. */
export const DEFAULT_FALLBACK_CARD_SETTINGS: FallbackCardSettings = { accountMode: 0 }

/**
 * Whether the settings hide an account: listed in hiddenAccountIds, or mapped to true in accountIdMap.
 * @example isFallbackCardAccountHidden({ accountMode: 1, hiddenAccountIds: ['a'] }, 'a') // true
 */
export const isFallbackCardAccountHidden = (settings: FallbackCardSettings, financialAccountId: string): boolean =>
  (settings.hiddenAccountIds ?? []).includes(financialAccountId) ||
  (settings.accountIdMap !== null && settings.accountIdMap !== undefined && Object.hasOwn(settings.accountIdMap, financialAccountId)
    ? settings.accountIdMap[financialAccountId] === true
    : false)

/**
 * The accounts the fallback card shows: mode 0 all, mode 1 all except the hidden ones, mode 2 none; in the order given.
 * @example selectFallbackCardAccounts(accounts, { accountMode: 2 }) // []
 */
export const selectFallbackCardAccounts = <A extends { readonly financialAccountId: string }>(
  accounts: ReadonlyArray<A>,
  settings: FallbackCardSettings,
): ReadonlyArray<A> => {
  switch (settings.accountMode) {
    case 0:
      return accounts
    case 1:
      return accounts.filter((a) => !isFallbackCardAccountHidden(settings, a.financialAccountId))
    case 2:
      return []
  }
}

/**
 * Reads the settings from their stored JSON text. Reading: the spec does not say where they are kept; a missing,
 * unreadable or unknown value (e.g. an account mode 3) falls back to the default, all accounts, because hiding
 * balances by accident is worse than showing one the user had hidden.
 * @example fromFallbackCardSettingsValue('{"accountMode":1,"hiddenAccountIds":["a"]}') // { accountMode: 1, hiddenAccountIds: ['a'] }
 */
export const fromFallbackCardSettingsValue = (stored: string | null | undefined): FallbackCardSettings => {
  if (stored === null || stored === undefined) return DEFAULT_FALLBACK_CARD_SETTINGS
  const json = E.tryCatch(() => JSON.parse(stored) as unknown, () => 'unreadable')
  return E.getOrElse(() => DEFAULT_FALLBACK_CARD_SETTINGS)(E.chainW((u: unknown) => FallbackCardSettingsCodec.decode(u))(json))
}

/** The stored JSON text of the settings. @example toFallbackCardSettingsValue({ accountMode: 2 }) // '{"accountMode":2}' */
export const toFallbackCardSettingsValue = (settings: FallbackCardSettings): string =>
  JSON.stringify(FallbackCardSettingsCodec.encode(settings))

/**
 * The ids of `accounts` the settings hide, in the accounts' order: what the settings dialog ticks.
 * @example hiddenFallbackCardAccountIds({ accountMode: 1, accountIdMap: { b: true } }, [{ financialAccountId: 'a' }, { financialAccountId: 'b' }]) // ['b']
 */
export const hiddenFallbackCardAccountIds = (
  settings: FallbackCardSettings,
  accounts: ReadonlyArray<{ readonly financialAccountId: string }>,
): ReadonlyArray<string> => accounts.map((a) => a.financialAccountId).filter((id) => isFallbackCardAccountHidden(settings, id))

/**
 * The settings the dialog saves: the mode and the hidden list, in the list form only. Chosen: the older accountIdMap
 * is not written again, so the dialog's list is the whole truth after a save; hidden ids of accounts the dialog does
 * not show (another organisation's, a deleted one's) are kept, so a save never un-hides what it did not show.
 * @example toSavedFallbackCardSettings(1, ['a'], { accountMode: 0, hiddenAccountIds: ['gone'] }, ['a', 'b']) // { accountMode: 1, hiddenAccountIds: ['gone', 'a'] }
 */
export const toSavedFallbackCardSettings = (
  accountMode: FallbackCardSettings['accountMode'],
  hiddenIds: ReadonlyArray<string>,
  previous: FallbackCardSettings,
  shownAccountIds: ReadonlyArray<string>,
): FallbackCardSettings => {
  const previousHidden = [...(previous.hiddenAccountIds ?? []), ...Object.keys(previous.accountIdMap ?? {}).filter((id) => previous.accountIdMap?.[id] === true)]
  const kept = previousHidden.filter((id) => !shownAccountIds.includes(id))
  return { accountMode, hiddenAccountIds: [...new Set([...kept, ...hiddenIds])] }
}
