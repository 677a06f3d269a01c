/**
 * Starts the demo's backend worker (demo-backend.worker.ts) as early as the page can: backend.ts calls it beside the
 * first render, so the worker loads its code and opens the demo's database while the page loads the worker's client
 * (demo-worker-backend.ts). Its first message is the start, with what the page's storage holds for it.
 */
import type { DemoStatePort, DemoTextStorage } from './demo-storage.ts'
import type { FromDemoWorker, ToDemoWorker } from './demo-worker-messages.ts'

/** The worker as the demo uses it: a Worker, or a stand-in in tests. */
export type DemoWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>

/**
 * A started worker whose news wait for their listener: the worker may speak (ready, a notice about the stored state)
 * before the page has loaded the client that listens, and an event with no listener is gone.
 */
export interface StartedDemoWorker {
  readonly postMessage: (message: ToDemoWorker) => void
  readonly terminate: () => void
  /** From now on every message and error goes to these, those that came before first. */
  readonly listen: (onMessage: (message: FromDemoWorker) => void, onError: () => void) => void
}

/** A storage of the browser that may throw (blocked, full): what cannot be read counts as nothing there. */
const readOrNull = (storage: DemoTextStorage): string | null => {
  try {
    return storage.read()
  } catch {
    return null
  }
}

/** Vite sees the `new Worker(new URL(…))` expression and bundles the worker into chunks of its own. */
export const startDemoWorker = (
  port: DemoStatePort,
  create: () => DemoWorker = () => new Worker(new URL('./demo-backend.worker.ts', import.meta.url), { type: 'module', name: 'kontor-demo-backend' }),
): StartedDemoWorker => {
  const worker = create()
  const early: Array<{ readonly message: FromDemoWorker } | { readonly error: true }> = []
  let onMessage: (message: FromDemoWorker) => void = (message) => void early.push({ message })
  let onError: () => void = () => void early.push({ error: true })
  worker.addEventListener('message', (event: MessageEvent<FromDemoWorker>) => onMessage(event.data))
  worker.addEventListener('error', () => onError())
  worker.postMessage({
    kind: 'start',
    databaseName: port.databaseName,
    indexedDb: port.indexedDb !== undefined,
    sensitive: readOrNull(port.sensitive),
    legacy: readOrNull(port.legacy),
  } satisfies ToDemoWorker)
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    listen: (message, error) => {
      onMessage = message
      onError = error
      for (const event of early.splice(0)) if ('message' in event) message(event.message)
      else error()
    },
  }
}
