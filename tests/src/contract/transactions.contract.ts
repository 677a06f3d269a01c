/**
 * The contract of the transaction and telemetry ports (spec: transactions-import-proposals 3, 4, 5, 7, 8;
 * hub-and-business-account 3 "Transaction summary", 5 "Categorise without receipt", 8), run against every adapter over
 * a small seed of its own (transaction-seed.ts): every call, and every refusal with its status, key and field.
 */
import {
  moneyFromCents,
  type Backend,
  type FinancialTransaction,
  type LocalDate,
  type TransactionsQuery,
} from '@kontor/core'
import { describe, expect, it } from 'vitest'
import type { BackendUnderTest } from './banking.contract.ts'
import { backendRunner, failure, issuesError, run } from './contract-helpers.ts'
import { ACCOUNT_A, ACCOUNT_B, CATEGORY, RESERVED_ID, TX, VOUCHER } from './transaction-seed.ts'

const cents = (c: bigint) => moneyFromCents(c)
const page = (q: Partial<TransactionsQuery> = {}): TransactionsQuery => ({ pageNumber: 0, pageSize: 50, ...q })
const ids = (content: ReadonlyArray<FinancialTransaction>) => content.map((t) => t.financialTransactionId)

export const transactionsContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: transaction port`, () => {
    const { withBackend } = backendRunner(makeBackend)
    const list = (backend: Backend, q: Partial<TransactionsQuery> = {}) => run(backend.transactions.listTransactions(page(q)))
    const get = async (backend: Backend, id: string) => {
      const found = (await list(backend)).content.find((t) => t.financialTransactionId === id)
      if (found === undefined) throw new Error(`no transaction ${id}`)
      return found
    }

    describe('the list', () => {
      it(
        'answers newest first with open amounts and booking states derived from the payments, paged from 0',
        withBackend(async (backend) => {
          const all = await list(backend)
          expect(ids(all.content)).toEqual([TX.partial, TX.proposal, TX.card, TX.customer, TX.rent, TX.done, TX.ignored, TX.fee])
          expect(all.totalElements).toBe(8)
          const done = all.content.find((t) => t.financialTransactionId === TX.done)
          expect(done).toMatchObject({ bookingState: 'COMPLETELY_ASSIGNED', openAmount: cents(0n) })
          expect(done?.financialAccount).toMatchObject({ financialAccountId: ACCOUNT_B })
          expect(all.content.find((t) => t.financialTransactionId === TX.rent)).toMatchObject({
            bookingState: 'UNASSIGNED',
            openAmount: cents(-120_000n),
          })
          const second = await list(backend, { pageNumber: 1, pageSize: 3 })
          expect(ids(second.content)).toEqual([TX.customer, TX.rent, TX.done])
          expect(second).toMatchObject({ totalElements: 8, pageNumber: 1, pageSize: 3 })
        }),
      )

      it(
        'filters by date range (both days included), accounts, ignored, pending proposals, states and voucher',
        withBackend(async (backend) => {
          expect(ids((await list(backend, { dateFrom: '2026-11-02', dateTo: '2026-11-12' })).content)).toEqual([TX.card, TX.customer, TX.rent])
          expect(ids((await list(backend, { financialAccountIds: [ACCOUNT_B] })).content)).toEqual([TX.card, TX.done])
          expect(ids((await list(backend, { ignored: true })).content)).toEqual([TX.ignored])
          // The proposals are the matching's (core's matchProposals): the rent pays ER-2026-201 by amount and name.
          expect(ids((await list(backend, { pendingProposals: true })).content)).toEqual([TX.rent])
          expect(ids((await list(backend, { assignmentStates: ['COMPLETELY_ASSIGNED'] })).content)).toEqual([TX.done])
          expect(ids((await list(backend, { voucherId: VOUCHER.er4711 })).content)).toEqual([TX.done])
          expect((await list(backend, { acceptedProposals: true })).totalElements).toBe(0)
        }),
      )

      it(
        'searches purpose, counterparty and additional info case-insensitively, and the amount as de-DE text',
        withBackend(async (backend) => {
          expect(ids((await list(backend, { searchTerm: 'miete' })).content)).toEqual([TX.rent])
          expect(ids((await list(backend, { searchTerm: 'KUNZ' })).content)).toEqual([TX.customer])
          expect(ids((await list(backend, { searchTerm: 'sepa gutschrift' })).content)).toEqual([TX.fee])
          expect(ids((await list(backend, { searchTerm: '1.234,56' })).content)).toEqual([TX.fee])
          expect(ids((await list(backend, { searchTerm: '1234,56' })).content)).toEqual([TX.fee])
          expect((await list(backend, { searchTerm: "' OR 1=1; --" })).totalElements).toBe(0)
          expect((await list(backend, { searchTerm: '<img src=x onerror=alert(1)>' })).totalElements).toBe(0)
        }),
      )

      it(
        'refuses an end before the start and a search term over the limit on their parameter, and reads nothing else',
        withBackend(async (backend) => {
          expect(await failure(backend.transactions.listTransactions(page({ dateFrom: '2026-11-12', dateTo: '2026-11-02' })))).toEqual(
            issuesError(400, { i18nKey: 'transactionList.dateToBeforeDateFrom', source: 'dateTo' }),
          )
          expect(await failure(backend.transactions.listTransactions(page({ searchTerm: 'x'.repeat(1000) })))).toEqual(
            issuesError(400, { i18nKey: 'transactionList.searchTermTooLong', source: 'searchTerm' }),
          )
          expect(await failure(backend.transactions.listTransactions(page({ dateFrom: '12.11.2026' })))).toEqual(
            issuesError(400, { i18nKey: 'invalid_query_parameter', source: 'dateFrom' }),
          )
        }),
      )

      it(
        'counts the open transactions of the summary, answers the booking state and the latest of an account',
        withBackend(async (backend) => {
          expect(await run(backend.transactions.getTransactionSummary('2026-11-20' as LocalDate))).toEqual({
            requestDate: '2026-11-20',
            openTransactionsWithProposals: 1,
            openTransactionsWithoutProposals: 5,
          })
          expect(await run(backend.transactions.getBookingState(TX.done))).toMatchObject({ bookingState: 'COMPLETELY_ASSIGNED', lockVersion: 0 })
          expect(await failure(backend.transactions.getBookingState('tx-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'transactions.transactionNotFound' }),
          )
          expect(ids(await run(backend.transactions.listLatestTransactions(ACCOUNT_B)))).toEqual([TX.card, TX.done])
          expect(await failure(backend.transactions.listLatestTransactions('fa-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'BANKING_ACCOUNT_NOT_FOUND' }),
          )
          expect((await run(backend.transactions.refreshExternalState(TX.rent))).financialTransactionId).toBe(TX.rent)
        }),
      )
    })

    describe('ignore and unignore', () => {
      it(
        'ignores an unassigned transaction with its reason; unignoring deletes the reason; a stale lockVersion is 409',
        withBackend(async (backend) => {
          const ignored = await run(backend.transactions.ignoreTransaction(TX.rent, { ignoreReason: 'Doppelt', lockVersion: 0 }))
          expect(ignored).toMatchObject({ ignored: true, ignoreReason: 'Doppelt', lockVersion: 1 })
          expect(ids((await list(backend, { ignored: true })).content)).toEqual([TX.rent, TX.ignored])
          expect(await failure(backend.transactions.ignoreTransaction(TX.rent, { ignoreReason: null, lockVersion: 0 }))).toEqual(
            issuesError(409, { i18nKey: 'banking.concurrentModification' }),
          )
          const shown = await run(backend.transactions.unignoreTransaction(TX.rent))
          expect(shown.ignored).toBe(false)
          expect(shown.ignoreReason ?? null).toBeNull()
        }),
      )

      it(
        'refuses to ignore an assigned transaction, and changes nothing',
        withBackend(async (backend) => {
          expect(await failure(backend.transactions.ignoreTransaction(TX.done, { ignoreReason: null }))).toEqual(
            issuesError(400, { i18nKey: 'IGNORE_ASSIGNED_TRANSACTION_FORBIDDEN' }),
          )
          const unchanged = await get(backend, TX.done)
          expect(unchanged.ignored ?? false).toBe(false)
          expect(unchanged.lockVersion).toBe(0)
        }),
      )
    })

    describe('assignment', () => {
      it(
        'assigns a customer payment to two invoices with a cash-discount difference: both vouchers settled, the transaction done',
        withBackend(async (backend) => {
          const options = await run(
            backend.transactions.getPaymentOptions({
              financialTransactionId: TX.customer,
              voucherId: VOUCHER.re102,
              voucherSource: 'SALES_VOUCHER',
              paymentAmount: cents(57_120n),
            }),
          )
          expect(options.map((o) => o.strategy)).toContain('CASH_DISCOUNT')
          expect(options[0]?.missingPaymentAmount).toEqual(cents(2_380n))
          const after = await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.customer,
              lockVersion: 0,
              paymentDate: '2026-11-10' as LocalDate,
              note: 'Skonto',
              payments: [
                { voucherId: VOUCHER.re101, voucherSource: 'SALES_VOUCHER', paymentAmount: cents(59_500n) },
                { voucherId: VOUCHER.re102, voucherSource: 'SALES_VOUCHER', paymentAmount: cents(57_120n), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
              ],
            }),
          )
          expect(after).toMatchObject({ bookingState: 'COMPLETELY_ASSIGNED', openAmount: cents(0n), lockVersion: 1 })
          expect((await run(backend.transactions.getVoucher(VOUCHER.re101))).openAmount).toEqual(cents(0n))
          expect((await run(backend.transactions.getVoucher(VOUCHER.re102))).openAmount).toEqual(cents(0n))
          const payments = await run(backend.transactions.listPayments(TX.customer))
          expect(payments.map((p) => [p.paymentAmount, p.originalPaymentAmount, p.paymentDifferenceStrategy])).toEqual([
            [cents(59_500n), cents(59_500n), null],
            [cents(57_120n), cents(59_500n), 'CASH_DISCOUNT'],
          ])
          expect(payments[0]).toMatchObject({ voucherNumber: 'RE-2026-101', note: 'Skonto', journalized: false })
        }),
      )

      it(
        'a second assignment with the same lockVersion (another tab) is the conflict, and nothing is booked twice',
        withBackend(async (backend) => {
          const body = {
            financialTransactionId: TX.rent,
            lockVersion: 0,
            payments: [{ voucherId: VOUCHER.er201, voucherSource: 'BOOKKEEPING_VOUCHER' as const, paymentAmount: cents(-60_000n) }],
          }
          await run(backend.transactions.assignVouchers(body))
          expect(await failure(backend.transactions.assignVouchers(body))).toEqual(issuesError(409, { i18nKey: 'banking.concurrentModification' }))
          expect(await run(backend.transactions.listPayments(TX.rent))).toHaveLength(1)
          expect((await run(backend.transactions.getVoucher(VOUCHER.er201))).openAmount).toEqual(cents(60_000n))
          expect(await get(backend, TX.rent)).toMatchObject({ bookingState: 'PARTIALLY_ASSIGNED', openAmount: cents(-60_000n) })
        }),
      )

      it(
        'refuses overpaying, mixed signs, a sum of 0, a surplus without strategy, an offer not made, unknown ids; nothing changes',
        withBackend(async (backend) => {
          const assign = (payments: ReadonlyArray<{ voucherId: string; cents: bigint; strategy?: 'CASH_DISCOUNT' | 'OVERPAYMENT' }>, id: string = TX.rent) =>
            failure(
              backend.transactions.assignVouchers({
                financialTransactionId: id,
                lockVersion: 0,
                payments: payments.map((p) => ({
                  voucherId: p.voucherId,
                  voucherSource: p.voucherId.startsWith('v-re') ? ('SALES_VOUCHER' as const) : ('BOOKKEEPING_VOUCHER' as const),
                  paymentAmount: cents(p.cents),
                  ...(p.strategy === undefined ? {} : { paymentDifferenceStrategy: p.strategy }),
                })),
              }),
            )
          expect(await assign([{ voucherId: VOUCHER.er201, cents: -130_000n, strategy: 'OVERPAYMENT' }])).toEqual(
            issuesError(400, { i18nKey: 'transactions.paymentOverMaximum', source: 'voucherPayments' }),
          )
          expect(await assign([{ voucherId: VOUCHER.re101, cents: -10_000n }])).toEqual(
            issuesError(400, { i18nKey: 'transactions.paymentSignMismatch', source: 'paymentAmount' }),
          )
          expect(await assign([])).toEqual(issuesError(400, { i18nKey: 'transactions.voucherSumZero' }))
          expect(await assign([{ voucherId: VOUCHER.er301, cents: -40_000n }, { voucherId: VOUCHER.er201, cents: -10_000n }])).toEqual(
            issuesError(400, { i18nKey: 'transactions.invalidDifferenceStrategy', source: 'paymentDifferenceStrategy' }),
          )
          expect(await assign([{ voucherId: VOUCHER.er201, cents: -100_000n, strategy: 'CASH_DISCOUNT' }])).toEqual(
            issuesError(400, { i18nKey: 'transactions.invalidDifferenceStrategy' }),
          )
          expect(await assign([{ voucherId: 'v-unknown', cents: -100n }])).toEqual(issuesError(404, { i18nKey: 'transactions.voucherNotFound' }))
          expect(await assign([{ voucherId: VOUCHER.er201, cents: -100n }], 'tx-unknown')).toEqual(
            issuesError(404, { i18nKey: 'transactions.transactionNotFound' }),
          )
          expect(await assign([{ voucherId: VOUCHER.er4711, cents: -100n }], TX.card)).toEqual(
            issuesError(400, { i18nKey: 'transactions.invalidVoucherPaymentAmount' }),
          )
          expect(await run(backend.transactions.listPayments(TX.rent))).toEqual([])
          expect(await get(backend, TX.rent)).toMatchObject({ bookingState: 'UNASSIGNED', lockVersion: 0 })
        }),
      )

      it(
        'offers CASH_DISCOUNT only for a voucher that grants one; a payment short without a strategy is a partial payment',
        withBackend(async (backend) => {
          const options = await run(
            backend.transactions.getPaymentOptions({
              financialTransactionId: TX.rent,
              voucherId: VOUCHER.er201,
              voucherSource: 'BOOKKEEPING_VOUCHER',
              paymentAmount: cents(-100_000n),
            }),
          )
          expect(options.map((o) => o.strategy)).toEqual(['PARTIAL_PAYMENT', 'CURRENCY_DIFFERENCE'])
          const none = await run(
            backend.transactions.getPaymentOptions({
              financialTransactionId: TX.rent,
              voucherId: VOUCHER.er201,
              voucherSource: 'BOOKKEEPING_VOUCHER',
              paymentAmount: cents(-120_000n),
            }),
          )
          expect(none).toEqual([])
          await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.partial,
              payments: [{ voucherId: VOUCHER.er301, voucherSource: 'BOOKKEEPING_VOUCHER', paymentAmount: cents(-10_000n) }],
            }),
          )
          const [payment] = await run(backend.transactions.listPayments(TX.partial))
          expect(payment?.paymentDifferenceStrategy).toBe('PARTIAL_PAYMENT')
          expect((await run(backend.transactions.getVoucher(VOUCHER.er301))).openAmount).toEqual(cents(20_000n))
        }),
      )
    })

    describe('deleting and reversing payments', () => {
      it(
        'deletes a payment: the transaction and the voucher are open again; a journalized one is refused (reverse it)',
        withBackend(async (backend) => {
          await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.rent,
              payments: [{ voucherId: VOUCHER.er201, voucherSource: 'BOOKKEEPING_VOUCHER', paymentAmount: cents(-120_000n) }],
            }),
          )
          const [payment] = await run(backend.transactions.listPayments(TX.rent))
          const updated = await run(backend.transactions.updatePaymentNote(payment?.paymentId ?? '', 'Miete'))
          expect(updated.note).toBe('Miete')
          const after = await run(backend.transactions.deletePayment(payment?.paymentId ?? ''))
          expect(after).toMatchObject({ bookingState: 'UNASSIGNED', openAmount: cents(-120_000n) })
          expect((await run(backend.transactions.getVoucher(VOUCHER.er201))).openAmount).toEqual(cents(120_000n))
          expect(await failure(backend.transactions.deletePayment('pay-done'))).toEqual(
            issuesError(400, { i18nKey: 'transactions.journalizedPaymentNotDeletable' }),
          )
          expect(await failure(backend.transactions.deletePayment('pay-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'transactions.paymentNotFound' }),
          )
        }),
      )

      it(
        'refuses deleting a payment while a later one on the same voucher booked a cash discount',
        withBackend(async (backend) => {
          await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.proposal,
              payments: [{ voucherId: VOUCHER.re101, voucherSource: 'SALES_VOUCHER', paymentAmount: cents(25_000n) }],
            }),
          )
          const [first] = await run(backend.transactions.listPayments(TX.proposal))
          await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.customer,
              payments: [
                { voucherId: VOUCHER.re101, voucherSource: 'SALES_VOUCHER', paymentAmount: cents(33_000n), paymentDifferenceStrategy: 'CASH_DISCOUNT' },
              ],
            }),
          )
          expect((await run(backend.transactions.getVoucher(VOUCHER.re101))).openAmount).toEqual(cents(0n))
          expect(await failure(backend.transactions.deletePayment(first?.paymentId ?? ''))).toEqual(
            issuesError(400, { i18nKey: 'transactions.deletionForbiddenCashDiscount', source: 'paymentId' }),
          )
        }),
      )

      it(
        'reverses a journalized payment not before the voucher date; the voucher is open again',
        withBackend(async (backend) => {
          expect(await failure(backend.transactions.reversePayment('pay-done', { reverseDate: '2026-09-24' as LocalDate }))).toEqual(
            issuesError(400, { i18nKey: 'transactions.reverseDateBeforeVoucherDate', source: 'reverseDate' }),
          )
          const after = await run(backend.transactions.reversePayment('pay-done', { reverseDate: '2026-09-25' as LocalDate }))
          expect(after).toMatchObject({ bookingState: 'UNASSIGNED', openAmount: cents(-11_900n), lockVersion: 1 })
          expect((await run(backend.transactions.getVoucher(VOUCHER.er4711))).openAmount).toEqual(cents(11_900n))
          expect(await run(backend.transactions.listPayments(TX.done))).toEqual([])
        }),
      )

      it(
        'refuses reversing a payment that is not journalized (it is deleted instead)',
        withBackend(async (backend) => {
          await run(
            backend.transactions.assignVouchers({
              financialTransactionId: TX.rent,
              payments: [{ voucherId: VOUCHER.er201, voucherSource: 'BOOKKEEPING_VOUCHER', paymentAmount: cents(-120_000n) }],
            }),
          )
          const [payment] = await run(backend.transactions.listPayments(TX.rent))
          expect(await failure(backend.transactions.reversePayment(payment?.paymentId ?? '', { reverseDate: '2026-11-20' as LocalDate }))).toEqual(
            issuesError(400, { i18nKey: 'transactions.paymentNotJournalized' }),
          )
        }),
      )
    })

    describe('categorise without receipt and posting categories', () => {
      const categorise = (backend: Backend, postingCategoryId: string, taxRatePercent: number, grossCents = 2_380n) =>
        backend.transactions.categoriseWithoutReceipt('outgo', {
          financialVoucher: {
            postingCategoryId,
            taxRatePercent,
            voucherDate: '2026-11-12' as LocalDate,
            totalGrossAmount: cents(grossCents),
            dataSource: 'USER_BROWSER',
          },
          paymentReferences: [{ financialTransactionId: TX.card, lockVersion: 0 }],
          note: 'Tanken',
        })

      it(
        'categorises a card payment at 19 %: a financial voucher of the whole open amount, paid in full',
        withBackend(async (backend) => {
          const after = await run(categorise(backend, CATEGORY.fuel, 19))
          expect(after).toMatchObject({ bookingState: 'COMPLETELY_ASSIGNED', openAmount: cents(0n), lockVersion: 1 })
          const [payment] = await run(backend.transactions.listPayments(TX.card))
          expect(payment).toMatchObject({ voucherType: 'financialvoucher', paymentAmount: cents(-2_380n), note: 'Tanken' })
          expect(await failure(categorise(backend, CATEGORY.fuel, 19))).toEqual(issuesError(409, { i18nKey: 'banking.concurrentModification' }))
        }),
      )

      it(
        'refuses a category of the other direction, one not for financial vouchers, a rate it does not offer, another amount',
        withBackend(async (backend) => {
          expect(await failure(categorise(backend, CATEGORY.revenue, 19))).toEqual(
            issuesError(400, { i18nKey: 'NON_OUTGO_POSTING_CATEGORY', source: 'postingCategoryId' }),
          )
          expect(await failure(categorise(backend, CATEGORY.privateWithdrawal, 0))).toEqual(
            issuesError(400, { i18nKey: 'POSTING_CATEGORY_NOT_APPLICABLE_FOR_FINANCIAL_VOUCHER' }),
          )
          expect(await failure(categorise(backend, CATEGORY.fuel, 16))).toEqual(issuesError(400, { i18nKey: 'NON_OUTGO_TAXRATE', source: 'taxRate' }))
          expect(await failure(categorise(backend, CATEGORY.fuel, 19, 100n))).toEqual(
            issuesError(400, { i18nKey: 'transactions.invalidPaymentAmount' }),
          )
          expect(await get(backend, TX.card)).toMatchObject({ bookingState: 'UNASSIGNED', lockVersion: 0 })
        }),
      )

      it(
        'lists the categories of a direction by search term and answers one at a key date',
        withBackend(async (backend) => {
          expect((await run(backend.transactions.listPostingCategories('outgo', 'kraft'))).map((c) => c.postingCategoryId)).toEqual([CATEGORY.fuel])
          expect((await run(backend.transactions.listPostingCategories('income', ''))).map((c) => c.postingCategoryId)).toEqual([CATEGORY.revenue])
          expect(await run(backend.transactions.getPostingCategory(CATEGORY.fuel, '2026-11-12' as LocalDate))).toMatchObject({
            taxRatesPercent: [0, 7, 19],
          })
          expect(await failure(backend.transactions.getPostingCategory('pc-unknown', '2026-11-12' as LocalDate))).toEqual(
            issuesError(404, { i18nKey: 'transactions.postingCategoryNotFound' }),
          )
          expect(await run(backend.transactions.getFinancialVoucherDefault('outgo'))).toMatchObject({ taxRatePercent: 19 })
        }),
      )
    })

    describe('vouchers', () => {
      it(
        'searches open vouchers by number, contact and amount; proposes vouchers with their reasons',
        withBackend(async (backend) => {
          const found = await run(backend.transactions.searchVouchers({ searchTerm: 'kunz', startResult: 0, numResult: 9, direction: 'income' }))
          expect(found.vouchers.map((v) => v.voucherId)).toEqual([VOUCHER.re102, VOUCHER.re101])
          expect(found.totalNumberOfResults).toBe(2)
          const paid = await run(backend.transactions.searchVouchers({ searchTerm: 'ER-4711', startResult: 0, numResult: 9 }))
          expect(paid.totalNumberOfResults).toBe(0)
          const proposals = await run(backend.transactions.proposeVouchers(TX.rent))
          expect(proposals[0]).toMatchObject({ voucher: { voucherId: VOUCHER.er201 }, reasons: ['AMOUNT', 'CONTACT_NAME'] })
          expect(await failure(backend.transactions.getVoucher('v-unknown'))).toEqual(issuesError(404, { i18nKey: 'transactions.voucherNotFound' }))
        }),
      )
    })

    describe('reserved transactions', () => {
      it(
        'are booked only with vouchers; their state follows the payments; deleting the payments opens them again',
        withBackend(async (backend) => {
          const before = await run(backend.transactions.listReservedTransactions({ financialAccountId: ACCOUNT_A, pageNumber: 0, pageSize: 25 }))
          expect(before.content).toEqual([expect.objectContaining({ reservedFinancialTransactionId: RESERVED_ID, state: null })])
          expect(await run(backend.transactions.getReservedTransactionSummary())).toEqual({
            numberOfReservedTransactions: 1,
            numberOfOpenReservedTransactions: 1,
          })
          const booked = await run(
            backend.transactions.assignReservedVouchers({
              reservedFinancialTransactionId: RESERVED_ID,
              lockVersion: 0,
              payments: [{ voucherId: VOUCHER.erAbo, voucherSource: 'BOOKKEEPING_VOUCHER', paymentAmount: cents(-4_999n) }],
            }),
          )
          expect(booked).toMatchObject({ state: 'completely_assigned', openAmount: cents(0n), lockVersion: 1 })
          expect(await run(backend.transactions.listReservedPayments(RESERVED_ID))).toHaveLength(1)
          // The voucher is held by the reservation: a booked transaction cannot take it.
          expect(
            await failure(
              backend.transactions.assignVouchers({
                financialTransactionId: TX.partial,
                payments: [{ voucherId: VOUCHER.erAbo, voucherSource: 'BOOKKEEPING_VOUCHER', paymentAmount: cents(-100n) }],
              }),
            ),
          ).toEqual(issuesError(400, { i18nKey: 'transactions.voucherAssignedToReservation' }))
          const open = await run(backend.transactions.deleteReservedPayments(RESERVED_ID))
          expect(open).toMatchObject({ state: null, openAmount: cents(-4_999n) })
          expect(await failure(backend.transactions.listReservedPayments('rtx-unknown'))).toEqual(
            issuesError(404, { i18nKey: 'transactions.reservedTransactionNotFound' }),
          )
        }),
      )
    })

    describe('telemetry', () => {
      it(
        'takes tags, events and log lines',
        withBackend(async (backend) => {
          await run(backend.telemetry.tagUser({ targetId: 'u1', organizationId: 'o1', tag: 'bank-hub' }))
          await run(backend.telemetry.sendEvent({ userId: 'u1', organizationId: 'o1', name: 'assigned', details: { count: '2' } }))
          await run(backend.telemetry.log({ message: 'hello', data: {} }))
          expect(true).toBe(true)
        }),
      )
    })
  })
