import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { FinancialAccountCodec, type FinancialAccount } from '../accounts/model.ts'
import {
  ACCOUNT_CARD_TAB_LABELS,
  ACCOUNT_CARD_TABS,
  accountCardsPerPage,
  classifyAccountCard,
  defaultAccountCardTab,
  groupAccountCards,
  isPendingProviderAccount,
  pageOf,
} from './account-cards.ts'

/** An account decoded from its wire form: a minimal GIRO account in state IDLE, changed by `fields`. */
const account = (fields: Record<string, unknown> = {}): FinancialAccount =>
  E.getOrElse<unknown, FinancialAccount>(() => {
    throw new Error(`undecodable test account: ${JSON.stringify(fields)}`)
  })(
    FinancialAccountCodec.decode({
      financialAccountId: 'fa-1',
      name: 'Girokonto',
      type: 'GIRO',
      state: { status: 'IDLE' },
      availableActions: [],
      ...fields,
    }),
  )

const contactWith = (errorMessage: string | null) => ({ financialContact: { financialContactId: 'fc-1', errorMessage } })

describe('classifyAccountCard', () => {
  it('puts a missing account among the errors', () => {
    expect(classifyAccountCard(null)).toBe('error')
    expect(classifyAccountCard(undefined)).toBe('error')
  })

  it('puts an account whose sync failed among the errors', () => {
    expect(classifyAccountCard(account({ state: { status: 'IDLE', errorOnSync: true } }))).toBe('error')
  })

  it('does not count errorOnSync false or null as an error', () => {
    expect(classifyAccountCard(account({ state: { status: 'IDLE', errorOnSync: false } }))).toBe('active')
    expect(classifyAccountCard(account({ state: { status: 'IDLE', errorOnSync: null } }))).toBe('active')
  })

  it('puts an account whose bank login reports an error among the errors', () => {
    expect(classifyAccountCard(account(contactWith('PIN gesperrt')))).toBe('error')
    expect(classifyAccountCard(account(contactWith(' x ')))).toBe('error')
  })

  it.each(['', ' ', '\t\n', null])('does not count the contact error message %j as an error', (message) => {
    expect(classifyAccountCard(account(contactWith(message)))).toBe('active')
  })

  it('does not count a missing or null financial contact as an error', () => {
    expect(classifyAccountCard(account({ financialContact: null }))).toBe('active')
    expect(classifyAccountCard(account({ financialContact: { financialContactId: 'fc-1' } }))).toBe('active')
  })

  it('puts a flagged account among the deactivated', () => {
    expect(classifyAccountCard(account({ deactivated: true }))).toBe('deactivated')
  })

  it('lets an error win over the deactivated flag', () => {
    expect(classifyAccountCard(account({ deactivated: true, state: { status: 'IDLE', errorOnSync: true } }))).toBe('error')
    expect(classifyAccountCard(account({ deactivated: true, ...contactWith('Fehler') }))).toBe('error')
  })

  it('puts everything else among the active, busy accounts too', () => {
    expect(classifyAccountCard(account())).toBe('active')
    expect(classifyAccountCard(account({ deactivated: false }))).toBe('active')
    expect(classifyAccountCard(account({ deactivated: null }))).toBe('active')
    expect(classifyAccountCard(account({ state: { status: 'RUNNING' } }))).toBe('active')
  })
})

describe('groupAccountCards and defaultAccountCardTab', () => {
  const broken = account({ financialAccountId: 'broken', state: { status: 'IDLE', errorOnSync: true } })
  const active1 = account({ financialAccountId: 'active-1' })
  const off = account({ financialAccountId: 'off', deactivated: true })
  const active2 = account({ financialAccountId: 'active-2' })

  it("sorts accounts into the tabs, keeping the server's order", () => {
    expect(groupAccountCards([active1, off, broken, active2])).toEqual({ error: [broken], active: [active1, active2], deactivated: [off] })
    expect(groupAccountCards([active2, active1]).active).toEqual([active2, active1])
  })

  it('gives three empty tabs for no accounts', () => {
    expect(groupAccountCards([])).toEqual({ error: [], active: [], deactivated: [] })
  })

  it('opens on error, else active, else deactivated', () => {
    expect(defaultAccountCardTab(groupAccountCards([active1, off, broken]))).toBe('error')
    expect(defaultAccountCardTab(groupAccountCards([off, active1]))).toBe('active')
    expect(defaultAccountCardTab(groupAccountCards([off]))).toBe('deactivated')
    expect(defaultAccountCardTab(groupAccountCards([]))).toBe('deactivated')
  })

  it('labels the tabs in German, in the order error, active, deactivated', () => {
    expect(ACCOUNT_CARD_TABS).toEqual(['error', 'active', 'deactivated'])
    expect(ACCOUNT_CARD_TAB_LABELS).toEqual({ error: 'Fehlerhaft', active: 'Aktiv', deactivated: 'Deaktiviert' })
  })
})

describe('isPendingProviderAccount', () => {
  it('is true only for a LEXBANK main account in state PENDING', () => {
    expect(isPendingProviderAccount(account({ type: 'LEXBANK', state: { status: 'PENDING' } }))).toBe(true)
    expect(isPendingProviderAccount(account({ type: 'LEXBANK', state: { status: 'IDLE' } }))).toBe(false)
    expect(isPendingProviderAccount(account({ type: 'LEXBANK_SUB_ACCOUNT', state: { status: 'PENDING' } }))).toBe(false)
    expect(isPendingProviderAccount(account({ type: 'GIRO', state: { status: 'PENDING' } }))).toBe(false)
    expect(isPendingProviderAccount(account({ type: 'LEXBANK', state: { status: 'pending' } }))).toBe(false)
  })
})

describe('accountCardsPerPage', () => {
  it('shows 3 cards above 980 px and 2 at 980 px or less', () => {
    expect(accountCardsPerPage(1280)).toBe(3)
    expect(accountCardsPerPage(981)).toBe(3)
    expect(accountCardsPerPage(980.5)).toBe(3)
    expect(accountCardsPerPage(980)).toBe(2)
    expect(accountCardsPerPage(320)).toBe(2)
    expect(accountCardsPerPage(0)).toBe(2)
  })

  it('takes a configured size on wide screens and clamps it to 1..6', () => {
    expect(accountCardsPerPage(1280, 5)).toBe(5)
    expect(accountCardsPerPage(1280, 1)).toBe(1)
    expect(accountCardsPerPage(1280, 100)).toBe(6)
    expect(accountCardsPerPage(1280, 0)).toBe(1)
    expect(accountCardsPerPage(1280, -4)).toBe(1)
    expect(accountCardsPerPage(1280, 4.9)).toBe(4)
  })

  it('falls back to 3 for a configured size that is not a number', () => {
    expect(accountCardsPerPage(1280, Number.NaN)).toBe(3)
    expect(accountCardsPerPage(1280, Number.POSITIVE_INFINITY)).toBe(3)
  })

  it('keeps 2 on narrow screens whatever is configured', () => {
    expect(accountCardsPerPage(980, 6)).toBe(2)
    expect(accountCardsPerPage(500, Number.NaN)).toBe(2)
  })
})

describe('pageOf', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

  it('cuts the list into pages of the given size', () => {
    expect(pageOf(items, 0, 3)).toEqual({ pageIndex: 0, pageCount: 3, items: ['a', 'b', 'c'] })
    expect(pageOf(items, 1, 3)).toEqual({ pageIndex: 1, pageCount: 3, items: ['d', 'e', 'f'] })
    expect(pageOf(items, 2, 3)).toEqual({ pageIndex: 2, pageCount: 3, items: ['g'] })
  })

  it('lands a page index past either end on the nearest page', () => {
    expect(pageOf(items, 7, 3)).toEqual(pageOf(items, 2, 3))
    expect(pageOf(items, -1, 3)).toEqual(pageOf(items, 0, 3))
    expect(pageOf(items, Number.POSITIVE_INFINITY, 3).pageIndex).toBe(2)
    expect(pageOf(items, Number.NEGATIVE_INFINITY, 3).pageIndex).toBe(0)
    expect(pageOf(items, Number.NaN, 3).pageIndex).toBe(0)
    expect(pageOf(items, 1.7, 3).pageIndex).toBe(1)
  })

  it('gives one empty page for an empty list', () => {
    expect(pageOf([], 0, 3)).toEqual({ pageIndex: 0, pageCount: 1, items: [] })
    expect(pageOf([], 5, 3)).toEqual({ pageIndex: 0, pageCount: 1, items: [] })
  })

  it('clamps the page size to 1..6, and reads a size that is not a number as 3', () => {
    expect(pageOf(items, 0, 100).items).toHaveLength(6)
    expect(pageOf(items, 0, 0).items).toEqual(['a'])
    expect(pageOf(items, 0, Number.NaN)).toEqual(pageOf(items, 0, 3))
  })
})
