/**
 * The transfer dialog's flow: its steps, state, events and effects (spec: accounts-and-transfers 2.2 states
 * datainput, orderinput, ordersummary, orderdeclined, redirectautherror; 4.4 transfer flow; Verification of Payee of
 * the EU Instant Payments Regulation). The rules are in transfer-flow-rules.ts, the transition in transfer-flow.ts.
 */
import type { TransferKind } from '../accounts/account-capabilities.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import type { OutgoingHostMessageType } from '../embedding/host-message-types.ts'
import type { Reaction } from '../errors/reaction.ts'
import type { ScaAnswer } from '../errors/sca-context.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { TransferDraftContext } from './draft-rules.ts'
import type {
  BankTransfer,
  BankTransferOrder,
  CreateBankTransferOrderRequest,
  CreateBankTransfersRequest,
  PayeeVerification,
  PayeeVerificationRequest,
  Reoccurrence,
} from './model.ts'

/** The five states of spec 2.2 (finance.banktransfer.*), plus the end of the dialog. */
export const TRANSFER_FLOW_STEPS = ['datainput', 'orderinput', 'ordersummary', 'orderdeclined', 'redirectautherror', 'closed'] as const
export type TransferFlowStep = (typeof TRANSFER_FLOW_STEPS)[number]

/**
 * What the user chooses in the kind field: a transfer today, a scheduled one (a later day) or a standing order. The
 * first two are the core's TransferKind 'single'; 'scheduled' only opens the date input (spec 4.4 step 7).
 */
export const TRANSFER_MODES = ['single', 'scheduled', 'standingOrder'] as const
export type TransferMode = (typeof TRANSFER_MODES)[number]

/** The data input as typed: every field as text, so nothing the user typed is lost on an error or a reload. */
export interface TransferForm {
  readonly financialAccountId: string | null
  readonly mode: TransferMode
  readonly recipientName: string
  readonly recipientIban: string
  readonly recipientBic: string
  /** Filled by the bank lookup of a German IBAN; shown, not sent. */
  readonly bankName: string
  /** Set when a contact was chosen; cleared when the user changes name or IBAN. */
  readonly contactId: string | null
  /** de-DE as typed ('1.234,56'). */
  readonly amount: string
  readonly purpose: string
  readonly executionDate: LocalDate
  readonly sepaInstant: boolean
  readonly reoccurrence: Reoccurrence | null
  readonly lastExecutionDate: LocalDate | null
  /** From the hand-over's bankTransfer (e.g. a voucher to pay): sent along, never shown. */
  readonly referenceId: string | null
  readonly referenceType: string | null
}

/**
 * A failed call as the dialog reacts to it: the catalogue's reaction and text (describeTransferFailure of the
 * catalogue), field texts for issues on form fields, the wait before a retry, and whether the call may have taken
 * effect all the same (no answer, or one that could not be read).
 */
export interface TransferFailure {
  readonly reaction: Reaction
  readonly text: string
  readonly key: string | undefined
  readonly fieldErrors: Readonly<Record<string, ReadonlyArray<string>>>
  readonly retryAfterSeconds?: number | undefined
  readonly outcomeUnknown: boolean
}

/** The return of a bank's redirect authorisation (/hub/redirect/transfer: bto, action, fa, ct, lpt, state, code, error). */
export interface RedirectTransferData {
  readonly bankTransferOrderId: string
  readonly financialAccountId: string | null
  readonly action: string | null
  readonly state: string | null
  readonly code: string | null
  readonly error: string | null
}

/** Where an order that went to the bank's redirect authorisation stands (see RedirectPendingOrder). */
export const REDIRECT_ORDER_STAGES = ['authorising', 'sent', 'executed', 'failed'] as const
export type RedirectOrderStage = (typeof REDIRECT_ORDER_STAGES)[number]

/**
 * The order the dialog left for the bank's page (redirect SCA in the same window), kept in the session hand-over so
 * that /hub/redirect/transfer resumes the dialog with it, and so that a reload never sends its execution twice.
 * Stages: 'authorising' (left for the bank), 'sent' (the execution went out after the return; its answer may be
 * lost), 'executed' (answered: `order` is the answer), 'failed' (refused: `errorText` says why). No TAN is part of it.
 */
export interface RedirectPendingOrder {
  readonly order: BankTransferOrder
  readonly transfers: ReadonlyArray<BankTransfer>
  readonly requestCreatedToHost: boolean
  readonly stage: RedirectOrderStage
  readonly errorText?: string | null
}

/** How the dialog was opened (the session hand-over of spec 2.2). */
export interface TransferFlowStart {
  readonly form: TransferForm
  readonly financialAccountFixed: boolean
  /** Preselected transfers (a combined transfer): the dialog starts at orderinput. */
  readonly bankTransferIds: ReadonlyArray<string>
  readonly redirect: RedirectTransferData | null
  /** The order kept before leaving for the bank (used when it is the order the return names). */
  readonly pendingRedirect?: RedirectPendingOrder | null | undefined
}

/** What every state carries: how the dialog was opened, and whether the user asked to close. */
export interface TransferFlowContext {
  readonly financialAccountFixed: boolean
  readonly redirect: RedirectTransferData | null
  /**
   * Close was pressed while a call that creates an order was under way: the dialog closes once that call has
   * answered (and the order it created is deleted), so no pending order is left behind.
   */
  readonly closing: boolean
  /** IBANs the server said take no instant transfer (sepa_instant_not_available_for_recipient_iban). */
  readonly ibansWithoutInstant: ReadonlyArray<string>
  /** The redirect return's order as kept before leaving (its transfers, the host message); null otherwise. */
  readonly resumed: RedirectPendingOrder | null
}

/** The account and kind an order is created for, with what validating it needs. */
export interface OrderPlan {
  readonly financialAccountId: string
  readonly kind: TransferKind
  /** The order request without its transfer ids (known once the transfers exist). */
  readonly order: Omit<CreateBankTransferOrderRequest, 'bankTransferIds'>
  /** The account is a webhook account: a 'request created' message goes to the host after execution (4.4 step 3). */
  readonly requestCreatedToHost: boolean
}

export type PayeeCheck =
  | { readonly status: 'checking' }
  /** One verification per transfer, in the order of the transfers. */
  | { readonly status: 'done'; readonly results: ReadonlyArray<{ readonly request: PayeeVerificationRequest; readonly verification: PayeeVerification }> }
  /** Not checked: the redirect return, whose order was checked before the user left for the bank. */
  | { readonly status: 'skipped' }

/** The most serious warning of the payee check; MATCH for none. */
export type PayeeWarning = 'none' | 'closeMatch' | 'noMatch' | 'notPossible'

export type OrderInputPhase =
  /** Preselected transfers are being read. */
  | 'loadingTransfers'
  /** Preselected transfers, no fixed account: the user picks account and date. */
  | 'editingOrder'
  | 'creatingOrder'
  | 'checkingPayee'
  /** Waiting for "Überweisen". */
  | 'ready'
  | 'executing'
  /** RATE_LIMIT_EXCEEDED or CONCURRENT_SAME_TRANSFER_ALREADY_IN_PROGRESS: "Überweisen" waits. */
  | 'waitingToRetry'
  /** The execution got no readable answer: it may have run; not sent again, the user checks the executed list. */
  | 'outcomeUnknown'
  /** Deleting the pending order because the user closes or goes back. */
  | 'deletingOrder'
  /** The bank refused the order for good (banking_internal_error of a preselected order): only closing is left. */
  | 'orderCannotRun'

export type TransferFlowState =
  | {
      readonly step: 'datainput'
      readonly context: TransferFlowContext
      readonly form: TransferForm
      readonly phase: 'editing' | 'creatingTransfers' | 'creatingOrder'
      readonly issues: ReadonlyArray<ValidationIssue>
      readonly failure: TransferFailure | null
      /** Set while the order is being created. */
      readonly plan: OrderPlan | null
      readonly transfers: ReadonlyArray<BankTransfer>
      /** What the server's SEPA cleaning changed, per field, to show under it (spec 5.2: the user sees the change). */
      readonly sepaCleaned?: SepaCleanedTexts
    }
  | {
      readonly step: 'orderinput'
      readonly context: TransferFlowContext
      /** The data input the order came from; null for preselected transfers and the redirect return. */
      readonly form: TransferForm | null
      readonly phase: OrderInputPhase
      readonly transfers: ReadonlyArray<BankTransfer>
      readonly plan: OrderPlan | null
      /** The created order, once there is one. */
      readonly order: BankTransferOrder | null
      readonly payee: PayeeCheck
      readonly warningConfirmed: boolean
      readonly issues: ReadonlyArray<ValidationIssue>
      readonly failure: TransferFailure | null
      /** Where a finished deletion leads: closing the dialog, or back to the data input (optionally with a new name). */
      readonly afterDeletion: AfterDeletion | null
    }
  | {
      readonly step: 'ordersummary'
      readonly context: TransferFlowContext
      readonly transfers: ReadonlyArray<BankTransfer>
      readonly order: BankTransferOrder
      readonly instant: InstantWatch | null
    }
  | { readonly step: 'orderdeclined'; readonly context: TransferFlowContext; readonly transfers: ReadonlyArray<BankTransfer>; readonly order: BankTransferOrder }
  | {
      readonly step: 'redirectautherror'
      readonly context: TransferFlowContext
      readonly errorText: string | null
      /** The order the bank did not authorise: still pending, deleted when the dialog closes (4.4 step 6). */
      readonly bankTransferOrderId: string
      readonly deleting: boolean
    }
  | { readonly step: 'closed'; readonly context: TransferFlowContext; readonly reason: TransferCloseReason }

export type AfterDeletion =
  /** `evenIfRefused`: the execution may have run (no answer), so a refused deletion closes all the same. */
  | { readonly to: 'close'; readonly evenIfRefused: boolean }
  | { readonly to: 'datainput'; readonly failure: TransferFailure | null; readonly form: TransferForm }
  /** Close match taken over: the transfer is created anew with the bank's name. */
  | { readonly to: 'recreate'; readonly form: TransferForm }

/** The instant transfer's status watch (4.4 step 5; instant-polling.ts). */
export type InstantWatch =
  | { readonly status: 'polling'; readonly pollsDone: number }
  | { readonly status: 'finished'; readonly paymentStatus: 'FAILED' | 'SUCCESSFUL' }
  /** Gave up after INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT polls: the outcome is not known yet. */
  | { readonly status: 'unknown' }

/** 'completed': closed after the summary; 'canceled': closed before, or after a decline or a redirect error. */
export type TransferCloseReason = 'completed' | 'canceled'

/** The form's fields the server cleans of characters SEPA does not allow (spec 5.2). */
export const SEPA_CLEANED_FIELDS = ['recipientName', 'purpose'] as const
export type SepaCleanedField = (typeof SEPA_CLEANED_FIELDS)[number]
export type SepaCleanedTexts = Partial<Record<SepaCleanedField, string>>

export type TransferFlowEvent =
  // datainput: every change of the form (the flow holds the draft), then the form with everything validating it needs
  | { readonly type: 'formChanged'; readonly form: TransferForm }
  // Answers that come back while the user types on: each applies to the form as it is then, if it still holds what was asked.
  | { readonly type: 'sepaTextCleaned'; readonly field: SepaCleanedField; readonly typed: string; readonly cleaned: string }
  /** `iban`: the electronic form (normalizeIban) of the IBAN that was looked up. */
  | { readonly type: 'recipientBankFound'; readonly iban: string; readonly bic: string; readonly bankName: string }
  | {
      readonly type: 'draftSubmitted'
      readonly form: TransferForm
      readonly context: TransferDraftContext
      /** The account's availableActions say it is a webhook account for this kind (isRequestCreatedSentToHost). */
      readonly requestCreatedToHost: boolean
    }
  | { readonly type: 'transfersCreated'; readonly transfers: ReadonlyArray<BankTransfer> }
  | { readonly type: 'transfersCreationFailed'; readonly failure: TransferFailure }
  | { readonly type: 'orderCreated'; readonly order: BankTransferOrder }
  | { readonly type: 'orderCreationFailed'; readonly failure: TransferFailure }
  // orderinput with preselected transfers
  | { readonly type: 'preselectedTransfersLoaded'; readonly transfers: ReadonlyArray<BankTransfer>; readonly plan: OrderPlan | null }
  | { readonly type: 'preselectedTransfersFailed'; readonly failure: TransferFailure }
  | {
      readonly type: 'combinedOrderSubmitted'
      readonly plan: OrderPlan
      readonly context: Omit<TransferDraftContext, 'ownAccounts'>
    }
  // Verification of Payee
  | { readonly type: 'payeesVerified'; readonly results: ReadonlyArray<PayeeVerification> }
  /** The check itself failed: read as "check not possible" for every transfer. */
  | { readonly type: 'payeeCheckFailed' }
  | { readonly type: 'matchedNameTaken' }
  | { readonly type: 'payeeWarningConfirmed'; readonly confirmed: boolean }
  // authorising
  | { readonly type: 'transferPressed' }
  | { readonly type: 'executionSucceeded'; readonly order: BankTransferOrder }
  | { readonly type: 'executionFailed'; readonly failure: TransferFailure }
  | { readonly type: 'scaCancelled' }
  | { readonly type: 'retryAllowed' }
  | { readonly type: 'instantStatusRead'; readonly paymentStatus: string | null }
  // leaving
  | { readonly type: 'editPressed' }
  | { readonly type: 'orderDeleted' }
  | { readonly type: 'orderDeletionFailed'; readonly failure: TransferFailure }
  | { readonly type: 'closePressed' }

export type TransferFlowEffect =
  | { readonly type: 'createBankTransfers'; readonly body: CreateBankTransfersRequest }
  | { readonly type: 'createBankTransferOrder'; readonly body: CreateBankTransferOrderRequest }
  | { readonly type: 'getBankTransfers'; readonly bankTransferIds: ReadonlyArray<string> }
  | { readonly type: 'verifyPayees'; readonly requests: ReadonlyArray<PayeeVerificationRequest> }
  /** Through callWithSca; `sca` only on the redirect return (the bank's answer). */
  | { readonly type: 'executeBankTransferOrder'; readonly bankTransferOrderId: string; readonly sca: ScaAnswer | null }
  | { readonly type: 'deleteBankTransferOrder'; readonly bankTransferOrderId: string }
  | {
      readonly type: 'pollInstantStatus'
      readonly bankTransferOrderId: string
      readonly sepaInstantTransactionId: string
      readonly afterMs: number
    }
  | { readonly type: 'waitForRetry'; readonly afterSeconds: number }
  | { readonly type: 'notifyHost'; readonly message: OutgoingHostMessageType }
  /** Spec 7.4: the last used transfer account. */
  | { readonly type: 'rememberAccount'; readonly financialAccountId: string }
  /** Keep where the redirect return's order stands in the session hand-over (never twice executed on a reload). */
  | { readonly type: 'saveRedirectProgress'; readonly pending: RedirectPendingOrder }
  /** Close the dialog and clear the session-stored draft. */
  | { readonly type: 'close'; readonly reason: TransferCloseReason }

export type TransferFlowTransition = readonly [TransferFlowState, ReadonlyArray<TransferFlowEffect>]
