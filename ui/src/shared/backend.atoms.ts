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
