/**
 * Deleting an account (accounts-and-transfers 4.3): the user confirms, the delete call is made, and the action
 * resolves after ACCOUNT_DELETE_DELAY_MS, then the list is read again. Driven by the core flow
 * (startAccountDeletion / transitionAccountDeletion) through useFlow; this component only runs its effects.
 */
import {
  startAccountDeletion,
  transitionAccountDeletion,
  type AccountDeletionEffect,
  type AccountDeletionEvent,
  type BackendError,
  type FinancialAccount,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { ErrorNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { useFlow, type FlowRuntime } from '../../shared/useFlow.ts'
import { deleteAccountAtom } from './account-actions.atoms.ts'
import { ACCOUNT_DELETION_TEXTS } from './accounts-texts.ts'

export interface AccountDeletionDialogProps {
  readonly account: FinancialAccount
  /** The deletion has resolved: read the list again (the parent closes the dialog). */
  readonly onDeleted: () => void
  readonly onCancel: () => void
}

export const AccountDeletionDialog = ({ account, onDeleted, onCancel }: AccountDeletionDialogProps) => {
  const deleteAccount = useSetAtom(deleteAccountAtom)
  const [error, setError] = useState<BackendError | null>(null)

  const runEffect = async (effect: AccountDeletionEffect, { dispatch, signal }: FlowRuntime<AccountDeletionEvent>) => {
    switch (effect.type) {
      case 'deleteAccount': {
        setError(null)
        const result = await deleteAccount({ financialAccountId: effect.financialAccountId, signal })
        if (signal.aborted) return
        if (E.isLeft(result)) setError(result.left)
        return dispatch({ type: E.isLeft(result) ? 'accountDeleteFailed' : 'accountDeleted' })
      }
      case 'waitAfterDelete':
        if (await waitFor(effect.ms, signal)) dispatch({ type: 'deleteDelayElapsed' })
        return
      case 'reloadAccounts':
        return onDeleted()
    }
  }

  const { state, dispatch } = useFlow(() => startAccountDeletion(account.financialAccountId), transitionAccountDeletion, runEffect)
  const dismissed = state.step === 'dismissed'
  useEffect(() => {
    if (dismissed) onCancel()
  }, [dismissed, onCancel])

  const busy = state.step === 'deleting' || state.step === 'settling' || state.step === 'deleted'
  return (
    <ConfirmDialog
      title={ACCOUNT_DELETION_TEXTS.title}
      confirmLabel={ACCOUNT_DELETION_TEXTS.confirm}
      destructive
      isBusy={busy}
      statusText={ACCOUNT_DELETION_TEXTS.deleting}
      onConfirm={() => dispatch({ type: 'deleteConfirmed' })}
      onCancel={() => dispatch({ type: 'deleteDismissed' })}
      error={error !== null && <ErrorNotice error={error} onRetry={() => dispatch({ type: 'deleteConfirmed' })} focusAfterRetry={dialogTitleOf} />}
    >
      <p>{ACCOUNT_DELETION_TEXTS.question(account.name)}</p>
      <p>{ACCOUNT_DELETION_TEXTS.consequence}</p>
    </ConfirmDialog>
  )
}
