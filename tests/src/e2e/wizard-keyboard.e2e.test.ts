/**
 * The add-account wizard in a real browser (issue 10 items 4, 7 and 8): the account choice names its accounts, the bank
 * search results stay inside the dialog and pass axe, the keyboard alone reaches the first field of every step and
 * Enter goes forward on the choice steps, and after the bank's 408 at login the focus stays in the dialog and Escape
 * closes it. Demo mode, production build, Debian's Chromium; the banks are the demo's (README scenario table):
 * Sparkasse KölnBonn offers 'Geschäftskonto' and 'Tagesgeld', Sparda-Bank Berlin (12096597) does not answer at login.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startPreview, type PreviewServer } from './preview-server.ts'

let server: PreviewServer
let browser: Browser
let context: BrowserContext
let page: Page
let pageErrors: string[] = []

/** Long enough for the wizard's calls on a busy 2-core machine. */
const SLOW = { timeout: 20_000 }

const openHub = async (width = 1280) => {
  context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' })
  page = await context.newPage()
  pageErrors = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(`${server.url}/hub`)
  await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
  await page.getByRole('tab').first().waitFor(SLOW)
}

const dialog = (): Locator => page.getByRole('dialog')

/** Waits for the step's title. */
const expectStep = (title: string) => dialog().getByRole('heading', { name: title }).waitFor(SLOW)

/** Whether the focused element is `control`. */
const isFocused = (control: Locator) => control.evaluate((el) => el === document.activeElement)

/** Waits until `control` has the focus. */
const expectFocused = async (control: Locator) => expect.poll(() => isFocused(control), SLOW).toBe(true)

/** Whether the focus is inside the open dialog (not on the page body). */
const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)

/** No serious or critical axe violation on the page as it is now. */
const expectAccessible = async (where: string) => {
  const result = await new AxeBuilder({ page }).analyze()
  const severe = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(severe.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

/** Presses Tab until `control` has the focus. */
const tabTo = async (control: Locator) => {
  for (let i = 0; i < 40; i += 1) {
    if (await isFocused(control)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the control')
}

/** Ticks a react-aria radio the way a user does: on its label (the input itself is visually hidden). */
const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click()

const startAtBankSearch = async () => {
  await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
  await expectStep('Konto hinzufügen')
  await tick(dialog().getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
  await dialog().getByRole('button', { name: 'Weiter' }).click()
  await expectStep('Bank suchen')
}

const bankField = () => dialog().getByRole('textbox', { name: 'Bank' })

const chooseBank = async (term: string, option: RegExp) => {
  await bankField().fill(term)
  await dialog().getByRole('option', { name: option }).first().click(SLOW)
}

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

describe('the add-account wizard, by keyboard and screen', () => {
  it('the account choice names each account with its type and balance', async () => {
    await openHub()
    await startAtBankSearch()
    await chooseBank('Sparkasse KölnBonn', /^Sparkasse KölnBonn/)
    await dialog().getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await expectStep('Online-Banking verbinden')
    await dialog().getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog().getByLabel('PIN', { exact: true }).fill('12345')
    await tick(dialog().getByRole('checkbox', { name: 'PIN speichern' })) // else the bank asks for the PIN again in s40
    await dialog().getByRole('button', { name: 'Verbinden' }).click()
    await expectStep('Konten auswählen')
    const group = dialog().getByRole('group', { name: 'Konten' })
    await group.waitFor(SLOW)
    await group.getByRole('checkbox', { name: 'Geschäftskonto' }).waitFor(SLOW)
    await group.getByRole('checkbox', { name: 'Tagesgeld' }).waitFor(SLOW)
    const text = (await group.textContent()) ?? ''
    expect(text).toContain('Girokonto')
    expect(text).toContain('Sparkonto')
    expect(text).toContain('Kreditkarte')
    expect(text).toMatch(/Kontostand 12\.480,35\s€/)
    expect(await group.getByRole('checkbox', { name: 'Mastercard Business' }).isDisabled()).toBe(true)
    await expectAccessible('s40 with names')
  })

  it('the bank search results stay inside the dialog under the hint and the count, and pass axe while open', async () => {
    for (const width of [390, 1280]) {
      await openHub(width)
      await startAtBankSearch()
      await bankField().fill('Sparkasse')
      const list = dialog().getByRole('listbox', { name: 'Gefundene Banken' })
      await list.getByRole('option').first().waitFor(SLOW)
      await expectAccessible(`s20 with results at ${width} px`)
      const count = dialog().getByText(/\d+ Banken gefunden\./)
      await count.waitFor(SLOW)
      const [dialogBox, listBox, countBox] = await Promise.all([dialog().boundingBox(), list.boundingBox(), count.boundingBox()])
      if (dialogBox === null || listBox === null || countBox === null) throw new Error('not laid out')
      // Inside the dialog, below the count; nothing covers the count (the element at its middle is the count).
      expect(listBox.x).toBeGreaterThanOrEqual(dialogBox.x)
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 0.5)
      expect(listBox.y).toBeGreaterThanOrEqual(countBox.y + countBox.height)
      expect(listBox.y + listBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height)
      const atCount = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
        { x: countBox.x + countBox.width / 2, y: countBox.y + countBox.height / 2 },
      )
      expect(atCount).toMatch(/Banken gefunden/)
      // The scroll region is reached by keyboard: the down arrow from the field goes into it.
      await bankField().focus()
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => list.evaluate((el) => el.contains(document.activeElement)), SLOW).toBe(true)
      await context.close()
    }
  })

  it('puts the focus on the first field of each step reached by keyboard alone; Enter goes forward on the radio and checkbox steps', async () => {
    await openHub()
    await tabTo(page.getByRole('button', { name: 'Konto hinzufügen' }))
    await page.keyboard.press('Enter')
    await expectStep('Konto hinzufügen')
    await expectFocused(dialog().getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
    await page.keyboard.press('Enter') // goes forward as "Weiter" does
    await expectStep('Bank suchen')
    await expectFocused(bankField())
    await page.keyboard.type('Sparkasse KölnBonn')
    await dialog().getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().waitFor(SLOW)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await dialog().getByText('Gewählte Bank: Sparkasse KölnBonn').waitFor(SLOW)
    await tabTo(dialog().getByRole('button', { name: 'Online-Banking verbinden' }))
    await page.keyboard.press('Enter')
    await expectStep('Online-Banking verbinden')
    await expectFocused(dialog().getByRole('textbox', { name: 'Benutzerkennung' }))
    await page.keyboard.type('tastatur')
    await page.keyboard.press('Tab')
    await expectFocused(dialog().getByLabel('PIN', { exact: true }))
    await page.keyboard.type('13579')
    await page.keyboard.press('Tab')
    await expectFocused(dialog().getByRole('checkbox', { name: 'PIN speichern' }))
    await page.keyboard.press('Space')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter') // submits the login form from the PIN field
    await expectStep('Konten auswählen')
    await expectFocused(dialog().getByRole('checkbox', { name: 'Geschäftskonto' }))
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter') // goes forward as "Weiter" does
    await dialog().waitFor({ state: 'detached', ...SLOW })
  })

  it('after the bank does not answer at login (408) the focus stays in the dialog and Escape closes it', async () => {
    await openHub()
    await startAtBankSearch()
    await chooseBank('12096597', /BLZ 12096597/)
    await dialog().getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await expectStep('Online-Banking verbinden')
    await dialog().getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog().getByLabel('PIN', { exact: true }).fill('12345')
    await page.keyboard.press('Enter')
    await dialog().getByRole('alert').filter({ hasText: 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen' }).waitFor(SLOW)
    await expect.poll(focusInDialog, SLOW).toBe(true)
    await expectFocused(dialog().getByRole('textbox', { name: 'Benutzerkennung' }))
    await page.keyboard.press('Escape')
    await dialog().waitFor({ state: 'detached', ...SLOW })
  })
})
