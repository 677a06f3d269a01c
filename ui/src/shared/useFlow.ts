/**
 * Runs a core flow (a pure `transition(state, event) -> [state, effects]`) inside a dialog: the state lives as long as
 * the component, every effect gets the dialog's AbortSignal, and unmounting aborts all of them (ARCHITECTURE.md: closing
 * a dialog stops what it started). Every dialog and wizard with a core flow runs it here (the add-account wizard, the
 * bank credentials, the account's edit and deletion, the transfer, the CSV import, the onboarding wizards …).
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export interface FlowRuntime<Event, State = unknown> {
  readonly dispatch: (event: Event) => void
  /** Aborted when the component unmounts. */
  readonly signal: AbortSignal
  /** The state the effect was returned with (the render's state may be older). */
  readonly state: State
}

export type FlowTransition<State, Effect> = readonly [State, ReadonlyArray<Effect>]

/**
 * Runs `fn` once for the mount that stays. React's StrictMode mounts, unmounts and mounts again in one go; the task
 * waits one microtask, by which time the first mount's signal is aborted, so a POST is never sent twice.
 */
const afterStrictModeRemount = (signal: AbortSignal, fn: () => void): void => {
  void Promise.resolve().then(() => {
    if (!signal.aborted) fn()
  })
}

/**
 * Runs a task once per mount, with a signal that aborts on unmount (see afterStrictModeRemount).
 * @example useMountTask((signal) => void load(signal))
 */
export const useMountTask = (task: (signal: AbortSignal) => void): void => {
  const taskRef = useRef(task)
  useEffect(() => {
    taskRef.current = task
  })
  useEffect(() => {
    const controller = new AbortController()
    afterStrictModeRemount(controller.signal, () => taskRef.current(controller.signal))
    return () => controller.abort()
  }, [])
}

/**
 * The flow's state and a dispatch. `start` is called once (its effects run after mounting); `runEffect` is read
 * fresh for every effect, so it may close over the latest props. Events after unmounting are dropped.
 */
export const useFlow = <State, Event, Effect>(
  start: () => FlowTransition<State, Effect>,
  transition: (state: State, event: Event) => FlowTransition<State, Effect>,
  runEffect: (effect: Effect, runtime: FlowRuntime<Event, State>) => void | Promise<void>,
): { readonly state: State; readonly dispatch: (event: Event) => void } => {
  const [initial] = useState(start)
  const [state, setState] = useState<State>(initial[0])
  const stateRef = useRef<State>(initial[0])
  const transitionRef = useRef(transition)
  const runRef = useRef(runEffect)
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => {
    transitionRef.current = transition
    runRef.current = runEffect
  })

  const dispatch = useCallback(function dispatchEvent(event: Event): void {
    const controller = controllerRef.current
    if (controller === null || controller.signal.aborted) return
    const [next, effects] = transitionRef.current(stateRef.current, event)
    if (next !== stateRef.current) {
      stateRef.current = next
      setState(next)
    }
    for (const effect of effects) void runRef.current(effect, { dispatch: dispatchEvent, signal: controller.signal, state: next })
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    controllerRef.current = controller
    afterStrictModeRemount(controller.signal, () => {
      for (const effect of initial[1]) void runRef.current(effect, { dispatch, signal: controller.signal, state: initial[0] })
    })
    return () => controller.abort()
  }, [initial, dispatch])

  return { state, dispatch }
}
