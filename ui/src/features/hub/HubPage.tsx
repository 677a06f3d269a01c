/**
 * /hub: the overview with the organisation's account cards, each with its action menu (connect, disconnect, activate,
 * deactivate, delete, edit; hub-and-business-account 2.6), a button to add an account and a link to the account
 * management dialog. The list re-reads itself while any account is busy (accounts-and-transfers 4.2). Every dialog
 * loads its code when it first opens.
 */
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { Link } from 'react-router'
import { ACCOUNT_MANAGEMENT_PATH } from '../../app/routes.ts'
import { useFocusFallback } from '../../shared/useFocusFallback.ts'
import { ACCOUNT_ACTION_TEXTS, AccountsLoadStatus, useAccountDialog, usePolledAccountList } from '../accounts/index.ts'
import { AccountCards } from './lazy.ts'
import { hubAccountList } from './hub.atoms.ts'
import { HUB_TEXTS } from './hub-texts.ts'

const ADD_FROM_HUB = { mode: 'standard' } as const

export const HubPage = () => {
  const { load, reload } = usePolledAccountList(hubAccountList)
  const accountsHeading = useRef<HTMLHeadingElement>(null)
  const { open, dialog } = useAccountDialog(reload)
  // A card whose menu opened a dialog may be gone after the re-read (deleted, or moved to another tab).
  useFocusFallback(accountsHeading, load)
  // The cards' code comes while the accounts are read, not after.
  useEffect(() => AccountCards.preload(), [])

  return (
    <section aria-labelledby="hub-title">
      <h1 id="hub-title">{HUB_TEXTS.title}</h1>
      <div className="toolbar">
        <Button className="button" onPress={() => open({ kind: 'add', start: ADD_FROM_HUB })}>
          {ACCOUNT_ACTION_TEXTS.addAccount}
        </Button>
        <Link className="link" to={ACCOUNT_MANAGEMENT_PATH}>
          {ACCOUNT_ACTION_TEXTS.manageAccounts}
        </Link>
      </div>
      <h2 ref={accountsHeading} tabIndex={-1}>
        {HUB_TEXTS.accountsHeading}
      </h2>
      <AccountsLoadStatus load={load} loadingText={HUB_TEXTS.loading} onRetry={reload} heading={accountsHeading} />
      {load.status === 'loaded' &&
        (load.accounts.length === 0 ? (
          <p>{HUB_TEXTS.noAccounts}</p>
        ) : (
          <AccountCards accounts={load.accounts} onAction={(account, action) => open({ kind: 'action', action, account })} />
        ))}
      {dialog}
    </section>
  )
}
