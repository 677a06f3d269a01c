/** Behaviour of the in-memory backend that the spec leaves open (all chosen; the demo scenarios document them). */

/** A bank search answers at most this many banks (a name such as "Sparkasse" matches hundreds). */
export const BANK_SEARCH_RESULT_LIMIT = 50

/** The busy value of state.status while an account's first sync runs (the spec names only IDLE). */
export const ACCOUNT_STATUS_SYNCING = 'SYNCING'

/**
 * An account added through a login, reconnected, or given new online banking data stays busy for this many reads of
 * the account list; the read after them sees it IDLE (so the UI's 3 s polling runs a few rounds, then stops).
 */
export const BUSY_LIST_READS = 2

/** New records get ids with these prefixes and a running number. */
export const NEW_ACCOUNT_ID_PREFIX = 'fa-new-'
export const NEW_CONTACT_ID_PREFIX = 'fc-new-'

/** The merchant id of the payment-service stand-in when the seed names none. */
export const DEFAULT_PAYPAL_MERCHANT_ID = 'MEMORY-MERCHANT'

/**
 * The version of the stored demo state (memory-snapshot.ts). Raise it whenever the stored shape changes: a state of
 * another version is dropped for the seed, never read as if it were this one.
 */
export const MEMORY_SNAPSHOT_VERSION = 1
