/**
 * A failed call of the assignment panel as its flow reacts to it (spec: transactions-import-proposals 8 "Payment
 * errors"; hub-and-business-account 8): a lockVersion conflict, a refusal with its German text on the right field,
 * or a passing trouble that a retry may cure. It lives here, above the areas, because the transactions area may not
 * read the catalogue that gathers its own messages.
 */
import type { BackendError } from '../errors/backend-error.ts'
import type { Issue } from '../errors/issue.ts'
import type { AssignmentFailure } from '../transactions/assignment-flow-model.ts'
import { messageFor } from './catalogue.ts'
import { describeBackendError } from './describe-backend-error.ts'
import { routeIssues } from './issue-routing.ts'

/** The fields of the panel that show an issue, as the server's issues name them (their `source`). */
export const ASSIGNMENT_FORM_FIELDS = [
  'voucherPayments',
  'paymentDifferenceStrategy',
  'reverseDate',
  'note',
  'postingCategoryId',
  'taxRate',
  'ignoreReason',
] as const

/** The HTTP status of a stale lockVersion (the transaction changed in another tab). */
export const LOCK_VERSION_CONFLICT_STATUS = 409

/**
 * The field a payment error belongs to when the server names none of the panel's fields (spec 8 names the errors,
 * not their fields). Reading: every amount and selection error belongs to the booking bar, where the amounts show.
 */
const FIELD_OF_KEY: Readonly<Record<string, (typeof ASSIGNMENT_FORM_FIELDS)[number]>> = {
  'transactions.invalidPaymentAmount': 'voucherPayments',
  'transactions.invalidVoucherPaymentAmount': 'voucherPayments',
  'transactions.voucherAssignedToReservation': 'voucherPayments',
  'transactions.paymentAmountZero': 'voucherPayments',
  'transactions.paymentSignMismatch': 'voucherPayments',
  'transactions.paymentOverMaximum': 'voucherPayments',
  'transactions.voucherSumZero': 'voucherPayments',
  'transactions.selectionSignDiffers': 'voucherPayments',
  'transactions.invalidDifferenceStrategy': 'paymentDifferenceStrategy',
  'transactions.reverseDateBeforeVoucherDate': 'reverseDate',
  'transactions.noteTooLong': 'note',
  NON_INCOME_POSTING_CATEGORY: 'postingCategoryId',
  NON_OUTGO_POSTING_CATEGORY: 'postingCategoryId',
  POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER: 'postingCategoryId',
  'transactions.postingCategoryRequired': 'postingCategoryId',
  NON_INCOME_TAXRATE: 'taxRate',
  NON_OUTGO_TAXRATE: 'taxRate',
  NON_PAYMENT_TAXRATE: 'taxRate',
  'transactions.taxRateRequired': 'taxRate',
}

const FORM_FIELDS: ReadonlySet<string> = new Set(ASSIGNMENT_FORM_FIELDS)

/** The issue with the panel's field: its own source when the panel has it, else the field of its key. */
const toPanelIssue = (issue: Issue): Issue => {
  if (issue.source !== null && issue.source !== undefined && FORM_FIELDS.has(issue.source)) return issue
  const field = FIELD_OF_KEY[issue.i18nKey]
  return field === undefined ? issue : { ...issue, source: field }
}

/** No answer, an unreadable one, a time-out, 429 or a server error: asking again may help. */
const isPassing = (e: BackendError): boolean =>
  e._tag === 'Timeout' ||
  e._tag === 'Network' ||
  e._tag === 'Undecodable' ||
  ((e._tag === 'HttpStatus' || e._tag === 'ServerIssues') && (e.status === 408 || e.status === 429 || e.status >= 500))

/**
 * @example describeAssignmentFailure({ _tag: 'HttpStatus', status: 409, retryAfterSeconds: undefined }).kind // 'conflict'
 * @example describeAssignmentFailure({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'transactions.paymentOverMaximum' }] }).fieldErrors
 * // { voucherPayments: ['Der Betrag ist höher als der noch offene Betrag des Umsatzes.'] }
 */
export const describeAssignmentFailure = (e: BackendError): AssignmentFailure => {
  if ((e._tag === 'HttpStatus' || e._tag === 'ServerIssues') && e.status === LOCK_VERSION_CONFLICT_STATUS) {
    return { kind: 'conflict', text: messageFor('transactions.lockVersionConflict'), fieldErrors: {} }
  }
  const notice = describeBackendError(e)
  if (e._tag !== 'ServerIssues' || isPassing(e)) {
    return { kind: isPassing(e) ? 'retryable' : 'refused', text: notice.text, fieldErrors: {} }
  }
  const routed = routeIssues(e.issues.map(toPanelIssue), ASSIGNMENT_FORM_FIELDS)
  return { kind: 'refused', text: notice.text, fieldErrors: routed.fieldErrors }
}
