import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { messageFor } from '../catalogue/catalogue.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { TRANSACTION_LIST_PAGE_MAX, TRANSACTION_SEARCH_TERM_MAX_LENGTH } from './constants.ts'
import {
  clampTransactionListPage,
  INITIAL_TRANSACTION_LIST_SEARCH,
  parseTransactionListSearch,
  toTransactionListSearch,
  toTransactionNavCounts,
  toTransactionPageCount,
  toTransactionsQuery,
  validateTransactionDateRange,
  validateTransactionSearchTerm,
  type SearchParamsReader,
} from './query-rules.ts'
import { issuesOf } from '../test-kit.ts'

/** The runtime's URLSearchParams (the core's types know no DOM): the very parser the browser uses. */
const SearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string | string[][]) => SearchParamsReader & { toString(): string } })
  .URLSearchParams

const d = (iso: string): LocalDate => iso as LocalDate
const parse = (query: string) => parseTransactionListSearch(new SearchParams(query))
const fieldsOf = (issues: ReadonlyArray<ValidationIssue>) => issues.map((i) => `${i.field}:${i.key}`)

describe('validateTransactionSearchTerm', () => {
  it('takes SQL and HTML as plain text, trimmed', () => {
    expect(validateTransactionSearchTerm("  '; DROP TABLE transactions; -- ")).toEqual(E.right("'; DROP TABLE transactions; --"))
    expect(validateTransactionSearchTerm('<img src=x onerror=alert(1)>')).toEqual(E.right('<img src=x onerror=alert(1)>'))
  })

  it('turns control characters into spaces', () => {
    expect(validateTransactionSearchTerm('Miete\tMärz\n')).toEqual(E.right('Miete März'))
  })

  it('accepts the longest term and refuses one character more, in German on the field', () => {
    expect(validateTransactionSearchTerm('a'.repeat(TRANSACTION_SEARCH_TERM_MAX_LENGTH))).toEqual(E.right('a'.repeat(TRANSACTION_SEARCH_TERM_MAX_LENGTH)))
    const issues = issuesOf(validateTransactionSearchTerm('a'.repeat(1000), 'search'))
    expect(issues).toEqual([{ field: 'search', key: 'transactionList.searchTermTooLong', params: { maxLength: 140 } }])
    expect(messageFor(issues[0]!.key, issues[0]!.params)).toBe('Der Suchbegriff darf höchstens 140 Zeichen lang sein.')
  })

  it('counts an emoji as one character', () => {
    expect(E.isRight(validateTransactionSearchTerm('😀'.repeat(TRANSACTION_SEARCH_TERM_MAX_LENGTH)))).toBe(true)
  })

  it('an empty term is no search', () => {
    expect(validateTransactionSearchTerm('   ')).toEqual(E.right(''))
  })
})

describe('validateTransactionDateRange', () => {
  it('reads German and ISO dates; empty bounds are open', () => {
    expect(validateTransactionDateRange('1.3.2026', '2026-03-31')).toEqual(E.right({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }))
    expect(validateTransactionDateRange('', '')).toEqual(E.right({ dateFrom: undefined, dateTo: undefined }))
    expect(validateTransactionDateRange('05.05.2025', '05.05.2025')).toEqual(E.right({ dateFrom: '2025-05-05', dateTo: '2025-05-05' }))
  })

  it('refuses an end before the start on dateTo, in German', () => {
    const issues = issuesOf(validateTransactionDateRange('01.03.2026', '28.02.2026'))
    expect(fieldsOf(issues)).toEqual(['dateTo:transactionList.dateToBeforeDateFrom'])
    expect(messageFor(issues[0]!.key)).toBe('Das Enddatum darf nicht vor dem Startdatum liegen.')
  })

  it('refuses no date, a day before 1.1.2014 and a day after 2099, each on its field', () => {
    expect(fieldsOf(issuesOf(validateTransactionDateRange('31.02.2026', 'gestern')))).toEqual(['dateFrom:date.invalid', 'dateTo:date.invalid'])
    const early = issuesOf(validateTransactionDateRange('31.12.2013', '01.01.2100'))
    expect(fieldsOf(early)).toEqual(['dateFrom:transactionList.dateBeforeEarliest', 'dateTo:transactionList.dateAfterLatest'])
    expect(messageFor(early[0]!.key, early[0]!.params)).toBe('Umsätze gibt es erst ab dem 01.01.2014. Bitte wählen Sie ein späteres Datum.')
    expect(messageFor(early[1]!.key, early[1]!.params)).toBe('Bitte wählen Sie ein Datum bis spätestens 31.12.2099.')
    expect(E.isRight(validateTransactionDateRange('01.01.2014', '31.12.2099'))).toBe(true)
  })
})

describe('paging', () => {
  it('counts pages of 50, at least one', () => {
    expect(toTransactionPageCount(0)).toBe(1)
    expect(toTransactionPageCount(50)).toBe(1)
    expect(toTransactionPageCount(51)).toBe(2)
    expect(toTransactionPageCount(-4)).toBe(1)
    expect(toTransactionPageCount(Number.NaN)).toBe(1)
    expect(toTransactionPageCount(10, 0)).toBe(1)
  })

  it('clamps a page into the list', () => {
    expect(clampTransactionListPage(7, 3)).toBe(3)
    expect(clampTransactionListPage(0, 3)).toBe(1)
    expect(clampTransactionListPage(Number.NaN, 3)).toBe(1)
    expect(clampTransactionListPage(2, 3)).toBe(2)
    expect(clampTransactionListPage(5, 0)).toBe(1)
  })
})

describe('parseTransactionListSearch', () => {
  it('reads a complete address', () => {
    expect(parse('page=3&searchTerm=Miete&dateFrom=2026-01-01&dateTo=31.01.2026&account=a1&account=a2')).toEqual({
      state: { page: 3, searchTerm: 'Miete', dateFrom: '2026-01-01', dateTo: '2026-01-31', financialAccountIds: ['a1', 'a2'] },
      issues: [],
    })
    expect(parse('')).toEqual({ state: INITIAL_TRANSACTION_LIST_SEARCH, issues: [] })
  })

  it.each([
    ['page=-3', 1],
    ['page=abc', 1],
    ['page=0', 1],
    ['page=1.5', 1],
    ['page=' + '9'.repeat(400), TRANSACTION_LIST_PAGE_MAX],
    ['page=100001', TRANSACTION_LIST_PAGE_MAX],
  ])('reads the tampered %s as page %i, with an issue on page', (query, page) => {
    const { state, issues } = parse(query)
    expect(state.page).toBe(page)
    expect(fieldsOf(issues)).toEqual(['page:transactionList.pageInvalid'])
  })

  it('cuts a term of 10,000 characters to the longest allowed, with the issue', () => {
    const { state, issues } = parse(`searchTerm=${'<b>x</b>'.repeat(1250)}`)
    expect(Array.from(state.searchTerm)).toHaveLength(TRANSACTION_SEARCH_TERM_MAX_LENGTH)
    expect(state.searchTerm.startsWith('<b>x</b>')).toBe(true)
    expect(fieldsOf(issues)).toEqual(['searchTerm:transactionList.searchTermTooLong'])
  })

  it('drops a date that is none, moves one out of limits to the limit, drops an end before the start', () => {
    expect(parse('dateFrom=2026-02-31&dateTo=' + 'x'.repeat(5000))).toEqual({
      state: INITIAL_TRANSACTION_LIST_SEARCH,
      issues: [
        { field: 'dateFrom', key: 'date.invalid' },
        { field: 'dateTo', key: 'date.invalid' },
      ],
    })
    expect(parse('dateFrom=1999-01-01').state.dateFrom).toBe('2014-01-01')
    expect(parse('dateTo=3000-01-01').state.dateTo).toBe('2099-12-31')
    const swapped = parse('dateFrom=2026-03-01&dateTo=2026-02-01')
    expect(swapped.state).toEqual({ ...INITIAL_TRANSACTION_LIST_SEARCH, dateFrom: '2026-03-01' })
    expect(fieldsOf(swapped.issues)).toEqual(['dateTo:transactionList.dateToBeforeDateFrom'])
  })

  it('drops empty, overlong and repeated accounts and keeps at most 100', () => {
    const { state, issues } = parse(`account=a&account=&account=a&account=${'x'.repeat(101)}&account=b`)
    expect(state.financialAccountIds).toEqual(['a', 'b'])
    expect(fieldsOf(issues)).toEqual(['account:transactionList.accountFilterInvalid'])
    const many = parse(Array.from({ length: 1000 }, (_, i) => `account=a${i}`).join('&'))
    expect(many.state.financialAccountIds).toHaveLength(100)
    expect(many.issues).toHaveLength(1)
  })
})

describe('toTransactionListSearch', () => {
  it('leaves the defaults out, so the plain route is the first page', () => {
    expect(toTransactionListSearch(INITIAL_TRANSACTION_LIST_SEARCH)).toBe('')
    expect(toTransactionListSearch({ page: 2, searchTerm: 'Miete & Co #1+%', dateTo: d('2026-01-31'), financialAccountIds: ['a1'] })).toBe(
      'page=2&searchTerm=Miete%20%26%20Co%20%231%2B%25&dateTo=2026-01-31&account=a1',
    )
    expect(parse(toTransactionListSearch({ ...INITIAL_TRANSACTION_LIST_SEARCH, searchTerm: 'Miete & Co #1+%' })).state.searchTerm).toBe('Miete & Co #1+%')
  })
})

describe('toTransactionsQuery', () => {
  it('asks for the open view: not ignored, partially and unassigned, page from 0', () => {
    expect(toTransactionsQuery('open', { ...INITIAL_TRANSACTION_LIST_SEARCH, page: 2 })).toEqual({
      pageNumber: 1,
      pageSize: 50,
      ignored: false,
      assignmentStates: ['PARTIALLY_ASSIGNED', 'UNASSIGNED'],
    })
  })

  it('passes search, dates and accounts of the ignored view', () => {
    expect(
      toTransactionsQuery('ignored', { page: 1, searchTerm: 'x', dateFrom: d('2026-01-01'), dateTo: d('2026-01-31'), financialAccountIds: ['a'] }, 10),
    ).toEqual({
      pageNumber: 0,
      pageSize: 10,
      ignored: true,
      assignmentStates: ['COMPLETELY_ASSIGNED', 'PARTIALLY_ASSIGNED', 'UNASSIGNED'],
      searchTerm: 'x',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      financialAccountIds: ['a'],
    })
  })
})

describe('toTransactionNavCounts', () => {
  it('adds open with and without proposals; reserved counts the open ones', () => {
    expect(
      toTransactionNavCounts(
        { requestDate: '2026-03-01', openTransactionsWithProposals: 2, openTransactionsWithoutProposals: 5 },
        { numberOfReservedTransactions: 9, numberOfOpenReservedTransactions: 3 },
      ),
    ).toEqual({ open: 7, withProposals: 2, reservedOpen: 3 })
  })

  it('counts what is not loaded or malformed as 0', () => {
    expect(toTransactionNavCounts(undefined, undefined)).toEqual({ open: 0, withProposals: 0, reservedOpen: 0 })
    expect(
      toTransactionNavCounts(
        { requestDate: 'x', openTransactionsWithProposals: -1, openTransactionsWithoutProposals: 1.5 },
        { numberOfReservedTransactions: 1, numberOfOpenReservedTransactions: Number.NaN },
      ),
    ).toEqual({ open: 0, withProposals: 0, reservedOpen: 0 })
  })
})
