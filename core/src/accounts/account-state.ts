/**
 * An account's state, the one rule the hub's cards and the account management list both say it with
 * (hub-and-business-account 4.6; accounts-and-transfers 2.1, 3 "state.status", 4.2), and its German words, once.
 */
import { ACCOUNT_STATUS_IDLE } from './account-status.ts'
import type { FinancialAccount } from './model.ts'

/**
 * The three states, in the order the hub picks its default tab (hub-and-business-account 4.6). Named standing, since
 * AccountState is the wire's state object (status, errorOnSync).
 */
export const ACCOUNT_STATES = ['failed', 'active', 'deactivated'] as const
export type AccountStanding = (typeof ACCOUNT_STATES)[number]

/** The German name of each state: the hub's tab labels and the management list's status. */
export const ACCOUNT_STATE_LABELS: Readonly<Record<AccountStanding, string>> = {
  failed: 'Fehlerhaft',
  active: 'Aktiv',
  deactivated: 'Deaktiviert',
}

/** Shown beside the state while the account's state.status is not IDLE (the spec names no busy value). */
export const ACCOUNT_BUSY_LABEL = 'Wird synchronisiert …'

/** The problem of an account whose last sync failed and whose bank login says nothing more. */
export const ACCOUNT_SYNC_FAILED_TEXT = 'Die letzte Synchronisierung ist fehlgeschlagen.'

/** What is wrong with an account: its bank login's message (the bank's own words), or a failed last sync. */
export type AccountProblem = { readonly kind: 'contact'; readonly message: string } | { readonly kind: 'sync' }

type StateOf = Pick<FinancialAccount, 'state' | 'financialContact' | 'deactivated'>

/**
 * The account's problem, if any: the financial contact's error message wins (it says what to do), else a failed sync.
 * @example accountProblemOf({ state: { status: 'IDLE', errorOnSync: true } }) // { kind: 'sync' }
 */
export const accountProblemOf = (account: StateOf): AccountProblem | undefined => {
  const message = account.financialContact?.errorMessage?.trim()
  if (message !== undefined && message !== '') return { kind: 'contact', message }
  return account.state.errorOnSync === true ? { kind: 'sync' } : undefined
}

/**
 * An account has failed if its sync failed or its financial contact has an error message; deactivated if flagged;
 * otherwise active. A failure wins over the deactivated flag (hub-and-business-account 4.6). Whether it is busy
 * right now is apart (isAccountBusy): a busy account keeps its state.
 * @example accountStateOf({ state: { status: 'IDLE', errorOnSync: true }, deactivated: true }) // 'failed'
 */
export const accountStateOf = (account: StateOf): AccountStanding => {
  if (accountProblemOf(account) !== undefined) return 'failed'
  return account.deactivated === true ? 'deactivated' : 'active'
}

/**
 * The account is being worked on right now: its state.status is not IDLE (accounts-and-transfers 4.2).
 * @example isAccountBusy({ state: { status: 'RUNNING' } }) // true
 */
export const isAccountBusy = (account: Pick<FinancialAccount, 'state'>): boolean => account.state.status !== ACCOUNT_STATUS_IDLE

/** The text of an account's problem: the bank login's message as it came, or ACCOUNT_SYNC_FAILED_TEXT. */
export const accountProblemText = (problem: AccountProblem): string => (problem.kind === 'contact' ? problem.message : ACCOUNT_SYNC_FAILED_TEXT)
