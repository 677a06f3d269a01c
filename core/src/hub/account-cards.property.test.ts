import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { financialAccountArbitrary } from '../accounts/financial-account.arbitrary.ts'
import {
  ACCOUNT_CARD_TABS,
  accountCardsPerPage,
  classifyAccountCard,
  defaultAccountCardTab,
  groupAccountCards,
  isPendingProviderAccount,
  locateAccountCard,
  pageOf,
} from './account-cards.ts'
import { ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX } from './constants.ts'

const accountsArbitrary = fc.array(financialAccountArbitrary, { maxLength: 15 })
const anyNumberArbitrary = fc.oneof(fc.double(), fc.integer({ min: -10, max: 200 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY))
const perPageArbitrary = fc.integer({ min: 1, max: 6 })
/** Page indices inside the list, past either end, fractional and not numbers at all. */
const pageIndexArbitrary = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double({ min: -100, max: 100 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY))

test.prop([financialAccountArbitrary])('an account is in error exactly when its sync failed or its bank login reports an error', (account) => {
  const message = account.financialContact?.errorMessage
  const inError = account.state.errorOnSync === true || (typeof message === 'string' && message.trim() !== '')
  expect(classifyAccountCard(account)).toBe(inError ? 'error' : account.deactivated === true ? 'deactivated' : 'active')
})

test.prop([accountsArbitrary])('every account lands in exactly one tab, in the order it came', (accounts) => {
  const groups = groupAccountCards(accounts)
  expect(groups.error.length + groups.active.length + groups.deactivated.length).toBe(accounts.length)
  for (const account of accounts) {
    const tabs = ACCOUNT_CARD_TABS.filter((tab) => groups[tab].includes(account))
    expect(tabs).toEqual([classifyAccountCard(account)])
  }
  for (const tab of ACCOUNT_CARD_TABS) expect(groups[tab]).toEqual(accounts.filter((a) => classifyAccountCard(a) === tab))
})

test.prop([accountsArbitrary])('the default tab is the first non-empty one of error, active, deactivated', (accounts) => {
  const groups = groupAccountCards(accounts)
  const tab = defaultAccountCardTab(groups)
  const before = ACCOUNT_CARD_TABS.slice(0, ACCOUNT_CARD_TABS.indexOf(tab))
  expect(before.every((t) => groups[t].length === 0)).toBe(true)
  expect(groups[tab].length > 0 || accounts.length === 0).toBe(true)
})

test.prop([financialAccountArbitrary])('only a LEXBANK account in state PENDING is pending', (account) => {
  expect(isPendingProviderAccount(account)).toBe(account.type === 'LEXBANK' && account.state.status === 'PENDING')
})

test.prop([anyNumberArbitrary, anyNumberArbitrary], { numRuns: 500 })('cards per page are a whole number from 1 to 6 whatever the inputs', (width, configured) => {
  const perPage = accountCardsPerPage(width, configured)
  expect(Number.isInteger(perPage)).toBe(true)
  expect(perPage).toBeGreaterThanOrEqual(1)
  expect(perPage).toBeLessThanOrEqual(6)
  if (width <= ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX) expect(perPage).toBe(2)
})

test.prop([fc.double({ min: ACCOUNT_CARDS_NARROW_MAX_WIDTH_PX, max: 10_000, minExcluded: true, noNaN: true }), perPageArbitrary])(
  'a wide screen shows the configured number of cards',
  (width, configured) => {
    expect(accountCardsPerPage(width, configured)).toBe(configured)
  },
)

test.prop([fc.array(fc.nat(), { maxLength: 40 }), perPageArbitrary])('concatenating all pages gives the list back; all but the last are full', (items, perPage) => {
  const { pageCount } = pageOf(items, 0, perPage)
  const pages = Array.from({ length: pageCount }, (_, i) => pageOf(items, i, perPage))
  expect(pages.flatMap((p) => p.items)).toEqual(items)
  expect(pages.map((p) => p.pageIndex)).toEqual(Array.from({ length: pageCount }, (_, i) => i))
  expect(pages.slice(0, -1).every((p) => p.items.length === perPage)).toBe(true)
  const last = pages.at(-1)
  expect(last !== undefined && (last.items.length > 0 || items.length === 0)).toBe(true)
  expect(pageCount).toBe(Math.max(1, Math.ceil(items.length / perPage)))
})

test.prop([fc.array(fc.nat(), { maxLength: 40 }), pageIndexArbitrary, fc.oneof(perPageArbitrary, anyNumberArbitrary)])(
  'any requested page lands on the nearest page that exists',
  (items, requested, perPage) => {
    const page = pageOf(items, requested, perPage)
    expect(Number.isInteger(page.pageIndex)).toBe(true)
    expect(page.pageIndex).toBeGreaterThanOrEqual(0)
    expect(page.pageIndex).toBeLessThan(page.pageCount)
    const wanted = Number.isNaN(requested) ? 0 : Math.trunc(requested)
    expect(page.pageIndex).toBe(Math.min(page.pageCount - 1, Math.max(0, wanted)))
    expect(page.items.length).toBeGreaterThanOrEqual(items.length === 0 ? 0 : 1)
    expect(page.items.length).toBeLessThanOrEqual(6)
  },
)

test.prop([accountsArbitrary, anyNumberArbitrary, fc.nat()])('locateAccountCard names the tab and page whose cards show the account', (accounts, perPage, pick) => {
  fc.pre(accounts.length > 0)
  const account = accounts[pick % accounts.length]!
  const place = locateAccountCard(accounts, account.financialAccountId, perPage)
  expect(place?.tab).toBe(classifyAccountCard(accounts.find((a) => a.financialAccountId === account.financialAccountId)))
  const page = pageOf(groupAccountCards(accounts)[place?.tab ?? 'error'], place?.pageIndex ?? -1, perPage)
  expect(page.pageIndex).toBe(place?.pageIndex)
  expect(page.items.map((a) => a.financialAccountId)).toContain(account.financialAccountId)
})

test.prop([accountsArbitrary, perPageArbitrary])('locateAccountCard finds no place for an account the list does not have', (accounts, perPage) => {
  expect(locateAccountCard(accounts, 'not-in-the-list', perPage)).toBeUndefined()
})
