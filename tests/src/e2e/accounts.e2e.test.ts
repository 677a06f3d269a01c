/**
 * The account screens in a real browser (issue 4, "End-to-end"): demo mode, production build, Debian's Chromium. Each
 * test opens a fresh context, so it starts from the demo organisation (the memory backend lives in the page). The
 * banks and scenarios used are the demo's (fixtures/src/demo-scenarios.ts): Sparkasse KölnBonn offers two addable
 * accounts, Volksbank Mittelhessen asks for the PIN every time, Bankhaus Rautenschlein has no online banking.
 */
import { ACCOUNT_FIELD_MAX_LENGTHS } from '@kontor/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardAction, cardNamesOnTab, chooseBank, dialog, expectAccessible, demoStateText, expectStep, SLOW, startWizardAtBankSearch, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

/** An account name typed at 5,000 characters, and what the name fields keep of it. */
const HUGE = 'K'.repeat(5000)
const LONGEST_NAME = 'K'.repeat(ACCOUNT_FIELD_MAX_LENGTHS.name)

/** Whether the page scrolls sideways: the document is wider than the window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

describe('add-account wizard in Chromium', () => {
  // One hub load per walk: the wizard opens again on the same hub for the next path. What needs no browser is in the
  // UI tests: the search's minimum length (AddAccountWizardDialog.test.tsx), "mindestens ein Konto" (AccountSteps.test.tsx),
  // a name cut to 100 and counted (ManualAccountLimits.test.tsx); the keyboard walk is wizard-keyboard.e2e.test.ts's.
  it('adds two Sparkasse accounts (search the bank, a partner bank showing its instructions s12 on the way, log in, choose two), then connects PayPal (s21, redirect after 3 s, return to s51); each step passes axe', async () => {
    const page = await session.openHub()
    await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await expectAccessible(page, 's10')
    await tick(dialog(page).getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'Bank suchen')

    await chooseBank(page, 'Kontist', /^Kontist/)
    await expectStep(page, 'Konto bei einem Partner verbinden')
    await expectAccessible(page, 's12')
    await dialog(page).getByRole('button', { name: 'Zurück' }).click()
    await expectStep(page, 'Bank suchen')

    await dialog(page).getByRole('textbox', { name: 'Bank' }).fill('Sparkasse KölnBonn')
    await page.getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().waitFor(SLOW)
    await expectAccessible(page, 's20 with results')
    await page.getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().click()
    await dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }).click()

    await expectStep(page, 'Online-Banking verbinden')
    await expectAccessible(page, 's31')
    await dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('12345')
    await tick(dialog(page).getByRole('checkbox', { name: 'PIN speichern' }))
    await dialog(page).getByRole('button', { name: 'Verbinden' }).click()

    await expectStep(page, 'Konten auswählen')
    const group = dialog(page).getByRole('group', { name: 'Konten' })
    await group.waitFor(SLOW)
    await expectAccessible(page, 's40')
    const addable = group.getByRole('checkbox', { disabled: false })
    expect(await addable.count()).toBeGreaterThanOrEqual(2)
    await tick(addable.nth(0))
    await tick(addable.nth(1))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()

    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect((await cardNamesOnTab(page, /^Aktiv/)).filter((name) => name.startsWith('Sparkasse KölnBonn '))).toHaveLength(2)

    // PayPal from the same hub: its redirect leaves the page and its return loads the hub again.
    await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await tick(dialog(page).getByRole('radio', { name: 'PayPal-Konto verbinden' }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'PayPal verbinden')
    await expectAccessible(page, 's21')
    await dialog(page).getByRole('button', { name: 'Weiter zu PayPal' }).click()
    // The demo's stand-in for the payment service sends the user straight back to the referral route.
    await page.waitForURL(/\/hub\/paypal\/referral\?/, SLOW)
    expect(new URL(page.url()).searchParams.get('merchantIdInPayPal')).toBe('DEMO8PAYPAL77')
    await page.waitForURL((url) => url.pathname === '/hub' && url.search === '', SLOW)
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    const active = await cardNamesOnTab(page, /^Aktiv/)
    expect(active.filter((name) => name.startsWith('PayPal'))).toHaveLength(2)
    // The Sparkasse accounts were stored: the hub the return loaded shows them too.
    expect(active.filter((name) => name.startsWith('Sparkasse KölnBonn '))).toHaveLength(2)
  })

  it('asks for the PIN when the bank wants it, retries and adds the account, keeping the PIN nowhere; then an account without a connection (s32), its 5,000-character name cut to 100, and the hub stays within 1280 px', async () => {
    const page = await session.openHub()
    await startWizardAtBankSearch(page)
    await chooseBank(page, '51390000', /BLZ 51390000/)
    await dialog(page).getByRole('button', { name: 'Online-Banking verbinden' }).click()
    await expectStep(page, 'Online-Banking verbinden')
    await dialog(page).getByRole('textbox', { name: 'Benutzerkennung' }).fill('max.muster')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('13579') // a first login needs its PIN; this bank keeps none
    await dialog(page).getByRole('button', { name: 'Verbinden' }).click()
    await expectStep(page, 'Konten auswählen', { focused: false })
    await dialog(page).getByText('Bitte geben Sie die PIN für Ihren Bankzugang ein.').first().waitFor(SLOW)
    await expectAccessible(page, 's40 PIN prompt')
    await dialog(page).getByLabel('PIN', { exact: true }).fill('24680')
    await dialog(page).getByRole('button', { name: 'PIN senden' }).click()
    const group = dialog(page).getByRole('group', { name: 'Konten' })
    await group.waitFor(SLOW)
    await tick(group.getByRole('checkbox', { disabled: false }).first())
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    // The PIN went to the bank and nowhere else.
    const stored = (await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie)) + (await demoStateText(page))
    expect(stored).not.toContain('24680')
    expect(stored).not.toContain('13579')
    expect(await page.content()).not.toContain('24680')

    // A bank without online banking: the wizard offers the account without a connection.
    await startWizardAtBankSearch(page)
    await chooseBank(page, '27131300', /BLZ 27131300/)
    const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
    if (await withoutConnection.isVisible()) await withoutConnection.click()
    await expectStep(page, 'Konto ohne Bankverbindung anlegen')
    await expectAccessible(page, 's32')
    // Chromium's own cut of the field (its maxlength), and a 100-character word on a new card of the real layout.
    const name = dialog(page).getByRole('textbox', { name: 'Kontoname' })
    await name.fill(HUGE)
    expect(await name.inputValue()).toBe(LONGEST_NAME)
    await dialog(page).getByRole('button', { name: 'Konto anlegen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect(await cardNamesOnTab(page, /^Aktiv/)).toContain(LONGEST_NAME)
    expect(await scrollsSideways(page)).toBe(false)
  })
})

describe('account actions in Chromium', () => {
  // One hub for the three actions of the card menu; their rules (what each asks, calls and reads again, a caption's
  // count at its limit) are AccountActions.test.tsx's, EditAccountDialog.test.tsx's and AccountFieldLimits.test.tsx's.
  it('edits a caption (5,000 characters cut to 100, the hub within 1280 px) and the usage, deactivates and activates the account, and deletes another, each after its dialog', async () => {
    const page = await session.openHub()
    await cardAction(page, /^Aktiv/, 'Tagesgeld Rücklagen', 'Bearbeiten')
    await dialog(page).getByRole('heading', { name: 'Bankkonto bearbeiten' }).waitFor(SLOW)
    await expectAccessible(page, 'edit dialog')
    const caption = dialog(page).getByRole('textbox', { name: 'Bezeichnung' })
    await caption.fill(HUGE)
    expect(await caption.inputValue()).toBe(LONGEST_NAME)
    await dialog(page).getByRole('button', { name: /Verwendung/ }).click()
    await page.getByRole('option', { name: 'Gemischt' }).click()
    await dialog(page).getByRole('button', { name: 'Speichern' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    const active = await cardNamesOnTab(page, /^Aktiv/)
    expect(active).toContain(LONGEST_NAME)
    expect(active).not.toContain('Tagesgeld Rücklagen')
    expect(await scrollsSideways(page)).toBe(false)
    // Opened again, the dialog shows what was saved.
    await cardAction(page, /^Aktiv/, LONGEST_NAME, 'Bearbeiten')
    await expect.poll(() => dialog(page).getByRole('button', { name: /Verwendung/ }).textContent(), SLOW).toContain('Gemischt')
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })

    await cardAction(page, /^Aktiv/, LONGEST_NAME, 'Deaktivieren')
    await dialog(page).getByRole('button', { name: 'Konto deaktivieren' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    // The hub reads the accounts again after the action; the tab counts say when it has.
    await page.getByRole('tab', { name: 'Deaktiviert (2)' }).waitFor(SLOW)
    expect(await cardNamesOnTab(page, /^Deaktiviert/)).toContain(LONGEST_NAME)
    expect(await cardNamesOnTab(page, /^Aktiv/)).not.toContain(LONGEST_NAME)
    await cardAction(page, /^Deaktiviert/, LONGEST_NAME, 'Aktivieren')
    await dialog(page).getByRole('button', { name: 'Konto aktivieren' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    await page.getByRole('tab', { name: 'Deaktiviert (1)' }).waitFor(SLOW)
    expect(await cardNamesOnTab(page, /^Aktiv/)).toContain(LONGEST_NAME)

    await cardAction(page, /^Aktiv/, 'Visa Business', 'Löschen')
    await expectAccessible(page, 'delete confirmation')
    await dialog(page).getByRole('button', { name: 'Konto löschen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect(await cardNamesOnTab(page, /^Aktiv/)).not.toContain('Visa Business')
  })
})
