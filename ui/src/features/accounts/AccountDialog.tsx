/**
 * The dialogs a list of accounts opens, for the hub's cards and the account management rows alike: the wizard that
 * adds or reconnects an account, the edit dialog, and the confirmations of delete, disconnect, activate and deactivate
 * (hub-and-business-account 2.6, accounts-and-transfers 2.1). One dialog at a time; closing it reads the list again
 * when the dialog changed something. Each dialog loads its code when it first opens.
 */
import type { AccountMenuAction, AccountRepairAction, AddAccountWizardCloseReason, AddAccountWizardStart, FinancialAccount } from '@kontor/core'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { AddAccountWizardDialog, toReconnectStart } from '../add-account/index.ts'
import { CsvImportDialog, type CsvImportAddress } from '../csv-import/index.ts'
import { LazyAccountCallDialog, LazyAccountDeletionDialog, LazyAccountRepairDialog, LazyEditAccountDialog } from './lazy.ts'

export type AccountDialogRequest =
  | { readonly kind: 'add'; readonly start: AddAccountWizardStart }
  | { readonly kind: 'action'; readonly action: AccountMenuAction; readonly account: FinancialAccount }
  /** The repair a card offers for its account (getAccountRepairAction). */
  | { readonly kind: 'repair'; readonly repair: AccountRepairAction; readonly account: FinancialAccount }
  /** The CSV import of an account (its action, or the wizard's s32 hand-over for the account it just created). */
  | { readonly kind: 'csvImport'; readonly financialAccountId: string; readonly accountName: string | null }

/** What a dialog changed, for the list to say so and show the account (hub feedback). */
export type AccountChangeKind =
  | 'added'
  | 'connected'
  | 'edited'
  | 'deleted'
  | 'disconnected'
  | 'activated'
  | 'deactivated'
  | 'credentialsSaved'
  | 'syncStarted'

export interface AccountChange {
  readonly kind: AccountChangeKind
  /** The accounts concerned: as the call answered (the wizard's close effect), else the account the dialog was for. */
  readonly financialAccountIds: ReadonlyArray<string>
  /** The account's name as the dialog knew it; null when the wizard added it (the list read after it has the name). */
  readonly name: string | null
}

const CALL_CHANGES = { disconnect: 'disconnected', activate: 'activated', deactivate: 'deactivated' } as const satisfies Readonly<
  Record<string, AccountChangeKind>
>

/**
 * `onClose(change)`: what the dialog changed, or null when it changed nothing; `onOpenCsvImport`: the wizard's s32
 * asks for the CSV import of the account it created, which opens once the wizard has closed.
 */
const AccountDialog = ({
  request,
  onClose,
  onOpenCsvImport,
}: {
  readonly request: AccountDialogRequest
  readonly onClose: (change: AccountChange | null) => void
  readonly onOpenCsvImport: (financialAccountId: string) => void
}) => {
  const fromWizard = (kind: AccountChangeKind, name: string | null) => (reason: AddAccountWizardCloseReason, financialAccountIds: ReadonlyArray<string>) =>
    onClose(reason === 'canceled' && financialAccountIds.length === 0 ? null : { kind, financialAccountIds, name })
  if (request.kind === 'add') return <AddAccountWizardDialog start={request.start} onClose={fromWizard('added', null)} onOpenCsvImport={onOpenCsvImport} />
  // Chosen: the import changes no account the list shows but its balance, which the import's finance events refresh.
  if (request.kind === 'csvImport') return <CsvImportDialog financialAccountId={request.financialAccountId} accountName={request.accountName} onClose={() => onClose(null)} />
  const { account } = request
  const changed = (kind: AccountChangeKind) => ({ kind, financialAccountIds: [account.financialAccountId], name: account.name })
  const connect = <AddAccountWizardDialog start={toReconnectStart(account)} onClose={fromWizard('connected', account.name)} />
  if (request.kind === 'repair') {
    const { repair } = request
    if (repair.kind === 'connect') return connect
    const kind = repair.kind === 'enterCredentials' ? 'credentialsSaved' : 'syncStarted'
    return <LazyAccountRepairDialog account={account} repair={repair} onClose={(done) => onClose(done ? changed(kind) : null)} />
  }
  const { action } = request
  switch (action) {
    case 'connect':
      return connect
    case 'importCsv':
      return <CsvImportDialog financialAccountId={account.financialAccountId} accountName={account.name} onClose={() => onClose(null)} />
    case 'edit':
      return <LazyEditAccountDialog account={account} onClose={(outcome) => onClose(outcome === 'saved' ? changed('edited') : null)} />
    case 'delete':
      return <LazyAccountDeletionDialog account={account} onDeleted={() => onClose(changed('deleted'))} onCancel={() => onClose(null)} />
    case 'disconnect':
    case 'activate':
    case 'deactivate':
      return (
        <LazyAccountCallDialog action={action} account={account} onDone={() => onClose(changed(CALL_CHANGES[action]))} onCancel={() => onClose(null)} />
      )
  }
}

/** The account whose CSV import the request opens, or null. */
const csvImportAccountOf = (request: AccountDialogRequest | null): string | null => {
  if (request?.kind === 'csvImport') return request.financialAccountId
  if (request?.kind === 'action' && request.action === 'importCsv') return request.account.financialAccountId
  return null
}

/**
 * The open dialog of an account list: `open` shows one, `dialog` is what to render (null while none is open), and a
 * dialog that changed something calls `reload` as it closes, then `onChanged` with what it changed.
 * `address`: the page's useCsvImportAddress (passed in, so this shared module needs no router of its own).
 * @example const { open, dialog } = useAccountDialog(reload, useCsvImportAddress(useSearchParams())) // … onPress={() => open({ kind: 'add', start })} … {dialog}
 */
export const useAccountDialog = (
  reload: () => void,
  address: CsvImportAddress,
  onChanged?: (change: AccountChange) => void,
): { readonly open: (request: AccountDialogRequest) => void; readonly dialog: ReactNode } => {
  // An open CSV import is kept in the address: a reload opens it again (csv-import-address.ts).
  const { accountInAddress, keepInAddress } = address
  const [request, setRequest] = useState<AccountDialogRequest | null>(() =>
    accountInAddress === null ? null : { kind: 'csvImport', financialAccountId: accountInAddress, accountName: null },
  )
  const importingAccountId = csvImportAccountOf(request)
  useEffect(() => {
    if (importingAccountId !== accountInAddress) keepInAddress(importingAccountId)
    // Only the dialog moves the address; a changed address alone does not open or close a dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [importingAccountId])
  // The wizard hands over before it closes (s32 "save and open the CSV import"); the import follows its close.
  const importNext = useRef<string | null>(null)
  const close = (change: AccountChange | null) => {
    const next = importNext.current
    importNext.current = null
    setRequest(next === null ? null : { kind: 'csvImport', financialAccountId: next, accountName: null })
    if (change === null) return
    reload()
    onChanged?.(change)
  }
  return { open: setRequest, dialog:
      request === null ? null : (
        <AccountDialog key={request.kind} request={request} onClose={close} onOpenCsvImport={(id) => (importNext.current = id)} />
      ),
  }
}
