/** The demo's backend worker (demo-worker-host.ts; started by demo-worker-backend.ts). */
import { DEMO_STATE_CHANNEL_NAME } from './constants.ts'
import { broadcastStoreChannel } from './demo-storage.ts'
import { serveDemoBackend, type DemoWorkerScope } from './demo-worker-host.ts'

const scope = globalThis as unknown as Omit<DemoWorkerScope, 'channel'>

serveDemoBackend({
  get onmessage() {
    return scope.onmessage
  },
  set onmessage(handler) {
    scope.onmessage = handler
  },
  postMessage: (message) => scope.postMessage(message),
  // Read where the host asks, inside its guard: a storage the browser blocks may throw on access.
  get indexedDB() {
    return scope.indexedDB
  },
  get IDBKeyRange() {
    return scope.IDBKeyRange
  },
  channel: () => broadcastStoreChannel(DEMO_STATE_CHANNEL_NAME),
})
