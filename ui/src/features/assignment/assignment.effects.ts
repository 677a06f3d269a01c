/**
 * Runs the assignment flow's effects (core assignment-flow.ts) through the transaction port: each effect's payload
 * is the call's body, each answer goes back as an event. A failure is described by the catalogue
 * (describeAssignmentFailure); a call aborted because the panel closed dispatches nothing. Beside the flow, the
 * reads of the panel's forms: the voucher proposals and search, the posting categories and a new voucher's defaults
 * (issue 25: a component never calls a port).
 */
import {
  describeAssignmentFailure,
  RESERVED_TRANSACTIONS_PAGE_SIZE,
  subtractMoney,
  sumMoney,
  toPostingDirectionOfAmount,
  type AssignmentChange,
  type AssignmentFlowEffect,
  type AssignmentFlowEvent,
  type AssignmentFlowState,
  type AssignmentSubject,
  type Backend,
  type BackendError,
  type CallOptions,
  type FinanceEvent,
  type LocalDate,
  type PostingCategory,
  type PostingDirection,
  type VoucherPayment,
  type VoucherProposal,
  type VoucherSearchResult,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { FlowRuntime } from '../../shared/useFlow.ts'
import type { BackendRead } from '../../shared/useRead.ts'

type Runtime = FlowRuntime<AssignmentFlowEvent, AssignmentFlowState>

const failed = (e: BackendError, dispatch: Runtime['dispatch'], type: 'callFailed' | 'reloadFailed'): void => {
  if (e._tag !== 'Aborted') dispatch({ type, failure: describeAssignmentFailure(e) })
}

const reloadTransaction = async (backend: Backend, subject: AssignmentSubject, opts: CallOptions, dispatch: Runtime['dispatch']) => {
  const [payments, booking] = await Promise.all([
    backend.transactions.listPayments(subject.id, opts)(),
    backend.transactions.getBookingState(subject.id, opts)(),
  ])
  if (E.isLeft(payments)) return failed(payments.left, dispatch, 'reloadFailed')
  if (E.isLeft(booking)) return failed(booking.left, dispatch, 'reloadFailed')
  dispatch({
    type: 'reloaded',
    reload: {
      payments: payments.right,
      openAmount: booking.right.openAmount ?? subject.amount,
      bookingState: booking.right.bookingState,
      lockVersion: booking.right.lockVersion ?? subject.lockVersion,
    },
  })
}

/**
 * A reserved transaction has no call of its own: its payments, and its state from the account's first page of
 * reserved transactions. Chosen: when it is not on that page, what is open follows from its payments (amount −
 * Σ paymentAmount, wire.ts) and the lockVersion stays as it was.
 */
const reloadReserved = async (backend: Backend, subject: AssignmentSubject, opts: CallOptions, dispatch: Runtime['dispatch']) => {
  const payments = await backend.transactions.listReservedPayments(subject.id, opts)()
  if (E.isLeft(payments)) return failed(payments.left, dispatch, 'reloadFailed')
  const page = await backend.transactions.listReservedTransactions(
    { financialAccountId: subject.financialAccountId ?? undefined, pageNumber: 0, pageSize: RESERVED_TRANSACTIONS_PAGE_SIZE },
    opts,
  )()
  if (E.isLeft(page) && page.left._tag === 'Aborted') return
  const found = E.isRight(page) ? page.right.content.find((r) => r.reservedFinancialTransactionId === subject.id) : undefined
  const openFromPayments = subtractMoney(subject.amount, sumMoney(payments.right.map((p: VoucherPayment) => p.paymentAmount)))
  const openAmount = found?.openAmount ?? openFromPayments
  const state = found?.state ?? (payments.right.length === 0 ? null : undefined)
  dispatch({
    type: 'reloaded',
    reload: {
      payments: payments.right,
      openAmount,
      bookingState:
        state === 'completely_assigned' ? 'COMPLETELY_ASSIGNED' : state === 'partially_assigned' || (state === undefined && payments.right.length > 0) ? 'PARTIALLY_ASSIGNED' : 'UNASSIGNED',
      lockVersion: found?.lockVersion ?? subject.lockVersion,
    },
  })
}

const changeCall = (backend: Backend, subject: AssignmentSubject, change: AssignmentChange, opts: CallOptions): TE.TaskEither<BackendError, unknown> => {
  const port = backend.transactions
  switch (change.kind) {
    case 'deletePayment':
      return port.deletePayment(change.paymentId, opts)
    case 'reversePayment':
      return port.reversePayment(change.paymentId, { reverseDate: change.reverseDate }, opts)
    case 'updateNote':
      return port.updatePaymentNote(change.paymentId, change.note, opts)
    case 'categorise':
      return port.categoriseWithoutReceipt(change.direction, change.body, opts)
    case 'ignore':
      return port.ignoreTransaction(subject.id, { ignoreReason: change.ignoreReason, lockVersion: change.lockVersion }, opts)
    case 'unignore':
      return port.unignoreTransaction(subject.id, opts)
    case 'deleteReservedPayments':
      return port.deleteReservedPayments(subject.id, opts)
  }
}

/** The effect runner of the panel; `emit` announces the finance events (ui/src/shared/finance-events.ts). */
export const assignmentEffects =
  (backend: Backend, emit: (event: FinanceEvent) => void) =>
  async (effect: AssignmentFlowEffect, { dispatch, signal }: Runtime): Promise<void> => {
    const opts: CallOptions = { signal }
    switch (effect.type) {
      case 'reload':
        return effect.subject.kind === 'transaction'
          ? reloadTransaction(backend, effect.subject, opts, dispatch)
          : reloadReserved(backend, effect.subject, opts, dispatch)
      case 'getPaymentOptions': {
        const options = await backend.transactions.getPaymentOptions(effect.request, opts)()
        if (E.isLeft(options)) return failed(options.left, dispatch, 'callFailed')
        return dispatch({ type: 'paymentOptionsLoaded', voucher: effect.voucher, paymentAmount: effect.request.paymentAmount, options: options.right })
      }
      case 'assign': {
        const result = await backend.transactions.assignVouchers(effect.body, opts)()
        return E.isLeft(result) ? failed(result.left, dispatch, 'callFailed') : dispatch({ type: 'assignSucceeded' })
      }
      case 'assignReserved': {
        const result = await backend.transactions.assignReservedVouchers(effect.body, opts)()
        return E.isLeft(result) ? failed(result.left, dispatch, 'callFailed') : dispatch({ type: 'assignSucceeded' })
      }
      case 'change': {
        const result = await changeCall(backend, effect.subject, effect.change, opts)()
        return E.isLeft(result) ? failed(result.left, dispatch, 'callFailed') : dispatch({ type: 'changeSucceeded', change: effect.change })
      }
      case 'emit':
        for (const event of effect.events) emit(event)
        return
    }
  }

/** A new financial voucher's defaults: its posting category, with the rates of the key date, and its tax rate. */
export interface VoucherDefaults {
  readonly category: PostingCategory | null
  readonly taxRatePercent: number | null
}

/** The defaults of a new financial voucher of the direction, which preselect the categorise form (hub 5, 9). */
export const readVoucherDefaults =
  (backend: Backend, direction: PostingDirection, keyDate: LocalDate): BackendRead<VoucherDefaults> =>
  (signal) =>
    pipe(
      backend.transactions.getFinancialVoucherDefault(direction, { signal }),
      TE.chain(({ postingCategoryId, taxRatePercent = null }): TE.TaskEither<BackendError, VoucherDefaults> =>
        postingCategoryId == null
          ? TE.right({ category: null, taxRatePercent })
          : pipe(
              backend.transactions.getPostingCategory(postingCategoryId, keyDate, { signal }),
              TE.map((category) => ({ category, taxRatePercent })),
            ),
      ),
    )

/** The posting categories of the direction whose name holds the term (all of them for an empty term). */
export const readPostingCategories =
  (backend: Backend, direction: PostingDirection, searchTerm: string): BackendRead<ReadonlyArray<PostingCategory>> =>
  (signal) =>
    backend.transactions.listPostingCategories(direction, searchTerm, { signal })

/** The vouchers proposed for a booked transaction, with why each fits; a reserved one has none (the call names a financial transaction). */
export const readVoucherProposals =
  (backend: Backend, subject: AssignmentSubject): BackendRead<ReadonlyArray<VoucherProposal>> =>
  (signal) =>
    subject.kind === 'transaction' ? backend.transactions.proposeVouchers(subject.id, { signal }) : TE.right([])

/** The first `numResult` vouchers the search finds for the transaction (transactions-import-proposals 7 "Voucher search"); a null term: any. */
export const readVouchers =
  (
    backend: Backend,
    subject: Pick<AssignmentSubject, 'transactionDate' | 'openAmount' | 'purpose'>,
    searchTerm: string | null,
    numResult: number,
  ): BackendRead<VoucherSearchResult> =>
  (signal) =>
    backend.transactions.searchVouchers(
      {
        startResult: 0,
        numResult,
        searchTerm,
        valueDate: subject.transactionDate,
        amount: subject.openAmount,
        purpose: subject.purpose,
        direction: toPostingDirectionOfAmount(subject.openAmount) ?? null,
      },
      { signal },
    )
