/**
 * The session-storage hand-over of the bank transfer dialog (spec: accounts-and-transfers 2.2: "The query parameter
 * skey names a session-storage entry. It holds: dialogTitle, financialAccountFixed, financialAccountId,
 * withAccountManagement, bankTransfer, accountTypes, bankTransferIds, redirectBankTransferData"; transactions-import-
 * proposals 2: OK on the summary clears the session-stored draft).
 *
 * Beside the spec's fields the entry holds `savedAt` (when it was last written, for the age limit) and `draft`, the
 * data input as typed, so a reload in the middle of the dialog loses nothing. A TAN is never part of it.
 */
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { LocalDateCodec, type LocalDate } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { formatMoneyAmount, fromWireAmount, type Money } from '../money/money.ts'
import { TRANSFER_HAND_OVER_MAX_AGE_MS } from './constants.ts'
import { BankTransferCodec, BankTransferOrderCodec, ReoccurrenceCodec } from './model.ts'
import {
  REDIRECT_ORDER_STAGES,
  TRANSFER_MODES,
  type RedirectPendingOrder,
  type RedirectTransferData,
  type TransferFlowStart,
  type TransferFlowState,
  type TransferForm,
} from './transfer-flow-model.ts'

/** The preset transfer of the hand-over (e.g. a voucher to pay): every field optional, amounts as typed text. */
export const HandOverBankTransferCodec = t.partial(
  {
    recipientName: nullable(t.string),
    recipientIban: nullable(t.string),
    recipientBic: nullable(t.string),
    purpose: nullable(t.string),
    /** A wire amount (number) or de-DE text. */
    amount: nullable(t.union([t.number, t.string])),
    referenceId: nullable(t.string),
    referenceType: nullable(t.string),
    contactId: nullable(t.string),
  },
  'HandOverBankTransfer',
)
export type HandOverBankTransfer = t.TypeOf<typeof HandOverBankTransferCodec>

export const RedirectTransferDataCodec = t.type(
  {
    bankTransferOrderId: t.string,
    financialAccountId: nullable(t.string),
    action: nullable(t.string),
    state: nullable(t.string),
    code: nullable(t.string),
    error: nullable(t.string),
  },
  'RedirectTransferData',
)

/** The order kept while the user authorises it on the bank's page (RedirectPendingOrder). */
export const RedirectPendingOrderCodec = t.intersection(
  [
    t.type({
      order: BankTransferOrderCodec,
      transfers: t.readonlyArray(BankTransferCodec),
      requestCreatedToHost: t.boolean,
      stage: literalUnion(REDIRECT_ORDER_STAGES, 'RedirectOrderStage'),
    }),
    t.partial({ errorText: nullable(t.string) }),
  ],
  'RedirectPendingOrder',
)

/** The form as typed (TransferForm); its dates are checked ISO dates. */
export const TransferFormCodec = t.type(
  {
    financialAccountId: nullable(t.string),
    mode: literalUnion(TRANSFER_MODES, 'TransferMode'),
    recipientName: t.string,
    recipientIban: t.string,
    recipientBic: t.string,
    bankName: t.string,
    contactId: nullable(t.string),
    amount: t.string,
    purpose: t.string,
    executionDate: LocalDateCodec,
    sepaInstant: t.boolean,
    reoccurrence: nullable(ReoccurrenceCodec),
    lastExecutionDate: nullable(LocalDateCodec),
    referenceId: nullable(t.string),
    referenceType: nullable(t.string),
  },
  'TransferForm',
)

/**
 * Where the order the dialog created stands: created and not sent (pending), sent without a final answer yet (executing:
 * the TAN dialog is open, the bank did not answer, or the order is being deleted), or sent and answered (done).
 */
export const HAND_OVER_ORDER_STATUSES = ['pending', 'executing', 'done'] as const

/** The dialog's order as the entry records it, so that a reload neither leaves it pending nor sends it twice. */
export const HandOverOrderCodec = t.type(
  { bankTransferOrderId: t.string, status: literalUnion(HAND_OVER_ORDER_STATUSES, 'HandOverOrderStatus') },
  'HandOverOrder',
)
export type HandOverOrder = t.TypeOf<typeof HandOverOrderCodec>

export const TransferHandOverCodec = t.intersection(
  [
    t.type({
      /** Milliseconds since the epoch of the last write. */
      savedAt: t.number,
      financialAccountFixed: t.boolean,
      financialAccountId: nullable(t.string),
    }),
    t.partial({
      dialogTitle: nullable(t.string),
      withAccountManagement: nullable(t.boolean),
      bankTransfer: nullable(HandOverBankTransferCodec),
      /** Account types the dialog offers (others are not listed). */
      accountTypes: nullable(t.readonlyArray(t.string)),
      bankTransferIds: nullable(t.readonlyArray(t.string)),
      redirectBankTransferData: nullable(RedirectTransferDataCodec),
      /** The kind the dialog opens with (the status bar's new transfer, scheduled transfer, standing order). */
      mode: nullable(literalUnion(TRANSFER_MODES, 'TransferMode')),
      draft: nullable(TransferFormCodec),
      /** The order that left for the bank's redirect authorisation (never a TAN). */
      pendingRedirect: nullable(RedirectPendingOrderCodec),
      /** The order created from the draft, while the dialog is open (see HandOverOrderCodec). */
      order: nullable(HandOverOrderCodec),
    }),
  ],
  'TransferHandOver',
)
export type TransferHandOver = t.TypeOf<typeof TransferHandOverCodec>

export type HandOverProblem = 'missing' | 'expired' | 'invalid'

/**
 * Reads the stored entry: missing when there is none, invalid when it is no JSON or not of the codec's shape (or
 * written in the future), expired when it was last written more than TRANSFER_HAND_OVER_MAX_AGE_MS ago.
 * @example readTransferHandOver(null, new Date()) // left('missing')
 */
export const readTransferHandOver = (raw: string | null, now: Date): E.Either<HandOverProblem, TransferHandOver> => {
  if (raw === null || raw === '') return E.left('missing')
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return E.left('invalid')
  }
  const decoded = TransferHandOverCodec.decode(json)
  if (E.isLeft(decoded)) return E.left('invalid')
  const age = now.getTime() - decoded.right.savedAt
  if (!Number.isFinite(age) || age < 0) return E.left('invalid')
  return age > TRANSFER_HAND_OVER_MAX_AGE_MS ? E.left('expired') : E.right(decoded.right)
}

/**
 * The entry as stored, with `savedAt` set to now.
 * @example writeTransferHandOver({ ...handOver, draft: form }, new Date())
 */
export const writeTransferHandOver = (handOver: Omit<TransferHandOver, 'savedAt'>, now: Date): string =>
  JSON.stringify(TransferHandOverCodec.encode({ ...handOver, savedAt: now.getTime() }))

const text = (value: string | null | undefined): string => value ?? ''

/** A wire amount (1234.5) as de-DE text ('1234,50'); text is kept as it is. */
const amountText = (amount: number | string | null | undefined): string => {
  if (amount === null || amount === undefined) return ''
  if (typeof amount === 'string') return amount
  // Read exactly as Money (a float's toFixed misrounds amounts like 1.005); written as typed, without thousands dots.
  return E.match(() => '', (m: Money) => formatMoneyAmount(m).replaceAll('.', ''))(fromWireAmount(amount))
}

/**
 * The form the dialog opens with: the stored draft if there is one (a reload), else the preset transfer, the chosen
 * account (or the last used one, spec 7.4) and today.
 * @example initialTransferForm(handOver, '2026-03-02', 'acc-1').executionDate // '2026-03-02'
 */
export const initialTransferForm = (handOver: TransferHandOver, today: LocalDate, lastUsedAccountId: string | null): TransferForm => {
  if (handOver.draft != null) return handOver.draft
  const preset = handOver.bankTransfer ?? {}
  return {
    financialAccountId: handOver.financialAccountId ?? lastUsedAccountId,
    mode: handOver.mode ?? 'single',
    recipientName: text(preset.recipientName),
    recipientIban: text(preset.recipientIban),
    recipientBic: text(preset.recipientBic),
    bankName: '',
    contactId: preset.contactId ?? null,
    amount: amountText(preset.amount),
    purpose: text(preset.purpose),
    executionDate: today,
    sepaInstant: false,
    reoccurrence: null,
    lastExecutionDate: null,
    referenceId: preset.referenceId ?? null,
    referenceType: preset.referenceType ?? null,
  }
}

/** How the flow starts from the hand-over (startTransferFlow). */
export const toTransferFlowStart = (handOver: TransferHandOver, form: TransferForm): TransferFlowStart => ({
  form,
  financialAccountFixed: handOver.financialAccountFixed,
  bankTransferIds: handOver.bankTransferIds ?? [],
  redirect: (handOver.redirectBankTransferData ?? null) as RedirectTransferData | null,
  pendingRedirect: (handOver.pendingRedirect ?? null) as RedirectPendingOrder | null,
})

/**
 * What the entry records of a flow state's order (HandOverOrderCodec): pending once created, executing from the press on
 * "Überweisen" until an answer (and while the outcome is unknown or the order is being deleted, which may follow an
 * execution without answer), done once the summary shows. Nothing before the
 * order exists, and nothing after a decline or a redirect error (the bank keeps no order to send; those screens start
 * again from the entry's own data).
 * @example handOverOrderOf(summaryState) // { bankTransferOrderId: 'o-1', status: 'done' }
 */
export const handOverOrderOf = (state: TransferFlowState): HandOverOrder | null => {
  if (state.step === 'ordersummary') return { bankTransferOrderId: state.order.bankTransferOrderId, status: 'done' }
  if (state.step !== 'orderinput' || state.order === null) return null
  // A deletion under way may follow an execution without answer; it counts as sent, so a refusal is not resent.
  const sent = state.phase === 'executing' || state.phase === 'outcomeUnknown' || state.phase === 'deletingOrder' || state.phase === 'orderCannotRun'
  const status = sent ? 'executing' : 'pending'
  return { bankTransferOrderId: state.order.bankTransferOrderId, status }
}

/** How a (re)opened dialog goes on from its entry: see resumeOfHandOver. */
export type HandOverResume =
  | { readonly _tag: 'Start' }
  | {
      readonly _tag: 'DeleteOrderThenStart'
      readonly bankTransferOrderId: string
      /** A refused deletion of an order that was sent means it may have run: the user is told, nothing is sent again. */
      readonly whenRefused: 'start' | 'outcomeUnknown'
    }
  | { readonly _tag: 'AlreadySent' }

/**
 * A reload of the dialog (spec 2.2: the entry survives it) must neither send a transfer twice nor leave an order
 * pending: an order that was answered is not offered again (AlreadySent); a created order is deleted and the draft
 * opens again (DeleteOrderThenStart), and when a sent order cannot be deleted it may have run (outcomeUnknown). An
 * order that left for the bank's redirect authorisation (pendingRedirect) is the redirect's to finish: the flow resumes
 * it by its own stage (toTransferFlowStart), so it is never deleted here.
 * @example resumeOfHandOver({ ...handOver, order: { bankTransferOrderId: 'o-1', status: 'done' } }) // { _tag: 'AlreadySent' }
 */
export const resumeOfHandOver = (handOver: TransferHandOver): HandOverResume => {
  const order = handOver.order
  if (order == null || handOver.pendingRedirect != null) return { _tag: 'Start' }
  if (order.status === 'done') return { _tag: 'AlreadySent' }
  return {
    _tag: 'DeleteOrderThenStart',
    bankTransferOrderId: order.bankTransferOrderId,
    whenRefused: order.status === 'executing' ? 'outcomeUnknown' : 'start',
  }
}
