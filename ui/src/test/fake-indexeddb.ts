/**
 * fake-indexeddb's globals for a UI test file (idb's wrappers know requests by the global classes). Installed in the
 * file's beforeAll, not by importing fake-indexeddb/auto: with modules shared between files (isolate: false) that
 * import runs once, and setup.ts takes the globals away after each file that had them, so a second file importing it
 * found none and every write of its demo failed quietly.
 */
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
  indexedDB,
} from 'fake-indexeddb'
import { beforeAll } from 'vitest'

export const installFakeIndexedDbGlobals = (): void => {
  beforeAll(() => {
    const globals = { indexedDB, IDBCursor, IDBCursorWithValue, IDBDatabase, IDBFactory, IDBIndex, IDBKeyRange, IDBObjectStore, IDBOpenDBRequest, IDBRequest, IDBTransaction, IDBVersionChangeEvent }
    for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false })
  })
}
