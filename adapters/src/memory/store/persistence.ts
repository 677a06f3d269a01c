/**
 * Keeps a memory db's state in a store the composition root passes in (the demo: IndexedDB, idb-store.ts), so
 * the demo survives a reload and every tab of it shows the same data. The db stays synchronous; this module reads the
 * store before the db answers (ready) and writes behind its calls (afterCall).
 *
 * - What is written: the parts a call changed (store-parts.ts), a records part record by record. A part's
 *   change is seen by reference (the state replaces what it changes), so no call serialises or copies the state.
 * - Writes are one at a time; calls made meanwhile are written together next. A write that fails (a full or blocked
 *   storage) is never silent: onKeepingChanged(false), the change stays in memory, and its parts are written whole
 *   with the next write, which catches up (onKeepingChanged(true)).
 * - Start-up reads the small parts first; the bookkeeping (possibly 100,000 records) when a call first needs it.
 * - Tabs: a write tells the other tabs which parts changed (the channel); they read those parts again, and every call
 *   waits until they have. A reset goes to every tab.
 * - A store of an older format is migrated (MEMORY_STORE_MIGRATIONS); one of a later format, or one that does not
 *   read back, is set aside (kept, never read again) and the demo starts from the seed: onStoredStateDiscarded.
 * - The state the demo kept in localStorage before (one text, snapshot.ts) is carried over once, then removed.
 * - The onboarding's sensitive values (tax ids, VAT ids, identifications) never reach the store: they go to the
 *   sensitive place when there is one (the demo: sessionStorage, this tab only), else they live in memory only.
 */
import * as E from 'fp-ts/lib/Either.js'
import { nextTask } from '../load-on-first-use.ts'
import { mergeSensitiveOnboarding } from '../onboarding/onboarding-state.ts'
import { createProposalState } from '../proposals/proposal-state.ts'
import type { StorePart } from './part-kinds.ts'
import { tryRead, tryWrite, type MemoryPersistence, type MemoryPersistenceOptions } from './persistence-port.ts'
import { confirmedOf, confirmedRecords, diffRecords, samePieces, type Confirmed, type Delete, type Put } from './record-diff.ts'
import { isEmptyWrite, NO_WRITE, type MemoryStoreWrite, type StoredPartRecord } from './record-store.ts'
import {
  decodeSensitiveOnboarding,
  decodeStoredSnapshot,
  encodeSensitiveOnboarding,
  restoreSnapshot,
  snapshotOf,
  withSensitiveOnboarding,
  type MemorySnapshot,
  type StoredStateProblem,
} from './snapshot.ts'
import type { MemoryState } from './state.ts'
import { FIRST_FORMAT, MEMORY_STORE_MIGRATIONS, META_KEY, isStoreMeta, type StoreMeta } from './store-migrations.ts'
import { STORE_PARTS, partNamed, readsAtStart } from './store-parts.ts'

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
