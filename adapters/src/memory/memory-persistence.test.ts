/**
 * The memory db kept in a storage (the demo across reloads and tabs): snapshot and restore give back the state, a
 * new db over the same storage (a reload, another tab) answers as the old one, a stored state that is not one of
 * this version ends in the seed (reported once), and no PIN or TAN ever reaches the storage.
 */
import { fc, test } from '@fast-check/vitest'
import {
  CSV_IMPORT_STATUS_FAILED,
  CSV_IMPORT_STATUS_FINISHED,
  CSV_IMPORT_STATUS_ONGOING,
  fixedClock,
  toCsvUploadRequest,
  type FinancialAccountWire,
} from '@kontor/core'
import { bankInfoArbitrary, financialAccountWireArbitrary, localDateArbitrary } from '@kontor/core/testing'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it, vi } from 'vitest'
import { CSV_IMPORT_FAILING_FILE_NAME_MARK, CSV_IMPORT_ONGOING_READS, MEMORY_SNAPSHOT_VERSION } from './constants.ts'
import { createHubState } from './memory-hub-state.ts'
import { createOnboardingState } from './memory-onboarding-state.ts'
import { createMemoryDb, type MemoryDb, type MemorySeed, type MemoryStateStorage } from './memory-db.ts'
import { MemorySnapshotCodec, decodeStoredSnapshot, encodeStoredSnapshot } from './memory-snapshot.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))
const TODAY = '2026-11-20'

/** Every secret the calls below send carries this word: the storage must never hold it. */
const SECRET = 'GEHEIM'

/** A storage in a variable, as localStorage is one per origin: every db over it sees what the others wrote. */
const memoryStorage = (initial: string | null = null) => {
  let text = initial
  const storage: MemoryStateStorage & { readonly clear: () => void; readonly text: () => string | null } = {
    read: () => text,
    write: (next) => {
      text = next
    },
    clear: () => {
      text = null
    },
    text: () => text,
  }
  return storage
}

/** A seed with one bank, one ready login that holds the first account, and transactions of every account. */
const seedArbitrary: fc.Arbitrary<MemorySeed> = fc
  .record({
    financialAccounts: fc.uniqueArray(financialAccountWireArbitrary, { minLength: 1, maxLength: 4, selector: (a) => a.financialAccountId }),
    bank: bankInfoArbitrary.map((b) => ({ ...b, onlinebankingSupported: true, userIdLabel: 'Anmeldename' })),
    dates: fc.array(fc.tuple(localDateArbitrary.filter((d) => d <= TODAY), fc.boolean()), { maxLength: 4 }),
  })
  .map(({ financialAccounts, bank, dates }) => ({
    financialAccounts: financialAccounts.map((a, i) =>
      i === 0 ? { ...a, iban: a.iban ?? 'DE89370400440532013000', financialContact: { financialContactId: 'fc-seed' } } : a,
    ),
    financialContacts: [
      { financialContactId: 'fc-seed', bankCode: bank.bankCode, readyToUse: true, savePinEnabled: false, userIdValues: ['seed-user'] },
    ],
    banks: [bank],
    transactions: financialAccounts.flatMap((a) =>
      dates.map(([bookingDate, assigned], i) => ({ transactionId: `${a.financialAccountId}-${i}`, financialAccountId: a.financialAccountId, bookingDate, assigned })),
    ),
    bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: 'M-TEST' },
  }))

/** One memory-backend call, its target picked by position among what the db holds when it runs. */
type Call =
  | { readonly kind: 'list' }
  | { readonly kind: 'createManual'; readonly name: string }
  | { readonly kind: 'createPaypal'; readonly merchantId: string }
  | { readonly kind: 'update'; readonly at: number; readonly name: string }
  | { readonly kind: 'delete' | 'deactivate' | 'activate'; readonly at: number }
  | { readonly kind: 'createContact'; readonly user: number; readonly savePin: boolean }
  | { readonly kind: 'updateContact'; readonly at: number; readonly savePin: boolean }
  | { readonly kind: 'addOffered'; readonly at: number }
  | { readonly kind: 'onlineBankingData'; readonly at: number }
  | { readonly kind: 'needless'; readonly at: number; readonly action: 'ignore' | 'delete' }

const callArbitrary: fc.Arbitrary<Call> = fc.oneof(
  fc.constant({ kind: 'list' as const }),
  fc.string({ maxLength: 12 }).map((name) => ({ kind: 'createManual' as const, name })),
  fc.constantFrom('M-1', 'M-2').map((merchantId) => ({ kind: 'createPaypal' as const, merchantId })),
  fc.record({ kind: fc.constant('update' as const), at: fc.nat(), name: fc.string({ maxLength: 12 }) }),
  fc.record({ kind: fc.constantFrom('delete' as const, 'deactivate' as const, 'activate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('createContact' as const), user: fc.nat(3), savePin: fc.boolean() }),
  fc.record({ kind: fc.constant('updateContact' as const), at: fc.nat(), savePin: fc.boolean() }),
  fc.record({ kind: fc.constant('addOffered' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('onlineBankingData' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('needless' as const), at: fc.nat(), action: fc.constantFrom('ignore' as const, 'delete' as const) }),
)

const pick = <A>(items: ReadonlyArray<A>, at: number): A | undefined => items[at % Math.max(items.length, 1)]

/** Runs a call; a refused call is fine (it changes nothing), the state afterwards is what counts. */
const run = (db: MemoryDb, call: Call, bankCode: string): void => {
  const accounts = db.listFinancialAccounts({})
  const contacts = db.listFinancialContacts()
  const account: FinancialAccountWire | undefined = 'at' in call ? pick(accounts, call.at) : undefined
  const contact = 'at' in call ? pick(contacts, call.at) : undefined
  const pin = `${SECRET}-PIN`
  switch (call.kind) {
    case 'list':
      return void db.listFinancialAccounts({})
    case 'createManual':
      return void db.createFinancialAccount({ name: call.name, type: 'GIRO' })
    case 'createPaypal':
      return void db.createFinancialAccount({ name: 'PayPal', type: 'PAYPAL', connectionData: { merchantId: call.merchantId } })
    case 'update':
      return void (account && db.updateFinancialAccount(account.financialAccountId, { name: call.name, type: account.type }))
    case 'delete':
      return void (account && db.deleteFinancialAccount(account.financialAccountId))
    case 'deactivate':
      return void (account && db.deactivateFinancialAccount(account.financialAccountId))
    case 'activate':
      return void (account && db.activateFinancialAccount(account.financialAccountId))
    case 'createContact':
      return void db.createFinancialContact({ bankCode, userIdValues: [`user-${call.user}`], pin, savePinEnabled: call.savePin }, {})
    case 'updateContact':
      return void (contact && db.updateFinancialContact(contact.financialContactId, { pin, savePinEnabled: call.savePin }))
    case 'addOffered': {
      if (contact === undefined) return
      const offers = db.listOnlineBankingAccounts(contact.financialContactId, { accountType: null, reconnectFinancialAccountId: null, pin })
      const offer = E.isRight(offers) ? offers.right.find((o) => o.addable === true) : undefined
      if (offer === undefined) return
      return void db.createContactAccount(contact.financialContactId, { name: 'Angebot', type: 'GIRO', accountNumber: offer.accountNumber ?? null, iban: offer.iban ?? null })
    }
    case 'onlineBankingData': {
      const linked = account?.financialContact?.financialContactId
      if (account === undefined || linked == null) return
      return void db.updateOnlineBankingData(linked, account.financialAccountId, { pin, tan: `${SECRET}-TAN` })
    }
    case 'needless': {
      if (account === undefined) return
      const info = db.getNeedlessInfo(account.financialAccountId, null)
      const start = E.isRight(info) ? info.right.firstTransactionDate ?? TODAY : TODAY
      return void db.applyNeedlessAction(account.financialAccountId, start, call.action)
    }
  }
}

/** What a user of the db can see: every answer of the reading calls. */
const answersOf = (db: MemoryDb) => ({
  accounts: db.listFinancialAccounts({}),
  contacts: db.listFinancialContacts(),
  needless: db.listFinancialAccounts({}).map((a) => db.getNeedlessInfo(a.financialAccountId, null)),
})

const bankCodeOf = (seed: MemorySeed): string => seed.banks?.[0]?.bankCode ?? ''

describe('memory snapshot', () => {
  test.prop([seedArbitrary, fc.array(callArbitrary, { maxLength: 25 })], { numRuns: 60 })(
    'restore(snapshot(state)) is the state, also through the stored text, for any sequence of calls',
    (seed, calls) => {
      const db = createMemoryDb(seed, clock)
      for (const call of calls) run(db, call, bankCodeOf(seed))
      const snapshot = db.snapshot()
      const stored = decodeStoredSnapshot(encodeStoredSnapshot(snapshot))
      expect(stored).toEqual(E.right(snapshot))

      const other = createMemoryDb(seed, clock)
      if (E.isRight(stored)) other.restore(stored.right)
      expect(other.snapshot()).toEqual(snapshot)
      // The restored db goes on exactly as the first one: same answers, and the same ids for what is created next.
      expect(answersOf(other)).toEqual(answersOf(db))
      expect(other.createFinancialAccount({ name: 'Danach', type: 'GIRO' })).toEqual(db.createFinancialAccount({ name: 'Danach', type: 'GIRO' }))
    },
  )

  test.prop([seedArbitrary, fc.array(callArbitrary, { maxLength: 25 })], { numRuns: 60 })(
    'a db over the same storage (a reload, another tab) holds what the first one left, and no PIN or TAN is stored',
    (seed, calls) => {
      const storage = memoryStorage()
      const db = createMemoryDb(seed, clock, { storage })
      for (const call of calls) {
        run(db, call, bankCodeOf(seed))
        expect(storage.text() ?? '').not.toContain(SECRET)
      }
      // Reads change the state too (a busy account counts them down), and a shared storage shares that: compare
      // with a copy in memory only, restored from the first db.
      const expected = createMemoryDb(seed, clock)
      expected.restore(db.snapshot())
      const reloaded = createMemoryDb(seed, clock, { storage })
      expect(reloaded.snapshot()).toEqual(expected.snapshot())
      expect(answersOf(reloaded)).toEqual(answersOf(expected))
    },
  )
})

describe('memory db kept in a storage', () => {
  const seed: MemorySeed = {
    financialAccounts: [{ financialAccountId: 'fa-1', name: 'Girokonto', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }],
  }
  const names = (db: MemoryDb) => db.listFinancialAccounts({}).map((a) => a.name)

  it('shows another tab\'s change on its next call, and the seed again once the storage is cleared (the reset)', () => {
    const storage = memoryStorage()
    const first = createMemoryDb(seed, clock, { storage })
    const second = createMemoryDb(seed, clock, { storage })
    expect(E.isRight(first.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))).toBe(true)
    expect(names(second)).toEqual(['Girokonto', 'Neu'])
    // The second tab's next id does not collide with the first tab's account.
    const created = second.createFinancialAccount({ name: 'Noch eins', type: 'GIRO' })
    expect(names(first)).toEqual(['Girokonto', 'Neu', 'Noch eins'])
    expect(E.isRight(created) && created.right.financialAccountId).not.toBe(first.listFinancialAccounts({})[1]?.financialAccountId)
    storage.clear()
    expect(names(first)).toEqual(['Girokonto'])
    expect(names(second)).toEqual(['Girokonto'])
  })

  const storedWith = (change: (stored: Record<string, unknown>) => unknown): string => {
    const storage = memoryStorage()
    const db = createMemoryDb(seed, clock, { storage })
    db.createFinancialAccount({ name: 'Neu', type: 'GIRO' })
    const stored = JSON.parse(storage.text() ?? '{}') as Record<string, unknown>
    return JSON.stringify(change(stored) ?? stored)
  }

  it.each([
    ['no JSON', () => '{"version":2,"accou', 'unreadable'],
    ['JSON, but no object', () => '42', 'unreadable'],
    ['an earlier version', () => storedWith((s) => ({ ...s, version: 0 })), 'outdated'],
    ['a later version', () => storedWith((s) => ({ ...s, version: MEMORY_SNAPSHOT_VERSION + 1 })), 'outdated'],
    ['no version', () => storedWith(({ version: _version, ...rest }) => rest), 'unreadable'],
    ['an account without a name', () => storedWith((s) => ({ ...s, accounts: [{ financialAccountId: 'x', type: 'GIRO' }] })), 'unreadable'],
    ['an amount that is no amount', () => storedWith((s) => ({ ...s, accounts: (s['accounts'] as object[]).map((a) => ({ ...a, balance: 'viel' })) })), 'unreadable'],
    ['two accounts with one id', () => storedWith((s) => ({ ...s, accounts: [...(s['accounts'] as object[]), (s['accounts'] as object[])[0]] })), 'unreadable'],
    ['a broken counter', () => storedWith((s) => ({ ...s, nextId: -3 })), 'unreadable'],
  ])('starts from the seed when the stored state is %s, says so once and stores the seed', (_what, tampered, problem) => {
    const storage = memoryStorage(tampered())
    const discarded = vi.fn()
    const db = createMemoryDb(seed, clock, { storage, onStoredStateDiscarded: discarded })
    expect(names(db)).toEqual(['Girokonto'])
    expect(names(db)).toEqual(['Girokonto'])
    expect(discarded.mock.calls).toEqual([[problem]])
    expect(decodeStoredSnapshot(storage.text() ?? '')).toEqual(E.right(db.snapshot()))
    // A later tab finds the seed stored and has nothing to report.
    const later = vi.fn()
    expect(names(createMemoryDb(seed, clock, { storage, onStoredStateDiscarded: later }))).toEqual(['Girokonto'])
    expect(later).not.toHaveBeenCalled()
  })

  test.prop([fc.jsonValue()], { numRuns: 200 })('any JSON in the storage ends in a state, never in a crash', (value) => {
    const storage = memoryStorage(JSON.stringify(value))
    const db = createMemoryDb(seed, clock, { storage })
    expect(names(db)).toEqual(['Girokonto'])
  })

  it('drops a PIN or TAN written into the stored state by hand: it never becomes state, nor is it written back', () => {
    const stored = storedWith((s) => ({
      ...s,
      pin: `${SECRET}-1`,
      accounts: (s['accounts'] as object[]).map((a) => ({ ...a, pin: `${SECRET}-2` })),
      contacts: [{ wire: { financialContactId: 'fc-x', pin: `${SECRET}-3` }, pinSaved: true, tan: `${SECRET}-4` }],
    }))
    const storage = memoryStorage(stored)
    const db = createMemoryDb(seed, clock, { storage })
    expect(names(db)).toEqual(['Girokonto', 'Neu'])
    expect(JSON.stringify(db.snapshot().contacts)).not.toContain(SECRET)
    db.createFinancialAccount({ name: 'Danach', type: 'GIRO' })
    expect(storage.text()).not.toContain(SECRET)
  })

  it('goes on in memory when the storage fails', () => {
    const failing: MemoryStateStorage = {
      read: () => {
        throw new Error('SecurityError')
      },
      write: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const db = createMemoryDb(seed, clock, { storage: failing })
    expect(E.isRight(db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))).toBe(true)
    expect(names(db)).toEqual(['Girokonto', 'Neu'])
  })

  it('encodes the busy accounts as pairs and reads them back as a map', () => {
    const transfers = { transfers: [], orders: [], planned: [], executed: [], changeRequests: [] }
    const transactionData = { transactions: [], reservedTransactions: [], vouchers: [], payments: [], postingCategories: [], events: [] }
    const csvImport = { imports: [], profiles: [] }
    const proposalData = { proposals: [], rejectedPairs: [], approvals: [], notifications: [] }
    const hub = createHubState(undefined)
    const onboarding = createOnboardingState(undefined)
    const snapshot = { accounts: [], contacts: [], transactionData, busyReadsLeft: new Map([['fa-1', 2]]), nextId: 3, transfers, csvImport, proposalData, hub, onboarding }
    expect(MemorySnapshotCodec.encode(snapshot)).toEqual({
      version: MEMORY_SNAPSHOT_VERSION,
      accounts: [],
      contacts: [],
      transactionData,
      busyReadsLeft: [['fa-1', 2]],
      nextId: 3,
      transfers,
      csvImport,
      proposalData,
      hub,
      onboarding,
    })
    expect(MemorySnapshotCodec.decode(MemorySnapshotCodec.encode(snapshot))).toEqual(E.right(snapshot))
  })
})

describe('a CSV import kept in the storage (transactions-import-proposals 4: an ONGOING import runs on after a reload)', () => {
  const seed: MemorySeed = { financialAccounts: [] }
  const fileOf = (rows: number): Uint8Array =>
    new TextEncoder().encode(
      `Datum;Name;Verwendungszweck;Betrag\n${Array.from({ length: rows }, (_, i) => `0${(i % 9) + 1}.03.2025;Kunde ${i};Rechnung ${i};-${i + 1},25`).join('\n')}\n`,
    )
  const right = <A>(result: E.Either<unknown, A>): A => {
    if (E.isLeft(result)) throw new Error(`expected an answer, got ${JSON.stringify(result.left)}`)
    return result.right
  }
  const countOf = (db: MemoryDb, accountId: string): number =>
    right(db.listTransactions({ pageNumber: 0, pageSize: 1000, financialAccountIds: [accountId] })).totalElements
  const storedImports = (storage: ReturnType<typeof memoryStorage>): ReadonlyArray<{ readonly pending: ReadonlyArray<{ readonly cells: ReadonlyArray<string> }> }> =>
    (JSON.parse(storage.text() ?? '{}') as { csvImport: { imports: [] } }).csvImport.imports

  test.prop([fc.integer({ min: 1, max: 30 }), fc.nat({ max: CSV_IMPORT_ONGOING_READS }), fc.boolean(), fc.boolean()], { numRuns: 40 })(
    'the job goes on in the reloaded page and writes its rows exactly once, however the pages poll',
    (rows, readsBeforeReload, oldTabPolls, failing) => {
      const storage = memoryStorage()
      const db = createMemoryDb(seed, clock, { storage })
      const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
      const before = countOf(db, financialAccountId)
      const fileName = failing ? `${CSV_IMPORT_FAILING_FILE_NAME_MARK}.csv` : 'umsaetze.csv'
      const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest(fileName, fileOf(rows))))
      const started = right(db.startCsvImport({ fileId, financialAccountId }))
      const id = started.financialTransactionImportId
      let last = started
      for (let i = 0; i < readsBeforeReload && last.status === CSV_IMPORT_STATUS_ONGOING; i++) last = right(db.getCsvImport(id))
      // The stored job holds what it needs to finish, not the file's cells a second time (the demo's failing one aside).
      for (const job of storedImports(storage)) for (const row of job.pending) expect(row.cells.length === 0).toBe(!failing)

      const reloaded = createMemoryDb(seed, clock, { storage })
      expect(right(reloaded.getLastCsvImport(financialAccountId))).toEqual(last)
      let reads = 0
      while (last.status === CSV_IMPORT_STATUS_ONGOING) {
        last = right((oldTabPolls && reads % 2 === 1 ? db : reloaded).getCsvImport(id))
        reads++
        expect(reads).toBeLessThanOrEqual(CSV_IMPORT_ONGOING_READS + 1)
      }
      const written = failing ? 0 : rows
      expect(last).toMatchObject({ status: failing ? CSV_IMPORT_STATUS_FAILED : CSV_IMPORT_STATUS_FINISHED, numberOfTransactions: written })
      // Read again, in both pages and after one more reload: the rows are there once.
      right(db.getCsvImport(id))
      const again = createMemoryDb(seed, clock, { storage })
      expect(right(again.getCsvImport(id)).status).toBe(last.status)
      for (const page of [db, reloaded, again]) expect(countOf(page, financialAccountId)).toBe(before + written)
      expect(storedImports(storage).every((job) => job.pending.length === 0)).toBe(true)
      // A failed import lists every row, with the file's cells, after the reload too.
      const failedCsv = right(again.getFailedImportsCsv(id))
      expect(failedCsv.includes(`Kunde ${rows - 1}`)).toBe(failing)
    },
  )

  it('keeps the profile saved for the account and only the latest ended import of each account', () => {
    const storage = memoryStorage()
    const db = createMemoryDb(seed, clock, { storage })
    const { financialAccountId } = right(db.createFinancialAccount({ name: 'Kasse', type: 'GIRO' }))
    const profile = {
      characterSet: 'UTF-8',
      delimiter: ';',
      quoteCharacter: '"',
      negateAmount: false,
      fieldMappings: [
        { columnIndex: 0, fieldName: 'bookingDate' },
        { columnIndex: 2, fieldName: 'purpose' },
        { columnIndex: 3, fieldName: 'amount' },
      ],
    } as const
    right(db.saveImportProfile(financialAccountId, profile))
    const ids = [1, 2].map(() => {
      const { id: fileId } = right(db.uploadCsvFile(toCsvUploadRequest('umsaetze.csv', fileOf(2))))
      const { financialTransactionImportId } = right(db.startCsvImport({ fileId, financialAccountId }))
      while (right(db.getCsvImport(financialTransactionImportId)).status === CSV_IMPORT_STATUS_ONGOING);
      return financialTransactionImportId
    })
    const reloaded = createMemoryDb(seed, clock, { storage })
    expect(right(reloaded.getImportProfile(financialAccountId))).toEqual(profile)
    expect(right(reloaded.getLastCsvImport(financialAccountId))?.financialTransactionImportId).toBe(ids[1])
    expect(E.isLeft(reloaded.getCsvImport(ids[0] ?? ''))).toBe(true)
    expect(countOf(reloaded, financialAccountId)).toBe(4)
  })
})
