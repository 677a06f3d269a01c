/** The store's formats: the meta that names a store's format, and the steps that bring an older store to this one. */
import { NO_WRITE, type MemoryRecordStore } from './record-store.ts'
import { CSV_PENDING_ROWS_PART, pendingRowId } from './store-parts.ts'

/** A step from one format of the store to the next (the format a store of format N + 1 is written in). */
export type StoreMigration = (store: MemoryRecordStore) => Promise<void>

/**
 * The store's formats so far: format 1 is the first; MEMORY_STORE_MIGRATIONS[i] brings a store of format i + 1 to
 * i + 2. A change to a part's stored form adds a step here, so a stored demo is carried on, never dropped.
 */
export const MEMORY_STORE_MIGRATIONS: ReadonlyArray<StoreMigration> = [
  // 1 → 2: an import job's pending transactions, one record per job before, are kept row by row (CSV_PENDING_ROWS_PART).
  async (store) => {
    const jobs = await store.readRecords('csvPending')
    const puts = jobs.flatMap(({ id, record }) => {
      const pending = (record as { readonly pending?: unknown }).pending
      return (Array.isArray(pending) ? (pending as ReadonlyArray<{ readonly line?: unknown }>) : []).map((row) => ({
        part: CSV_PENDING_ROWS_PART,
        id: pendingRowId(id, Number(row.line)),
        position: 0,
        record: { ...row, job: id },
      }))
    })
    await store.write({
      ...NO_WRITE,
      values: puts.length > 0 ? [[CSV_PENDING_ROWS_PART, true]] : [],
      replacedParts: [CSV_PENDING_ROWS_PART],
      puts: puts.map((put, position) => ({ ...put, position })),
      dropped: ['csvPending'],
    })
  },
]

export const META_KEY = 'meta'
export const FIRST_FORMAT = 1

export interface StoreMeta {
  readonly format: number
}

export const isStoreMeta = (value: unknown): value is StoreMeta =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { format?: unknown }).format)
