/**
 * Issue 24: the demo's memory db in a worker. The page's side (demo-worker-backend.ts) and the worker's
 * (demo-worker-host.ts) joined by a stand-in worker that copies every message as postMessage does (structuredClone) and
 * delivers it in a task of its own. What the demo does in one thread it does so: answers, what it keeps across a
 * reload, the header's news, the sensitive values in this tab's sessionStorage, the organisations and the reset; an
 * aborted call answers ABORTED; a worker that cannot start leaves every call to this thread, none lost.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { ABORTED, NETWORK_FAILURE, fixedClock, type Backend } from '@kontor/core'
import { DEMO_ORGANISATION_IDS, demoFinancialAccounts } from '@kontor/fixtures'
import * as E from 'fp-ts/lib/Either.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeIndexedDbGlobals } from '../test/fake-indexeddb.ts'
import { TEST_NOW } from '../test/render-app.tsx'
import { createDemoBackend } from './demo-backend.ts'
import { createDemoStorage, type DemoBrowser, type DemoStorage } from './demo-storage.ts'
import { createWorkerDemoBackend } from './demo-worker-backend.ts'
import { startDemoWorker, type DemoWorker } from './demo-worker-start.ts'
import { standInWorker, type StandInWorker } from '../test/demo-worker-stand-in.ts'


installFakeIndexedDbGlobals()

const clock = fixedClock(TEST_NOW)

let indexedDb: { readonly indexedDB: IDBFactory; readonly IDBKeyRange: typeof IDBKeyRange }

const browser = (): DemoBrowser => ({
  indexedDb: () => indexedDb,
  localStorage: () => localStorage,
  sessionStorage: () => sessionStorage,
  channel: () => undefined,
  storageManager: () => undefined,
  page: () => undefined,
})

/** A worker whose script cannot load: it says so with an error event and never answers. */
const workerThatCannotLoad = (): StandInWorker & { readonly fail: () => void } => {
  const errors = new Set<() => void>()
  let terminated = false
  const posted: unknown[] = []
  const worker = {
    postMessage: (message: unknown) => void posted.push(message),
    terminate: () => {
      terminated = true
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'error') errors.add(listener)
    },
  } as unknown as DemoWorker
  return { worker, posted, said: [], terminated: () => terminated, fail: () => errors.forEach((listener) => listener()) }
}

const accountNames = async (backend: Backend): Promise<ReadonlyArray<string>> => {
  const result = await backend.banking.listFinancialAccounts({})()
  if (E.isLeft(result)) throw new Error(`the demo answers the account list: ${JSON.stringify(result.left)}`)
  return result.right.map((a) => a.name)
}

const addAccount = async (backend: Backend, name: string) => {
  const result = await backend.banking.createFinancialAccount({ name, type: 'GIRO' })()
  expect(E.isRight(result)).toBe(true)
}

const SEED_NAMES = demoFinancialAccounts.map((a) => a.name)

const inWorker = (storage: DemoStorage, standIn: StandInWorker = standInWorker(indexedDb)) => createWorkerDemoBackend(clock, storage.port, () => startDemoWorker(storage.port, () => standIn.worker))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  indexedDb = { indexedDB: new IDBFactory(), IDBKeyRange }
})

describe('the demo backend in a worker', () => {

  it('answers as the demo in this thread does, and starts with what the page keeps for this tab (sessionStorage)', async () => {
    sessionStorage.setItem('kontor.demo.state.sensitive', '{"onboarding":{}}')
    const standIn = standInWorker(indexedDb)
    const backend = inWorker(createDemoStorage(browser()), standIn).backend
    expect(await accountNames(backend)).toEqual(await accountNames(createDemoBackend(clock, undefined).backend))
    expect(standIn.posted[0]).toMatchObject({ kind: 'start', sensitive: '{"onboarding":{}}', indexedDb: true, legacy: null })
  })

  it('decodes in the page: a request with a query reaches the db as sent (URLSearchParams travel as text)', async () => {
    const backend = inWorker(createDemoStorage(browser())).backend
    const found = await backend.banking.searchBanks('Sparkasse KölnBonn')()
    expect(E.isRight(found) && found.right.some((bank) => bank.bankName.startsWith('Sparkasse KölnBonn'))).toBe(true)
  })

  it('an aborted call answers ABORTED at once, as an HTTP call does; one aborted before is not sent', async () => {
    const backend = inWorker(createDemoStorage(browser())).backend
    const controller = new AbortController()
    const answer = backend.banking.listFinancialAccounts({}, { signal: controller.signal })()
    controller.abort()
    expect(await answer).toEqual(E.left(ABORTED))
    const standIn = standInWorker(indexedDb)
    const late = inWorker(createDemoStorage(browser()), standIn).backend
    expect(await late.banking.listFinancialAccounts({}, { signal: controller.signal })()).toEqual(E.left(ABORTED))
    expect(standIn.posted.filter((m) => (m as { kind: string }).kind === 'call')).toHaveLength(0)
  })



  it('lists and switches the demo organisations in the worker', async () => {
    const { organisations } = inWorker(createDemoStorage(browser()))
    const list = await organisations.list()
    expect(list.activeId).toBe(DEMO_ORGANISATION_IDS.normal)
    const other = list.organisations.find((o) => o.id !== DEMO_ORGANISATION_IDS.normal)
    if (other === undefined) throw new Error('the demo has more than one organisation')
    await organisations.switchTo(other.id)
    expect((await organisations.list()).activeId).toBe(other.id)
    // Kept: a reload (a new worker over the same database) starts in it.
    expect((await inWorker(createDemoStorage(browser())).organisations.list()).activeId).toBe(other.id)
    await expect(organisations.switchTo('no-such-organisation')).rejects.toThrow()
  })

  it('keeps what the worker says before its client listens: a worker ready before stays the demo’s after an error', async () => {
    const storage = createDemoStorage(browser())
    const standIn = standInWorker(indexedDb)
    const started = startDemoWorker(storage.port, () => standIn.worker)
    // The client's code loads later than the worker speaks.
    await vi.waitFor(() => expect(standIn.said).toContainEqual({ kind: 'ready' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    const { backend } = createWorkerDemoBackend(clock, storage.port, () => started)
    standIn.fail()
    await addAccount(backend, 'Kasse im Worker')
    expect(standIn.terminated()).toBe(false)
    expect(standIn.posted.filter((m) => (m as { kind: string }).kind === 'call')).toHaveLength(1)
  })

  it('a worker that cannot load leaves the demo to this thread: the calls asked before are answered, none lost', async () => {
    const broken = workerThatCannotLoad()
    const { port } = createDemoStorage(browser())
    const { backend } = createWorkerDemoBackend(clock, port, () => startDemoWorker(port, () => broken.worker))
    const asked = accountNames(backend)
    broken.fail()
    expect(await asked).toEqual(SEED_NAMES)
    expect(broken.terminated()).toBe(true)
    await addAccount(backend, 'Kasse ohne Worker')
    expect(await accountNames(backend)).toContain('Kasse ohne Worker')
  })

  it('answers as an unreachable server where not even the page can run the demo (its code failed to load)', async () => {
    const { port } = createDemoStorage(browser())
    const { backend } = createWorkerDemoBackend(
      clock,
      port,
      () => {
        throw new Error('no module workers')
      },
      () => Promise.reject(new Error('chunk failed')),
    )
    expect(await backend.banking.listFinancialAccounts({})()).toEqual(E.left(NETWORK_FAILURE))
  })

  it('a Worker that cannot even be made leaves the demo to this thread', async () => {
    const { backend } = createWorkerDemoBackend(clock, createDemoStorage(browser()).port, () => {
      throw new Error('no module workers')
    })
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
  })
})
