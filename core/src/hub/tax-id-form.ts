/** The embedded tax-id form (spec: hub-and-business-account 2.4 and 5 "Tax id form"). */

/**
 * The forward button is disabled while the tax id field is empty. Reading: whitespace alone is empty; the tax id
 * itself is checked by the server (its issues are shown on the form) and by parseTaxIdentificationNumber.
 * @example isTaxIdFormForwardDisabled('  ') // true
 */
export const isTaxIdFormForwardDisabled = (taxIdentificationNumber: string | null | undefined): boolean =>
  (taxIdentificationNumber ?? '').trim() === ''
