/** fast-check arbitraries for transactions, voucher payments, payment options and posting categories. */
import fc from 'fast-check'
import { localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { moneyArbitrary } from '../money/money.arbitrary.ts'
import { moneyFromCents, type Money } from '../money/money.ts'
import { ALLOWED_TAX_RATES_PERCENT } from './constants.ts'
import {
  BOOKING_STATES,
  PAYMENT_DIFFERENCE_STRATEGIES,
  POSTING_DIRECTIONS,
  RESERVED_TRANSACTION_STATES,
  type FinancialTransaction,
  type PaymentOption,
  type PostingCategory,
  type PostingDirection,
  type ReservedTransactionState,
} from './model.ts'
import type { VoucherPaymentDraft } from './payment-rules.ts'

const orNull = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<A | null> => fc.option(arb, { nil: null, freq: 4 })

/** Amounts of everyday bookings, in cents up to ±10^9 (10 million euros), including 0 and single cents. */
export const bookingAmountArbitrary: fc.Arbitrary<Money> = fc
  .oneof(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.constantFrom(0n, 1n, -1n, 100n, -100n))
  .map(moneyFromCents)

/** A non-zero amount of the given direction: positive for income, negative for outgo. */
export const directedAmountArbitrary = (direction: PostingDirection): fc.Arbitrary<Money> =>
  fc.bigInt({ min: 1n, max: 10n ** 9n }).map((cents) => moneyFromCents(direction === 'income' ? cents : -cents))

export const bookingStateArbitrary = fc.constantFrom(...BOOKING_STATES)
export const postingDirectionArbitrary = fc.constantFrom(...POSTING_DIRECTIONS)
export const reservedTransactionStateArbitrary: fc.Arbitrary<ReservedTransactionState | null | undefined> = fc.constantFrom(
  ...RESERVED_TRANSACTION_STATES,
  null,
  undefined,
)
export const paymentDifferenceStrategyArbitrary = fc.constantFrom(...PAYMENT_DIFFERENCE_STRATEGIES)

/** A transaction as the core holds it after decoding; optional fields present, null or absent. */
export const financialTransactionArbitrary: fc.Arbitrary<FinancialTransaction> = fc.record(
  {
    financialTransactionId: fc.uuid(),
    amount: fc.oneof(bookingAmountArbitrary, moneyArbitrary),
    bookingState: bookingStateArbitrary,
    openAmount: orNull(bookingAmountArbitrary),
    transactionDate: orNull(localDateArbitrary),
    purpose: orNull(fc.string({ maxLength: 40 })),
    additionalInfo: orNull(fc.string({ maxLength: 40 })),
    ignored: orNull(fc.boolean()),
    pendingProposalId: orNull(fc.oneof(fc.uuid(), fc.constantFrom('', ' '))),
    virtualAccountId: orNull(fc.uuid()),
  },
  { requiredKeys: ['financialTransactionId', 'amount', 'bookingState'] },
)

/** A voucher payment draft whose amount may or may not fit its voucher's direction. */
export const voucherPaymentDraftArbitrary: fc.Arbitrary<VoucherPaymentDraft> = fc.record({
  voucherId: fc.uuid(),
  direction: postingDirectionArbitrary,
  amount: bookingAmountArbitrary,
})

/** A voucher payment draft that fits its voucher: the amount has the voucher's sign and is not 0. */
export const validVoucherPaymentDraftArbitrary: fc.Arbitrary<VoucherPaymentDraft> = postingDirectionArbitrary.chain((direction) =>
  fc.record({ voucherId: fc.uuid(), direction: fc.constant(direction), amount: directedAmountArbitrary(direction) }),
)

/** Tax rates, the allowed ones and some that are not. */
export const taxRatePercentArbitrary: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ALLOWED_TAX_RATES_PERCENT),
  fc.integer({ min: -5, max: 30 }),
  fc.constantFrom(7.5, 19.000001, Number.NaN),
)

export const postingCategoryArbitrary: fc.Arbitrary<PostingCategory> = fc.record({
  postingCategoryId: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  directions: fc.subarray([...POSTING_DIRECTIONS]),
  taxRatesPercent: fc.subarray([...ALLOWED_TAX_RATES_PERCENT]),
  paymentCategory: fc.boolean(),
  financialVoucherApplicable: fc.boolean(),
})

/** A payment option; its surplus and missing amounts are positive, 0, null or absent. */
export const paymentOptionArbitrary: fc.Arbitrary<PaymentOption> = fc.record(
  {
    strategy: paymentDifferenceStrategyArbitrary,
    paymentAmount: bookingAmountArbitrary,
    surplusPaymentAmount: orNull(fc.bigInt({ min: 0n, max: 10n ** 7n }).map(moneyFromCents)),
    missingPaymentAmount: orNull(fc.bigInt({ min: 0n, max: 10n ** 7n }).map(moneyFromCents)),
  },
  { requiredKeys: ['strategy', 'paymentAmount'] },
)
