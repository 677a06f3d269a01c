/**
 * Runs the deletion dialog's effects (core transfer-deletion-flow.ts; hub-and-business-account 2.5, 5, 8): the delete
 * call through the shared SCA call (the TAN dialog when the server asks), and the dialog's close with its outcome.
 */
import type { Backend, HubMessage, TransferDeletionEffect, TransferDeletionEvent, TransferDeletionState } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { absurd } from 'fp-ts/lib/function.js'
import { isScaCancelled, type CallWithSca } from '../../shared/sca/index.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'

export interface TransferDeletionEffectContext {
  readonly backend: Backend
  readonly callWithSca: CallWithSca
  /** The dialog is done: `notice` is what the list says, `deleted` whether the lists read again. */
  readonly onClose: (notice: HubMessage | null, deleted: boolean) => void
}

/** The deletion flow's effects, for useFlow: each answer becomes the flow's event. */
export const transferDeletionEffects =
  ({ backend, callWithSca, onClose }: TransferDeletionEffectContext) =>
  async (effect: TransferDeletionEffect, { dispatch, signal }: FlowRuntime<TransferDeletionEvent, TransferDeletionState>): Promise<void> => {
    switch (effect.type) {
      case 'deleteTransfer': {
        const result = await callWithSca((sca) => backend.transfers.deleteBankTransfer(effect.bankTransferId, sca, { signal }), signal)
        if (E.isRight(result)) dispatch({ type: 'deleted', result: result.right })
        else if (isScaCancelled(result.left)) dispatch({ type: 'scaCancelled' })
        else dispatch({ type: 'deletionFailed', error: result.left })
        return
      }
      case 'close':
        onClose(effect.notice, effect.deleted)
        return
      default:
        absurd(effect)
    }
  }
