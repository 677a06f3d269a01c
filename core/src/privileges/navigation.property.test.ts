import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { hubPrivilegesArbitrary } from '../hub/hub.arbitrary.ts'
import { toVisibleNavEntries, type GatedNavEntry } from './navigation.ts'
import { HUB_PRIVILEGE_GATES, HUB_PRIVILEGES, isHubFeatureAllowed, type HubGatedFeature } from './privileges.ts'

const features: ReadonlyArray<HubGatedFeature> = HUB_PRIVILEGES.flatMap((p) => HUB_PRIVILEGE_GATES[p])

interface Entry extends GatedNavEntry {
  readonly id: number
}

const entriesArbitrary = fc
  .array(fc.option(fc.constantFrom(...features), { nil: undefined }), { maxLength: 12 })
  .map((requires) => requires.map((r, id): Entry => (r === undefined ? { id } : { id, requires: r })))

test.prop([entriesArbitrary, hubPrivilegesArbitrary])('an entry shows exactly when it needs nothing or its privilege is held, in the given order', (entries, privileges) => {
  const shown = toVisibleNavEntries(entries, privileges)
  expect(shown).toEqual(entries.filter((e) => e.requires === undefined || isHubFeatureAllowed(e.requires, privileges)))
  const ids = shown.map((e) => e.id)
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
})

test.prop([entriesArbitrary, hubPrivilegesArbitrary, hubPrivilegesArbitrary])('more privileges never hide an entry', (entries, a, b) => {
  const fewer = toVisibleNavEntries(entries, a).map((e) => e.id)
  const more = new Set(toVisibleNavEntries(entries, [...a, ...b]).map((e) => e.id))
  expect(fewer.every((id) => more.has(id))).toBe(true)
})

test.prop([entriesArbitrary])('while the privileges are unknown only the ungated entries show, as with no privileges', (entries) => {
  expect(toVisibleNavEntries(entries, undefined)).toEqual(entries.filter((e) => e.requires === undefined))
  expect(toVisibleNavEntries(entries, undefined)).toEqual(toVisibleNavEntries(entries, []))
})

test('the planned payments need FINANCE_LEXBANK_READ', () => {
  const entries = [{ id: 0 }, { id: 1, requires: 'plannedRoutes' as const }]
  expect(toVisibleNavEntries(entries, ['FINANCE_LEXBANK_TEASER']).map((e) => e.id)).toEqual([0])
  expect(toVisibleNavEntries(entries, ['FINANCE_LEXBANK_READ']).map((e) => e.id)).toEqual([0, 1])
})
