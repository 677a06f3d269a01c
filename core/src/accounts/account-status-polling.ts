/**
 * The account management dialog's status polling and account deletion (spec: accounts-and-transfers 4.2 "After load,
 * the account list is re-read every 3 seconds while any account has a state that is not IDLE", 4.3 "The user
 * confirms, the delete call is made, and the action resolves after 3 seconds", 9).
 *
 * Pure decisions and a small flow: the UI's scheduler does the waiting, with the dialog's AbortSignal.
 */
import { absurd } from 'fp-ts/lib/function.js'
import { isAccountStatusPollingNeeded } from './account-rules.ts'
import { ACCOUNT_DELETE_DELAY_MS, ACCOUNT_STATUS_POLL_INTERVAL_MS } from './constants.ts'
import type { FinancialAccount } from './model.ts'

export type AccountStatusPollDecision =
  | { readonly _tag: 'PollAfter'; readonly delayMs: number }
  | { readonly _tag: 'Stop' }

/**
 * What to do after the account list was (re-)read: read it again after ACCOUNT_STATUS_POLL_INTERVAL_MS while any
 * account's state is not IDLE, else stop. Reading: the list is the one the dialog loaded; there is no cap on the
 * number of polls, because the spec says "while" and the poll ends with the dialog anyway (its AbortSignal).
 * @example decideAccountStatusPoll([{ …, state: { status: 'RUNNING' } }]) // { _tag: 'PollAfter', delayMs: 3000 }
 */
export const decideAccountStatusPoll = (accounts: ReadonlyArray<FinancialAccount>): AccountStatusPollDecision =>
  isAccountStatusPollingNeeded(accounts) ? { _tag: 'PollAfter', delayMs: ACCOUNT_STATUS_POLL_INTERVAL_MS } : { _tag: 'Stop' }

/**
 * The ids of the accounts still busy (state not IDLE), in list order, for the dialog to mark them.
 * @example getBusyAccountIds([idle, running]) // [running.financialAccountId]
 */
export const getBusyAccountIds = (accounts: ReadonlyArray<FinancialAccount>): ReadonlyArray<string> =>
  accounts.filter((a) => isAccountStatusPollingNeeded([a])).map((a) => a.financialAccountId)

// --- deleting an account

export type AccountDeletionState =
  /** The confirmation question is shown. */
  | { readonly step: 'confirming'; readonly financialAccountId: string }
  /** The delete call runs. */
  | { readonly step: 'deleting'; readonly financialAccountId: string }
  /** The call succeeded; the action resolves after ACCOUNT_DELETE_DELAY_MS. */
  | { readonly step: 'settling'; readonly financialAccountId: string }
  | { readonly step: 'deleted'; readonly financialAccountId: string }
  /** The call failed (the dialog shows the server's issues); confirming again retries. */
  | { readonly step: 'failed'; readonly financialAccountId: string }
  | { readonly step: 'dismissed'; readonly financialAccountId: string }

export type AccountDeletionEvent =
  | { readonly type: 'deleteConfirmed' }
  | { readonly type: 'deleteDismissed' }
  | { readonly type: 'accountDeleted' }
  | { readonly type: 'accountDeleteFailed' }
  | { readonly type: 'deleteDelayElapsed' }

export type AccountDeletionEffect =
  | { readonly type: 'deleteAccount'; readonly financialAccountId: string }
  | { readonly type: 'waitAfterDelete'; readonly ms: number }
  /** The action has resolved: read the account list again. */
  | { readonly type: 'reloadAccounts' }

export type AccountDeletionTransition = readonly [AccountDeletionState, ReadonlyArray<AccountDeletionEffect>]

/**
 * Asks to confirm deleting an account.
 * @example startAccountDeletion('fa1') // [{ step: 'confirming', financialAccountId: 'fa1' }, []]
 */
export const startAccountDeletion = (financialAccountId: string): AccountDeletionTransition => [
  { step: 'confirming', financialAccountId },
  [],
]

/**
 * Confirm → delete call → wait ACCOUNT_DELETE_DELAY_MS → resolved (reload the list). An event that makes no sense in
 * a step leaves the state as it is, with no effects; 'deleted' and 'dismissed' are final.
 * @example transitionAccountDeletion({ step: 'deleting', financialAccountId: 'fa1' }, { type: 'accountDeleted' }) // settling, wait 3000 ms
 */
export const transitionAccountDeletion = (state: AccountDeletionState, event: AccountDeletionEvent): AccountDeletionTransition => {
  const { financialAccountId } = state
  const unchanged: AccountDeletionTransition = [state, []]
  switch (state.step) {
    case 'confirming':
    case 'failed':
      if (event.type === 'deleteConfirmed') return [{ step: 'deleting', financialAccountId }, [{ type: 'deleteAccount', financialAccountId }]]
      return event.type === 'deleteDismissed' ? [{ step: 'dismissed', financialAccountId }, []] : unchanged
    case 'deleting':
      if (event.type === 'accountDeleted') {
        return [{ step: 'settling', financialAccountId }, [{ type: 'waitAfterDelete', ms: ACCOUNT_DELETE_DELAY_MS }]]
      }
      return event.type === 'accountDeleteFailed' ? [{ step: 'failed', financialAccountId }, []] : unchanged
    case 'settling':
      return event.type === 'deleteDelayElapsed' ? [{ step: 'deleted', financialAccountId }, [{ type: 'reloadAccounts' }]] : unchanged
    case 'deleted':
    case 'dismissed':
      return unchanged
    default:
      return absurd(state)
  }
}
