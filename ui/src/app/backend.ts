/**
 * The composition root: the only place that chooses adapters. Demo mode (memory, the default) needs no server;
 * VITE_KONTOR_BACKEND=http talks to the REST API. The app's build carries one adapter only and loads it beside the
 * first render (createBuildBackend); tests build either at once (createBackend).
 */
import { NETWORK_FAILURE, type Backend, type BackendError, type Clock } from '@kontor/core'
import type * as E from 'fp-ts/lib/Either.js'
import type { DemoBackend } from './demo-backend.ts'
import { registerDemoOrganisations, type DemoOrganisationsPort } from './demo-organisations.ts'
import { browserDemoStorage, type DemoStatePort, type DemoStorage } from './demo-storage.ts'
import { startDemoWorker, type StartedDemoWorker } from './demo-worker-start.ts'

export type BackendConfig = { readonly mode: 'memory' } | { readonly mode: 'http'; readonly baseUrl: string }

export const readBackendConfig = (env: ImportMetaEnv, pageOrigin: string): BackendConfig =>
  env.VITE_KONTOR_BACKEND === 'http' ? { mode: 'http', baseUrl: env.VITE_KONTOR_API_URL ?? pageOrigin } : { mode: 'memory' }

/**
 * The machine's clock, as the adapters' systemClock is (the reference server's). This module cannot take that one:
 * a static import of the memory adapter would keep the adapter in the first load, however it is imported below.
 */
const pageClock: Clock = { now: () => new Date() }

/**
 * Either adapter, as the config says (tests build both); like the app's, it loads beside the first render. The demo
 * keeps its data in `demoStorage` when given one (the app passes the browser's), else in memory only.
 */
export const createBackend = (config: BackendConfig, clock: Clock = pageClock, demoStorage?: DemoStorage): Backend =>
  config.mode === 'http'
    ? deferredBackend(
        () => import('@kontor/adapters/http').then((http) => http.createHttpBackend({ baseUrl: config.baseUrl }, clock)),
        clock,
      )
    : deferredDemoBackend(clock, demoStorage)

/**
 * Demo mode: the memory adapter with the demo organisation and the CSV reader's worker (demo-backend.ts), loaded here
 * as one piece (one dynamic import keeps the first chunk small), its state kept through
 * the demo storage's port (demo-storage.ts) so that it survives a reload and every tab sees the same data.
 */
const loadDemoBackend = (clock: Clock, demoStorage: DemoStorage | undefined): Promise<DemoBackend> =>
  // In a browser the memory db runs in a worker (issue 24: the page holds only what it shows); without Worker (the
  // UI's tests) or without a storage to keep it in, in this thread.
  typeof Worker === 'undefined' || demoStorage === undefined
    ? import('./demo-backend.ts').then((demo) => demo.createDemoBackend(clock, demoStorage?.port))
    : startedBeside(demoStorage.port, (start) => import('./demo-worker-backend.ts').then((demo) => demo.createWorkerDemoBackend(clock, demoStorage.port, start)))

/**
 * The worker starts now (its code loads and it opens the demo's database while the page loads the worker's client);
 * one that cannot be made is handed on as such, and the client runs the demo on the page.
 */
const startedBeside = <A>(port: DemoStatePort, load: (start: () => StartedDemoWorker) => Promise<A>): Promise<A> => {
  try {
    const started = startDemoWorker(port)
    return load(() => started)
  } catch (error: unknown) {
    return load(() => {
      throw error
    })
  }
}

/** A load done once; one that failed is forgotten, so the next call loads again. */
const once = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * Demo mode's backend (deferredBackend over the demo module), with the demo's organisation switching registered
 * under it (demo-organisations.ts demoOrganisationsOf): both wait for the same load.
 */
const deferredDemoBackend = (clock: Clock, demoStorage: DemoStorage | undefined): Backend => {
  const demo = once(() => loadDemoBackend(clock, demoStorage))
  const organisations: DemoOrganisationsPort = {
    list: () => demo().then((d) => d.organisations.list()),
    switchTo: (id) => demo().then((d) => d.organisations.switchTo(id)),
  }
  return registerDemoOrganisations(deferredBackend(() => demo().then((d) => d.backend), clock), organisations)
}

/**
 * The answer of every call whose adapter could not load. Written out rather than E.left(…): this module is part of
 * the first load of /, which carries no fp-ts.
 */
const UNREACHABLE_ADAPTER: E.Either<BackendError, never> = { _tag: 'Left', left: NETWORK_FAILURE }

type PortName = 'banking' | 'bankLookup' | 'transfers' | 'privileges' | 'transactions' | 'telemetry' | 'csvImport' | 'proposals' | 'hub' | 'onboarding'
type Operation = (...args: ReadonlyArray<unknown>) => () => Promise<E.Either<BackendError, unknown>>

/**
 * A backend whose adapter loads beside the first render, so the first screen does not wait for it (nor for the codecs,
 * fp-ts and decimal.js it decodes with, and in demo mode the demo data). Every operation waits for it; a load that
 * fails answers as an unreachable server would, and the next call loads again.
 */
export const deferredBackend = (load: () => Promise<Backend>, clock: Clock): Backend => {
  let loaded: Backend | undefined
  let loading: Promise<Backend> | undefined
  const adapter = () =>
    (loading ??= load().then(
      (backend) => (loaded = backend),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // Loading starts now, beside the first render, rather than with the first call; a failure waits for that call.
  adapter().catch(() => undefined)
  const call = (backend: Backend, name: PortName, operation: string, args: ReadonlyArray<unknown>) => {
    const run = (backend[name] as unknown as Readonly<Record<string, Operation | undefined>>)[operation]
    if (run === undefined) throw new Error(`${name}.${operation} is no port operation`)
    return run(...args)()
  }
  const port = <K extends PortName>(name: K): Backend[K] =>
    new Proxy({} as Backend[K], {
      get: (_port, operation) =>
        typeof operation !== 'string'
          ? undefined
          : (...args: ReadonlyArray<unknown>) =>
              () =>
                // Once the adapter is there, a call is the adapter's own, answering as soon as it would.
                loaded !== undefined
                  ? call(loaded, name, operation, args)
                  : adapter().then(
                      (backend) => call(backend, name, operation, args),
                      () => UNREACHABLE_ADAPTER,
                    ),
    })
  return {
    banking: port('banking'),
    bankLookup: port('bankLookup'),
    transfers: port('transfers'),
    privileges: port('privileges'),
    transactions: port('transactions'),
    telemetry: port('telemetry'),
    csvImport: port('csvImport'),
    proposals: port('proposals'),
    hub: port('hub'),
    onboarding: port('onboarding'),
    clock,
  }
}


/**
 * The backend this build was made for (main.tsx), as readBackendConfig reads the build's variables. Vite
 * writes VITE_KONTOR_BACKEND's value into the code when it builds, so the comparison below is decided then and the bundle
 * keeps only the adapter it names: the demo build has no HTTP client, the HTTP build no memory backend and no demo
 * data. The comparison stands here on purpose: behind a function such as readBackendConfig the bundler could not
 * decide it and would keep both adapters. The adapter loads beside the first render (deferredBackend).
 */
export const createBuildBackend = (pageOrigin: string, clock: Clock = pageClock, demoStorage: DemoStorage = browserDemoStorage): Backend =>
  import.meta.env.VITE_KONTOR_BACKEND === 'http'
    ? deferredBackend(
        () =>
          import('@kontor/adapters/http').then((http) =>
            http.createHttpBackend({ baseUrl: import.meta.env.VITE_KONTOR_API_URL ?? pageOrigin }, clock),
          ),
        clock,
      )
    : deferredDemoBackend(clock, demoStorage)
