/**
 * The hub's state cards (issue 15; hub-and-business-account 4.3–4.5, 4.9) in Chromium: each demo organisation's card
 * at 390 and 1920 px (no horizontal scroll, axe), then its action against the demo where it has one: a seizure paid off
 * by keyboard, terms accepted, the teaser hidden, each kept across a reload. Demo mode, production build, Debian's
 * Chromium. Which card each organisation shows (4.5's precedence over the fixtures' seeds, the normal organisation
 * none) and what the cards say are UI tests (StateCards.test.tsx, "the state cards of the demo organisations"); the
 * MFA-required card is checked with its device linking (hub-device-link.e2e.test.ts).
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

/**
 * The organisation's hub opened at 390 px, its card shown whole and accessible there and at 1920 px; the page stays
 * at 1920 px for what the test does next. One load, then the window widened: the layout is CSS and reflows as it
 * would on load (a load costs more of Chromium's CPU than the reflow).
 */
const openWithCard = async (id: DemoOrganisationId, card: string, title: string): Promise<Page> => {
  const page = await openOrganisation(id, 390)
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await cardsOnceRead(page, [card])
    await expect.poll(() => page.getByRole('heading', { name: title, level: 2 }).isVisible(), SLOW).toBe(true)
    await noHorizontalScroll(page)
    await expectAccessible(page, `${id} at ${width} px`)
  }
  return page
}

/** After a reload the state cards are read again and none shows. */
const noCardAfterReload = async (page: Page): Promise<void> => {
  await page.reload()
  await waitForHub(page)
  await page.locator('.hub-state-cards[data-read="loaded"]').waitFor({ state: 'attached', ...SLOW })
  expect(await shownCards(page)).toEqual([])
}

describe('the hub’s state cards per demo organisation', () => {
  it.each([
    [DEMO_ORGANISATION_IDS.blockedAccount, 'blockedAccount', 'Ihr Konto ist gesperrt'],
    [DEMO_ORGANISATION_IDS.onboardingInProgress, 'businessOnboarding', 'Ihr Geschäftskonto wird eingerichtet'],
  ] as const)('%s shows its card (%s), accessible at 390 and 1920 px', async (id, card, title) => {
    await openWithCard(id, card, title)
  })
})

describe('the seizure payoff', () => {
  it('the seizure card at 390 and 1920 px; the payoff dialog takes the focus, refuses a dot with its message, and creates the transfer by keyboard', async () => {
    const page = await openWithCard(DEMO_ORGANISATION_IDS.seizure, 'seizure', 'Pfändung Ihres Geschäftskontos')
    await page.getByTestId('hub-state-card-seizure').getByRole('button', { name: 'Pfändung begleichen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pfändung begleichen' })
    const amount = dialog.getByRole('textbox', { name: 'Betrag in Euro' })
    await amount.waitFor(SLOW)
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement), SLOW).toBe(true)
    await expectAccessible(page, 'payoff dialog')

    // The amount's rules (the total and 0,01 € as bounds, the comma) are StateCards.test.tsx's; here a message as
    // the browser shows it, and Enter sending the form.
    await amount.fill('12.50')
    await page.keyboard.press('Enter')
    await dialog.getByText('Bitte schreiben Sie den Betrag mit Komma vor den Cent').waitFor(SLOW)
    await expectAccessible(page, 'payoff dialog with a message')

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
    await noCardAfterReload(page)
  })
})

describe('the terms consent', () => {
  it('the terms card at 390 and 1920 px; accepted, the card goes, across a reload', async () => {
    const page = await openWithCard(DEMO_ORGANISATION_IDS.termsToAccept, 'terms', 'Neue Geschäftsbedingungen Ihrer Partnerbank')
    await page.getByTestId('hub-state-card-terms').getByRole('button', { name: 'Zustimmen' }).click()
    await page.getByText('Vielen Dank, Ihre Zustimmung ist gespeichert.').waitFor(SLOW)
    await cardsOnceRead(page, [])
    // Kept across a reload: the demo's state holds the consent.
    await noCardAfterReload(page)
  })
})
