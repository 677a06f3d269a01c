/**
 * /accountManagement 'Bankkonten bearbeiten' (accounts-and-transfers 2.1): the accounts that support transfers, with
 * add, edit, delete, cancel and close. Embedded in a host page, cancel and close tell the host
 * ('accountManagementCanceled' / 'accountManagementClosed'); on its own, both go back to the hub.
 *
 * Reading: the route stands outside the banking layout (no navigation bar), because it is a dialog a host page may
 * embed on its own (accounts-and-transfers 1).
 */
import { formatIban, getAccountMenuActions, isAccountIdle, type FinancialAccount } from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useRef } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { HUB_PATH } from '../../app/routes.ts'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { useFocusFallback } from '../../shared/useFocusFallback.ts'
import { useAccountDialog } from './AccountDialog.tsx'
import { hostEmbeddingAtom, managementAccountList } from './account-management.atoms.ts'
import { accountStateText } from './account-state.ts'
import { ACCOUNT_MANAGEMENT_TEXTS as T } from './accounts-texts.ts'
import { AccountsLoadStatus } from './AccountsLoadStatus.tsx'
import { usePolledAccountList } from './usePolledAccountList.ts'

/**
 * Reading: the dialog lists transfer accounts, and spec 2.3 starts the wizard at the bank search (s20) "when only
 * giro accounts are wanted", so adding from here asks for giro accounts only.
 */
const ADD_FROM_ACCOUNT_MANAGEMENT = { mode: 'giroOnly' } as const

const AccountRow = ({
  account,
  onEdit,
  onDelete,
}: {
  readonly account: FinancialAccount
  readonly onEdit: () => void
  readonly onDelete: () => void
}) => {
  const headingId = `account-management-${account.financialAccountId}`
  const actions = getAccountMenuActions(account)
  const busy = !isAccountIdle(account)
  return (
    <li className="account-row" aria-labelledby={headingId}>
      <div className="account-row-main">
        <h2 id={headingId} className="account-row-name text-clamp" title={account.name}>
          {account.name}
        </h2>
        <dl className="account-row-details">
          <dt>{T.bank}</dt>
          <dd className="text-truncate" title={account.bankName ?? undefined}>
            {account.bankName ?? '–'}
          </dd>
          <dt>{T.iban}</dt>
          <dd>{account.iban == null ? '–' : formatIban(account.iban)}</dd>
          <dt>{T.state}</dt>
          <dd className={busy ? 'account-busy' : undefined}>{accountStateText(account)}</dd>
        </dl>
      </div>
      <div className="account-row-actions">
        {actions.includes('edit') && (
          <Button className="button" aria-label={T.editLabel(account.name)} onPress={onEdit}>
            {T.edit}
          </Button>
        )}
        {actions.includes('delete') && (
          <Button className="button" aria-label={T.deleteLabel(account.name)} onPress={onDelete}>
            {T.delete}
          </Button>
        )}
      </div>
    </li>
  )
}

export const AccountManagementPage = () => {
  const { load, reload } = usePolledAccountList(managementAccountList)
  const { embedded, channel } = useAtomValue(hostEmbeddingAtom)
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  const { open, dialog } = useAccountDialog(reload)
  // A deleted account's row goes, and its delete button with it: focus then goes to the title.
  useFocusFallback(heading, load)

  const leave = (message: 'accountManagementCanceled' | 'accountManagementClosed') => {
    if (embedded) channel.send(message)
    else void navigate(HUB_PATH)
  }

  return (
    <main id="main" className="layout-main account-management" aria-labelledby="account-management-title">
      <h1 id="account-management-title" ref={heading} tabIndex={-1}>
        {T.title}
      </h1>
      <AccountsLoadStatus load={load} loadingText={T.loading} onRetry={reload} heading={heading} />
      {load.status === 'loaded' &&
        (load.accounts.length === 0 ? (
          <p className="empty">{T.empty}</p>
        ) : (
          <ul className="account-list" aria-label={T.listLabel}>
            {load.accounts.map((account) => (
              <AccountRow
                key={account.financialAccountId}
                account={account}
                onEdit={() => open({ kind: 'action', action: 'edit', account })}
                onDelete={() => open({ kind: 'action', action: 'delete', account })}
              />
            ))}
          </ul>
        ))}
      <p>
        <Button className="button" onPress={() => open({ kind: 'add', start: ADD_FROM_ACCOUNT_MANAGEMENT })}>
          {T.add}
        </Button>
      </p>
      <div className="dialog-actions">
        <Button className="button" onPress={() => leave('accountManagementCanceled')}>
          {COMMON_TEXTS.cancel}
        </Button>
        <Button className="button button-primary" onPress={() => leave('accountManagementClosed')}>
          {T.close}
        </Button>
      </div>

      {dialog}
    </main>
  )
}
