/**
 * The memory db kept in its store, case by case (persistence.ts; the model-based test and the failing writes:
 * tests/src/contract/demo-store.test.ts): no PIN or TAN reaches the store, a store whose values do not read back or
 * whose format is a later one is set aside for the seed (said once), the localStorage text of earlier versions is
 * carried over once (or set aside, said once) and removed. CSV import jobs after a reload:
 * persistence-csv-import.test.ts.
 */
import { fixedClock } from '@kontor/core'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryDb } from './create-db.ts'
import type { MemoryDb, MemoryRecordStore, MemorySeed, MemoryTextStorage } from './db.ts'
import type { MemoryStoreMessage } from './record-store.ts'
import { encodeStoredSnapshot } from './snapshot.ts'
import { createTestChannels, createTestIndexedDb } from './testing.ts'
import { right } from '../test-kit.ts'

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'))

/** Every secret the calls below send carries this word: the store must never hold it. */
const SECRET = 'GEHEIM'

const seed: MemorySeed = {
  financialAccounts: [{ financialAccountId: 'fa-1', name: 'Girokonto', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [] }],
  financialContacts: [{ financialContactId: 'fc-1', bankCode: '10050000', readyToUse: true, savePinEnabled: false, userIdValues: ['seed-user'] }],
  banks: [{ bankCode: '10050000', bankName: 'Testbank', bic: 'BELADEBEXXX', onlinebankingSupported: true, userIdLabel: 'Anmeldename' } as never],
  bankBehaviour: { pinBankCodes: [], loginTimeoutBankCodes: [], paypalMerchantId: 'M-TEST' },
}

const names = (db: MemoryDb) => db.listFinancialAccounts({}).map((a) => a.name)

/** Everything the store holds, values and every part's records, as one text to search. */
const storedText = async (store: MemoryRecordStore): Promise<string> => {
  const values = await store.readValues()
  const records = await Promise.all([...values.keys()].map((part) => store.readRecords(part)))
  return JSON.stringify([[...values], records])
}

/** A text storage in a variable (localStorage or sessionStorage of one tab). */
const textStorage = (initial: string | null = null): MemoryTextStorage & { text: string | null } => {
  const storage = {
    text: initial,
    read: () => storage.text,
    write: (text: string) => {
      storage.text = text
    },
    remove: () => {
      storage.text = null
    },
  }
  return storage
}

/** A db over a fresh database that has made `change`, written, and the database's stores to open again. */
const storedAfter = async (change: (db: MemoryDb) => void) => {
  const idb = createTestIndexedDb()
  const db = createMemoryDb(seed, clock, { store: idb.open() })
  await db.storeReady()
  change(db)
  await db.storeSettled()
  return idb
}

describe('no PIN or TAN reaches the store', () => {
  it('logins, their accounts and online-banking data keep only whether a PIN is saved', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    const db = createMemoryDb(seed, clock, { store })
    await db.storeReady()
    const pin = `${SECRET}-PIN`
    const contact = right(db.createFinancialContact({ bankCode: '10050000', userIdValues: ['neu'], pin, savePinEnabled: true }, {}))
    right(db.updateFinancialContact(contact.financialContactId, { pin, savePinEnabled: true }))
    db.listOnlineBankingAccounts('fc-1', { accountType: null, reconnectFinancialAccountId: null, pin })
    db.updateOnlineBankingData('fc-1', 'fa-1', { pin, tan: `${SECRET}-TAN` })
    await db.storeSettled()
    const stored = await storedText(store)
    expect(stored).toContain('neu')
    expect(stored).not.toContain(SECRET)
  })

  it('drops a PIN or TAN written into the store by hand: it never becomes state, nor is it written back', async () => {
    const idb = await storedAfter((db) => void db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))
    const store = idb.open()
    const values = await store.readValues()
    await store.write({
      values: [
        ['accounts', (values.get('accounts') as object[]).map((a) => ({ ...a, pin: `${SECRET}-1` }))],
        ['contacts', [{ wire: { financialContactId: 'fc-x', pin: `${SECRET}-2` }, pinSaved: true, tan: `${SECRET}-3` }]],
      ],
      replacedParts: [],
      puts: [],
      deletes: [],
      dropped: [],
    })
    const db = createMemoryDb(seed, clock, { store: idb.open() })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto', 'Neu'])
    expect(JSON.stringify(db.snapshot())).not.toContain(SECRET)
    db.createFinancialAccount({ name: 'Danach', type: 'GIRO' })
    db.createFinancialContact({ bankCode: '10050000', userIdValues: ['danach'], pin: 'x', savePinEnabled: false }, {})
    await db.storeSettled()
    const stored = await storedText(store)
    expect(stored).toContain('Danach')
    expect(stored).not.toContain(SECRET)
  })
})

describe('a stored state that cannot be read', () => {
  type Tamper = (values: ReadonlyMap<string, unknown>) => ReadonlyArray<readonly [string, unknown]>
  const accountsOf = (values: ReadonlyMap<string, unknown>) => values.get('accounts') as Array<Record<string, unknown>>

  it.each<[string, Tamper, 'unreadable' | 'outdated']>([
    ['an account without a name', () => [['accounts', [{ financialAccountId: 'x', type: 'GIRO' }]]], 'unreadable'],
    ['an amount that is no amount', (v) => [['accounts', accountsOf(v).map((a) => ({ ...a, balance: 'viel' }))]], 'unreadable'],
    ['two accounts with one id', (v) => [['accounts', [...accountsOf(v), accountsOf(v)[0]]]], 'unreadable'],
    ['a broken counter', () => [['nextId', -3]], 'unreadable'],
    ['no JSON-like value at all', () => [['hub', 42]], 'unreadable'],
    ['a meta that is no meta', () => [['meta', 'format 1']], 'unreadable'],
    ['a later format', () => [['meta', { format: 99 }]], 'outdated'],
  ])('starts from the seed when the store holds %s, says so once and stores the seed', async (_what, tamper, problem) => {
    const idb = await storedAfter((db) => void db.createFinancialAccount({ name: 'Neu', type: 'GIRO' }))
    const store = idb.open()
    await store.write({ values: tamper(await store.readValues()), replacedParts: [], puts: [], deletes: [], dropped: [] })
    const discarded = vi.fn()
    const db = createMemoryDb(seed, clock, { store: idb.open(), onStoredStateDiscarded: discarded })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto'])
    expect(names(db)).toEqual(['Girokonto'])
    await db.storeSettled()
    expect(discarded.mock.calls).toEqual([[problem]])
    // The store holds the seed now; a later reload has nothing to report.
    expect(await storedText(store)).not.toContain('Neu')
    const later = vi.fn()
    const again = createMemoryDb(seed, clock, { store: idb.open(), onStoredStateDiscarded: later })
    await again.storeReady()
    expect(names(again)).toEqual(['Girokonto'])
    expect(later).not.toHaveBeenCalled()
  })

  it('values without a meta (no store of ours) are set aside too', async () => {
    const idb = createTestIndexedDb()
    await idb.open().write({ values: [['accounts', []]], replacedParts: [], puts: [], deletes: [], dropped: [] })
    const discarded = vi.fn()
    const db = createMemoryDb(seed, clock, { store: idb.open(), onStoredStateDiscarded: discarded })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto'])
    expect(discarded.mock.calls).toEqual([['unreadable']])
  })
})

describe('the localStorage text of earlier versions', () => {
  const legacyText = () => {
    const db = createMemoryDb(seed, clock)
    db.createFinancialAccount({ name: 'Von früher', type: 'GIRO' })
    return encodeStoredSnapshot(db.snapshot())
  }

  it('is carried over once, then removed: the next reload reads the store', async () => {
    const idb = createTestIndexedDb()
    const legacy = textStorage(legacyText())
    const discarded = vi.fn()
    const db = createMemoryDb(seed, clock, { store: idb.open(), legacy, onStoredStateDiscarded: discarded })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto', 'Von früher'])
    await db.storeSettled()
    expect(legacy.text).toBeNull()
    expect(discarded).not.toHaveBeenCalled()
    db.createFinancialAccount({ name: 'Danach', type: 'GIRO' })
    await db.storeSettled()
    const reloaded = createMemoryDb(seed, clock, { store: idb.open(), legacy })
    await reloaded.storeReady()
    expect(names(reloaded)).toEqual(['Girokonto', 'Von früher', 'Danach'])
  })

  it('is not carried over a store that already holds a state', async () => {
    const idb = await storedAfter((db) => void db.createFinancialAccount({ name: 'Im Store', type: 'GIRO' }))
    const legacy = textStorage(legacyText())
    const db = createMemoryDb(seed, clock, { store: idb.open(), legacy })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto', 'Im Store'])
  })

  it.each([
    ['no JSON', '{"version":2,"accou', 'unreadable'],
    ['JSON, but no object', '42', 'unreadable'],
    ['of another version', '{"version":0,"accounts":[]}', 'outdated'],
  ] as const)('is set aside when it is %s: the seed, said once, the text removed', async (_what, text, problem) => {
    const idb = createTestIndexedDb()
    const legacy = textStorage(text)
    const discarded = vi.fn()
    const db = createMemoryDb(seed, clock, { store: idb.open(), legacy, onStoredStateDiscarded: discarded })
    await db.storeReady()
    expect(names(db)).toEqual(['Girokonto'])
    expect(discarded.mock.calls).toEqual([[problem]])
    expect(legacy.text).toBeNull()
    const later = vi.fn()
    const again = createMemoryDb(seed, clock, { store: idb.open(), legacy, onStoredStateDiscarded: later })
    await again.storeReady()
    expect(later).not.toHaveBeenCalled()
  })
})

describe('the sensitive values', () => {
  it('go to the sensitive place only, never to the store or the legacy text', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    const sensitive = textStorage()
    const legacy = textStorage()
    const db = createMemoryDb({ ...seed, hub: { accountState: { noAccountYet: true } } }, clock, { store, sensitive, legacy })
    await db.storeReady()
    right(db.savePerson({ firstName: 'Lena', lastName: 'Lehmann', mobileNumber: '01761234564', taxNumber: '86095742719' }))
    await db.storeSettled()
    expect(await storedText(store)).toContain('Lehmann')
    expect(await storedText(store)).not.toContain('86095742719')
    expect(legacy.text).toBeNull()
    expect(sensitive.text).toContain('86095742719')
  })
  it('a tab that reads another tab\'s onboarding change writes nothing back: two open tabs fall quiet (no endless messages)', async () => {
    const idb = createTestIndexedDb()
    const channels = createTestChannels()
    const heard: MemoryStoreMessage[] = []
    const tab = (name: string) => {
      const channel = channels.open()
      channel.subscribe((message) => void heard.push(message))
      return createMemoryDb({ ...seed, hub: { accountState: { noAccountYet: true } } }, clock, { store: idb.open(), channel, sensitive: textStorage(), onChangedElsewhere: () => void calls.push(name) })
    }
    const calls: string[] = []
    const first = tab('first')
    const second = tab('second')
    await Promise.all([first.storeReady(), second.storeReady()])
    right(first.savePerson({ firstName: 'Lena', lastName: 'Lehmann', mobileNumber: '01761234564', taxNumber: '86095742719' }))
    await first.storeSettled()
    const quiet = async () => {
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        await Promise.all([first.storeSettled(), second.storeSettled()])
      }
    }
    await quiet()
    expect(calls).toEqual(['second'])
    // The screens read again after the news (any call): the onboarding merged with this tab's own values is no change.
    second.listFinancialAccounts({})
    first.listFinancialAccounts({})
    await quiet()
    expect(heard.filter((m) => m.kind === 'changed').length).toBe(1)
    expect(calls).toEqual(['second'])
  })
})

describe('changes on their way to the store (the demo asks before a page with them closes)', () => {
  it('are said from the write\'s start to its end, once per run of writes, and a call that changes nothing says nothing', async () => {
    const idb = createTestIndexedDb()
    const storing: boolean[] = []
    const db = createMemoryDb(seed, clock, { store: idb.open(), onStoringChanged: (on) => storing.push(on) })
    await db.storeReady()
    // The first call writes the whole state once.
    db.listFinancialAccounts({})
    await db.storeSettled()
    expect(storing).toEqual([true, false])
    storing.length = 0
    db.listFinancialAccounts({})
    await db.storeSettled()
    expect(storing).toEqual([])
    db.createFinancialAccount({ name: 'Neu', type: 'GIRO' })
    db.createFinancialAccount({ name: 'Noch eins', type: 'GIRO' })
    await Promise.resolve()
    await Promise.resolve()
    expect(storing).toEqual([true])
    await db.storeSettled()
    expect(storing).toEqual([true, false])
  })

  it('end with a failed write too (the header then says that changes are not kept)', async () => {
    const idb = createTestIndexedDb()
    const store = idb.open()
    let failing = false
    const failingStore: MemoryRecordStore = { ...store, write: (write) => (failing ? Promise.reject(new Error('QuotaExceededError')) : store.write(write)) }
    const storing: boolean[] = []
    const keeping: boolean[] = []
    const db = createMemoryDb(seed, clock, { store: failingStore, onStoringChanged: (on) => storing.push(on), onKeepingChanged: (on) => keeping.push(on) })
    await db.storeReady()
    await db.storeSettled()
    storing.length = 0
    failing = true
    db.createFinancialAccount({ name: 'Neu', type: 'GIRO' })
    await db.storeSettled()
    expect(storing).toEqual([true, false])
    expect(keeping).toEqual([false])
  })
})
