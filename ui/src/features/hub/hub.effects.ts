/**
 * The hub's calls of the backend for its cards, named here so that the cards only show what they return (issue 25:
 * a component never calls a port; shared/useRead.ts runs a read for it).
 */
import type { Backend, Seizure } from '@kontor/core'
import type { BackendRead } from '../../shared/useRead.ts'

/** The organisation's seizures (the seizure card, hub-and-business-account 4.9). */
export const readSeizures =
  (backend: Backend): BackendRead<ReadonlyArray<Seizure>> =>
  (signal) =>
    backend.hub.listSeizures({ signal })

