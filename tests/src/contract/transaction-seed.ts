/**
 * The small seed of the transaction contracts (transactions.contract.ts, transaction-model.contract.ts): the demo
 * accounts, a handful of transactions covering every state, vouchers with and without cash discount, one paid and
 * journalized, a reserved transaction and posting categories. Today is 20.11.2026.
 */
import type { MemorySeed, MemoryTransactionsSeed } from '@kontor/adapters/memory'
import { DEMO_ACCOUNT_IDS, demoFinancialAccounts } from '@kontor/fixtures'

export const ACCOUNT_A = DEMO_ACCOUNT_IDS.sparkasseGiro
export const ACCOUNT_B = DEMO_ACCOUNT_IDS.dkbCreditCard

export const TX = {
  rent: 'tx-rent',
  customer: 'tx-customer',
  card: 'tx-card',
  done: 'tx-done',
  ignored: 'tx-ignored',
  proposal: 'tx-proposal',
  fee: 'tx-fee',
  partial: 'tx-partial',
} as const

export const VOUCHER = {
  re101: 'v-re-101',
  re102: 'v-re-102',
  er4711: 'v-er-4711',
  er201: 'v-er-201',
  er301: 'v-er-301',
  erAbo: 'v-er-abo',
} as const

export const RESERVED_ID = 'rtx-abo'

export const CATEGORY = { fuel: 'pc-fuel', revenue: 'pc-revenue', privateWithdrawal: 'pc-private', root: 'pc-root-expense' } as const

const tx = (
  financialTransactionId: string,
  financialAccountId: string,
  transactionDate: string,
  amount: number,
  purpose: string,
  recipientOrSenderName: string,
  extra: Record<string, unknown> = {},
) => ({ financialTransactionId, financialAccountId, transactionDate, amount, purpose, recipientOrSenderName, lockVersion: 0, ...extra })

const voucher = (
  voucherId: string,
  voucherType: 'salesinvoice' | 'purchaseinvoice',
  voucherNumber: string,
  voucherDate: string,
  totalGrossAmount: number,
  contactName: string,
  extra: Record<string, unknown> = {},
) => ({
  voucherId,
  voucherSource: voucherType === 'salesinvoice' ? ('SALES_VOUCHER' as const) : ('BOOKKEEPING_VOUCHER' as const),
  voucherType,
  direction: voucherType === 'salesinvoice' ? ('income' as const) : ('outgo' as const),
  voucherNumber,
  voucherDate,
  totalGrossAmount,
  contactName,
  lockVersion: 0,
  ...extra,
})

export const transactionSeedData: MemoryTransactionsSeed = {
  transactions: [
    tx(TX.rent, ACCOUNT_A, '2026-11-02', -1200, 'Miete November Büro', 'Hausverwaltung Schulz'),
    tx(TX.customer, ACCOUNT_A, '2026-11-10', 1166.2, 'RE-2026-101 RE-2026-102', 'Bäckerei Kunz GmbH'),
    tx(TX.card, ACCOUNT_B, '2026-11-12', -23.8, 'Kartenzahlung Tankstelle Aral', 'ARAL Station 12'),
    tx(TX.done, ACCOUNT_B, '2026-10-01', -119, 'ER-4711 Druckerei', 'Druckerei Schneider KG'),
    tx(TX.ignored, ACCOUNT_A, '2026-09-15', -5, 'Kontoführung', 'Sparkasse', { ignored: true, ignoreReason: 'Privat' }),
    tx(TX.proposal, ACCOUNT_A, '2026-11-15', 250, 'Zahlung Meyer', 'Meyer & Söhne'),
    tx(TX.fee, ACCOUNT_A, '2026-08-01', 1234.56, 'Honorar Projekt Nord', 'Agentur Nord', { additionalInfo: 'SEPA Gutschrift' }),
    tx(TX.partial, ACCOUNT_A, '2026-11-18', -100, 'Abschlag ER-2026-301', 'Möbel Krause'),
  ],
  reservedTransactions: [
    {
      reservedFinancialTransactionId: RESERVED_ID,
      amount: -49.99,
      createdDate: '2026-11-19',
      purpose: 'Software Abo Dezember',
      financialAccountId: ACCOUNT_A,
      recipientOrSenderName: 'Cloud Tools GmbH',
      lockVersion: 0,
    },
  ],
  vouchers: [
    voucher(VOUCHER.re101, 'salesinvoice', 'RE-2026-101', '2026-10-20', 595, 'Bäckerei Kunz GmbH', {
      hasCashDiscount: true,
      cashDiscountPercent: 2,
      cashDiscountUntil: '2026-11-30',
    }),
    voucher(VOUCHER.re102, 'salesinvoice', 'RE-2026-102', '2026-10-22', 595, 'Bäckerei Kunz GmbH', {
      hasCashDiscount: true,
      cashDiscountPercent: 4,
      cashDiscountUntil: '2026-11-30',
    }),
    voucher(VOUCHER.er4711, 'purchaseinvoice', 'ER-4711', '2026-09-25', 119, 'Druckerei Schneider KG'),
    voucher(VOUCHER.er201, 'purchaseinvoice', 'ER-2026-201', '2026-10-28', 1200, 'Hausverwaltung Schulz'),
    voucher(VOUCHER.er301, 'purchaseinvoice', 'ER-2026-301', '2026-11-01', 300, 'Möbel Krause'),
    voucher(VOUCHER.erAbo, 'purchaseinvoice', 'ER-2026-ABO', '2026-11-19', 49.99, 'Cloud Tools GmbH'),
  ],
  payments: [
    {
      paymentId: 'pay-done',
      financialTransactionId: TX.done,
      voucherId: VOUCHER.er4711,
      voucherSource: 'BOOKKEEPING_VOUCHER',
      paymentAmount: -119,
      originalPaymentAmount: -119,
      paymentDate: '2026-10-01',
      paymentDifferenceStrategy: null,
      journalized: true,
      note: 'Druck Flyer',
    },
  ],
  postingCategories: [
    {
      postingCategoryId: CATEGORY.root,
      name: 'Ausgaben',
      directions: ['outgo'],
      taxRatesPercent: [0],
      paymentCategory: false,
      financialVoucherApplicable: false,
      parentId: null,
    },
    {
      postingCategoryId: CATEGORY.fuel,
      name: 'Kraftstoff',
      directions: ['outgo'],
      taxRatesPercent: [0, 7, 19],
      paymentCategory: true,
      financialVoucherApplicable: true,
      parentId: CATEGORY.root,
    },
    {
      postingCategoryId: CATEGORY.revenue,
      name: 'Einnahmen aus Lieferungen und Leistungen',
      directions: ['income'],
      taxRatesPercent: [0, 7, 19],
      paymentCategory: true,
      financialVoucherApplicable: true,
      parentId: null,
    },
    {
      postingCategoryId: CATEGORY.privateWithdrawal,
      name: 'Privatentnahme',
      directions: ['outgo'],
      taxRatesPercent: [0],
      paymentCategory: false,
      financialVoucherApplicable: false,
      parentId: null,
    },
  ],
}

export const transactionSeed: MemorySeed = { financialAccounts: demoFinancialAccounts, transactionData: transactionSeedData }
