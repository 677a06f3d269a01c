/**
 * Deleting an account (accounts-and-transfers 4.3): the user confirms, the delete call is made, and the action
 * resolves after ACCOUNT_DELETE_DELAY_MS, then the list is read again. Driven by the core flow
 * (startAccountDeletion / transitionAccountDeletion); this component only runs its effects.
 */
import {
  startAccountDeletion,
  transitionAccountDeletion,
  type AccountDeletionEvent,
  type AccountDeletionState,
  type BackendError,
  type FinancialAccount,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { ErrorNotice } from '../../shared/components/ErrorNotice.tsx'
import { waitFor } from '../../shared/scheduler.ts'
import { deleteAccountAtom } from './account-actions.atoms.ts'
import { ACCOUNT_DELETION_TEXTS } from './accounts-texts.ts'
import { useLifetimeSignal } from './useLifetimeSignal.ts'

export interface AccountDeletionDialogProps {
  readonly account: FinancialAccount
  /** The deletion has resolved: read the list again (the parent closes the dialog). */
  readonly onDeleted: () => void
  readonly onCancel: () => void
}

export const AccountDeletionDialog = ({ account, onDeleted, onCancel }: AccountDeletionDialogProps) => {
  const deleteAccount = useSetAtom(deleteAccountAtom)
  const signal = useLifetimeSignal()
  const [initial] = useState(() => startAccountDeletion(account.financialAccountId)[0])
  const state = useRef<AccountDeletionState>(initial)
  const [step, setStep] = useState(initial.step)
  const [error, setError] = useState<BackendError | null>(null)

  const dispatch = async (first: AccountDeletionEvent): Promise<void> => {
    const events: AccountDeletionEvent[] = [first]
    for (let event = events.shift(); event !== undefined; event = events.shift()) {
      const [next, effects] = transitionAccountDeletion(state.current, event)
      state.current = next
      setStep(next.step)
      if (next.step === 'dismissed') onCancel()
      for (const effect of effects) {
        const lifetime = signal()
        switch (effect.type) {
          case 'deleteAccount': {
            setError(null)
            const result = await deleteAccount({ financialAccountId: effect.financialAccountId, signal: lifetime })
            if (lifetime.aborted) return
            if (E.isLeft(result)) setError(result.left)
            events.push({ type: E.isLeft(result) ? 'accountDeleteFailed' : 'accountDeleted' })
            break
          }
          case 'waitAfterDelete':
            if (!(await waitFor(effect.ms, lifetime))) return
            events.push({ type: 'deleteDelayElapsed' })
            break
          case 'reloadAccounts':
            onDeleted()
            break
        }
      }
    }
  }

  const busy = step === 'deleting' || step === 'settling' || step === 'deleted'
  return (
    <ConfirmDialog
      title={ACCOUNT_DELETION_TEXTS.title}
      confirmLabel={ACCOUNT_DELETION_TEXTS.confirm}
      destructive
      isBusy={busy}
      statusText={ACCOUNT_DELETION_TEXTS.deleting}
      onConfirm={() => void dispatch({ type: 'deleteConfirmed' })}
      onCancel={() => void dispatch({ type: 'deleteDismissed' })}
      error={error !== null && <ErrorNotice error={error} onRetry={() => void dispatch({ type: 'deleteConfirmed' })} />}
    >
      <p>{ACCOUNT_DELETION_TEXTS.question(account.name)}</p>
      <p>{ACCOUNT_DELETION_TEXTS.consequence}</p>
    </ConfirmDialog>
  )
}
