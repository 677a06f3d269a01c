/** The hub's account list: loaded once per visit, re-loadable after a failure. */
import type { BackendError, FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { atom } from 'jotai'
import { requireBackend } from '../../shared/backend.atoms.ts'

export type AccountsLoad =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: BackendError }
  | { readonly status: 'loaded'; readonly accounts: ReadonlyArray<FinancialAccount> }

const accountsLoadAtom = atom<AccountsLoad>({ status: 'idle' })

export const hubAccountsAtom = atom((get) => get(accountsLoadAtom))

/** Reads every account of the organisation; the signal stops it when the hub is left. */
export const loadHubAccountsAtom = atom(null, async (get, set, signal: AbortSignal) => {
  set(accountsLoadAtom, { status: 'loading' })
  const result = await requireBackend(get).banking.listFinancialAccounts({}, { signal })()
  if (signal.aborted) return
  set(
    accountsLoadAtom,
    E.isRight(result) ? { status: 'loaded', accounts: result.right } : { status: 'failed', error: result.left },
  )
})
