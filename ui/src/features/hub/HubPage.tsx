/**
 * /hub: the overview with the organisation's account cards, each with its action menu (connect, disconnect, activate,
 * deactivate, delete, edit; hub-and-business-account 2.6), a button to add an account and a link to the account
 * management dialog. The list re-reads itself while any account is busy (accounts-and-transfers 4.2). The wizard and
 * the edit dialog load their code when they first open.
 */
import type { AccountMenuAction, FinancialAccount } from '@kontor/core'
import { useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { Link } from 'react-router'
import { ACCOUNT_MANAGEMENT_PATH } from '../../app/routes.ts'
import { useFocusFallback } from '../../shared/useFocusFallback.ts'
import { AccountDeletionDialog } from '../accounts/AccountDeletionDialog.tsx'
import { AccountsLoadStatus } from '../accounts/AccountsLoadStatus.tsx'
import { ACCOUNT_ACTION_TEXTS } from '../accounts/accounts-texts.ts'
import { LazyEditAccountDialog } from '../accounts/LazyEditAccountDialog.tsx'
import { usePolledAccountList } from '../accounts/usePolledAccountList.ts'
import { LazyAddAccountWizardDialog } from '../add-account/LazyAddAccountWizardDialog.tsx'
import { AccountCallDialog } from './AccountCallDialog.tsx'
import { AccountCards } from './AccountCards.tsx'
import { hubAccountList } from './hub.atoms.ts'
import { HUB_TEXTS } from './hub-texts.ts'
import { toReconnectStart } from '../add-account/reconnect-start.ts'

type HubDialog =
  | { readonly kind: 'add' }
  | { readonly kind: 'action'; readonly action: AccountMenuAction; readonly account: FinancialAccount }

const ADD_FROM_HUB = { mode: 'standard' } as const

/** The dialog an open action shows; every one reads the accounts again when it changed something. */
const ActionDialog = ({
  action,
  account,
  onClose,
}: {
  readonly action: AccountMenuAction
  readonly account: FinancialAccount
  readonly onClose: (changed: boolean) => void
}) => {
  switch (action) {
    case 'connect':
      return (
        <LazyAddAccountWizardDialog
          start={toReconnectStart(account)}
          onClose={(reason) => onClose(reason !== 'canceled')}
        />
      )
    case 'edit':
      return <LazyEditAccountDialog account={account} onClose={(outcome) => onClose(outcome === 'saved')} />
    case 'delete':
      return <AccountDeletionDialog account={account} onDeleted={() => onClose(true)} onCancel={() => onClose(false)} />
    case 'disconnect':
    case 'activate':
    case 'deactivate':
      return <AccountCallDialog action={action} account={account} onDone={() => onClose(true)} onCancel={() => onClose(false)} />
  }
}

export const HubPage = () => {
  const { load, reload } = usePolledAccountList(hubAccountList)
  const accountsHeading = useRef<HTMLHeadingElement>(null)
  const [dialog, setDialog] = useState<HubDialog | null>(null)
  // A card whose menu opened a dialog may be gone after the re-read (deleted, or moved to another tab).
  useFocusFallback(accountsHeading, load)

  const closeDialog = (changed: boolean) => {
    setDialog(null)
    if (changed) reload()
  }

  return (
    <section aria-labelledby="hub-title">
      <h1 id="hub-title">{HUB_TEXTS.title}</h1>
      <div className="toolbar">
        <Button className="button" onPress={() => setDialog({ kind: 'add' })}>
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
          <AccountCards accounts={load.accounts} onAction={(account, action) => setDialog({ kind: 'action', action, account })} />
        ))}

      {dialog?.kind === 'add' && <LazyAddAccountWizardDialog start={ADD_FROM_HUB} onClose={(reason) => closeDialog(reason !== 'canceled')} />}
      {dialog?.kind === 'action' && <ActionDialog action={dialog.action} account={dialog.account} onClose={closeDialog} />}
    </section>
  )
}
