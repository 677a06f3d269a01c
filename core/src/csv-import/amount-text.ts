/** An amount's plain decimal text, for keys and for the cells of structured statements. */
import { toWholeCents, type Money } from '../money/money.ts'

/**
 * The amount as decimal.js's toFixed(2) writes it ("-1234.50"), from the whole cents where the amount has them (no
 * Decimal made: a preview of 40,000 rows reads each amount once), else by toFixed(2) itself.
 * @example toTwoDecimalText(moneyFromCents(-123450n)) // '-1234.50'
 */
export const toTwoDecimalText = (amount: Money): string => {
  const cents = toWholeCents(amount)
  if (cents === undefined) return amount.value.toFixed(2)
  const digits = String(cents < 0n ? -cents : cents).padStart(3, '0')
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`
}
