/**
 * The rules of the reversal dialog and the ignore dialog (spec: transactions-import-proposals 2 "Dialogs and
 * panels", 4 "Ignoring a transaction", "An assigned payment can be deleted, or reversed if journalized", 5 "Reversal
 * date must not be before the voucher date", 8 "ignoring an assigned transaction forbidden").
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, formatLocalDate, parseIsoOrGermanDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { IGNORE_REASON_MAX_LENGTH } from './constants.ts'
import type { FinancialTransaction } from './model.ts'
import { validateReversalDate } from './payment-rules.ts'

/** What the reversal dialog starts with: the date input filled with today, as a German user reads it. */
export interface ReversalDraft {
  readonly reverseDateInput: string
}

/**
 * The reversal dialog's start: the reversal date defaults to today (dd.MM.yyyy).
 * @example toReversalDraft('2026-03-05') // { reverseDateInput: '05.03.2026' }
 */
export const toReversalDraft = (today: LocalDate): ReversalDraft => ({ reverseDateInput: formatLocalDate(today) })

/**
 * The reversal date typed in the dialog: a real date (dd.MM.yyyy or YYYY-MM-DD; empty gets 'date.required'), not before
 * the voucher date (validateReversalDate: the same day is allowed) and not after today
 * ('transactionReversal.dateInFuture'). Chosen: not in the future, because a reversal books what happened, and the
 * books are not written ahead; today is allowed.
 * Reading: when the voucher date lies after today, no date fits both rules; the voucher date's rule is reported,
 * since it is the one the spec names.
 * @example validateReversal('01.03.2026', '2026-03-02', '2026-03-10') // left: transactions.reverseDateBeforeVoucherDate
 */
export const validateReversal = (
  reverseDateInput: string,
  voucherDate: LocalDate,
  today: LocalDate,
  field = 'reverseDate',
): E.Either<ReadonlyArray<ValidationIssue>, { readonly reverseDate: LocalDate }> => {
  const parsed = reverseDateInput.trim() === '' ? E.left([validationIssue(field, 'date.required')]) : parseIsoOrGermanDate(reverseDateInput, field)
  if (E.isLeft(parsed)) return parsed
  const notBefore = validateReversalDate(parsed.right, voucherDate, field)
  if (E.isLeft(notBefore)) return notBefore
  return compareLocalDate(parsed.right, today) > 0
    ? E.left([validationIssue(field, 'transactionReversal.dateInFuture')])
    : E.right({ reverseDate: parsed.right })
}

/**
 * The reason typed in the ignore dialog: optional (empty is none, null); trimmed; longer than IGNORE_REASON_MAX_LENGTH
 * characters gets 'transactionIgnore.reasonTooLong'.
 * @example validateIgnoreReason('  Privat  ') // right('Privat')
 */
export const validateIgnoreReason = (reason: string | null | undefined, field = 'ignoreReason'): E.Either<ReadonlyArray<ValidationIssue>, string | null> => {
  const text = (reason ?? '').trim()
  if (text === '') return E.right(null)
  return Array.from(text).length > IGNORE_REASON_MAX_LENGTH
    ? E.left([validationIssue(field, 'transactionIgnore.reasonTooLong', { maxLength: IGNORE_REASON_MAX_LENGTH })])
    : E.right(text)
}

/**
 * Whether a transaction may be ignored: not when it is already ignored, and not while anything of it is assigned
 * (IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN, the server's own refusal, so the dialog says it before asking).
 * Reading: partially assigned counts as assigned, since ignoring would hide a booked payment.
 * @example canIgnoreTransaction({ bookingState: 'PARTIALLY_ASSIGNED', ignored: false }) // left: IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN
 */
export const canIgnoreTransaction = (
  tx: Pick<FinancialTransaction, 'bookingState' | 'ignored'>,
): E.Either<ReadonlyArray<ValidationIssue>, 'ignore' | 'alreadyIgnored'> => {
  if (tx.ignored === true) return E.right('alreadyIgnored')
  return tx.bookingState === 'UNASSIGNED'
    ? E.right('ignore')
    : E.left([validationIssue('financialTransactionId', 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN')])
}
