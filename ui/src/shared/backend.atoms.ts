/** The backend every action atom talks to; set once, before the first render, by the composition root. */
import type { Backend } from '@kontor/core'
import { atom, type Getter } from 'jotai'

export const backendAtom = atom<Backend | null>(null)

/** The backend, or a loud failure: rendering before the composition root set it is a bug, not a state to show. */
export const toRequiredBackend = (backend: Backend | null): Backend => {
  if (backend === null) throw new Error('backendAtom was not set: the composition root must set it before render')
  return backend
}

export const requireBackend = (get: Getter): Backend => toRequiredBackend(get(backendAtom))

/**
 * Grows when the backend's data changed without a call of this page (the demo was reset, another tab changed it):
 * every page's lists read again when it changes. Set by the app shell.
 */
export const backendDataRevisionAtom = atom(0)
