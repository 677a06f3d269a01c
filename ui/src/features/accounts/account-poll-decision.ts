/**
 * The core's poll decision, in a module of its own that account-list.atoms.ts loads with the first answer: core keeps
 * it beside the account codecs (isAccountIdle is in accounts/model.ts), which would bring io-ts and decimal.js into
 * the first load although only an answer, decoded by the adapter that carries them anyway, is ever decided on.
 */
export { decideAccountStatusPoll, decideHubAccountPoll } from '@kontor/core'
