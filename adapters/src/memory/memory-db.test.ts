/** The memory db holds its own copy: neither it nor a caller mutating an answer can change the seed. */
import { fc, test } from '@fast-check/vitest'
import { FINANCIAL_ACCOUNT_TYPES, type FinancialAccountWire, type FinancialAccountsQuery } from '@kontor/core'
import { financialAccountWireArbitrary } from '@kontor/core/testing'
import { describe, expect } from 'vitest'
import { createMemoryDb, type MemorySeed } from './memory-db.ts'

/** Any seed (adapters do not import the demo fixtures; the contract suites hold the demo to the port). */
const seedArbitrary: fc.Arbitrary<MemorySeed> = fc.record({
  financialAccounts: fc.array(financialAccountWireArbitrary, { maxLength: 6 }),
})

const queryArbitrary: fc.Arbitrary<FinancialAccountsQuery> = fc.record(
  {
    hasContact: fc.boolean(),
    supportsBankTransfer: fc.boolean(),
    activeOnly: fc.boolean(),
    types: fc.array(fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES), { maxLength: 3 }),
  },
  { requiredKeys: [] },
)

type Scribbled = { -readonly [K in keyof FinancialAccountWire]: FinancialAccountWire[K] } & {
  state: { status: string }
  availableActions: string[]
  financialContact?: { financialContactId: string } | null
}

/** Mutates every level of a list of accounts: fields, nested objects, arrays and the list itself. */
const scribbleOver = (accounts: ReadonlyArray<FinancialAccountWire>): void => {
  for (const account of accounts as Scribbled[]) {
    account.name = 'überschrieben'
    account.balance = -1
    account.state.status = 'überschrieben'
    account.availableActions.push('TRANSFER_MONEY_FINTS')
    if (account.financialContact) account.financialContact.financialContactId = 'fc-überschrieben'
  }
  ;(accounts as FinancialAccountWire[]).reverse().pop()
}

const deepFreeze = <A>(value: A): A => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

describe('memory db', () => {
  test.prop([seedArbitrary, fc.array(queryArbitrary, { maxLength: 4 })], { numRuns: 50 })(
    'never writes to its seed: a deep-frozen seed serves every query',
    (seed, queries) => {
      const db = createMemoryDb(deepFreeze(structuredClone(seed)))
      for (const query of queries) db.listFinancialAccounts(query)
      expect(db.listFinancialAccounts({})).toEqual(seed.financialAccounts)
    },
  )

  test.prop([seedArbitrary, queryArbitrary], { numRuns: 50 })(
    'callers mutating answers change neither the seed nor the next answer',
    (seed, query) => {
      const before = structuredClone(seed)
      const db = createMemoryDb(seed)
      const first = db.listFinancialAccounts(query)
      const expected = structuredClone(first)
      scribbleOver(first)
      scribbleOver(db.listFinancialAccounts({}))
      expect(seed).toEqual(before)
      expect(db.listFinancialAccounts(query)).toEqual(expected)
      expect(db.listFinancialAccounts({})).toEqual(before.financialAccounts)
    },
  )

  test.prop([seedArbitrary], { numRuns: 50 })('answers share no object with the seed', (seed) => {
    const answer = createMemoryDb(seed).listFinancialAccounts({})
    answer.forEach((account, i) => {
      const seeded = seed.financialAccounts[i]
      expect(account).not.toBe(seeded)
      expect(account.state).not.toBe(seeded?.state)
      expect(account.availableActions).not.toBe(seeded?.availableActions)
    })
  })

  test.prop([seedArbitrary], { numRuns: 50 })('changing the seed after creation does not reach the db', (seed) => {
    const before = structuredClone(seed)
    const db = createMemoryDb(seed)
    scribbleOver(seed.financialAccounts)
    expect(db.listFinancialAccounts({})).toEqual(before.financialAccounts)
  })
})
