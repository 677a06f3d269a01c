/**
 * The GmbH activation wizard end to end (issue 16; hub-and-business-account 2.4, 4.1 "GmbH flow", 5, 8): the demo
 * GmbH "Nordlicht Software GmbH" finds itself in the demo register with two representatives, enters both (one a
 * beneficial owner at 25 %), links a mobile number, passes the video identification and orders its card; the hub then
 * shows the new account. On the way s5 refuses an under-age representative, a wrong Steuer-ID and an owner below 25 %,
 * each message on its field and the step staying (axe on the step with its messages); a double click on "Weiter" at s4
 * creates one business; a reload keeps the wizard and no tax id in the browser's storage. Demo mode, production build,
 * Debian's Chromium, axe on every wizard step. The other bad input of the issue (s1–s4, shares above 100 %) gets its
 * message in UI tests (GmbhWizard.test.tsx "the GmbH wizard’s own checks", "… representatives").
 *
 * GMBH_E2E_SHOTS=<dir> saves a screenshot of every step (390 and 1920 px) for a look by eye.
 */
import { DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoStateText, dialog, expectAccessible, LONG_WALK, openDemoOrganisation, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()
const SHOTS = process.env['GMBH_E2E_SHOTS']

const stepTitle = (page: Page, title: string): Locator => page.getByRole('heading', { level: 2, name: title })

/** The step is shown ("Schritt n von 9" and its title), has no serious axe violation, and is photographed if asked. */
const atStep = async (page: Page, n: number, title: string): Promise<void> => {
  await stepTitle(page, title).waitFor(SLOW)
  await expect.poll(() => page.getByText(`Schritt ${n} von 9`).count(), SLOW).toBe(1)
  await expectAccessible(page, `GmbH s${n}`)
  if (SHOTS !== undefined) {
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await page.waitForTimeout(300)
      await page.screenshot({ path: `${SHOTS}/s${n}-${width}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
  }
}

const field = (page: Page, label: string | RegExp): Locator => page.getByRole('textbox', { name: label, exact: typeof label === 'string' })
const next = (page: Page): Locator => page.getByRole('button', { name: 'Weiter', exact: true })

/** The field shows `message` (its description names it) and the step is still `title`. */
const expectMessageOn = async (page: Page, control: Locator, message: string, title: string): Promise<void> => {
  await expect.poll(() => control.getAttribute('aria-invalid'), SLOW).toBe('true')
  const describedBy = (await control.getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()))
  expect(texts.join(' ')).toContain(message)
  await stepTitle(page, title).waitFor()
}

const chooseOption = async (page: Page, label: string, option: string): Promise<void> => {
  await page.getByRole('button', { name: new RegExp(label) }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const answerUsTax = (page: Page, question: string): Promise<void> =>
  tick(page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: 'Nein' }))

/** How many businesses the demo's stored state holds. */
const businessCount = async (page: Page): Promise<number> => ((await demoStateText(page)).match(/"legalForm":"(GMBH|UG)"/g) ?? []).length

const fillRepresentative = async (page: Page, r: { email: string; taxId: string; birthDate: string; salutation: 'Frau' | 'Herr' }): Promise<void> => {
  await tick(page.getByRole('radiogroup', { name: 'Anrede' }).getByRole('radio', { name: r.salutation }))
  await field(page, 'E-Mail-Adresse').fill(r.email)
  await field(page, 'Geburtsdatum').fill(r.birthDate)
  await field(page, 'Steuerliche Identifikationsnummer (Steuer-ID)').fill(r.taxId)
  const address = page.getByRole('group', { name: 'Private Anschrift' })
  await address.getByRole('textbox', { name: 'Straße' }).fill('Elbchaussee')
  await address.getByRole('textbox', { name: 'Hausnummer' }).fill('12')
  await address.getByRole('textbox', { name: 'Postleitzahl' }).fill('22763')
  await address.getByRole('textbox', { name: 'Ort' }).fill('Hamburg')
  await answerUsTax(page, 'Sind Sie in den USA steuerpflichtig?')
  for (const box of [/eigenen wirtschaftlichen Interesse/, /Eröffnung des Geschäftskontos/, /steuerlich ansässig/, /Geschäftsbedingungen/]) {
    await tick(page.getByRole('checkbox', { name: box }))
  }
}

describe('the GmbH wizard', () => {
  it('opens the account of a GmbH with two register representatives and one owner at 25 %, refusing bad input at s5 on its fields', LONG_WALK, async () => {
    const page = await openDemoOrganisation(session, DEMO_ORGANISATION_IDS.gmbhWizard)
    await page.getByRole('link', { name: 'Geschäftskonto aktivieren' }).or(page.getByRole('button', { name: 'Geschäftskonto aktivieren' })).first().click()
    await page.getByRole('heading', { level: 2, name: /Ihr Geschäftskonto/ }).waitFor(SLOW)
    await chooseOption(page, 'Rechtsform', 'GmbH')
    await tick(page.getByRole('radiogroup', { name: 'Sind Sie in den USA steuerpflichtig?' }).getByRole('radio', { name: 'Nein' }))
    await page.getByRole('button', { name: 'Eröffnung starten' }).click()

    // s1: the register lookup in the demo register.
    await atStep(page, 1, 'Über Ihr Unternehmen')
    const companyName = field(page, 'Name des Unternehmens')
    await companyName.fill('Nordlicht')
    await page.getByRole('button', { name: 'Im Handelsregister suchen' }).click()
    await page.getByRole('button', { name: 'Nordlicht Software GmbH übernehmen' }).click()

    // s2: the register's data.
    await atStep(page, 2, 'Unternehmensdaten bestätigen')
    expect(await field(page, 'Firmenname').inputValue()).toBe('Nordlicht Software GmbH')
    expect(await field(page, 'Gründungsdatum').inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    await chooseOption(page, 'Branche', 'Information und Kommunikation')
    await field(page, 'Unternehmensgegenstand').fill('Entwicklung und Vertrieb von Software')
    await next(page).click()

    // s3: the tax number and the VAT id.
    await atStep(page, 3, 'Steuerinformationen')
    await field(page, 'Steuernummer des Unternehmens').fill('143/815/08155')
    await field(page, 'Umsatzsteuer-Identifikationsnummer (optional)').fill('DE136695976')
    await answerUsTax(page, 'Ist Ihr Unternehmen in den USA steuerpflichtig?')
    await next(page).click()

    // s4: the register's address; a double click on "Weiter" creates one business.
    await atStep(page, 4, 'Firmenadresse bestätigen')
    expect(await page.getByRole('group', { name: 'Geschäftsadresse' }).getByRole('textbox', { name: 'Postleitzahl' }).inputValue()).toMatch(/^\d{5}$/)
    const before = await businessCount(page)
    await next(page).dblclick()

    // s5: Anna Nordmann from the register; under 18, a wrong Steuer-ID and an owner at 24,99 % are refused.
    await stepTitle(page, 'Gesetzliche Vertreter').waitFor(SLOW)
    // The demo saves at once, so the double click's second half may land on s5: a step just arrived takes no clicks
    // (WizardStepFrame's guard), so nothing there opened.
    expect(await page.getByRole('listbox').count()).toBe(0)
    await atStep(page, 5, 'Gesetzliche Vertreter')
    await expect.poll(() => businessCount(page), SLOW).toBe(before + 1)
    expect(await field(page, 'Vorname').inputValue()).toBe('Anna')
    await fillRepresentative(page, { salutation: 'Frau', email: 'anna.nordmann@example.de', taxId: '12345678901', birthDate: '01.01.2015' })
    await tick(page.getByRole('checkbox', { name: /mindestens 25 %/ }))
    const share = field(page, 'Stimmrechtsanteil in %')
    await share.fill('24,99')
    await next(page).click()
    await expectMessageOn(page, field(page, 'Geburtsdatum'), 'Sie müssen mindestens 18 Jahre alt sein.', 'Gesetzliche Vertreter')
    await expectMessageOn(page, field(page, 'Steuerliche Identifikationsnummer (Steuer-ID)'), 'Die Steuernummer ist ungültig.', 'Gesetzliche Vertreter')
    await expectMessageOn(page, share, 'Sie müssen mindestens 25 % der Anteile halten.', 'Gesetzliche Vertreter')
    await expectAccessible(page, 'GmbH s5 with its messages')
    if (SHOTS !== undefined) {
      await page.setViewportSize({ width: 390, height: 900 })
      await page.waitForTimeout(500)
      await page.screenshot({ path: `${SHOTS}/s5-messages-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    await field(page, 'Geburtsdatum').fill('15.03.1980')
    await field(page, 'Steuerliche Identifikationsnummer (Steuer-ID)').fill('86095742719')
    await share.fill('25')
    await next(page).click()

    // s6: Jens Lichter is still to be entered; the loop back to s5 is prefilled with his name.
    await atStep(page, 6, 'Liste der Vertreter')
    // A reload keeps the wizard where it was (draft in sessionStorage, tax ids read back from the server).
    await page.reload()
    await stepTitle(page, 'Liste der Vertreter').waitFor(SLOW)
    await expect.poll(() => page.getByText('Anna Nordmann: 25 %').count(), SLOW).toBe(1)
    // Neither the wizard's draft nor the demo's stored state holds a tax id (the demo keeps them in sessionStorage).
    const stored = `${await page.evaluate(() => `${sessionStorage.getItem('kontor.bnk.gmbhWizard') ?? ''} ${JSON.stringify(localStorage)}`)} ${await demoStateText(page)}`
    for (const secret of ['143/815/08155', '14381508155', 'DE136695976', '86095742719']) expect(stored).not.toContain(secret)
    expect(stored).toContain('Nordmann')
    await page.getByRole('button', { name: 'Nächsten Vertreter erfassen' }).click()
    await stepTitle(page, 'Gesetzliche Vertreter').waitFor(SLOW)
    expect(await field(page, 'Vorname').inputValue()).toBe('Jens')
    await fillRepresentative(page, { salutation: 'Herr', email: 'jens.lichter@example.de', taxId: '47036892816', birthDate: '02.02.1975' })
    await next(page).click()
    await stepTitle(page, 'Liste der Vertreter').waitFor(SLOW)
    await expect.poll(() => page.getByText('erfasst', { exact: true }).count(), SLOW).toBe(2)
    await next(page).click()

    // s7 to s9: the mobile number, the video identification (demo embed), the card; then the hub.
    await atStep(page, 7, 'Mobilnummer verknüpfen')
    await field(page, 'Mobilnummer').fill('0176 1234560')
    await next(page).click()
    await atStep(page, 8, 'Identität bestätigen')
    await page.getByRole('button', { name: 'Video-Identifizierung starten' }).click()
    await dialog(page).waitFor(SLOW)
    await expectAccessible(page, 'GmbH video identification')
    // The embed posts its result to its parent, same origin, as the demo page /ident/video.html does.
    const frame = await (await page.locator('iframe.embed-frame').elementHandle())?.contentFrame()
    await frame?.waitForLoadState()
    await frame?.evaluate(() => parent.postMessage({ type: 'CLOSE_SUCCESS' }, location.origin))
    await atStep(page, 9, 'Karte bestellen')
    await page.getByRole('button', { name: 'Karte bestellen und zur Übersicht' }).click()
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    // The account process settles on the db clock (three steps of 2 s); the hub's onboarding card reads the state again
    // by itself (after 2 s, then every 5 s), welcomes the account and has the account list read again: no reload.
    await page.getByRole('heading', { name: 'Willkommen bei Ihrem Geschäftskonto' }).waitFor({ timeout: 40_000 })
    await page.getByRole('tab', { name: /Aktiv/ }).click()
    const newAccount = page.getByRole('heading', { name: 'Geschäftskonto', exact: true })
    for (let pageNo = 0; pageNo < 5 && (await newAccount.count()) === 0; pageNo++) await page.getByRole('button', { name: 'Nächste Seite' }).click()
    expect(await newAccount.count()).toBe(1)
  })
})
