/**
 * The assignment panel's transition (model in assignment-flow-model.ts; spec: transactions-import-proposals 4, 5, 8;
 * hub-and-business-account 4.12, 5). Pure: every call leaves as an effect with its full payload, every answer comes
 * back as an event. Rules it keeps: one call at a time (a double click sends once); no assignment of a selection
 * the booking bar refuses; a lockVersion conflict reloads and books nothing; every success reloads the payments and
 * the booking state and announces the finance events.
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { isZeroMoney } from '../money/money.ts'
import { toBookingBarState, type BookingBarState } from './booking-bar.ts'
import { validateCategoriseWithoutReceipt } from './categorise-rules.ts'
import { VOUCHER_DATA_SOURCE } from './constants.ts'
import { canIgnoreTransaction, validateIgnoreReason, validateReversal } from './dialog-rules.ts'
import type {
  AssignmentChange,
  AssignmentFinanceEvent,
  AssignmentFlowEffect,
  AssignmentFlowEvent,
  AssignmentFlowState,
  AssignmentSubject,
  RetryableRequest,
} from './assignment-flow-model.ts'
import type { FinancialTransaction, PaymentDifferenceStrategy, ReservedTransaction } from './model.ts'
import { isPaymentDifferenceDialogShown, validatePaymentDifferenceStrategy } from './payment-difference.ts'
import { toAssignmentDifference, toAssignmentPayments, validateAssignmentRequest, validatePaymentNote } from './payment-assignment.ts'
import { toAbsoluteMoney, validateVoucherPaymentUnassign } from './payment-rules.ts'
import { toSignedVoucherAmount } from './payment-split.ts'

type Step = readonly [AssignmentFlowState, ReadonlyArray<AssignmentFlowEffect>]

/** The panel's subject from what the list row holds. */
export const toAssignmentSubject = (
  target: { readonly kind: 'transaction'; readonly transaction: FinancialTransaction } | { readonly kind: 'reserved'; readonly reserved: ReservedTransaction },
): AssignmentSubject => {
  if (target.kind === 'transaction') {
    const tx = target.transaction
    return {
      kind: 'transaction',
      id: tx.financialTransactionId,
      amount: tx.amount,
      openAmount: tx.openAmount ?? tx.amount,
      lockVersion: tx.lockVersion ?? null,
      bookingState: tx.bookingState,
      ignored: tx.ignored === true,
      transactionDate: tx.transactionDate ?? tx.valueDate ?? null,
      purpose: tx.purpose ?? null,
      financialAccountId: tx.financialAccountId ?? tx.financialAccount?.financialAccountId ?? null,
    }
  }
  const r = target.reserved
  return {
    kind: 'reserved',
    id: r.reservedFinancialTransactionId,
    amount: r.amount,
    openAmount: r.openAmount ?? r.amount,
    lockVersion: r.lockVersion ?? null,
    bookingState: r.state === 'completely_assigned' ? 'COMPLETELY_ASSIGNED' : r.state === 'partially_assigned' ? 'PARTIALLY_ASSIGNED' : 'UNASSIGNED',
    ignored: false,
    transactionDate: r.createdDate ?? null,
    purpose: r.purpose ?? null,
    financialAccountId: r.financialAccountId ?? null,
  }
}

/** The booking bar of the current selection against what is open (booking-bar.ts). */
export const toSelectionBookingBar = (state: Pick<AssignmentFlowState, 'subject' | 'selection'>): BookingBarState =>
  toBookingBarState(state.subject.openAmount, state.selection.map(toSignedVoucherAmount))

/** The finance events a change of the subject announces: a reserved one also changes the reservations. */
export const toAssignmentFinanceEvents = (subject: Pick<AssignmentSubject, 'kind'>): ReadonlyArray<AssignmentFinanceEvent> =>
  subject.kind === 'reserved'
    ? ['transaction_changed', 'update_pending_counts', 'reservation_changed']
    : ['transaction_changed', 'update_pending_counts']

/** Where our issue for a refused selection shows: on the booking bar. */
export const BOOKING_BAR_FIELD = 'voucherPayments'

export const startAssignmentFlow = (subject: AssignmentSubject): Step => [
  {
    subject,
    payments: { status: 'loading' },
    selection: [],
    phase: 'idle',
    dialog: null,
    issues: [],
    failure: null,
    retry: null,
    successKey: null,
    revision: 0,
  },
  [{ type: 'reload', subject }],
]

const reload = (state: AssignmentFlowState): Step => [
  { ...state, payments: state.payments.status === 'loaded' ? state.payments : { status: 'loading' }, revision: state.revision + 1 },
  [{ type: 'reload', subject: state.subject }],
]

const withIssues = (state: AssignmentFlowState, issues: ReadonlyArray<ValidationIssue>): Step => [{ ...state, issues, failure: null }, []]

/** The keys of a refused selection or amount: shown on the booking bar, where the amounts are. */
const toBookingBarIssue = (issue: ValidationIssue): ValidationIssue =>
  issue.field === 'paymentDifferenceStrategy' || issue.field === 'note' ? issue : validationIssue(BOOKING_BAR_FIELD, issue.key, issue.params)

/**
 * Sends the assignment of the current selection: the payments of core's toAssignmentPayments with the strategy chosen
 * for the difference, every rule checked at once (validateAssignmentRequest); a refused draft books nothing and
 * says why on the booking bar.
 */
const sendAssignment = (state: AssignmentFlowState, strategy: PaymentDifferenceStrategy | null): Step => {
  const { subject } = state
  const checked = validateAssignmentRequest({
    transaction: {
      financialTransactionId: subject.id,
      amount: subject.amount,
      openAmount: subject.openAmount,
      bookingState: subject.bookingState,
      lockVersion: subject.lockVersion,
    },
    vouchers: state.selection,
    paymentDifferenceStrategy: strategy,
    paymentDate: subject.kind === 'transaction' ? subject.transactionDate : null,
  })
  if (E.isLeft(checked)) {
    return [{ ...state, phase: 'idle', dialog: null, issues: checked.left.map(toBookingBarIssue), failure: null, retry: null }, []]
  }
  const body = checked.right
  const request: RetryableRequest =
    subject.kind === 'transaction'
      ? { kind: 'assign', body: { ...body, lockVersion: subject.lockVersion, note: null } }
      : { kind: 'assignReserved', body: { reservedFinancialTransactionId: subject.id, lockVersion: subject.lockVersion, note: null, payments: body.payments } }
  return send({ ...state, phase: 'assigning', dialog: null }, request)
}

const effectOf = (state: AssignmentFlowState, request: RetryableRequest): AssignmentFlowEffect => {
  switch (request.kind) {
    case 'assign':
      return { type: 'assign', body: request.body }
    case 'assignReserved':
      return { type: 'assignReserved', body: request.body }
    case 'paymentOptions':
      return { type: 'getPaymentOptions', request: request.request, voucher: request.voucher }
    case 'change':
      return { type: 'change', subject: state.subject, change: request.change }
  }
}

const send = (state: AssignmentFlowState, request: RetryableRequest): Step => {
  const next: AssignmentFlowState = { ...state, retry: request, failure: null, issues: [], successKey: null }
  return [next, [effectOf(next, request)]]
}

const sendChange = (state: AssignmentFlowState, change: AssignmentChange): Step => send({ ...state, phase: 'changing' }, { kind: 'change', change })

const assignRequested = (state: AssignmentFlowState): Step => {
  const bar = toSelectionBookingBar(state)
  if (bar.kind === 'empty') return withIssues(state, [validationIssue(BOOKING_BAR_FIELD, 'transactions.voucherSumZero')])
  if (bar.kind === 'notAllowed') {
    const key = isZeroMoney(bar.voucherSum) ? 'transactions.voucherSumZero' : 'transactions.selectionSignDiffers'
    return withIssues(state, [validationIssue(BOOKING_BAR_FIELD, key)])
  }
  if (state.subject.bookingState === 'COMPLETELY_ASSIGNED') return withIssues(state, [validationIssue(BOOKING_BAR_FIELD, 'INVALID_STATE')])
  // A booked transaction asks the server which strategies its difference allows; a reserved one books as split
  // (chosen: the options call names a financial transaction, so a reserved one's missing amount is a partial payment).
  const tx = { amount: state.subject.amount, openAmount: state.subject.openAmount }
  const difference = state.subject.kind === 'transaction' ? toAssignmentDifference(tx, state.selection) : ({ kind: 'none' } as const)
  if (difference.kind === 'none') return sendAssignment(state, null)
  const voucher = state.selection.find((v) => v.voucherId === difference.voucherId)
  // The payment the difference is asked for: as paid (missing), or with the surplus on top (what a strategy adds).
  const payment = toAssignmentPayments(tx, state.selection, difference.kind === 'surplus' ? 'OVERPAYMENT' : null).find((p) => p.voucherId === difference.voucherId)
  if (voucher === undefined || payment === undefined) return sendAssignment(state, null)
  const request = {
    financialTransactionId: state.subject.id,
    voucherId: voucher.voucherId,
    voucherSource: voucher.voucherSource,
    paymentAmount: payment.paymentAmount,
  }
  return send({ ...state, phase: 'askingOptions' }, { kind: 'paymentOptions', request, voucher })
}

const strategyChosen = (state: AssignmentFlowState, strategy: PaymentDifferenceStrategy | null): Step => {
  const dialog = state.dialog
  if (dialog?.kind !== 'paymentDifference' || state.phase !== 'choosingStrategy') return [state, []]
  const chosen = validatePaymentDifferenceStrategy(strategy, dialog.options)
  if (E.isLeft(chosen)) return withIssues(state, chosen.left)
  return sendAssignment({ ...state, issues: [] }, chosen.right.strategy)
}

/** A change is accepted only while nothing runs (one call at a time). */
const isIdle = (state: AssignmentFlowState): boolean => state.phase === 'idle'

const SUCCESS_KEYS: { readonly [K in AssignmentChange['kind']]: string } = {
  deletePayment: 'transactions.paymentRemoved',
  reversePayment: 'transactions.paymentReversed',
  updateNote: 'transactions.noteSaved',
  categorise: 'hub.transactionCategorised',
  ignore: 'transactions.transactionIgnored',
  unignore: 'transactions.transactionUnignored',
  deleteReservedPayments: 'hub.reservationAssignmentRemoved',
}

/** The catalogue key of a change's success notice. */
export const toAssignmentSuccessKey = (change: AssignmentChange['kind'] | 'assign'): string =>
  change === 'assign' ? 'hub.paymentSaved' : SUCCESS_KEYS[change]

const succeeded = (state: AssignmentFlowState, successKey: string, keepSelection: boolean): Step => {
  const [next, effects] = reload({
    ...state,
    phase: 'idle',
    dialog: null,
    issues: [],
    failure: null,
    retry: null,
    successKey,
    selection: keepSelection ? state.selection : [],
  })
  return [next, [{ type: 'emit', events: toAssignmentFinanceEvents(state.subject) }, ...effects]]
}

export const transitionAssignmentFlow = (state: AssignmentFlowState, event: AssignmentFlowEvent): Step => {
  switch (event.type) {
    case 'reloaded': {
      const r = event.reload
      const subject: AssignmentSubject = {
        ...state.subject,
        openAmount: r.openAmount,
        bookingState: r.bookingState,
        lockVersion: r.lockVersion,
        ignored: r.ignored ?? state.subject.ignored,
      }
      // The selection stays (after a conflict the user checks it against the new open amount and books anew).
      return [{ ...state, subject, payments: { status: 'loaded', payments: r.payments } }, []]
    }
    case 'reloadFailed':
      return [{ ...state, payments: state.payments.status === 'loaded' ? state.payments : { status: 'failed', failure: event.failure }, failure: event.failure, retry: null }, []]
    case 'reloadRequested':
      return isIdle(state) ? reload({ ...state, failure: null }) : [state, []]
    case 'voucherToggled': {
      if (!isIdle(state)) return [state, []]
      const selected = state.selection.some((v) => v.voucherId === event.voucher.voucherId)
      const selection = selected ? state.selection.filter((v) => v.voucherId !== event.voucher.voucherId) : [...state.selection, event.voucher]
      return [{ ...state, selection, issues: [], failure: null, retry: null }, []]
    }
    case 'selectionCleared':
      return isIdle(state) ? [{ ...state, selection: [], issues: [] }, []] : [state, []]
    case 'assignRequested':
      return isIdle(state) ? assignRequested(state) : [state, []]
    case 'paymentOptionsLoaded': {
      if (state.phase !== 'askingOptions') return [state, []]
      if (!isPaymentDifferenceDialogShown(event.options)) return sendAssignment(state, null)
      return [
        {
          ...state,
          phase: 'choosingStrategy',
          retry: null,
          dialog: { kind: 'paymentDifference', voucher: event.voucher, paymentAmount: event.paymentAmount, options: event.options },
        },
        [],
      ]
    }
    case 'strategyChosen':
      return strategyChosen(state, event.strategy)
    case 'assignSucceeded':
      return state.phase === 'assigning' ? succeeded(state, toAssignmentSuccessKey('assign'), false) : [state, []]
    case 'dialogOpened':
      return isIdle(state) && state.dialog === null ? [{ ...state, dialog: event.dialog, issues: [], failure: null, retry: null }, []] : [state, []]
    case 'dialogClosed':
      // The difference dialog closes while choosing (nothing was sent); other dialogs only while nothing runs.
      if (state.phase === 'choosingStrategy') return [{ ...state, phase: 'idle', dialog: null, issues: [] }, []]
      return isIdle(state) ? [{ ...state, dialog: null, issues: [], failure: null, retry: null }, []] : [state, []]
    case 'noteSubmitted': {
      if (!isIdle(state) || state.dialog?.kind !== 'editNote') return [state, []]
      const note = validatePaymentNote(event.note)
      return E.isLeft(note) ? withIssues(state, note.left) : sendChange(state, { kind: 'updateNote', paymentId: event.paymentId, note: note.right })
    }
    case 'reversalSubmitted': {
      if (!isIdle(state) || state.dialog?.kind !== 'reversePayment') return [state, []]
      // Without a voucher date (not sent) only the date itself and "not after today" can be checked.
      const input = event.reverseDate ?? ''
      const date = validateReversal(input, event.voucherDate ?? event.reverseDate ?? event.today, event.today)
      return E.isLeft(date)
        ? withIssues(state, date.left)
        : sendChange(state, { kind: 'reversePayment', paymentId: event.paymentId, reverseDate: date.right.reverseDate })
    }
    case 'deleteConfirmed': {
      if (!isIdle(state) || state.dialog?.kind !== 'deletePayment') return [state, []]
      const unassign = validateVoucherPaymentUnassign(event.payment)
      return E.isLeft(unassign) ? withIssues(state, unassign.left) : sendChange(state, { kind: 'deletePayment', paymentId: unassign.right })
    }
    case 'categoriseSubmitted': {
      if (!isIdle(state) || state.subject.kind !== 'transaction') return [state, []]
      const valid = validateCategoriseWithoutReceipt({
        transactionAmount: state.subject.openAmount,
        category: event.category,
        taxRatePercent: event.taxRatePercent,
      })
      const note = validatePaymentNote(event.note)
      const issues = [...(E.isLeft(valid) ? valid.left : []), ...(E.isLeft(note) ? note.left : [])]
      if (E.isLeft(valid) || E.isLeft(note) || issues.length > 0) return withIssues(state, issues)
      const { subject } = state
      return sendChange(state, {
        kind: 'categorise',
        direction: valid.right.direction,
        body: {
          financialVoucher: {
            postingCategoryId: valid.right.category.postingCategoryId,
            taxRatePercent: valid.right.taxRatePercent,
            voucherDate: subject.transactionDate ?? event.today,
            // The financial voucher pays what is open, positive as printed (wire.ts).
            totalGrossAmount: toAbsoluteMoney(subject.openAmount),
            dataSource: VOUCHER_DATA_SOURCE,
          },
          paymentReferences: [{ financialTransactionId: subject.id, lockVersion: subject.lockVersion }],
          note: note.right,
          purpose: subject.purpose,
        },
      })
    }
    case 'ignoreSubmitted': {
      if (!isIdle(state) || state.dialog?.kind !== 'ignore') return [state, []]
      const allowed = canIgnoreTransaction({ bookingState: state.subject.bookingState, ignored: state.subject.ignored })
      if (E.isLeft(allowed)) return withIssues(state, allowed.left)
      const reason = validateIgnoreReason(event.reason)
      return E.isLeft(reason)
        ? withIssues(state, reason.left)
        : sendChange(state, { kind: 'ignore', ignoreReason: reason.right, lockVersion: state.subject.lockVersion })
    }
    case 'unignoreConfirmed':
      return isIdle(state) && state.dialog?.kind === 'unignore' ? sendChange(state, { kind: 'unignore' }) : [state, []]
    case 'deleteReservedConfirmed':
      return isIdle(state) && state.dialog?.kind === 'deleteReservedPayments' ? sendChange(state, { kind: 'deleteReservedPayments' }) : [state, []]
    case 'changeSucceeded': {
      if (state.phase !== 'changing') return [state, []]
      const ignored = event.change.kind === 'ignore' ? true : event.change.kind === 'unignore' ? false : state.subject.ignored
      return succeeded({ ...state, subject: { ...state.subject, ignored } }, toAssignmentSuccessKey(event.change.kind), true)
    }
    case 'callFailed': {
      if (state.phase === 'idle' || state.phase === 'choosingStrategy') return [state, []]
      const failure = event.failure
      if (failure.kind === 'conflict') {
        // Nothing was booked; what the user saw is stale: read it again, keep the selection to check and book anew.
        return reload({ ...state, phase: 'idle', dialog: null, failure, retry: null, issues: [] })
      }
      const retry = failure.kind === 'retryable' ? state.retry : null
      // A refused or failed payment-options call, a refused assignment: the panel stays as it was, the selection kept.
      return [{ ...state, phase: 'idle', failure, retry, dialog: state.phase === 'changing' ? state.dialog : null }, []]
    }
    case 'retryRequested': {
      const retry = state.retry
      if (!isIdle(state) || retry === null || state.failure?.kind !== 'retryable') return [state, []]
      const phase = retry.kind === 'paymentOptions' ? 'askingOptions' : retry.kind === 'change' ? 'changing' : 'assigning'
      return send({ ...state, phase }, retry)
    }
  }
}
