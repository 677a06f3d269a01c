/**
 * The hub's state cards (issue 15; hub-and-business-account 4.3–4.5, 4.9): each demo organisation shows its card in
 * the precedence of 4.5, a seizure is paid off with an out-of-range amount corrected first, terms are accepted, and the
 * MFA activation is followed to "aktiviert". Demo mode, production build, Debian's Chromium, axe on every card and
 * dialog, at 390 and 1920 px.
 *
 * Switching organisation: the test writes the organisation's hub records (fixtures' DEMO_ORGANISATIONS, the seeds the
 * demo's switcher uses) into the demo's stored state and reloads, as a switch in another tab would; it needs no part
 * of the header.
 */
import { DEMO_ORGANISATION_IDS, type DemoOrganisationId } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, SLOW, useChromiumSession, waitForHub, openDemoOrganisation } from './e2e-kit.ts'

const session = useChromiumSession()


const openOrganisation = (id: DemoOrganisationId, width = 1280): Promise<Page> => openDemoOrganisation(session, id, width)

const stateCards = (page: Page) => page.locator('[data-testid^="hub-state-card-"]')

const shownCards = async (page: Page): Promise<ReadonlyArray<string>> =>
  (await stateCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid') ?? ''))).map((t) => t.replace('hub-state-card-', ''))

/** Waits until the state cards have been read and shows which are there. */
const cardsOnceRead = async (page: Page, expected: ReadonlyArray<string>): Promise<void> => {
  await expect.poll(() => shownCards(page), SLOW).toEqual(expected)
}

const noHorizontalScroll = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

describe('the hub’s state cards per demo organisation', () => {
  it.each([
    [DEMO_ORGANISATION_IDS.seizure, ['seizure'], 'Pfändung Ihres Geschäftskontos'],
    [DEMO_ORGANISATION_IDS.blockedAccount, ['blockedAccount'], 'Ihr Konto ist gesperrt'],
    [DEMO_ORGANISATION_IDS.mfaRequired, ['mfaRequired'], 'Zwei-Faktor-Authentifizierung erforderlich'],
    [DEMO_ORGANISATION_IDS.termsToAccept, ['terms'], 'Neue Geschäftsbedingungen Ihrer Partnerbank'],
    [DEMO_ORGANISATION_IDS.onboardingInProgress, ['businessOnboarding'], 'Ihr Geschäftskonto wird eingerichtet'],
  ] as const)('%s shows its card (%o), accessible at 390 and 1920 px', async (id, cards, title) => {
    // One load, then the window widened: the layout is CSS and reflows as it would on load (a load costs ~3 s of CPU).
    const page = await openOrganisation(id, 390)
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await cardsOnceRead(page, cards)
      await expect.poll(() => page.getByRole('heading', { name: title, level: 2 }).isVisible(), SLOW).toBe(true)
      await noHorizontalScroll(page)
      await expectAccessible(page, `${id} at ${width} px`)
    }
  })

  it('the normal organisation shows no state card', async () => {
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.normal)
    await page.locator('.hub-state-cards[data-read="loaded"]').waitFor({ state: 'attached', ...SLOW })
    expect(await shownCards(page)).toEqual([])
  })
})

describe('the seizure payoff', () => {
  it('corrects an amount above the total to the total, says so, and creates the transfer by keyboard', async () => {
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.seizure)
    const card = page.getByTestId('hub-state-card-seizure')
    await card.getByText('Finanzamt Berlin-Mitte').waitFor(SLOW)
    expect(await card.textContent()).toContain('nach 5 Bankarbeitstagen') // a GmbH
    expect(await card.textContent()).toContain('1.234,56\u00a0€')
    expect(await card.textContent()).toContain('12 M 3456/26')
    await card.getByRole('button', { name: 'Pfändung begleichen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pfändung begleichen' })
    const amount = dialog.getByRole('textbox', { name: 'Betrag in Euro' })
    await amount.waitFor(SLOW)
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement), SLOW).toBe(true)
    expect(await amount.inputValue()).toBe('1.234,56')
    await expectAccessible(page, 'payoff dialog')

    await amount.fill('5.000,00')
    await page.keyboard.press('Enter')
    await expect.poll(() => amount.inputValue(), SLOW).toBe('1.234,56')
    expect(await dialog.textContent()).toContain('Der Betrag muss zwischen 0,01\u00a0€ und 1.234,56\u00a0€ liegen.')

    await amount.fill('12.50')
    await page.keyboard.press('Enter')
    await dialog.getByText('Bitte schreiben Sie den Betrag mit Komma vor den Cent').waitFor(SLOW)
    await expectAccessible(page, 'payoff dialog with a message')

    await amount.fill('0')
    await page.keyboard.press('Tab')
    await expect.poll(() => amount.inputValue(), SLOW).toBe('0,01')
    await amount.fill('100,00')
    await amount.press('Enter')
    await dialog.getByText('Die Überweisung über 100,00\u00a0€ an Finanzamt Berlin-Mitte wurde angelegt.').waitFor(SLOW)
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await dialog.waitFor({ state: 'detached', ...SLOW })
  })
})

describe('the teaser', () => {
  it('shows for an organisation without a business account and stays hidden after "Ausblenden", across a reload', async () => {
    // The "no accounts" organisation's hub records over the demo's accounts: the hub (not the first-time screen) shows.
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.noAccounts)
    await cardsOnceRead(page, ['teaser'])
    await expectAccessible(page, 'teaser')
    await page.getByTestId('hub-state-card-teaser').getByRole('button', { name: 'Ausblenden' }).click()
    await cardsOnceRead(page, [])
    await page.reload()
    await waitForHub(page)
    await page.locator('.hub-state-cards[data-read="loaded"]').waitFor({ state: 'attached', ...SLOW })
    expect(await shownCards(page)).toEqual([])
  })
})

describe('the terms consent', () => {
  it('is accepted and the card goes', async () => {
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.termsToAccept)
    await cardsOnceRead(page, ['terms'])
    const card = page.getByTestId('hub-state-card-terms')
    expect(await card.textContent()).toContain('Frist: 30.06.2030')
    await card.getByRole('button', { name: 'Zustimmen' }).click()
    await page.getByText('Vielen Dank, Ihre Zustimmung ist gespeichert.').waitFor(SLOW)
    await cardsOnceRead(page, [])
    // Kept across a reload: the demo's state holds the consent.
    await page.reload()
    await waitForHub(page)
    await page.locator('.hub-state-cards[data-read="loaded"]').waitFor({ state: 'attached', ...SLOW })
    expect(await shownCards(page)).toEqual([])
  })
})

describe('the MFA-required card', () => {
  it('starts the activation, polls it and reports it activated; the card then goes', async () => {
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.mfaRequired)
    const card = page.getByTestId('hub-state-card-mfaRequired')
    await card.waitFor(SLOW)
    await card.getByRole('button', { name: 'Aktivierung starten' }).focus()
    await page.keyboard.press('Enter')
    await card.getByText('Wir warten auf die Aktivierung …').waitFor(SLOW)
    // The demo's user confirms 6 s after the start; the card polls every 2 s.
    await page.getByText('Die Zwei-Faktor-Authentifizierung ist aktiviert.').first().waitFor(SLOW)
    await cardsOnceRead(page, [])
  })
})
