/**
 * The transfer dialog as a pure state machine (spec: accounts-and-transfers 2.2, 4.4 steps 1–8, 5.2–5.5; Verification
 * of Payee, EU 2024/886). The data input is validated (validateTransferDraft), the transfer created, the order created,
 * the payee checked, then the order executed; the UI runs the effects (port calls, SCA, waits, host messages) and
 * reports their outcomes as events. The model is in transfer-flow-model.ts, the rules in transfer-flow-rules.ts.
 *
 * Invariants the model-based test checks: an order is executed at most once (a second "Überweisen" while one runs, or
 * after one ran or may have run, sends nothing); the dialog closes only after every order it created and did not
 * execute has been deleted.
 */
import * as E from 'fp-ts/lib/Either.js'
import { isRequestCreatedSentToHost } from '../accounts/account-capabilities.ts'
import type { FinancialAccount } from '../accounts/model.ts'
import type { ScaAnswer } from '../errors/sca-context.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { normalizeIban } from '../iban/iban-format.ts'
import { validateTransferDraft, validateTransferOrder } from './draft-rules.ts'
import { decideInstantStatusPoll } from './instant-polling.ts'
import type { BankTransferOrder } from './model.ts'
import {
  SEPA_CLEANED_FIELDS,
  type OrderPlan,
  type RedirectPendingOrder,
  type SepaCleanedField,
  type SepaCleanedTexts,
  type TransferFailure,
  type TransferFlowContext,
  type TransferFlowEffect,
  type TransferFlowEvent,
  type TransferFlowStart,
  type TransferFlowState,
  type TransferFlowTransition,
  type TransferForm,
} from './transfer-flow-model.ts'
import {
  isPayeeConfirmationNeeded,
  matchedNameToTake,
  payeeWarningOf,
  toCreateBankTransferOrderRequest,
  toCreateBankTransfersRequest,
  toPayeeVerificationRequests,
  toTransferDraft,
  validateScheduledMode,
} from './transfer-flow-rules.ts'

type State<S extends TransferFlowState['step']> = Extract<TransferFlowState, { readonly step: S }>
type OrderInput = State<'orderinput'>

const unchanged = (state: TransferFlowState): TransferFlowTransition => [state, []]

/**
 * The bank's redirect answer sent with the execution after the return (hub-and-business-account 2.1). Reading: the
 * query's action is the requested action and its state the token of the SCA headers; the code stays out of them,
 * since the bank has already told the server the outcome and the code is a one-time secret we do not pass around.
 */
const scaOfRedirect = (redirect: NonNullable<TransferFlowContext['redirect']>): ScaAnswer => ({
  ...(redirect.action === null ? {} : { requestedAction: redirect.action }),
  ...(redirect.state === null ? {} : { token: redirect.state }),
})

// --- start

/**
 * The redirect return (hub-and-business-account 2.1, transactions-import-proposals 2): the bank's error shows
 * redirectautherror (in German: the bank's code means nothing to the user); else the order is executed once with the
 * bank's answer. The order kept before leaving (`pending`, when it is the one the return names) brings its transfers
 * for the summary, and where it stands: a reload after the execution went out sends nothing again; it shows the
 * stored outcome, or the "outcome not known" notice when the answer was lost with the page.
 */
const startRedirectReturn = (
  context: TransferFlowContext,
  redirect: NonNullable<TransferFlowContext['redirect']>,
  kept: RedirectPendingOrder | null,
): TransferFlowTransition => {
  const bankTransferOrderId = redirect.bankTransferOrderId
  const pending = kept?.order.bankTransferOrderId === bankTransferOrderId ? kept : null
  const withPending: TransferFlowContext = { ...context, resumed: pending }
  if (redirect.error !== null && redirect.error.trim() !== '') {
    return [{ step: 'redirectautherror', context: withPending, errorText: null, bankTransferOrderId, deleting: false }, []]
  }
  const order: BankTransferOrder = pending?.order ?? { bankTransferOrderId }
  const base: OrderInput = { ...emptyOrderInput(withPending, null), transfers: pending?.transfers ?? [], order, payee: { status: 'skipped' } }
  switch (pending?.stage) {
    case 'executed': {
      // Shown again as it was: the host heard of it the first time.
      const [state, effects] = executed({ ...base, phase: 'executing' }, order)
      return [state, effects.filter((e) => e.type !== 'notifyHost' && e.type !== 'saveRedirectProgress')]
    }
    case 'failed':
      return [{ step: 'redirectautherror', context: withPending, errorText: pending.errorText ?? null, bankTransferOrderId, deleting: false }, []]
    case 'sent':
      return [{ ...base, phase: 'outcomeUnknown' }, []]
    default: {
      const sent: RedirectPendingOrder = {
        order,
        transfers: base.transfers,
        requestCreatedToHost: pending?.requestCreatedToHost ?? false,
        stage: 'sent',
      }
      return [
        { ...base, phase: 'executing', context: { ...withPending, resumed: sent } },
        [
          // Kept before the call goes out, so a reload during it cannot send it again.
          { type: 'saveRedirectProgress', pending: sent },
          { type: 'executeBankTransferOrder', bankTransferOrderId, sca: scaOfRedirect(redirect) },
        ],
      ]
    }
  }
}

/**
 * The first state (spec 2.2, 4.4 steps 4 and 8): the redirect return (startRedirectReturn); preselected transfers are
 * read first (orderinput); anything else starts at the data input.
 */
export const startTransferFlow = (start: TransferFlowStart): TransferFlowTransition => {
  const context: TransferFlowContext = {
    financialAccountFixed: start.financialAccountFixed,
    redirect: start.redirect,
    closing: false,
    ibansWithoutInstant: [],
    resumed: null,
  }
  if (start.redirect !== null) return startRedirectReturn(context, start.redirect, start.pendingRedirect ?? null)
  if (start.bankTransferIds.length > 0) {
    return [
      { ...emptyOrderInput(context, null), phase: 'loadingTransfers' },
      [{ type: 'getBankTransfers', bankTransferIds: start.bankTransferIds }],
    ]
  }
  return [dataInput(context, start.form, [], null), []]
}

const emptyOrderInput = (context: TransferFlowContext, form: TransferForm | null): OrderInput => ({
  step: 'orderinput',
  context,
  form,
  phase: 'editingOrder',
  transfers: [],
  plan: null,
  order: null,
  payee: { status: 'checking' },
  warningConfirmed: false,
  issues: [],
  failure: null,
  afterDeletion: null,
})

const dataInput = (
  context: TransferFlowContext,
  form: TransferForm,
  issues: ReadonlyArray<ValidationIssue>,
  failure: TransferFailure | null,
): State<'datainput'> => ({ step: 'datainput', context, form, phase: 'editing', issues, failure, plan: null, transfers: [] })

const closeWith = (context: TransferFlowContext, reason: 'completed' | 'canceled'): TransferFlowTransition => [
  { step: 'closed', context, reason },
  [
    { type: 'notifyHost', message: reason === 'completed' ? 'bankTransferCompleted' : 'bankTransferCanceled' },
    { type: 'close', reason },
  ],
]

// --- datainput

const submitDraft = (state: State<'datainput'>, event: Extract<TransferFlowEvent, { type: 'draftSubmitted' }>): TransferFlowTransition => {
  if (state.phase !== 'editing') return unchanged(state)
  const { form } = event
  const validContext = { ...event.context, ibansWithoutInstant: state.context.ibansWithoutInstant }
  const draft = toTransferDraft(form, event.context.today)
  const result = validateTransferDraft(draft, validContext)
  const modeIssues = validateScheduledMode(form.mode, draft.executionDate, event.context.today)
  if (E.isLeft(result) || modeIssues.length > 0 || form.financialAccountId === null) {
    const accountIssues: ReadonlyArray<ValidationIssue> =
      form.financialAccountId === null ? [{ field: 'bankAccountId', key: 'BANKING_ACCOUNT_MISSING' }] : []
    const issues = [...accountIssues, ...(E.isLeft(result) ? result.left : []), ...modeIssues]
    return [{ ...state, form, issues, failure: null }, []]
  }
  const valid = result.right
  const plan: OrderPlan = {
    financialAccountId: form.financialAccountId,
    kind: valid.order.kind,
    requestCreatedToHost: event.requestCreatedToHost,
    order: {
      bankAccountId: form.financialAccountId,
      sepaInstant: valid.order.sepaInstant,
      executionDate: valid.order.executionDate,
      reoccurrence: valid.order.reoccurrence,
      lastExecutionDate: valid.order.lastExecutionDate,
    },
  }
  return [
    { ...state, form, phase: 'creatingTransfers', issues: [], failure: null, plan },
    [
      { type: 'rememberAccount', financialAccountId: form.financialAccountId },
      { type: 'createBankTransfers', body: toCreateBankTransfersRequest(form, valid) },
    ],
  ]
}

/** A failure at the data input keeps the draft; instant refused for the IBAN turns the option off (spec 8). */
const failAtDataInput = (state: State<'datainput'>, failure: TransferFailure): TransferFlowTransition => {
  if (state.context.closing) return closeWith(state.context, 'canceled')
  const instantRefused = failure.reaction === 'disableInstantOption'
  const context = instantRefused
    ? { ...state.context, ibansWithoutInstant: [...state.context.ibansWithoutInstant, normalizeIban(state.form.recipientIban)] }
    : state.context
  const form = instantRefused ? { ...state.form, sepaInstant: false } : state.form
  return [dataInput(context, form, [], failure), []]
}

/** The cleaning notes of the fields the user has not typed in since (a field typed in drops its note). */
const sepaCleanedStill = (state: State<'datainput'>, form: TransferForm): SepaCleanedTexts => {
  const still: { -readonly [F in SepaCleanedField]?: string } = { ...state.sepaCleaned }
  for (const field of SEPA_CLEANED_FIELDS) if (form[field] !== state.form[field]) delete still[field]
  return still
}

const onDataInput = (state: State<'datainput'>, event: TransferFlowEvent): TransferFlowTransition => {
  switch (event.type) {
    case 'formChanged':
      return state.phase === 'editing' ? [{ ...state, form: event.form, sepaCleaned: sepaCleanedStill(state, event.form) }, []] : unchanged(state)
    case 'sepaTextCleaned':
      // Typed on meanwhile: the newer text is cleaned on its own blur.
      if (state.phase !== 'editing' || state.form[event.field] !== event.typed) return unchanged(state)
      return [{ ...state, form: { ...state.form, [event.field]: event.cleaned }, sepaCleaned: { ...state.sepaCleaned, [event.field]: event.cleaned } }, []]
    case 'recipientBankFound':
      if (state.phase !== 'editing' || normalizeIban(state.form.recipientIban) !== event.iban) return unchanged(state)
      return [{ ...state, form: { ...state.form, recipientBic: event.bic, bankName: event.bankName } }, []]
    case 'draftSubmitted':
      return submitDraft(state, event)
    case 'transfersCreated': {
      if (state.phase !== 'creatingTransfers' || state.plan === null) return unchanged(state)
      // Closing meanwhile: the drafts stay as prepared transfers (no order exists yet), the dialog closes.
      if (state.context.closing) return closeWith(state.context, 'canceled')
      return [
        { ...state, phase: 'creatingOrder', transfers: event.transfers },
        [{ type: 'createBankTransferOrder', body: toCreateBankTransferOrderRequest(state.plan, event.transfers) }],
      ]
    }
    case 'transfersCreationFailed':
      return state.phase === 'creatingTransfers' ? failAtDataInput(state, event.failure) : unchanged(state)
    case 'orderCreated': {
      if (state.phase !== 'creatingOrder' || state.plan === null) return unchanged(state)
      const base: OrderInput = { ...emptyOrderInput(state.context, state.form), transfers: state.transfers, plan: state.plan, order: event.order }
      if (state.context.closing) return deleteOrder(base, { to: 'close', evenIfRefused: false })
      return checkPayee(base)
    }
    case 'orderCreationFailed':
      return state.phase === 'creatingOrder' ? failAtDataInput(state, event.failure) : unchanged(state)
    case 'closePressed':
      // A call that may create an order is under way: close once it has answered (see TransferFlowContext.closing).
      if (state.phase !== 'editing') return [{ ...state, context: { ...state.context, closing: true } }, []]
      return closeWith(state.context, 'canceled')
    default:
      return unchanged(state)
  }
}

// --- orderinput

const checkPayee = (state: OrderInput): TransferFlowTransition => {
  const requests = toPayeeVerificationRequests(state.transfers)
  if (requests.length === 0) return [{ ...state, phase: 'ready', payee: { status: 'done', results: [] } }, []]
  return [{ ...state, phase: 'checkingPayee', payee: { status: 'checking' }, warningConfirmed: false }, [{ type: 'verifyPayees', requests }]]
}

const execute = (state: OrderInput, order: BankTransferOrder): TransferFlowTransition => [
  { ...state, phase: 'executing', failure: null },
  [{ type: 'executeBankTransferOrder', bankTransferOrderId: order.bankTransferOrderId, sca: null }],
]

/** Deletes the pending order; the event orderDeleted then leads on as `afterDeletion` says (4.4 step 6). */
const deleteOrder = (state: OrderInput, afterDeletion: NonNullable<OrderInput['afterDeletion']>): TransferFlowTransition => {
  if (state.order === null) {
    if (afterDeletion.to === 'close') return closeWith(state.context, 'canceled')
    return afterDeletion.to === 'datainput'
      ? [dataInput(state.context, afterDeletion.form, [], afterDeletion.failure), []]
      : [dataInput(state.context, afterDeletion.form, [], null), []]
  }
  return [
    { ...state, phase: 'deletingOrder', afterDeletion },
    [{ type: 'deleteBankTransferOrder', bankTransferOrderId: state.order.bankTransferOrderId }],
  ]
}

const isPayeeSettled = (state: OrderInput): boolean => {
  if (state.payee.status === 'skipped') return true
  if (state.payee.status !== 'done') return false
  const warning = payeeWarningOf(state.payee.results.map((r) => r.verification))
  return !isPayeeConfirmationNeeded(warning) || state.warningConfirmed
}

/** After a decline or with an order number: the summary, with the instant watch and the host message (4.4 steps 2, 3, 5). */
const executed = (state: OrderInput, answer: BankTransferOrder): TransferFlowTransition => {
  const [next, effects] = executedScreen(state, answer)
  const resumed = state.context.resumed
  if (resumed === null) return [next, effects]
  // The redirect return: its outcome is kept, so a reload shows it rather than executing again.
  const order = next.step === 'ordersummary' || next.step === 'orderdeclined' ? next.order : answer
  return [next, [{ type: 'saveRedirectProgress', pending: { ...resumed, order, stage: 'executed' } }, ...effects]]
}

const executedScreen = (state: OrderInput, answer: BankTransferOrder): TransferFlowTransition => {
  const order: BankTransferOrder = { ...state.order, ...answer }
  const { context, transfers } = state
  if (order.declined === true) return [{ step: 'orderdeclined', context, transfers, order }, []]
  const toHost = state.plan?.requestCreatedToHost ?? context.resumed?.requestCreatedToHost ?? false
  const hostEffects: ReadonlyArray<TransferFlowEffect> = toHost ? [{ type: 'notifyHost', message: 'bankTransferRequestCreated' }] : []
  const txId = order.sepaInstantTransactionId
  if (order.sepaInstant === true && txId != null && txId !== '') {
    const decision = decideInstantStatusPoll(0, order.paymentStatus)
    if (decision._tag === 'PollAfter') {
      return [
        { step: 'ordersummary', context, transfers, order, instant: { status: 'polling', pollsDone: 0 } },
        [
          ...hostEffects,
          { type: 'pollInstantStatus', bankTransferOrderId: order.bankTransferOrderId, sepaInstantTransactionId: txId, afterMs: decision.delayMs },
        ],
      ]
    }
    const instant = decision._tag === 'Finished' ? { status: 'finished', paymentStatus: decision.paymentStatus } as const : { status: 'unknown' } as const
    return [{ step: 'ordersummary', context, transfers, order, instant }, hostEffects]
  }
  return [{ step: 'ordersummary', context, transfers, order, instant: null }, hostEffects]
}

const failExecution = (state: OrderInput, failure: TransferFailure): TransferFlowTransition => {
  if (state.context.redirect !== null) {
    const bankTransferOrderId = state.order?.bankTransferOrderId ?? state.context.redirect.bankTransferOrderId
    // No answer: the order may have run, so it is not deleted on close (a deletion would be refused anyway).
    if (failure.outcomeUnknown) return [{ ...state, phase: 'outcomeUnknown', failure }, []]
    const refused = { step: 'redirectautherror', context: state.context, errorText: failure.text, bankTransferOrderId, deleting: false } as const
    const resumed = state.context.resumed
    return [refused, resumed === null ? [] : [{ type: 'saveRedirectProgress', pending: { ...resumed, stage: 'failed', errorText: failure.text } }]]
  }
  if (failure.outcomeUnknown) return [{ ...state, phase: 'outcomeUnknown', failure }, []]
  switch (failure.reaction) {
    case 'cancelOrder':
      // banking_internal_error: the order cannot run; it is deleted and the user enters it anew (spec 8).
      return state.form === null ? [{ ...state, phase: 'orderCannotRun', failure }, []] : deleteOrder(state, { to: 'datainput', failure, form: state.form })
    case 'disableInstantOption': {
      if (state.form === null) return [{ ...state, phase: 'ready', failure }, []]
      const context = {
        ...state.context,
        ibansWithoutInstant: [...state.context.ibansWithoutInstant, normalizeIban(state.form.recipientIban)],
      }
      return deleteOrder({ ...state, context }, { to: 'datainput', failure, form: { ...state.form, sepaInstant: false } })
    }
    case 'showOnField':
      return state.form === null || Object.keys(failure.fieldErrors).length === 0
        ? [{ ...state, phase: 'ready', failure }, []]
        : deleteOrder(state, { to: 'datainput', failure, form: state.form })
    case 'waitUntilRetry':
      return failure.retryAfterSeconds === undefined
        ? [{ ...state, phase: 'ready', failure }, []]
        : [{ ...state, phase: 'waitingToRetry', failure }, [{ type: 'waitForRetry', afterSeconds: failure.retryAfterSeconds }]]
    default:
      return [{ ...state, phase: 'ready', failure }, []]
  }
}

const onOrderInput = (state: OrderInput, event: TransferFlowEvent): TransferFlowTransition => {
  switch (event.type) {
    case 'preselectedTransfersLoaded': {
      if (state.phase !== 'loadingTransfers') return unchanged(state)
      const loaded = { ...state, transfers: event.transfers }
      // 4.4 step 8: a fixed account with preselected transfers creates (and, once the payee is checked, executes) at once.
      if (event.plan !== null && state.context.financialAccountFixed) {
        return [
          { ...loaded, phase: 'creatingOrder', plan: event.plan },
          [{ type: 'createBankTransferOrder', body: toCreateBankTransferOrderRequest(event.plan, event.transfers) }],
        ]
      }
      return [{ ...loaded, phase: 'editingOrder' }, []]
    }
    case 'preselectedTransfersFailed':
      return state.phase === 'loadingTransfers' ? [{ ...state, phase: 'editingOrder', failure: event.failure }, []] : unchanged(state)
    case 'combinedOrderSubmitted': {
      if (state.phase !== 'editingOrder' || state.transfers.length === 0) return unchanged(state)
      const result = validateTransferOrder(
        {
          kind: event.plan.kind,
          executionDate: event.plan.order.executionDate,
          sepaInstant: event.plan.order.sepaInstant,
          reoccurrence: event.plan.order.reoccurrence,
          lastExecutionDate: event.plan.order.lastExecutionDate,
          transfers: state.transfers.map((t) => ({ recipientIban: t.recipientIban ?? '', purpose: t.purpose ?? '' })),
        },
        { ...event.context, ibansWithoutInstant: state.context.ibansWithoutInstant },
      )
      if (E.isLeft(result)) return [{ ...state, issues: result.left, failure: null }, []]
      return [
        { ...state, phase: 'creatingOrder', plan: event.plan, issues: [], failure: null },
        [
          { type: 'rememberAccount', financialAccountId: event.plan.financialAccountId },
          { type: 'createBankTransferOrder', body: toCreateBankTransferOrderRequest(event.plan, state.transfers) },
        ],
      ]
    }
    case 'orderCreated': {
      if (state.phase !== 'creatingOrder') return unchanged(state)
      const created = { ...state, order: event.order }
      return state.context.closing ? deleteOrder(created, { to: 'close', evenIfRefused: false }) : checkPayee(created)
    }
    case 'orderCreationFailed':
      if (state.phase !== 'creatingOrder') return unchanged(state)
      if (state.context.closing) return closeWith(state.context, 'canceled')
      return [{ ...state, phase: 'editingOrder', failure: event.failure }, []]
    case 'payeesVerified':
    case 'payeeCheckFailed': {
      if (state.phase !== 'checkingPayee' || state.order === null) return unchanged(state)
      const requests = toPayeeVerificationRequests(state.transfers)
      const results = requests.map((request, i) => ({
        request,
        verification: (event.type === 'payeesVerified' ? event.results[i] : undefined) ?? { result: 'NOT_POSSIBLE' as const },
      }))
      const checked: OrderInput = { ...state, phase: 'ready', payee: { status: 'done', results } }
      const allMatch = !isPayeeConfirmationNeeded(payeeWarningOf(results.map((r) => r.verification)))
      // 4.4 step 8 goes on to the execution only when nothing needs the user's confirmation.
      return state.form === null && state.context.financialAccountFixed && allMatch ? execute(checked, state.order) : [checked, []]
    }
    case 'matchedNameTaken': {
      if (state.phase !== 'ready' || state.payee.status !== 'done' || state.form === null) return unchanged(state)
      const name = matchedNameToTake(state.payee.results.map((r) => r.verification))
      if (name === undefined) return unchanged(state)
      return deleteOrder(state, { to: 'recreate', form: { ...state.form, recipientName: name, contactId: null } })
    }
    case 'payeeWarningConfirmed':
      return state.phase === 'ready' ? [{ ...state, warningConfirmed: event.confirmed }, []] : unchanged(state)
    case 'transferPressed':
      // One order, one execution: a second press while it runs, after it ran, or while it may have run sends nothing.
      if (state.phase !== 'ready' || state.order === null || !isPayeeSettled(state)) return unchanged(state)
      return execute(state, state.order)
    case 'executionSucceeded':
      return state.phase === 'executing' ? executed(state, event.order) : unchanged(state)
    case 'executionFailed':
      return state.phase === 'executing' ? failExecution(state, event.failure) : unchanged(state)
    case 'scaCancelled':
      // The user left the TAN dialog: back to the order, nothing executed.
      return state.phase === 'executing' ? [{ ...state, phase: 'ready', failure: null }, []] : unchanged(state)
    case 'retryAllowed':
      return state.phase === 'waitingToRetry' ? [{ ...state, phase: 'ready' }, []] : unchanged(state)
    case 'editPressed':
      return state.phase === 'ready' && state.form !== null ? deleteOrder(state, { to: 'datainput', failure: null, form: state.form }) : unchanged(state)
    case 'orderDeleted':
      return state.phase === 'deletingOrder' ? afterOrderDeleted(state) : unchanged(state)
    case 'orderDeletionFailed':
      if (state.phase !== 'deletingOrder') return unchanged(state)
      // After an execution without answer the server refuses to delete an order that ran: nothing is left pending.
      if (state.afterDeletion?.to === 'close' && state.afterDeletion.evenIfRefused) return closeWith(state.context, 'canceled')
      // The order stays; the user may try to close again (which deletes again) rather than leave it behind.
      return [{ ...state, phase: 'ready', failure: event.failure, afterDeletion: null, context: { ...state.context, closing: false } }, []]
    case 'closePressed':
      switch (state.phase) {
        case 'executing':
        case 'deletingOrder':
          return unchanged(state)
        case 'loadingTransfers':
        case 'creatingOrder':
          return [{ ...state, context: { ...state.context, closing: true } }, []]
        default:
          return deleteOrder({ ...state, context: { ...state.context, closing: true } }, { to: 'close', evenIfRefused: state.phase === 'outcomeUnknown' })
      }
    default:
      return unchanged(state)
  }
}

const afterOrderDeleted = (state: OrderInput): TransferFlowTransition => {
  const after = state.afterDeletion
  const context = { ...state.context, closing: false }
  if (after === null || after.to === 'close') return closeWith(state.context, 'canceled')
  if (after.to === 'datainput') return [dataInput(context, after.form, [], after.failure), []]
  // Close match taken over: the transfer is created anew with the bank's name, then checked again.
  const plan = state.plan
  if (plan === null) return [dataInput(context, after.form, [], null), []]
  const first = state.transfers[0]
  return [
    { step: 'datainput', context, form: after.form, phase: 'creatingTransfers', issues: [], failure: null, plan, transfers: [] },
    [
      {
        type: 'createBankTransfers',
        body: {
          bankTransferGroupReference: null,
          bankTransfers: [
            {
              recipientName: after.form.recipientName,
              recipientIban: first?.recipientIban ?? normalizeIban(after.form.recipientIban),
              recipientBic: first?.recipientBic ?? null,
              amount: first?.amount ?? failWithoutAmount(),
              purpose: first?.purpose ?? null,
              draft: true,
              referenceId: after.form.referenceId,
              referenceType: after.form.referenceType,
              contactId: null,
            },
          ],
        },
      },
    ],
  ]
}

/** A created transfer always has its amount (the server echoes what was sent); a missing one is a defect. */
const failWithoutAmount = (): never => {
  throw new Error('created bank transfer without an amount')
}

// --- after the execution

const onSummary = (state: State<'ordersummary'>, event: TransferFlowEvent): TransferFlowTransition => {
  switch (event.type) {
    case 'instantStatusRead': {
      if (state.instant?.status !== 'polling') return unchanged(state)
      const pollsDone = state.instant.pollsDone + 1
      const decision = decideInstantStatusPoll(pollsDone, event.paymentStatus)
      const order = { ...state.order, paymentStatus: event.paymentStatus ?? state.order.paymentStatus ?? null }
      if (decision._tag === 'Finished') return [{ ...state, order, instant: { status: 'finished', paymentStatus: decision.paymentStatus } }, []]
      if (decision._tag === 'GaveUp') return [{ ...state, order, instant: { status: 'unknown' } }, []]
      const txId = state.order.sepaInstantTransactionId ?? ''
      return [
        { ...state, order, instant: { status: 'polling', pollsDone } },
        [{ type: 'pollInstantStatus', bankTransferOrderId: state.order.bankTransferOrderId, sepaInstantTransactionId: txId, afterMs: decision.delayMs }],
      ]
    }
    case 'closePressed':
      return closeWith(state.context, 'completed')
    default:
      return unchanged(state)
  }
}

/**
 * OK on the redirect error deletes the order the bank did not authorise, then closes. Reading: a refused deletion
 * closes all the same, since the server keeps no order pending that it will not let us delete, and the user must not
 * be held in an error screen.
 */
const onRedirectError = (state: State<'redirectautherror'>, event: TransferFlowEvent): TransferFlowTransition => {
  switch (event.type) {
    case 'closePressed':
      return state.deleting
        ? unchanged(state)
        : [{ ...state, deleting: true }, [{ type: 'deleteBankTransferOrder', bankTransferOrderId: state.bankTransferOrderId }]]
    case 'orderDeleted':
    case 'orderDeletionFailed':
      return state.deleting ? closeWith(state.context, 'canceled') : unchanged(state)
    default:
      return unchanged(state)
  }
}

/**
 * One step of the transfer dialog. Events that do not fit the state (a late answer, a second click) leave it as it is.
 * @example transitionTransferFlow(state, { type: 'transferPressed' })
 */
export const transitionTransferFlow = (state: TransferFlowState, event: TransferFlowEvent): TransferFlowTransition => {
  switch (state.step) {
    case 'datainput':
      return onDataInput(state, event)
    case 'orderinput':
      return onOrderInput(state, event)
    case 'ordersummary':
      return onSummary(state, event)
    case 'orderdeclined':
      return event.type === 'closePressed' ? closeWith(state.context, 'canceled') : unchanged(state)
    case 'redirectautherror':
      return onRedirectError(state, event)
    case 'closed':
      return unchanged(state)
  }
}

/**
 * The plan of a combined order on an account (spec 5.3, 5.4): executed today unless a later day is chosen; no
 * reoccurrence. The webhook message follows the account's combined actions.
 */
export const toCombinedOrderPlan = (
  account: Pick<FinancialAccount, 'financialAccountId' | 'availableActions'>,
  executionDate: OrderPlan['order']['executionDate'],
  sepaInstant: boolean,
): OrderPlan => ({
  financialAccountId: account.financialAccountId,
  kind: 'combined',
  requestCreatedToHost: isRequestCreatedSentToHost(account, 'combined'),
  order: { bankAccountId: account.financialAccountId, sepaInstant, executionDate, reoccurrence: null, lastExecutionDate: null },
})
