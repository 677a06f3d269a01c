/**
 * Runs the edit-account dialog's effects (core account-edit-flow.ts) through the banking port (accounts-and-transfers
 * 7.1): the save (PUT v102/financialAccounts/{id}), the account read again after a concurrent change, and the bank
 * login the credentials dialog opens with. A failed save reaches the flow as the catalogue describes it
 * (describeAccountSaveFailure); a call aborted because the dialog closed dispatches nothing.
 */
import {
  describeAccountSaveFailure,
  type AccountEditEffect,
  type AccountEditEvent,
  type AccountEditOutcome,
  type AccountEditState,
  type Backend,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import type { FlowRuntime } from '../../shared/useFlow.ts'

type Runtime = FlowRuntime<AccountEditEvent, AccountEditState>

export interface EditAccountEffectContext {
  readonly backend: Backend
  readonly onClose: (outcome: AccountEditOutcome) => void
}

export const editAccountEffects =
  ({ backend, onClose }: EditAccountEffectContext) =>
  async (effect: AccountEditEffect, { dispatch, signal }: Runtime): Promise<void> => {
    const { banking } = backend
    switch (effect.type) {
      case 'saveAccount': {
        const result = await banking.updateFinancialAccount(effect.financialAccountId, effect.body, { signal })()
        if (signal.aborted) return
        if (E.isRight(result)) return dispatch({ type: 'accountSaved' })
        return dispatch({ type: 'accountSaveFailed', failure: describeAccountSaveFailure(result.left) })
      }
      case 'loadAccount': {
        const result = await banking.getFinancialAccount(effect.financialAccountId, { signal })()
        if (signal.aborted) return
        return dispatch(E.isRight(result) ? { type: 'accountReloaded', account: result.right } : { type: 'accountReloadFailed', error: result.left })
      }
      case 'loadContact': {
        const result = await banking.getFinancialContact(effect.financialContactId, { signal })()
        if (signal.aborted) return
        return dispatch(E.isRight(result) ? { type: 'contactLoaded', contact: result.right } : { type: 'contactLoadFailed', error: result.left })
      }
      case 'closeEditAccount':
        return onClose(effect.outcome)
    }
  }
