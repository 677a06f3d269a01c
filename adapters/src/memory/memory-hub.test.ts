/**
 * The memory db's demo organisations (memory-hub-state.ts, MemoryDb.switchOrganisation): a switch is stored like any
 * change, so a reload and every other tab hold the organisation switched to; it starts the organisation from its seed
 * (chosen: earlier changes are dropped); a reset goes back to the db's own seed; an organisation without bookkeeping
 * has no transactions, also once the seed's have loaded. The calls themselves: tests/src/contract/hub.*.
 */
import { fixedClock, type FinancialAccountWire } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryDb, type MemoryOrganisationSeed, type MemorySeed, type MemoryStateStorage } from './memory-db.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

const account: FinancialAccountWire = {
  financialAccountId: 'fa-1',
  name: 'Girokonto',
  type: 'GIRO',
  state: { status: 'IDLE' },
  availableActions: [],
}

const seed: MemorySeed = {
  financialAccounts: [account],
  transactions: [{ transactionId: 'tx-1', financialAccountId: 'fa-1', bookingDate: '2026-11-19', assigned: false }],
  transfers: { privileges: ['FINANCE_LEXBANK_READ'] },
  hub: { organisationId: 'normal', accountState: { lexBankBusinessId: 'lb-1' } },
}

const seizureOrganisation: MemoryOrganisationSeed = {
  hub: {
    organisationId: 'seizure',
    accountState: { seizureState: 'SEIZED' },
    seizures: [{ id: 'sz-1', financialAccountId: 'fa-1', totalAmount: 10, creditor: { iban: 'DE83100500000190012345', name: 'Finanzamt' } }],
  },
}

const emptyOrganisation: MemoryOrganisationSeed = {
  financialAccounts: [],
  withoutBookkeeping: true,
  hub: { organisationId: 'empty', privileges: [], financeAccessDenied: true },
}

const memoryStorage = () => {
  let text: string | null = null
  const storage: MemoryStateStorage & { readonly clear: () => void } = {
    read: () => text,
    write: (next) => {
      text = next
    },
    clear: () => {
      text = null
    },
  }
  return storage
}

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected an answer, got ${JSON.stringify(result.left)}`)
  return result.right
}

describe('demo organisations in the memory db', () => {
  it('a switch is stored: another db over the same storage holds the organisation; a reset goes back to the seed', () => {
    const storage = memoryStorage()
    const tab = createMemoryDb(seed, clock, { storage })
    const otherTab = createMemoryDb(seed, clock, { storage })
    expect(otherTab.activeOrganisationId()).toBe('normal')
    tab.switchOrganisation(seizureOrganisation)
    expect(otherTab.activeOrganisationId()).toBe('seizure')
    expect(right(otherTab.listSeizures()).map((s) => s.id)).toEqual(['sz-1'])
    expect(right(otherTab.getAccountState())).toEqual({ seizureState: 'SEIZED' })
    storage.clear()
    expect(otherTab.activeOrganisationId()).toBe('normal')
    expect(right(otherTab.listSeizures())).toEqual([])
  })

  it('switching starts the organisation from its seed: its earlier changes are dropped', () => {
    const db = createMemoryDb(seed, clock)
    db.switchOrganisation(seizureOrganisation)
    right(db.saveUserSetting('onboardingGuideClosed', 'true'))
    right(db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))
    db.switchOrganisation(seizureOrganisation)
    expect(right(db.listUserSettings())).toEqual([])
    expect(db.listFinancialAccounts({}).map((a) => a.financialAccountId)).toEqual(['fa-1'])
  })

  it('an organisation without accounts and bookkeeping: none of either, privileges its own, the account list 403', () => {
    const db = createMemoryDb(seed, clock)
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(1)
    db.switchOrganisation(emptyOrganisation)
    expect(db.listFinancialAccounts({})).toEqual([])
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(0)
    expect(right(db.listPrivileges())).toEqual([])
    expect(right(db.getAccountState())).toEqual({})
    expect(db.isFinanceAccessDenied()).toBe(true)
  })

  it('a seed whose bookkeeping loads later: the organisation without bookkeeping stays empty after the load', async () => {
    const db = createMemoryDb(
      { ...seed, transactions: [], transactionData: () =>
          Promise.resolve({
            transactions: [{ financialTransactionId: 'tx-late', financialAccountId: 'fa-1', transactionDate: '2026-11-19', amount: 5 }],
            reservedTransactions: [],
            vouchers: [],
            payments: [],
            postingCategories: [],
          }),
      },
      clock,
    )
    db.switchOrganisation(emptyOrganisation)
    await db.transactionDataReady()
    expect(right(db.listTransactions({ pageNumber: 0, pageSize: 10 })).totalElements).toBe(0)
  })
})
