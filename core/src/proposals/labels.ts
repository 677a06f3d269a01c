/**
 * Why a proposal was made, in the words the proposal card shows (spec: transactions-import-proposals 2 "proposal
 * card": each card shows why it was proposed). The spec gives no wording: chosen, once here for every screen.
 */
import type { PaymentDifferenceStrategy } from '../transactions/model.ts'
import type { VoucherProposalReason } from '../transactions/wire.ts'

export const VOUCHER_PROPOSAL_REASON_TEXTS: Readonly<Record<VoucherProposalReason, string>> = {
  AMOUNT: 'Betrag stimmt überein',
  AMOUNT_WITH_CASH_DISCOUNT: 'Betrag abzüglich Skonto',
  VOUCHER_NUMBER: 'Rechnungsnummer im Verwendungszweck',
  CONTACT_NAME: 'Name des Kunden/Lieferanten',
}

/**
 * How a payment's difference is booked, in the words the assignment panel and the proposal card show (spec:
 * transactions-import-proposals 2 "payment difference dialog"; chosen wording, once here for both).
 */
export const PAYMENT_DIFFERENCE_STRATEGY_LABELS: Readonly<Record<PaymentDifferenceStrategy, string>> = {
  PARTIAL_PAYMENT: 'Teilzahlung',
  CASH_DISCOUNT: 'Skonto',
  BANK_FEE: 'Bankgebühr',
  CURRENCY_DIFFERENCE: 'Währungsdifferenz',
  IRRECOVERABLE_RECEIVABLE: 'Forderungsausfall',
  DUNNING_FEE: 'Mahngebühr',
  OVERPAYMENT: 'Überzahlung',
}
