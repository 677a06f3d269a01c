/** Constants of the hub's screens (the rules' constants are core's: @kontor/core hub/constants.ts). */

/** How long the card of an account that an action just changed stays highlighted (issue 10: "for a moment"). */
export const ACCOUNT_CARD_HIGHLIGHT_MS = 3_000
/**
 * A notification's toast goes after this long, unless closed before. Chosen: 8 s, long enough to read a sentence and
 * reach its close button, short enough that toasts of polls 5 s apart do not pile up.
 */
export const NOTIFICATION_TOAST_SHOWN_MS = 8_000
/**
 * The balance chart reads an account's transactions of the last 90 days in pages of this size, and at most
 * BALANCE_CHART_MAX_PAGES of them. Chosen: 500 × 20 covers 10,000 transactions in 90 days; an account with more
 * shows no chart rather than a wrong one.
 */
export const BALANCE_CHART_PAGE_SIZE = 500
export const BALANCE_CHART_MAX_PAGES = 20
/** The chart's drawing box in SVG user units (it scales to the card's width). */
export const BALANCE_CHART_WIDTH = 300
export const BALANCE_CHART_HEIGHT = 60
