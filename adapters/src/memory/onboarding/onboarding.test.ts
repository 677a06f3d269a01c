/**
 * The onboarding of the memory db beyond the contract (tests/src/contract/onboarding.contract.ts): as a state machine
 * (fast-check commands), saving persons and businesses, opening accounts, owners' shares, card orders, cancel, reloads
 * and the clock in any order never open a second account for a person or a business, never let a business's shares
 * exceed 100 %, never order a second card for an account, and the account list holds each completed account's LEXBANK
 * account exactly once. Beside it: the stored state without the sensitive values, and the directory loaded on demand.
 */
import { manualClock } from '@kontor/core/testing'
import { fc, test } from '@fast-check/vitest'
import { NETWORK_FAILURE, parseVotingShare, validateVotingShareTotal, type Clock, type Person, type VotingShare } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { ONBOARDING_STEP_DELAY_MS } from '../constants.ts'
import { createMemoryBackendFromDb } from '../memory-backend.ts'
import type { MemoryDb, MemoryRecordStore, MemorySeed, MemoryTextStorage } from '../store/db.ts'
import { createMemoryDb } from '../store/create-db.ts'
import { createTestIndexedDb } from '../store/testing.ts'
import { onboardingStatusAt } from './onboarding-process.ts'
import type { OnboardingDirectory } from './onboarding-state.ts'
import { right } from '../test-kit.ts'

const START = Date.parse('2026-11-26T09:00:00.000Z')

const movingClock = () => manualClock(new Date(START).toISOString())

const seed: MemorySeed = { financialAccounts: [], hub: { accountState: { noAccountYet: true }, privileges: ['FINANCE_LEXBANK_READ'] } }

const TAX_ID = '86095742719'
const VAT_ID = 'DE136695976'

const completePerson = (n: number): Person => ({
  salutation: 'MS',
  firstName: 'Lena',
  lastName: `Lehmann${'a'.repeat(n)}`,
  email: 'lena@example.de',
  maritalStatus: 'SINGLE',
  mobileNumber: '01761234564',
  taxNumber: TAX_ID,
  address: { line1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'DE' },
})

// --- the model

interface Model {
  /** Per saved person (by index): its id and the account it got. */
  persons: Array<{ id: string; accountId: string | null }>
  businesses: Array<{ id: string; accountId: string | null }>
  /** Shares in hundredths of a percent, by business id and person id. */
  shares: Map<string, Map<string, number>>
  cards: Map<string, string>
}

interface Real {
  db: MemoryDb
  clock: Clock & { advance: (by: number) => void }
  /** Opens the store again over the same database (a reload). */
  open: () => MemoryRecordStore
  store: MemoryRecordStore
  sensitive: SensitivePlace
}

/** This tab's sensitive place (sessionStorage in the demo), in a variable. */
type SensitivePlace = MemoryTextStorage & { text: string | null }

const sensitivePlace = (): SensitivePlace => {
  const place: SensitivePlace = {
    text: null,
    read: () => place.text,
    write: (text) => {
      place.text = text
    },
    remove: () => {
      place.text = null
    },
  }
  return place
}

/** Everything the store holds, values and every part's records, as one text to search. */
const storedText = async (store: MemoryRecordStore): Promise<string> => {
  const values = await store.readValues()
  const records = await Promise.all([...values.keys()].map((part) => store.readRecords(part)))
  return JSON.stringify([[...values], records])
}

const checkInvariants = async (model: Model, real: Real) => {
  const { onboarding } = real.db.snapshot()
  const personAccounts = onboarding.accounts.flatMap((a) => (a.personId === null ? [] : [a.personId]))
  const businessAccounts = onboarding.accounts.flatMap((a) => (a.businessId === null ? [] : [a.businessId]))
  expect(new Set(personAccounts).size).toBe(personAccounts.length)
  expect(new Set(businessAccounts).size).toBe(businessAccounts.length)
  for (const businessId of new Set(onboarding.beneficialOwners.map((o) => o.businessId))) {
    const shares = onboarding.beneficialOwners
      .filter((o) => o.businessId === businessId)
      .map((o) => right(parseVotingShare(o.votingShare)) satisfies VotingShare)
    expect(E.isRight(validateVotingShareTotal(shares))).toBe(true)
  }
  const cardAccounts = onboarding.cardOrders.map((c) => c.accountId)
  expect(new Set(cardAccounts).size).toBe(cardAccounts.length)
  const lexbank = right(E.right(real.db.listFinancialAccounts({}))).filter((a) => a.type === 'LEXBANK')
  const now = real.clock.now().getTime()
  const completed = onboarding.accounts.filter((a) => onboardingStatusAt(a, now) === 'FINANCE_ACCOUNT_CREATION_COMPLETED')
  expect(lexbank.map((a) => a.financialAccountId).sort()).toEqual(completed.map((a) => a.financialAccountId).sort())
  // The store never holds a tax id or VAT id.
  await real.db.storeSettled()
  const stored = await storedText(real.store)
  expect(stored).not.toContain(TAX_ID)
  expect(stored).not.toContain(VAT_ID)
  for (const p of model.persons) expect(onboarding.persons.some((q) => q.id === p.id)).toBe(true)
}

type Command = fc.AsyncCommand<Model, Real>

const pick = <A>(items: ReadonlyArray<A>, i: number): A | undefined => items[i % Math.max(items.length, 1)]

class SavePerson implements Command {
  constructor(readonly n: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const saved = right(real.db.savePerson(completePerson(this.n)))
    model.persons.push({ id: saved.id, accountId: null })
    await checkInvariants(model, real)
  }
  toString = () => `savePerson(${this.n})`
}

class CreateAccount implements Command {
  constructor(readonly i: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const person = pick(model.persons, this.i)
    if (person !== undefined) {
      const account = right(real.db.createAccount(person.id))
      if (person.accountId !== null) expect(account.accountId).toBe(person.accountId)
      person.accountId = account.accountId
    }
    await checkInvariants(model, real)
  }
  toString = () => `createAccount(${this.i})`
}

class SaveBusiness implements Command {
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const saved = right(real.db.saveBusiness({ name: 'Nordlicht Software GmbH', taxIdentificationNumber: '143/815/08155', vatNumber: VAT_ID }))
    model.businesses.push({ id: saved.id, accountId: null })
    await checkInvariants(model, real)
  }
  toString = () => 'saveBusiness'
}

class CreateBusinessAccount implements Command {
  constructor(readonly i: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const business = pick(model.businesses, this.i)
    if (business !== undefined) {
      const account = right(real.db.createBusinessAccount(business.id))
      if (business.accountId !== null) expect(account.accountId).toBe(business.accountId)
      business.accountId = account.accountId
    }
    await checkInvariants(model, real)
  }
  toString = () => `createBusinessAccount(${this.i})`
}

class SaveOwner implements Command {
  constructor(readonly b: number, readonly p: number, readonly hundredths: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const business = pick(model.businesses, this.b)
    const person = pick(model.persons, this.p)
    if (business !== undefined && person !== undefined) {
      const shares = model.shares.get(business.id) ?? new Map<string, number>()
      const others = [...shares].filter(([id]) => id !== person.id).reduce((sum, [, share]) => sum + share, 0)
      const accepted = this.hundredths >= 2_500 && others + this.hundredths <= 10_000
      const text = `${Math.floor(this.hundredths / 100)},${String(this.hundredths % 100).padStart(2, '0')}`
      const answer = real.db.saveBeneficialOwner({ businessId: business.id, personId: person.id, votingShare: text })
      expect(E.isRight(answer)).toBe(accepted)
      if (accepted) {
        shares.set(person.id, this.hundredths)
        model.shares.set(business.id, shares)
      }
    }
    await checkInvariants(model, real)
  }
  toString = () => `saveOwner(${this.b}, ${this.p}, ${this.hundredths})`
}

class OrderCard implements Command {
  constructor(readonly i: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const person = pick(model.persons, this.i)
    const account = real.db.snapshot().onboarding.accounts.find((a) => a.accountId === person?.accountId)
    if (person !== undefined && account !== undefined) {
      const card = right(real.db.orderCard({ personId: person.id, accountId: account.accountId, financialAccountId: account.financialAccountId }))
      const before = model.cards.get(account.accountId)
      if (before !== undefined) expect(card.cardId).toBe(before)
      model.cards.set(account.accountId, card.cardId)
    }
    await checkInvariants(model, real)
  }
  toString = () => `orderCard(${this.i})`
}

class Cancel implements Command {
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    right(real.db.cancelActivation())
    // What had an account stays; the rest is gone, and so are its shares.
    model.persons = model.persons.filter((p) => p.accountId !== null)
    model.businesses = model.businesses.filter((b) => b.accountId !== null)
    for (const id of [...model.shares.keys()]) if (!model.businesses.some((b) => b.id === id)) model.shares.delete(id)
    await checkInvariants(model, real)
  }
  toString = () => 'cancel'
}

class Wait implements Command {
  constructor(readonly ms: number) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    real.clock.advance(this.ms)
    await checkInvariants(model, real)
  }
  toString = () => `wait(${this.ms})`
}

/** A reload: a new db over the same database (the sensitive values come back from their own place). */
class Reload implements Command {
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    await real.db.storeSettled()
    real.store = real.open()
    real.db = createMemoryDb(seed, real.clock, { store: real.store, sensitive: real.sensitive })
    await real.db.storeReady()
    await checkInvariants(model, real)
  }
  toString = () => 'reload'
}

const commands = [
  fc.nat(3).map((n) => new SavePerson(n)),
  fc.nat(10).map((i) => new CreateAccount(i)),
  fc.constant(new SaveBusiness()),
  fc.nat(10).map((i) => new CreateBusinessAccount(i)),
  fc.tuple(fc.nat(10), fc.nat(10), fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(2_499, 2_500, 5_000, 7_500))).map(
    ([b, p, share]) => new SaveOwner(b, p, share),
  ),
  fc.nat(10).map((i) => new OrderCard(i)),
  fc.constant(new Cancel()),
  fc.constantFrom(500, ONBOARDING_STEP_DELAY_MS, 3 * ONBOARDING_STEP_DELAY_MS).map((ms) => new Wait(ms)),
  fc.constant(new Reload()),
]

test.prop([fc.commands(commands, { maxCommands: 30, size: 'large' })], { numRuns: 60 })(
  'no sequence of calls opens a second account for a person or business, lets shares exceed 100 % or orders a second card',
  async (cmds) => {
    const clock = movingClock()
    const idb = createTestIndexedDb()
    const store = idb.open()
    const sensitive = sensitivePlace()
    const real: Real = { db: createMemoryDb(seed, clock, { store, sensitive }), clock, open: () => idb.open(), store, sensitive }
    await real.db.storeReady()
    const model: Model = { persons: [], businesses: [], shares: new Map(), cards: new Map() }
    // Two persons and two businesses to begin with, so that owners, accounts and cards happen in most runs.
    for (const setup of [new SavePerson(0), new SavePerson(1), new SaveBusiness(), new SaveBusiness()]) await setup.run(model, real)
    await fc.asyncModelRun(() => ({ model, real }), cmds)
  },
)

describe('the stored state and the sensitive values', () => {
  it('without a place of their own the sensitive values live in memory only: a reload has the person without them', async () => {
    const clock = movingClock()
    const idb = createTestIndexedDb()
    const store = idb.open()
    const db = createMemoryDb(seed, clock, { store })
    await db.storeReady()
    const person = right(db.savePerson(completePerson(0)))
    expect(right(db.getPerson(person.id)).taxNumber).toBe(TAX_ID)
    await db.storeSettled()
    expect(await storedText(store)).not.toContain(TAX_ID)
    const reloaded = createMemoryDb(seed, clock, { store: idb.open() })
    await reloaded.storeReady()
    expect(right(reloaded.getPerson(person.id))).toEqual({ ...person, taxNumber: undefined })
  })

  it('with a place of their own the sensitive values come back from there after a reload, never from the store', async () => {
    const clock = movingClock()
    const idb = createTestIndexedDb()
    const store = idb.open()
    const sensitive = sensitivePlace()
    const db = createMemoryDb(seed, clock, { store, sensitive })
    await db.storeReady()
    const person = right(db.savePerson(completePerson(0)))
    right(db.saveBusiness({ name: 'Nordlicht Software GmbH', taxIdentificationNumber: '143/815/08155', vatNumber: VAT_ID }))
    await db.storeSettled()
    expect(await storedText(store)).not.toContain(TAX_ID)
    expect(await storedText(store)).not.toContain(VAT_ID)
    expect(sensitive.text).toContain(TAX_ID)
    const reloaded = createMemoryDb(seed, clock, { store: idb.open(), sensitive })
    await reloaded.storeReady()
    expect(right(reloaded.getPerson(person.id)).taxNumber).toBe(TAX_ID)
  })
})

describe('the directory loads on the first lookup', () => {
  const directory: OnboardingDirectory = {
    commercialRegistrations: [{ name: 'Nordlicht Software GmbH', registrationNumber: 'HRB 123456', registrationIssuer: 'Amtsgericht Hamburg' }],
    branches: [{ id: 'b1', name: 'Grafikdesign', naceCode: '74.10' }],
  }

  it('the register lookup and the branch search wait for it; it loads once', async () => {
    let loads = 0
    const clock = movingClock()
    const db = createMemoryDb({ ...seed, onboardingDirectory: () => ((loads += 1), Promise.resolve(directory)) }, clock)
    const backend = createMemoryBackendFromDb(db, clock)
    expect(loads).toBe(0)
    expect(right(await backend.onboarding.searchCommercialRegistrations('nordlicht')())).toHaveLength(1)
    expect(right(await backend.onboarding.searchBranchesOfIndustry('graf')())).toEqual(directory.branches)
    expect(loads).toBe(1)
  })

  it('a directory that cannot load answers as an unreachable server', async () => {
    const clock = movingClock()
    const db = createMemoryDb({ ...seed, onboardingDirectory: () => Promise.reject(new Error('offline')) }, clock)
    expect(await createMemoryBackendFromDb(db, clock).onboarding.searchCommercialRegistrations('nordlicht')()).toEqual(E.left(NETWORK_FAILURE))
  })
})
