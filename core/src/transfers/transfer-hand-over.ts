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
import { TRANSFER_HAND_OVER_MAX_AGE_MS } from './constants.ts'
import { BankTransferCodec, BankTransferOrderCodec, ReoccurrenceCodec } from './model.ts'
import {
  REDIRECT_ORDER_STAGES,
  TRANSFER_MODES,
  type RedirectPendingOrder,
  type RedirectTransferData,
  type TransferFlowStart,
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
  return Number.isFinite(amount) ? amount.toFixed(2).replace('.', ',') : ''
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
