/**
 * Whole numbers in German texts (STYLE.md: German UI): thousands grouped with a dot, as de-DE writes them — the
 * CSV import's limits and counts read "100.000 Zeichen", "10.000 Spalten", "40.000 Umsätze".
 */

/**
 * A whole number with de-DE thousands separators, exactly as Intl.NumberFormat('de-DE') writes it (no decimals;
 * chosen: a number that is not whole is rounded to the nearest whole one, and NaN or ±Infinity are written as
 * String() writes them, never thrown on).
 * @example formatCount(100000) // '100.000'
 * @example formatCount(-1234) // '-1.234'
 * @example formatCount(999) // '999'
 */
export const formatCount = (n: number): string => {
  if (!Number.isFinite(n)) return String(n)
  const whole = Math.round(n)
  const digits = BigInt(Math.abs(whole)).toString()
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return whole < 0 ? `-${grouped}` : grouped
}
