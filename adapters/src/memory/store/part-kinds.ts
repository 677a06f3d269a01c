/**
 * The two kinds of part the store keeps (store-parts.ts): a value part, stored as one value, and a records part,
 * stored record by record; how each sees that it changed and checks what it reads back.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { MEMORY_STORE_CHECK_SLICE } from '../constants.ts'
import type { MemoryState } from './state.ts'

export type StorePhase = 'start' | 'bookkeeping'

interface PartBase {
  /** Its key in the store; never 'meta' (store-migrations.ts). */
  readonly name: string
  readonly phase: StorePhase
  /** Whether the state holds this part's own records (not a stand-in for seed data that has not loaded). */
  readonly isKept: (state: MemoryState) => boolean
  /** Read with the 'start' parts although written with its phase's (the first screen's answers kept with the bookkeeping). */
  readonly readFirst?: boolean
}

export interface ValuePart extends PartBase {
  readonly kind: 'value'
  /** What the part is made of, compared by reference: any piece replaced means the part changed. */
  readonly pieces: (state: MemoryState) => ReadonlyArray<unknown>
  readonly encode: (state: MemoryState) => unknown
  /** Puts a stored value into the state; false when it is not one this part could have written. */
  readonly restore: (state: MemoryState, stored: unknown) => boolean
}

export interface RecordsPart<R = unknown> extends PartBase {
  readonly kind: 'records'
  readonly items: (state: MemoryState) => ReadonlyArray<R>
  readonly idOf: (record: R) => string
  /** What is compared to see that a record changed (the record itself, or the piece of it this part keeps). */
  readonly refOf: (record: R) => unknown
  readonly encode: (record: R) => unknown
  /**
   * The records into the state, in their order; false when one is not a record this part could have written. Checks
   * them in slices with `pause` between (100,000 transactions take several hundred ms to check).
   */
  readonly restore: (state: MemoryState, stored: ReadonlyArray<unknown>, pause: () => Promise<void>) => Promise<boolean>
}

export type StorePart = ValuePart | RecordsPart

/** The decoded value, or undefined when the codec refuses it. */
export const decoded = <A>(codec: t.Decoder<unknown, A>, value: unknown): A | undefined => {
  const result = codec.decode(value)
  return E.isRight(result) ? result.right : undefined
}

export const isUnique = (ids: ReadonlyArray<string>): boolean => new Set(ids).size === ids.length

/** A value part of the state's pieces; `decode` refuses what the part cannot hold. */
export const valuePart = <V>(part: {
  readonly name: string
  readonly phase?: StorePhase
  readonly readFirst?: boolean
  readonly isKept?: (state: MemoryState) => boolean
  readonly pieces: (state: MemoryState) => ReadonlyArray<unknown>
  readonly encode: (state: MemoryState) => unknown
  readonly decode: (stored: unknown) => V | undefined
  readonly put: (state: MemoryState, value: V) => void
}): ValuePart => ({
  kind: 'value',
  name: part.name,
  phase: part.phase ?? 'start',
  isKept: part.isKept ?? (() => true),
  ...(part.readFirst === undefined ? {} : { readFirst: part.readFirst }),
  pieces: part.pieces,
  encode: part.encode,
  restore: (state, stored) => {
    const value = part.decode(stored)
    if (value === undefined) return false
    part.put(state, value)
    return true
  },
})

/** A records part over one array of the state, checked record by record with `codec`. */
export const recordsPart = <R, S = R>(part: {
  readonly name: string
  readonly isKept: (state: MemoryState) => boolean
  readonly items: (state: MemoryState) => ReadonlyArray<R>
  readonly idOf: (record: R) => string
  readonly refOf?: (record: R) => unknown
  readonly encode?: (record: R) => unknown
  readonly codec: t.Decoder<unknown, S>
  readonly put: (state: MemoryState, records: S[]) => void
  /** The stored records' ids (must be unique); left out: as idOf reads them. */
  readonly storedIdOf?: (record: S) => string
  /** Work on each record read back, done in the check's slices rather than all at once by the first read after. */
  readonly prepare?: (record: S) => void
}): RecordsPart =>
  ({
    kind: 'records',
    name: part.name,
    phase: 'bookkeeping',
    isKept: part.isKept,
    items: part.items,
    idOf: part.idOf,
    refOf: part.refOf ?? ((record: R) => record),
    encode: part.encode ?? ((record: R) => record),
    restore: async (state, stored, pause) => {
      const records: S[] = []
      for (const [i, value] of stored.entries()) {
        // The first slice too: the read of the records' last batch ran in this task.
        if (i % MEMORY_STORE_CHECK_SLICE === 0) await pause()
        const record = decoded(part.codec, value)
        if (record === undefined) return false
        part.prepare?.(record)
        records.push(record)
      }
      const idOf = part.storedIdOf ?? (part.idOf as unknown as (record: S) => string)
      if (!isUnique(records.map(idOf))) return false
      part.put(state, records)
      return true
    },
  }) as RecordsPart
