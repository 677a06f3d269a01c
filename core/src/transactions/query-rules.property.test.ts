import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/lib/Either.js'
import { expect } from 'vitest'
import { addDays, compareLocalDate, formatLocalDate, type LocalDate } from '../calendar/local-date.ts'
import {
  TRANSACTION_LIST_ACCOUNTS_MAX,
  TRANSACTION_LIST_EARLIEST_DATE,
  TRANSACTION_LIST_LATEST_DATE,
  TRANSACTION_LIST_PAGE_MAX,
  TRANSACTION_SEARCH_TERM_MAX_LENGTH,
} from './constants.ts'
import { transactionQueryMessages } from './query-messages.ts'
import {
  clampTransactionListPage,
  normalizeTransactionSearchTerm,
  parseTransactionListSearch,
  toTransactionListSearch,
  toTransactionNavCounts,
  toTransactionPageCount,
  toTransactionsQuery,
  TRANSACTION_LIST_SEARCH_PARAMS,
  TRANSACTION_LIST_VIEWS,
  validateTransactionDateRange,
  validateTransactionSearchTerm,
  type SearchParamsReader,
  type TransactionListSearchState,
} from './query-rules.ts'

/** The runtime's URLSearchParams (the core's types know no DOM): the very parser the browser uses. */
const SearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string | string[][]) => SearchParamsReader & { toString(): string } })
  .URLSearchParams
import { isTransactionInFilter } from './transaction-state.ts'

const SPAN_DAYS = 31_000 // 2014 … 2099
const listDateArbitrary: fc.Arbitrary<LocalDate> = fc
  .integer({ min: 0, max: SPAN_DAYS })
  .map((n) => addDays(TRANSACTION_LIST_EARLIEST_DATE, n))
  .filter((date) => compareLocalDate(date, TRANSACTION_LIST_LATEST_DATE) <= 0)

/** Terms with markup, SQL, emoji and whitespace; normalized, as a valid state holds them. */
const validTermArbitrary = fc
  .oneof(
    fc.string({ unit: 'grapheme', maxLength: TRANSACTION_SEARCH_TERM_MAX_LENGTH }),
    fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', 'Müller & Söhne', '%20', '+', '#a', 'a=b&c=d'),
  )
  .map((s) => Array.from(normalizeTransactionSearchTerm(s)).slice(0, TRANSACTION_SEARCH_TERM_MAX_LENGTH).join(''))
  .map(normalizeTransactionSearchTerm)

const accountIdArbitrary = fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.trim()).filter((s) => s !== '')

const validStateArbitrary: fc.Arbitrary<TransactionListSearchState> = fc
  .record({
    page: fc.integer({ min: 1, max: TRANSACTION_LIST_PAGE_MAX }),
    searchTerm: validTermArbitrary,
    dates: fc.tuple(fc.option(listDateArbitrary, { nil: undefined }), fc.option(listDateArbitrary, { nil: undefined })),
    financialAccountIds: fc.uniqueArray(accountIdArbitrary, { maxLength: 5 }),
  })
  .map(({ dates: [a, b], ...rest }) => {
    const [dateFrom, dateTo] = a !== undefined && b !== undefined && compareLocalDate(b, a) < 0 ? [b, a] : [a, b]
    return { ...rest, ...(dateFrom === undefined ? {} : { dateFrom }), ...(dateTo === undefined ? {} : { dateTo }) }
  })

test.prop([validStateArbitrary])('a valid state reads back from its address unchanged and without issues', (state) => {
  const search = toTransactionListSearch(state)
  expect(parseTransactionListSearch(new SearchParams(search))).toEqual({ state, issues: [] })
  // as the browser writes it back after a round through URLSearchParams
  expect(parseTransactionListSearch(new SearchParams(new SearchParams(search).toString()))).toEqual({ state, issues: [] })
})

const rawValueArbitrary = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('-3', 'abc', '0', '1e3', '9'.repeat(400), '31.02.2026', '2013-12-31', '9999-12-31', 'x'.repeat(10_000)),
)
const tamperedParamsArbitrary = fc
  .array(fc.tuple(fc.constantFrom(...Object.values(TRANSACTION_LIST_SEARCH_PARAMS), 'other'), rawValueArbitrary), { maxLength: 12 })
  .map((pairs) => new SearchParams(pairs))

test.prop([tamperedParamsArbitrary])('any address reads as a valid state, and reading that again is the same with no issue', (params) => {
  const { state, issues } = parseTransactionListSearch(params)
  expect(Number.isSafeInteger(state.page) && state.page >= 1 && state.page <= TRANSACTION_LIST_PAGE_MAX).toBe(true)
  expect(E.isRight(validateTransactionSearchTerm(state.searchTerm))).toBe(true)
  expect(state.searchTerm).toBe(normalizeTransactionSearchTerm(state.searchTerm))
  expect(validateTransactionDateRange(state.dateFrom ?? '', state.dateTo ?? '')).toEqual(E.right({ dateFrom: state.dateFrom, dateTo: state.dateTo }))
  expect(state.financialAccountIds.length).toBeLessThanOrEqual(TRANSACTION_LIST_ACCOUNTS_MAX)
  expect(new Set(state.financialAccountIds).size).toBe(state.financialAccountIds.length)
  for (const issue of issues) expect(Object.hasOwn(transactionQueryMessages, issue.key) || issue.key === 'date.invalid').toBe(true)
  expect(parseTransactionListSearch(new SearchParams(toTransactionListSearch(state)))).toEqual({ state, issues: [] })
})

test.prop([fc.string({ unit: 'binary', maxLength: 400 })])('a search term is refused exactly when it is too long, and never changed beyond trimming', (term) => {
  const result = validateTransactionSearchTerm(term)
  const normalized = normalizeTransactionSearchTerm(term)
  if (Array.from(normalized).length > TRANSACTION_SEARCH_TERM_MAX_LENGTH) {
    expect(result).toEqual(E.left([{ field: 'searchTerm', key: 'transactionList.searchTermTooLong', params: { maxLength: TRANSACTION_SEARCH_TERM_MAX_LENGTH } }]))
  } else {
    expect(result).toEqual(E.right(normalized))
    expect(term.replace(/\p{Cc}+/gu, ' ')).toContain(normalized)
  }
})

test.prop([listDateArbitrary, listDateArbitrary, fc.boolean()])('a range is valid exactly when the end is not before the start, in either notation', (a, b, german) => {
  const show = (date: LocalDate) => (german ? formatLocalDate(date) : date)
  const result = validateTransactionDateRange(show(a), show(b))
  if (compareLocalDate(b, a) < 0) expect(result).toEqual(E.left([{ field: 'dateTo', key: 'transactionList.dateToBeforeDateFrom' }]))
  else expect(result).toEqual(E.right({ dateFrom: a, dateTo: b }))
})

test.prop([fc.integer({ min: 1, max: 3 * 365 }), fc.boolean()])('a day before 1.1.2014 is refused on its field', (daysBefore, asEnd) => {
  const early = formatLocalDate(addDays(TRANSACTION_LIST_EARLIEST_DATE, -daysBefore))
  const result = asEnd ? validateTransactionDateRange('', early) : validateTransactionDateRange(early, '')
  expect(result).toEqual(E.left([expect.objectContaining({ field: asEnd ? 'dateTo' : 'dateFrom', key: 'transactionList.dateBeforeEarliest' })]))
})

test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: -1000, max: 1_000_000 })])(
  'pages: every item is on exactly one page, and a clamped page is one of them',
  (total, size, page) => {
    const pages = toTransactionPageCount(total, size)
    expect(pages >= 1 && (pages - 1) * size <= Math.max(0, total - 1) && pages * size >= total).toBe(true)
    const clamped = clampTransactionListPage(page, pages)
    expect(clamped >= 1 && clamped <= pages).toBe(true)
    if (page >= 1 && page <= pages) expect(clamped).toBe(page)
  },
)

test.prop([fc.constantFrom(...TRANSACTION_LIST_VIEWS), validStateArbitrary, fc.integer({ min: 1, max: 200 })])(
  'the call asks for the view’s filter, the page from 0 and only what is set',
  (view, state, pageSize) => {
    const query = toTransactionsQuery(view, state, pageSize)
    expect(query.pageNumber).toBe(state.page - 1)
    expect(query.pageSize).toBe(pageSize)
    expect(query.searchTerm).toBe(state.searchTerm === '' ? undefined : state.searchTerm)
    expect(query.dateFrom).toBe(state.dateFrom)
    expect(query.dateTo).toBe(state.dateTo)
    expect(query.financialAccountIds).toEqual(state.financialAccountIds.length === 0 ? undefined : state.financialAccountIds)
    for (const bookingState of ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'] as const) {
      for (const ignored of [true, false]) {
        const asked = query.ignored === ignored && (query.assignmentStates ?? []).includes(bookingState)
        expect(asked).toBe(isTransactionInFilter({ bookingState, ignored }, view))
      }
    }
  },
)

const countArbitrary = fc.oneof(fc.nat({ max: 1_000_000 }), fc.integer({ min: -5, max: -1 }), fc.double())
test.prop([countArbitrary, countArbitrary, countArbitrary])('nav counts are whole numbers of at least 0, open ≥ with proposals', (withP, withoutP, reserved) => {
  const counts = toTransactionNavCounts(
    { requestDate: '2026-01-01', openTransactionsWithProposals: withP, openTransactionsWithoutProposals: withoutP },
    { numberOfReservedTransactions: 0, numberOfOpenReservedTransactions: reserved },
  )
  for (const n of Object.values(counts)) expect(Number.isSafeInteger(n) && n >= 0).toBe(true)
  expect(counts.open).toBeGreaterThanOrEqual(counts.withProposals)
  const valid = (n: number) => Number.isSafeInteger(n) && n >= 0
  if (valid(withP) && valid(withoutP)) expect(counts.open === withP + withoutP).toBe(true) // === : -0 is 0
  if (valid(reserved)) expect(counts.reservedOpen === reserved).toBe(true)
})
