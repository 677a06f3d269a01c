/**
 * Demo mode's backend, loaded as one piece by backend.ts (loadDemoBackend): the memory adapter with the demo
 * organisation (demo-seed.ts), and the CSV reader in a Web Worker (statement-reader.ts, issue 13: a file is read off
 * the main thread; the worker starts with the first read). Beside the ports it gives the demo's organisation
 * switching (demo-organisations.ts, issue 15).
 */
import { createMemoryBackendFromDb, createMemoryDb, type MemoryOrganisationSeed, type MemoryPersistenceOptions } from '@kontor/adapters/memory'
import type { Backend, Clock } from '@kontor/core'
import { DEMO_ORGANISATIONS, DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import type { DemoOrganisationsPort } from './demo-organisations.ts'
import { demoSeed } from './demo-seed.ts'
import { createWorkerStatementReader } from './statement-reader.ts'

export interface DemoBackend {
  readonly backend: Backend
  readonly organisations: DemoOrganisationsPort
}

const organisationSeeds: ReadonlyMap<string, MemoryOrganisationSeed> = new Map(DEMO_ORGANISATIONS.map((o) => [o.id, o.seed]))

export const createDemoBackend = (clock: Clock, persistence: MemoryPersistenceOptions | undefined): DemoBackend => {
  const db = createMemoryDb(demoSeed, clock, persistence)
  const organisations: DemoOrganisationsPort = {
    list: () =>
      Promise.resolve({
        organisations: DEMO_ORGANISATIONS.map(({ id, name, description }) => ({ id, name, description })),
        activeId: db.activeOrganisationId() ?? DEMO_ORGANISATION_IDS.normal,
      }),
    switchTo: (id) => {
      const seed = organisationSeeds.get(id)
      if (seed === undefined) return Promise.reject(new RangeError(`no demo organisation ${id}`))
      db.switchOrganisation(seed)
      return Promise.resolve()
    },
  }
  return { backend: createMemoryBackendFromDb(db, clock, { readStatement: createWorkerStatementReader() }), organisations }
}
