/**
 * The hub's calls of the backend for its cards, named here so that the cards only show what they return (issue 25:
 * a component never calls a port; shared/useRead.ts runs a read for it).
 */
import { todayInBerlin, type Backend, type Seizure, type TransactionSummary } from '@kontor/core'
import type { BackendRead } from '../../shared/useRead.ts'

/** The organisation's seizures (the seizure card, hub-and-business-account 4.9). */
export const readSeizures =
  (backend: Backend): BackendRead<ReadonlyArray<Seizure>> =>
  (signal) =>
    backend.hub.listSeizures({ signal })


/** The open transactions with and without a proposal as of today (the to-do and manual-assign cards, 3). */
export const readTransactionSummary =
  (backend: Backend): BackendRead<TransactionSummary> =>
  (signal) =>
    backend.transactions.getTransactionSummary(todayInBerlin(backend.clock), { signal })
