/**
 * Stores and channels for the persistence's tests: a fresh fake-indexeddb database per store (as a fresh browser
 * profile), and channels between dbs of one test as BroadcastChannel joins tabs (a tab does not hear itself).
 */
// idb's wrappers know requests by the global classes (IDBRequest, IDBTransaction …): fake-indexeddb's, set globally.
import 'fake-indexeddb/auto'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { createIdbMemoryStore, type IdbMemoryStoreOptions } from './idb-store.ts'
import type { MemoryRecordStore, MemoryStoreChannel, MemoryStoreMessage } from './record-store.ts'

/** One browser profile's IndexedDB: every store opened on it (a reload, another tab) sees the same database. */
export const createTestIndexedDb = () => {
  const globals = { indexedDB: new IDBFactory(), IDBKeyRange }
  return { globals, open: (name = 'kontor-test', options?: IdbMemoryStoreOptions): MemoryRecordStore => createIdbMemoryStore(globals, name, options) }
}

/** Channels between the tabs of one test: a message reaches every other tab's channel, in a later task. */
export const createTestChannels = () => {
  const tabs = new Set<Set<(message: MemoryStoreMessage) => void>>()
  return {
    open: (): MemoryStoreChannel => {
      const listeners = new Set<(message: MemoryStoreMessage) => void>()
      tabs.add(listeners)
      return {
        post: (message) => {
          const copy = structuredClone(message)
          for (const other of tabs) if (other !== listeners) for (const listener of other) setTimeout(() => listener(copy), 0)
        },
        subscribe: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
    },
  }
}
