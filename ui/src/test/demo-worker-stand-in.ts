/**
 * A stand-in for the demo's backend worker: the host (app/demo-worker-host.ts) running in this thread, every message
 * copied as postMessage copies it (structuredClone) and delivered in a task of its own, as between threads.
 */
import type { DemoStoreChannel } from '../app/demo-storage.ts'
import type { DemoWorker } from '../app/demo-worker-start.ts'
import { serveDemoBackend } from '../app/demo-worker-host.ts'

export interface StandInWorker {
  readonly worker: DemoWorker
  /** What the page posted, in order. */
  readonly posted: ReadonlyArray<unknown>
  /** What the worker posted, in order. */
  readonly said: ReadonlyArray<unknown>
  readonly terminated: () => boolean
  /** An error event, as a worker's task that threw sends one. */
  readonly fail: () => void
}

type Listener = (event: { data: unknown }) => void

export const standInWorker = (
  indexedDb: { readonly indexedDB: IDBFactory; readonly IDBKeyRange: typeof IDBKeyRange } | undefined,
  channel: () => DemoStoreChannel | undefined = () => undefined,
): StandInWorker => {
  const listeners = new Map<string, Set<Listener>>()
  const posted: unknown[] = []
  const said: unknown[] = []
  let terminated = false
  const later = (deliver: () => void) =>
    setTimeout(() => {
      if (!terminated) deliver()
    }, 0)
  const scope: Parameters<typeof serveDemoBackend>[0] = {
    onmessage: null,
    postMessage: (message) => {
      said.push(message)
      later(() => listeners.get('message')?.forEach((listener) => listener({ data: structuredClone(message) })))
    },
    indexedDB: indexedDb?.indexedDB,
    IDBKeyRange: indexedDb?.IDBKeyRange,
    channel,
  }
  serveDemoBackend(scope)
  const worker = {
    postMessage: (message: unknown) => {
      posted.push(message)
      later(() => scope.onmessage?.({ data: structuredClone(message) } as MessageEvent))
    },
    terminate: () => {
      terminated = true
    },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
  }
  return {
    worker: worker as unknown as DemoWorker,
    posted,
    said,
    terminated: () => terminated,
    fail: () => listeners.get('error')?.forEach((listener) => listener({ data: undefined })),
  }
}
