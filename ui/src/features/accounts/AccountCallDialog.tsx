/**
 * The confirmation of an account action that is one call: disconnect, activate or deactivate
 * (hub-and-business-account 2.6: each asks for confirmation). It names the account and what happens; confirming
 * makes the call; a failure shows in the dialog, which stays usable, so confirming again retries.
 */
import type { BackendError, FinancialAccount } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { ErrorNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import { useLifetimeSignal } from '../../shared/useLifetimeSignal.ts'
import { runAccountCallAtom, type AccountCallAction } from './account-actions.atoms.ts'
import { ACCOUNT_ACTION_TEXTS } from './accounts-texts.ts'

export interface AccountCallDialogProps {
  readonly action: AccountCallAction
  readonly account: FinancialAccount
  /** The call succeeded: read the accounts again (the parent closes the dialog). */
  readonly onDone: () => void
  readonly onCancel: () => void
}

export const AccountCallDialog = ({ action, account, onDone, onCancel }: AccountCallDialogProps) => {
  const runCall = useSetAtom(runAccountCallAtom)
  const signal = useLifetimeSignal()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<BackendError | null>(null)
  const texts = ACCOUNT_ACTION_TEXTS.confirm[action]

  const confirm = async () => {
    setBusy(true)
    setError(null)
    const lifetime = signal()
    const result = await runCall({ action, account, signal: lifetime })
    if (lifetime.aborted) return
    setBusy(false)
    if (E.isLeft(result)) setError(result.left)
    else onDone()
  }

  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.confirm}
      destructive={action !== 'activate'}
      isBusy={busy}
      statusText={texts.running}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      error={error !== null && <ErrorNotice error={error} onRetry={() => void confirm()} focusAfterRetry={dialogTitleOf} />}
    >
      <p>{texts.question(account.name)}</p>
      <p>{texts.consequence}</p>
    </ConfirmDialog>
  )
}
