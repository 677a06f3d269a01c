/**
 * Demo mode's backend: the memory adapter with the demo organisation (demo-seed.ts) and, beside the ports, the demo's
 * organisation switching (demo-organisations.ts, issue 15). In the app it runs in a Web Worker (demo-backend.worker.ts,
 * started by demo-worker-backend.ts), which opens the db with openDemoDb; here in the page's thread where no worker
 * can run it and in the UI's tests (createDemoBackend), its CSV reads then in a worker of their own
 * (statement-reader.ts, issue 13: a file is read off the main thread).
 */
import {
  createIdbMemoryStore,
  createMemoryDb,
  memoryAnswers,
  type MemoryOrganisationSeed,
  type MemoryPersistenceOptions,
  type MemoryDb,
  type MemoryRecordStore,
} from '@kontor/adapters/memory'
import { answerPostedCall, backendOverPostedCalls, type PostCall } from '@kontor/adapters/memory/posted'
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
export const NO_STORE: MemoryRecordStore = {
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

/** The demo's memory db and its organisation switching, in whichever thread runs it (this one or the demo's worker). */
export const openDemoDb = (clock: Clock, persistence: MemoryPersistenceOptions | undefined): { readonly db: MemoryDb; readonly organisations: DemoOrganisationsPort } => {
  const db = createMemoryDb(demoSeed, clock, persistence)
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
  return { db, organisations }
}

/** The demo in this thread: its calls answered here (adapters' posted calls, as the worker answers them), and its reset. */
export interface InThreadDemo {
  readonly post: PostCall
  readonly organisations: DemoOrganisationsPort
  readonly reset: () => Promise<void>
}

/** The demo's db in this thread, kept through `port`; its CSV reads go to a worker of their own (statement-reader.ts). */
export const openDemoInThread = (clock: Clock, port: DemoStatePort | undefined): InThreadDemo => {
  const { db, organisations } = openDemoDb(clock, port === undefined ? undefined : persistenceOf(port))
  const answers = memoryAnswers(db, { readStatement: createWorkerStatementReader() })
  return { post: (call, opts) => answerPostedCall(answers, call, opts), organisations, reset: db.resetToSeed }
}

/**
 * The demo backend in this thread: where no worker can run it (demo-worker-backend.ts falls back to it), and in the
 * UI's tests, which have no Worker.
 */
export const createDemoBackend = (clock: Clock, port: DemoStatePort | undefined): DemoBackend => {
  const demo = openDemoInThread(clock, port)
  port?.bindReset(demo.reset)
  return { backend: backendOverPostedCalls(demo.post, clock), organisations: demo.organisations }
}
