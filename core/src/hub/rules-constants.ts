/**
 * Constants of the hub beyond the account cards (spec: hub-and-business-account 2.5, 4.7, 4.10–4.13 and 9).
 * The account-card constants live in constants.ts.
 */

/** Prepared and executed transfers: 50 per page (spec 2.5 and 9). */
export const HUB_TRANSFER_LIST_PAGE_SIZE = 50

/** A transfer due within this many days (counting from tomorrow) gets an "in N Tagen fällig" label (spec 4.7 and 9). */
export const DUE_DATE_WARNING_DAYS = 5

/** The last day to switch to the new banking app, a Berlin calendar date (spec 4.10 and 9). */
export const BANK_HUB_SWITCH_DEADLINE_DATE = '2025-07-30'
/** The switch dialog opens by itself once, at this many days or fewer before the deadline (spec 4.10 and 9). */
export const BANK_HUB_SWITCH_DIALOG_LEAD_DAYS = 14

/** The profile-type dialog appears at most once per this many Berlin calendar days per organisation (spec 4.11, 9). */
export const PROFILE_TYPE_DIALOG_MIN_INTERVAL_DAYS = 1

/** Bank sync state is polled every second while a sync runs (spec 4.6 and 9). */
export const HUB_BANK_SYNC_POLL_INTERVAL_MS = 1_000
/** The hub polls a running import's status every 2.5 s (spec 9). */
export const HUB_IMPORT_STATUS_POLL_INTERVAL_MS = 2_500
/** The hub refreshes after a CSV import 2 s after it was started (spec 9). */
export const HUB_CSV_IMPORT_REFRESH_DELAY_MS = 2_000
/** update_pending_counts refreshes the pending counts after 100 ms (spec 4.12 and 9). */
export const PENDING_COUNTS_REFRESH_DELAY_MS = 100
/** After a proposal approval the list is reloaded 2 s later (spec 9). */
export const APPROVAL_LIST_REFRESH_DELAY_MS = 2_000
/** … and the footer reappears 350 ms later (spec 9). */
export const APPROVAL_FOOTER_REAPPEAR_DELAY_MS = 350

/** Voucher cash discounts are shown with two decimals (spec 4.13). */
export const CASH_DISCOUNT_PERCENT_FRACTION_DIGITS = 2

/**
 * A notification call that has not answered after this long is given up and the poll goes on. Chosen: the spec gives
 * only the 5 s poll (NOTIFICATION_POLL_INTERVAL_MS, transactions/constants.ts); as one call is in flight at a time, a
 * hanging one must end for the next to start.
 */
export const NOTIFICATION_CALL_TIMEOUT_MS = 15_000
