/**
 * The hub contract's backends: the demo organisation without its bookkeeping (the hub's calls do not read it), switched
 * to one of the demo organisations (fixtures/src/demo-organisations.ts) as the demo's switcher does, over a clock the
 * test moves (device link and MFA confirm after a few seconds on the db clock).
 */
import { createMemoryDb, type MemoryDb, type MemoryOrganisationSeed } from '@kontor/adapters/memory'
import { DEMO_ORGANISATIONS, demoSeedWithoutBanks, type DemoOrganisationId } from '@kontor/fixtures'
import type { ManualClock } from './proposal-seed.ts'

export const HUB_TEST_START = '2026-11-26T09:00:00.000Z'

const organisationSeeds: ReadonlyMap<string, MemoryOrganisationSeed> = new Map(DEMO_ORGANISATIONS.map((o) => [o.id, o.seed]))

/** A db holding the organisation, as after the switcher chose it. */
export const hubDb = (clock: ManualClock, organisation: DemoOrganisationId): MemoryDb => {
  const db = createMemoryDb(demoSeedWithoutBanks, clock)
  const seed = organisationSeeds.get(organisation)
  if (seed === undefined) throw new Error(`no demo organisation ${organisation}`)
  db.switchOrganisation(seed)
  return db
}
