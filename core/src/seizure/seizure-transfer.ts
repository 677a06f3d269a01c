/**
 * The transfer that pays a seizure (spec: hub-and-business-account 3 "Seizure transfer payload" and 4.9): the
 * payment is created as a transfer to the creditor with the seizure transfer payload.
 */
import * as E from 'fp-ts/lib/Either.js'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { normalizeIban } from '../iban/iban-format.ts'
import type { Money } from '../money/money.ts'
import { SEIZURE_TRANSFER_PURPOSE_MAX_LENGTH_CHARS, SEIZURE_TRANSFER_REFERENCE_TYPE } from './constants.ts'
import type { Seizure, SeizureTransferPayload } from './model.ts'
import { validateSeizurePaymentAmount } from './seizure-amount.ts'

export interface SeizurePaymentRequest {
  readonly seizure: Seizure
  /** The amount the user confirmed; it is checked again against the seizure's bounds. */
  readonly amount: Money
  /** Groups the transfers of one payment; made by the caller (the core has no source of unique ids). */
  readonly bankTransferGroupReference: string
  /** The creditor's BIC when the bank lookup found one; the seizure itself carries none. */
  readonly recipientBic?: string | null | undefined
}

const collapseSpaces = (s: string): string => s.trim().replace(/\s+/g, ' ')

/**
 * The purpose of a seizure payment. Reading: the creditor matches the payment by the court's case number, so the
 * purpose is "Az. " and that number; without one it names the seizure's reference id. Cut to SEPA's 140 characters.
 * @example toSeizureTransferPurpose(seizure) // 'Az. 12 M 345/25'
 */
export const toSeizureTransferPurpose = (seizure: Seizure): string => {
  const caseNumber = collapseSpaces(seizure.resolutionCaseNumber ?? '')
  const purpose = caseNumber === '' ? `Ref. ${collapseSpaces(seizure.id)}` : `Az. ${caseNumber}`
  return purpose.slice(0, SEIZURE_TRANSFER_PURPOSE_MAX_LENGTH_CHARS)
}

/**
 * Builds the body that creates the seizure payment: one transfer of the amount to the creditor (IBAN in electronic
 * form), referencing the seizure by id and type SEIZURE, in the caller's transfer group. Left when the amount is
 * outside 0.01 € and the total, or the creditor's IBAN or name is missing. Reading: the IBAN is not checked here
 * beyond being present; the transfer service checks it as for any transfer.
 * @example toSeizureTransferPayload({ seizure, amount, bankTransferGroupReference: 'grp-1' }) // right: { bankTransfers: [ … ] }
 */
export const toSeizureTransferPayload = (
  request: SeizurePaymentRequest,
): E.Either<ReadonlyArray<ValidationIssue>, SeizureTransferPayload> => {
  const { seizure, amount, bankTransferGroupReference, recipientBic } = request
  if (bankTransferGroupReference.trim() === '') throw new RangeError('a seizure payment needs a transfer group reference')
  const recipientIban = normalizeIban(seizure.creditor.iban)
  const recipientName = collapseSpaces(seizure.creditor.name)
  const creditorIssues =
    recipientIban === '' || recipientName === '' ? [validationIssue('creditor', 'seizure.creditorIncomplete')] : []
  const amountResult = validateSeizurePaymentAmount(amount, seizure.totalAmount)
  if (E.isLeft(amountResult) || creditorIssues.length > 0) {
    return E.left([...creditorIssues, ...(E.isLeft(amountResult) ? amountResult.left : [])])
  }
  const bic = recipientBic?.replace(/\s+/g, '').toUpperCase() ?? ''
  return E.right({
    bankTransferGroupReference,
    bankTransfers: [
      {
        recipientIban,
        recipientBic: bic === '' ? null : bic,
        recipientName,
        purpose: toSeizureTransferPurpose(seizure),
        amount: amountResult.right,
        bankTransferReferenceId: seizure.id,
        bankTransferReferenceType: SEIZURE_TRANSFER_REFERENCE_TYPE,
      },
    ],
  })
}
