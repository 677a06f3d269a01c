/**
 * /accountManagement 'Bankkonten bearbeiten' in a real browser (issue 10, item 6 and spec 2.1): demo mode, production
 * build, Debian's Chromium. The walk starts from the demo organisation (the memory backend lives in the page): the
 * management page and the hub it closes to read the same nine accounts.
 */
import { ACCOUNT_STATE_LABELS } from '@kontor/core'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cardNamesOnTab, dialog as kitDialog, expectAccessible, expectStep as kitExpectStep, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

/** The hub's tabs, as the hub names them: the account states. */
const HUB_TABS = [ACCOUNT_STATE_LABELS.failed, ACCOUNT_STATE_LABELS.active, ACCOUNT_STATE_LABELS.deactivated] as const

/** This file's wizard: only role dialog counts as the open dialog, and a step is its title (the focus is not waited for). */
const WIZARD = { alertdialog: false, focused: false }

/** Makes the window `width` px wide and lets the page lay itself out again (two frames: the resize, then its render). */
const resizeTo = async (page: Page, width: number): Promise<void> => {
  await page.setViewportSize({ width, height: 900 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** How far the page scrolls sideways (≤ 0: not at all). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const dialog = (page: Page): Locator => kitDialog(page, WIZARD)

/** The wizard's step heading. */
const expectStep = (page: Page, title: string) => kitExpectStep(page, title, WIZARD)

/** The management list's rows: each account's name and the state it says (without the busy note). */
const managementStates = async (page: Page): Promise<ReadonlyArray<readonly [string, string]>> => {
  const rows = page.getByRole('list', { name: 'Bankkonten' }).getByRole('listitem')
  const result: Array<readonly [string, string]> = []
  for (const row of await rows.all()) {
    const name = (await row.getByRole('heading').textContent()) ?? ''
    const state = (await row.locator('dd.account-state').evaluate((dd) => dd.firstChild?.textContent ?? '')).trim()
    result.push([name, state])
  }
  return result
}

describe('/accountManagement in Chromium', () => {
  // One walk from the page's own load to the hub it closes to: the hub's cards are read there, so neither page loads
  // twice. The list's rules (states, notes, polling, the 3 s delete, the wizard at s10, one close) are
  // AccountManagementPage.test.tsx's; PayPal's s21 is reached from the hub in accounts.e2e.test.ts.
  it('lists every account with the state of its hub tab (the Mietkonto failed, with why), fits 390 and 1920 px, reaches s33 for the rejected login, deletes one, and its one close action leads to the hub, which shows the same accounts', async () => {
    const page = await session.open('/accountManagement')
    await page.getByRole('list', { name: 'Bankkonten' }).getByRole('listitem').first().waitFor(SLOW)
    const listed = await managementStates(page)
    expect(listed).toHaveLength(9)
    expect(new Map(listed).get('Mietkonto')).toBe('Fehlerhaft')
    // Why it failed, as on the hub card.
    const rent = page.getByRole('listitem', { name: 'Mietkonto' })
    expect(await rent.getByRole('note').textContent()).toContain('Bitte geben Sie Ihre Zugangsdaten erneut ein.')
    await expectAccessible(page, '/accountManagement')
    for (const width of [390, 1920]) {
      await resizeTo(page, width)
      expect(await horizontalOverflow(page), `${width} px`).toBeLessThanOrEqual(0)
    }
    await resizeTo(page, 1280)

    // On its own (not in a host's frame): the app navigation, and no cancel beside the one close action.
    const navigation = page.getByRole('navigation', { name: 'Banking' })
    expect(await navigation.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/hub')
    expect(await page.getByRole('button', { name: 'Abbrechen' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Schließen' }).count()).toBe(1)

    // Adding starts at s10, where the rejected bank login leads to its credentials (s33).
    await page.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await tick(dialog(page).getByRole('radio', { name: /Berliner Volksbank/ }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'Zugangsdaten eingeben')
    await expectAccessible(page, 's33')
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click()
    await dialog(page).waitFor({ state: 'detached', ...SLOW })

    await page.getByRole('button', { name: 'Girokonto Deutsche Bank löschen' }).click()
    await kitDialog(page).getByRole('button', { name: 'Konto löschen' }).click()
    await page.getByRole('button', { name: 'Girokonto Deutsche Bank löschen' }).waitFor({ state: 'detached', ...SLOW })

    await page.getByRole('button', { name: 'Schließen' }).click()
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    expect(new URL(page.url()).pathname).toBe('/hub')
    // The hub's tabs hold the listed accounts, each in the tab of the state the list said; the deleted one is gone.
    await page.getByRole('tab').first().waitFor(SLOW)
    const onHub = new Map<string, string>()
    for (const tab of HUB_TABS) for (const name of await cardNamesOnTab(page, tab)) onHub.set(name, tab)
    expect(onHub).toEqual(new Map(listed.filter(([name]) => name !== 'Girokonto Deutsche Bank')))
  })
})
