/**
 * What the page and the demo's backend worker (demo-backend.worker.ts) tell each other: the page's calls of the
 * memory backend as plain data (adapters' PostedCall) and their wire answers, the demo's own requests (its
 * organisations, a reset), and the worker's news for the demo storage's port (demo-storage.ts DemoStatePort): what the
 * header announces, the sensitive values this tab's sessionStorage keeps, the localStorage state carried over.
 */
import type { PostedCall, WireAnswer } from '@kontor/adapters/memory/posted'
import type { DemoOrganisationSummary } from './demo-organisations.ts'
import type { DemoStoreMessage } from './demo-storage.ts'

/** The page's browser storage as the worker starts (a worker has neither sessionStorage nor localStorage). */
export interface DemoWorkerStart {
  readonly kind: 'start'
  readonly databaseName: string
  /** Whether the page may use IndexedDB (a blocked storage refuses it): the worker keeps nothing where it may not. */
  readonly indexedDb: boolean
  /** This tab's sensitive values (sessionStorage), null when there are none. */
  readonly sensitive: string | null
  /** The state an earlier version kept in localStorage, null when there is none. */
  readonly legacy: string | null
}

export interface DemoOrganisationList {
  readonly organisations: ReadonlyArray<DemoOrganisationSummary>
  readonly activeId: string
}

export type ToDemoWorker =
  | DemoWorkerStart
  | { readonly kind: 'call'; readonly id: number; readonly call: PostedCall }
  | { readonly kind: 'abort'; readonly id: number }
  | { readonly kind: 'organisations'; readonly id: number }
  | { readonly kind: 'switchOrganisation'; readonly id: number; readonly organisationId: string }
  | { readonly kind: 'reset'; readonly id: number }

export type FromDemoWorker =
  /** The worker has loaded and read its start: from now on it answers every call. */
  | { readonly kind: 'ready' }
  | { readonly kind: 'answer'; readonly id: number; readonly answer: WireAnswer }
  /** A demo request done: its value (the organisation list) or why it failed. */
  | { readonly kind: 'done'; readonly id: number; readonly organisations?: DemoOrganisationList; readonly failed?: string }
  | { readonly kind: 'discarded'; readonly problem: 'unreadable' | 'outdated' }
  | { readonly kind: 'keeping'; readonly keeping: boolean }
  | { readonly kind: 'storing'; readonly storing: boolean }
  | { readonly kind: 'changedElsewhere'; readonly change: DemoStoreMessage['kind'] }
  /** This tab's sensitive values to keep (null: to remove). */
  | { readonly kind: 'sensitive'; readonly text: string | null }
  | { readonly kind: 'legacyRemoved' }
