/**
 * Where the demo keeps its data across reloads and tabs: the page's IndexedDB, written part by part by the memory
 * adapter (adapters/src/memory/store/persistence.ts) through the port this module gives demo-backend.ts; this
 * module reaches for the browser's APIs, the adapter never does. A PIN or TAN is never stored (the memory db keeps
 * only whether a PIN is saved). Tabs tell each other of every write and of a reset through a BroadcastChannel.
 *
 * It also tells the header what to announce (a reset here or elsewhere, a stored state that was set aside, changes
 * that cannot be kept right now and that they are kept again), counts the changes made outside this tab's calls so
 * the pages read their data again, and reads how much space the demo takes.
 *
 * The onboarding's sensitive values (tax ids, VAT ids, identifications) never go to IndexedDB: the adapter hands them
 * to the port's sensitive place, this tab's sessionStorage (issue 16); a reset drops them too. The state as earlier
 * versions kept it (one localStorage entry) is carried over once, then removed.
 */
import { DEMO_STATE_CHANNEL_NAME, DEMO_STATE_DATABASE_NAME, DEMO_STATE_STORAGE_KEY } from './constants.ts'

/** A text in a storage of the browser; reading or writing may throw (blocked, full). */
export interface DemoTextStorage {
  readonly read: () => string | null
  readonly write: (text: string) => void
  readonly remove: () => void
}

/** What tabs tell each other (the memory adapter's MemoryStoreMessage, written out: only backend.ts imports adapters). */
export type DemoStoreMessage = { readonly kind: 'changed'; readonly parts: ReadonlyArray<string> } | { readonly kind: 'reset' }

export interface DemoStoreChannel {
  readonly post: (message: DemoStoreMessage) => void
  readonly subscribe: (listener: (message: DemoStoreMessage) => void) => () => void
}

/** The memory adapter's persistence options (MemoryPersistenceOptions but the store, which demo-backend.ts opens). */
export interface DemoStatePort {
  /** The page's IndexedDB; undefined where there is none (the demo then keeps nothing and says so). */
  readonly indexedDb: { readonly indexedDB: IDBFactory; readonly IDBKeyRange: typeof IDBKeyRange } | undefined
  readonly databaseName: string
  readonly channel: DemoStoreChannel | undefined
  readonly sensitive: DemoTextStorage
  readonly legacy: DemoTextStorage
  readonly onStoredStateDiscarded: (problem: 'unreadable' | 'outdated') => void
  readonly onKeepingChanged: (keeping: boolean) => void
  /** Changes are on their way to IndexedDB: closing or reloading the page now would lose them. */
  readonly onStoringChanged: (storing: boolean) => void
  readonly onChangedElsewhere: (change: DemoStoreMessage['kind']) => void
  /** The backend's reset (memory db resetToSeed), once it has loaded. */
  readonly bindReset: (reset: () => Promise<void>) => void
}

/** The sessionStorage entry of the sensitive values (the key the localStorage state had, plus a suffix). */
export const sensitiveKeyOf = (key: string): string => `${key}.sensitive`

export type DemoNoticeKind = 'reset' | 'resetElsewhere' | 'discardedUnreadable' | 'discardedOutdated' | 'keptAgain'

export interface DemoStatus {
  /** What to announce; `id` grows with each notice, so the same text said twice is announced twice. */
  readonly notice: { readonly kind: DemoNoticeKind; readonly id: number } | null
  /** Grows whenever the data changed outside this tab's calls (a reset here or elsewhere, another tab's change). */
  readonly revision: number
  /** false while changes cannot be written (a full or blocked storage): they live in this tab's memory only. */
  readonly keeping: boolean
}

/** How much the browser gives this origin and how much of it is used (navigator.storage.estimate), in bytes. */
export interface DemoStorageSpace {
  readonly usage: number
  readonly quota: number
  /** Whether the browser promised not to clear the demo's data under storage pressure. */
  readonly persisted: boolean
}

export interface DemoStorage {
  readonly port: DemoStatePort
  /** The seed again, here and in every other tab; announced when done. */
  readonly reset: () => Promise<void>
  /** For useSyncExternalStore. */
  readonly subscribe: (listener: () => void) => () => void
  readonly status: () => DemoStatus
  /** The space used and left; undefined where the browser does not say. */
  readonly space: () => Promise<DemoStorageSpace | undefined>
}

/** The browser's APIs the demo storage uses; each may be missing (or refused: a blocked storage throws on access). */
export interface DemoBrowser {
  readonly indexedDb: () => DemoStatePort['indexedDb']
  readonly localStorage: () => Storage | undefined
  readonly sessionStorage: () => Storage | undefined
  readonly channel: () => DemoStoreChannel | undefined
  readonly storageManager: () => Pick<StorageManager, 'estimate' | 'persist' | 'persisted'> | undefined
  /** The window, for the question before it unloads. */
  readonly page: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined
}

/**
 * The browser's own question before a page unloads ("Website verlassen?"), asked only while changes are on their way
 * to IndexedDB (a 5 MB import's 40,000 records take seconds): a reload then would lose them.
 */
const askBeforeUnload = (event: BeforeUnloadEvent): void => {
  event.preventDefault()
}

const textIn = (storage: () => Storage | undefined, key: string): DemoTextStorage => ({
  read: () => storage()?.getItem(key) ?? null,
  write: (text) => storage()?.setItem(key, text),
  remove: () => storage()?.removeItem(key),
})

const isStoreMessage = (value: unknown): value is DemoStoreMessage => {
  if (typeof value !== 'object' || value === null) return false
  const { kind, parts } = value as { kind?: unknown; parts?: unknown }
  return kind === 'reset' || (kind === 'changed' && Array.isArray(parts) && parts.every((p) => typeof p === 'string'))
}

/** A channel between this origin's tabs; messages that are not the store's are ignored. */
export const broadcastStoreChannel = (name: string): DemoStoreChannel | undefined => {
  if (typeof BroadcastChannel === 'undefined') return undefined
  const channel = new BroadcastChannel(name)
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isStoreMessage(event.data)) listener(event.data)
      }
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}

export const createDemoStorage = (browser: DemoBrowser, databaseName: string = DEMO_STATE_DATABASE_NAME): DemoStorage => {
  let status: DemoStatus = { notice: null, revision: 0, keeping: true }
  let noticeId = 0
  const listeners = new Set<() => void>()
  const update = (next: Partial<DemoStatus>) => {
    status = { ...status, ...next }
    for (const listener of listeners) listener()
  }
  const notice = (kind: DemoNoticeKind) => ({ kind, id: (noticeId += 1) })

  let bindReset: (reset: () => Promise<void>) => void = () => undefined
  const backendReset = new Promise<() => Promise<void>>((resolve) => (bindReset = resolve))
  let persistAsked = false

  const port: DemoStatePort = {
    indexedDb: browser.indexedDb(),
    databaseName,
    channel: browser.channel(),
    sensitive: textIn(browser.sessionStorage, sensitiveKeyOf(DEMO_STATE_STORAGE_KEY)),
    legacy: textIn(browser.localStorage, DEMO_STATE_STORAGE_KEY),
    onStoredStateDiscarded: (problem) => update({ notice: notice(problem === 'outdated' ? 'discardedOutdated' : 'discardedUnreadable') }),
    onKeepingChanged: (keeping) => {
      update({ keeping, ...(keeping ? { notice: notice('keptAgain') } : {}) })
      // The first kept change: ask the browser not to clear the demo's data under storage pressure (a hint only).
      if (keeping && !persistAsked) {
        persistAsked = true
        void browser.storageManager()?.persist().catch(() => false)
      }
    },
    onStoringChanged: (storing) => {
      const page = browser.page()
      if (storing) page?.addEventListener('beforeunload', askBeforeUnload)
      else page?.removeEventListener('beforeunload', askBeforeUnload)
    },
    onChangedElsewhere: (change) =>
      update({ revision: status.revision + 1, ...(change === 'reset' ? { notice: notice('resetElsewhere') } : {}) }),
    bindReset: (reset) => bindReset(reset),
  }

  return {
    port,
    reset: async () => {
      const reset = await backendReset
      await reset()
      update({ revision: status.revision + 1, notice: notice('reset') })
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    status: () => status,
    space: async () => {
      const manager = browser.storageManager()
      if (manager === undefined) return undefined
      try {
        const [estimate, persisted] = await Promise.all([manager.estimate(), manager.persisted()])
        return estimate.usage === undefined || estimate.quota === undefined ? undefined : { usage: estimate.usage, quota: estimate.quota, persisted }
      } catch {
        return undefined
      }
    },
  }
}

/** A browser API, or undefined where it is missing or refused (a blocked storage throws on access). */
const refusedAsMissing =
  <A>(get: () => A | undefined) =>
  (): A | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : get()
    } catch {
      return undefined
    }
  }

/** The page's browser APIs. */
export const pageBrowser: DemoBrowser = {
  indexedDb: refusedAsMissing(() =>
    typeof indexedDB === 'undefined' || typeof IDBKeyRange === 'undefined' ? undefined : { indexedDB, IDBKeyRange },
  ),
  localStorage: refusedAsMissing(() => window.localStorage),
  sessionStorage: refusedAsMissing(() => window.sessionStorage),
  channel: refusedAsMissing(() => broadcastStoreChannel(DEMO_STATE_CHANNEL_NAME)),
  storageManager: refusedAsMissing(() => (typeof navigator === 'undefined' ? undefined : navigator.storage)),
  page: refusedAsMissing(() => window),
}

/** The app's demo storage: this origin's IndexedDB, shared by all its tabs; the sensitive values in this tab's sessionStorage. */
export const browserDemoStorage: DemoStorage = createDemoStorage(pageBrowser)
