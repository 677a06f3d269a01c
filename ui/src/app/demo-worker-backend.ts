/**
 * Issue 24 "the page stays usable at real size": demo mode's backend on the page's side, its memory db in a Web
 * Worker (demo-backend.worker.ts). The ports post each call as plain data and decode the wire answer here
 * (adapters' posted calls), so the page holds only what it shows: a 5 MB statement's read, its import and the
 * 40,000 records it writes happen in the worker's heap and thread.
 *
 * The worker's news reach the demo storage's port (demo-storage.ts): what the header announces, the question before
 * unloading while changes are on their way, the sensitive values this tab's sessionStorage keeps.
 *
 * A worker that cannot start (no module workers, its script not loading) leaves the demo to this thread
 * (demo-backend.ts openDemoInThread): the calls it had not answered are answered here, none is lost. A worker that
 * has started and throws somewhere stays: its calls are answered one by one, each failure answered as such.
 */
import { backendOverPostedCalls, type PostedCall, type WireAnswer } from '@kontor/adapters/memory/posted'
import { ABORTED, NETWORK_FAILURE, type CallOptions, type Clock } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { DemoBackend, InThreadDemo } from './demo-backend.ts'
import type { DemoOrganisationsPort } from './demo-organisations.ts'
import type { DemoStatePort } from './demo-storage.ts'
import type { StartedDemoWorker } from './demo-worker-start.ts'
import type { FromDemoWorker, ToDemoWorker } from './demo-worker-messages.ts'

const inThreadModule = (): Promise<typeof import('./demo-backend.ts')> => import('./demo-backend.ts')

type Settled = Extract<FromDemoWorker, { kind: 'answer' | 'done' }>

interface Pending {
  readonly settle: (message: Settled) => void
  /** Answers the request in this thread instead: the worker could not start. */
  readonly inThread: (demo: InThreadDemo) => void
}

const tryTo = (write: () => void): void => {
  try {
    write()
  } catch {
    // This tab's sessionStorage refused: the sensitive values live in the worker's memory only, as before a reload.
  }
}

/**
 * The demo over its worker, `startWorker` giving it started (demo-worker-start.ts; it may throw where no worker can
 * be made).
 */
export const createWorkerDemoBackend = (
  clock: Clock,
  port: DemoStatePort,
  startWorker: () => StartedDemoWorker,
  loadInThread: () => Promise<Pick<typeof import('./demo-backend.ts'), 'openDemoInThread'>> = inThreadModule,
): DemoBackend => {
  let worker: StartedDemoWorker | undefined
  let ready = false
  let nextId = 0
  const pending = new Map<number, Pending>()

  let here: Promise<InThreadDemo> | undefined
  const inThread = (): Promise<InThreadDemo> => (here ??= loadInThread().then((demo) => demo.openDemoInThread(clock, port)))

  /** The worker could not start: it is ended, and what it was asked is answered here. */
  const giveUp = () => {
    worker?.terminate()
    worker = undefined
    const orphans = [...pending.values()]
    pending.clear()
    void inThread().then((demo) => {
      for (const request of orphans) request.inThread(demo)
    })
  }

  const hear = (message: FromDemoWorker): void => {
    switch (message.kind) {
      case 'ready':
        ready = true
        return
      case 'answer':
      case 'done':
        return pending.get(message.id)?.settle(message)
      case 'discarded':
        return port.onStoredStateDiscarded(message.problem)
      case 'keeping':
        return port.onKeepingChanged(message.keeping)
      case 'storing':
        return port.onStoringChanged(message.storing)
      case 'changedElsewhere':
        return port.onChangedElsewhere(message.change)
      case 'sensitive': {
        const { text } = message
        return tryTo(() => (text === null ? port.sensitive.remove() : port.sensitive.write(text)))
      }
      case 'legacyRemoved':
        return tryTo(() => port.legacy.remove())
    }
  }

  try {
    worker = startWorker()
    // Before it is ready, an error is a worker that could not load; after, one of its tasks threw and it runs on.
    worker.listen(hear, () => {
      if (!ready) giveUp()
    })
  } catch {
    worker = undefined
  }

  /** One request: to the worker while there is one, else answered here. */
  const request = <A>(
    toWorker: (id: number) => ToDemoWorker,
    fromWorker: (message: Settled) => A | Promise<A>,
    inThisThread: (demo: InThreadDemo) => Promise<A>,
    cancel?: { readonly signal: CallOptions['signal']; readonly aborted: A },
  ): Promise<A> => {
    const to = worker
    if (to === undefined) return inThread().then(inThisThread)
    if (cancel !== undefined && cancel.signal?.aborted === true) return Promise.resolve(cancel.aborted)
    const signal = cancel?.signal
    const id = (nextId += 1)
    return new Promise<A>((resolve) => {
      // As an HTTP call: the caller hears at once, the worker stops what it can.
      const abort = () => {
        worker?.postMessage({ kind: 'abort', id } satisfies ToDemoWorker)
        if (cancel !== undefined) finish(cancel.aborted)
      }
      const finish = (answer: A | Promise<A>) => {
        pending.delete(id)
        signal?.removeEventListener('abort', abort)
        resolve(answer)
      }
      pending.set(id, { settle: (message) => finish(fromWorker(message)), inThread: (demo) => finish(inThisThread(demo)) })
      signal?.addEventListener('abort', abort)
      to.postMessage(toWorker(id))
    })
  }

  const demoDone = (message: Settled): Promise<Extract<Settled, { kind: 'done' }>> =>
    message.kind === 'done' && message.failed === undefined ? Promise.resolve(message) : Promise.reject(new Error(message.kind === 'done' ? message.failed : 'no answer'))

  // A port call never rejects: where the page cannot even load the demo (its chunk failed), it answers as an
  // unreachable server does.
  const post = (call: PostedCall, opts?: CallOptions): Promise<WireAnswer> =>
    request(
      (id) => ({ kind: 'call', id, call }),
      (message) => (message.kind === 'answer' ? message.answer : E.left(NETWORK_FAILURE)),
      (demo) => demo.post(call, opts),
      { signal: opts?.signal, aborted: E.left(ABORTED) },
    ).catch((): WireAnswer => E.left(NETWORK_FAILURE))

  const organisations: DemoOrganisationsPort = {
    list: () =>
      request(
        (id) => ({ kind: 'organisations', id }),
        (message) => demoDone(message).then((done) => done.organisations ?? Promise.reject(new Error('no organisations'))),
        (demo) => demo.organisations.list(),
      ),
    switchTo: (organisationId) =>
      request(
        (id) => ({ kind: 'switchOrganisation', id, organisationId }),
        (message) => demoDone(message).then(() => undefined),
        (demo) => demo.organisations.switchTo(organisationId),
      ),
  }

  port.bindReset(() =>
    request(
      (id) => ({ kind: 'reset', id }),
      (message) => demoDone(message).then(() => undefined),
      (demo) => demo.reset(),
    ),
  )

  return { backend: backendOverPostedCalls(post, clock), organisations }
}
