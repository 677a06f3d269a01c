/**
 * Runs the transfer flow's effects (core transfer-flow.ts) against the transfer port and reports the outcomes as flow
 * events (spec: accounts-and-transfers 4.4, 7.3, 8). Nothing here decides a step: failures are read by the
 * catalogue's describeTransferFailure and handed to the flow.
 */
import {
  describeTransferFailure,
  toCombinedOrderPlan,
  type Backend,
  type BackendError,
  type FinancialAccount,
  type LocalDate,
  type OutgoingHostMessageType,
  type RedirectPendingOrder,
  type TransferCloseReason,
  type TransferFlowEffect,
  type TransferFlowEvent,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'
import { isScaCancelled, type CallWithSca } from '../../shared/sca/index.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'

export interface TransferEffectDeps {
  readonly backend: Backend
  readonly callWithSca: CallWithSca
  /** The accounts the dialog offers, for the plan of a fixed account's preselected transfers. */
  readonly accounts: ReadonlyArray<FinancialAccount>
  readonly fixedAccountId: string | null
  readonly today: LocalDate
  readonly notifyHost: (message: OutgoingHostMessageType) => void
  readonly rememberAccount: (financialAccountId: string) => void
  /** Keeps where the redirect return's order stands in the session hand-over (synchronously, before the next effect). */
  readonly saveRedirectProgress: (pending: RedirectPendingOrder) => void
  readonly close: (reason: TransferCloseReason) => void
}

/** A cancelled call (the dialog closed) reports nothing: nobody is left to tell. */
const report = <A>(
  runtime: FlowRuntime<TransferFlowEvent>,
  result: E.Either<BackendError, A>,
  onSuccess: (a: A) => TransferFlowEvent,
  onFailure: (e: BackendError) => TransferFlowEvent,
): void => {
  if (runtime.signal.aborted) return
  if (E.isRight(result)) return runtime.dispatch(onSuccess(result.right))
  if (result.left._tag !== 'Aborted') runtime.dispatch(onFailure(result.left))
}

export const runTransferEffect = async (
  effect: TransferFlowEffect,
  runtime: FlowRuntime<TransferFlowEvent>,
  deps: TransferEffectDeps,
): Promise<void> => {
  const { backend } = deps
  const { signal } = runtime
  const opts = { signal }
  switch (effect.type) {
    case 'createBankTransfers': {
      const result = await backend.transfers.createBankTransfers(effect.body, opts)()
      return report(runtime, result, (transfers) => ({ type: 'transfersCreated', transfers }), (e) => ({
        type: 'transfersCreationFailed',
        failure: describeTransferFailure(e),
      }))
    }
    case 'createBankTransferOrder': {
      const result = await backend.transfers.createBankTransferOrder(effect.body, opts)()
      return report(runtime, result, (order) => ({ type: 'orderCreated', order }), (e) => ({
        type: 'orderCreationFailed',
        failure: describeTransferFailure(e),
      }))
    }
    case 'getBankTransfers': {
      const result = await backend.transfers.getBankTransfers(effect.bankTransferIds, opts)()
      const account = deps.accounts.find((a) => a.financialAccountId === deps.fixedAccountId)
      const plan = account === undefined ? null : toCombinedOrderPlan(account, deps.today, false)
      return report(runtime, result, (transfers) => ({ type: 'preselectedTransfersLoaded', transfers, plan }), (e) => ({
        type: 'preselectedTransfersFailed',
        failure: describeTransferFailure(e),
      }))
    }
    case 'verifyPayees': {
      const results = await Promise.all(effect.requests.map((request) => backend.transfers.verifyPayee(request, opts)()))
      if (signal.aborted) return
      const failed = results.some(E.isLeft)
      return runtime.dispatch(failed ? { type: 'payeeCheckFailed' } : { type: 'payeesVerified', results: results.flatMap((r) => (E.isRight(r) ? [r.right] : [])) })
    }
    case 'executeBankTransferOrder': {
      const fromRedirect = effect.sca ?? undefined
      const result = await deps.callWithSca((sca) => backend.transfers.executeBankTransferOrder(effect.bankTransferOrderId, sca ?? fromRedirect, opts), signal)
      if (signal.aborted) return
      if (E.isRight(result)) return runtime.dispatch({ type: 'executionSucceeded', order: result.right })
      if (isScaCancelled(result.left)) {
        // Declined in the app: back at the order, the user is told why nothing happened (not silently, as after "Abbrechen").
        if (result.left.reason !== 'declined') return runtime.dispatch({ type: 'scaCancelled' })
        return runtime.dispatch({ type: 'executionFailed', failure: { reaction: 'showNotice', text: TRANSFER_TEXTS.pushDeclined, key: undefined, fieldErrors: {}, outcomeUnknown: false } })
      }
      if (result.left._tag === 'Aborted') return
      return runtime.dispatch({ type: 'executionFailed', failure: describeTransferFailure(result.left) })
    }
    case 'deleteBankTransferOrder': {
      const result = await backend.transfers.deleteBankTransferOrder(effect.bankTransferOrderId, opts)()
      return report(runtime, result, () => ({ type: 'orderDeleted' }), (e) => ({
        type: 'orderDeletionFailed',
        failure: describeTransferFailure(e),
      }))
    }
    case 'pollInstantStatus': {
      if (!(await waitFor(effect.afterMs, signal))) return
      const result = await backend.transfers.getSepaInstantStatus(effect.bankTransferOrderId, effect.sepaInstantTransactionId, opts)()
      if (signal.aborted) return
      // A failed poll counts as a poll without an answer: the watch goes on until its limit.
      return runtime.dispatch({ type: 'instantStatusRead', paymentStatus: E.isRight(result) ? (result.right.paymentStatus ?? null) : null })
    }
    case 'waitForRetry':
      if (await waitFor(effect.afterSeconds * 1000, signal)) runtime.dispatch({ type: 'retryAllowed' })
      return
    case 'notifyHost':
      return deps.notifyHost(effect.message)
    case 'rememberAccount':
      return deps.rememberAccount(effect.financialAccountId)
    case 'saveRedirectProgress':
      return void deps.saveRedirectProgress(effect.pending)
    case 'close':
      return deps.close(effect.reason)
  }
}
