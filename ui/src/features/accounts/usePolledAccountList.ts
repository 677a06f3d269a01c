/**
 * A page's polled account list (the hub's cards, the account management rows): read when the page shows, re-read
 * while any account is busy (account-list.atoms.ts), stopped when the page is left. `reload` reads again after a
 * change; it replaces the running poll, never adds a second one.
 */
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { backendDataRevisionAtom } from '../../shared/backend.atoms.ts'
import type { AccountsLoad, PolledAccountListAtoms } from './account-list.atoms.ts'

export const usePolledAccountList = ({ accountsAtom, loadAccountsAtom }: PolledAccountListAtoms): { readonly load: AccountsLoad; readonly reload: () => void } => {
  const load = useAtomValue(accountsAtom)
  const loadAccounts = useSetAtom(loadAccountsAtom)
  const page = useRef<AbortController | null>(null)
  // Data changed elsewhere (a demo reset, another tab): read again, keeping the list shown meanwhile.
  const revision = useAtomValue(backendDataRevisionAtom)

  const reload = useCallback(() => {
    if (page.current !== null) void loadAccounts(page.current.signal)
  }, [loadAccounts])

  useEffect(() => {
    const own = new AbortController()
    page.current = own
    void loadAccounts(own.signal)
    return () => own.abort() // leaving the page stops the reading and the polling
  }, [loadAccounts, revision])

  return { load, reload }
}
