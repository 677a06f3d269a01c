/**
 * Validation of the bank transfer dialog's input (spec: accounts-and-transfers 5.2–5.5 and 6; transactions-import-
 * proposals 5 "Transfers"). Every rule of a form is checked and all issues are returned together.
 */
import * as E from 'fp-ts/lib/Either.js'
import { canScheduleTransfer, canSendTransfer, type TransferKind } from '../accounts/account-capabilities.ts'
import type { FinancialAccount } from '../accounts/model.ts'
import type { LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import { parseOptionalBic } from '../bic/bic.ts'
import { parseIban } from '../iban/iban.ts'
import { compareMoney, formatMoney, fromWireAmount, parseMoney, ZERO_MONEY, type Money } from '../money/money.ts'
import { SEPA_AMOUNT_MAX_EUR } from './constants.ts'
import { MONEY_FRACTION_DIGITS } from '../money/constants.ts'
import { validateExecutionDate, validateLastExecutionDate } from './execution-dates.ts'
import { validateInstantTransfer, type InstantTransferRecipient } from './instant-eligibility.ts'
import type { Reoccurrence } from './model.ts'
import { validateProviderAccountTransfer } from './provider-account-rules.ts'
import {
  validateRecipientBicFitsIban,
  validateRecipientCountry,
  validateRecipientDiffersFromSender,
  validateSubAccountTarget,
} from './recipient-rules.ts'
import { validateRecipientName, validateTransferPurpose } from './sepa-text.ts'

const issuesOf = <A>(result: E.Either<ReadonlyArray<ValidationIssue>, A>): ReadonlyArray<ValidationIssue> =>
  E.isLeft(result) ? result.left : []

const SEPA_AMOUNT_MAX: Money = E.getOrElseW(() => {
  throw new Error('SEPA_AMOUNT_MAX_EUR is not an amount')
})(fromWireAmount(SEPA_AMOUNT_MAX_EUR))

/**
 * An amount as the transfer service receives it (Money, from the wire): at most two decimals, greater than 0,00 € and
 * at most 999.999.999,99 €, the SEPA maximum (accounts-and-transfers 5.2). The one amount rule of the dialog and the
 * server: validateTransferAmount applies it to what was typed.
 * @example validateTransferMoney(moneyFromCents(0n)) // left: transfers.amountNotPositive
 */
export const validateTransferMoney = (amount: Money, field = 'amount'): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  if (amount.value.decimalPlaces() > MONEY_FRACTION_DIGITS) {
    return E.left([validationIssue(field, 'money.tooManyDecimals', { maxDecimals: MONEY_FRACTION_DIGITS })])
  }
  if (compareMoney(amount, ZERO_MONEY) <= 0) return E.left([validationIssue(field, 'transfers.amountNotPositive')])
  if (compareMoney(amount, SEPA_AMOUNT_MAX) > 0) {
    return E.left([validationIssue(field, 'transfers.amountTooHigh', { maxAmount: formatMoney(SEPA_AMOUNT_MAX) })])
  }
  return E.right(amount)
}

/**
 * The amount as typed (de-DE, e.g. '1.234,56'): required and written as parseMoney reads it (at most two decimals),
 * then validateTransferMoney.
 * @example validateTransferAmount('0,00') // left: transfers.amountNotPositive
 */
export const validateTransferAmount = (input: string, field = 'amount'): E.Either<ReadonlyArray<ValidationIssue>, Money> => {
  const parsed = parseMoney(input, field)
  return E.isLeft(parsed) ? parsed : validateTransferMoney(parsed.right, field)
}

export interface TransferAccountContext {
  readonly account: FinancialAccount
  readonly kind: TransferKind
  /** Two-factor authentication is activated for the user (needed for the provider's own bank). */
  readonly mfaActivated: boolean
  readonly privileges: ReadonlyArray<string>
}

/**
 * The sending account must allow the kind of transfer (its availableActions), and for the provider's own bank MFA
 * must be active and the terms not overdue. A combined transfer from an account without the combined actions gets
 * 'Keine Sammelüberweisung möglich'.
 * @example validateTransferAccount({ account: giro, kind: 'combined', mfaActivated: true, privileges: [] }) // left
 */
export const validateTransferAccount = (
  context: TransferAccountContext,
  field = 'bankAccountId',
): E.Either<ReadonlyArray<ValidationIssue>, FinancialAccount> => {
  const { account, kind } = context
  const capabilityIssues = canSendTransfer(account, kind)
    ? []
    : kind === 'combined'
      ? [validationIssue(field, 'transfers.combinedTransferNotPossible')]
      : kind === 'standingOrder' && canSendTransfer(account, 'single') && !canScheduleTransfer(account, kind)
        ? [validationIssue(field, 'transfers.standingOrderNotPossible')]
        : [validationIssue(field, 'transfers.accountCannotTransfer')]
  const issues = [...capabilityIssues, ...issuesOf(validateProviderAccountTransfer(context, field))]
  return issues.length > 0 ? E.left(issues) : E.right(account)
}

/**
 * The full IBAN check to plug in (for example `parseIban` of the iban area): raw input in, the IBAN in electronic form
 * or its issues out. Its issues are moved to the recipientIban field.
 */

export interface BankTransferInput {
  readonly recipientName: string
  readonly recipientIban: string
  /** As typed, de-DE. */
  readonly amount: string
  readonly purpose: string
  /** Optional (the IBAN names the bank in SEPA); when given it must be a BIC of the IBAN's country. */
  readonly recipientBic?: string | undefined
}

export interface BankTransferContext {
  readonly account: Pick<FinancialAccount, 'type' | 'iban'>
  /** The user's own accounts, to recognise a transfer to a sub account. */
  readonly ownAccounts: ReadonlyArray<FinancialAccount>
}

export interface ValidBankTransfer {
  readonly recipientName: string
  /** Electronic form: no spaces, upper case. */
  readonly recipientIban: string
  readonly amount: Money
  /** Trimmed; may be empty. */
  readonly purpose: string
  /** Normal form, 11 characters as entered or looked up; undefined when none was given. */
  readonly recipientBic?: string | undefined
}

const validateRecipientIban = (input: string, context: BankTransferContext): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const field = 'recipientIban'
  const parsed = parseIban(input, field)
  if (E.isLeft(parsed)) return parsed
  const iban: string = parsed.right
  const issues = [
    ...issuesOf(validateRecipientCountry(iban, field)),
    ...issuesOf(validateRecipientDiffersFromSender(context.account.iban, iban, field)),
    ...issuesOf(validateSubAccountTarget(context.account, iban, context.ownAccounts, field)),
  ]
  return issues.length > 0 ? E.left(issues) : E.right(iban)
}

/**
 * The BIC when given: a valid BIC (parseOptionalBic) that fits the IBAN's country, checked once the IBAN is valid.
 * @example validateRecipientBic('BNPAFRPPXXX', E.right('DE89370400440532013000')) // left: transfers.bicDoesNotFitIban
 */
export const validateRecipientBic = (
  input: string,
  iban: E.Either<ReadonlyArray<ValidationIssue>, string>,
): E.Either<ReadonlyArray<ValidationIssue>, string | undefined> => {
  const field = 'recipientBic'
  const parsed = parseOptionalBic(input, field)
  if (E.isLeft(parsed) || parsed.right === undefined || E.isLeft(iban)) return parsed
  return validateRecipientBicFitsIban(parsed.right, iban.right, field)
}

/**
 * One transfer's fields: recipient name (required, SEPA characters, at most 70), recipient IBAN (required, valid,
 * in a SEPA country, not the sender's own IBAN, a sub account only from the main business account), amount (greater
 * than 0, at most two decimals), purpose (SEPA characters, at most 140) and, when given, a BIC that fits the IBAN. All
 * issues at once.
 * @example validateBankTransfer({ recipientName: 'Muster GmbH', recipientIban: 'DE89…', amount: '12,50', purpose: '' }, context)
 */
export const validateBankTransfer = (
  input: BankTransferInput,
  context: BankTransferContext,
): E.Either<ReadonlyArray<ValidationIssue>, ValidBankTransfer> => {
  const recipientName = validateRecipientName(input.recipientName)
  const recipientIban = validateRecipientIban(input.recipientIban, context)
  const amount = validateTransferAmount(input.amount)
  const purpose = validateTransferPurpose(input.purpose)
  const bic = validateRecipientBic(input.recipientBic ?? '', recipientIban)
  if (E.isRight(recipientName) && E.isRight(recipientIban) && E.isRight(amount) && E.isRight(purpose) && E.isRight(bic)) {
    const valid = { recipientName: recipientName.right, recipientIban: recipientIban.right, amount: amount.right, purpose: purpose.right }
    return E.right(bic.right === undefined ? valid : { ...valid, recipientBic: bic.right })
  }
  return E.left([...issuesOf(recipientName), ...issuesOf(recipientIban), ...issuesOf(bic), ...issuesOf(amount), ...issuesOf(purpose)])
}

export interface TransferOrderInput {
  readonly kind: TransferKind
  readonly executionDate: LocalDate
  readonly sepaInstant: boolean
  /** Only for a standing order; ignored otherwise. */
  readonly reoccurrence: Reoccurrence | null
  /** Only for a standing order; ignored otherwise. */
  readonly lastExecutionDate: LocalDate | null
  /** The transfers of the order (one for a single transfer or standing order). */
  readonly transfers: ReadonlyArray<InstantTransferRecipient>
}

export interface TransferOrderContext extends TransferAccountContext {
  /** Today in Berlin (todayInBerlin). */
  readonly today: LocalDate
  /** IBANs the server reported as not accepting instant transfers (sepa_instant_not_available_for_recipient_iban). */
  readonly ibansWithoutInstant?: ReadonlyArray<string>
}

export interface ValidTransferOrder {
  readonly kind: TransferKind
  readonly executionDate: LocalDate
  readonly sepaInstant: boolean
  readonly reoccurrence: Reoccurrence | null
  readonly lastExecutionDate: LocalDate | null
}

/**
 * The order: the account may send this kind (and meets the provider-bank rules), the order holds a transfer, the
 * execution date is valid (not in the past; today where the date input is disabled), a standing order has a
 * reoccurrence and a last execution date not before the first, and an instant order meets every instant need.
 * Reading: reoccurrence and last execution date of a kind other than a standing order are dropped (null).
 * @example validateTransferOrder({ kind: 'single', executionDate: today, sepaInstant: false, reoccurrence: null, lastExecutionDate: null, transfers }, context)
 */
export const validateTransferOrder = (
  input: TransferOrderInput,
  context: Omit<TransferOrderContext, 'kind'>,
): E.Either<ReadonlyArray<ValidationIssue>, ValidTransferOrder> => {
  const { kind, executionDate, sepaInstant } = input
  const isStandingOrder = kind === 'standingOrder'
  const accountIssues = issuesOf(validateTransferAccount({ ...context, kind }))
  const emptyIssues = input.transfers.length === 0 ? [validationIssue('bankTransferIds', 'transfers.orderWithoutTransfers')] : []
  // An instant order's date is checked by the instant rule, which says why; the date rule would only repeat it.
  const dateIssues = issuesOf(validateExecutionDate(executionDate, { kind, sepaInstant: false, account: context.account, today: context.today }))
  const reoccurrenceIssues =
    isStandingOrder && input.reoccurrence === null ? [validationIssue('reoccurrence', 'transfers.reoccurrenceRequired')] : []
  const lastDateIssues = isStandingOrder ? issuesOf(validateLastExecutionDate(executionDate, input.lastExecutionDate)) : []
  const instantIssues = sepaInstant
    ? issuesOf(
        validateInstantTransfer({
          kind,
          executionDate,
          today: context.today,
          account: context.account,
          recipients: input.transfers,
          ibansWithoutInstant: context.ibansWithoutInstant ?? [],
        }),
      )
    : []
  const issues = [...accountIssues, ...emptyIssues, ...dateIssues, ...reoccurrenceIssues, ...lastDateIssues, ...instantIssues]
  if (issues.length > 0) return E.left(issues)
  return E.right({
    kind,
    executionDate,
    sepaInstant,
    reoccurrence: isStandingOrder ? input.reoccurrence : null,
    lastExecutionDate: isStandingOrder ? input.lastExecutionDate : null,
  })
}

/** The data input of the transfer dialog: one transfer and its order (single, scheduled or standing order). */
export interface TransferDraft extends BankTransferInput {
  readonly kind: TransferKind
  readonly executionDate: LocalDate
  readonly sepaInstant: boolean
  readonly reoccurrence: Reoccurrence | null
  readonly lastExecutionDate: LocalDate | null
}

export interface TransferDraftContext extends Omit<TransferOrderContext, 'kind'> {
  readonly ownAccounts: ReadonlyArray<FinancialAccount>
}

export interface ValidTransferDraft {
  readonly transfer: ValidBankTransfer
  readonly order: ValidTransferOrder
}

/**
 * The whole data input of the transfer dialog, every rule at once: the account (kind allowed, provider-bank MFA and
 * terms), recipient name, recipient IBAN, amount, purpose, execution date, standing-order reoccurrence and last
 * execution date, and the instant rules. Returns every issue, each on its field.
 * @example validateTransferDraft(draft, { account, ownAccounts, today, mfaActivated: true, privileges: [] })
 */
export const validateTransferDraft = (
  draft: TransferDraft,
  context: TransferDraftContext,
): E.Either<ReadonlyArray<ValidationIssue>, ValidTransferDraft> => {
  const transfer = validateBankTransfer(draft, context)
  const order = validateTransferOrder(
    { ...draft, transfers: [{ recipientIban: draft.recipientIban, purpose: draft.purpose }] },
    context,
  )
  if (E.isRight(transfer) && E.isRight(order)) return E.right({ transfer: transfer.right, order: order.right })
  return E.left([...issuesOf(order).filter((i) => i.field === 'bankAccountId'), ...issuesOf(transfer), ...issuesOf(order).filter((i) => i.field !== 'bankAccountId')])
}
