/** Constants of the hub's screens (the rules' constants are core's: @kontor/core hub/constants.ts). */

/** How long the card of an account that an action just changed stays highlighted (issue 10: "for a moment"). */
export const ACCOUNT_CARD_HIGHLIGHT_MS = 3_000
/**
 * A notification's toast goes after this long, unless closed before. Chosen: 8 s, long enough to read a sentence and
 * reach its close button, short enough that toasts of polls 5 s apart do not pile up.
 */
export const NOTIFICATION_TOAST_SHOWN_MS = 8_000
