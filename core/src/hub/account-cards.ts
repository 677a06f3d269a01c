/** The hub's account cards (spec: hub-and-business-account 2.6 and 4.6): classification, default tab, paging. */
import { ACCOUNT_STATE_LABELS, accountStateOf, type AccountStanding } from '../accounts/account-state.ts'
import { ACCOUNT_STATUS_PENDING, type FinancialAccount } from '../accounts/model.ts'
import {
  ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX,
  ACCOUNT_CARDS_PER_PAGE,
  ACCOUNT_CARDS_PER_PAGE_MAX,
  ACCOUNT_CARDS_PER_PAGE_MIN,
  ACCOUNT_CARDS_PER_PAGE_NARROW,
} from './constants.ts'

/** The three tabs, in the order the spec picks the default one. */
export const ACCOUNT_CARD_TABS = ['error', 'active', 'deactivated'] as const
export type AccountCardTab = (typeof ACCOUNT_CARD_TABS)[number]

/** Each tab holds the accounts of one state (accounts/account-state.ts), and is named as that state. */
const TAB_OF_STATE: Readonly<Record<AccountStanding, AccountCardTab>> = { failed: 'error', active: 'active', deactivated: 'deactivated' }

export const ACCOUNT_CARD_TAB_LABELS: Readonly<Record<AccountCardTab, string>> = {
  error: ACCOUNT_STATE_LABELS.failed,
  active: ACCOUNT_STATE_LABELS.active,
  deactivated: ACCOUNT_STATE_LABELS.deactivated,
}

/**
 * An account is in error if there is no account, its sync failed, or its financial contact reports an error;
 * deactivated if flagged; otherwise active. An error wins over the deactivated flag. The rule is accountStateOf, the
 * same the account management list says the state with.
 */
export const classifyAccountCard = (account: FinancialAccount | null | undefined): AccountCardTab =>
  account === null || account === undefined ? 'error' : TAB_OF_STATE[accountStateOf(account)]

export type AccountCardGroups = Readonly<Record<AccountCardTab, ReadonlyArray<FinancialAccount>>>

/** Sorts accounts into the tabs, keeping the server's order within each. */
export const groupAccountCards = (accounts: ReadonlyArray<FinancialAccount>): AccountCardGroups => ({
  error: accounts.filter((a) => classifyAccountCard(a) === 'error'),
  active: accounts.filter((a) => classifyAccountCard(a) === 'active'),
  deactivated: accounts.filter((a) => classifyAccountCard(a) === 'deactivated'),
})

/** The tab the hub opens on: error if any account is in error, else active if any, else deactivated. */
export const defaultAccountCardTab = (groups: AccountCardGroups): AccountCardTab =>
  ACCOUNT_CARD_TABS.find((tab) => groups[tab].length > 0) ?? 'deactivated'

/** A LEXBANK main account still in state PENDING gets the special pending style. */
export const isPendingProviderAccount = (a: FinancialAccount): boolean =>
  a.type === 'LEXBANK' && a.state.status === ACCOUNT_STATUS_PENDING

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n))

/**
 * Cards per page: the configured size (3 by default), 2 at a viewport width of 980 px or less, always within 1..6.
 * @example accountCardsPerPage(1280) // 3
 */
export const accountCardsPerPage = (viewportWidthPx: number, configured: number = ACCOUNT_CARDS_PER_PAGE): number => {
  const wanted = viewportWidthPx <= ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX ? ACCOUNT_CARDS_PER_PAGE_NARROW : configured
  return clamp(Math.trunc(Number.isFinite(wanted) ? wanted : ACCOUNT_CARDS_PER_PAGE), ACCOUNT_CARDS_PER_PAGE_MIN, ACCOUNT_CARDS_PER_PAGE_MAX)
}

export interface CardPage<A> {
  /** 0-based, always a page that exists (0 when there are no items). */
  readonly pageIndex: number
  readonly pageCount: number
  readonly items: ReadonlyArray<A>
}

/** The cards a page holds for a wanted count: NaN gives the default, the rest is cut to an integer within 1..6. */
const pageSizeOf = (perPage: number): number =>
  clamp(Number.isNaN(perPage) ? ACCOUNT_CARDS_PER_PAGE : Math.trunc(perPage), ACCOUNT_CARDS_PER_PAGE_MIN, ACCOUNT_CARDS_PER_PAGE_MAX)

/** The items of one page; a page index past either end lands on the nearest page that exists. */
export const pageOf = <A>(items: ReadonlyArray<A>, requestedPage: number, perPage: number): CardPage<A> => {
  const size = pageSizeOf(perPage)
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const pageIndex = clamp(Number.isNaN(requestedPage) ? 0 : Math.trunc(requestedPage), 0, pageCount - 1) // ±Infinity: last / first
  return { pageIndex, pageCount, items: items.slice(pageIndex * size, pageIndex * size + size) }
}

/** Where an account's card is: its tab and the page of that tab (0-based). */
export interface AccountCardPlace {
  readonly tab: AccountCardTab
  readonly pageIndex: number
}

/**
 * The tab and page that show an account's card at `perPage` cards a page (pageOf's paging), or undefined when the list
 * has no such account (it was deleted). The hub goes there after an action changed the account.
 * @example locateAccountCard([a, b, c, d], d.financialAccountId, 3) // { tab: 'active', pageIndex: 1 } (all active)
 */
export const locateAccountCard = (
  accounts: ReadonlyArray<FinancialAccount>,
  financialAccountId: string,
  perPage: number,
): AccountCardPlace | undefined => {
  const groups = groupAccountCards(accounts)
  const size = pageSizeOf(perPage)
  for (const tab of ACCOUNT_CARD_TABS) {
    const index = groups[tab].findIndex((a) => a.financialAccountId === financialAccountId)
    if (index >= 0) return { tab, pageIndex: Math.floor(index / size) }
  }
  return undefined
}
