/**
 * The add-account wizard in a real browser (issue 10 items 4, 7 and 8): the account choice names its accounts, the bank
 * search results stay inside the dialog and pass axe, the keyboard alone reaches the first field of every step and
 * Enter goes forward on the choice steps, and after the bank's 408 at login the focus stays in the dialog and Escape
 * closes it. Demo mode, production build, Debian's Chromium; the banks are the demo's (README scenario table):
 * Sparkasse KölnBonn offers 'Geschäftskonto' and 'Tagesgeld', Sparda-Bank Berlin (12096597) does not answer at login.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chooseBank as kitChooseBank, dialog as kitDialog, expectAccessible, expectFocused, expectStep as kitExpectStep, SLOW, startWizardAtBankSearch, tabTo, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

/** This file's wizard: only role dialog counts as the open dialog, and a step is its title (the focus is checked on its own). */
const WIZARD = { alertdialog: false, focused: false }

const dialog = (page: Page): Locator => kitDialog(page, WIZARD)

/** Waits for the step's title. */
const expectStep = (page: Page, title: string) => kitExpectStep(page, title, WIZARD)

/** Whether the focused element is `control`. */
/** Whether the focus is inside the open dialog (not on the page body). */
const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)

const startAtBankSearch = (page: Page) => startWizardAtBankSearch(page, WIZARD)

const bankField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Bank' })

const chooseBank = (page: Page, term: string, option: RegExp) => kitChooseBank(page, term, option, { ...WIZARD, optionInDialog: true })

describe('the add-account wizard, by keyboard and screen', () => {
  it('the account choice names each account with its type and balance', async () => {
    const page = await session.openHub()
    await startAtBankSearch(page)
    await chooseBank(page, 'Sparkasse KölnBonn', /^Sparkasse KölnBonn/)
    await dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await expectStep(page, 'Online-Banking verbinden')
    await dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('12345')
    await tick(dialog(page).getByRole('checkbox', { name: 'PIN speichern' })) // else the bank asks for the PIN again in s40
    await dialog(page).getByRole('button', { name: 'Verbinden' }).click()
    await expectStep(page, 'Konten auswählen')
    const group = dialog(page).getByRole('group', { name: 'Konten' })
    await group.waitFor(SLOW)
    await group.getByRole('checkbox', { name: 'Geschäftskonto' }).waitFor(SLOW)
    await group.getByRole('checkbox', { name: 'Tagesgeld' }).waitFor(SLOW)
    const text = (await group.textContent()) ?? ''
    expect(text).toContain('Girokonto')
    expect(text).toContain('Sparkonto')
    expect(text).toContain('Kreditkarte')
    expect(text).toMatch(/Kontostand 12\.480,35\s€/)
    expect(await group.getByRole('checkbox', { name: 'Mastercard Business' }).isDisabled()).toBe(true)
    await expectAccessible(page, 's40 with names')
  })

  it('the bank search results stay inside the dialog under the hint and the count, and pass axe while open', async () => {
    for (const width of [390, 1280]) {
      const page = await session.openHub({ viewport: { width } })
      await startAtBankSearch(page)
      await bankField(page).fill('Sparkasse')
      const list = dialog(page).getByRole('listbox', { name: 'Gefundene Banken' })
      await list.getByRole('option').first().waitFor(SLOW)
      await expectAccessible(page, `s20 with results at ${width} px`)
      const count = dialog(page).getByText(/\d+ Banken gefunden\./)
      await count.waitFor(SLOW)
      const [dialogBox, listBox, countBox] = await Promise.all([dialog(page).boundingBox(), list.boundingBox(), count.boundingBox()])
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
      await bankField(page).focus()
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => list.evaluate((el) => el.contains(document.activeElement)), SLOW).toBe(true)
      await session.closeContext()
    }
  })

  it('puts the focus on the first field of each step reached by keyboard alone; Enter goes forward on the radio and checkbox steps', async () => {
    const page = await session.openHub()
    await tabTo(page, page.getByRole('button', { name: 'Konto hinzufügen' }))
    await page.keyboard.press('Enter')
    await expectStep(page, 'Konto hinzufügen')
    await expectFocused(dialog(page).getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
    await page.keyboard.press('Enter') // goes forward as "Weiter" does
    await expectStep(page, 'Bank suchen')
    await expectFocused(bankField(page))
    await page.keyboard.type('Sparkasse KölnBonn')
    await dialog(page).getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().waitFor(SLOW)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await dialog(page).getByText('Gewählte Bank: Sparkasse KölnBonn').waitFor(SLOW)
    await tabTo(page, dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }))
    await page.keyboard.press('Enter')
    await expectStep(page, 'Online-Banking verbinden')
    await expectFocused(dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }))
    await page.keyboard.type('tastatur')
    await page.keyboard.press('Tab')
    await expectFocused(dialog(page).getByLabel('PIN', { exact: true }))
    await page.keyboard.type('13579')
    await page.keyboard.press('Tab')
    await expectFocused(dialog(page).getByRole('checkbox', { name: 'PIN speichern' }))
    await page.keyboard.press('Space')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter') // submits the login form from the PIN field
    await expectStep(page, 'Konten auswählen')
    await expectFocused(dialog(page).getByRole('checkbox', { name: 'Geschäftskonto' }))
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter') // goes forward as "Weiter" does
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
  })

  it('after the bank does not answer at login (408) the focus stays in the dialog and Escape closes it', async () => {
    const page = await session.openHub()
    await startAtBankSearch(page)
    await chooseBank(page, '12096597', /BLZ 12096597/)
    await dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await expectStep(page, 'Online-Banking verbinden')
    await dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('12345')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('alert').filter({ hasText: 'Die Verbindung zu Ihrer Bank ist fehlgeschlagen' }).waitFor(SLOW)
    await expect.poll(() => focusInDialog(page), SLOW).toBe(true)
    await expectFocused(dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }))
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
  })
})
