/**
 * Keeps a memory db's state in a store the composition root passes in (the demo: IndexedDB, memory-idb-store.ts), so
 * the demo survives a reload and every tab of it shows the same data. The db stays synchronous; this module reads the
 * store before the db answers (ready) and writes behind its calls (afterCall).
 *
 * - What is written: the parts a call changed (memory-store-parts.ts), a records part record by record. A part's
 *   change is seen by reference (the state replaces what it changes), so no call serialises or copies the state.
 * - Writes are one at a time; calls made meanwhile are written together next. A write that fails (a full or blocked
 *   storage) is never silent: onKeepingChanged(false), the change stays in memory, and its parts are written whole
 *   with the next write, which catches up (onKeepingChanged(true)).
 * - Start-up reads the small parts first; the bookkeeping (possibly 100,000 records) when a call first needs it.
 * - Tabs: a write tells the other tabs which parts changed (the channel); they read those parts again, and every call
 *   waits until they have. A reset goes to every tab.
 * - A store of an older format is migrated (MEMORY_STORE_MIGRATIONS); one of a later format, or one that does not
 *   read back, is set aside (kept, never read again) and the demo starts from the seed: onStoredStateDiscarded.
 * - The state the demo kept in localStorage before (one text, memory-snapshot.ts) is carried over once, then removed.
 * - The onboarding's sensitive values (tax ids, VAT ids, identifications) never reach the store: they go to the
 *   sensitive place when there is one (the demo: sessionStorage, this tab only), else they live in memory only.
 */
import * as E from 'fp-ts/lib/Either.js'
import { nextTask } from './load-on-first-use.ts'
import { mergeSensitiveOnboarding } from './memory-onboarding-state.ts'
import {
  decodeSensitiveOnboarding,
  decodeStoredSnapshot,
  encodeSensitiveOnboarding,
  restoreSnapshot,
  snapshotOf,
  withSensitiveOnboarding,
  type MemorySnapshot,
  type StoredStateProblem,
} from './memory-snapshot.ts'
import type { MemoryState } from './memory-state.ts'
import { createProposalState } from './memory-proposal-state.ts'
import { CSV_PENDING_ROWS_PART, STORE_PARTS, partNamed, pendingRowId, readsAtStart, type RecordsPart, type StorePart } from './memory-store-parts.ts'
import { isEmptyWrite, NO_WRITE, type MemoryRecordStore, type MemoryStoreChannel, type MemoryStoreMessage, type MemoryStoreWrite, type StoredPartRecord } from './memory-store.ts'

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

const META_KEY = 'meta'
const FIRST_FORMAT = 1

interface StoreMeta {
  readonly format: number
}

const isStoreMeta = (value: unknown): value is StoreMeta =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { format?: unknown }).format)

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
   * (memory-transaction-head.ts) read only the start's parts, and the seed's stand-in stays until that read has ended.
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

interface ValueConfirmed {
  readonly kind: 'value'
  readonly pieces: ReadonlyArray<unknown>
}

interface RecordEntry {
  ref: unknown
  position: number
  seen: number
}

interface RecordsConfirmed {
  readonly kind: 'records'
  items: ReadonlyArray<unknown>
  readonly byId: Map<string, RecordEntry>
}

type Confirmed = ValueConfirmed | RecordsConfirmed

const samePieces = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>): boolean =>
  a.length === b.length && a.every((piece, i) => Object.is(piece, b[i]))

type Put = MemoryStoreWrite['puts'][number]
type Delete = MemoryStoreWrite['deletes'][number]

/**
 * The indices of `positions` (NaN: none) that form a longest strictly increasing run of positions, in O(n log n):
 * the records that may keep their positions when an array was reordered.
 */
const longestIncreasing = (positions: Float64Array): Uint8Array => {
  const tails: number[] = [] // index of the smallest tail of each length
  const previous = new Int32Array(positions.length).fill(-1)
  for (let i = 0; i < positions.length; i += 1) {
    const p = positions[i] as number
    if (Number.isNaN(p)) continue
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((positions[tails[mid] as number] as number) < p) low = mid + 1
      else high = mid
    }
    if (low > 0) previous[i] = tails[low - 1] as number
    tails[low] = i
  }
  const member = new Uint8Array(positions.length)
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] as number) member[i] = 1
  return member
}

/**
 * The puts and deletes that bring a stored records part from `confirmed` to `items`, and `confirmed` brought along.
 * Positions keep the array's order: the longest run of records still in their stored order keeps its positions; a
 * new or moved record gets one between its neighbours (appending, the common case, writes the new records only).
 */
export const diffRecords = (part: RecordsPart, items: ReadonlyArray<unknown>, confirmed: RecordsConfirmed, generation: number): { puts: Put[]; deletes: Delete[] } => {
  const puts: Put[] = []
  const deletes: Delete[] = []
  const { byId } = confirmed
  const n = items.length
  const ids = items.map(part.idOf)
  const known = new Float64Array(n).fill(Number.NaN)
  const first = new Set<string>()
  for (let i = 0; i < n; i += 1) {
    const id = ids[i] as string
    if (first.has(id)) continue
    first.add(id)
    const entry = byId.get(id)
    if (entry !== undefined) known[i] = entry.position
  }
  const keeps = longestIncreasing(known)
  // The position of the nearest record after index i that keeps its own: the upper bound for a record placed at i.
  const upperAfter = new Float64Array(n)
  let upper = Infinity
  for (let i = n - 1; i >= 0; i -= 1) {
    upperAfter[i] = upper
    if (keeps[i] === 1) upper = known[i] as number
  }
  let previous = -Infinity
  for (let i = 0; i < n; i += 1) {
    const id = ids[i] as string
    const record = items[i]
    const known = byId.get(id)
    if (known?.seen === generation) continue // the same id twice: the first one counts
    let position: number
    if (known !== undefined && keeps[i] === 1 && known.position > previous) position = known.position
    else {
      const bound = upperAfter[i] as number
      const between = (previous + bound) / 2
      position =
        previous === -Infinity ? (bound === Infinity ? 0 : bound - 1) : bound === Infinity || !(between > previous && between < bound) ? previous + 1 : between
    }
    const ref = part.refOf(record)
    if (known === undefined) byId.set(id, { ref, position, seen: generation })
    else {
      if (known.ref === ref && known.position === position) {
        known.seen = generation
        previous = position
        continue
      }
      known.ref = ref
      known.position = position
      known.seen = generation
    }
    puts.push({ part: part.name, id, position, record: part.encode(record) })
    previous = position
  }
  for (const [id, entry] of byId) {
    if (entry.seen === generation) continue
    byId.delete(id)
    deletes.push({ part: part.name, id })
  }
  confirmed.items = items
  return { puts, deletes }
}

/** What a records part holds in the state, as confirmed stored at the given positions (by id; else by order). */
const confirmedRecords = (part: RecordsPart, state: MemoryState, positions?: ReadonlyMap<string, number>): RecordsConfirmed => {
  const items = part.items(state)
  const byId = new Map<string, RecordEntry>()
  items.forEach((record, i) => byId.set(part.idOf(record), { ref: part.refOf(record), position: positions?.get(part.idOf(record)) ?? i, seen: 0 }))
  return { kind: 'records', items, byId }
}

const confirmedOf = (part: StorePart, state: MemoryState, positions?: ReadonlyMap<string, number>): Confirmed =>
  part.kind === 'value' ? { kind: 'value', pieces: part.pieces(state) } : confirmedRecords(part, state, positions)

/** Calls `write` safely: a storage that throws is a storage that did not keep the text. */
const tryWrite = (action: () => void): void => {
  try {
    action()
  } catch {
    // The sensitive values then live in memory only, as without a sensitive place.
  }
}

const tryRead = (read: (() => string | null) | undefined): string | null => {
  try {
    return read?.() ?? null
  } catch {
    return null
  }
}

export const createMemoryPersistence = (state: MemoryState, options: MemoryPersistenceOptions): MemoryPersistence => {
  const { store } = options
  const migrations = options.migrations ?? MEMORY_STORE_MIGRATIONS
  const pause = options.pause ?? nextTask
  const format = FIRST_FORMAT + migrations.length
  const seed: MemorySnapshot = snapshotOf(state)

  /** Parts known to be in the store (their keys among its values). */
  let present = new Set<string>()
  /** Whether the store holds a state at all (its meta); until then the first write writes every part. */
  let initialised = false
  /**
   * Whether the store holds bookkeeping this db has not read yet (the state holds the seed's in its place): its parts
   * are then neither written nor dropped, so that a call before the bookkeeping is read cannot write the seed's over it.
   */
  let bookkeepingUnread = false
  const confirmed = new Map<string, Confirmed>()
  let generation = 0
  let keeping = true
  let writing: Promise<void> | undefined
  let flushAgain = false
  let flushScheduled = false
  let storing = false
  let ownSensitive = encodeSensitiveOnboarding({ onboarding: state.onboarding })

  const setKeeping = (next: boolean) => {
    if (next === keeping) return
    keeping = next
    options.onKeepingChanged?.(next)
  }

  const setStoring = (next: boolean) => {
    if (next === storing) return
    storing = next
    options.onStoringChanged?.(next)
  }

  const restoreSeed = () => {
    restoreSnapshot(state, seed)
    confirmed.clear()
    present = new Set()
    initialised = false
    bookkeepingUnread = false
    ownSensitive = encodeSensitiveOnboarding({ onboarding: state.onboarding })
  }

  /** Sets the store aside for the seed: the state starts again from the seed, the next write writes it. */
  const discard = async (problem: StoredStateProblem, extra?: unknown) => {
    restoreSeed()
    try {
      await store.setAside(problem, extra)
    } catch {
      // A store that cannot even be set aside is written over by the next write.
    }
    options.onStoredStateDiscarded?.(problem)
  }

  const sensitiveRecords = () => decodeSensitiveOnboarding(tryRead(options.sensitive?.read))

  /** The parts of `names` from the store into the state; false when one does not read back. */
  const restoreParts = async (parts: ReadonlyArray<StorePart>, values: ReadonlyMap<string, unknown>): Promise<boolean> => {
    const positions = new Map<string, Map<string, number>>()
    for (const part of parts) {
      if (!values.has(part.name)) continue
      if (part.kind === 'value') {
        if (!part.restore(state, values.get(part.name))) return false
        continue
      }
      const records: ReadonlyArray<StoredPartRecord> = await store.readRecords(part.name)
      if (!(await part.restore(state, records.map((r) => r.record), pause))) return false
      positions.set(part.name, new Map(records.map((r) => [r.id, r.position])))
    }
    for (const part of parts) if (values.has(part.name)) confirmed.set(part.name, confirmedOf(part, state, positions.get(part.name)))
    return true
  }

  const afterOnboardingRestored = () => {
    if (options.sensitive !== undefined) state.onboarding = mergeSensitiveOnboarding(state.onboarding, sensitiveRecords())
    ownSensitive = encodeSensitiveOnboarding({ onboarding: state.onboarding })
    // The merge adds only values that are never stored: what the store holds is still the state's. Confirmed anew, or
    // the next call writes the part back, and two open tabs would tell each other of it without end.
    const onboarding = partNamed('onboarding')
    if (onboarding !== undefined && confirmed.has(onboarding.name)) confirmed.set(onboarding.name, confirmedOf(onboarding, state))
  }

  const startParts = STORE_PARTS.filter(readsAtStart)
  const bookkeepingParts = STORE_PARTS.filter((p) => p.phase === 'bookkeeping')

  const migrate = async (from: number) => {
    for (const step of migrations.slice(from - FIRST_FORMAT)) await step(store)
    await store.write({ ...NO_WRITE, values: [[META_KEY, { format } satisfies StoreMeta]] })
  }

  /** The state the demo kept in localStorage before: carried over into the store, then removed from there. */
  const carryOverLegacy = async () => {
    const text = tryRead(options.legacy?.read)
    if (text === null) return
    const decoded = decodeStoredSnapshot(text)
    if (E.isLeft(decoded)) {
      await discard(decoded.left, { localStorage: text })
      tryWrite(() => options.legacy?.remove())
      return
    }
    restoreSnapshot(state, options.sensitive === undefined ? decoded.right : withSensitiveOnboarding(decoded.right, sensitiveRecords()))
    ownSensitive = encodeSensitiveOnboarding({ onboarding: state.onboarding })
    if (await flushNow()) tryWrite(() => options.legacy?.remove())
  }

  const start = async () => {
    let values: ReadonlyMap<string, unknown>
    try {
      values = await store.readValues()
    } catch {
      // No store (blocked, private mode): the demo goes on in memory and says that it keeps nothing.
      setKeeping(false)
      return
    }
    const meta = values.get(META_KEY)
    if (meta === undefined) {
      if (values.size > 0) await discard('unreadable')
      else await carryOverLegacy()
      return
    }
    if (!isStoreMeta(meta)) return discard('unreadable')
    if (meta.format > format) return discard('outdated')
    if (meta.format < format) {
      try {
        await migrate(meta.format)
        values = await store.readValues()
      } catch {
        return discard('outdated')
      }
    }
    present = new Set(values.keys())
    initialised = true
    bookkeepingUnread = bookkeepingParts.some((p) => present.has(p.name))
    if (!(await restoreParts(startParts, values))) return discard('unreadable')
    afterOnboardingRestored()
    // A seed that brings its bookkeeping has no load to wait for: the stored one is read now.
    if (!state.transactionSeed.pending) await readBookkeeping()
  }

  /** The stored bookkeeping into the state, if this db has not read it yet. */
  const readBookkeeping = async (): Promise<void> => {
    if (!bookkeepingUnread || !initialised) return
    const values = await store.readValues()
    if (!(await restoreParts(bookkeepingParts, values))) return discard('unreadable')
    bookkeepingUnread = false
    if (!values.has('transactions')) return
    state.transactionSeed.pending = false
    state.transactionData.derived = undefined
    if (!values.has('proposals')) Object.assign(state.proposalData, createProposalState())
  }

  let gate: Promise<void> = start().catch(() => setKeeping(false))
  /** Runs `step` after everything before it (start-up, other reloads), and makes calls wait for it. */
  const queue = (step: () => Promise<void>): Promise<void> => (gate = gate.then(step).catch(() => undefined))

  let bookkeepingLoad: Promise<void> | undefined
  /** The gate as it was when the running bookkeeping read was queued. */
  let beforeBookkeeping: Promise<void> | undefined
  const loadBookkeeping = (): Promise<void> => {
    if (bookkeepingLoad === undefined) {
      beforeBookkeeping = gate
      bookkeepingLoad = queue(readBookkeeping).finally(() => {
        bookkeepingLoad = undefined
        beforeBookkeeping = undefined
      })
    }
    return bookkeepingLoad
  }

  /** The write that brings the store to the state, or undefined when it is there already. */
  const planWrite = (): { write: MemoryStoreWrite; parts: string[]; dropped: string[] } | undefined => {
    generation += 1
    const whole = !initialised
    const values: Array<readonly [string, unknown]> = []
    const replacedParts: string[] = []
    const puts: Put[] = []
    const deletes: Delete[] = []
    const dropped: string[] = []
    const parts: string[] = []
    for (const part of STORE_PARTS) {
      if (bookkeepingUnread && part.phase === 'bookkeeping') continue
      const known = confirmed.get(part.name)
      if (!part.isKept(state)) {
        if (present.has(part.name) || known !== undefined) {
          dropped.push(part.name)
          confirmed.delete(part.name)
        }
        continue
      }
      if (part.kind === 'value') {
        const pieces = part.pieces(state)
        if (!whole && known?.kind === 'value' && samePieces(known.pieces, pieces)) continue
        values.push([part.name, part.encode(state)])
        confirmed.set(part.name, { kind: 'value', pieces })
        parts.push(part.name)
        continue
      }
      const items = part.items(state)
      if (!whole && known?.kind === 'records') {
        if (known.items === items) continue
        const diff = diffRecords(part, items, known, generation)
        if (diff.puts.length + diff.deletes.length > 0) parts.push(part.name)
        // One by one: an import's 40,000 records spread into push() would overflow the call stack.
        for (const put of diff.puts) puts.push(put)
        for (const deletion of diff.deletes) deletes.push(deletion)
        continue
      }
      const fresh = confirmedRecords(part, state)
      replacedParts.push(part.name)
      values.push([part.name, true])
      for (const [i, record] of items.entries()) puts.push({ part: part.name, id: part.idOf(record), position: i, record: part.encode(record) })
      confirmed.set(part.name, fresh)
      parts.push(part.name)
    }
    if (whole) values.push([META_KEY, { format } satisfies StoreMeta])
    const write: MemoryStoreWrite = { values, replacedParts, puts, deletes, dropped }
    if (isEmptyWrite(write)) return undefined
    return { write, parts, dropped }
  }

  const writeSensitive = () => {
    if (options.sensitive === undefined) return
    const text = encodeSensitiveOnboarding({ onboarding: state.onboarding })
    if (text === ownSensitive) return
    ownSensitive = text
    tryWrite(() => options.sensitive?.write(text))
  }

  /** Writes what changed now; resolves with whether it was kept (true also when nothing was to write). */
  const flushNow = async (): Promise<boolean> => {
    writeSensitive()
    const plan = planWrite()
    // Nothing to write: nothing is on its way either (one write at a time).
    if (plan === undefined) {
      setStoring(false)
      return true
    }
    const wasInitialised = initialised
    setStoring(true)
    try {
      await store.write(plan.write)
    } catch {
      // Nothing of it was kept: its parts are written whole next time, which catches up.
      for (const name of [...plan.parts, ...plan.dropped]) confirmed.delete(name)
      initialised = wasInitialised
      setKeeping(false)
      return false
    } finally {
      // Changes made meanwhile are written next (flush): they are still on their way.
      if (!flushAgain) setStoring(false)
    }
    initialised = true
    for (const name of plan.dropped) present.delete(name)
    for (const name of plan.parts) present.add(name)
    setKeeping(true)
    if (plan.parts.length + plan.dropped.length > 0) options.channel?.post({ kind: 'changed', parts: [...plan.parts, ...plan.dropped] })
    return true
  }

  /** One write at a time: what the calls change while one runs is written with the next. */
  const flush = () => {
    if (writing !== undefined) {
      flushAgain = true
      return
    }
    writing = flushNow().then(
      () => undefined,
      () => undefined,
    ).finally(() => {
      writing = undefined
      if (flushAgain) {
        flushAgain = false
        flush()
      }
    })
  }

  const afterCall = () => {
    if (flushScheduled) return
    flushScheduled = true
    // After the call's own synchronous work, so that several calls in one step are written together.
    void gate.then(() => {
      flushScheduled = false
      flush()
    })
  }

  /** Resolves when no write runs (inside a queued step: the gate is that step itself). */
  const writesDone = async (): Promise<void> => {
    while (writing !== undefined) await writing
  }

  const settled = async (): Promise<void> => {
    await gate
    while (writing !== undefined || flushScheduled) {
      await (writing ?? gate)
      await Promise.resolve()
    }
  }

  const reloadParts = (names: ReadonlyArray<string>) =>
    queue(async () => {
      const values = await store.readValues()
      present = new Set(values.keys())
      initialised = values.has(META_KEY)
      const named = names.map(partNamed).filter((p): p is StorePart => p !== undefined)
      // Bookkeeping this tab has not read yet is read from the store when a call first needs it.
      const later = bookkeepingUnread || state.transactionSeed.pending
      const parts = named.filter((p) => readsAtStart(p) || !later)
      if (later && named.some((p) => p.phase === 'bookkeeping' && values.has(p.name))) bookkeepingUnread = true
      const kept = parts.filter((p) => values.has(p.name))
      if (parts.some((p) => p.name === 'proposals' && !values.has('proposals'))) Object.assign(state.proposalData, createProposalState())
      for (const part of parts) if (!values.has(part.name)) confirmed.delete(part.name)
      if (await restoreParts(kept, values)) {
        if (kept.some((p) => p.name === 'onboarding')) afterOnboardingRestored()
        if (kept.some((p) => p.phase === 'bookkeeping')) state.transactionData.derived = undefined
      }
      options.onChangedElsewhere?.('changed')
    })

  options.channel?.subscribe((message) => {
    if (message.kind === 'changed') return void reloadParts(message.parts)
    void queue(async () => {
      await writesDone()
      restoreSeed()
      options.onChangedElsewhere?.('reset')
    })
  })

  const reset = () =>
    queue(async () => {
      await writesDone()
      restoreSeed()
      tryWrite(() => options.sensitive?.remove())
      try {
        await store.clear()
      } catch {
        // Nothing could be dropped: the first write writes the seed over it.
      }
      options.channel?.post({ kind: 'reset' })
    })

  const runBeforeNextCall = (step: () => Promise<void>) => {
    void queue(step)
    afterCall()
  }

  return { ready: () => gate, readyBesideBookkeeping: () => beforeBookkeeping ?? gate, loadBookkeeping, afterCall, runBeforeNextCall, reset, settled }
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
