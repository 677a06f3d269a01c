/**
 * Keeps a memory db's state in a storage the composition root passes in (the demo: the browser's localStorage), so
 * the demo survives a reload and every tab of it shows the same data. The adapter never reaches for a browser API
 * itself: it reads and writes text through `MemoryStateStorage`.
 *
 * How it stays in step: before every call the db looks at the stored text; if it is not the text it last read or
 * wrote, another tab (or a reset) changed it, and the state is taken from it. After every call the state is written
 * when it changed. No stored text means the seed: clearing the storage resets the demo, in every tab on its next call.
 * A stored text that is not a state of this version is dropped for the seed, reported once through
 * `onStoredStateDiscarded`, and overwritten with the seed on the next write. A storage that fails (full, blocked) is
 * treated as empty: the demo goes on in memory.
 */
import * as E from 'fp-ts/lib/Either.js'
import {
  decodeStoredSnapshot,
  encodeStoredSnapshot,
  restoreSnapshot,
  snapshotOf,
  type MemorySnapshot,
  type StoredStateProblem,
} from './memory-snapshot.ts'
import type { MemoryState } from './memory-state.ts'

/** Where the state is kept: one text, or null when nothing is stored. */
export interface MemoryStateStorage {
  readonly read: () => string | null
  readonly write: (text: string) => void
}

export interface MemoryPersistenceOptions {
  readonly storage: MemoryStateStorage
  /** Called once for each stored state that was dropped for the seed. */
  readonly onStoredStateDiscarded?: (problem: StoredStateProblem) => void
}

export interface MemoryPersistence {
  /** Takes over a stored state another tab (or a reset) wrote since the last call. */
  readonly pull: () => void
  /** Stores the state if the call changed it. */
  readonly push: () => void
}

const readSafely = (storage: MemoryStateStorage): string | null => {
  try {
    return storage.read()
  } catch {
    return null
  }
}

const writeSafely = (storage: MemoryStateStorage, text: string): boolean => {
  try {
    storage.write(text)
    return true
  } catch {
    return false
  }
}

export const createMemoryPersistence = (state: MemoryState, options: MemoryPersistenceOptions): MemoryPersistence => {
  const seed: MemorySnapshot = snapshotOf(state)
  /** The stored text as this db last read or wrote it (null: nothing stored, the seed). */
  let seen: string | null = null
  /** The state's own text as of the last pull or push: a push writes only when the state moved away from it. */
  let own: string = encodeStoredSnapshot(seed)

  const pull = () => {
    const stored = readSafely(options.storage)
    if (stored === seen) return
    seen = stored
    const decoded = stored === null ? E.right(seed) : decodeStoredSnapshot(stored)
    if (E.isLeft(decoded)) {
      restoreSnapshot(state, seed)
      // Remembered as the seed's text is not: the next push writes the seed over the dropped state.
      own = ''
      options.onStoredStateDiscarded?.(decoded.left)
      return
    }
    restoreSnapshot(state, decoded.right)
    own = encodeStoredSnapshot(snapshotOf(state))
  }

  const push = () => {
    const text = encodeStoredSnapshot(snapshotOf(state))
    if (text === own) return
    if (writeSafely(options.storage, text)) seen = text
    own = text
  }

  return { pull, push }
}

/** Every operation of `operations`, in step with the storage: pull before, push after (also when it throws). */
export const withPersistence = <D extends object>(operations: D, persistence: MemoryPersistence): D =>
  Object.fromEntries(
    Object.entries(operations as Readonly<Record<string, (...args: never[]) => unknown>>).map(([name, operation]) => [
      name,
      (...args: never[]) => {
        persistence.pull()
        try {
          return operation(...args)
        } finally {
          persistence.push()
        }
      },
    ]),
  ) as D
