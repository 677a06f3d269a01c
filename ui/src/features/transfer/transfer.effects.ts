/**
 * The transfer dialog's calls of the backend (spec: accounts-and-transfers 2.2, 4.4, 5.2, 7.3, 8): the flow's effects
 * (core transfer-flow.ts) run against the transfer port and reported as flow events, and the calls the dialog and its
 * fields make themselves (the data the dialog opens with, the SEPA cleaning, the bank and contact lookups). Nothing
 * here decides a step: failures are read by the catalogue's describeTransferFailure and handed to the flow.
 */
import {
  describeTransferFailure,
  handOverOrderOf,
  lookupBankForIban,
  toCombinedOrderPlan,
  transitionTransferFlow,
  type Backend,
  type BackendError,
  type BankLookupResult,
  type FinancialAccount,
  type HandOverOrder,
  type Iban,
  type LocalDate,
  type OutgoingHostMessageType,
  type RedirectPendingOrder,
  type Reoccurrence,
  type TransferCloseReason,
  type TransferContact,
  type TransferFlowEffect,
  type TransferFlowEvent,
  type TransferFlowState,
  type TransferFlowTransition,
  type TransferForm,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { loadPrivileges } from '../../shared/privileges.ts'
import { waitFor } from '../../shared/scheduler.ts'
import type { FlowRuntime } from '../../shared/useFlow.ts'
import { isScaCancelled, type CallWithSca } from '../../shared/sca/index.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'
import { readFinancialAccounts } from '../../shared/reads.ts'

// --- calls the dialog and its fields make themselves

/** What the dialog opens with: the accounts, the privileges and the standing orders' reoccurrences. */
export interface TransferDialogData {
  readonly accounts: ReadonlyArray<FinancialAccount>
  readonly privileges: ReadonlyArray<string>
  readonly reoccurrences: ReadonlyArray<Reoccurrence>
}

/** The dialog's data (spec 2.2); only a failed account list fails it, without reoccurrences none is offered. */
export const loadTransferDialogData = async (backend: Backend, signal: AbortSignal): Promise<E.Either<BackendError, TransferDialogData>> => {
  // The privileges as every screen reads them (5 s time-out, an error gives the empty list: shared/privileges.ts).
  const [accounts, privileges, reoccurrences] = await Promise.all([
    readFinancialAccounts(backend)(signal)(),
    loadPrivileges(backend),
    backend.transfers.listReoccurrences({ signal })(),
  ])
  if (E.isLeft(accounts)) return accounts
  return E.right({
    accounts: accounts.right,
    privileges,
    reoccurrences: E.isRight(reoccurrences) ? reoccurrences.right : [],
  })
}

/** Deletes an order (DELETE of the transfer service, 7.3): the flow's, and one a reopened dialog's entry still holds. */
export const deleteBankTransferOrder = (backend: Backend, bankTransferOrderId: string, signal: AbortSignal): Promise<E.Either<BackendError, void>> =>
  backend.transfers.deleteBankTransferOrder(bankTransferOrderId, { signal })()

/** The recipient's name or the purpose cleaned of the characters SEPA does not allow, by the server (spec 5.2). */
export const cleanSepaText = (backend: Backend, text: string, signal: AbortSignal): Promise<E.Either<BackendError, string>> =>
  backend.transfers.cleanSepaText(text, { signal })()

/** The bank of the recipient's IBAN, for its name and BIC (spec 5.2); an IBAN that is not German is not looked up. */
export const lookupRecipientBank = (backend: Backend, iban: Iban, signal: AbortSignal): Promise<E.Either<BackendError, BankLookupResult>> =>
  lookupBankForIban(backend.bankLookup, iban, { signal })()

/** The contacts that match what the recipient field holds (spec 5.2: from 3 characters; callers cut to 50). */
export const searchTransferContacts = (backend: Backend, term: string, signal: AbortSignal): Promise<E.Either<BackendError, ReadonlyArray<TransferContact>>> =>
  backend.transfers.searchContacts(term, { signal })()

// --- the flow's effects

/** The dialog's effects: the flow's, and the draft and order written to the session entry (withDraftSaving). */
export type TransferDialogEffect = TransferFlowEffect | { readonly type: 'saveDraft'; readonly form: TransferForm; readonly order: HandOverOrder | null }

type TransferDialogTransition = readonly [TransferFlowState, ReadonlyArray<TransferDialogEffect>]

/** The form of a state, as the dialog shows it and the entry keeps it: the flow's, else the one it opened with. */
export const draftOf = (state: TransferFlowState, initialForm: TransferForm): TransferForm =>
  (state.step === 'datainput' || state.step === 'orderinput' ? state.form : null) ?? initialForm

const orderRecordOf = (order: HandOverOrder | null): string => (order === null ? '' : `${order.bankTransferOrderId}:${order.status}`)

/** The entry's writes a step asks for: every form change, and the order whenever it or its status changes. */
const draftSavesOf = (
  before: TransferFlowState | null,
  event: TransferFlowEvent | null,
  after: TransferFlowState,
  initialForm: TransferForm,
): ReadonlyArray<TransferDialogEffect> => {
  // Closed: the entry is gone (the close effect clears it) and stays gone.
  if (after.step === 'closed') return []
  // As typed, even while the flow is busy and keeps its own form: the entry holds what the fields show.
  if (event?.type === 'formChanged') return [{ type: 'saveDraft', form: event.form, order: null }]
  // A late answer (the SEPA cleaning, the recipient's bank) that the flow took into its form.
  if ((event?.type === 'sepaTextCleaned' || event?.type === 'recipientBankFound') && after !== before) return [{ type: 'saveDraft', form: draftOf(after, initialForm), order: null }]
  const order = handOverOrderOf(after)
  if (before !== null && orderRecordOf(handOverOrderOf(before)) === orderRecordOf(order)) return []
  return [{ type: 'saveDraft', form: draftOf(after, initialForm), order }]
}

/**
 * The transfer flow with the session entry kept as its effect (spec 2.2: a reload loses nothing; the entry records the
 * order and how far it got, so a reload neither sends it twice nor leaves it pending). The start writes it before any
 * call goes out: the form the dialog opened with (the last account, the default reoccurrence) and a resumed order.
 */
export const withDraftSaving = (initialForm: TransferForm) => ({
  start: ([state, effects]: TransferFlowTransition): TransferDialogTransition => [state, [...draftSavesOf(null, null, state, initialForm), ...effects]],
  transition: (state: TransferFlowState, event: TransferFlowEvent): TransferDialogTransition => {
    const [next, effects] = transitionTransferFlow(state, event)
    return [next, [...effects, ...draftSavesOf(state, event, next, initialForm)]]
  },
})

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
  /** Keeps the draft and the order in the session hand-over (synchronously, before the next effect). */
  readonly saveDraft: (form: TransferForm, order: HandOverOrder | null) => void
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

/** One effect of the dialog, its answer dispatched unless the dialog closed meanwhile. */
export const runTransferEffect = async (
  effect: TransferDialogEffect,
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
      const result = await deleteBankTransferOrder(backend, effect.bankTransferOrderId, signal)
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
    case 'saveDraft':
      return deps.saveDraft(effect.form, effect.order)
    case 'close':
      return deps.close(effect.reason)
  }
}
