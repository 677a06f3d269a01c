/**
 * Wire models of bank transactions, reserved transactions, voucher payments, payment options and posting categories
 * (spec: transactions-import-proposals 3; posting categories: hub-and-business-account 5 "Categorise without receipt").
 */
import * as t from 'io-ts'
import { LocalDateCodec } from '../calendar/local-date.ts'
import { literalUnion, nullable } from '../codecs/nullable.ts'
import { MoneyCodec } from '../money/money.ts'

/** How far a transaction is assigned to vouchers or categories. */
export const BOOKING_STATES = ['UNASSIGNED', 'PARTIALLY_ASSIGNED', 'COMPLETELY_ASSIGNED'] as const
export const BookingStateCodec = literalUnion(BOOKING_STATES, 'BookingState')
export type BookingState = t.TypeOf<typeof BookingStateCodec>

/**
 * The account a transaction was booked on, as far as a list row shows it. Spec names the logos; chosen beside them:
 * the account's id and name, so a row says which account it is without a second call.
 */
export const TransactionAccountLogosCodec = t.partial(
  {
    brandLogoUrlDark: nullable(t.string),
    brandLogoUrlLight: nullable(t.string),
    financialAccountId: nullable(t.string),
    name: nullable(t.string),
  },
  'TransactionAccountLogos',
)

/** A booked bank transaction. `openAmount` is what is not yet assigned; absent means the whole amount is open. */
export const FinancialTransactionCodec = t.intersection(
  [
    t.type({ financialTransactionId: t.string, amount: MoneyCodec, bookingState: BookingStateCodec }),
    t.partial({
      openAmount: nullable(MoneyCodec),
      transactionDate: nullable(LocalDateCodec),
      purpose: nullable(t.string),
      additionalInfo: nullable(t.string),
      ignored: nullable(t.boolean),
      pendingProposalId: nullable(t.string),
      virtualAccountId: nullable(t.string),
      financialAccount: nullable(TransactionAccountLogosCodec),
      // Spec leaves these open; chosen: what a row and the assignment panel need. lockVersion guards every change
      // (two tabs assigning the same transaction: the second gets the conflict); the counterparty is the import
      // field recipientOrSenderName; the ignore reason is the note ignoring keeps (unignoring deletes it).
      lockVersion: nullable(t.number),
      financialAccountId: nullable(t.string),
      valueDate: nullable(LocalDateCodec),
      recipientOrSenderName: nullable(t.string),
      ignoreReason: nullable(t.string),
    }),
  ],
  'FinancialTransaction',
)
export type FinancialTransaction = t.TypeOf<typeof FinancialTransactionCodec>
export type FinancialTransactionWire = t.OutputOf<typeof FinancialTransactionCodec>

/**
 * The assignment state of a reserved (pending) transaction, spelled as the spec spells it; null means nothing is
 * assigned yet. Reading: only these spellings are accepted, an unknown state fails to decode rather than being shown
 * as open, because "open" would invite a second assignment.
 */
export const RESERVED_TRANSACTION_STATES = ['completely_assigned', 'partially_assigned'] as const
export const ReservedTransactionStateCodec = literalUnion(RESERVED_TRANSACTION_STATES, 'ReservedTransactionState')
export type ReservedTransactionState = t.TypeOf<typeof ReservedTransactionStateCodec>

export const ReservedTransactionCodec = t.intersection(
  [
    t.type({ reservedFinancialTransactionId: t.string, amount: MoneyCodec }),
    t.partial({
      state: nullable(ReservedTransactionStateCodec),
      createdDate: nullable(LocalDateCodec),
      purpose: nullable(t.string),
      // chosen, as for FinancialTransaction: the account, the counterparty and the lockVersion of every change.
      financialAccountId: nullable(t.string),
      recipientOrSenderName: nullable(t.string),
      openAmount: nullable(MoneyCodec),
      lockVersion: nullable(t.number),
    }),
  ],
  'ReservedTransaction',
)
export type ReservedTransaction = t.TypeOf<typeof ReservedTransactionCodec>

/** Income (money in) or outgo (money out): the direction of a voucher, a category and a transaction amount. */
export const POSTING_DIRECTIONS = ['income', 'outgo'] as const
export const PostingDirectionCodec = literalUnion(POSTING_DIRECTIONS, 'PostingDirection')
export type PostingDirection = t.TypeOf<typeof PostingDirectionCodec>

export const VOUCHER_SOURCES = ['SALES_VOUCHER', 'BOOKKEEPING_VOUCHER'] as const
export const VoucherSourceCodec = literalUnion(VOUCHER_SOURCES, 'VoucherSource')
export type VoucherSource = t.TypeOf<typeof VoucherSourceCodec>

export const VoucherReferenceCodec = t.type({ voucherId: t.string, voucherSource: VoucherSourceCodec }, 'VoucherReference')
export type VoucherReference = t.TypeOf<typeof VoucherReferenceCodec>

// Spec leaves this open; chosen: the strategies an accountant picks for a payment that does not match the voucher's
// open amount, because hub 8 names dunning, discount, currency and fee differences and transactions 8 names
// irrecoverable receivables; the rest are the plain partial payment and overpayment.
/** What to do with the difference between a payment and the voucher's open amount. */
export const PAYMENT_DIFFERENCE_STRATEGIES = [
  /** Missing amount: the voucher stays open for the rest. */
  'PARTIAL_PAYMENT',
  /** Missing amount: the customer or we deducted a cash discount (Skonto). */
  'CASH_DISCOUNT',
  /** Missing amount, income only: the rest is written off as irrecoverable. */
  'IRRECOVERABLE_RECEIVABLE',
  /** Either: a bank or payment-service fee. */
  'BANK_FEE',
  /** Either: an exchange-rate difference. */
  'CURRENCY_DIFFERENCE',
  /** Surplus, income only: the customer paid a dunning fee on top. */
  'DUNNING_FEE',
  /** Surplus: the payment was too high; the surplus stays as a credit. */
  'OVERPAYMENT',
] as const
export const PaymentDifferenceStrategyCodec = literalUnion(PAYMENT_DIFFERENCE_STRATEGIES, 'PaymentDifferenceStrategy')
export type PaymentDifferenceStrategy = t.TypeOf<typeof PaymentDifferenceStrategyCodec>

/** A payment that assigns (part of) a transaction to one or more vouchers. */
export const VoucherPaymentCodec = t.intersection(
  [
    t.type({ paymentId: t.string, paymentAmount: MoneyCodec, voucherReferences: t.readonlyArray(VoucherReferenceCodec) }),
    t.partial({
      paymentSource: nullable(t.string),
      originalPaymentAmount: nullable(MoneyCodec),
      paymentDate: nullable(LocalDateCodec),
      paymentDifferenceStrategy: nullable(PaymentDifferenceStrategyCodec),
      note: nullable(t.string),
      // Spec leaves these open; chosen: whether the payment is journalized (committed: it can only be reversed, not
      // deleted, transactions 4), and the paid voucher's number, type and date, so the panel shows the payment and
      // the reversal dialog checks its date without another call.
      journalized: nullable(t.boolean),
      voucherNumber: nullable(t.string),
      voucherType: nullable(t.string),
      voucherDate: nullable(LocalDateCodec),
      contactName: nullable(t.string),
    }),
  ],
  'VoucherPayment',
)
export type VoucherPayment = t.TypeOf<typeof VoucherPaymentCodec>

/** One option the server offers for a payment difference. */
export const PaymentOptionCodec = t.intersection(
  [
    t.type({ strategy: PaymentDifferenceStrategyCodec, paymentAmount: MoneyCodec }),
    t.partial({ surplusPaymentAmount: nullable(MoneyCodec), missingPaymentAmount: nullable(MoneyCodec) }),
  ],
  'PaymentOption',
)
export type PaymentOption = t.TypeOf<typeof PaymentOptionCodec>

/**
 * A posting category as the categorise dialog needs it. Spec leaves the fields open ("posting categories carry tax
 * rates"); chosen: the directions it may be booked in, the VAT rates it allows (as the server gives them for the
 * key date), whether it is a payment category (one that carries VAT at all) and whether a financial voucher, which
 * categorising without receipt creates, may use it.
 */
export const PostingCategoryCodec = t.type(
  {
    postingCategoryId: t.string,
    name: t.string,
    directions: t.readonlyArray(PostingDirectionCodec),
    taxRatesPercent: t.readonlyArray(t.number),
    paymentCategory: t.boolean,
    financialVoucherApplicable: t.boolean,
  },
  'PostingCategory',
)
export type PostingCategory = t.TypeOf<typeof PostingCategoryCodec>
