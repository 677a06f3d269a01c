/**
 * A failed call of the transfer dialog as its flow reacts to it (spec: accounts-and-transfers 8): the catalogue's
 * reaction and German text (describeBackendError), the texts of issues on the form's fields (routeIssues), the wait
 * before a retry, and whether the call may have taken effect although it failed. It lives here, above the areas,
 * because the transfers area may not read the catalogue that gathers its own messages.
 */
import type { BackendError } from '../errors/backend-error.ts'
import type { TransferFailure } from '../transfers/transfer-flow-model.ts'
import { describeBackendError } from './describe-backend-error.ts'
import { routeIssues } from './issue-routing.ts'

/** The fields of the transfer dialog's data input, as the server's issues name them (their `source`). */
export const TRANSFER_FORM_FIELDS = [
  'bankAccountId',
  'recipientName',
  'recipientIban',
  'recipientBic',
  'amount',
  'purpose',
  'executionDate',
  'lastExecutionDate',
  'reoccurrence',
  'sepaInstant',
] as const

/**
 * The form field an issue's source names. The server names a field of one transfer of POST bankTransfers by its
 * place in the body (`bankTransfers.0.recipientName`); the data input shows one transfer, so that is its field.
 * @example toTransferFormSource('bankTransfers.0.amount') // 'amount'
 */
export const toTransferFormSource = (source: string | null | undefined): string | null | undefined =>
  source?.replace(/^bankTransfers\.\d+\./, '')

/**
 * Whether a failed call may have been carried out all the same: no answer (time-out, dropped connection), an answer
 * that could not be read, or a server error without issues (a gateway may have timed out while the bank went on).
 * An answer with issues is the server's decision not to run the call.
 * @example isTransferOutcomeUnknown({ _tag: 'Timeout' }) // true
 */
export const isTransferOutcomeUnknown = (e: BackendError): boolean =>
  e._tag === 'Timeout' || e._tag === 'Network' || e._tag === 'Undecodable' || (e._tag === 'HttpStatus' && (e.status >= 500 || e.status === 408))

/**
 * @example describeTransferFailure({ _tag: 'ServerIssues', status: 400, issues: [{ i18nKey: 'INVALID_IBAN', source: 'recipientIban' }] }).fieldErrors
 * // { recipientIban: ['Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.'] }
 */
export const describeTransferFailure = (e: BackendError): TransferFailure => {
  const notice = describeBackendError(e)
  const routed = e._tag === 'ServerIssues' ? routeIssues(e.issues.map((i) => ({ ...i, source: toTransferFormSource(i.source) ?? null })), TRANSFER_FORM_FIELDS) : undefined
  const key = e._tag === 'ServerIssues' ? e.issues[0]?.i18nKey : undefined
  return {
    reaction: notice.reaction,
    text: notice.text,
    key,
    fieldErrors: routed?.fieldErrors ?? {},
    retryAfterSeconds: notice.retryAfterSeconds,
    outcomeUnknown: isTransferOutcomeUnknown(e),
  }
}
