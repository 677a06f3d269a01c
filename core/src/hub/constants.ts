/** Account cards per page on the hub (spec: hub-and-business-account 2.6 and 9). */
export const ACCOUNT_CARDS_PER_PAGE = 3
/** Cards per page on narrow screens. */
export const ACCOUNT_CARDS_PER_PAGE_NARROW = 2
/** At this viewport width and below the narrow page size applies. */
export const ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX = 980
/** Whatever is configured, a page holds at least 1 and at most 6 cards. */
export const ACCOUNT_CARDS_PER_PAGE_MIN = 1
export const ACCOUNT_CARDS_PER_PAGE_MAX = 6
/** The balance chart on an account card covers this many Berlin calendar days, today included (issue 15). */
export const BALANCE_CHART_DAYS = 90
