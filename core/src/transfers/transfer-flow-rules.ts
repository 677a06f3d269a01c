/**
 * Rules of the transfer dialog's flow (spec: accounts-and-transfers 4.4, 5.3; Verification of Payee): from the typed
 * form to the requests of 7.3, and what the payee check asks of the user.
 */
import type { TransferKind } from '../accounts/account-capabilities.ts'
import { compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { ValidTransferDraft, TransferDraft } from './draft-rules.ts'
import type {
  BankTransfer,
  CreateBankTransferOrderRequest,
  CreateBankTransfersRequest,
  PayeeVerification,
  PayeeVerificationRequest,
} from './model.ts'
import type { OrderPlan, PayeeWarning, TransferForm, TransferMode } from './transfer-flow-model.ts'

/**
 * The core's kind of a mode: a scheduled transfer is a single transfer on a later day.
 * @example transferKindOfMode('scheduled') // 'single'
 */
export const transferKindOfMode = (mode: TransferMode): TransferKind => (mode === 'standingOrder' ? 'standingOrder' : 'single')

/**
 * The draft validateTransferDraft checks. A transfer "today" runs today whatever date the form still holds from an
 * earlier choice of "scheduled"; the other modes keep the chosen date.
 * @example toTransferDraft({ ...form, mode: 'single', executionDate: '2026-03-09' }, '2026-03-02').executionDate // '2026-03-02'
 */
export const toTransferDraft = (form: TransferForm, today: LocalDate): TransferDraft => ({
  kind: transferKindOfMode(form.mode),
  recipientName: form.recipientName,
  recipientIban: form.recipientIban,
  recipientBic: form.recipientBic,
  amount: form.amount,
  purpose: form.purpose,
  executionDate: form.mode === 'single' ? today : form.executionDate,
  sepaInstant: form.mode === 'single' && form.sepaInstant,
  reoccurrence: form.mode === 'standingOrder' ? form.reoccurrence : null,
  lastExecutionDate: form.mode === 'standingOrder' ? form.lastExecutionDate : null,
})

/**
 * A scheduled transfer runs on a day after today (spec 4.4 step 7); today is the mode "Einzelüberweisung". A day in the
 * past is left to the execution date rule, so the field says one thing ("in der Vergangenheit"), not two.
 * @example validateScheduledMode('scheduled', '2026-03-02', '2026-03-02') // [issue on executionDate]
 */
export const validateScheduledMode = (mode: TransferMode, executionDate: LocalDate, today: LocalDate): ReadonlyArray<ValidationIssue> =>
  mode === 'scheduled' && compareLocalDate(executionDate, today) === 0
    ? [validationIssue('executionDate', 'transfers.scheduledDateNotInFuture')]
    : []

/**
 * Body of POST v100/bankTransfers for the valid draft: one transfer, no group reference (a single order).
 * @example toCreateBankTransfersRequest(form, valid).bankTransfers[0].recipientIban // 'DE89370400440532013000'
 */
export const toCreateBankTransfersRequest = (form: TransferForm, valid: ValidTransferDraft): CreateBankTransfersRequest => ({
  bankTransferGroupReference: null,
  bankTransfers: [
    {
      recipientName: valid.transfer.recipientName,
      recipientIban: valid.transfer.recipientIban,
      recipientBic: valid.transfer.recipientBic ?? null,
      amount: valid.transfer.amount,
      purpose: valid.transfer.purpose === '' ? null : valid.transfer.purpose,
      draft: true,
      referenceId: form.referenceId,
      referenceType: form.referenceType,
      contactId: form.contactId,
    },
  ],
})

/** The order request of a plan for the created transfers (POST v200/bankTransferOrders). */
export const toCreateBankTransferOrderRequest = (plan: OrderPlan, transfers: ReadonlyArray<BankTransfer>): CreateBankTransferOrderRequest => ({
  ...plan.order,
  bankTransferIds: transfers.map((t) => t.bankTransferId),
})

/**
 * The payee checks of an order: one per transfer that has a name and an IBAN.
 * @example toPayeeVerificationRequests([{ bankTransferId: '1', recipientName: 'A', recipientIban: 'DE…' }]).length // 1
 */
export const toPayeeVerificationRequests = (transfers: ReadonlyArray<BankTransfer>): ReadonlyArray<PayeeVerificationRequest> =>
  transfers.flatMap((t) =>
    t.recipientName == null || t.recipientIban == null ? [] : [{ recipientIban: t.recipientIban, recipientName: t.recipientName }],
  )

const WARNING_RANK: Readonly<Record<PayeeWarning, number>> = { none: 0, closeMatch: 1, notPossible: 2, noMatch: 3 }

const warningOf = (v: PayeeVerification): PayeeWarning =>
  v.result === 'MATCH' ? 'none' : v.result === 'CLOSE_MATCH' ? 'closeMatch' : v.result === 'NO_MATCH' ? 'noMatch' : 'notPossible'

/**
 * The most serious warning of the payee checks: no match, then check not possible, then close match; none when every
 * name matched.
 * @example payeeWarningOf([{ result: 'MATCH' }, { result: 'CLOSE_MATCH', matchedName: 'Muster GmbH' }]) // 'closeMatch'
 */
export const payeeWarningOf = (results: ReadonlyArray<PayeeVerification>): PayeeWarning =>
  results.map(warningOf).reduce<PayeeWarning>((worst, w) => (WARNING_RANK[w] > WARNING_RANK[worst] ? w : worst), 'none')

/**
 * Authorising after any payee warning needs the user's explicit confirmation (EU 2024/886 art. 5c: the payer is told
 * that the payment may reach an account not held by the named payee).
 */
export const isPayeeConfirmationNeeded = (warning: PayeeWarning): boolean => warning !== 'none'

/**
 * The name the bank holds for a close match of a single transfer, which one click takes over; none otherwise.
 * @example matchedNameToTake([{ result: 'CLOSE_MATCH', matchedName: 'Muster GmbH' }]) // 'Muster GmbH'
 */
export const matchedNameToTake = (results: ReadonlyArray<PayeeVerification>): string | undefined => {
  const [only, ...rest] = results
  if (only === undefined || rest.length > 0 || only.result !== 'CLOSE_MATCH') return undefined
  const name = only.matchedName?.trim()
  return name === undefined || name === '' ? undefined : name
}
