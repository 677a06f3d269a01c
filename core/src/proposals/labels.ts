/**
 * Why a proposal was made, in the words the proposal card shows (spec: transactions-import-proposals 2 "proposal
 * card": each card shows why it was proposed). The spec gives no wording: chosen, once here for every screen.
 */
import type { VoucherProposalReason } from '../transactions/wire.ts'

export const VOUCHER_PROPOSAL_REASON_TEXTS: Readonly<Record<VoucherProposalReason, string>> = {
  AMOUNT: 'Betrag stimmt überein',
  AMOUNT_WITH_CASH_DISCOUNT: 'Betrag abzüglich Skonto',
  VOUCHER_NUMBER: 'Rechnungsnummer im Verwendungszweck',
  CONTACT_NAME: 'Name des Kunden/Lieferanten',
}
