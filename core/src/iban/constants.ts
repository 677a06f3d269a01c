/** Constants of IBAN recognition and validation (spec: accounts-and-transfers 5.2, "IBAN and recipient"). */

/**
 * The spec's recogniser: 2 letters, 2 digits, 4 alphanumerics, 7 alphanumerics, then up to 17 more alphanumerics,
 * so between 15 and 32 characters.
 */
export const IBAN_PATTERN_MIN_LENGTH_CHARS = 2 + 2 + 4 + 7
export const IBAN_PATTERN_MAX_LENGTH_CHARS = IBAN_PATTERN_MIN_LENGTH_CHARS + 17
/** ISO 13616: no IBAN is longer (Russia's has 33); input is cut here, not at the pattern's 32, so the check says why. */
export const IBAN_ISO_MAX_LENGTH_CHARS = 34

/** "A German IBAN is DE plus 20 digits." */
export const GERMAN_IBAN_COUNTRY_CODE = 'DE'
export const GERMAN_IBAN_DIGITS_AFTER_COUNTRY_CODE = 20
export const GERMAN_IBAN_LENGTH_CHARS = GERMAN_IBAN_COUNTRY_CODE.length + GERMAN_IBAN_DIGITS_AFTER_COUNTRY_CODE

/** The German bank code (Bankleitzahl) sits in characters 5 to 12 of a German IBAN. */
export const GERMAN_BANK_CODE_OFFSET_CHARS = 4
export const GERMAN_BANK_CODE_LENGTH_DIGITS = 8

// Spec leaves this open; chosen: check digits 02 to 98 only, because ISO 7064 MOD 97-10 as ISO 13616 uses it computes
// check digits as 98 - (n mod 97), which is never 00, 01 or 99: such an IBAN cannot have been issued by any bank.
export const IBAN_CHECK_DIGITS_MIN = 2
export const IBAN_CHECK_DIGITS_MAX = 98
