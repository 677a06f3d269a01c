/** Kontor's own Jotai store, so an embedding host's atoms never mix with ours. */
import type { Backend } from '@kontor/core'
import { createStore } from 'jotai'
import { backendAtom } from '../shared/backend.atoms.ts'

export const createAppStore = (backend: Backend) => {
  const store = createStore()
  store.set(backendAtom, backend)
  return store
}
