/**
 * Constants of strong customer authentication (spec: transactions-import-proposals 9; accounts-and-transfers 4.5
 * and 9).
 */

/** Maximum characters of a challenge text in the redirect dialog (spec: transactions 9). */
export const SCA_CHALLENGE_TEXT_REDIRECT_MAX_CHARS = 75
/** Maximum characters of a challenge text in the TAN input dialog (spec: transactions 9). */
export const SCA_CHALLENGE_TEXT_TAN_INPUT_MAX_CHARS = 70

/** Push-TAN: the mobile change request is polled every 2 s until it has a status, then deleted (spec 4.5 and 9). */
export const MOBILE_CHANGE_REQUEST_POLL_INTERVAL_MS = 2000

/**
 * Spec leaves the TAN's form open; chosen: 4 to 16 letters or digits, because the TANs of German banks (smsTAN,
 * pushTAN, chipTAN, photoTAN) are 6 to 8 digits, some alphanumeric; the wider window admits other schemes, while
 * anything outside it (a pasted sentence, a stray character) is a typing slip the bank would only reject.
 */
export const SCA_TAN_MIN_LENGTH_CHARS = 4
/** See SCA_TAN_MIN_LENGTH_CHARS. */
export const SCA_TAN_MAX_LENGTH_CHARS = 16
