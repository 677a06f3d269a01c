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
 *
 * The onboarding's sensitive values (tax ids, VAT ids, identifications: memory-onboarding-state.ts) are never part of
 * the stored text; they go to the storage's sensitive place when it has one (the demo: sessionStorage, this tab only),
 * else they live in memory only. A state taken from the stored text gets them back from there by record id.
 */
import * as E from 'fp-ts/lib/Either.js'
import { splitSensitiveOnboarding } from './memory-onboarding-state.ts'
import {
  decodeSensitiveOnboarding,
  decodeStoredSnapshot,
  encodeSensitiveOnboarding,
  encodeStoredSnapshot,
  restoreSnapshot,
  snapshotOf,
  withSensitiveOnboarding,
  type MemorySnapshot,
  type StoredStateProblem,
} from './memory-snapshot.ts'
import type { MemoryState } from './memory-state.ts'

/** Where the state is kept: one text, or null when nothing is stored. */
export interface MemoryStateStorage {
  readonly read: () => string | null
  readonly write: (text: string) => void
  /** The sensitive values' text (the demo: sessionStorage); left out, they are kept in memory only. */
  readonly readSensitive?: () => string | null
  readonly writeSensitive?: (text: string) => void
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

const writeSafely = (write: (text: string) => void, text: string): boolean => {
  try {
    write(text)
    return true
  } catch {
    return false
  }
}

const readSensitiveSafely = (storage: MemoryStateStorage): string | null => {
  try {
    return storage.readSensitive?.() ?? null
  } catch {
    return null
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
    // The sensitive values of the records the stored state holds: from their own place, else those in memory.
    const sensitive =
      options.storage.readSensitive === undefined
        ? splitSensitiveOnboarding(state.onboarding).sensitive
        : decodeSensitiveOnboarding(readSensitiveSafely(options.storage))
    restoreSnapshot(state, stored === null ? decoded.right : withSensitiveOnboarding(decoded.right, sensitive))
    own = encodeStoredSnapshot(snapshotOf(state))
  }

  /** The sensitive values' text as last written (none written yet: the seed has none). */
  let ownSensitive: string = encodeSensitiveOnboarding(seed)

  const push = () => {
    const snapshot = snapshotOf(state)
    const sensitive = encodeSensitiveOnboarding(snapshot)
    if (sensitive !== ownSensitive && options.storage.writeSensitive !== undefined) {
      writeSafely((t) => options.storage.writeSensitive?.(t), sensitive)
      ownSensitive = sensitive
    }
    const text = encodeStoredSnapshot(snapshot)
    if (text === own) return
    if (writeSafely((t) => options.storage.write(t), text)) seen = text
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
