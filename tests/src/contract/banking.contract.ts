/**
 * The banking port's contract (spec: accounts-and-transfers 3 and 7.1, GET v102/financialAccounts), run against
 * every adapter over the demo organisation. The expected answers are written from the port's documented semantics,
 * not from the memory backend's code, so both adapters are held to the documentation.
 */
import {
  FINANCIAL_ACCOUNT_TYPES,
  FinancialAccountListCodec,
  formatMoney,
  type Backend,
  type FinancialAccount,
  type FinancialAccountType,
  type FinancialAccountWire,
  type FinancialAccountsQuery,
} from '@kontor/core'
import { DEMO_ACCOUNT_IDS, demoFinancialAccounts } from '@kontor/fixtures'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'

export interface BackendUnderTest {
  readonly backend: Backend
  readonly close: () => Promise<void>
}

const ALL_IDS = demoFinancialAccounts.map((a) => a.financialAccountId)

/** Accounts without a bank login: PayPal and the provider's own two accounts. */
const WITHOUT_CONTACT = [DEMO_ACCOUNT_IDS.paypal, DEMO_ACCOUNT_IDS.providerMain, DEMO_ACCOUNT_IDS.providerSub]

/** Accounts carrying TRANSFER_MONEY_FINTS or TRANSFER_MONEY_WEBHOOK. */
const TRANSFER_CAPABLE = [
  DEMO_ACCOUNT_IDS.sparkasseGiro,
  DEMO_ACCOUNT_IDS.providerMain,
  DEMO_ACCOUNT_IDS.deutscheBankSyncError,
  DEMO_ACCOUNT_IDS.volksbankContactError,
]

const GIROS = [
  DEMO_ACCOUNT_IDS.sparkasseGiro,
  DEMO_ACCOUNT_IDS.commerzbankDeactivated,
  DEMO_ACCOUNT_IDS.deutscheBankSyncError,
  DEMO_ACCOUNT_IDS.volksbankContactError,
]

/** The stored order of the demo organisation, restricted to `ids`. */
const inStoredOrder = (ids: ReadonlyArray<string>): ReadonlyArray<string> => ALL_IDS.filter((id) => ids.includes(id))
const except = (ids: ReadonlyArray<string>): ReadonlyArray<string> => ALL_IDS.filter((id) => !ids.includes(id))

/** The documented semantics of each filter; a filter left out (or an empty type list) restricts nothing. */
const passes = (a: FinancialAccountWire, q: FinancialAccountsQuery): boolean =>
  (q.hasContact === undefined || q.hasContact === (a.financialContact !== undefined && a.financialContact !== null)) &&
  (q.supportsBankTransfer === undefined ||
    q.supportsBankTransfer ===
      (a.availableActions.includes('TRANSFER_MONEY_FINTS') || a.availableActions.includes('TRANSFER_MONEY_WEBHOOK'))) &&
  (q.activeOnly !== true || a.deactivated !== true) &&
  (q.types === undefined || q.types.length === 0 || q.types.includes(a.type))

const decodeWire = (wire: ReadonlyArray<FinancialAccountWire>): ReadonlyArray<FinancialAccount> => {
  const decoded = FinancialAccountListCodec.decode(wire)
  if (E.isLeft(decoded)) throw new Error('the demo organisation does not decode')
  return decoded.right
}

/** What the port must answer for `q`: the demo accounts that pass, decoded, in stored order. */
const expectedFor = (q: FinancialAccountsQuery): ReadonlyArray<FinancialAccount> =>
  decodeWire(demoFinancialAccounts.filter((a) => passes(a, q)))

const idsOf = (accounts: ReadonlyArray<FinancialAccount>): ReadonlyArray<string> => accounts.map((a) => a.financialAccountId)

/** Any query: each filter present or left out, types in any order, possibly repeated, possibly empty. */
const queryArbitrary: fc.Arbitrary<FinancialAccountsQuery> = fc.record(
  {
    hasContact: fc.boolean(),
    supportsBankTransfer: fc.boolean(),
    activeOnly: fc.boolean(),
    types: fc.array(fc.constantFrom<FinancialAccountType>(...FINANCIAL_ACCOUNT_TYPES), { maxLength: 4 }),
  },
  { requiredKeys: [] },
)

export const bankingContract = (name: string, makeBackend: () => Promise<BackendUnderTest>) =>
  describe(`${name}: banking port, listFinancialAccounts`, () => {
    /** Runs `body` against a fresh backend and always closes it. */
    const withBackend = async (body: (backend: Backend) => Promise<void>): Promise<void> => {
      const { backend, close } = await makeBackend()
      try {
        await body(backend)
      } finally {
        await close()
      }
    }

    /** Lists and insists on a Right, so a failing call shows its BackendError. */
    const list = async (backend: Backend, query: FinancialAccountsQuery): Promise<ReadonlyArray<FinancialAccount>> => {
      const result = await backend.banking.listFinancialAccounts(query)()
      if (E.isLeft(result)) throw new Error(`expected accounts, got ${JSON.stringify(result.left)}`)
      return result.right
    }

    const listIds = async (backend: Backend, query: FinancialAccountsQuery) => idsOf(await list(backend, query))

    it('without a filter returns all nine demo accounts in stored order', () =>
      withBackend(async (backend) => {
        const accounts = await list(backend, {})
        expect(idsOf(accounts)).toEqual(ALL_IDS)
        expect(accounts).toHaveLength(9)
        expect(accounts).toEqual(expectedFor({}))
      }))

    it('decodes balances to Money', () =>
      withBackend(async (backend) => {
        const accounts = await list(backend, {})
        const byId = new Map(accounts.map((a) => [a.financialAccountId, a]))
        const formatted = (id: string) => {
          const balance = byId.get(id)?.balance
          return balance === undefined || balance === null ? undefined : formatMoney(balance)
        }
        expect(byId.get(DEMO_ACCOUNT_IDS.sparkasseGiro)?.balance?._tag).toBe('Money')
        expect(formatted(DEMO_ACCOUNT_IDS.sparkasseGiro)).toBe('12.345,67\u00a0€')
        expect(formatted(DEMO_ACCOUNT_IDS.ingSavings)).toBe('25.000,00\u00a0€')
        expect(formatted(DEMO_ACCOUNT_IDS.dkbCreditCard)).toBe('-842,19\u00a0€')
        expect(formatted(DEMO_ACCOUNT_IDS.paypal)).toBe('1.530,40\u00a0€')
        expect(formatted(DEMO_ACCOUNT_IDS.commerzbankDeactivated)).toBe('0,00\u00a0€')
      }))

    it('activeOnly leaves out the deactivated Commerzbank account; activeOnly false restricts nothing', () =>
      withBackend(async (backend) => {
        expect(await listIds(backend, { activeOnly: true })).toEqual(except([DEMO_ACCOUNT_IDS.commerzbankDeactivated]))
        expect(await listIds(backend, { activeOnly: false })).toEqual(ALL_IDS)
      }))

    it('hasContact splits the accounts with a bank login from PayPal and the provider accounts', () =>
      withBackend(async (backend) => {
        const withContact = await listIds(backend, { hasContact: true })
        const withoutContact = await listIds(backend, { hasContact: false })
        expect(withoutContact).toEqual(inStoredOrder(WITHOUT_CONTACT))
        expect(withContact).toEqual(except(WITHOUT_CONTACT))
        expect([...withContact, ...withoutContact].sort()).toEqual([...ALL_IDS].sort())
      }))

    it('supportsBankTransfer true returns exactly the accounts with a TRANSFER_MONEY action', () =>
      withBackend(async (backend) => {
        const capable = await list(backend, { supportsBankTransfer: true })
        expect(idsOf(capable)).toEqual(inStoredOrder(TRANSFER_CAPABLE))
        for (const a of capable) {
          expect(a.availableActions.some((x) => x === 'TRANSFER_MONEY_FINTS' || x === 'TRANSFER_MONEY_WEBHOOK')).toBe(true)
        }
        expect(await listIds(backend, { supportsBankTransfer: false })).toEqual(except(TRANSFER_CAPABLE))
      }))

    it('types restricts to one type, to several, and an empty list restricts nothing', () =>
      withBackend(async (backend) => {
        expect(await listIds(backend, { types: ['GIRO'] })).toEqual(GIROS)
        expect(await listIds(backend, { types: ['PAYPAL'] })).toEqual([DEMO_ACCOUNT_IDS.paypal])
        expect(await listIds(backend, { types: ['LOAN'] })).toEqual([])
        expect(await listIds(backend, { types: ['SAVINGS', 'CREDITCARD'] })).toEqual([
          DEMO_ACCOUNT_IDS.ingSavings,
          DEMO_ACCOUNT_IDS.dkbCreditCard,
        ])
        // The order of the listed types does not change the stored order of the answer.
        expect(await listIds(backend, { types: ['LEXBANK_SUB_ACCOUNT', 'LEXBANK', 'SAVINGS'] })).toEqual([
          DEMO_ACCOUNT_IDS.ingSavings,
          DEMO_ACCOUNT_IDS.providerMain,
          DEMO_ACCOUNT_IDS.providerSub,
        ])
        expect(await listIds(backend, { types: [] })).toEqual(ALL_IDS)
      }))

    it('combines filters: every given filter must hold', () =>
      withBackend(async (backend) => {
        expect(await listIds(backend, { types: ['GIRO'], activeOnly: true })).toEqual(
          GIROS.filter((id) => id !== DEMO_ACCOUNT_IDS.commerzbankDeactivated),
        )
        expect(await listIds(backend, { supportsBankTransfer: true, hasContact: false })).toEqual([
          DEMO_ACCOUNT_IDS.providerMain,
        ])
        expect(await listIds(backend, { supportsBankTransfer: true, hasContact: true, types: ['GIRO'], activeOnly: true })).toEqual([
          DEMO_ACCOUNT_IDS.sparkasseGiro,
          DEMO_ACCOUNT_IDS.deutscheBankSyncError,
          DEMO_ACCOUNT_IDS.volksbankContactError,
        ])
        expect(await listIds(backend, { hasContact: false, types: ['GIRO'] })).toEqual([])
      }))

    it('answers with fresh copies: mutating a result does not change the next answer', () =>
      withBackend(async (backend) => {
        const first = await list(backend, {})
        const victim = first[0] as { name: string; state: { status: string }; financialContact?: { financialContactId: string } | null }
        victim.name = 'verändert'
        victim.state.status = 'RUNNING'
        if (victim.financialContact) victim.financialContact.financialContactId = 'fc-verändert'
        ;(first[1]?.availableActions as string[] | undefined)?.push('TRANSFER_MONEY_FINTS')
        ;(first as FinancialAccount[]).splice(2, 1)

        expect(await list(backend, {})).toEqual(expectedFor({}))
      }))

    it('a task is lazy and can be run again with the same answer', () =>
      withBackend(async (backend) => {
        const task = backend.banking.listFinancialAccounts({ types: ['GIRO'] })
        const first = await task()
        const second = await task()
        expect(first).toEqual(E.right(expectedFor({ types: ['GIRO'] })))
        expect(second).toEqual(first)
      }))

    it('an already-aborted signal yields Aborted', () =>
      withBackend(async (backend) => {
        const controller = new AbortController()
        controller.abort()
        const result = await backend.banking.listFinancialAccounts({}, { signal: controller.signal })()
        expect(result).toEqual(E.left(expect.objectContaining({ _tag: 'Aborted' })))
      }))

    it('for any query answers the demo accounts that pass every documented filter, in stored order', () =>
      withBackend(async (backend) => {
        await fc.assert(
          fc.asyncProperty(queryArbitrary, async (query) => {
            const result = await backend.banking.listFinancialAccounts(query)()
            expect(result).toEqual(E.right(expectedFor(query)))
          }),
          { numRuns: 30 },
        )
      }))
  })
