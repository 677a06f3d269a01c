/** An AbortSignal that aborts when the component unmounts: every call and wait a dialog starts stops with it. */
import { useCallback, useEffect, useRef } from 'react'

export const useLifetimeSignal = (): (() => AbortSignal) => {
  const controller = useRef<AbortController | null>(null)
  useEffect(() => {
    const own = new AbortController()
    controller.current = own
    return () => own.abort()
  }, [])
  // Handlers run after mount, so the controller exists; the fallback only guards a call during the first render.
  return useCallback(() => (controller.current ??= new AbortController()).signal, [])
}
