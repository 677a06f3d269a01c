/**
 * "Nothing is shown as done that was not kept" (issue 24, issue 27 item 2): a request that changes the state answers
 * only once the store has kept the change, so a page that leaves right after the answer (to a bank's page; the demo's
 * worker ends with the page) finds it on its return; a read answers while a write is still on its way.
 */
import { fixedClock } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createMemoryBackendFromDb } from './memory-backend.ts'
import { createMemoryDb } from './store/create-db.ts'
import type { MemoryRecordStore } from './store/db.ts'
import { createTestIndexedDb } from './store/testing.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

/** A store whose writes wait until `release` is called, as a slow disk or a busy browser makes them. */
const heldStore = () => {
  const store = createTestIndexedDb().open()
  let held: Array<() => void> = []
  let holding = false
  const heldWrites: MemoryRecordStore = {
    ...store,
    write: (write) => (holding ? new Promise<void>((resolve) => held.push(resolve)).then(() => store.write(write)) : store.write(write)),
  }
  return {
    store: heldWrites,
    hold: () => {
      holding = true
    },
    release: () => {
      holding = false
      const waiting = held
      held = []
      for (const resolve of waiting) resolve()
    },
  }
}

const settledWithin = async <A>(promise: Promise<A>, turns = 20): Promise<boolean> => {
  let settled = false
  void promise.then(() => (settled = true))
  for (let i = 0; i < turns && !settled; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe('the memory answers wait for the store where a request changes the state', () => {
  it('a new account is answered once it is kept; a read meanwhile answers at once', async () => {
    const held = heldStore()
    const backend = createMemoryBackendFromDb(createMemoryDb({ financialAccounts: [] }, clock, { store: held.store }), clock)
    expect(E.isRight(await backend.banking.listFinancialAccounts({})())).toBe(true)
    held.hold()
    const created = backend.banking.createFinancialAccount({ name: 'Kasse', type: 'GIRO' })()
    expect(await settledWithin(created)).toBe(false)
    const listed = await backend.banking.listFinancialAccounts({})()
    expect(E.isRight(listed) && listed.right.map((a) => a.name)).toEqual(['Kasse'])
    held.release()
    expect(E.isRight(await created)).toBe(true)
  })
})
