/**
 * The IndexedDB store when a transaction ends early (another tab's upgrade closes this connection, the browser aborts
 * it): the call rejects once, through tx.done, and none of its requests is left as an unhandled rejection. vitest
 * fails a run on an unhandled rejection, so each case here would fail if one were left.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createIdbMemoryStore } from './idb-store.ts'
import { NO_WRITE } from './record-store.ts'
import './testing.ts'

/** A factory whose connections abort every transaction they start while `armed` is true. */
const abortingFactory = () => {
  const factory = new IDBFactory()
  const control = { armed: false }
  const open = factory.open.bind(factory)
  const indexedDB = Object.assign(Object.create(factory) as IDBFactory, {
    open: (name: string, version?: number) => {
      const request = open(name, version)
      request.addEventListener('success', () => {
        const db = request.result
        const transaction = db.transaction.bind(db)
        db.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
          const tx = transaction(...args)
          if (control.armed) queueMicrotask(() => tx.abort())
          return tx
        }) as IDBDatabase['transaction']
      })
      return request
    },
  })
  return { globals: { indexedDB, IDBKeyRange }, control }
}

describe('the IndexedDB store, its transaction aborted', () => {
  it.each([
    ['clear', (store: ReturnType<typeof createIdbMemoryStore>) => store.clear()],
    ['setAside', (store: ReturnType<typeof createIdbMemoryStore>) => store.setAside('unreadable')],
    ['write', (store: ReturnType<typeof createIdbMemoryStore>) => store.write({ ...NO_WRITE, values: [['hub', { a: 1 }]], dropped: ['accounts'] })],
    ['readValues', (store: ReturnType<typeof createIdbMemoryStore>) => store.readValues()],
    ['readRecords', (store: ReturnType<typeof createIdbMemoryStore>) => store.readRecords('transactions')],
  ] as const)('%s rejects, and leaves no request unhandled', async (_name, call) => {
    const { globals, control } = abortingFactory()
    const store = createIdbMemoryStore(globals, 'kontor-abort')
    await store.write({ ...NO_WRITE, values: [['accounts', [1]]] })
    control.armed = true
    await expect(call(store)).rejects.toBeDefined()
    // The requests' own rejections come in later tasks.
    await new Promise((resolve) => setTimeout(resolve, 20))
    control.armed = false
    expect(await store.readValues()).toBeInstanceOf(Map)
  })
})
