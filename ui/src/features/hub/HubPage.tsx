/**
 * /hub: the overview with the organisation's account cards, each with its action menu (connect, disconnect, activate,
 * deactivate, delete, edit; hub-and-business-account 2.6), a button to add an account and a link to the account
 * management dialog. The list re-reads itself while any account is busy (accounts-and-transfers 4.2).
 */
import type { AccountMenuAction, FinancialAccount } from '@kontor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components'
import { Link } from 'react-router'
import { ACCOUNT_MANAGEMENT_PATH } from '../../app/routes.ts'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { AccountDeletionDialog } from '../accounts/AccountDeletionDialog.tsx'
import { ACCOUNT_ACTION_TEXTS } from '../accounts/accounts-texts.ts'
import { EditAccountDialog } from '../accounts/EditAccountDialog.tsx'
import { AddAccountWizardDialog } from '../add-account/AddAccountWizardDialog.tsx'
import { AccountCallDialog } from './AccountCallDialog.tsx'
import { AccountCards } from './AccountCards.tsx'
import { hubAccountsAtom, loadHubAccountsAtom } from './hub.atoms.ts'
import { HUB_TEXTS } from './hub-texts.ts'

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
        <AddAccountWizardDialog
          start={{ mode: 'standard', reconnect: { financialAccountId: account.financialAccountId, iban: account.iban ?? null } }}
          onClose={(reason) => onClose(reason !== 'canceled')}
        />
      )
    case 'edit':
      return <EditAccountDialog account={account} onClose={(outcome) => onClose(outcome === 'saved')} />
    case 'delete':
      return <AccountDeletionDialog account={account} onDeleted={() => onClose(true)} onCancel={() => onClose(false)} />
    case 'disconnect':
    case 'activate':
    case 'deactivate':
      return <AccountCallDialog action={action} account={account} onDone={() => onClose(true)} onCancel={() => onClose(false)} />
  }
}

export const HubPage = () => {
  const load = useAtomValue(hubAccountsAtom)
  const loadAccounts = useSetAtom(loadHubAccountsAtom)
  const page = useRef<AbortController | null>(null)
  const accountsHeading = useRef<HTMLHeadingElement>(null)
  const [dialog, setDialog] = useState<HubDialog | null>(null)

  const reload = useCallback(() => {
    if (page.current !== null) void loadAccounts(page.current.signal)
  }, [loadAccounts])

  // The retry button vanishes with the notice, so focus goes to the section heading instead of being lost.
  const retry = useCallback(() => {
    accountsHeading.current?.focus()
    reload()
  }, [reload])

  useEffect(() => {
    const own = new AbortController()
    page.current = own
    void loadAccounts(own.signal)
    return () => own.abort() // leaving the hub stops what it started, polling included
  }, [loadAccounts])

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
      {(load.status === 'idle' || load.status === 'loading') && (
        <p role="status" className="loading">
          {HUB_TEXTS.loading}
        </p>
      )}
      {load.status === 'failed' && <ErrorNotice error={load.error} onRetry={retry} />}
      {load.status === 'loaded' &&
        (load.accounts.length === 0 ? (
          <p>{HUB_TEXTS.noAccounts}</p>
        ) : (
          <AccountCards accounts={load.accounts} onAction={(account, action) => setDialog({ kind: 'action', action, account })} />
        ))}

      {dialog?.kind === 'add' && <AddAccountWizardDialog start={ADD_FROM_HUB} onClose={(reason) => closeDialog(reason !== 'canceled')} />}
      {dialog?.kind === 'action' && <ActionDialog action={dialog.action} account={dialog.account} onClose={closeDialog} />}
    </section>
  )
}
