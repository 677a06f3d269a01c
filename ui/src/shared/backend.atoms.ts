/** The backend every action atom talks to; set once, before the first render, by the composition root. */
import type { Backend } from '@kontor/core'
import { atom, type Getter } from 'jotai'

export const backendAtom = atom<Backend | null>(null)

export const requireBackend = (get: Getter): Backend => {
  const backend = get(backendAtom)
  if (backend === null) throw new Error('backendAtom was not set: the composition root must set it before render')
  return backend
}
