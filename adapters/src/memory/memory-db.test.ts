/** The memory db holds its own copy: neither it nor a caller mutating an answer can change the seed. */
import type { FinancialAccountWire } from '@kontor/core'
import { demoFinancialAccounts, demoSeed } from '@kontor/fixtures'
import { describe, expect, it } from 'vitest'
import { createMemoryDb, type MemorySeed } from './memory-db.ts'

type Mutable = { -readonly [K in keyof FinancialAccountWire]: FinancialAccountWire[K] } & {
  state: { status: string }
  availableActions: string[]
  financialContact?: { financialContactId: string } | null
}

/** Mutates every level of an answer: top-level fields, nested objects, arrays and the list itself. */
const scribbleOver = (answer: ReadonlyArray<FinancialAccountWire>): void => {
  for (const account of answer as Mutable[]) {
    account.name = 'überschrieben'
    account.balance = -1
    account.state.status = 'RUNNING'
    account.availableActions.push('TRANSFER_MONEY_FINTS')
    if (account.financialContact) account.financialContact.financialContactId = 'fc-überschrieben'
  }
  ;(answer as FinancialAccountWire[]).reverse().pop()
}

const deepFreeze = <A>(value: A): A => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

describe('memory db', () => {
  it('never writes to its seed (a deep-frozen seed works)', () => {
    const frozen: MemorySeed = deepFreeze(structuredClone({ financialAccounts: [...demoFinancialAccounts] }))
    const db = createMemoryDb(frozen)
    expect(db.listFinancialAccounts({})).toEqual(demoFinancialAccounts)
    expect(db.listFinancialAccounts({ activeOnly: true, types: ['GIRO'] })).toHaveLength(3)
  })

  it('callers mutating answers change neither the seed nor the next answer', () => {
    const before = structuredClone(demoSeed)
    const db = createMemoryDb(demoSeed)
    scribbleOver(db.listFinancialAccounts({}))
    scribbleOver(db.listFinancialAccounts({ hasContact: true }))
    expect(demoSeed).toEqual(before)
    expect(db.listFinancialAccounts({})).toEqual(demoFinancialAccounts)
  })

  it('answers share no object with the seed', () => {
    const answer = createMemoryDb(demoSeed).listFinancialAccounts({})
    answer.forEach((account, i) => {
      const seeded = demoFinancialAccounts[i]
      expect(account).not.toBe(seeded)
      expect(account.state).not.toBe(seeded?.state)
      expect(account.availableActions).not.toBe(seeded?.availableActions)
    })
  })

  it('changing the seed after creation does not reach the db', () => {
    const seed = structuredClone({ financialAccounts: [...demoFinancialAccounts] }) as { financialAccounts: Mutable[] }
    const db = createMemoryDb(seed)
    scribbleOver(seed.financialAccounts)
    expect(db.listFinancialAccounts({})).toEqual(demoFinancialAccounts)
  })
})
