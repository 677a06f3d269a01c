/**
 * Where the demo keeps its data across reloads and tabs: one localStorage entry, read and written by the memory
 * adapter through the port this module gives backend.ts (the adapter itself never touches the browser). What is
 * stored is the adapter's versioned snapshot of its records; a PIN or TAN is never part of it (the memory db keeps
 * only whether a PIN is saved). Removing the entry is the reset: every tab's demo is back at the seed on its next
 * call. This module also tells the header what to announce (a reset, another tab's reset, a stored state that was
 * dropped) and counts the changes made outside this tab's calls, so the pages read their data again.
 *
 * The onboarding's sensitive values (tax ids, VAT ids, identifications) never go to localStorage: the adapter hands
 * them to the port's sensitive place, this tab's sessionStorage (issue 16); a reset drops them too.
 */
import { DEMO_STATE_STORAGE_KEY } from './constants.ts'

/** The memory adapter's storage port (adapters/src/memory/memory-persistence.ts), written out: only backend.ts imports adapters. */
export interface DemoStatePort {
  readonly read: () => string | null
  readonly write: (text: string) => void
  readonly readSensitive: () => string | null
  readonly writeSensitive: (text: string) => void
}

/** The sessionStorage entry of the sensitive values, beside the state's entry. */
export const sensitiveKeyOf = (key: string): string => `${key}.sensitive`

export type DemoNoticeKind = 'reset' | 'resetElsewhere' | 'discardedUnreadable' | 'discardedOutdated'

export interface DemoStatus {
  /** What to announce; `id` grows with each notice, so the same text said twice is announced twice. */
  readonly notice: { readonly kind: DemoNoticeKind; readonly id: number } | null
  /** Grows whenever the data changed outside this tab's calls (a reset here or elsewhere, another tab's change). */
  readonly revision: number
}

export interface DemoStorage {
  readonly port: DemoStatePort
  /** The adapter's report of a stored state it dropped for the seed. */
  readonly onStoredStateDiscarded: (problem: 'unreadable' | 'outdated') => void
  /** Drops the stored state: the demo is back at the seed, here and in every other tab. */
  readonly reset: () => void
  /** For useSyncExternalStore: listens to this module and to other tabs' writes (the 'storage' event). */
  readonly subscribe: (listener: () => void) => () => void
  readonly status: () => DemoStatus
}

/**
 * A demo storage over `storage` (window.localStorage in the app, undefined where there is none); `events` is where
 * other tabs' writes arrive (window); `sensitiveStorage` keeps the sensitive values (window.sessionStorage in the app;
 * none: they stay in memory). A storage that throws (blocked, full) reads as empty and keeps nothing.
 */
export const createDemoStorage = (
  storage: () => Storage | undefined,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
  key: string = DEMO_STATE_STORAGE_KEY,
  sensitiveStorage: () => Storage | undefined = () => undefined,
): DemoStorage => {
  let status: DemoStatus = { notice: null, revision: 0 }
  let noticeId = 0
  const listeners = new Set<() => void>()
  const update = (next: Partial<DemoStatus>) => {
    status = { ...status, ...next }
    for (const listener of listeners) listener()
  }
  const notice = (kind: DemoNoticeKind) => ({ kind, id: (noticeId += 1) })

  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key !== key && event.key !== null) return
    update({
      revision: status.revision + 1,
      ...(event.newValue === null ? { notice: notice('resetElsewhere') } : {}),
    })
  }

  return {
    port: {
      read: () => storage()?.getItem(key) ?? null,
      write: (text) => storage()?.setItem(key, text),
      readSensitive: () => sensitiveStorage()?.getItem(sensitiveKeyOf(key)) ?? null,
      writeSensitive: (text) => sensitiveStorage()?.setItem(sensitiveKeyOf(key), text),
    },
    onStoredStateDiscarded: (problem) =>
      update({ notice: notice(problem === 'outdated' ? 'discardedOutdated' : 'discardedUnreadable') }),
    reset: () => {
      try {
        storage()?.removeItem(key)
        sensitiveStorage()?.removeItem(sensitiveKeyOf(key))
      } catch {
        // A storage that cannot be written holds nothing to drop.
      }
      update({ revision: status.revision + 1, notice: notice('reset') })
    },
    subscribe: (listener) => {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage)
      }
    },
    status: () => status,
  }
}

/** The page's localStorage, or undefined where reading it is refused (a blocked storage throws on access). */
const pageLocalStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** The page's sessionStorage (this tab's), or undefined where reading it is refused. */
const pageSessionStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

/** The app's demo storage: this origin's localStorage, shared by all its tabs; the sensitive values in this tab's sessionStorage. */
export const browserDemoStorage: DemoStorage = createDemoStorage(
  pageLocalStorage,
  typeof window === 'undefined' ? undefined : window,
  DEMO_STATE_STORAGE_KEY,
  pageSessionStorage,
)
