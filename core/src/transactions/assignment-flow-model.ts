/**
 * The assignment panel's flow: its state, events and effects (spec: transactions-import-proposals 2 "Dialogs and
 * panels", 4 "delete or reverse a payment", "payment difference dialog", "ignore and unignore", 5 "Payments and
 * assignment", 8 "Payment errors"; hub-and-business-account 4.12 finance events, 5 "Categorise without receipt").
 * The transition is in assignment-flow.ts. One change runs at a time: a second click while a call is in flight is
 * dropped, so nothing is sent twice.
 */
import type { LocalDate } from '../calendar/local-date.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { Money } from '../money/money.ts'
import type { BookingState, PaymentDifferenceStrategy, PaymentOption, PostingCategory, VoucherPayment, VoucherSource } from './model.ts'
import type {
  AssignReservedVoucherPaymentsRequest,
  AssignVoucherPaymentsRequest,
  CategoriseRequest,
  PaymentOptionsRequest,
  Voucher,
} from './wire.ts'

/** What the panel books: a booked transaction or a reserved one (booked only with a voucher, transactions 1). */
export interface AssignmentSubject {
  readonly kind: 'transaction' | 'reserved'
  readonly id: string
  readonly amount: Money
  /** What is still open; the whole amount when the server sent none. */
  readonly openAmount: Money
  readonly lockVersion: number | null
  readonly bookingState: BookingState
  readonly ignored: boolean
  /** The transaction's date: the payment date of an assignment and the key date of a categorisation. */
  readonly transactionDate: LocalDate | null
  readonly purpose: string | null
  readonly financialAccountId: string | null
}

/**
 * A failed call as the panel reacts to it (describeAssignmentFailure in the catalogue): a lockVersion conflict (the
 * transaction changed elsewhere: reload, book nothing), a refusal with its German text and field texts, or a
 * passing trouble (time-out, 429, 5xx, offline, unreadable answer) that a retry may cure.
 */
export interface AssignmentFailure {
  readonly kind: 'conflict' | 'refused' | 'retryable'
  readonly text: string
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
}

/** A change of the panel other than assigning vouchers, with every value its call needs. */
export type AssignmentChange =
  | { readonly kind: 'deletePayment'; readonly paymentId: string }
  | { readonly kind: 'reversePayment'; readonly paymentId: string; readonly reverseDate: LocalDate }
  | { readonly kind: 'updateNote'; readonly paymentId: string; readonly note: string | null }
  | { readonly kind: 'categorise'; readonly direction: 'income' | 'outgo'; readonly body: CategoriseRequest }
  | { readonly kind: 'ignore'; readonly ignoreReason: string | null; readonly lockVersion: number | null }
  | { readonly kind: 'unignore' }
  | { readonly kind: 'deleteReservedPayments' }

export type AssignmentChangeKind = AssignmentChange['kind']

/** The dialogs of the panel (spec 2: payment difference, reversal, edit note, ignore, unignore, delete confirmation). */
export type AssignmentDialog =
  | { readonly kind: 'editNote'; readonly payment: VoucherPayment }
  | { readonly kind: 'deletePayment'; readonly payment: VoucherPayment }
  | { readonly kind: 'reversePayment'; readonly payment: VoucherPayment }
  | { readonly kind: 'ignore' }
  | { readonly kind: 'unignore' }
  | { readonly kind: 'deleteReservedPayments' }
  | {
      readonly kind: 'paymentDifference'
      readonly voucher: Voucher
      /** The signed payment the difference was asked for. */
      readonly paymentAmount: Money
      readonly options: ReadonlyArray<PaymentOption>
    }

export type AssignmentDialogKind = AssignmentDialog['kind']

/** The payments of the subject as last read. */
export type PaymentsView =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly payments: ReadonlyArray<VoucherPayment> }
  | { readonly status: 'failed'; readonly failure: AssignmentFailure }

/** What runs now; 'idle' accepts a new change. */
export type AssignmentPhase = 'idle' | 'askingOptions' | 'choosingStrategy' | 'assigning' | 'changing'

/** The request that failed with a passing trouble, kept so "Erneut versuchen" sends exactly it again. */
export type RetryableRequest =
  | { readonly kind: 'assign'; readonly body: AssignVoucherPaymentsRequest }
  | { readonly kind: 'assignReserved'; readonly body: AssignReservedVoucherPaymentsRequest }
  | { readonly kind: 'paymentOptions'; readonly request: PaymentOptionsRequest; readonly voucher: Voucher }
  | { readonly kind: 'change'; readonly change: AssignmentChange }

export interface AssignmentFlowState {
  readonly subject: AssignmentSubject
  readonly payments: PaymentsView
  /** The selected vouchers, in the order selected (the split pays them in this order). */
  readonly selection: ReadonlyArray<Voucher>
  readonly phase: AssignmentPhase
  readonly dialog: AssignmentDialog | null
  /** Our own validation issues of the open dialog or the categorise form (shown on their fields). */
  readonly issues: ReadonlyArray<ValidationIssue>
  /** The last failure; shown on the panel, or in the open dialog. */
  readonly failure: AssignmentFailure | null
  readonly retry: RetryableRequest | null
  /** The success notice of the last change (a catalogue key), until the next change. */
  readonly successKey: string | null
  /** Grows with each read of the payments that was asked for: the panel's focus and status line follow it. */
  readonly revision: number
}

/** The payments and state read again (listPayments + getBookingState, or the reserved transaction's). */
export interface AssignmentReload {
  readonly payments: ReadonlyArray<VoucherPayment>
  readonly openAmount: Money
  readonly bookingState: BookingState
  readonly lockVersion: number | null
  readonly ignored?: boolean | undefined
}

export type AssignmentFlowEvent =
  | { readonly type: 'reloaded'; readonly reload: AssignmentReload }
  | { readonly type: 'reloadFailed'; readonly failure: AssignmentFailure }
  | { readonly type: 'reloadRequested' }
  | { readonly type: 'voucherToggled'; readonly voucher: Voucher }
  | { readonly type: 'selectionCleared' }
  | { readonly type: 'assignRequested' }
  | { readonly type: 'paymentOptionsLoaded'; readonly voucher: Voucher; readonly paymentAmount: Money; readonly options: ReadonlyArray<PaymentOption> }
  | { readonly type: 'strategyChosen'; readonly strategy: PaymentDifferenceStrategy | null }
  | { readonly type: 'assignSucceeded' }
  | { readonly type: 'dialogOpened'; readonly dialog: Exclude<AssignmentDialog, { kind: 'paymentDifference' }> }
  | { readonly type: 'dialogClosed' }
  | { readonly type: 'noteSubmitted'; readonly paymentId: string; readonly note: string }
  | {
      readonly type: 'reversalSubmitted'
      readonly paymentId: string
      readonly reverseDate: LocalDate | null
      readonly voucherDate: LocalDate | null
      readonly today: LocalDate
    }
  | { readonly type: 'deleteConfirmed'; readonly payment: VoucherPayment }
  | {
      readonly type: 'categoriseSubmitted'
      readonly category: PostingCategory | null
      readonly taxRatePercent: number | null
      readonly note: string
      /** The voucher date when the transaction has none. */
      readonly today: LocalDate
    }
  | { readonly type: 'ignoreSubmitted'; readonly reason: string }
  | { readonly type: 'unignoreConfirmed' }
  | { readonly type: 'deleteReservedConfirmed' }
  | { readonly type: 'changeSucceeded'; readonly change: AssignmentChange }
  /** Any call of the flow failed (paymentOptions, assign, change). */
  | { readonly type: 'callFailed'; readonly failure: AssignmentFailure }
  | { readonly type: 'retryRequested' }

/** The finance events an assignment change announces (hub-and-business-account 4.12). */
export type AssignmentFinanceEvent = 'transaction_changed' | 'update_pending_counts' | 'reservation_changed'

export type AssignmentFlowEffect =
  | { readonly type: 'reload'; readonly subject: AssignmentSubject }
  | { readonly type: 'getPaymentOptions'; readonly request: PaymentOptionsRequest; readonly voucher: Voucher }
  | { readonly type: 'assign'; readonly body: AssignVoucherPaymentsRequest }
  | { readonly type: 'assignReserved'; readonly body: AssignReservedVoucherPaymentsRequest }
  | { readonly type: 'change'; readonly subject: AssignmentSubject; readonly change: AssignmentChange }
  | { readonly type: 'emit'; readonly events: ReadonlyArray<AssignmentFinanceEvent> }

/** The voucher a payment item refers to, as the request names it. */
export interface AssignmentVoucherRef {
  readonly voucherId: string
  readonly voucherSource: VoucherSource
}
