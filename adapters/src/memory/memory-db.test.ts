/** The memory db holds its own copy: neither it nor a caller mutating an answer can change the seed. */
import { fc, test } from '@fast-check/vitest'
import {
  FINANCIAL_ACCOUNT_TYPES,
  fixedClock,
  type FinancialAccountWire,
  type FinancialAccountsQuery,
} from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import {
  bankInfoArbitrary,
  financialAccountWireArbitrary,
  financialContactWireArbitrary,
  localDateArbitrary,
} from '@kontor/core/testing'
import { describe, expect, it } from 'vitest'
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

/** A seed with every collection: contacts, banks and transactions of its accounts as well. */
const fullSeedArbitrary: fc.Arbitrary<MemorySeed> = fc
  .record({
    financialAccounts: fc.uniqueArray(financialAccountWireArbitrary, { maxLength: 5, selector: (a) => a.financialAccountId }),
    financialContacts: fc.uniqueArray(financialContactWireArbitrary, { maxLength: 4, selector: (c) => c.financialContactId }),
    banks: fc.array(bankInfoArbitrary.map((b) => ({ ...b, onlinebankingSupported: true, userIdLabel: 'Anmeldename' })), {
      minLength: 1,
      maxLength: 4,
    }),
    dates: fc.array(fc.tuple(localDateArbitrary, fc.boolean()), { maxLength: 6 }),
  })
  .map(({ financialAccounts, financialContacts, banks, dates }) => ({
    financialAccounts,
    financialContacts,
    banks,
    transactions: financialAccounts.flatMap((a) =>
      dates.map(([bookingDate, assigned], i) => ({ transactionId: `${a.financialAccountId}-${i}`, financialAccountId: a.financialAccountId, bookingDate, assigned })),
    ),
    bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: 'M-TEST' },
  }))

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

/** Every kind of change the db makes, on whatever the seed holds. */
const changeEverything = (seed: MemorySeed) => {
  const db = createMemoryDb(seed, clock)
  const [account] = seed.financialAccounts
  const [contact] = seed.financialContacts ?? []
  const [bank] = seed.banks ?? []
  db.listFinancialAccounts({})
  db.createFinancialAccount({ name: 'Neu', type: 'GIRO' })
  db.createFinancialAccount({ name: 'PayPal', type: 'PAYPAL', connectionData: { merchantId: 'M-NEU' } })
  if (bank !== undefined) db.createFinancialContact({ bankCode: bank.bankCode, userIdValues: ['neu'], pin: 'MTIz', savePinEnabled: true }, {})
  if (contact !== undefined) {
    db.updateFinancialContact(contact.financialContactId, { userIdValues: ['anders'], savePinEnabled: false })
    db.listOnlineBankingAccounts(contact.financialContactId, { accountType: null, reconnectFinancialAccountId: null, pin: 'MTIz' })
    if (account !== undefined) db.updateContactAccount(contact.financialContactId, account.financialAccountId, { name: 'Verbunden', type: 'GIRO' })
  }
  if (account !== undefined) {
    db.applyNeedlessAction(account.financialAccountId, '2026-01-01', 'ignore')
    db.applyNeedlessAction(account.financialAccountId, '2025-01-01', 'delete')
    db.updateFinancialAccount(account.financialAccountId, { name: 'Geändert', type: account.type })
    db.deactivateFinancialAccount(account.financialAccountId)
    db.disconnectFinancialAccount(account.financialAccountId, { ...account, connectionData: {} })
    db.listFinancialAccounts({})
    db.listFinancialAccounts({})
    db.deleteFinancialAccount(account.financialAccountId)
  }
  if (contact !== undefined) db.deleteBankContact(contact.financialContactId)
  return db
}

describe('memory db: every collection', () => {
  test.prop([fullSeedArbitrary], { numRuns: 30 })('never writes to its seed: a deep-frozen seed survives every change', (seed) => {
    const before = structuredClone(seed)
    expect(() => changeEverything(deepFreeze(seed))).not.toThrow()
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
      const info = db.getNeedlessInfo(account.financialAccountId, '2030-01-01')
      const expected = structuredClone(info)
      if (E.isRight(info)) (info.right as { numberOfNeedlessTransactionsToDelete: number }).numberOfNeedlessTransactionsToDelete = -1
      expect(db.getNeedlessInfo(account.financialAccountId, '2030-01-01')).toEqual(expected)
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
