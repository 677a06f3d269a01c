/** How an account's state reads in a list (accounts-and-transfers 3 "state.status (IDLE or a busy value)", 4.2). */
import { isAccountIdle, type FinancialAccount } from '@kontor/core'
import { ACCOUNT_STATE_TEXTS } from './accounts-texts.ts'

/**
 * Busy wins (the account is being worked on right now), then a failed sync, then deactivated; otherwise ready.
 * Reading: every status but IDLE is shown as synchronising, since the spec names no busy value.
 */
export const accountStateText = (account: FinancialAccount): string => {
  if (!isAccountIdle(account)) return ACCOUNT_STATE_TEXTS.busy
  if (account.state.errorOnSync === true) return ACCOUNT_STATE_TEXTS.syncError
  return account.deactivated === true ? ACCOUNT_STATE_TEXTS.deactivated : ACCOUNT_STATE_TEXTS.ready
}
