/**
 * Seed data that loads when first needed (the bank directory, the transaction data, the onboarding directory): the
 * demo's first load stays small, and the operations that read such data wait for it. One way for all of them.
 */
import { NETWORK_FAILURE, type BackendError } from '@kontor/core'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { MemoryState } from './store/state.ts'

/** Resolves in a task of its own: long work in steps gives the page a turn between them (paint, input). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A `ready(state)` that runs `load` once per state and `keep`s its result; concurrent callers share the running load,
 * a failed one is forgotten so the next call tries again. `load` undefined: nothing to wait for.
 */
export const loadOncePerState = <A>(
  loadOf: (state: MemoryState) => (() => Promise<A>) | undefined,
  keep: (state: MemoryState, loaded: A) => void,
): ((state: MemoryState) => Promise<void>) => {
  const loads = new WeakMap<MemoryState, Promise<void>>()
  return (state) => {
    const load = loadOf(state)
    if (load === undefined) return Promise.resolve()
    const running = loads.get(state)
    if (running !== undefined) return running
    const ready = load().then((loaded) => keep(state, loaded))
    loads.set(state, ready)
    ready.catch(() => loads.delete(state))
    return ready
  }
}

/** An operation that waits for `ready` first; data that cannot be loaded answers as an unreachable server does. */
export const afterReady =
  (ready: () => Promise<void>) =>
  <Args extends ReadonlyArray<unknown>, A>(operation: (...args: Args) => TE.TaskEither<BackendError, A>) =>
  (...args: Args): TE.TaskEither<BackendError, A> =>
    pipe(
      TE.tryCatch(ready, (): BackendError => NETWORK_FAILURE),
      TE.chain(() => operation(...args)),
    )

/** Every operation of a port, waiting for `ready` first (afterReady). */
export const everyOperationAfter =
  (ready: () => Promise<void>) =>
  <P extends object>(port: P): P => {
    const waitingFor = afterReady(ready)
    return Object.fromEntries(
      Object.entries(port as Readonly<Record<string, (...args: ReadonlyArray<unknown>) => TE.TaskEither<BackendError, unknown>>>).map(
        ([name, operation]) => [name, waitingFor(operation)],
      ),
    ) as P
  }

/**
 * Every operation of a port answering only once `settled` has resolved after it: the demo's store has kept what the
 * call changed (or said that it could not), so no success is shown for a change a reload would not find.
 */
export const everyOperationKeptBy =
  (settled: () => Promise<void>) =>
  <P extends object>(port: P): P =>
    Object.fromEntries(
      Object.entries(port as Readonly<Record<string, (...args: ReadonlyArray<unknown>) => TE.TaskEither<BackendError, unknown>>>).map(
        ([name, operation]) => [
          name,
          (...args: ReadonlyArray<unknown>) =>
            () =>
              operation(...args)().then(async (answer) => {
                await settled()
                return answer
              }),
        ],
      ),
    ) as P
