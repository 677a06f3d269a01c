/**
 * The signal of a component's lifetime, for calls and waits started from event handlers: it aborts on unmount, so
 * closing a dialog stops everything it started. Before the component has mounted there is nothing to run, so the
 * signal given then is already aborted.
 */
import { useCallback, useEffect, useRef } from 'react'

export const useLifetimeSignal = (): (() => AbortSignal) => {
  const controllerRef = useRef<AbortController | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    controllerRef.current = controller
    return () => controller.abort()
  }, [])
  return useCallback(() => controllerRef.current?.signal ?? AbortSignal.abort(), [])
}
