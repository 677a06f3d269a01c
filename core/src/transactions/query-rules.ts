/**
 * The query of the transaction lists: search term, date range, accounts and page, as the address of a list page
 * holds them and as the transactions call asks for them; the navigation's counts; paging
 * (spec: hub-and-business-account 2.1 "/transactions, /transactionswop, /transactionshidden", 3 "Transaction
 * summary", 9 page size; transactions-import-proposals 4 "Transaction filters", 7 "Transactions").
 * Shared by the list pages and the memory backend, so both read a query the same way.
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareLocalDate, formatLocalDate, parseIsoOrGermanDate, type LocalDate } from '../calendar/local-date.ts'
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import {
  TRANSACTION_LIST_ACCOUNT_ID_MAX_LENGTH,
  TRANSACTION_LIST_ACCOUNTS_MAX,
  TRANSACTION_LIST_EARLIEST_DATE,
  TRANSACTION_LIST_LATEST_DATE,
  TRANSACTION_LIST_PAGE_MAX,
  TRANSACTION_SEARCH_TERM_MAX_LENGTH,
  TRANSACTIONS_PAGE_SIZE,
} from './constants.ts'
import { toTransactionFilterQuery, type TransactionFilter } from './transaction-state.ts'
import type { ReservedTransactionSummary, TransactionSummary, TransactionsQuery } from './wire.ts'

// --- search term

/** Control characters (tabs, line breaks, NUL …) stand for a space: a search term is one line of text. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu

/** The characters of a text as a person counts them: a pair of UTF-16 halves (an emoji) is one. */
const charactersOf = (text: string): ReadonlyArray<string> => Array.from(text)

/**
 * A search term as it is searched for: control characters become spaces, then it is trimmed. SQL, HTML or any other
 * markup in it is just text: nothing is removed, escaped or refused, because the server matches it as a plain string
 * and the UI renders it as text.
 * @example normalizeTransactionSearchTerm("  Miete\tMärz ") // 'Miete März'
 */
export const normalizeTransactionSearchTerm = (term: string): string => term.replace(CONTROL_CHARACTERS, ' ').trim()

/**
 * The search term of the transaction list: normalized (see normalizeTransactionSearchTerm); longer than
 * TRANSACTION_SEARCH_TERM_MAX_LENGTH characters gets 'transactionList.searchTermTooLong' on the field. An empty term
 * is valid and means no search.
 * @example validateTransactionSearchTerm("' OR 1=1; --") // right("' OR 1=1; --"): just text
 * @example validateTransactionSearchTerm('x'.repeat(1000)) // left: transactionList.searchTermTooLong (maxLength 140)
 */
export const validateTransactionSearchTerm = (term: string, field = 'searchTerm'): E.Either<ReadonlyArray<ValidationIssue>, string> => {
  const normalized = normalizeTransactionSearchTerm(term)
  return charactersOf(normalized).length > TRANSACTION_SEARCH_TERM_MAX_LENGTH
    ? E.left([validationIssue(field, 'transactionList.searchTermTooLong', { maxLength: TRANSACTION_SEARCH_TERM_MAX_LENGTH })])
    : E.right(normalized)
}

/** The nearest valid term: normalized and cut after the longest allowed length (never inside an emoji). */
const toNearestSearchTerm = (term: string): string =>
  normalizeTransactionSearchTerm(charactersOf(normalizeTransactionSearchTerm(term)).slice(0, TRANSACTION_SEARCH_TERM_MAX_LENGTH).join(''))

// --- date range

/** The date filter: both days included; an absent end is open. */
export interface TransactionDateRange {
  readonly dateFrom?: LocalDate | undefined
  readonly dateTo?: LocalDate | undefined
}

const dateWithinLimits = (date: LocalDate, field: string): ReadonlyArray<ValidationIssue> => {
  if (compareLocalDate(date, TRANSACTION_LIST_EARLIEST_DATE) < 0) {
    return [validationIssue(field, 'transactionList.dateBeforeEarliest', { earliestDate: formatLocalDate(TRANSACTION_LIST_EARLIEST_DATE) })]
  }
  if (compareLocalDate(date, TRANSACTION_LIST_LATEST_DATE) > 0) {
    return [validationIssue(field, 'transactionList.dateAfterLatest', { latestDate: formatLocalDate(TRANSACTION_LIST_LATEST_DATE) })]
  }
  return []
}

/** One bound: empty is no bound; else a real date (German or ISO) within the earliest and latest day. */
const validateBound = (input: string, field: string): E.Either<ReadonlyArray<ValidationIssue>, LocalDate | undefined> => {
  if (input.trim() === '') return E.right(undefined)
  const parsed = parseIsoOrGermanDate(input, field)
  if (E.isLeft(parsed)) return parsed
  const issues = dateWithinLimits(parsed.right, field)
  return issues.length === 0 ? E.right(parsed.right) : E.left(issues)
}

/**
 * The date range of the transaction list, from what the user typed (dd.MM.yyyy, or YYYY-MM-DD as an address holds
 * it). Each bound may be empty (no bound); a given bound must be a real date ('date.invalid' on its field) not before
 * 1.1.2014, the earliest transaction there can be ('transactionList.dateBeforeEarliest'), and not after 31.12.2099
 * ('transactionList.dateAfterLatest', chosen: see TRANSACTION_LIST_LATEST_DATE). The end must not be before the start
 * ('transactionList.dateToBeforeDateFrom' on dateTo); the same day is a range of one day.
 * @example validateTransactionDateRange('01.03.2026', '28.02.2026') // left: dateTo transactionList.dateToBeforeDateFrom
 * @example validateTransactionDateRange('1.3.2026', '') // right({ dateFrom: '2026-03-01', dateTo: undefined })
 */
export const validateTransactionDateRange = (
  from: string,
  to: string,
  fields: { readonly from: string; readonly to: string } = { from: 'dateFrom', to: 'dateTo' },
): E.Either<ReadonlyArray<ValidationIssue>, TransactionDateRange> => {
  const dateFrom = validateBound(from, fields.from)
  const dateTo = validateBound(to, fields.to)
  if (E.isLeft(dateFrom) || E.isLeft(dateTo)) {
    return E.left([...(E.isLeft(dateFrom) ? dateFrom.left : []), ...(E.isLeft(dateTo) ? dateTo.left : [])])
  }
  const start = dateFrom.right
  const end = dateTo.right
  if (start !== undefined && end !== undefined && compareLocalDate(end, start) < 0) {
    return E.left([validationIssue(fields.to, 'transactionList.dateToBeforeDateFrom')])
  }
  return E.right({ dateFrom: start, dateTo: end })
}

// --- paging

/**
 * How many pages a list of `totalElements` has; at least one, so an empty list still has page 1. A count that is not
 * a whole number of at least 0 (a malformed answer) counts as 0; a page size below 1 as TRANSACTIONS_PAGE_SIZE.
 * @example toTransactionPageCount(101, 50) // 3
 */
export const toTransactionPageCount = (totalElements: number, pageSize: number = TRANSACTIONS_PAGE_SIZE): number => {
  const items = Number.isSafeInteger(totalElements) && totalElements > 0 ? totalElements : 0
  const size = Number.isSafeInteger(pageSize) && pageSize > 0 ? pageSize : TRANSACTIONS_PAGE_SIZE
  return Math.max(1, Math.ceil(items / size))
}

/**
 * A page (from 1) moved into [1, pageCount]: past the end is the last page, below 1 or not a whole number is page 1.
 * @example clampTransactionListPage(7, 3) // 3
 */
export const clampTransactionListPage = (page: number, pageCount: number): number => {
  const last = Number.isSafeInteger(pageCount) && pageCount > 1 ? pageCount : 1
  if (!Number.isFinite(page) || page < 1) return 1
  return Math.min(Math.floor(page), last)
}

// --- the address of a list page

/** The three lists: Alle Umsätze, Nicht zugeordnet, Ausgeblendete Umsätze (one per route of hub 2.1). */
export type TransactionListView = TransactionFilter
export const TRANSACTION_LIST_VIEWS: ReadonlyArray<TransactionListView> = ['all', 'open', 'ignored']

/** The lists' titles in the navigation and above each list. */
export const TRANSACTION_LIST_VIEW_LABELS: Readonly<Record<TransactionListView, string>> = {
  all: 'Alle Umsätze',
  open: 'Nicht zugeordnet',
  ignored: 'Ausgeblendete Umsätze',
}

/** What the address of a list page holds; the view is the route itself. */
export interface TransactionListSearchState {
  /** From 1, as a person reads it. */
  readonly page: number
  /** Normalized; '' searches nothing. */
  readonly searchTerm: string
  readonly dateFrom?: LocalDate | undefined
  readonly dateTo?: LocalDate | undefined
  /** Each once, in the order chosen; none filters nothing. */
  readonly financialAccountIds: ReadonlyArray<string>
}

/** The state of a list page opened without query: page 1, no search, no filter. */
export const INITIAL_TRANSACTION_LIST_SEARCH: TransactionListSearchState = { page: 1, searchTerm: '', financialAccountIds: [] }

/** The query parameters' names. Chosen: the transactions call's own names, and one `account` per chosen account. */
export const TRANSACTION_LIST_SEARCH_PARAMS = {
  page: 'page',
  searchTerm: 'searchTerm',
  dateFrom: 'dateFrom',
  dateTo: 'dateTo',
  account: 'account',
} as const

/** What the rules read of an address's query. URLSearchParams is one (the core knows no DOM, so it names the shape). */
export interface SearchParamsReader {
  readonly get: (name: string) => string | null
  readonly getAll: (name: string) => ReadonlyArray<string>
}

export interface ParsedTransactionListSearch {
  readonly state: TransactionListSearchState
  /** What was not valid and was replaced by the nearest valid value, each on its field. */
  readonly issues: ReadonlyArray<ValidationIssue>
}

const PAGE_DIGITS = /^\+?\d+$/

/** The page of the address: digits within [1, TRANSACTION_LIST_PAGE_MAX]; else the nearest such page, with an issue. */
const parsePage = (raw: string | null): { readonly page: number; readonly issues: ReadonlyArray<ValidationIssue> } => {
  if (raw === null) return { page: 1, issues: [] }
  const text = raw.trim()
  const invalid = [validationIssue(TRANSACTION_LIST_SEARCH_PARAMS.page, 'transactionList.pageInvalid')]
  if (/^-\d+$/.test(text)) return { page: 1, issues: invalid }
  if (!PAGE_DIGITS.test(text)) return { page: 1, issues: invalid }
  // Compared as text first: a hundred digits never become a number.
  const digits = text.replace(/^\+/, '').replace(/^0+(?=\d)/, '')
  if (digits.length > String(TRANSACTION_LIST_PAGE_MAX).length) return { page: TRANSACTION_LIST_PAGE_MAX, issues: invalid }
  const page = Number(digits)
  if (page < 1) return { page: 1, issues: invalid }
  if (page > TRANSACTION_LIST_PAGE_MAX) return { page: TRANSACTION_LIST_PAGE_MAX, issues: invalid }
  return { page, issues: String(page) === text ? [] : invalid }
}

/** A date of the address: a valid date within the limits, else none (out of limits: the nearest limit), with the issue. */
const parseDate = (
  raw: string | null,
  field: string,
): { readonly date: LocalDate | undefined; readonly issues: ReadonlyArray<ValidationIssue> } => {
  if (raw === null || raw.trim() === '') return { date: undefined, issues: [] }
  const parsed = validateBound(raw.slice(0, 32), field) // a date is at most 10 characters; a long text is read only in part
  if (E.isRight(parsed)) return { date: parsed.right, issues: [] }
  const date = parseIsoOrGermanDate(raw.slice(0, 32), field)
  if (E.isLeft(date)) return { date: undefined, issues: parsed.left }
  const nearest = compareLocalDate(date.right, TRANSACTION_LIST_EARLIEST_DATE) < 0 ? TRANSACTION_LIST_EARLIEST_DATE : TRANSACTION_LIST_LATEST_DATE
  return { date: nearest, issues: parsed.left }
}

/** The accounts of the address: non-empty ids of sensible length, each once, at most TRANSACTION_LIST_ACCOUNTS_MAX. */
const parseAccounts = (raw: ReadonlyArray<string>): { readonly ids: ReadonlyArray<string>; readonly issues: ReadonlyArray<ValidationIssue> } => {
  const ids: string[] = []
  let dropped = false
  for (const value of raw) {
    const id = value.trim()
    if (id === '' || id.length > TRANSACTION_LIST_ACCOUNT_ID_MAX_LENGTH || ids.includes(id) || ids.length >= TRANSACTION_LIST_ACCOUNTS_MAX) {
      dropped = true
      if (ids.length >= TRANSACTION_LIST_ACCOUNTS_MAX) break
      continue
    }
    ids.push(id)
  }
  return { ids, issues: dropped ? [validationIssue(TRANSACTION_LIST_SEARCH_PARAMS.account, 'transactionList.accountFilterInvalid')] : [] }
}

/**
 * Reads the address of a list page. Never throws: whatever is in it (page=-3, page=abc, a page of a hundred digits,
 * 31.02.2026, a term of 10,000 characters, a thousand accounts) reads as the nearest valid state, and each value that
 * was replaced is named in `issues` on its field: a page outside [1, TRANSACTION_LIST_PAGE_MAX] becomes the nearest
 * end, a malformed one page 1; a date that is no date is dropped, one outside the limits becomes the limit; an end
 * before the start is dropped (nothing is guessed about which of the two was meant); a long term is cut to the
 * longest allowed; empty, overlong and repeated account ids are dropped. Dates are read as YYYY-MM-DD or dd.MM.yyyy.
 * A page past the end of the list is known only with the list's count: see clampTransactionListPage.
 * @example parseTransactionListSearch(new URLSearchParams('page=abc&searchTerm=Miete')) // page 1, searchTerm 'Miete', an issue on page
 */
export const parseTransactionListSearch = (params: SearchParamsReader): ParsedTransactionListSearch => {
  const names = TRANSACTION_LIST_SEARCH_PARAMS
  const page = parsePage(params.get(names.page))
  const rawTerm = params.get(names.searchTerm) ?? ''
  const term = validateTransactionSearchTerm(rawTerm, names.searchTerm)
  const searchTerm = E.isRight(term) ? term.right : toNearestSearchTerm(rawTerm)
  const dateFrom = parseDate(params.get(names.dateFrom), names.dateFrom)
  const dateTo = parseDate(params.get(names.dateTo), names.dateTo)
  const endBeforeStart =
    dateFrom.date !== undefined && dateTo.date !== undefined && compareLocalDate(dateTo.date, dateFrom.date) < 0
  const accounts = parseAccounts(params.getAll(names.account))
  const state: TransactionListSearchState = {
    page: page.page,
    searchTerm,
    financialAccountIds: accounts.ids,
    ...(dateFrom.date === undefined ? {} : { dateFrom: dateFrom.date }),
    ...(dateTo.date === undefined || endBeforeStart ? {} : { dateTo: dateTo.date }),
  }
  return {
    state,
    issues: [
      ...page.issues,
      ...(E.isLeft(term) ? term.left : []),
      ...dateFrom.issues,
      ...dateTo.issues,
      ...(endBeforeStart ? [validationIssue(names.dateTo, 'transactionList.dateToBeforeDateFrom')] : []),
      ...accounts.issues,
    ],
  }
}

/**
 * The address query of a list state (without '?'), leaving the defaults out (page 1, no term, no dates, no accounts),
 * so the plain route is the first page. Dates in YYYY-MM-DD; every value percent-encoded, so '&', '#', '+' and '%'
 * in a term stay text. For a valid state, parseTransactionListSearch(new URLSearchParams(it)) reads back the same
 * state without issues.
 * @example toTransactionListSearch({ page: 2, searchTerm: 'Miete & Co', financialAccountIds: ['a1'] }) // 'page=2&searchTerm=Miete%20%26%20Co&account=a1'
 */
export const toTransactionListSearch = (state: TransactionListSearchState): string => {
  const names = TRANSACTION_LIST_SEARCH_PARAMS
  const pairs: Array<readonly [string, string]> = []
  if (state.page !== 1) pairs.push([names.page, String(state.page)])
  if (state.searchTerm !== '') pairs.push([names.searchTerm, state.searchTerm])
  if (state.dateFrom !== undefined) pairs.push([names.dateFrom, state.dateFrom])
  if (state.dateTo !== undefined) pairs.push([names.dateTo, state.dateTo])
  for (const id of state.financialAccountIds) pairs.push([names.account, id])
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
}

/**
 * The transactions call of a list page: the view's filter (open = not ignored, partially and unassigned; all = not
 * ignored, every booking state; ignored = ignored, every booking state: toTransactionFilterQuery), the page (the
 * address's page 1 is the call's pageNumber 0), and only the search and filters that are set.
 * @example toTransactionsQuery('open', { page: 2, searchTerm: '', financialAccountIds: [] })
 * // { pageNumber: 1, pageSize: 50, ignored: false, assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'] }
 */
export const toTransactionsQuery = (
  view: TransactionListView,
  state: TransactionListSearchState,
  pageSize: number = TRANSACTIONS_PAGE_SIZE,
): TransactionsQuery => {
  const filter = toTransactionFilterQuery(view)
  return {
    pageNumber: clampTransactionListPage(state.page, TRANSACTION_LIST_PAGE_MAX) - 1,
    pageSize,
    ignored: filter.ignored,
    assignmentStates: filter.assignmentStates,
    ...(state.searchTerm === '' ? {} : { searchTerm: state.searchTerm }),
    ...(state.dateFrom === undefined ? {} : { dateFrom: state.dateFrom }),
    ...(state.dateTo === undefined ? {} : { dateTo: state.dateTo }),
    ...(state.financialAccountIds.length === 0 ? {} : { financialAccountIds: state.financialAccountIds }),
  }
}

// --- the navigation's counts

/** The counts beside the transaction entries of the navigation. */
export interface TransactionNavCounts {
  /** Nicht zugeordnet: open transactions, with and without proposals. */
  readonly open: number
  /** Zuordnungsvorschläge: open transactions with a proposal waiting. */
  readonly withProposals: number
  /** Vorgemerkt: reserved transactions not yet completely assigned. */
  readonly reservedOpen: number
}

/** The navigation entries' labels of the counts. */
export const TRANSACTION_NAV_COUNT_LABELS: Readonly<Record<keyof TransactionNavCounts, string>> = {
  open: 'Nicht zugeordnet',
  withProposals: 'Zuordnungsvorschläge',
  reservedOpen: 'Vorgemerkt',
}

const countOf = (n: number | undefined): number => (n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : 0)

/**
 * The navigation's counts from the two summaries (hub 3 "Transaction summary" and the reserved summary). A summary
 * not loaded yet, or a count that is not a whole number of at least 0 (a malformed answer), counts as 0, so the
 * navigation never shows a negative or broken number.
 * @example toTransactionNavCounts({ requestDate: '2026-03-01', openTransactionsWithProposals: 2, openTransactionsWithoutProposals: 5 }, undefined)
 * // { open: 7, withProposals: 2, reservedOpen: 0 }
 */
export const toTransactionNavCounts = (
  summary: TransactionSummary | undefined,
  reservedSummary: ReservedTransactionSummary | undefined,
): TransactionNavCounts => {
  const withProposals = countOf(summary?.openTransactionsWithProposals)
  const withoutProposals = countOf(summary?.openTransactionsWithoutProposals)
  return {
    open: Math.min(withProposals + withoutProposals, Number.MAX_SAFE_INTEGER), // two huge counts stay a whole number
    withProposals,
    reservedOpen: countOf(reservedSummary?.numberOfOpenReservedTransactions),
  }
}
