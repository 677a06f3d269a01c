/**
 * How the wizard starts to reconnect an account (accounts-and-transfers 2.3; hub "reconnect", the edit dialog's
 * "connect"): its id, IBAN and type go along, so a PAYPAL account starts at the PayPal step s21 (as
 * /hub/paypal/create does) and a bank account at s10, and s40 finds the bank account by its IBAN.
 */
import type { AddAccountWizardStart, FinancialAccount } from '@kontor/core'

/** @example toReconnectStart({ financialAccountId: 'fa-pp', type: 'PAYPAL' }) // starts at s21 */
export const toReconnectStart = (
  account: Pick<FinancialAccount, 'financialAccountId' | 'iban' | 'type'>,
): AddAccountWizardStart => ({
  mode: 'standard',
  reconnect: { financialAccountId: account.financialAccountId, iban: account.iban ?? null, accountType: account.type },
})
