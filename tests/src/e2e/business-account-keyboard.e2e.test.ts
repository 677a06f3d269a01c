/**
 * The sole trader's business account activation by keyboard only (issue 16, "keyboard only through one wizard"): the
 * demo freelancer "Lehmann Grafikdesign" goes from the hub's status bar link "Geschäftskonto aktivieren" through the
 * start, the terms, s1–s4, the video identification embed (its button inside the frame included) and the card order
 * back to the hub, with Tab, Shift+Tab, Enter, Space, the arrow keys and typing; no click after the hub is open. On
 * every step the focus is on the step's title or its first field as it appears, and Tab from there reaches the first
 * field. The screens, labels and valid values are those of business-account-sole.e2e.test.ts (which runs axe on each
 * step; this file does not).
 */
import { DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import type { Frame, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectFocused, openDemoOrganisation, SLOW, tabTo, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

/** Tab presses after which a control counts as not reachable. */
const stepTitle = (page: Page, title: string): Locator => page.getByRole('heading', { level: 2, name: title, exact: true })
const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: label, exact: true })
/** The wizard's own buttons (the layout has a "Zurück" of its own). */
const wizardButton = (page: Page, name: string): Locator => page.locator('.wizard-step').getByRole('button', { name, exact: true })

/** Tabs to the text field `label` and types `text` into it. */
const typeInto = async (page: Page, label: string, text: string): Promise<void> => {
  await tabTo(page, field(page, label))
  await page.keyboard.type(text)
}

/**
 * The step `title` shows (with its "Schritt n von 6"), and the focus is on its title or on its first field: where a
 * screen reader starts and the next Tab goes on from.
 */
const expectStepFocused = async (page: Page, title: string, count?: string): Promise<void> => {
  const heading = stepTitle(page, title)
  await heading.waitFor(SLOW)
  if (count !== undefined) await page.getByText(count, { exact: true }).waitFor(SLOW)
  const where = () =>
    heading.evaluate((h) => {
      const active = document.activeElement
      if (active === h) return 'title'
      const first = h
        .closest('.wizard-step')
        ?.querySelector('form')
        ?.querySelector('input:not([type="hidden"]):not([tabindex="-1"]):not(:disabled), [role="spinbutton"], button:not(:disabled)')
      return active !== null && active === first ? 'first field' : `elsewhere: ${active?.tagName ?? 'nothing'} ${(active?.textContent ?? '').trim().slice(0, 60)}`
    })
  await expect.poll(where, SLOW).toMatch(/^(title|first field)$/)
}

/** Presses Enter on the wizard's button `name`, reached by Tab. */
const pressWizardButton = async (page: Page, name: string): Promise<void> => {
  await tabTo(page, wizardButton(page, name))
  await page.keyboard.press('Enter')
}

/** The focused element of `frame`'s document, by its text. */
const focusedInFrame = (frame: Frame): Promise<string> => frame.evaluate(() => (document.hasFocus() ? (document.activeElement?.textContent ?? '').trim() : ''))

describe('the sole trader activates the business account by keyboard only', () => {
  it('from the status bar link through the start, the terms, s1–s6 and the video identification frame to the hub', async () => {
    const page = await openDemoOrganisation(session, DEMO_ORGANISATION_IDS.soleTraderWizard)

    // The hub: Tab to the status bar's link, Enter follows it.
    await tabTo(page, page.getByRole('link', { name: 'Geschäftskonto aktivieren' }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/bnk/activate', SLOW)

    // Start: the organisation type (preselected) by its list, the US tax question "Nein", then "Eröffnung starten".
    await expectStepFocused(page, 'Los geht’s: Ihr Geschäftskonto')
    const organizationType = page.getByRole('button', { name: /Rechtsform Ihres Unternehmens/ })
    await tabTo(page, organizationType)
    await page.keyboard.press('Enter')
    const freelancer = page.getByRole('option', { name: 'Freiberufler/in' })
    await expectFocused(freelancer)
    await page.keyboard.press('Enter')
    await freelancer.waitFor({ state: 'detached', ...SLOW })
    await expectFocused(organizationType)
    expect(await organizationType.textContent()).toContain('Freiberufler/in')
    await page.keyboard.press('Tab')
    const no = page.getByRole('radio', { name: 'Nein' })
    await expectFocused(no)
    await page.keyboard.press('Space')
    expect(await no.isChecked()).toBe(true)
    await tabTo(page, page.getByRole('button', { name: 'Eröffnung starten' }))
    await page.keyboard.press('Enter')

    // Terms: Tab from the title to each checkbox, Space ticks it; Tab to "Weiter", Enter.
    await expectStepFocused(page, 'Bedingungen')
    for (const label of [/Geschäftskonto bei unserer Partnerbank eröffnen/, /steuerlichen Ansässigkeit/, /Geschäftsbedingungen der Partnerbank/, /Allgemeinen Geschäftsbedingungen von Kontor/]) {
      const box = page.getByRole('checkbox', { name: label })
      await tabTo(page, box)
      await page.keyboard.press('Space')
      await expect.poll(() => box.isChecked(), SLOW).toBe(true)
    }
    await pressWizardButton(page, 'Weiter')

    // s1: the salutation by the arrow keys, the text fields typed, the birth date by its segments, the marital status
    // from its list; Enter in the last field sends the form.
    await expectStepFocused(page, 'Persönliche Angaben', 'Schritt 1 von 6')
    await page.keyboard.press('Tab')
    await expectFocused(page.getByRole('radio', { name: 'Frau' }))
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByRole('radio', { name: 'Herr' }).isChecked(), SLOW).toBe(true)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => page.getByRole('radio', { name: 'Frau' }).isChecked(), SLOW).toBe(true)
    await typeInto(page, 'Vorname', 'Lena')
    await typeInto(page, 'Nachname', 'Lehmann')
    await typeInto(page, 'E-Mail-Adresse', 'lena@lehmann-grafik.de')
    await typeInto(page, 'Mobilnummer', '01761234566')
    await tabTo(page, page.getByRole('group', { name: 'Geburtsdatum' }).getByRole('spinbutton').first())
    await page.keyboard.type('12041985')
    const maritalStatus = page.getByRole('button', { name: /Familienstand/ })
    await tabTo(page, maritalStatus)
    await page.keyboard.press('Enter')
    await expectFocused(page.getByRole('option', { name: 'ledig' }))
    await page.keyboard.press('ArrowDown')
    await expectFocused(page.getByRole('option', { name: 'verheiratet' }))
    await page.keyboard.press('Enter')
    await expectFocused(maritalStatus)
    expect(await maritalStatus.textContent()).toContain('verheiratet')
    await typeInto(page, 'Straße und Hausnummer', 'Lindenallee 4')
    await typeInto(page, 'Postleitzahl', '04109')
    await typeInto(page, 'Ort', 'Leipzig')
    // Shift+Tab back to the first name: the values stay.
    await tabTo(page, field(page, 'Vorname'), { key: 'Shift+Tab' })
    expect(await field(page, 'Vorname').inputValue()).toBe('Lena')
    expect(await field(page, 'Ort').inputValue()).toBe('Leipzig')
    await page.keyboard.press('Enter')

    // s2: the revenue, the industry search and its hit (a button, Enter chooses it), the purpose.
    await expectStepFocused(page, 'Ihre Selbstständigkeit', 'Schritt 2 von 6')
    await typeInto(page, 'Erwarteter Monatsumsatz in Euro', '2.500,00')
    await typeInto(page, 'Branche suchen', 'Grafik')
    await tabTo(page, page.getByRole('button', { name: /^Grafikdesign/ }))
    await page.keyboard.press('Enter')
    // The hits go with the choice; the focus stays in the search, which now names the chosen branch.
    const search = field(page, 'Branche suchen')
    await expectFocused(search)
    await expect.poll(() => search.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? ''), SLOW).toContain('Gewählte Branche: Grafikdesign')
    await typeInto(page, 'Tätigkeit (Geschäftszweck)', 'Gestaltung von Logos und Drucksachen')
    await page.keyboard.press('Enter')

    // s3: the tax ids; Enter in the VAT id sends the form.
    await expectStepFocused(page, 'Steuerliche Angaben', 'Schritt 3 von 6')
    await page.keyboard.press('Tab')
    await expectFocused(field(page, 'Steuerliche Identifikationsnummer (Steuer-IdNr.)'))
    await page.keyboard.type('81872495633')
    await typeInto(page, 'Umsatzsteuer-Identifikationsnummer (USt-IdNr.)', 'DE136695976')
    await page.keyboard.press('Enter')

    // s4: the declaration by Space, then "Konto eröffnen".
    await expectStepFocused(page, 'Erklärungen', 'Schritt 4 von 6')
    const declaration = page.getByRole('checkbox', { name: /im eigenen wirtschaftlichen Interesse/ })
    await page.keyboard.press('Tab')
    await expectFocused(declaration)
    await page.keyboard.press('Space')
    await expect.poll(() => declaration.isChecked(), SLOW).toBe(true)
    await pressWizardButton(page, 'Konto eröffnen')

    // s5: the video identification in its dialog; Tab goes into the frame to its success button, Enter presses it.
    await expectStepFocused(page, 'Konto eröffnet', 'Schritt 5 von 6')
    await pressWizardButton(page, 'Video-Identifizierung starten')
    const embed = dialog(page, { alertdialog: false })
    await embed.getByRole('heading', { name: 'Video-Identifizierung' }).waitFor(SLOW)
    await expect.poll(() => embed.evaluate((d) => d.contains(document.activeElement)), SLOW).toBe(true)
    const frame = await (await embed.locator('iframe').elementHandle(SLOW))?.contentFrame()
    if (frame == null) throw new Error('no video identification frame')
    await frame.getByRole('button', { name: 'Identifizierung abschließen' }).waitFor(SLOW)
    for (let i = 0; i < 10 && (await focusedInFrame(frame)) !== 'Identifizierung abschließen'; i += 1) await page.keyboard.press('Tab')
    expect(await focusedInFrame(frame)).toBe('Identifizierung abschließen')
    await page.keyboard.press('Enter')
    await embed.waitFor({ state: 'detached', ...SLOW })

    // s6: the card order ends the wizard.
    await expectStepFocused(page, 'Identifizierung', 'Schritt 6 von 6')
    await pressWizardButton(page, 'Karte bestellen und abschließen')

    // The hub with the business onboarding card (under way, or on a slow machine already welcoming the account).
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    await page.getByRole('region', { name: /Ihr Geschäftskonto wird eingerichtet|Willkommen bei Ihrem Geschäftskonto/ }).waitFor(SLOW)
  })
})
