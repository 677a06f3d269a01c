/**
 * The demo's backend as its Web Worker serves it (issue 24; demo-backend.worker.ts runs it): the memory db, its
 * IndexedDB store and the tabs' channel live here, so the state (100,000 transactions, a 5 MB statement's 40,000
 * rows) and the work on it (a CSV read, an import, a write) never weigh on the page's heap or hold its thread. The page (demo-worker-backend.ts) posts the ports' calls
 * as plain data and decodes the wire answers itself, as it does an HTTP server's.
 *
 * A worker has no sessionStorage or localStorage: the page hands over what they hold at the start, and the worker
 * sends back what to keep there (the onboarding's sensitive values, this tab only; the removal of the state an
 * earlier version kept). The worker is this tab's only writer of both, so its copy is exact.
 */
import { createIdbMemoryStore, memoryAnswers, type MemoryPersistenceOptions, type MemoryTextStorage } from '@kontor/adapters/memory'
import { answerPostedCall } from '@kontor/adapters/memory/posted'
import { NETWORK_FAILURE, type Clock } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { NO_STORE, openDemoDb } from './demo-backend.ts'
import type { DemoStoreChannel } from './demo-storage.ts'
import type { DemoWorkerStart, FromDemoWorker, ToDemoWorker } from './demo-worker-messages.ts'

/** The worker's global scope, as far as the host uses it (the UI's types describe a window); tests pass a stand-in. */
export interface DemoWorkerScope {
  onmessage: ((event: MessageEvent<ToDemoWorker>) => void) | null
  readonly postMessage: (message: FromDemoWorker) => void
  readonly indexedDB?: IDBFactory | undefined
  readonly IDBKeyRange?: typeof IDBKeyRange | undefined
  /** The tabs' channel (BroadcastChannel in a worker too). */
  readonly channel: () => DemoStoreChannel | undefined
}

/** The machine's clock, as the page's (backend.ts pageClock). */
const workerClock: Clock = { now: () => new Date() }

/** A text the page keeps for this tab, mirrored here; every change is sent to the page to keep. */
const mirroredText = (initial: string | null, keep: (text: string | null) => void): MemoryTextStorage => {
  let text = initial
  return {
    read: () => text,
    write: (next) => {
      text = next
      keep(next)
    },
    remove: () => {
      text = null
      keep(null)
    },
  }
}

/** The worker's IndexedDB, where the page may use one (a storage the browser blocks throws on access). */
const indexedDbOf = (scope: DemoWorkerScope, start: DemoWorkerStart) => {
  if (!start.indexedDb) return undefined
  try {
    return scope.indexedDB === undefined || scope.IDBKeyRange === undefined ? undefined : { indexedDB: scope.indexedDB, IDBKeyRange: scope.IDBKeyRange }
  } catch {
    return undefined
  }
}

const persistenceOf = (scope: DemoWorkerScope, post: (message: FromDemoWorker) => void, start: DemoWorkerStart): MemoryPersistenceOptions => {
  const indexedDb = indexedDbOf(scope, start)
  const channel = scope.channel()
  return {
    store: indexedDb === undefined ? NO_STORE : createIdbMemoryStore(indexedDb, start.databaseName),
    ...(channel === undefined ? {} : { channel }),
    sensitive: mirroredText(start.sensitive, (text) => post({ kind: 'sensitive', text })),
    legacy: mirroredText(start.legacy, (text) => {
      if (text === null) post({ kind: 'legacyRemoved' })
    }),
    onStoredStateDiscarded: (problem) => post({ kind: 'discarded', problem }),
    onKeepingChanged: (keeping) => post({ kind: 'keeping', keeping }),
    onStoringChanged: (storing) => post({ kind: 'storing', storing }),
    onChangedElsewhere: (change) => post({ kind: 'changedElsewhere', change }),
  }
}

const failureText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const serve = (scope: DemoWorkerScope, start: DemoWorkerStart) => {
  const post = (message: FromDemoWorker): void => scope.postMessage(message)
  // An answer is sent in a task after the call's own: the store's write of what the call changed has begun by then,
  // so the page hears that changes are on their way (and asks before it unloads) before it shows the call's result.
  const answerLater = (message: FromDemoWorker): void => void setTimeout(() => post(message), 0)
  const { db, organisations } = openDemoDb(workerClock, persistenceOf(scope, post, start))
  const answers = memoryAnswers(db)
  const running = new Map<number, AbortController>()
  const done = (id: number, work: Promise<Partial<Extract<FromDemoWorker, { kind: 'done' }>>>) =>
    void work.then(
      (value) => answerLater({ kind: 'done', id, ...value }),
      (error: unknown) => answerLater({ kind: 'done', id, failed: failureText(error) }),
    )
  return (message: ToDemoWorker): void => {
    switch (message.kind) {
      case 'start':
        return
      case 'call': {
        const controller = new AbortController()
        running.set(message.id, controller)
        void answerPostedCall(answers, message.call, { signal: controller.signal })
          .catch((error: unknown) => {
            // The adapters never reject; a call that does is a fault here, answered as an unreachable server.
            console.error(error)
            return E.left(NETWORK_FAILURE)
          })
          .then((answer) => {
            running.delete(message.id)
            answerLater({ kind: 'answer', id: message.id, answer })
          })
        return
      }
      case 'abort':
        return running.get(message.id)?.abort()
      case 'organisations':
        return done(message.id, organisations.list().then((list) => ({ organisations: list })))
      case 'switchOrganisation':
        return done(message.id, organisations.switchTo(message.organisationId).then(() => ({})))
      case 'reset':
        return done(message.id, db.resetToSeed().then(() => ({})))
    }
  }
}

/** Serves the demo's backend on `scope`: the page's first message is its start, every later one is served. */
export const serveDemoBackend = (scope: DemoWorkerScope): void => {
  let handle: ((message: ToDemoWorker) => void) | undefined
  scope.onmessage = (event) => {
    const message = event.data
    if (handle === undefined) {
      if (message.kind !== 'start') return
      handle = serve(scope, message)
      scope.postMessage({ kind: 'ready' })
      return
    }
    handle(message)
  }
}
