/**
 * The repair a card's button starts (getAccountRepairAction; hub-and-business-account 2.6 "show error", 4.6):
 * "Zugangsdaten eingeben" loads the account's bank login and opens the credentials dialog for it (accounts-and-
 * transfers 5.1, as the edit dialog's "Zugangsdaten ändern" does); "Erneut synchronisieren" starts the account's sync
 * again. While the login loads or the sync starts a small dialog says so; a failure shows there, with a retry.
 */
import type { AccountRepairAction, BackendError, FinancialAccount, FinancialContact } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Button } from 'react-aria-components'
import { ErrorNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { StatusLine } from '../../shared/components/StatusLine.tsx'
import { COMMON_TEXTS } from '../../shared/shared-texts.ts'
import { BankCredentialsDialog } from '../bank-credentials/index.ts'
import { loadFinancialContactAtom, resyncAccountAtom } from './account-actions.atoms.ts'
import { ACCOUNT_REPAIR_TEXTS as T } from './accounts-texts.ts'

/** The repairs this dialog runs; connect opens the wizard instead (AccountDialog). */
export type AccountRepairRun = Extract<AccountRepairAction, { readonly kind: 'enterCredentials' | 'resync' }>

export interface AccountRepairDialogProps {
  readonly account: FinancialAccount
  readonly repair: AccountRepairRun
  /** `changed`: the credentials were saved or the sync started, so the list is read again. */
  readonly onClose: (changed: boolean) => void
}

type Step =
  | { readonly kind: 'running' }
  | { readonly kind: 'failed'; readonly error: BackendError }
  | { readonly kind: 'credentials'; readonly contact: FinancialContact }

export const AccountRepairDialog = ({ account, repair, onClose }: AccountRepairDialogProps) => {
  const loadContact = useSetAtom(loadFinancialContactAtom)
  const resync = useSetAtom(resyncAccountAtom)
  const [step, setStep] = useState<Step>({ kind: 'running' })
  const [attempt, setAttempt] = useState(0)

  // One call per attempt, aborted when the dialog closes. StrictMode mounts twice in one go: the call waits a
  // microtask, by which time the first mount's signal is aborted, so the sync is never started twice.
  useEffect(() => {
    const controller = new AbortController()
    const lifetime = controller.signal
    const run = async () => {
      if (repair.kind === 'enterCredentials') {
        const contact = await loadContact({ financialContactId: repair.financialContactId, signal: lifetime })
        if (lifetime.aborted) return
        setStep(E.isRight(contact) ? { kind: 'credentials', contact: contact.right } : { kind: 'failed', error: contact.left })
        return
      }
      const result = await resync({ ...repair, signal: lifetime })
      if (lifetime.aborted) return
      if (E.isRight(result)) onClose(true)
      else setStep({ kind: 'failed', error: result.left })
    }
    void Promise.resolve().then(() => {
      if (!lifetime.aborted) void run()
    })
    return () => controller.abort()
    // One run per attempt; the callbacks are stable for the dialog's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  if (step.kind === 'credentials') {
    return (
      <BankCredentialsDialog
        purpose="change"
        items={[{ contact: step.contact, affectedAccounts: [{ financialAccountId: account.financialAccountId, name: account.name }] }]}
        onClose={(result) => onClose(result.savedContactIds.length > 0)}
      />
    )
  }
  const title = repair.kind === 'enterCredentials' ? T.loadingContactTitle : T.resyncTitle
  return (
    <ModalDialog title={title} onDismiss={() => onClose(false)}>
      {step.kind === 'running' ? (
        <StatusLine>{repair.kind === 'enterCredentials' ? T.loadingContact : T.resyncRunning(account.name)}</StatusLine>
      ) : (
        <ErrorNotice
          error={step.error}
          onRetry={() => {
            setStep({ kind: 'running' })
            setAttempt((n) => n + 1)
          }}
          focusAfterRetry={dialogTitleOf}
        />
      )}
      <div className="dialog-actions">
        <Button className="button" onPress={() => onClose(false)}>
          {COMMON_TEXTS.cancel}
        </Button>
      </div>
    </ModalDialog>
  )
}
