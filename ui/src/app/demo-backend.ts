/**
 * Demo mode's backend, loaded as one piece by backend.ts (loadDemoBackend): the memory adapter with the demo
 * organisation (demo-seed.ts), and the CSV reader in a Web Worker (statement-reader.ts, issue 13: a file is read off
 * the main thread; the worker starts with the first read). Beside the ports it gives the demo's organisation
 * switching (demo-organisations.ts, issue 15).
 */
import {
  createIdbMemoryStore,
  createMemoryBackendFromDb,
  createMemoryDb,
  type MemoryOrganisationSeed,
  type MemoryPersistenceOptions,
  type MemoryRecordStore,
} from '@kontor/adapters/memory'
import type { Backend, Clock } from '@kontor/core'
import { DEMO_ORGANISATIONS, DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import type { DemoOrganisationsPort } from './demo-organisations.ts'
import type { DemoStatePort } from './demo-storage.ts'
import { demoSeed } from './demo-seed.ts'
import { createWorkerStatementReader } from './statement-reader.ts'

export interface DemoBackend {
  readonly backend: Backend
  readonly organisations: DemoOrganisationsPort
}

const organisationSeeds: ReadonlyMap<string, MemoryOrganisationSeed> = new Map(DEMO_ORGANISATIONS.map((o) => [o.id, o.seed]))

/** A page without IndexedDB keeps nothing: every write fails, so the header says that changes are not kept. */
const NO_STORE: MemoryRecordStore = {
  readValues: () => Promise.reject(new Error('no IndexedDB')),
  readRecords: () => Promise.reject(new Error('no IndexedDB')),
  write: () => Promise.reject(new Error('no IndexedDB')),
  clear: () => Promise.resolve(),
  setAside: () => Promise.resolve(),
}

/** The memory adapter's persistence over the demo storage's port (demo-storage.ts): IndexedDB, the tabs' channel. */
const persistenceOf = (port: DemoStatePort): MemoryPersistenceOptions => ({
  store: port.indexedDb === undefined ? NO_STORE : createIdbMemoryStore(port.indexedDb, port.databaseName),
  ...(port.channel === undefined ? {} : { channel: port.channel }),
  sensitive: port.sensitive,
  legacy: port.legacy,
  onStoredStateDiscarded: port.onStoredStateDiscarded,
  onKeepingChanged: port.onKeepingChanged,
  onStoringChanged: port.onStoringChanged,
  onChangedElsewhere: port.onChangedElsewhere,
})

export const createDemoBackend = (clock: Clock, port: DemoStatePort | undefined): DemoBackend => {
  const db = createMemoryDb(demoSeed, clock, port === undefined ? undefined : persistenceOf(port))
  port?.bindReset(db.resetToSeed)
  const organisations: DemoOrganisationsPort = {
    // After the store's start-up read: before it, the db holds the seed's organisation.
    list: () =>
      db.storeReady().then(() => ({
        organisations: DEMO_ORGANISATIONS.map(({ id, name, description }) => ({ id, name, description })),
        activeId: db.activeOrganisationId() ?? DEMO_ORGANISATION_IDS.normal,
      })),
    switchTo: (id) => {
      const seed = organisationSeeds.get(id)
      if (seed === undefined) return Promise.reject(new RangeError(`no demo organisation ${id}`))
      // The page reloads next: the switched state must be written first.
      return db.storeReady().then(() => {
        db.switchOrganisation(seed)
        return db.storeSettled()
      })
    },
  }
  return { backend: createMemoryBackendFromDb(db, clock, { readStatement: createWorkerStatementReader() }), organisations }
}
