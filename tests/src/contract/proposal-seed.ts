/**
 * The small seed of the proposals contract (proposals.contract.ts): one open payment per reason kind the matching
 * knows (core's matchProposals), an outgoing bill, a payment that matches nothing, and twelve more exact payments so
 * that there are more proposals than the approval limit (memory constants: 10). Today is 26.11.2026; the clock moves
 * (ManualClock) so that an approval job can finish.
 */
import type { MemorySeed, MemoryTransactionsSeed } from '@kontor/adapters/memory'
import { manualClock as manualClockAt, type ManualClock } from '@kontor/core/testing'
import { DEMO_ACCOUNT_IDS, demoFinancialAccounts } from '@kontor/fixtures'

export const ACCOUNT = DEMO_ACCOUNT_IDS.sparkasseGiro

export const PTX = {
  exact: 'ptx-exact',
  noDashes: 'ptx-no-dashes',
  name: 'ptx-name',
  skonto: 'ptx-skonto',
  outgo: 'ptx-outgo',
  none: 'ptx-none',
} as const

export const PV = {
  exact: 'pv-exact',
  noDashes: 'pv-no-dashes',
  name: 'pv-name',
  skonto: 'pv-skonto',
  outgo: 'pv-outgo',
} as const

/** The extra exact payments: ptx-bulk-01 … pays pv-bulk-01 …, all older than the ones above. */
export const BULK_COUNT = 12
export const bulkTransactionId = (i: number) => `ptx-bulk-${String(i).padStart(2, '0')}`
export const bulkVoucherId = (i: number) => `pv-bulk-${String(i).padStart(2, '0')}`

const tx = (id: string, date: string, amount: number, purpose: string, name: string) => ({
  financialTransactionId: id,
  financialAccountId: ACCOUNT,
  transactionDate: date,
  amount,
  purpose,
  recipientOrSenderName: name,
  lockVersion: 0,
})

const sales = (id: string, number: string, gross: number, contact: string, extra: Record<string, unknown> = {}) => ({
  voucherId: id,
  voucherSource: 'SALES_VOUCHER' as const,
  voucherType: 'salesinvoice' as const,
  direction: 'income' as const,
  voucherNumber: number,
  voucherDate: '2026-11-02',
  totalGrossAmount: gross,
  contactName: contact,
  lockVersion: 0,
  ...extra,
})

export const proposalSeedData: MemoryTransactionsSeed = {
  transactions: [
    ...Array.from({ length: BULK_COUNT }, (_, i) => tx(bulkTransactionId(i + 1), `2026-11-${String(i + 3).padStart(2, '0')}`, 100 + i + 1, `Rechnung RE-2026-01${String(i + 1).padStart(2, '0')}`, 'Sammelüberweisung')),
    tx(PTX.exact, '2026-11-20', 119, 'Rechnung RE-2026-0001', 'Privatkonto Inhaber'),
    tx(PTX.noDashes, '2026-11-21', 238, 'RE20260002', 'Online-Banking Auftrag'),
    tx(PTX.name, '2026-11-22', 357, 'Danke für den Auftrag', 'Bäckerei Schulze GmbH'),
    tx(PTX.skonto, '2026-11-23', 1166.2, 'RE-2026-0004 abzgl. 2 % Skonto', 'Verlag Hansen & Söhne'),
    tx(PTX.outgo, '2026-11-24', -318.2, 'RE 44790 Flyer', 'Druckerei Schneider KG'),
    tx(PTX.none, '2026-11-25', 50, 'Kartenzahlung', 'Kiosk am Markt'),
  ],
  reservedTransactions: [],
  vouchers: [
    ...Array.from({ length: BULK_COUNT }, (_, i) => sales(bulkVoucherId(i + 1), `RE-2026-01${String(i + 1).padStart(2, '0')}`, 100 + i + 1, `Kunde ${i + 1}`)),
    sales(PV.exact, 'RE-2026-0001', 119, 'Autohaus Richter GmbH'),
    sales(PV.noDashes, 'RE-2026-0002', 238, 'Optik Neumann'),
    sales(PV.name, 'RE-2026-0003', 357, 'Bäckerei Schulze GmbH'),
    sales(PV.skonto, 'RE-2026-0004', 1190, 'Verlag Hansen & Söhne', { hasCashDiscount: true, cashDiscountPercent: 2, cashDiscountUntil: '2026-12-01' }),
    {
      voucherId: PV.outgo,
      voucherSource: 'BOOKKEEPING_VOUCHER',
      voucherType: 'purchaseinvoice',
      direction: 'outgo',
      voucherNumber: '44790',
      voucherDate: '2026-11-03',
      totalGrossAmount: 318.2,
      contactName: 'Druckerei Schneider KG',
      lockVersion: 0,
    },
  ],
  payments: [],
  postingCategories: [],
}

export const proposalSeed: MemorySeed = { financialAccounts: demoFinancialAccounts, transactionData: proposalSeedData }

/** A clock the test moves on: the db's approval job runs on it. */
export type { ManualClock } from '@kontor/core/testing'

export const PROPOSAL_TEST_START = '2026-11-26T09:00:00.000Z'

export const manualClock = (start = PROPOSAL_TEST_START): ManualClock => manualClockAt(start)
