/** Constants of the hub's screens (the rules' constants are core's: @kontor/core hub/constants.ts). */

/** How long the card of an account that an action just changed stays highlighted (issue 10: "for a moment"). */
export const ACCOUNT_CARD_HIGHLIGHT_MS = 3_000
