/**
 * The account's sync state (accounts-and-transfers 3 "state.status"). A module of its own, importing nothing, so that
 * the hub's first screen can tell a busy account without loading the account codecs (model.ts).
 */

/** IDLE is the only named value; every other status means the account is busy. */
export const ACCOUNT_STATUS_IDLE = 'IDLE'
