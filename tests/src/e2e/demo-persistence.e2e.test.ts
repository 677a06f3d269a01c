/**
 * The demo keeps its data across reloads and tabs (issue 10, item 1): demo mode, production build, Debian's Chromium.
 * Each test starts with the origin's storage cleared (open()), so from an empty IndexedDB and thus from the demo
 * organisation. The banks used are the demo's (fixtures/src/demo-scenarios.ts): Bankhaus Rautenschlein has no online
 * banking (a manual account), the PayPal stand-in returns at once with merchant id DEMO8PAYPAL77. What needs no
 * browser is in ui/src/app/demo-storage.test.tsx: that no PIN is stored (there a login through the wizard too), that
 * a damaged stored state or one of a later version is set aside for the seed, and the header's German notice saying so.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardNamesOnTab, DEMO_STATE_CHANNEL, chooseBank, demoWorker, inEveryDemoWorker, dialog, LONG_WALK, readDemoState, SLOW, startWizardAtBankSearch, tick, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

const NOT_KEPT = /Änderungen werden zurzeit nicht gespeichert/
const KEPT_AGAIN = 'Die Demo speichert Ihre Änderungen wieder.'
const RESET_DONE = 'Die Demo wurde auf die Beispieldaten zurückgesetzt.'
const RESET_ELSEWHERE = 'Die Demo wurde in einem anderen Tab auf die Beispieldaten zurückgesetzt.'

/** A second tab of the test's context (same origin, same storage) on the hub. */
const openSecondTab = async (): Promise<Page> => {
  const page = await session.openTab('/hub')
  await waitForHub(page)
  return page
}

const activeNames = (page: Page) => cardNamesOnTab(page, /^Aktiv/)

/** The count in a tab's name, e.g. 6 for 'Aktiv (6)'. */
const activeCount = async (page: Page): Promise<number> =>
  Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name: /^Aktiv/ }).textContent()) ?? '')?.[1] ?? NaN)

/** The wizard's steps here: the focus is not waited for. */
const WITHOUT_FOCUS = { focused: false }

/** Fills the wizard for an account without connection and presses "Konto anlegen"; the call may still run. */
const requestManualAccount = async (page: Page, name: string) => {
  await startWizardAtBankSearch(page, WITHOUT_FOCUS)
  await chooseBank(page, '27131300', /BLZ 27131300/)
  const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
  if (await withoutConnection.isVisible()) await withoutConnection.click()
  const nameField = dialog(page).getByRole('textbox', { name: 'Kontoname' })
  await nameField.waitFor(SLOW)
  await nameField.fill(name)
  await dialog(page).getByRole('button', { name: 'Konto anlegen' }).click()
}

/** Adds a manual account at Bankhaus Rautenschlein (no online banking), as a new user would. */
const addManualAccount = async (page: Page, name: string) => {
  await requestManualAccount(page, name)
  await dialog(page).waitFor({ state: 'detached', ...SLOW })
}

/** Starts the PayPal connection; the demo's stand-in sends the user back at once, and the wizard goes on there. */
const connectPaypal = async (page: Page) => {
  await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
  await tick(dialog(page).getByRole('radio', { name: 'PayPal-Konto verbinden' }))
  await dialog(page).getByRole('button', { name: 'Weiter' }).click()
  await dialog(page).getByRole('heading', { name: 'PayPal verbinden' }).waitFor(SLOW)
  await dialog(page).getByRole('button', { name: 'Weiter zu PayPal' }).click()
  await page.waitForURL(/\/hub\/paypal\/referral\?/, SLOW)
}

/** Flags the shims below read in the demo's worker (a worker has no sessionStorage): set with `setWorkerFlag`. */
type ShimFlags = { kontorE2e?: { full?: boolean; slow?: boolean; shimmed?: Set<string> } }

/** Makes every IndexedDB write of the demo's worker fail as a full storage does, while its flag `full` is set. */
const QUOTA_SHIM = () => {
  const scope = globalThis as ShimFlags
  const flags = (scope.kontorE2e ??= {})
  if ((flags.shimmed ??= new Set()).has('quota')) return
  flags.shimmed.add('quota')
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    if (flags.full === true) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    return put.apply(this, args)
  }
}

/**
 * Holds back the news that an IndexedDB write is done while the worker's flag `slow` is set (the write itself is
 * kept): the page then has changes on their way, as during a 5 MB import's 40,000 records.
 */
const SLOW_WRITE_SHIM = () => {
  const scope = globalThis as ShimFlags
  const flags = (scope.kontorE2e ??= {})
  if ((flags.shimmed ??= new Set()).has('slow')) return
  flags.shimmed.add('slow')
  const add = IDBTransaction.prototype.addEventListener
  IDBTransaction.prototype.addEventListener = function (this: IDBTransaction, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    if (type !== 'complete' || typeof listener !== 'function') return add.call(this, type, listener, options)
    const later = (event: Event) => {
      const tell = () => (flags.slow !== true ? listener.call(this, event) : setTimeout(tell, 50))
      tell()
    }
    return add.call(this, type, later, options)
  }
}

const setWorkerFlag = async (page: Page, flag: 'full' | 'slow', on: boolean): Promise<void> =>
  (await demoWorker(page)).evaluate(([name, value]) => {
    const flags = ((globalThis as ShimFlags).kontorE2e ??= {})
    flags[name] = value
  }, [flag, on] as const)

/** What the demo's tabs tell each other on their channel within `ms` (`name`). */
const quietChannelFor = async ({ name, ms }: { readonly name: string; readonly ms: number }): Promise<ReadonlyArray<unknown>> => {
  const heard: unknown[] = []
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event) => void heard.push(event.data)
  await new Promise((resolve) => setTimeout(resolve, ms))
  channel.close()
  return heard
}

/** The stored accounts (the demo's 'accounts' part): what a reload would show, read without one. */
const storedAccounts = async (page: Page): Promise<ReadonlyArray<{ readonly name?: string; readonly type?: string }>> =>
  ((await readDemoState(page, ['accounts']))['accounts'] ?? []) as ReadonlyArray<{ readonly name?: string; readonly type?: string }>

const storedNames = async (page: Page): Promise<ReadonlyArray<string>> => (await storedAccounts(page)).map((a) => a.name ?? '')

describe('the demo across reloads and tabs', () => {
  // A long walk (two tabs, a reload): 30 s alone, more beside three other files on two cores.
  it('an added account reaches a tab already open and stays across a reload; "Demo zurücksetzen" restores the seed in every tab and in IndexedDB', LONG_WALK, async () => {
    const first = await session.openHub()
    // The same context's second tab: same origin, same IndexedDB and channel. A tab opened later loads from IndexedDB
    // as the reload below does (an account keeps nothing in the tab's sessionStorage), so the reload stands for it.
    const second = await openSecondTab()
    // The tab the user works in is in front (a tab behind gets no animation frames: its steps crawl).
    await first.bringToFront()
    const seedCount = await activeCount(first)
    await addManualAccount(first, 'Barkasse Laden')
    expect(await activeNames(first)).toContain('Barkasse Laden')
    // The open tab reads the change; then both fall quiet: the tab that read the change writes nothing back (it once
    // did, and the two tabs told each other of it without end, a third of a core each).
    await expect.poll(() => activeCount(second), SLOW).toBe(seedCount + 1)
    expect(await activeNames(second)).toContain('Barkasse Laden')
    expect(await second.evaluate(quietChannelFor, { name: DEMO_STATE_CHANNEL, ms: 1_500 })).toEqual([])

    await first.reload()
    await waitForHub(first)
    expect(await activeNames(first)).toContain('Barkasse Laden')
    expect(await activeCount(first)).toBe(seedCount + 1)

    // Reset in the first tab: asked first, then announced, and the account is gone.
    await first.getByRole('button', { name: 'Demo zurücksetzen' }).click()
    const confirm = first.getByRole('alertdialog', { name: 'Demo zurücksetzen' })
    await confirm.waitFor(SLOW)
    await confirm.getByRole('button', { name: 'Zurücksetzen' }).click()
    await first.getByText(RESET_DONE).waitFor(SLOW)
    expect(await first.getByText(RESET_DONE).evaluate((e) => e.closest('[aria-live="polite"]') !== null)).toBe(true)
    await expect.poll(() => activeCount(first), SLOW).toBe(seedCount)
    expect(await activeNames(first)).not.toContain('Barkasse Laden')

    // The second tab hears of it through the tabs' channel and reads again without a reload.
    await second.getByText(RESET_ELSEWHERE).waitFor(SLOW)
    await expect.poll(() => activeCount(second), SLOW).toBe(seedCount)

    // What a reload would read: no added account (a reload here would only load it).
    await expect.poll(() => storedNames(first), SLOW).not.toContain('Barkasse Laden')
  })

  it('connects PayPal once, and the second attempt (its redirect a page load that reads IndexedDB) says "bereits verbunden"', async () => {
    const page = await session.openHub()
    await connectPaypal(page)
    await page.waitForURL((url) => url.pathname === '/hub' && url.search === '', SLOW)
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect((await activeNames(page)).filter((name) => name.startsWith('PayPal'))).toHaveLength(2)

    await connectPaypal(page)
    await dialog(page).getByText('Dieses PayPal-Konto ist bereits verbunden.').waitFor(SLOW)
    // Still the two PayPal accounts in what a reload would read.
    expect((await storedAccounts(page)).filter((a) => a.type === 'PAYPAL')).toHaveLength(2)
  })

  // One page for both shims (they act only while their flag is set): the reload the slow write asks about shows the
  // full storage's accounts too.
  it('a full storage: the header says changes are not kept, the account stays on screen, and the next write catches up; a change on its way to IndexedDB asks before a reload, and left anyway every change is there', async () => {
    const page = await session.openHub()
    await inEveryDemoWorker(page, QUOTA_SHIM)
    await inEveryDemoWorker(page, SLOW_WRITE_SHIM)
    await setWorkerFlag(page, 'full', true)
    await addManualAccount(page, 'Kasse ohne Platz')
    await page.getByRole('alert').filter({ hasText: NOT_KEPT }).waitFor(SLOW)
    expect(await activeNames(page)).toContain('Kasse ohne Platz')

    // Space again: the next change is written together with the one that was not kept.
    await setWorkerFlag(page, 'full', false)
    await addManualAccount(page, 'Kasse mit Platz')
    await page.getByText(KEPT_AGAIN).waitFor(SLOW)
    expect(await page.getByRole('alert').filter({ hasText: NOT_KEPT }).count()).toBe(0)
    await expect.poll(() => storedNames(page), SLOW).toEqual(expect.arrayContaining(['Kasse ohne Platz', 'Kasse mit Platz']))

    // The writes above have ended (both accounts are stored): the next account's write starts at once (a held write
    // before it would keep the account's change queued, and leaving would lose it).
    await setWorkerFlag(page, 'slow', true)
    // The call answers only once its change is kept (the demo shows no success before): while the write's news are
    // held back, the wizard waits, and the change is already in IndexedDB.
    await requestManualAccount(page, 'Kasse unterwegs')
    await expect.poll(async () => (await storedNames(page)).includes('Kasse unterwegs'), SLOW).toBe(true)
    expect(await dialog(page).isVisible()).toBe(true)
    const asked: string[] = []
    page.on('dialog', (d) => asked.push(d.type()))
    // The kit answers the question with "Verlassen".
    await page.reload()
    expect(asked).toEqual(['beforeunload'])
    await waitForHub(page)
    expect(await activeNames(page)).toEqual(expect.arrayContaining(['Kasse ohne Platz', 'Kasse mit Platz', 'Kasse unterwegs']))
  })
})
