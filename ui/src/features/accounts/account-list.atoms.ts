/**
 * An account list that re-reads itself while any account is busy (spec: accounts-and-transfers 4.2: "After load, the
 * account list is re-read every 3 seconds while any account has a state that is not IDLE"). The hub and the account
 * management dialog each make one with their own read; the loading and polling is this one piece of code.
 */
import type { Backend, BackendError, FinancialAccount } from '@kontor/core'
// Types only: this file is part of the first load of /, which carries no fp-ts (an Either is read by its tag).
import type * as E from 'fp-ts/lib/Either.js'
import { atom, type Atom, type WritableAtom } from 'jotai'
import { requireBackend } from '../../shared/backend.atoms.ts'
import { repeatWhile } from '../../shared/scheduler.ts'

export type AccountsLoad =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BackendError }
  | {
      readonly status: 'loaded'
      readonly accounts: ReadonlyArray<FinancialAccount>
      /** A re-read while polling failed: the list stays as last read, with this error (and a retry) above it. */
      readonly refreshError?: BackendError
    }

/**
 * How often a busy list is re-read: 'accountStatus' every 3 s (the account management dialog, accounts-and-transfers
 * 4.2), 'hubBankSync' every 1 s (the hub's cards while a bank sync runs, hub-and-business-account 4.6).
 */
export type AccountListPollPace = 'accountStatus' | 'hubBankSync'

export type AccountListRead = (
  backend: Backend,
  signal: AbortSignal,
) => Promise<E.Either<BackendError, ReadonlyArray<FinancialAccount>>>

/**
 * Reads the list, then re-reads it as decideAccountStatusPoll says, until every account is IDLE, a read fails or the
 * signal aborts. Each answer goes to `onResult` unless the signal aborted meanwhile (a late answer of a page that was
 * left is dropped). Reading: a failed read ends the polling, with a retry that starts over (the spec says nothing about
 * failures while polling); createPolledAccountListAtoms keeps a list already shown and puts the error above it.
 */
export const pollAccountList = async (
  read: (signal: AbortSignal) => Promise<E.Either<BackendError, ReadonlyArray<FinancialAccount>>>,
  signal: AbortSignal,
  onResult: (result: E.Either<BackendError, ReadonlyArray<FinancialAccount>>) => void,
  pace: AccountListPollPace = 'accountStatus',
): Promise<void> => {
  let delayMs = 0
  await repeatWhile(
    () => delayMs,
    signal,
    async () => {
      const result = await read(signal)
      if (signal.aborted) return false
      onResult(result)
      if (result._tag === 'Left') return false
      const decisions = await import('./account-poll-decision.ts')
      if (signal.aborted) return false
      const decision = pace === 'hubBankSync' ? decisions.decideHubAccountPoll(result.right) : decisions.decideAccountStatusPoll(result.right)
      if (decision._tag === 'Stop') return false
      delayMs = decision.delayMs
      return true
    },
  )
}

export interface PolledAccountListAtoms {
  /** What the list shows: loading, failed (with the error) or the accounts (with a failed re-read's error, if any). */
  readonly accountsAtom: Atom<AccountsLoad>
  /**
   * (Re)loads the list and polls while accounts are busy, until `pageSignal` aborts. A new load stops the one before,
   * so a reload after an action never leaves two polls running. A list already shown stays while it is re-read.
   */
  readonly loadAccountsAtom: WritableAtom<null, [pageSignal: AbortSignal], Promise<void>>
}

/** What the list shows after an answer: a failed re-read keeps the accounts shown, with the error above them. */
const nextLoad = (current: AccountsLoad, result: E.Either<BackendError, ReadonlyArray<FinancialAccount>>): AccountsLoad => {
  if (result._tag === 'Right') return { status: 'loaded', accounts: result.right }
  return current.status === 'loaded'
    ? { status: 'loaded', accounts: current.accounts, refreshError: result.left }
    : { status: 'failed', error: result.left }
}

/** Makes the atoms of one polled account list over `read`. */
export const createPolledAccountListAtoms = (read: AccountListRead, pace: AccountListPollPace = 'accountStatus'): PolledAccountListAtoms => {
  const loadAtom = atom<AccountsLoad>({ status: 'idle' })
  const runAtom = atom<AbortController | null>(null)

  const loadAccountsAtom = atom(null, async (get, set, pageSignal: AbortSignal) => {
    get(runAtom)?.abort()
    const run = new AbortController()
    set(runAtom, run)
    const stop = () => run.abort()
    pageSignal.addEventListener('abort', stop, { once: true })
    if (pageSignal.aborted) run.abort()
    const before = get(loadAtom)
    // A list already shown stays while it is re-read; an earlier re-read's error goes, as its retry is now running.
    set(loadAtom, before.status === 'loaded' ? { status: 'loaded', accounts: before.accounts } : { status: 'loading' })
    const backend = requireBackend(get)
    try {
      await pollAccountList(
        (signal) => read(backend, signal),
        run.signal,
        (result) => set(loadAtom, nextLoad(get(loadAtom), result)),
        pace,
      )
    } finally {
      pageSignal.removeEventListener('abort', stop)
    }
  })

  return { accountsAtom: atom((get) => get(loadAtom)), loadAccountsAtom }
}
