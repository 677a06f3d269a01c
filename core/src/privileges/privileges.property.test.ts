import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { hubPrivilegesArbitrary } from '../hub/hub.arbitrary.ts'
import { HUB_PRIVILEGE_GATES, HUB_PRIVILEGES, isHubFeatureAllowed } from './privileges.ts'

const features = HUB_PRIVILEGES.flatMap((p) => HUB_PRIVILEGE_GATES[p])

test.prop([hubPrivilegesArbitrary, fc.constantFrom(...features)])('a feature is allowed exactly when its one gating privilege is held', (privileges, feature) => {
  const gate = HUB_PRIVILEGES.filter((p) => HUB_PRIVILEGE_GATES[p].includes(feature))
  expect(gate).toHaveLength(1)
  expect(isHubFeatureAllowed(feature, privileges)).toBe(privileges.includes(gate[0] as string))
})

/** A feature with privileges that hold its gate somewhere among others. */
const allowedFeatureArbitrary = fc
  .tuple(fc.constantFrom(...features), hubPrivilegesArbitrary, fc.nat())
  .map(([feature, others, at]) => {
    const gate = HUB_PRIVILEGES.find((p) => HUB_PRIVILEGE_GATES[p].includes(feature)) ?? ''
    const position = at % (others.length + 1)
    return { feature, privileges: [...others.slice(0, position), gate, ...others.slice(position)] }
  })

test.prop([allowedFeatureArbitrary, hubPrivilegesArbitrary])('more privileges never allow less', ({ feature, privileges: a }, b) => {
  fc.pre(isHubFeatureAllowed(feature, a))
  expect(isHubFeatureAllowed(feature, [...a, ...b])).toBe(true)
})
