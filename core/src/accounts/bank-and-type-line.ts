/**
 * The line under an account's name on its card: its bank and its type (spec: hub-and-business-account 4.6 cards;
 * accounts-and-transfers 3 bankName and type).
 */
import { ACCOUNT_TYPE_LABELS, type FinancialAccountType } from './model.ts'

/** Between bank and type. */
const SEPARATOR = ' · '

/**
 * The bank's name and the type's German label, joined by ' · '; a part that is missing or blank is left out, and a
 * type label that only repeats the bank's name (PayPal at PayPal) is said once. Compared without case and outer
 * spaces, since "PAYPAL" and "PayPal" name the same.
 * @example formatAccountBankAndType('Sparkasse KölnBonn', 'GIRO') // 'Sparkasse KölnBonn · Girokonto'
 * @example formatAccountBankAndType('PayPal', 'PAYPAL') // 'PayPal'
 */
export const formatAccountBankAndType = (bankName: string | null | undefined, type: FinancialAccountType): string => {
  const bank = bankName?.trim() ?? ''
  const typeLabel = ACCOUNT_TYPE_LABELS[type]
  if (bank === '') return typeLabel
  return bank.toLocaleLowerCase('de-DE') === typeLabel.toLocaleLowerCase('de-DE') ? bank : `${bank}${SEPARATOR}${typeLabel}`
}
