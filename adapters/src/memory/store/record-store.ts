/**
 * Where a memory db keeps its state outside the page (the demo: IndexedDB, idb-store.ts; tests: fake-indexeddb),
 * by part (store-parts.ts): a small part is one value, a large one (transactions, vouchers, payments,
 * proposals) one entry per record, so a call writes what it changed and never the whole state. The port is
 * asynchronous; the db stays synchronous and writes behind its calls (persistence.ts).
 */

/** One record of a records part as stored: its id, where it stands in the part's order, and its stored form. */
export interface StoredPartRecord {
  readonly id: string
  readonly position: number
  readonly record: unknown
}

/** One write, done in one transaction: all of it is kept, or none. */
export interface MemoryStoreWrite {
  /** Value parts (and the store's meta) to put, by key. */
  readonly values: ReadonlyArray<readonly [string, unknown]>
  /** Records parts written whole: their stored records are dropped first (a first write, a catch-up). */
  readonly replacedParts: ReadonlyArray<string>
  readonly puts: ReadonlyArray<StoredPartRecord & { readonly part: string }>
  readonly deletes: ReadonlyArray<{ readonly part: string; readonly id: string }>
  /** Value keys and records parts to drop (a part that is the seed's again). */
  readonly dropped: ReadonlyArray<string>
}

/** What a store put aside instead of reading it (a state of another version, a damaged one). */
export type StoreAsideReason = 'unreadable' | 'outdated'

export interface MemoryRecordStore {
  /** Every value (small parts and the meta), by key; empty when nothing is stored. */
  readonly readValues: () => Promise<ReadonlyMap<string, unknown>>
  /** The records of one part, in their order. */
  readonly readRecords: (part: string) => Promise<ReadonlyArray<StoredPartRecord>>
  /** Rejects when nothing of it was kept (a full or blocked storage). */
  readonly write: (write: MemoryStoreWrite) => Promise<void>
  /** Drops everything stored (the demo's reset). */
  readonly clear: () => Promise<void>
  /** Moves everything stored aside, where nothing reads it but a person can still find it, and leaves the store empty. */
  readonly setAside: (reason: StoreAsideReason, extra?: unknown) => Promise<void>
}

/** What tabs tell each other (a BroadcastChannel in the demo): parts another tab wrote, or a reset. */
export type MemoryStoreMessage =
  | { readonly kind: 'changed'; readonly parts: ReadonlyArray<string> }
  | { readonly kind: 'reset' }

export interface MemoryStoreChannel {
  readonly post: (message: MemoryStoreMessage) => void
  /** Messages from other tabs only (a BroadcastChannel does not hear itself). */
  readonly subscribe: (listener: (message: MemoryStoreMessage) => void) => () => void
}

/** An empty write. */
export const NO_WRITE: MemoryStoreWrite = { values: [], replacedParts: [], puts: [], deletes: [], dropped: [] }

export const isEmptyWrite = (write: MemoryStoreWrite): boolean =>
  write.values.length === 0 &&
  write.replacedParts.length === 0 &&
  write.puts.length === 0 &&
  write.deletes.length === 0 &&
  write.dropped.length === 0

/** The map's value at `key`, made and added when it has none (a Map or a WeakMap). */
export const valueAt = <K, V>(map: { get: (key: K) => V | undefined; set: (key: K, value: V) => unknown }, key: K, make: (key: K) => V): V => {
  const known = map.get(key)
  if (known !== undefined) return known
  const made = make(key)
  map.set(key, made)
  return made
}
