/** What a hub account card shows for the balance (spec: hub-and-business-account 3 "Financial account report", 8). */
import type { LocalDate } from '../calendar/local-date.ts'
import type { Money } from '../money/money.ts'
import type { HubMessage } from './messages.ts'

export interface AccountBalanceInput {
  readonly balance?: Money | null | undefined
  readonly balanceDate?: LocalDate | null | undefined
  readonly synchronizable?: boolean | null | undefined
}

export interface AccountBalanceAccess {
  /** The user may see balances (a 403 on the balance or the report means no). */
  readonly permitted: boolean
  /** Fetching the balance failed (network, 5xx, undecodable answer). */
  readonly retrievalFailed: boolean
}

export type AccountBalanceDisplay =
  | { readonly kind: 'amount'; readonly balance: Money }
  | { readonly kind: 'message'; readonly message: HubMessage }

/**
 * The balance of a card, or the message in its place: no permission; retrieval failed; the amount when there is one;
 * not synced when a synchronizable account has never delivered a balance date; otherwise not present.
 * Reading: permission and failure come first because then the data says nothing; a manual account
 * (synchronizable false) is never "not synced", it simply has no balance.
 * @example toAccountBalanceDisplay({ balance: null, balanceDate: null }, { permitted: true, retrievalFailed: false }) // message 'hub.accountBalanceNotSynced'
 */
export const toAccountBalanceDisplay = (account: AccountBalanceInput, access: AccountBalanceAccess): AccountBalanceDisplay => {
  if (!access.permitted) return { kind: 'message', message: { key: 'hub.accountBalanceNoPermission' } }
  if (access.retrievalFailed) return { kind: 'message', message: { key: 'hub.accountBalanceRetrievalFailed' } }
  if (account.balance !== null && account.balance !== undefined) return { kind: 'amount', balance: account.balance }
  const neverSynced = account.synchronizable !== false && (account.balanceDate === null || account.balanceDate === undefined)
  return { kind: 'message', message: { key: neverSynced ? 'hub.accountBalanceNotSynced' : 'hub.accountBalanceNotPresent' } }
}

/** @example toClipboardCopyNotice(true) // { key: 'hub.clipboardCopySucceeded' } */
export const toClipboardCopyNotice = (succeeded: boolean): HubMessage =>
  succeeded ? { key: 'hub.clipboardCopySucceeded' } : { key: 'hub.clipboardCopyFailed' }

/** The confirmations of spec 8, by what was done. */
export const HUB_SUCCESS_NOTICES = {
  standingOrderDeleted: { key: 'hub.standingOrderDeleted' },
  scheduledTransferDeleted: { key: 'hub.scheduledTransferDeleted' },
  transactionCategorised: { key: 'hub.transactionCategorised' },
  paymentSaved: { key: 'hub.paymentSaved' },
  reservationAssignmentRemoved: { key: 'hub.reservationAssignmentRemoved' },
  taxInfoSaved: { key: 'hub.taxInfoSaved' },
} as const satisfies Readonly<Record<string, HubMessage>>
