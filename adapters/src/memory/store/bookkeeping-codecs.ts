/**
 * The stored bookkeeping as snapshot.ts checks it: transactions, reserved transactions, vouchers, payments, posting
 * categories and events, CSV import jobs, proposals.
 */
import {
  ImportProfileCodec,
  PAYMENT_DIFFERENCE_STRATEGIES,
  POSTING_DIRECTIONS,
  VOUCHER_SOURCES,
  VOUCHER_TYPES,
  TransactionAccountLogosCodec,
  NOTIFICATION_TYPES,
  PROPOSAL_REVIEW_RESULTS,
  VOUCHER_PROPOSAL_REASONS,
  type ImportProfile,
} from '@kontor/core'
import * as t from 'io-ts'
import { CountCodec, StoredAmount, StoredDate, keyOf, nullableOf, optionalText, plain } from './codec-kit.ts'

/** A transaction record: amounts and dates as the wire holds them. */
export const StoredTransactionCodec = t.exact(
    t.intersection([
      t.type({ financialTransactionId: t.string, financialAccountId: t.string, transactionDate: StoredDate, amount: StoredAmount }),
      t.partial({
        purpose: optionalText,
        additionalInfo: optionalText,
        ignored: nullableOf(t.boolean),
        pendingProposalId: optionalText,
        acceptedProposalId: optionalText,
        bankReference: optionalText,
        virtualAccountId: optionalText,
        financialAccount: nullableOf(plain(TransactionAccountLogosCodec, 'StoredLogos')),
        lockVersion: nullableOf(t.number),
        valueDate: nullableOf(StoredDate),
        recipientOrSenderName: optionalText,
        ignoreReason: optionalText,
      }),
    ]),
  )

/** The transaction records: amounts and dates as the wire holds them, nothing derived (open amounts, states). */
export const TransactionRecordsCodec = t.exact(
  t.type({
    transactions: t.array(StoredTransactionCodec),
    reservedTransactions: t.array(
      t.exact(
        t.intersection([
          t.type({ reservedFinancialTransactionId: t.string, amount: StoredAmount }),
          t.partial({
            createdDate: nullableOf(StoredDate),
            purpose: optionalText,
            financialAccountId: optionalText,
            recipientOrSenderName: optionalText,
            lockVersion: nullableOf(t.number),
          }),
        ]),
      ),
    ),
    vouchers: t.array(
      t.exact(
        t.intersection([
          t.type({
            voucherId: t.string,
            voucherSource: keyOf(VOUCHER_SOURCES),
            voucherType: keyOf(VOUCHER_TYPES),
            direction: keyOf(POSTING_DIRECTIONS),
            voucherNumber: t.string,
            voucherDate: StoredDate,
            totalGrossAmount: StoredAmount,
          }),
          t.partial({
            contactName: optionalText,
            dueDate: nullableOf(StoredDate),
            hasCashDiscount: nullableOf(t.boolean),
            cashDiscountPercent: nullableOf(t.number),
            cashDiscountUntil: nullableOf(StoredDate),
            lockVersion: nullableOf(t.number),
            postingCategoryId: optionalText,
            taxRatePercent: nullableOf(t.number),
          }),
        ]),
      ),
    ),
    payments: t.array(
      t.exact(
        t.intersection([
          t.type({
            paymentId: t.string,
            voucherId: t.string,
            voucherSource: keyOf(VOUCHER_SOURCES),
            paymentAmount: StoredAmount,
            originalPaymentAmount: StoredAmount,
            paymentDate: StoredDate,
            paymentDifferenceStrategy: nullableOf(keyOf(PAYMENT_DIFFERENCE_STRATEGIES)),
            journalized: t.boolean,
            note: optionalText,
          }),
          t.partial({
            financialTransactionId: optionalText,
            reservedFinancialTransactionId: optionalText,
            reverseDate: nullableOf(StoredDate),
          }),
        ]),
      ),
    ),
    postingCategories: t.array(
      t.exact(
        t.type({
          postingCategoryId: t.string,
          name: t.string,
          directions: t.readonlyArray(keyOf(POSTING_DIRECTIONS)),
          taxRatesPercent: t.readonlyArray(t.number),
          paymentCategory: t.boolean,
          financialVoucherApplicable: t.boolean,
          parentId: optionalText,
        }),
      ),
    ),
    events: t.array(t.exact(t.type({ kind: t.keyof({ tag: null, event: null, log: null }), body: t.unknown }))),
  }),
  'StoredTransactionRecords',
)

const StoredIssueCodec = t.exact(
  t.intersection([t.type({ field: t.string, key: t.string }), t.partial({ params: t.record(t.string, t.union([t.string, t.number])) })]),
)

export const StoredCsvImportCodec = t.exact(
  t.type({
    financialTransactionImportId: t.string,
    financialAccountId: t.string,
    status: t.string,
    numberOfImportRows: CountCodec,
    numberOfTransactions: CountCodec,
    reads: CountCodec,
    pending: t.readonlyArray(t.exact(t.type({ line: CountCodec, cells: t.readonlyArray(t.string), record: StoredTransactionCodec }))),
    failedRows: t.readonlyArray(t.exact(t.type({ line: CountCodec, cells: t.readonlyArray(t.string), issues: t.readonlyArray(StoredIssueCodec) }))),
    headers: t.readonlyArray(t.string),
    failsHalfway: t.boolean,
  }),
  'StoredCsvImport',
)

export const StoredCsvImportRecordsCodec = t.exact(
  t.type({
    imports: t.readonlyArray(StoredCsvImportCodec),
    profiles: t.readonlyArray(t.tuple([t.string, plain<ImportProfile>(ImportProfileCodec, 'StoredImportProfile')])),
  }),
  'StoredCsvImportRecords',
)

const StoredReasonsCodec = t.readonlyArray(keyOf(VOUCHER_PROPOSAL_REASONS))

export const StoredProposalRecordsCodec = t.exact(
  t.type({
    proposals: t.array(
      t.exact(
        t.type({
          proposalId: t.string,
          financialTransactionId: t.string,
          lockVersion: CountCodec,
          reviewResult: keyOf(PROPOSAL_REVIEW_RESULTS),
          note: nullableOf(t.string),
          createdAt: t.string,
          transactionLockVersion: t.number,
          payments: t.readonlyArray(
            t.exact(
              t.type({
                voucherId: t.string,
                voucherSource: keyOf(VOUCHER_SOURCES),
                paymentAmount: StoredAmount,
                paymentDifferenceStrategy: nullableOf(keyOf(PAYMENT_DIFFERENCE_STRATEGIES)),
                reasons: StoredReasonsCodec,
                voucherLockVersion: t.number,
              }),
            ),
          ),
        }),
      ),
    ),
    rejectedPairs: t.array(t.string),
    approvals: t.array(
      t.exact(
        t.type({
          approvalId: t.string,
          requestDate: t.string,
          requestProposalCount: CountCodec,
          startedAt: t.string,
          doneAt: t.string,
          proposalIds: t.readonlyArray(t.string),
          bookedProposalsCount: nullableOf(CountCodec),
        }),
      ),
    ),
    notifications: t.array(
      t.exact(
        t.type({
          notificationType: keyOf(NOTIFICATION_TYPES),
          sequentialNumber: CountCodec,
          createdAt: t.string,
          transactionCount: nullableOf(CountCodec),
          bookingDate: nullableOf(StoredDate),
        }),
      ),
    ),
  }),
  'StoredProposalRecords',
)
