/**
 * The memory db's store (memory-store.ts) on IndexedDB, through idb. The composition root passes the browser's
 * IndexedDB (tests: fake-indexeddb), so the adapter never reaches for a browser global itself.
 *
 * Layout (database version MEMORY_IDB_VERSION): `values` holds the small parts and the meta by key; `records` the
 * records of the large parts under [part, id] as { i: id, p: position, r: record }; `aside` what was set aside
 * instead of read (a state of another version, a damaged one), never read again by the app.
 */
import { unwrap, wrap, type DBSchema, type IDBPDatabase } from 'idb'
import { MEMORY_IDB_RECORDS_READ_BATCH, MEMORY_IDB_VERSION, MEMORY_IDB_WRITE_BATCH } from './constants.ts'
import type { MemoryRecordStore, MemoryStoreWrite, StoreAsideReason, StoredPartRecord } from './memory-store.ts'

interface RecordEntry {
  readonly i: string
  readonly p: number
  readonly r: unknown
}

interface MemoryStoreSchema extends DBSchema {
  values: { key: string; value: unknown }
  records: { key: [string, string]; value: RecordEntry }
  aside: { key: number; value: { reason: StoreAsideReason; at: number; values: unknown[]; records: RecordEntry[]; extra: unknown } }
}

/** The browser's IndexedDB as this store needs it (window.indexedDB and IDBKeyRange, or fake-indexeddb's). */
export interface IndexedDbGlobals {
  readonly indexedDB: IDBFactory
  readonly IDBKeyRange: typeof IDBKeyRange
}

/**
 * The database's object stores by version: each step creates what its version added, so a database of any older
 * version is brought up to this one (idb's upgrade runs the steps after the stored version).
 */
const SCHEMA_STEPS: ReadonlyArray<(db: IDBPDatabase<MemoryStoreSchema>) => void> = [
  (db) => {
    db.createObjectStore('values')
    db.createObjectStore('records')
    db.createObjectStore('aside', { autoIncrement: true })
  },
]

export const createIdbMemoryStore = (globals: IndexedDbGlobals, name: string): MemoryRecordStore => {
  let opening: Promise<IDBPDatabase<MemoryStoreSchema>> | undefined
  /** idb's openDB reads the global indexedDB; this opens on the factory given and lets idb wrap the rest. */
  const open = (): Promise<IDBPDatabase<MemoryStoreSchema>> => {
    const request = globals.indexedDB.open(name, MEMORY_IDB_VERSION)
    request.addEventListener('upgradeneeded', (event) => {
      const db = wrap(request.result) as unknown as IDBPDatabase<MemoryStoreSchema>
      for (const step of SCHEMA_STEPS.slice(event.oldVersion)) step(db)
    })
    return (wrap(request) as unknown as Promise<IDBPDatabase<MemoryStoreSchema>>).then((db) => {
      // Another tab opens a later version: this connection closes so that one can upgrade; the next call opens again.
      db.addEventListener('versionchange', () => {
        db.close()
        opening = undefined
      })
      return db
    })
  }
  const database = () =>
    (opening ??= open().catch((error: unknown) => {
      opening = undefined
      throw error
    }))
  /** Every record of `part`: [part, id] for any id string lies between [part] and [part, []] (arrays sort after strings). */
  const partRange = (part: string) => globals.IDBKeyRange.bound([part], [part, []])
  const partRangeAfter = (part: string, id: string) => globals.IDBKeyRange.bound([part, id], [part, []], true)

  return {
    readValues: async () => {
      const db = await database()
      const tx = db.transaction('values')
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
      return new Map(keys.map((key, i) => [key, values[i]]))
    },
    readRecords: async (part) => {
      const db = await database()
      // In batches, so that no single answer is a long task of the page (100,000 transactions are several MB).
      const entries: RecordEntry[] = []
      for (;;) {
        const last = entries.at(-1)
        const batch = await db.getAll('records', last === undefined ? partRange(part) : partRangeAfter(part, last.i), MEMORY_IDB_RECORDS_READ_BATCH)
        for (const entry of batch) entries.push(entry)
        if (batch.length < MEMORY_IDB_RECORDS_READ_BATCH) break
      }
      entries.sort((a, b) => a.p - b.p)
      return entries.map((e): StoredPartRecord => ({ id: e.i, position: e.p, record: e.r }))
    },
    write: async (write: MemoryStoreWrite) => {
      const db = await database()
      // Relaxed: committed once the browser has the data, not after the disk's flush (a demo, not a ledger; every
      // call waits for its write, so a flush per call would slow every screen).
      const tx = db.transaction(['values', 'records'], 'readwrite', { durability: 'relaxed' })
      const values = tx.objectStore('values')
      const records = tx.objectStore('records')
      const done = tx.done
      // A request that fails aborts the transaction: tx.done says whether all of it was kept.
      const quiet = (request: Promise<unknown>) => void request.catch(() => undefined)
      try {
        // Requests run in the order they are made: the drops and whole parts' deletes before the puts.
        for (const part of [...write.dropped, ...write.replacedParts]) quiet(records.delete(partRange(part)))
        for (const key of write.dropped) quiet(values.delete(key))
        for (const { part, id } of write.deletes) quiet(records.delete([part, id]))
        // In batches: each put clones its record on this thread; 40,000 at once would be one long task. Waiting for a
        // batch's last request keeps the transaction open (its next requests are made in that request's success).
        // The puts go to the plain store (idb's wrapper makes a promise and two listeners per request, a second per
        // 1,000 records); a failing one aborts the transaction, which tx.done reports.
        const plainRecords = unwrap(records)
        for (let start = 0; start < write.puts.length; start += MEMORY_IDB_WRITE_BATCH) {
          let last: IDBRequest | undefined
          for (const { part, id, position, record } of write.puts.slice(start, start + MEMORY_IDB_WRITE_BATCH)) {
            last = plainRecords.put({ i: id, p: position, r: record }, [part, id])
          }
          if (last !== undefined && start + MEMORY_IDB_WRITE_BATCH < write.puts.length) {
            const request = last
            await new Promise<void>((resolve, reject) => {
              request.onsuccess = () => resolve()
              request.onerror = () => reject(request.error ?? new Error('IndexedDB put failed'))
            })
          }
        }
        for (const [key, value] of write.values) quiet(values.put(value, key))
      } catch (error) {
        // A put that throws at once (a value that cannot be cloned, a quota hit mid-way): nothing of it is kept.
        try {
          tx.abort()
        } catch {
          // already ended
        }
        await done.catch(() => undefined)
        throw error
      }
      await done
    },
    clear: async () => {
      const db = await database()
      const tx = db.transaction(['values', 'records'], 'readwrite')
      void tx.objectStore('values').clear()
      void tx.objectStore('records').clear()
      await tx.done
    },
    setAside: async (reason, extra) => {
      const db = await database()
      const tx = db.transaction(['values', 'records', 'aside'], 'readwrite')
      const values = tx.objectStore('values')
      const records = tx.objectStore('records')
      const [keys, storedValues, storedRecords] = await Promise.all([values.getAllKeys(), values.getAll(), records.getAll()])
      void tx.objectStore('aside').add({
        reason,
        at: Date.now(),
        values: keys.map((key, i) => [key, storedValues[i]]),
        records: storedRecords,
        extra: extra ?? null,
      })
      void values.clear()
      void records.clear()
      await tx.done
    },
  }
}
