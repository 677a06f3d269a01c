/**
 * The demo keeps its data in localStorage (issue 10, item 1): a reload (a new backend over the same storage) finds an
 * added account, "Demo zurücksetzen" in the header brings back the demo organisation and says so, a stored state that
 * cannot be used ends in the demo organisation with one German notice, another tab's writes make the pages read again.
 */
import { fixedClock, type Backend } from '@kontor/core'
import { demoFinancialAccounts } from '@kontor/fixtures'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/lib/Either.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, TEST_NOW } from '../test/render-app.tsx'
import { createBackend } from './backend.ts'
import { DEMO_STATE_STORAGE_KEY } from './constants.ts'
import { browserDemoStorage, createDemoStorage, type DemoStorage } from './demo-storage.ts'
import { DEMO_TEXTS } from './demo-texts.ts'

const clock = fixedClock(TEST_NOW)
const demoBackendIn = (demo: DemoStorage): Backend => createBackend({ mode: 'memory' }, clock, demo)

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

beforeEach(() => localStorage.clear())

describe('demo storage', () => {
  it('keeps an added account across a reload; the reset brings back the demo organisation and says so', async () => {
    const demo = createDemoStorage(() => localStorage, window)
    await addAccount(demoBackendIn(demo), 'Neues Konto')
    expect(localStorage.getItem(DEMO_STATE_STORAGE_KEY)).toContain('Neues Konto')

    const reloaded = demoBackendIn(createDemoStorage(() => localStorage, window))
    expect(await accountNames(reloaded)).toEqual([...SEED_NAMES, 'Neues Konto'])

    demo.reset()
    expect(demo.status()).toEqual({ notice: { kind: 'reset', id: 1 }, revision: 1 })
    expect(await accountNames(reloaded)).toEqual(SEED_NAMES)
  })

  it('never stores a PIN: a login with a saved PIN keeps only that one is saved', async () => {
    const demo = createDemoStorage(() => localStorage, window)
    const backend = demoBackendIn(demo)
    const created = await backend.banking.createFinancialContact({
      bankCode: '10050000',
      userIdValues: ['neu-im-test'],
      pin: btoa('GEHEIM-4711'),
      savePinEnabled: true,
    })()
    expect(E.isRight(created)).toBe(true)
    const stored = localStorage.getItem(DEMO_STATE_STORAGE_KEY) ?? ''
    expect(stored).toContain('neu-im-test')
    expect(stored).not.toContain(btoa('GEHEIM-4711'))
    expect(stored).not.toContain('GEHEIM')
  })

  it('never stores a tax id, VAT id or identification in localStorage: they stay in this tab\'s sessionStorage and come back on a reload', async () => {
    sessionStorage.clear()
    const demoIn = () => createDemoStorage(() => localStorage, window, DEMO_STATE_STORAGE_KEY, () => sessionStorage)
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

    const stored = localStorage.getItem(DEMO_STATE_STORAGE_KEY) ?? ''
    expect(stored).toContain('Lehmann')
    for (const value of [...Object.values(SENSITIVE), identification.right.id]) expect(stored).not.toContain(value)
    expect(sessionStorage.getItem(`${DEMO_STATE_STORAGE_KEY}.sensitive`)).toContain(SENSITIVE.taxNumber)

    const reloaded = await demoBackendIn(demoIn()).onboarding.getPerson(person.right.id)()
    expect(reloaded).toEqual(E.right(expect.objectContaining({ taxNumber: SENSITIVE.taxNumber, vatRegistrationId: SENSITIVE.vatId })))
    demoIn().reset()
    expect(sessionStorage.getItem(`${DEMO_STATE_STORAGE_KEY}.sensitive`)).toBeNull()
  })

  it.each([
    ['damaged', '{"version":2,"accounts":[{"name":', 'discardedUnreadable'],
    ['from another version', '{"version":0,"accounts":[]}', 'discardedOutdated'],
  ] as const)('starts from the demo organisation when the stored state is %s and says so once', async (_what, stored, kind) => {
    localStorage.setItem(DEMO_STATE_STORAGE_KEY, stored)
    const demo = createDemoStorage(() => localStorage, window)
    const backend = demoBackendIn(demo)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(await accountNames(backend)).toEqual(SEED_NAMES)
    expect(demo.status().notice).toEqual({ kind, id: 1 })
  })

  it('counts another tab\'s writes, and announces another tab\'s reset', () => {
    const demo = createDemoStorage(() => localStorage, window)
    const seen: number[] = []
    const stop = demo.subscribe(() => seen.push(demo.status().revision))
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_STATE_STORAGE_KEY, newValue: '{}' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'anderer-schluessel', newValue: '{}' }))
    expect(demo.status()).toEqual({ notice: null, revision: 1 })
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_STATE_STORAGE_KEY, newValue: null }))
    expect(demo.status()).toEqual({ notice: { kind: 'resetElsewhere', id: 1 }, revision: 2 })
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: DEMO_STATE_STORAGE_KEY, newValue: '{}' }))
    expect(seen).toEqual([1, 2])
  })

  it('goes on without storing where localStorage is refused', async () => {
    const demo = createDemoStorage(() => {
      throw new Error('SecurityError')
    }, undefined)
    const backend = demoBackendIn(demo)
    await addAccount(backend, 'Nur im Speicher')
    expect(await accountNames(backend)).toEqual([...SEED_NAMES, 'Nur im Speicher'])
    expect(() => demo.reset()).not.toThrow()
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
    expect(localStorage.getItem(DEMO_STATE_STORAGE_KEY) ?? '').not.toContain('Neues Konto')
    await act(async () => undefined)
  })
})
