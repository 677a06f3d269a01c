/**
 * The demo keeps its data in IndexedDB (issue 10, item 1; issue 24): a reload (a new backend over the same database)
 * finds an added account, "Demo zurücksetzen" in the header brings back the demo organisation and says so, a stored
 * state that cannot be used ends in the demo organisation with one German notice in the header, another tab's writes
 * make the pages read again, and no PIN is stored (through the add-account wizard too). What needs Chromium (tabs, a
 * real reload, a full storage, the question before leaving) is in tests/src/e2e/demo-persistence.e2e.test.ts.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { fixedClock, type Backend } from '@kontor/core'
import { demoFinancialAccounts } from '@kontor/fixtures'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AddAccountWizardDialog } from '../features/add-account/AddAccountWizardDialog.tsx'
import { installFakeIndexedDbGlobals } from '../test/fake-indexeddb.ts'
import { renderApp, renderInStore, TEST_NOW } from '../test/render-app.tsx'
import { enterText, setupRealTimersUser } from '../test/user.ts'
import { createBackend } from './backend.ts'
import { DEMO_STATE_DATABASE_NAME, DEMO_STATE_STORAGE_KEY } from './constants.ts'
import { browserDemoStorage, createDemoStorage, sensitiveKeyOf, type DemoBrowser, type DemoStorage, type DemoStoreChannel, type DemoStoreMessage } from './demo-storage.ts'
import { DEMO_TEXTS } from './demo-texts.ts'
import { DemoReset } from './DemoReset.tsx'
import { createWorkerDemoBackend } from './demo-worker-backend.ts'
import { startDemoWorker } from './demo-worker-start.ts'
import { standInWorker } from '../test/demo-worker-stand-in.ts'


installFakeIndexedDbGlobals()

const clock = fixedClock(TEST_NOW)
/** The demo in this thread, as the UI's tests and a page without workers run it. */
const inThisThread = (demo: DemoStorage): Backend => createBackend({ mode: 'memory' }, clock, demo)

/** The demo in its worker (demo-worker-backend.ts), as the app runs it: the worker joins the tabs' channel. */
const inItsWorker = (demo: DemoStorage): Backend =>
  createWorkerDemoBackend(clock, demo.port, () => startDemoWorker(demo.port, () => standInWorker(demo.port.indexedDb, () => demo.port.channel).worker)).backend

let demoBackendIn = inThisThread

const accountNames = async (backend: Backend): Promise<ReadonlyArray<string>> => {
  const result = await backend.banking.listFinancialAccounts({})()
  if (E.isLeft(result)) throw new Error('the demo answers the account list')
  return result.right.map((a) => a.name)
}

const addAccount = async (backend: Backend, name: string) => {
  const result = await backend.banking.createFinancialAccount({ name, type: 'GIRO' })()
  expect(E.isRight(result)).toBe(true)
}

const SEED_NAMES = demoFinancialAccounts.map((a) => a.name)

/** Valid values of the onboarding's sensitive fields (core's rules accept them). */
const SENSITIVE = { taxNumber: '86095742719', taxIdentificationNumber: '47036892816', vatId: 'DE136695976', businessTaxNumber: '143/815/08155' } as const

/** Channels between the tabs of one test, as BroadcastChannel joins tabs: a message reaches every other tab, later. */
const testChannels = () => {
  const tabs = new Set<Set<(message: DemoStoreMessage) => void>>()
  return (): DemoStoreChannel => {
    const listeners = new Set<(message: DemoStoreMessage) => void>()
    tabs.add(listeners)
    return {
      post: (message) => {
        for (const other of tabs) if (other !== listeners) for (const listener of other) setTimeout(() => listener(structuredClone(message)), 0)
      },
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  }
}

/** One browser profile per test: its own IndexedDB, the page's local and session storage, channels between its tabs. */
let indexedDb: { readonly indexedDB: IDBFactory; readonly IDBKeyRange: typeof IDBKeyRange }
let channel: () => DemoStoreChannel
const browser = (overrides: Partial<DemoBrowser> = {}): DemoBrowser => ({
  indexedDb: () => indexedDb,
  localStorage: () => localStorage,
  sessionStorage: () => sessionStorage,
  channel,
  storageManager: () => undefined,
  page: () => undefined,
  ...overrides,
})

/** Everything the demo's database holds (values and records), as one text to search; '' before anything is stored. */
const storedText = async (factory: IDBFactory = indexedDb.indexedDB, name = DEMO_STATE_DATABASE_NAME): Promise<string> => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    if (!db.objectStoreNames.contains('values')) return ''
    const tx = db.transaction(['values', 'records'])
    const all = (store: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = tx.objectStore(store).getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    return JSON.stringify(await Promise.all([all('values'), all('records')]))
  } finally {
    db.close()
  }
}

/** Puts `value` under `key` among the stored values (a state damaged or written by a later version). */
const putStoredValue = async (key: string, value: unknown): Promise<void> => {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDb.indexedDB.open(DEMO_STATE_DATABASE_NAME)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('values', 'readwrite')
    tx.objectStore('values').put(value, key)
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
  })
  db.close()
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  indexedDb = { indexedDB: new IDBFactory(), IDBKeyRange }
  channel = testChannels()
})

describe.each([
  ['in this thread', inThisThread],
  ['in its worker', inItsWorker],
])('demo storage, the backend %s', (_where, backendIn) => {
  beforeEach(() => {
    demoBackendIn = backendIn
  })

  it('keeps an added account across a reload; the reset brings back the demo organisation and says so', async () => {
    const demo = createDemoStorage(browser())
    await addAccount(demoBackendIn(demo), 'Neues Konto')
    await waitFor(async () => expect(await storedText()).toContain('Neues Konto'))

    const reloaded = demoBackendIn(createDemoStorage(browser()))
    expect(await accountNames(reloaded)).toEqual([...SEED_NAMES, 'Neues Konto'])

    await demo.reset()
    expect(demo.status()).toEqual({ notice: { kind: 'reset', id: 1 }, revision: 1, keeping: true })
    // The other tab hears of the reset.
    await waitFor(async () => expect(await accountNames(reloaded)).toEqual(SEED_NAMES))
    expect(await storedText()).not.toContain('Neues Konto')
  })

  it('never stores a PIN: a login with a saved PIN keeps only that one is saved', async () => {
    const backend = demoBackendIn(createDemoStorage(browser()))
    const created = await backend.banking.createFinancialContact({
      bankCode: '10050000',
      userIdValues: ['neu-im-test'],
      pin: btoa('GEHEIM-4711'),
      savePinEnabled: true,
    })()
    expect(E.isRight(created)).toBe(true)
    await waitFor(async () => expect(await storedText()).toContain('neu-im-test'))
    const stored = await storedText()
    expect(stored).not.toContain(btoa('GEHEIM-4711'))
    expect(stored).not.toContain('GEHEIM')
  })

  it('never stores a tax id, VAT id or identification in IndexedDB: they stay in this tab\'s sessionStorage and come back on a reload', async () => {
    const demoIn = () => createDemoStorage(browser())
    const backend = demoBackendIn(demoIn())
    const person = await backend.onboarding.savePerson({
      firstName: 'Lena',
      lastName: 'Lehmann',
      mobileNumber: '01761234567',
      taxNumber: SENSITIVE.taxNumber,
      taxIdentificationNumber: SENSITIVE.taxIdentificationNumber,
      vatRegistrationId: SENSITIVE.vatId,
      vatNumber: SENSITIVE.vatId,
    })()
    if (E.isLeft(person)) throw new Error('the demo saves the person')
    const business = await backend.onboarding.saveBusiness({ name: 'Lehmann GmbH', taxIdentificationNumber: SENSITIVE.businessTaxNumber, vatNumber: SENSITIVE.vatId })()
    expect(E.isRight(business)).toBe(true)
    const identification = await backend.onboarding.createIdentification(person.right.id)()
    if (E.isLeft(identification)) throw new Error('the demo starts an identification')

    await waitFor(async () => expect(await storedText()).toContain('Lehmann GmbH'))
    const stored = await storedText()
    expect(stored).toContain('Lehmann')
    for (const value of [...Object.values(SENSITIVE), identification.right.id]) expect(stored).not.toContain(value)
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem(sensitiveKeyOf(DEMO_STATE_STORAGE_KEY))).toContain(SENSITIVE.taxNumber)

    const reloadedDemo = demoIn()
    const reloaded = await demoBackendIn(reloadedDemo).onboarding.getPerson(person.right.id)()
    expect(reloaded).toEqual(E.right(expect.objectContaining({ taxNumber: SENSITIVE.taxNumber, vatRegistrationId: SENSITIVE.vatId })))
    await reloadedDemo.reset()
    expect(sessionStorage.getItem(sensitiveKeyOf(DEMO_STATE_STORAGE_KEY))).toBeNull()
  })

  it.each([
    ['a damaged localStorage text of an earlier version', '{"version":2,"accounts":[{"name":', 'discardedUnreadable'],
    ['a localStorage text of another version', '{"version":0,"accounts":[]}', 'discardedOutdated'],
  ] as const)('starts from the demo organisation when the stored state is %s, says so once and removes the text', async (_what, stored, kind) => {
    localStorage.setItem(DEMO_STATE_STORAGE_KEY, stored)
    const demo = createDemoStorage(browser())
    const backend = demoBackendIn(demo)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(demo.status().notice).toEqual({ kind, id: 1 })
    expect(localStorage.getItem(DEMO_STATE_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ['damaged', 'accounts', 'kaputt', 'discardedUnreadable'],
    ['of a later version', 'meta', { format: 99 }, 'discardedOutdated'],
  ] as const)('starts from the demo organisation when the stored database is %s and says so once', async (_what, key, value, kind) => {
    await addAccount(demoBackendIn(createDemoStorage(browser())), 'Neues Konto')
    await waitFor(async () => expect(await storedText()).toContain('Neues Konto'))
    await putStoredValue(key, value)
    const demo = createDemoStorage(browser())
    const backend = demoBackendIn(demo)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(demo.status().notice).toEqual({ kind, id: 1 })
    // A later reload finds the seed and has nothing to report.
    await waitFor(async () => expect(await storedText()).not.toContain('Neues Konto'))
    const later = createDemoStorage(browser())
    expect(await accountNames(demoBackendIn(later))).toEqual(SEED_NAMES)
    expect(later.status().notice).toBeNull()
  })

  it('counts another tab\'s writes, and announces another tab\'s reset', async () => {
    const other = createDemoStorage(browser())
    const otherBackend = demoBackendIn(other)
    const demo = createDemoStorage(browser())
    const backend = demoBackendIn(demo)
    // Both tabs' backends are loaded (and listen to the channel).
    await accountNames(otherBackend)
    await accountNames(backend)
    // The tabs' first writes (each writes the seed once) are heard before counting starts.
    await waitFor(async () => expect(await storedText()).toContain(SEED_NAMES[0] ?? ''))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const base = demo.status().revision
    expect(demo.status().notice).toBeNull()
    const seen: number[] = []
    const stop = demo.subscribe(() => seen.push(demo.status().revision))
    await addAccount(otherBackend, 'Anderer Tab')
    await waitFor(() => expect(demo.status().revision).toBe(base + 1))
    expect(demo.status()).toEqual({ notice: null, revision: base + 1, keeping: true })
    expect(await accountNames(backend)).toEqual([...SEED_NAMES, 'Anderer Tab'])
    await other.reset()
    await waitFor(() => expect(demo.status()).toEqual({ notice: { kind: 'resetElsewhere', id: 1 }, revision: base + 2, keeping: true }))
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    stop()
    await addAccount(otherBackend, 'Noch einer')
    await waitFor(() => expect(demo.status().revision).toBe(base + 3))
    expect(seen).toEqual([base + 1, base + 2])
  })

  it('asks before the page unloads only while changes are on their way to IndexedDB', async () => {
    const page = new EventTarget()
    const guards: boolean[] = []
    const asks = () => {
      const event = new Event('beforeunload', { cancelable: true })
      page.dispatchEvent(event)
      return event.defaultPrevented
    }
    const demo = createDemoStorage(browser({ page: () => page as unknown as Window }))
    const port = { ...demo.port, onStoringChanged: (storing: boolean) => (guards.push(storing), demo.port.onStoringChanged(storing), guards.push(asks())) }
    const backend = demoBackendIn({ ...demo, port })
    await addAccount(backend, 'Unterwegs')
    await waitFor(async () => expect(await storedText()).toContain('Unterwegs'))
    await waitFor(() => expect(guards.at(-2)).toBe(false))
    // Each run of writes: on (the question is asked), then off (it is not).
    expect(guards.length % 4).toBe(0)
    for (let i = 0; i < guards.length; i += 4) expect(guards.slice(i, i + 4)).toEqual([true, true, false, false])
    expect(asks()).toBe(false)
  })

  it('goes on without storing where IndexedDB and localStorage are refused, and says that it keeps nothing', async () => {
    const refused = () => {
      throw new Error('SecurityError')
    }
    const demo = createDemoStorage(browser({ indexedDb: () => undefined, localStorage: refused, sessionStorage: refused, channel: () => undefined }))
    const backend = demoBackendIn(demo)
    await addAccount(backend, 'Nur im Speicher')
    expect(await accountNames(backend)).toEqual([...SEED_NAMES, 'Nur im Speicher'])
    expect(demo.status().keeping).toBe(false)
    await expect(demo.reset()).resolves.toBeUndefined()
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
  })
})

describe('"Demo zurücksetzen" in the header', () => {
  it('asks first, then brings back the demo organisation on the hub and announces it', async () => {
    const user = userEvent.setup()
    const backend = demoBackendIn(browserDemoStorage)
    await addAccount(backend, 'Neues Konto')
    // The new account has no usage yet: the profile-type dialog would ask about it first (this file clears the
    // storage, and with it the set-up's "seen today"). Seen today, as that dialog is not this test's.
    for (const organisation of ['default', 'normal']) localStorage.setItem(`kontor.profileTypeDialog.lastAppearance.${organisation}`, TEST_NOW.toISOString())
    renderApp(backend)
    await user.click(await screen.findByRole('tab', { name: /^Aktiv \(7\)/ }))

    await user.click(screen.getByRole('button', { name: DEMO_TEXTS.resetButton }))
    const confirm = await screen.findByRole('alertdialog', { name: DEMO_TEXTS.resetTitle })
    expect(within(confirm).getByText(DEMO_TEXTS.resetQuestion)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: DEMO_TEXTS.resetConfirm }))

    const notice = await screen.findByText(DEMO_TEXTS.resetDone)
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull()
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Aktiv \(6\)/ })).toBeTruthy())
    // The app's demo storage: the page's IndexedDB (fake-indexeddb's global one here).
    await waitFor(async () => expect(await storedText(globalThis.indexedDB)).not.toContain('Neues Konto'))
    await act(async () => undefined)
  })
})

describe('the header on a stored state set aside', () => {
  it.each([
    // A text a user might leave under the old localStorage key: JSON, but no state the demo can read.
    ['a localStorage text changed by hand', DEMO_TEXTS.discardedUnreadable, () => localStorage.setItem(DEMO_STATE_STORAGE_KEY, '{"accounts":[{"name":"Manipuliert"}]}')],
    [
      'a database of a later version',
      DEMO_TEXTS.discardedOutdated,
      async () => {
        await addAccount(inItsWorker(createDemoStorage(browser())), 'Aus der Zukunft')
        await waitFor(async () => expect(await storedText()).toContain('Aus der Zukunft'))
        await putStoredValue('meta', { format: 999 })
      },
    ],
  ] as const)('%s: the demo organisation, and the header says so in its live region', async (_what, text, storeIt) => {
    await storeIt()
    const demo = createDemoStorage(browser())
    const backend = inItsWorker(demo)
    renderInStore(<DemoReset demo={demo} />, backend)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    const notice = await screen.findByText(text)
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull()
    // A notice, not the warning that changes are not kept.
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the add-account wizard over the demo in its worker', () => {
  it('a login with "PIN speichern" stores the user id, never the PIN (nor its base64)', async () => {
    const user = setupRealTimersUser()
    const backend = inItsWorker(createDemoStorage(browser()))
    const onClose = vi.fn()
    renderInStore(<AddAccountWizardDialog start={{ mode: 'standard' }} onClose={onClose} navigateTo={vi.fn()} />, backend)
    // s10 (a new bank is preselected), the bank search, the login.
    await user.click(await screen.findByRole('button', { name: 'Weiter' }))
    await enterText(user, await screen.findByRole('textbox', { name: 'Bank' }), 'Sparkasse KölnBonn')
    await user.click(await screen.findByRole('option', { name: /^Sparkasse KölnBonn/ }))
    await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
    await enterText(user, await screen.findByRole('textbox', { name: 'Benutzerkennung' }), 'pin.pruefung')
    await enterText(user, screen.getByLabelText('PIN'), '97531')
    await user.click(screen.getByRole('checkbox', { name: 'PIN speichern' }))
    await user.click(screen.getByRole('button', { name: 'Verbinden' }))
    const group = await screen.findByRole('group', { name: 'Konten' })
    const addable = within(group).getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).disabled)
    if (addable === undefined) throw new Error('the demo bank offers an account')
    await user.click(addable)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))

    await waitFor(async () => expect(await storedText()).toContain('pin.pruefung'))
    const stored = await storedText()
    expect(stored).not.toContain('97531')
    expect(stored).not.toContain(btoa('97531'))
  })
})
