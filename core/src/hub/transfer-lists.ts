/** The prepared and executed transfer lists (spec: hub-and-business-account 2.1, 2.5 and 9). */
import { HUB_TRANSFER_LIST_PAGE_SIZE } from './rules-constants.ts'

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
