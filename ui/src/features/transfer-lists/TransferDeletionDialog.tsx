/**
 * Deleting a transfer from a list (hub-and-business-account 2.5, 5, 8; transactions-import-proposals 5, 8): the
 * question, the delete call through the shared SCA call (TAN dialog when the server asks, a wrong TAN asked again
 * there), MISSING_MFA_ERROR with its link to the MFA set-up, and the outcome. Runs core's transitionTransferDeletion;
 * its effects are transfer-deletion.effects.ts's.
 */
import {
  formatMoney,
  messageFor,
  startTransferDeletion,
  transitionTransferDeletion,
  type HubMessage,
  type Money,
  type TransferDeletionTarget,
} from '@kontor/core'
import { absurd } from 'fp-ts/lib/function.js'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx'
import { ErrorNotice, dialogTitleOf } from '../../shared/components/ErrorNotice.tsx'
import { ModalDialog } from '../../shared/components/ModalDialog.tsx'
import { useScaCall } from '../../shared/sca/index.ts'
import { useBackend } from '../../shared/useBackend.ts'
import { useFlow } from '../../shared/useFlow.ts'
import { MFA_SETUP_URL } from './constants.ts'
import { DELETION_TEXTS, TRANSFER_LIST_TEXTS } from './transfer-lists-texts.ts'
import { transferDeletionEffects } from './transfer-deletion.effects.ts'

export interface TransferDeletionDialogProps {
  readonly target: TransferDeletionTarget
  readonly recipientName: string | null | undefined
  readonly amount: Money | null | undefined
  /** The dialog is done: `notice` is what the list says, `deleted` whether the lists read again. */
  readonly onClose: (notice: HubMessage | null, deleted: boolean) => void
}

export const TransferDeletionDialog = ({ target, recipientName, amount, onClose }: TransferDeletionDialogProps): ReactNode => {
  const backend = useBackend()
  const { callWithSca, scaDialog } = useScaCall()

  const { state, dispatch } = useFlow(() => startTransferDeletion(target), transitionTransferDeletion, transferDeletionEffects({ backend, callWithSca, onClose }))

  const recipient = recipientName?.trim() || TRANSFER_LIST_TEXTS.noRecipient
  const amountText = amount == null ? '' : formatMoney(amount)
  const cancel = () => dispatch({ type: 'cancelled' })

  switch (state.step) {
    case 'confirming':
    case 'deleting':
      return (
        <>
          {/* While the bank asks for the TAN, its dialog is the one shown: two modals over each other confuse. */}
          {scaDialog === null && (
            <ConfirmDialog
              title={DELETION_TEXTS.title[target.kind]}
              confirmLabel={DELETION_TEXTS.confirm}
              destructive
              isBusy={state.step === 'deleting'}
              statusText={DELETION_TEXTS.deleting}
              onConfirm={() => dispatch({ type: 'confirmed' })}
              onCancel={cancel}
              error={
                state.step === 'confirming' && state.failure !== null ? (
                  <ErrorNotice error={state.failure} onRetry={() => dispatch({ type: 'confirmed' })} focusAfterRetry={dialogTitleOf} />
                ) : undefined
              }
            >
              <p>{DELETION_TEXTS.question[target.kind](recipient, amountText)}</p>
            </ConfirmDialog>
          )}
          {scaDialog}
        </>
      )
    case 'mfaMissing':
      return (
        <ModalDialog title={DELETION_TEXTS.mfaTitle} role="alertdialog" onDismiss={cancel} dismissOnOutsideClick>
          <div className="dialog-body">
            <p className="notice notice-info">{messageFor('MISSING_MFA_ERROR')}</p>
            <p>
              <a className="link" href={MFA_SETUP_URL}>
                {DELETION_TEXTS.mfaLink}
              </a>
            </p>
          </div>
          <div className="dialog-actions">
            <Button className="button" onPress={cancel}>
              {DELETION_TEXTS.close}
            </Button>
          </div>
        </ModalDialog>
      )
    case 'finished':
    case 'cancelled':
      return null
    default:
      return absurd<ReactNode>(state)
  }
}
