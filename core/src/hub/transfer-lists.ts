/** The prepared and executed transfer lists (spec: hub-and-business-account 2.1, 2.5 and 9). */
import type { BankTransferListEntry } from '../transfers/model.ts'
import { HUB_TRANSFER_LIST_PAGE_SIZE } from './rules-constants.ts'
import { canTransferBankTransfer } from './transfer-status.ts'

export const HUB_TRANSFER_LIST_TABS = ['prepared', 'executed'] as const
export type HubTransferListTab = (typeof HUB_TRANSFER_LIST_TABS)[number]

export const HUB_TRANSFER_LIST_TAB_LABELS: Readonly<Record<HubTransferListTab, string>> = {
  prepared: 'Vorbereitete',
  executed: 'Ausgeführte',
}

/**
 * Pages of a transfer list of `total` items, 50 per page; at least one page, so an empty list still has page 1.
 * Reading: a total that is not a whole number of at least 0 counts as 0.
 * @example countHubTransferListPages(101) // 3
 */
export const countHubTransferListPages = (total: number): number => {
  const items = Number.isSafeInteger(total) && total > 0 ? total : 0
  return Math.max(1, Math.ceil(items / HUB_TRANSFER_LIST_PAGE_SIZE))
}

/**
 * The page to show for the route's pageNumber query. Reading: pages count from 1 as a person reads them in the
 * address; a missing or malformed number is page 1, and a number past the end is the last page when the page count
 * is known.
 * @example normalizeHubTransferListPageNumber('7', 3) // 3
 */
export const normalizeHubTransferListPageNumber = (raw: string | null | undefined, pageCount?: number): number => {
  const text = raw?.trim() ?? ''
  const page = /^\d{1,9}$/.test(text) ? Math.max(1, Number(text)) : 1
  return pageCount === undefined || !Number.isSafeInteger(pageCount) || pageCount < 1 ? page : Math.min(page, pageCount)
}

/** The titles of the transfer dialog opened from the prepared list: one transfer, or several in one order. */
export const PREPARED_TRANSFER_DIALOG_TITLES = { single: 'Überweisung', combined: 'Sammelüberweisung' } as const

/**
 * What the prepared list hands to the transfer dialog (the session-storage entry of accounts-and-transfers 2.2, by
 * its field names): the chosen transfers that may be sent (availableActions TRANSFER, not in progress), in list order
 * and each once. Reading: when all of them name the same sending account, the account is fixed, so the dialog creates
 * and executes the order at once (accounts-and-transfers 4.4); otherwise the user chooses the account. None that may
 * be sent: nothing to hand over.
 * @example toPreparedTransferHandOver([{ bankTransferId: 'a', status: 'PENDING', availableActions: ['TRANSFER'], bankAccountId: 'k' }])
 * // { bankTransferIds: ['a'], financialAccountFixed: true, financialAccountId: 'k', dialogTitle: 'Überweisung' }
 */
export const toPreparedTransferHandOver = (
  chosen: ReadonlyArray<BankTransferListEntry>,
):
  | {
      readonly bankTransferIds: ReadonlyArray<string>
      readonly financialAccountFixed: boolean
      readonly financialAccountId: string | null
      readonly dialogTitle: string
    }
  | undefined => {
  const seen = new Set<string>()
  const sendable = chosen.filter((entry) => {
    if (!canTransferBankTransfer(entry) || seen.has(entry.bankTransferId)) return false
    seen.add(entry.bankTransferId)
    return true
  })
  if (sendable.length === 0) return undefined
  const accounts = new Set(sendable.map((entry) => entry.bankAccountId?.trim() ?? ''))
  const [account] = [...accounts]
  const fixed = accounts.size === 1 && account !== undefined && account !== ''
  return {
    bankTransferIds: sendable.map((entry) => entry.bankTransferId),
    financialAccountFixed: fixed,
    financialAccountId: fixed ? account : null,
    dialogTitle: sendable.length > 1 ? PREPARED_TRANSFER_DIALOG_TITLES.combined : PREPARED_TRANSFER_DIALOG_TITLES.single,
  }
}
