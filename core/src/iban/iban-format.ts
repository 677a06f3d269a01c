/** IBAN notation (spec: accounts-and-transfers 5.2). Validation comes with the core rules; this is display only. */

/**
 * Strips all whitespace and upper-cases: the electronic form.
 * @example normalizeIban(' de89 3704 0044 0532 0130 00 ') // 'DE89370400440532013000'
 */
export const normalizeIban = (input: string): string => input.replace(/\s+/g, '').toUpperCase()

/**
 * The paper form: groups of four separated by spaces.
 * @example formatIban('DE89370400440532013000') // 'DE89 3704 0044 0532 0130 00'
 */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ')

/**
 * The German bank code (BLZ) inside a German IBAN: characters 5 to 12 of DE + 20 digits; undefined for any other.
 * @example germanBankCodeOf('DE89 3704 0044 0532 0130 00') // '37040044'
 */
export const germanBankCodeOf = (iban: string): string | undefined => {
  const compact = normalizeIban(iban)
  return /^DE\d{20}$/.test(compact) ? compact.slice(4, 12) : undefined
}
