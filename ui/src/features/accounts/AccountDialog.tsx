/**
 * The dialogs a list of accounts opens, for the hub's cards and the account management rows alike: the wizard that
 * adds or reconnects an account, the edit dialog, and the confirmations of delete, disconnect, activate and deactivate
 * (hub-and-business-account 2.6, accounts-and-transfers 2.1). One dialog at a time; closing it reads the list again
 * when the dialog changed something. Each dialog loads its code when it first opens.
 */
import type { AccountMenuAction, AddAccountWizardStart, FinancialAccount } from '@kontor/core'
import { useState, type ReactNode } from 'react'
import { AddAccountWizardDialog, toReconnectStart } from '../add-account/index.ts'
import { LazyAccountCallDialog, LazyAccountDeletionDialog, LazyEditAccountDialog } from './lazy.ts'

export type AccountDialogRequest =
  | { readonly kind: 'add'; readonly start: AddAccountWizardStart }
  | { readonly kind: 'action'; readonly action: AccountMenuAction; readonly account: FinancialAccount }

/** `onClose(changed)`: whether the dialog changed something, so the list is read again. */
const AccountDialog = ({ request, onClose }: { readonly request: AccountDialogRequest; readonly onClose: (changed: boolean) => void }) => {
  if (request.kind === 'add') return <AddAccountWizardDialog start={request.start} onClose={(reason) => onClose(reason !== 'canceled')} />
  const { action, account } = request
  switch (action) {
    case 'connect':
      return <AddAccountWizardDialog start={toReconnectStart(account)} onClose={(reason) => onClose(reason !== 'canceled')} />
    case 'edit':
      return <LazyEditAccountDialog account={account} onClose={(outcome) => onClose(outcome === 'saved')} />
    case 'delete':
      return <LazyAccountDeletionDialog account={account} onDeleted={() => onClose(true)} onCancel={() => onClose(false)} />
    case 'disconnect':
    case 'activate':
    case 'deactivate':
      return <LazyAccountCallDialog action={action} account={account} onDone={() => onClose(true)} onCancel={() => onClose(false)} />
  }
}

/**
 * The open dialog of an account list: `open` shows one, `dialog` is what to render (null while none is open), and a
 * dialog that changed something calls `reload` as it closes.
 * @example const { open, dialog } = useAccountDialog(reload) // … onPress={() => open({ kind: 'add', start })} … {dialog}
 */
export const useAccountDialog = (reload: () => void): { readonly open: (request: AccountDialogRequest) => void; readonly dialog: ReactNode } => {
  const [request, setRequest] = useState<AccountDialogRequest | null>(null)
  const close = (changed: boolean) => {
    setRequest(null)
    if (changed) reload()
  }
  return { open: setRequest, dialog: request === null ? null : <AccountDialog request={request} onClose={close} /> }
}
