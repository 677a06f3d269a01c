/** /hub: the overview with the organisation's account cards. */
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef } from 'react'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { AccountCards } from './AccountCards.tsx'
import { hubAccountsAtom, loadHubAccountsAtom } from './hub.atoms.ts'
import { HUB_TEXTS } from './hub-texts.ts'

export const HubPage = () => {
  const load = useAtomValue(hubAccountsAtom)
  const loadAccounts = useSetAtom(loadHubAccountsAtom)
  const controller = useRef<AbortController | null>(null)
  const accountsHeading = useRef<HTMLHeadingElement>(null)

  const reload = useCallback(() => {
    controller.current?.abort()
    controller.current = new AbortController()
    void loadAccounts(controller.current.signal)
  }, [loadAccounts])

  // The retry button vanishes with the notice, so focus goes to the section heading instead of being lost.
  const retry = useCallback(() => {
    accountsHeading.current?.focus()
    reload()
  }, [reload])

  useEffect(() => {
    reload()
    return () => controller.current?.abort() // leaving the hub stops what it started
  }, [reload])

  return (
    <section aria-labelledby="hub-title">
      <h1 id="hub-title">{HUB_TEXTS.title}</h1>
      <h2 ref={accountsHeading} tabIndex={-1}>
        {HUB_TEXTS.accountsHeading}
      </h2>
      {(load.status === 'idle' || load.status === 'loading') && (
        <p role="status" className="loading">
          {HUB_TEXTS.loading}
        </p>
      )}
      {load.status === 'failed' && <ErrorNotice error={load.error} onRetry={retry} />}
      {load.status === 'loaded' &&
        (load.accounts.length === 0 ? <p>{HUB_TEXTS.noAccounts}</p> : <AccountCards accounts={load.accounts} />)}
    </section>
  )
}
