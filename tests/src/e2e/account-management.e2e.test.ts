/**
 * /accountManagement 'Bankkonten bearbeiten' in a real browser (issue 10, item 6 and spec 2.1): demo mode, production
 * build, Debian's Chromium. Each test opens a fresh context, so each page load starts from the demo organisation (the
 * memory backend lives in the page): the hub and the management page read the same nine accounts.
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

const openManagement = async (width = 1280): Promise<Page> => {
  const page = await session.open('/accountManagement', { viewport: { width } })
  await page.getByRole('list', { name: 'Bankkonten' }).getByRole('listitem').first().waitFor(SLOW)
  return page
}

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
  it('lists every account of the hub, each with the state of its hub tab (the Mietkonto failed in both)', async () => {
    let page = await session.open('/hub')
    await page.getByRole('tab').first().waitFor(SLOW)
    const onHub = new Map<string, string>()
    for (const tab of HUB_TABS) for (const name of await cardNamesOnTab(page, tab)) onHub.set(name, tab)
    expect(onHub.size).toBe(9)
    expect(onHub.get('Mietkonto')).toBe('Fehlerhaft')
    await session.closeContext()

    page = await openManagement()
    const listed = await managementStates(page)
    expect(listed).toHaveLength(onHub.size)
    expect(new Map(listed)).toEqual(onHub)
    // Why it failed, as on the hub card.
    const rent = page.getByRole('listitem', { name: 'Mietkonto' })
    expect(await rent.getByRole('note').textContent()).toContain('Bitte geben Sie Ihre Zugangsdaten erneut ein.')
    await expectAccessible(page, '/accountManagement')
  })

  it('on its own: the app navigation, and one close action that leads back to the hub', async () => {
    const page = await openManagement()
    const navigation = page.getByRole('navigation', { name: 'Banking' })
    expect(await navigation.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/hub')
    expect(await page.getByRole('button', { name: 'Abbrechen' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Schließen' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Schließen' }).click()
    await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
    expect(new URL(page.url()).pathname).toBe('/hub')
  })

  it('adding starts at s10: an existing bank login is reachable (s33 for the rejected one)', async () => {
    const page = await openManagement()
    await page.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await expectAccessible(page, 's10 from /accountManagement')
    await tick(dialog(page).getByRole('radio', { name: /Berliner Volksbank/ }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'Zugangsdaten eingeben')
  })

  it('adding starts at s10: PayPal is reachable (s21)', async () => {
    const page = await openManagement()
    await page.getByRole('button', { name: 'Neues Bankkonto hinzufügen' }).click()
    await expectStep(page, 'Konto hinzufügen')
    await tick(dialog(page).getByRole('radio', { name: 'PayPal-Konto verbinden' }))
    await dialog(page).getByRole('button', { name: 'Weiter' }).click()
    await expectStep(page, 'PayPal verbinden')
    expect(await dialog(page).getByRole('button', { name: 'Weiter zu PayPal' }).count()).toBe(1)
  })

  it.each([390, 1920])('fits a %i px wide window without horizontal scrolling', async (width) => {
    const page = await openManagement(width)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
