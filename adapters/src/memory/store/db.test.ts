/** The memory db holds its own copy: neither it nor a caller mutating an answer can change the seed. */
import { fc, test } from '@fast-check/vitest'
import {
  fixedClock,
  type FinancialAccountWire,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import {
  bankInfoArbitrary,
  financialAccountWireArbitrary,
  financialContactWireArbitrary,
  localDateArbitrary,
} from '@kontor/core/testing'
import { describe, expect, it } from 'vitest'
import { financialAccountsQueryArbitrary } from '../../wire/financial-accounts-query.arbitrary.ts'
import type { DbResult, MemorySeed } from './db.ts'
import { createMemoryDb } from './create-db.ts'
import { deepFreeze } from './state.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const TODAY = '2026-11-20'

/** Any seed (adapters do not import the demo fixtures; the contract suites hold the demo to the port). */
const seedArbitrary: fc.Arbitrary<MemorySeed> = fc.record({
  financialAccounts: fc.array(financialAccountWireArbitrary, { maxLength: 6 }),
})


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


describe('memory db', () => {
  test.prop([seedArbitrary, fc.array(financialAccountsQueryArbitrary, { maxLength: 4 })], { numRuns: 50 })(
    'never writes to its seed: a deep-frozen seed serves every query',
    (seed, queries) => {
      const db = createMemoryDb(deepFreeze(structuredClone(seed)), clock)
      for (const query of queries) db.listFinancialAccounts(query)
      expect(db.listFinancialAccounts({})).toEqual(seed.financialAccounts)
    },
  )

  test.prop([seedArbitrary, financialAccountsQueryArbitrary], { numRuns: 50 })(
    'callers mutating answers change neither the seed nor the next answer',
    (seed, query) => {
      const before = structuredClone(seed)
      const db = createMemoryDb(seed, clock)
      const first = db.listFinancialAccounts(query)
      const expected = structuredClone(first)
      scribbleOver(first)
      scribbleOver(db.listFinancialAccounts({}))
      expect(seed).toEqual(before)
      expect(db.listFinancialAccounts(query)).toEqual(expected)
      expect(db.listFinancialAccounts({})).toEqual(before.financialAccounts)
    },
  )

  const nonEmptySeedArbitrary: fc.Arbitrary<MemorySeed> = fc.record({
    financialAccounts: fc.array(financialAccountWireArbitrary, { minLength: 1, maxLength: 6 }),
  })

  test.prop([nonEmptySeedArbitrary], { numRuns: 50 })('answers share no object with the seed', (seed) => {
    const answer = createMemoryDb(seed, clock).listFinancialAccounts({})
    expect(answer).toHaveLength(seed.financialAccounts.length)
    answer.forEach((account, i) => {
      const seeded = seed.financialAccounts[i]
      expect(account).not.toBe(seeded)
      expect(account.state).not.toBe(seeded?.state)
      expect(account.availableActions).not.toBe(seeded?.availableActions)
    })
  })

  test.prop([seedArbitrary], { numRuns: 50 })('changing the seed after creation does not reach the db', (seed) => {
    const before = structuredClone(seed)
    const db = createMemoryDb(seed, clock)
    scribbleOver(seed.financialAccounts)
    expect(db.listFinancialAccounts({})).toEqual(before.financialAccounts)
  })
})

/**
 * A seed with every collection: contacts, banks and transactions of its accounts as well. The contacts are ready,
 * need no saved PIN and have user ids of their own, the first login holds the first account, and no transaction lies
 * after today, so every change below is one the db must accept.
 */
const fullSeedArbitrary: fc.Arbitrary<MemorySeed> = fc
  .record({
    financialAccounts: fc.uniqueArray(financialAccountWireArbitrary, { maxLength: 5, selector: (a) => a.financialAccountId }),
    financialContacts: fc.uniqueArray(financialContactWireArbitrary, { maxLength: 4, selector: (c) => c.financialContactId }),
    banks: fc.array(bankInfoArbitrary.map((b) => ({ ...b, onlinebankingSupported: true, userIdLabel: 'Benutzerkennung' })), {
      minLength: 1,
      maxLength: 4,
    }),
    dates: fc.array(fc.tuple(localDateArbitrary.filter((d) => d <= TODAY), fc.boolean()), { maxLength: 6 }),
  })
  .map(({ financialAccounts, financialContacts, banks, dates }) => ({
    // The first account is held by the first login (linked, with an IBAN), so the login may reconnect it.
    financialAccounts: financialAccounts.map((a, i) =>
      i === 0 && financialContacts[0] !== undefined
        ? { ...a, iban: a.iban ?? 'DE89370400440532013000', financialContact: { financialContactId: financialContacts[0].financialContactId } }
        : a,
    ),
    financialContacts: financialContacts.map((c, i) => ({
      ...c,
      readyToUse: true,
      savePinRequired: false,
      oauth2: false,
      userIdValues: [`user-${i}`],
    })),
    banks,
    transactions: financialAccounts.flatMap((a) =>
      dates.map(([bookingDate, assigned], i) => ({ transactionId: `${a.financialAccountId}-${i}`, financialAccountId: a.financialAccountId, bookingDate, assigned })),
    ),
    bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: 'M-TEST' },
  }))

/** Insists on a Right, so a refused change shows the db's failure. */
const accepted = <A>(result: DbResult<A>): A => {
  if (E.isLeft(result)) throw new Error(`expected the db to accept the change, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** Every kind of change the db makes, on whatever the seed holds; each one must be accepted. */
const changeEverything = (seed: MemorySeed) => {
  const db = createMemoryDb(seed, clock)
  const [account] = seed.financialAccounts
  const [contact] = seed.financialContacts ?? []
  const [bank] = seed.banks ?? []
  db.listFinancialAccounts({})
  accepted(db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))
  accepted(db.createFinancialAccount({ name: 'PayPal', type: 'PAYPAL', connectionData: { merchantId: 'M-NEU' } }))
  if (bank !== undefined) {
    accepted(db.createFinancialContact({ bankCode: bank.bankCode, userIdValues: ['neu'], pin: 'MTIz', savePinEnabled: true }, {}))
  }
  if (contact !== undefined) {
    accepted(db.updateFinancialContact(contact.financialContactId, { userIdValues: ['anders'], savePinEnabled: false }))
    const offers = accepted(
      db.listOnlineBankingAccounts(contact.financialContactId, { accountType: null, reconnectFinancialAccountId: null, pin: 'MTIz' }),
    )
    const offer = offers.find((o) => o.addable === true)
    expect(offer).toBeDefined()
    if (account !== undefined) {
      const body = { name: 'Verbunden', type: account.type, iban: offer?.iban ?? null }
      expect(accepted(db.updateContactAccount(contact.financialContactId, account.financialAccountId, body)).connected).toBe(true)
    }
  }
  if (account !== undefined) {
    const id = account.financialAccountId
    const startDate = accepted(db.getNeedlessInfo(id, null)).firstTransactionDate ?? TODAY
    accepted(db.applyNeedlessAction(id, startDate, 'ignore'))
    accepted(db.applyNeedlessAction(id, startDate, 'delete'))
    accepted(db.updateFinancialAccount(id, { name: 'Geändert', type: account.type }))
    accepted(db.deactivateFinancialAccount(id))
    const current = accepted(db.getFinancialAccount(id))
    if (current.connected === true) accepted(db.disconnectFinancialAccount(id, { ...current, connectionData: {} }))
    db.listFinancialAccounts({})
    db.listFinancialAccounts({})
    accepted(db.deleteFinancialAccount(id))
  }
  if (contact !== undefined) accepted(db.deleteBankContact(contact.financialContactId))
  return db
}

describe('memory db: every collection', () => {
  test.prop([fullSeedArbitrary], { numRuns: 30 })('never writes to its seed: a deep-frozen seed survives every change', (seed) => {
    const before = structuredClone(seed)
    changeEverything(deepFreeze(seed))
    expect(seed).toEqual(before)
  })

  test.prop([fullSeedArbitrary], { numRuns: 30 })('a fresh db over the same seed answers as the seed says, whatever another db did', (seed) => {
    changeEverything(seed)
    const db = createMemoryDb(seed, clock)
    expect(db.listFinancialContacts()).toEqual(seed.financialContacts)
    expect(db.listFinancialAccounts({})).toEqual(seed.financialAccounts)
  })

  test.prop([fullSeedArbitrary], { numRuns: 30 })('callers mutating contacts, banks or needless answers change nothing in the db', (seed) => {
    const db = createMemoryDb(seed, clock)
    const contacts = db.listFinancialContacts()
    for (const c of contacts as Array<{ financialContactId: string; userIdValues?: unknown }>) {
      c.financialContactId = 'überschrieben'
      c.userIdValues = ['überschrieben']
    }
    ;(contacts as unknown[]).pop()
    expect(db.listFinancialContacts()).toEqual(seed.financialContacts)

    const [bank] = seed.banks ?? []
    if (bank !== undefined) {
      const details = db.getBankDetails({ bankCode: bank.bankCode })
      if (E.isRight(details)) (details.right as { bankName: string }).bankName = 'überschrieben'
      expect(db.getBankDetails({ bankCode: bank.bankCode })).toEqual(E.right(seed.banks?.find((b) => b.bankCode === bank.bankCode)))
    }
    const [account] = seed.financialAccounts
    if (account !== undefined) {
      const info = accepted(db.getNeedlessInfo(account.financialAccountId, null))
      const expected = structuredClone(info)
      ;(info as { numberOfNeedlessTransactionsToDelete: number }).numberOfNeedlessTransactionsToDelete = -1
      ;(info as { firstTransactionDate: string | null }).firstTransactionDate = 'überschrieben'
      expect(db.getNeedlessInfo(account.financialAccountId, null)).toEqual(E.right(expected))
    }
  })

  it('answers what the port documents for ids it does not know', () => {
    const db = createMemoryDb({ financialAccounts: [] }, clock)
    expect(db.getFinancialAccount('fa-x')).toEqual(
      E.left({ status: 404, issues: [{ i18nKey: 'BANKING_ACCOUNT_NOT_FOUND', source: 'financialAccountId' }] }),
    )
    expect(db.getFinancialContact('fc-x')).toEqual(
      E.left({ status: 404, issues: [{ i18nKey: 'banking.contactNotFound', source: 'financialContactId' }] }),
    )
  })
})
