/**
 * The account screens in a real browser (issue 4, "End-to-end"): demo mode, production build, Debian's Chromium. Each
 * test opens a fresh context, so it starts from the demo organisation (the memory backend lives in the page). The
 * banks and scenarios used are the demo's (fixtures/src/demo-scenarios.ts): Sparkasse KölnBonn offers two addable
 * accounts, Volksbank Mittelhessen asks for the PIN every time, Bankhaus Rautenschlein has no online banking.
 */
import { describe, expect, it } from 'vitest'
import { cardAction, cardNamesOnTab, chooseBank, dialog, expectAccessible, demoStateText, expectStep, SLOW, startWizardAtBankSearch, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

describe('add-account wizard in Chromium', () => {
  it('adds two Sparkasse accounts: search the bank, log in, choose two accounts; each step passes axe', async () => {
    const page = await session.openHub()
    await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await expectAccessible(page, 's10')
    await tick(dialog(page).getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'Bank suchen')

    // Under the minimum length the field says so and nothing is searched.
    await dialog(page).getByRole('textbox', { name: 'Bank' }).fill('Sp')
    await expect.poll(() => dialog(page).getByText('Bitte geben Sie mindestens 3 Zeichen ein.').count(), SLOW).toBeGreaterThan(0)
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
    // Nothing ticked: the spec's message, and the wizard stays.
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expect.poll(() => dialog(page).getByText('Bitte wählen Sie mindestens ein Konto.').count(), SLOW).toBeGreaterThan(0)
    const addable = group.getByRole('checkbox', { disabled: false })
    expect(await addable.count()).toBeGreaterThanOrEqual(2)
    await tick(addable.nth(0))
    await tick(addable.nth(1))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()

    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    const active = await cardNamesOnTab(page, /^Aktiv/)
    expect(active.filter((name) => name.startsWith('Sparkasse KölnBonn '))).toHaveLength(2)
  })

  it('creates an account without a connection at a bank without online banking', async () => {
    const page = await session.openHub()
    await startWizardAtBankSearch(page)
    await chooseBank(page, '27131300', /BLZ 27131300/)
    const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
    if (await withoutConnection.isVisible()) await withoutConnection.click()
    await expectStep(page, 'Konto ohne Bankverbindung anlegen')
    await expectAccessible(page, 's32')
    const name = dialog(page).getByRole('textbox', { name: 'Kontoname' })
    await name.fill('Barkasse Laden')
    await dialog(page).getByRole('button', { name: 'Konto anlegen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect(await cardNamesOnTab(page, /^Aktiv/)).toContain('Barkasse Laden')
  })

  it('asks for the PIN when the bank wants it, then retries and lists the accounts', async () => {
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
  })

  it('can be completed with the keyboard alone', async () => {
    const page = await session.openHub()
    /** The focused control's name: its aria label, its label elements, or the text of a button-like control. */
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement
        if (!(el instanceof HTMLElement) || el === document.body) return ''
        const byLabelledBy = (el.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
        const byLabels = el instanceof HTMLInputElement ? [...(el.labels ?? [])].map((l) => l.textContent).join(' ') : ''
        const buttonLike = el.tagName === 'BUTTON' || el.tagName === 'A' || ['button', 'option', 'menuitem', 'tab', 'link'].includes(el.getAttribute('role') ?? '')
        return `${el.getAttribute('aria-label') ?? ''} ${byLabelledBy} ${byLabels} ${buttonLike ? (el.textContent ?? '') : ''}`
      })
    /** Presses Tab until the focused element's name contains `text`. */
    const tabTo = async (text: string) => {
      for (let i = 0; i < 40; i += 1) {
        if ((await focusedName()).includes(text)) return
        await page.keyboard.press('Tab')
      }
      throw new Error(`Tab never reached "${text}"; focus is on "${await focusedName()}"`)
    }
    await tabTo('Konto hinzufügen')
    await page.keyboard.press('Enter')
    await expectStep(page, 'Konto hinzufügen')
    await tabTo('Konto bei einer Bank verbinden')
    await page.keyboard.press('Space')
    await tabTo('Weiter')
    await page.keyboard.press('Enter')
    await expectStep(page, 'Bank suchen')
    await tabTo('Bank')
    await page.keyboard.type('Sparkasse KölnBonn')
    await page.getByRole('option', { name: /^Sparkasse KölnBonn/ }).first().waitFor(SLOW)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await tabTo('Online-Banking verbinden')
    await page.keyboard.press('Enter')
    await expectStep(page, 'Online-Banking verbinden')
    await tabTo('Benutzerkennung')
    await page.keyboard.type('tastatur')
    await tabTo('PIN')
    await page.keyboard.type('13579')
    await tabTo('PIN speichern')
    await page.keyboard.press('Space')
    await tabTo('Verbinden')
    await page.keyboard.press('Enter')
    await expectStep(page, 'Konten auswählen')
    await dialog(page).getByRole('group', { name: 'Konten' }).waitFor(SLOW)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), SLOW).toBe('checkbox')
    await page.keyboard.press('Space')
    await tabTo('Weiter')
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect((await cardNamesOnTab(page, /^Aktiv/)).filter((name) => name.startsWith('Sparkasse KölnBonn '))).toHaveLength(1)
  })
})

describe('the other wizard steps in Chromium', () => {
  it('shows a partner provider\'s instructions (s12), accessible', async () => {
    const page = await session.openHub()
    await startWizardAtBankSearch(page)
    await chooseBank(page, 'Kontist', /^Kontist/)
    await expectStep(page, 'Konto bei einem Partner verbinden')
    await expectAccessible(page, 's12')
  })

  it('asks for new credentials of a login the bank rejected (s33), accessible', async () => {
    const page = await session.openHub()
    await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await tick(dialog(page).getByRole('radio', { name: /Berliner Volksbank/ }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'Zugangsdaten eingeben')
    await expectAccessible(page, 's33')
  })

  it('connects PayPal: introduction (s21), redirect after 3 s, return to s51, new account on the hub', async () => {
    const page = await session.openHub()
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
  })
})

describe('account actions in Chromium', () => {
  it('edits an account caption and usage', async () => {
    const page = await session.openHub()
    await cardAction(page, /^Aktiv/, 'Tagesgeld Rücklagen', 'Bearbeiten')
    await dialog(page).getByRole('heading', { name: 'Bankkonto bearbeiten' }).waitFor(SLOW)
    await expectAccessible(page, 'edit dialog')
    const caption = dialog(page).getByRole('textbox', { name: 'Bezeichnung' })
    await caption.fill('Tagesgeld Steuern')
    await dialog(page).getByRole('button', { name: /Verwendung/ }).click()
    await page.getByRole('option', { name: 'Gemischt' }).click()
    await dialog(page).getByRole('button', { name: 'Speichern' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    const active = await cardNamesOnTab(page, /^Aktiv/)
    expect(active).toContain('Tagesgeld Steuern')
    expect(active).not.toContain('Tagesgeld Rücklagen')
    // Opened again, the dialog shows what was saved.
    await cardAction(page, /^Aktiv/, 'Tagesgeld Steuern', 'Bearbeiten')
    await expect.poll(() => dialog(page).getByRole('button', { name: /Verwendung/ }).textContent(), SLOW).toContain('Gemischt')
  })

  it('deactivates an account and activates it again, each after a confirmation', async () => {
    const page = await session.openHub()
    await cardAction(page, /^Aktiv/, 'Tagesgeld Rücklagen', 'Deaktivieren')
    await dialog(page).getByRole('button', { name: 'Konto deaktivieren' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    // The hub reads the accounts again after the action; the tab counts say when it has.
    await page.getByRole('tab', { name: 'Deaktiviert (2)' }).waitFor(SLOW)
    expect(await cardNamesOnTab(page, /^Deaktiviert/)).toContain('Tagesgeld Rücklagen')
    expect(await cardNamesOnTab(page, /^Aktiv/)).not.toContain('Tagesgeld Rücklagen')

    await cardAction(page, /^Deaktiviert/, 'Tagesgeld Rücklagen', 'Aktivieren')
    await dialog(page).getByRole('button', { name: 'Konto aktivieren' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    await page.getByRole('tab', { name: 'Deaktiviert (1)' }).waitFor(SLOW)
    expect(await cardNamesOnTab(page, /^Aktiv/)).toContain('Tagesgeld Rücklagen')
  })

  it('deletes an account after a confirmation', async () => {
    const page = await session.openHub()
    await cardAction(page, /^Aktiv/, 'Visa Business', 'Löschen')
    await expectAccessible(page, 'delete confirmation')
    await dialog(page).getByRole('button', { name: 'Konto löschen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })
    expect(await cardNamesOnTab(page, /^Aktiv/)).not.toContain('Visa Business')
  })
})

describe('account management dialog in Chromium', () => {
  it('lists the transfer accounts, deletes one after 3 s and closes to the hub', async () => {
    const page = await session.open('/accountManagement')
    await page.getByRole('heading', { name: 'Bankkonten bearbeiten' }).waitFor(SLOW)
    await expectAccessible(page, '/accountManagement')
    await page.getByRole('button', { name: 'Girokonto Deutsche Bank löschen' }).click()
    await dialog(page).getByRole('button', { name: 'Konto löschen' }).click()
    await page.getByRole('button', { name: 'Girokonto Deutsche Bank löschen' }).waitFor({ state: 'detached', ...SLOW })
    await page.getByRole('button', { name: 'Schließen' }).click()
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    expect(new URL(page.url()).pathname).toBe('/hub')
  })
})
