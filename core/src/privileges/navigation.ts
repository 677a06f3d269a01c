/**
 * Which navigation entries of the main banking layout show for the user's privileges (spec: hub-and-business-account
 * 2.1 "Navigation labels", 6). An entry names the gated feature it leads to, or none; an entry shows when it needs
 * nothing or its feature is allowed. The order of the entries stays as given.
 */
import { isHubFeatureAllowed, type HubGatedFeature } from './privilege-gates.ts'

export interface GatedNavEntry {
  /** The gated feature the entry's screen needs; undefined when every user may open it. */
  readonly requires?: HubGatedFeature | undefined
}

/**
 * The entries the user sees. While the privileges are not known yet (undefined), only the entries that need none
 * show: a gated entry appears once the privileges allow it, never shows and then vanishes.
 * @example toVisibleNavEntries([{ path: '/hub' }, { path: '/planned/standingorder', requires: 'plannedRoutes' }], []) // [{ path: '/hub' }]
 */
export const toVisibleNavEntries = <Entry extends GatedNavEntry>(
  entries: ReadonlyArray<Entry>,
  privileges: ReadonlyArray<string> | undefined,
): ReadonlyArray<Entry> =>
  entries.filter((entry) => entry.requires === undefined || (privileges !== undefined && isHubFeatureAllowed(entry.requires, privileges)))
