/**
 * The memory db's store (record-store.ts) on IndexedDB, through idb. The composition root passes the browser's
 * IndexedDB (tests: fake-indexeddb), so the adapter never reaches for a browser global itself.
 *
 * Layout (database version MEMORY_IDB_VERSION): `values` holds the small parts and the meta by key; `records` the
 * records of the large parts, each either alone under [part, id] as { i: id, p: position, r: record }, or, when a write
 * adds many at once (an import), in chunks of MEMORY_IDB_CHUNK_RECORDS under [part + CHUNKS, key] as { c: entries };
 * `aside` what was set aside instead of read (a state of another version, a damaged one), never read again by the app.
 * The browser's cost is per put (measured: 37,000 single puts 8-12 s, in chunks 0.4 s), hence the chunks. Which chunk
 * holds a record the store knows from reading the part or writing it (the persistence writes only parts it read or
 * wrote); after a failed write it reads the part's keys again.
 */
import { unwrap, wrap, type DBSchema, type IDBPDatabase } from 'idb'
import {
  MEMORY_IDB_CHUNK_FROM,
  MEMORY_IDB_CHUNK_RECORDS,
  MEMORY_IDB_RECORDS_READ_BATCH,
  MEMORY_IDB_VERSION,
  MEMORY_IDB_WRITE_BATCH,
} from '../constants.ts'
import { valueAt, type MemoryRecordStore, type MemoryStoreWrite, type StoreAsideReason, type StoredPartRecord } from './record-store.ts'

interface RecordEntry {
  readonly i: string
  readonly p: number
  readonly r: unknown
}

/** Records put together as one value under [part + CHUNKS, k]. */
interface ChunkEntry {
  readonly k: string
  readonly c: ReadonlyArray<RecordEntry>
}

interface MemoryStoreSchema extends DBSchema {
  values: { key: string; value: unknown }
  records: { key: [string, string]; value: RecordEntry | ChunkEntry }
  aside: { key: number; value: { reason: StoreAsideReason; at: number; values: unknown[]; records: Array<RecordEntry | ChunkEntry>; extra: unknown } }
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
  // 2: records may be kept in chunks. Nothing to create; the version keeps a tab of the older code, which would not
  // see them, from opening the database.
  () => undefined,
]

/** The part name a part's chunks are kept under: NUL never occurs in a part's name, so no part's range holds it. */
const CHUNKS = '\u0000chunks'

/** Where a stored record is: alone, or in the chunk of this key. */
const ALONE = ''

export interface IdbMemoryStoreOptions {
  /** Records per chunk (default MEMORY_IDB_CHUNK_RECORDS; tests use small ones to exercise every case). */
  readonly chunkRecords?: number
  /** New records of a part in one write from which they go in chunks (default MEMORY_IDB_CHUNK_FROM). */
  readonly chunkFrom?: number
}

const isChunk = (entry: RecordEntry | ChunkEntry): entry is ChunkEntry => Array.isArray((entry as Partial<ChunkEntry>).c)

/** The map's value at `key`, made and added first when there is none. */
/** A write's puts and deletes by part, in the order given. */
const changesByPart = (write: MemoryStoreWrite): Map<string, { deletes: string[]; puts: RecordEntry[] }> => {
  const parts = new Map<string, { deletes: string[]; puts: RecordEntry[] }>()
  const of = (part: string) => valueAt(parts, part, () => ({ deletes: [], puts: [] }))
  for (const { part, id } of write.deletes) of(part).deletes.push(id)
  for (const { part, id, position, record } of write.puts) of(part).puts.push({ i: id, p: position, r: record })
  return parts
}

/** A key no other tab makes at the same time: the time and a random part. */
const newChunkKey = (n: number): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${n}`


/**
 * A promise whose failure is said elsewhere: a request of a transaction (tx.done or the awaited reads report the
 * transaction's failure), or tx.done where the reads report it. A transaction that ends early (another tab's upgrade
 * closes this connection, the browser aborts it) rejects each of them; left uncaught, each is an unhandled rejection
 * beside the failure the call already gives its caller. Catching here does not hide it from an `await`.
 */
const quiet = (request: Promise<unknown>): void => void request.catch(() => undefined)

/** A transaction just begun, its tx.done quieted (see quiet): the call's awaited reads or tx.done report its failure. */
const begun = <T extends { readonly done: Promise<void> }>(tx: T): T => {
  quiet(tx.done)
  return tx
}

export const createIdbMemoryStore = (globals: IndexedDbGlobals, name: string, options: IdbMemoryStoreOptions = {}): MemoryRecordStore => {
  const chunkRecords = Math.max(1, options.chunkRecords ?? MEMORY_IDB_CHUNK_RECORDS)
  const chunkFrom = Math.max(1, options.chunkFrom ?? MEMORY_IDB_CHUNK_FROM)
  /** Per part: where each stored record is (ALONE or its chunk's key); a part missing is read again before a write. */
  const where = new Map<string, Map<string, string>>()
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

  type GetAll = (range: IDBKeyRange, count: number) => Promise<ReadonlyArray<RecordEntry | ChunkEntry>>
  /** Every entry of a range, in batches of `count`, so that no single answer is a long task of the page. */
  const readRange = async (getAll: GetAll, part: string, count: number, keyOf: (entry: RecordEntry | ChunkEntry) => string): Promise<Array<RecordEntry | ChunkEntry>> => {
    const entries: Array<RecordEntry | ChunkEntry> = []
    for (;;) {
      const last = entries.at(-1)
      const batch = await getAll(last === undefined ? partRange(part) : partRangeAfter(part, keyOf(last)), count)
      for (const entry of batch) entries.push(entry)
      if (batch.length < count) return entries
    }
  }
  /** A part's records, the chunks' and the single ones (a single one wins over a chunk's copy), and where each is. */
  const readPart = async (getAll: GetAll, part: string): Promise<{ entries: RecordEntry[]; index: Map<string, string> }> => {
    const keyOf = (entry: RecordEntry | ChunkEntry) => (isChunk(entry) ? entry.k : entry.i)
    const chunks = await readRange(getAll, part + CHUNKS, Math.max(1, Math.floor(MEMORY_IDB_RECORDS_READ_BATCH / chunkRecords)), keyOf)
    const singles = await readRange(getAll, part, MEMORY_IDB_RECORDS_READ_BATCH, keyOf)
    const byId = new Map<string, RecordEntry>()
    const index = new Map<string, string>()
    for (const chunk of chunks) {
      if (!isChunk(chunk)) continue
      for (const entry of chunk.c) {
        byId.set(entry.i, entry)
        index.set(entry.i, chunk.k)
      }
    }
    for (const entry of singles) {
      if (isChunk(entry)) continue
      byId.set(entry.i, entry)
      index.set(entry.i, ALONE)
    }
    return { entries: [...byId.values()], index }
  }

  return {
    readValues: async () => {
      const db = await database()
      const tx = begun(db.transaction('values'))
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()])
      return new Map(keys.map((key, i) => [key, values[i]]))
    },
    readRecords: async (part) => {
      const db = await database()
      const { entries, index } = await readPart((range, count) => begun(db.transaction('records')).store.getAll(range, count), part)
      where.set(part, index)
      entries.sort((a, b) => a.p - b.p)
      return entries.map((e): StoredPartRecord => ({ id: e.i, position: e.p, record: e.r }))
    },
    write: async (write: MemoryStoreWrite) => {
      const db = await database()
      // Relaxed: committed once the browser has the data, not after the disk's flush (a demo, not a ledger; every
      // call waits for its write, so a flush per call would slow every screen).
      const tx = begun(db.transaction(['values', 'records'], 'readwrite', { durability: 'relaxed' }))
      const values = tx.objectStore('values')
      const records = tx.objectStore('records')
      const done = tx.done
      const touched = new Set<string>()
      try {
        // Requests run in the order they are made: the drops and whole parts' deletes before the puts.
        for (const part of [...write.dropped, ...write.replacedParts]) {
          quiet(records.delete(partRange(part)))
          quiet(records.delete(partRange(part + CHUNKS)))
          where.set(part, new Map())
          touched.add(part)
        }
        for (const key of write.dropped) quiet(values.delete(key))
        // In batches: each put clones its records on this thread; 40,000 at once would be one long task. Waiting for a
        // batch's last request keeps the transaction open (its next requests are made in that request's success).
        // The puts go to the plain store (idb's wrapper makes a promise and two listeners per request); a failing one
        // aborts the transaction, which tx.done reports.
        const plainRecords = unwrap(records)
        let cloned = 0
        let last: IDBRequest | undefined
        const put = async (entry: RecordEntry | ChunkEntry, key: [string, string]) => {
          last = plainRecords.put(entry, key)
          cloned += isChunk(entry) ? entry.c.length : 1
          if (cloned < MEMORY_IDB_WRITE_BATCH) return
          cloned = 0
          const request = last
          await new Promise<void>((resolve, reject) => {
            request.onsuccess = () => resolve()
            request.onerror = () => reject(request.error ?? new Error('IndexedDB put failed'))
          })
        }
        for (const [part, change] of changesByPart(write)) {
          touched.add(part)
          const index = where.get(part) ?? (await readPart((range, count) => records.getAll(range, count), part)).index
          where.set(part, index)
          /** The chunks this write changes: what goes out of each and what is put into it. */
          const inChunks = new Map<string, { deletes: Set<string>; puts: Map<string, RecordEntry> }>()
          const chunkChange = (key: string) => valueAt(inChunks, key, () => ({ deletes: new Set<string>(), puts: new Map<string, RecordEntry>() }))
          for (const id of change.deletes) {
            const at = index.get(id)
            if (at === undefined || at === ALONE) quiet(records.delete([part, id]))
            else chunkChange(at).deletes.add(id)
            index.delete(id)
          }
          const added: RecordEntry[] = []
          for (const entry of change.puts) {
            const at = index.get(entry.i)
            if (at === undefined) added.push(entry)
            else if (at === ALONE) await put(entry, [part, entry.i])
            else chunkChange(at).puts.set(entry.i, entry)
          }
          const stored = await Promise.all([...inChunks.keys()].map((key) => records.get([part + CHUNKS, key])))
          for (const [n, [key, { deletes, puts }]] of [...inChunks].entries()) {
            const before = stored[n]
            const kept = (before !== undefined && isChunk(before) ? before.c : []).filter((e) => !deletes.has(e.i) && !puts.has(e.i))
            const entries = [...kept, ...puts.values()]
            if (entries.length === 0) quiet(records.delete([part + CHUNKS, key]))
            else await put({ k: key, c: entries }, [part + CHUNKS, key])
          }
          if (added.length < chunkFrom) {
            for (const entry of added) {
              index.set(entry.i, ALONE)
              await put(entry, [part, entry.i])
            }
            continue
          }
          for (let start = 0; start < added.length; start += chunkRecords) {
            const key = newChunkKey(start)
            const entries = added.slice(start, start + chunkRecords)
            for (const entry of entries) index.set(entry.i, key)
            await put({ k: key, c: entries }, [part + CHUNKS, key])
          }
        }
        for (const [key, value] of write.values) quiet(values.put(value, key))
      } catch (error) {
        // A put that throws at once (a value that cannot be cloned, a quota hit mid-way): nothing of it is kept.
        for (const part of touched) where.delete(part)
        try {
          tx.abort()
        } catch {
          // already ended
        }
        await done.catch(() => undefined)
        throw error
      }
      try {
        await done
      } catch (error) {
        // Nothing of the write was kept: where its parts' records are is read again before their next write.
        for (const part of touched) where.delete(part)
        throw error
      }
    },
    clear: async () => {
      const db = await database()
      where.clear()
      const tx = begun(db.transaction(['values', 'records'], 'readwrite'))
      quiet(tx.objectStore('values').clear())
      quiet(tx.objectStore('records').clear())
      await tx.done
    },
    setAside: async (reason, extra) => {
      const db = await database()
      where.clear()
      const tx = begun(db.transaction(['values', 'records', 'aside'], 'readwrite'))
      const values = tx.objectStore('values')
      const records = tx.objectStore('records')
      const [keys, storedValues, storedRecords] = await Promise.all([values.getAllKeys(), values.getAll(), records.getAll()])
      quiet(tx.objectStore('aside').add({
        reason,
        at: Date.now(),
        values: keys.map((key, i) => [key, storedValues[i]]),
        records: storedRecords,
        extra: extra ?? null,
      }))
      quiet(values.clear())
      quiet(records.clear())
      await tx.done
    },
  }
}
