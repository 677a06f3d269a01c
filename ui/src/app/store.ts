/** Kontor's own Jotai store, so an embedding host's atoms never mix with ours. */
import type { Backend } from '@kontor/core'
import { createStore } from 'jotai'
import { activeOrganisationAtom } from '../shared/active-organisation.atoms.ts'
import { backendAtom } from '../shared/backend.atoms.ts'
import { demoOrganisationsOf } from './demo-organisations.ts'

export const createAppStore = (backend: Backend) => {
  const store = createStore()
  store.set(backendAtom, backend)
  // The demo names its active organisation; any other backend none (features: shared/active-organisation.atoms.ts).
  const organisations = demoOrganisationsOf(backend)
  if (organisations !== undefined) store.set(activeOrganisationAtom, { read: () => organisations.list().then((list) => list.activeId) })
  return store
}
