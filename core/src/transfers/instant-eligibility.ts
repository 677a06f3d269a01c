/**
 * SEPA instant transfers: when the option is hidden and what an instant transfer needs (spec: accounts-and-transfers
 * 5.4 and 9 "Instant transfers not offered for recipient bank code 11010101").
 */
import * as E from 'fp-ts/lib/Either.js'
import { isAccountInstantCapable, type TransferKind } from '../accounts/account-capabilities.ts'
import type { FinancialAccount } from '../accounts/model.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { germanBankCodeOf, normalizeIban } from '../iban/iban-format.ts'
import { INSTANT_EXCLUDED_BANK_CODE } from './constants.ts'

/**
 * Instant transfers are not offered to bank code 11010101; only a German IBAN carries a bank code.
 * @example isInstantExcludedRecipientBank('DE02 1101 0101 …') // true
 */
export const isInstantExcludedRecipientBank = (recipientIban: string): boolean =>
  germanBankCodeOf(recipientIban) === INSTANT_EXCLUDED_BANK_CODE

export interface InstantOptionContext {
  readonly kind: TransferKind
  readonly executionDate: LocalDate
  readonly today: LocalDate
  /** Every recipient of the order (one for a single transfer). */
  readonly recipientIbans: ReadonlyArray<string>
}

/**
 * The instant option is hidden when the date is not today, when the transfer is scheduled (later than today) or a
 * standing order, or when a recipient's bank code is 11010101 (spec 5.4).
 * @example isInstantTransferOptionHidden({ kind: 'single', executionDate: today, today, recipientIbans: [iban] }) // false
 */
export const isInstantTransferOptionHidden = ({ kind, executionDate, today, recipientIbans }: InstantOptionContext): boolean =>
  kind === 'standingOrder' || executionDate !== today || recipientIbans.some(isInstantExcludedRecipientBank)

/**
 * The recipient IBAN accepts instant transfers. Reading: the core cannot know this ahead; an IBAN counts as accepting
 * until the server has answered sepa_instant_not_available_for_recipient_iban for it, and the UI keeps those IBANs in
 * a list (compared in electronic form).
 * @example isInstantAcceptedByRecipient('DE89…', ['DE89…']) // false
 */
export const isInstantAcceptedByRecipient = (recipientIban: string, ibansWithoutInstant: ReadonlyArray<string>): boolean => {
  const iban = normalizeIban(recipientIban)
  return !ibansWithoutInstant.some((other) => normalizeIban(other) === iban)
}

export interface InstantTransferRecipient {
  readonly recipientIban: string
  readonly purpose: string
}

export interface InstantTransferContext {
  readonly kind: TransferKind
  readonly executionDate: LocalDate
  readonly today: LocalDate
  readonly account: Pick<FinancialAccount, 'sepaInstantCapable' | 'sepaInstantAllowed'>
  /** One entry for a single transfer, one per transfer of a combined order. */
  readonly recipients: ReadonlyArray<InstantTransferRecipient>
  /** IBANs the server reported as not accepting instant transfers. */
  readonly ibansWithoutInstant: ReadonlyArray<string>
}

const purposeField = (index: number, count: number): string => (count === 1 ? 'purpose' : `bankTransfers.${index}.purpose`)

/**
 * An instant transfer needs: the option not to be hidden (today, not scheduled, not a standing order, no recipient
 * at bank code 11010101), an account capable and allowed, every recipient IBAN accepting it, and a purpose for every
 * transfer (spec 5.4). All failed needs are reported at once.
 * @example validateInstantTransfer({ ...context, recipients: [{ recipientIban, purpose: '' }] }) // left: purpose
 */
export const validateInstantTransfer = (context: InstantTransferContext): E.Either<ReadonlyArray<ValidationIssue>, true> => {
  const { recipients } = context
  const issues: ReadonlyArray<ValidationIssue> = [
    ...(context.kind === 'standingOrder' || context.executionDate !== context.today
      ? [validationIssue('sepaInstant', 'transfers.instantOnlyForTodaysTransfer')]
      : []),
    ...(recipients.some((r) => isInstantExcludedRecipientBank(r.recipientIban))
      ? [validationIssue('sepaInstant', 'transfers.instantNotOfferedToRecipientBank')]
      : []),
    ...(isAccountInstantCapable(context.account) ? [] : [validationIssue('sepaInstant', 'transfers.instantNotSupportedByAccount')]),
    ...(recipients.every((r) => isInstantAcceptedByRecipient(r.recipientIban, context.ibansWithoutInstant))
      ? []
      : [validationIssue('sepaInstant', 'transfers.instantNotAcceptedByRecipient')]),
    ...recipients.flatMap((r, i) =>
      r.purpose.trim() === '' ? [validationIssue(purposeField(i, recipients.length), 'transfers.instantPurposeRequired')] : [],
    ),
  ]
  return issues.length > 0 ? E.left(issues) : E.right(true)
}

/**
 * Whether an instant transfer can be sent as described; the predicate form of validateInstantTransfer.
 * @example isInstantTransferEligible(context) // true
 */
export const isInstantTransferEligible = (context: InstantTransferContext): boolean => E.isRight(validateInstantTransfer(context))
