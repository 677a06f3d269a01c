/**
 * The demo keeps its data across reloads and tabs (issue 10, item 1): demo mode, production build, Debian's Chromium.
 * Each test opens a fresh browser context, so it starts from an empty localStorage and thus from the demo organisation
 * (the tests share one preview server, whose origin would otherwise share the stored state). The banks used are the
 * demo's (fixtures/src/demo-scenarios.ts): Bankhaus Rautenschlein has no online banking (a manual account), Sparkasse
 * KölnBonn offers accounts after a login, the PayPal stand-in returns at once with merchant id DEMO8PAYPAL77.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startPreview, type PreviewServer } from './preview-server.ts'

let server: PreviewServer
let browser: Browser
let context: BrowserContext
let pageErrors: string[] = []

const SLOW = { timeout: 20_000 }
const STORAGE_KEY = 'kontor.demo.state'
const RESET_DONE = 'Die Demo wurde auf die Beispieldaten zurückgesetzt.'
const RESET_ELSEWHERE = 'Die Demo wurde in einem anderen Tab auf die Beispieldaten zurückgesetzt.'

const newContext = async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  pageErrors = []
}

/** A new tab of the current context (same origin, same localStorage) on the hub. */
const openHub = async (): Promise<Page> => {
  const page = await context.newPage()
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(`${server.url}/hub`)
  await waitForHub(page)
  return page
}

const waitForHub = async (page: Page) => {
  await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
  await page.getByRole('tab').first().waitFor(SLOW)
}

const dialog = (page: Page): Locator => page.getByRole('dialog').or(page.getByRole('alertdialog'))

const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click()

/** Every card name on a tab of the hub, across all its pages. */
const cardNamesOnTab = async (page: Page, tab: RegExp): Promise<ReadonlyArray<string>> => {
  await page.getByRole('tab', { name: tab }).click()
  const previous = page.getByRole('button', { name: 'Vorherige Seite' })
  while ((await previous.count()) > 0 && !(await previous.isDisabled())) await previous.click()
  const names: string[] = []
  for (;;) {
    names.push(...(await page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()))
    const next = page.getByRole('button', { name: 'Nächste Seite' })
    if ((await next.count()) === 0 || (await next.isDisabled())) return names
    await next.click()
  }
}

const activeNames = (page: Page) => cardNamesOnTab(page, /^Aktiv/)

/** The count in a tab's name, e.g. 6 for 'Aktiv (6)'. */
const activeCount = async (page: Page): Promise<number> =>
  Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name: /^Aktiv/ }).textContent()) ?? '')?.[1] ?? NaN)

const startWizardAtBankSearch = async (page: Page) => {
  await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
  await tick(dialog(page).getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
  await dialog(page).getByRole('button', { name: 'Weiter' }).click()
  await dialog(page).getByRole('heading', { name: 'Bank suchen' }).waitFor(SLOW)
}

/** Adds a manual account at Bankhaus Rautenschlein (no online banking), as a new user would. */
const addManualAccount = async (page: Page, name: string) => {
  await startWizardAtBankSearch(page)
  await dialog(page).getByRole('textbox', { name: 'Bank' }).fill('27131300')
  await page.getByRole('option', { name: /BLZ 27131300/ }).first().click(SLOW)
  const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
  if (await withoutConnection.isVisible()) await withoutConnection.click()
  const nameField = dialog(page).getByRole('textbox', { name: 'Kontoname' })
  await nameField.waitFor(SLOW)
  await nameField.fill(name)
  await dialog(page).getByRole('button', { name: 'Konto anlegen' }).click()
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

const storedState = (page: Page): Promise<string> => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)

beforeAll(async () => {
  server = await startPreview()
  browser = await launchChromium()
})

afterEach(async () => {
  expect(pageErrors).toEqual([])
  await context?.close()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('the demo across reloads and tabs', () => {
  it('keeps an added account across a reload; a tab opened later sees it; "Demo zurücksetzen" restores the seed in both tabs', async () => {
    await newContext()
    const first = await openHub()
    const seedCount = await activeCount(first)
    await addManualAccount(first, 'Barkasse Laden')
    expect(await activeNames(first)).toContain('Barkasse Laden')

    await first.reload()
    await waitForHub(first)
    expect(await activeNames(first)).toContain('Barkasse Laden')
    expect(await activeCount(first)).toBe(seedCount + 1)

    const second = await openHub()
    expect(await activeNames(second)).toContain('Barkasse Laden')

    // Reset in the first tab: asked first, then announced, and the account is gone.
    await first.getByRole('button', { name: 'Demo zurücksetzen' }).click()
    const confirm = first.getByRole('alertdialog', { name: 'Demo zurücksetzen' })
    await confirm.waitFor(SLOW)
    await confirm.getByRole('button', { name: 'Zurücksetzen' }).click()
    await first.getByText(RESET_DONE).waitFor(SLOW)
    expect(await first.getByText(RESET_DONE).evaluate((e) => e.closest('[aria-live="polite"]') !== null)).toBe(true)
    await expect.poll(() => activeCount(first), SLOW).toBe(seedCount)
    expect(await activeNames(first)).not.toContain('Barkasse Laden')

    // The second tab hears of it through the storage event and reads again without a reload.
    await second.getByText(RESET_ELSEWHERE).waitFor(SLOW)
    await expect.poll(() => activeCount(second), SLOW).toBe(seedCount)

    await first.reload()
    await waitForHub(first)
    expect(await activeNames(first)).not.toContain('Barkasse Laden')
  })

  it('a change in one tab reaches a tab that is already open', async () => {
    await newContext()
    const first = await openHub()
    const second = await openHub()
    const seedCount = await activeCount(second)
    await addManualAccount(first, 'Kasse Filiale')
    await expect.poll(() => activeCount(second), SLOW).toBe(seedCount + 1)
    expect(await activeNames(second)).toContain('Kasse Filiale')
  })

  it('connects PayPal once, and the second attempt says "bereits verbunden"', async () => {
    await newContext()
    const page = await openHub()
    await connectPaypal(page)
    await page.waitForURL((url) => url.pathname === '/hub' && url.search === '', SLOW)
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect((await activeNames(page)).filter((name) => name.startsWith('PayPal'))).toHaveLength(2)

    await connectPaypal(page)
    await dialog(page).getByText('Dieses PayPal-Konto ist bereits verbunden.').waitFor(SLOW)
    await page.goto(`${server.url}/hub`)
    await waitForHub(page)
    expect((await activeNames(page)).filter((name) => name.startsWith('PayPal'))).toHaveLength(2)
  })

  it('stores no PIN: a login with "PIN speichern" leaves only the user id and that a PIN is saved', async () => {
    await newContext()
    const page = await openHub()
    await startWizardAtBankSearch(page)
    await dialog(page).getByRole('textbox', { name: 'Bank' }).fill('Sparkasse KölnBonn')
    await page.getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().click(SLOW)
    await dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }).fill('pin.pruefung')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('97531')
    await tick(dialog(page).getByRole('checkbox', { name: 'PIN speichern' }))
    await dialog(page).getByRole('button', { name: 'Verbinden' }).click()
    const group = dialog(page).getByRole('group', { name: 'Konten' })
    await group.waitFor(SLOW)
    await tick(group.getByRole('checkbox', { disabled: false }).first())
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })

    const stored = await storedState(page)
    expect(stored).toContain('pin.pruefung')
    expect(stored).not.toContain('97531')
    expect(stored).not.toContain(Buffer.from('97531').toString('base64'))
  })

  it('starts from the seed when the stored state was tampered with, and says so', async () => {
    await newContext()
    await context.addInitScript(
      ([key]) => {
        // Only before the first load: the app's own writes afterwards must stay.
        if (sessionStorage.getItem('tampered') === null) {
          localStorage.setItem(key ?? '', '{"version":1,"accounts":[{"name":"Manipuliert"}]}')
          sessionStorage.setItem('tampered', 'yes')
        }
      },
      [STORAGE_KEY],
    )
    const page = await openHub()
    await page.getByText('Der gespeicherte Stand der Demo war nicht lesbar. Die Demo beginnt wieder mit den Beispieldaten.').waitFor(SLOW)
    expect(await activeNames(page)).not.toContain('Manipuliert')
    expect(await activeCount(page)).toBeGreaterThan(0)
  })
})
