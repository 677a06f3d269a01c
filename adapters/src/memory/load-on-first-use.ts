/**
 * Seed data that loads when first needed (the bank directory, the transaction data, the onboarding directory): the
 * demo's first load stays small, and the operations that read such data wait for it. One way for all of them.
 */
import { NETWORK_FAILURE, type BackendError } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
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

/** An answer that waits for `ready` first; data that cannot be loaded answers as an unreachable server does. */
export const afterReadyPromise = <A>(ready: () => Promise<void>, answer: () => Promise<E.Either<BackendError, A>>): Promise<E.Either<BackendError, A>> =>
  ready().then(answer, (): E.Either<BackendError, A> => E.left(NETWORK_FAILURE))
