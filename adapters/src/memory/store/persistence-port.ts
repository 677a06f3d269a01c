/**
 * What the composition root gives a persistent memory db (MemoryPersistenceOptions), what the db asks of its
 * persistence (MemoryPersistence, persistence.ts), and the db's operations written behind (withPersistence).
 */
import type { MemoryRecordStore, MemoryStoreChannel, MemoryStoreMessage } from './record-store.ts'
import type { StoredStateProblem } from './snapshot.ts'
import type { StoreMigration } from './store-migrations.ts'

/** A text storage of this tab (sessionStorage in the demo); reading or writing it may throw. */
export interface MemoryTextStorage {
  readonly read: () => string | null
  readonly write: (text: string) => void
  readonly remove: () => void
}

export interface MemoryPersistenceOptions {
  readonly store: MemoryRecordStore
  /** How tabs tell each other of changes; left out: one tab only. */
  readonly channel?: MemoryStoreChannel
  /** The sensitive values' place (the demo: sessionStorage); left out, they are kept in memory only. */
  readonly sensitive?: MemoryTextStorage
  /** The state as the demo kept it before IndexedDB (one localStorage text): carried over once, then removed. */
  readonly legacy?: MemoryTextStorage
  /** Called once for each stored state that was set aside for the seed. */
  readonly onStoredStateDiscarded?: (problem: StoredStateProblem) => void
  /** false: a write failed and changes are kept in memory only; true again once a write caught up. */
  readonly onKeepingChanged?: (keeping: boolean) => void
  /**
   * true while changes are on their way to the store, false once they are there (or failed): a page that closes in
   * between would lose them, so the demo asks before it unloads.
   */
  readonly onStoringChanged?: (storing: boolean) => void
  /** Another tab changed the data or reset the demo; this db has taken it over. */
  readonly onChangedElsewhere?: (change: MemoryStoreMessage['kind']) => void
  /** Tests pass their own steps; left out: MEMORY_STORE_MIGRATIONS. */
  readonly migrations?: ReadonlyArray<StoreMigration>
  /** Gives the page a turn between slices of long work (reading 100,000 records back); left out: a zero timeout. */
  readonly pause?: () => Promise<void>
}

export interface MemoryPersistence {
  /** Resolves when the state is the store's: the start-up read, another tab's change, a reset. Calls wait for it. */
  readonly ready: () => Promise<void>
  /**
   * As ready, but not waiting for a bookkeeping read that is running: the first screen's kept answers
   * (transactions/transaction-head.ts) read only the start's parts, and the seed's stand-in stays until that read has
   * ended.
   */
  readonly readyBesideBookkeeping: () => Promise<void>
  /** Puts the stored bookkeeping into the state if it is stored and the state still holds the seed's stand-in. */
  readonly loadBookkeeping: () => Promise<void>
  /** Writes what the call changed, behind it. */
  readonly afterCall: () => void
  /** Runs `step` (long work in steps) before the next call, which waits for it, then writes what it changed. */
  readonly runBeforeNextCall: (step: () => Promise<void>) => void
  /** The demo's reset: the seed in this tab and in every other one, nothing stored. */
  readonly reset: () => Promise<void>
  /** Resolves when every write asked for so far has ended (tests; a page that is about to reload). */
  readonly settled: () => Promise<void>
}

/** Calls `write` safely: a storage that throws is a storage that did not keep the text. */
export const tryWrite = (action: () => void): void => {
  try {
    action()
  } catch {
    // The sensitive values then live in memory only, as without a sensitive place.
  }
}

export const tryRead = (read: (() => string | null) | undefined): string | null => {
  try {
    return read?.() ?? null
  } catch {
    return null
  }
}

/** Every operation of `operations`, writing behind it what it changed (also when it throws). */
export const withPersistence = <D extends object>(operations: D, persistence: MemoryPersistence): D =>
  Object.fromEntries(
    Object.entries(operations as Readonly<Record<string, (...args: never[]) => unknown>>).map(([name, operation]) => [
      name,
      (...args: never[]) => {
        try {
          return operation(...args)
        } finally {
          persistence.afterCall()
        }
      },
    ]),
  ) as D
