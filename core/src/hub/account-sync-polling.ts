/**
 * The hub's account list while a bank sync runs (spec: hub-and-business-account 4.6 "Bank sync state is polled every
 * 1 s while running", 9 "bank sync 1 s while running"). The account management dialog keeps its own 3 s
 * (accounts-and-transfers 4.2, decideAccountStatusPoll).
 */
import { isAccountStatusPollingNeeded } from '../accounts/account-rules.ts'
import type { AccountStatusPollDecision } from '../accounts/account-status-polling.ts'
import type { FinancialAccount } from '../accounts/model.ts'
import { HUB_BANK_SYNC_POLL_INTERVAL_MS } from './rules-constants.ts'

/**
 * What the hub does after its account list was (re-)read: read it again after HUB_BANK_SYNC_POLL_INTERVAL_MS while
 * any account's sync runs (state not IDLE), else stop. Reading: the hub learns an account's sync state from the list
 * it shows (the state field), so polling the sync state means re-reading that list.
 * @example decideHubAccountPoll([{ …, state: { status: 'RUNNING' } }]) // { _tag: 'PollAfter', delayMs: 1000 }
 */
export const decideHubAccountPoll = (accounts: ReadonlyArray<FinancialAccount>): AccountStatusPollDecision =>
  isAccountStatusPollingNeeded(accounts) ? { _tag: 'PollAfter', delayMs: HUB_BANK_SYNC_POLL_INTERVAL_MS } : { _tag: 'Stop' }
