/**
 * Constants of bank transfers (spec: accounts-and-transfers 4.4, 4.5, 5.2, 5.4 and 9; transactions-import-proposals
 * 5 "Transfers").
 */

/** The first instant-status poll waits this long (spec: "2 s first"). */
export const INSTANT_STATUS_POLL_FIRST_DELAY_MS = 2000
/** Every later instant-status poll waits this long (spec: "then 1 s"). */
export const INSTANT_STATUS_POLL_DELAY_MS = 1000
/**
 * Spec leaves this open ("2 seconds at first"); chosen: only the first poll waits 2 s, because SEPA Instant settles
 * within 10 s and a longer slow phase would only delay the answer the user is waiting for.
 */
export const INSTANT_STATUS_POLL_SLOW_ATTEMPTS_COUNT = 1
/**
 * Spec leaves this open (it says "until FAILED or SUCCESSFUL"); chosen: give up after 30 polls (about 31 s), because
 * the SCT Inst rulebook makes a bank answer within 10 s (20 s at most); a status still open after three times that
 * long is checked in the transfer list instead of by a poll that never ends.
 */
export const INSTANT_STATUS_POLL_MAX_ATTEMPTS_COUNT = 30

/** A contact search starts at this many characters (spec 5.2 and 9). */
export const CONTACT_SEARCH_MIN_LENGTH_CHARS = 3
/** A contact search returns at most this many contacts (spec 5.2 and 9). */
export const CONTACT_SEARCH_MAX_RESULTS_COUNT = 50

/**
 * Spec leaves this open; chosen: 140 characters, because that is the length of the SEPA unstructured remittance
 * information (pain.001 `Ustrd`); a longer purpose would be cut off by the bank.
 */
export const SEPA_PURPOSE_MAX_LENGTH_CHARS = 140
/**
 * Spec leaves this open; chosen: 70 characters, because that is the length of a party name in SEPA (pain.001 `Nm`);
 * a longer name would be cut off by the bank.
 */
export const SEPA_RECIPIENT_NAME_MAX_LENGTH_CHARS = 70

/** The special characters a SEPA purpose may hold (spec 5.2), besides letters, digits and the space. */
export const SEPA_SPECIAL_CHARACTERS = "/?:().,'+-"
/**
 * Spec leaves open which letters count; chosen: A–Z, a–z and the German umlauts and ß, because German banks accept
 * these from their customers (DFÜ-Abkommen, Anlage 3) and convert them where another SEPA bank needs basic Latin.
 */
export const SEPA_EXTRA_LETTERS = 'ÄÖÜäöüß'

/** Instant transfers are not offered to this bank code (spec 5.4 and 9). */
export const INSTANT_EXCLUDED_BANK_CODE = '11010101'

/**
 * The countries a transfer may go to (spec: "the target country must be supported"; UNSUPPORTED_PAYMENT_METHOD: "the
 * recipient is outside the SEPA area"). Spec leaves the list open; chosen: the countries and territories of the EPC's
 * SEPA scheme list (EPC409-09, 2025), by the ISO code an IBAN of theirs starts with: the 27 EU states, the EEA states
 * Iceland, Liechtenstein and Norway, Switzerland, the United Kingdom, Monaco, San Marino, Vatican City, Andorra, and
 * since 2025 Albania, Montenegro, Moldova and North Macedonia; plus territories that have IBANs with their own code
 * (Åland, Gibraltar, Guernsey, Jersey, Isle of Man and the French overseas departments and collectivities in SEPA).
 */
export const SEPA_COUNTRY_CODES = [
  // EU
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  // EEA and further scheme members
  'IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'VA', 'AD', 'AL', 'ME', 'MD', 'MK',
  // territories with their own IBAN country code
  'AX', 'GI', 'GG', 'JE', 'IM', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM',
] as const

/** The privilege that blocks the next button of transfers from the provider's own bank (spec 5.5 and 6). */
export const TERMS_OVERDUE_PRIVILEGE = 'FINANCE_LEXBANK_TERMS_OVERDUE'

/**
 * Spec leaves this open; chosen: 999.999.999,99 €, because that is the largest amount a SEPA credit transfer carries
 * (EPC SCT rulebook, AT-04); the bank's own limits are checked by the bank.
 */
export const SEPA_AMOUNT_MAX_EUR = '999999999.99'

/**
 * Spec leaves this open ("the execution date rules of 5.3" name no latest day); chosen: 365 days, because German banks
 * accept scheduled SEPA transfers and the first execution of a standing order up to one year ahead (FinTS HKCSE) and
 * refuse later ones.
 */
export const TRANSFER_EXECUTION_WINDOW_DAYS = 365

/**
 * Spec leaves open how long the session hand-over of 2.2 stays valid; chosen: 60 minutes since it was last written
 * (every change of the draft writes it), because an entry untouched for an hour belongs to a dialog the user has left,
 * and the bank's own session (PSD2 RTS art. 4: 5 minutes idle) would have ended long before.
 */
export const TRANSFER_HAND_OVER_MAX_AGE_MS = 60 * 60 * 1000
