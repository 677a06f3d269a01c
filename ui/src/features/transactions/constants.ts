/** Constants of the transaction lists (hub-and-business-account 2.1; transactions-import-proposals 2). */

/**
 * At this viewport width and below the rows show as cards. Chosen: the transfer lists' width (980 px), so every list
 * of the app turns into cards at the same point.
 */
export const TRANSACTION_LIST_NARROW_MAX_WIDTH_PX = 980

/**
 * The search asks the server this long after the last key. Chosen: 300 ms, long enough that typing a word sends one
 * call, short enough to feel immediate.
 */
export const TRANSACTION_SEARCH_DEBOUNCE_MS = 300

/** The URL parameter naming the transaction whose assignment panel is open (a reload reopens it). */
export const OPEN_TRANSACTION_PARAM = 'tx'

/** The finance events after which every transaction list and count reads again (hub-and-business-account 4.12). */
export const TRANSACTION_LIST_EVENTS = ['transaction_changed', 'reservation_changed', 'update_pending_counts'] as const
