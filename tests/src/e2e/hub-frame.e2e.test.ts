/**
 * The frame around every screen (issue 15; hub-and-business-account 2.1–2.3, 6): the navigation by privilege, the
 * demo organisation switcher by keyboard, /noaccess for the organisation without rights, the first-time screen for the
 * one without accounts and its same-origin messages (a foreign origin ignored), at 1280 and 390 px, axe on each.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, SLOW, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

const ALL_ENTRIES = [
  'Übersicht',
  'Alle Umsätze',
  'Vorgemerkt',
  'Zuordnungsvorschläge',
  'Nicht zugeordnet',
  'Überweisungen',
  'Anstehende Zahlungen',
  'Ausgeblendete Umsätze',
]

/** The entries' labels (a link's text also holds its count, e.g. 'Vorgemerkt4 (4 offen)'). */
const navEntries = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Banking' }).getByRole('link').allTextContents()).map(
    (text) => ALL_ENTRIES.find((label) => text.startsWith(label)) ?? text,
  )

/** Chooses a demo organisation with the keyboard only: focus the Select, open it, type the name's start, Enter. */
const switchOrganisationByKeyboard = async (page: Page, name: string) => {
  const trigger = page.getByRole('button', { name: /Demo-Organisation/ })
  await trigger.waitFor(SLOW)
  await trigger.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('listbox').waitFor(SLOW)
  await page.keyboard.type(name.slice(0, 5))
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), SLOW).toBe(name)
  await page.keyboard.press('Enter')
  // The app loads afresh at the hub for the new organisation.
  await page.waitForEvent('load', SLOW)
}

describe('the frame', () => {
  it('the normal organisation shows every entry; each leads to its screen', async () => {
    const page = await session.openHub()
    await expect.poll(() => navEntries(page), SLOW).toEqual(ALL_ENTRIES)
    await page.getByRole('navigation', { name: 'Banking' }).getByRole('link', { name: 'Anstehende Zahlungen' }).click()
    await page.waitForURL(/\/planned\/standingorder$/, SLOW)
    await expect.poll(() => page.getByRole('button', { name: /Demo-Organisation/ }).textContent(), SLOW).toContain('Müller Grafikdesign')
    await expectAccessible(page, 'planned payments with the switcher')
  })

  it('the organisation without rights: switched to by keyboard, /noaccess, without the planned entry, and it stays after a reload', async () => {
    const page = await session.openHub()
    await switchOrganisationByKeyboard(page, 'Richter & Partner')
    await page.waitForURL(/\/noaccess$/, SLOW)
    await page.getByRole('heading', { level: 1, name: 'Zugriff nicht gestattet' }).waitFor(SLOW)
    expect(await page.getByText('Bitte wenden Sie sich an Ihre Administratorin oder Ihren Administrator.').isVisible()).toBe(true)
    await expect.poll(() => navEntries(page), SLOW).toEqual(ALL_ENTRIES.filter((e) => e !== 'Anstehende Zahlungen'))
    await expectAccessible(page, '/noaccess')
    await page.goto(session.url('/hub'))
    await page.waitForURL(/\/noaccess$/, SLOW)
    await expect.poll(() => page.getByRole('button', { name: /Demo-Organisation/ }).textContent(), SLOW).toContain('Richter & Partner')
  })

  it('the organisation without accounts goes to the first-time screen; its frame opens the add-account dialog; a foreign message is ignored', async () => {
    const page = await session.openHub()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await switchOrganisationByKeyboard(page, 'Neumann Studio')
    await page.waitForURL(/\/ftu$/, SLOW)
    await page.getByRole('heading', { level: 1, name: 'Willkommen bei Kontor' }).waitFor(SLOW)
    const frame = page.frameLocator('iframe[title="Erste Schritte mit Kontor"]')
    await frame.getByRole('heading', { name: 'Verbinden Sie Ihr erstes Konto' }).waitFor(SLOW)
    await expectAccessible(page, '/ftu')

    // A message from another origin: logged and ignored (no dialog, still /ftu).
    await page.evaluate(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'createFinancialAccount' }, origin: 'https://evil.example' })))
    await expect.poll(() => warnings.some((w) => w.includes('Herkunft')), SLOW).toBe(true)
    expect(await dialog(page).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/ftu')

    // The frame's own button (same origin) opens the add-account dialog; leaving the screen closes it.
    await frame.getByRole('button', { name: 'Konto verbinden' }).click()
    await dialog(page).getByRole('heading', { name: 'Konto hinzufügen' }).waitFor(SLOW)
    await expectAccessible(page, 'the add-account dialog over /ftu')
    await page.goBack()
    await expect.poll(() => dialog(page).count(), SLOW).toBe(0)
  })

  it('at 390 px: the first-time screen and the hub fit the width, the switcher and the status bar are there', async () => {
    const page = await session.openHub({ viewport: { width: 390, height: 844 } })
    await page.getByRole('toolbar', { name: 'Aktionen' }).getByRole('button', { name: 'Neuer Dauerauftrag' }).waitFor(SLOW)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page, 'the hub at 390 px')
    await switchOrganisationByKeyboard(page, 'Neumann Studio')
    await page.waitForURL(/\/ftu$/, SLOW)
    await page.frameLocator('iframe').getByRole('button', { name: 'Konto verbinden' }).waitFor(SLOW)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page, '/ftu at 390 px')
  })

  it('the status bar’s new standing order opens the transfer dialog in that mode', async () => {
    const page = await session.openHub()
    await page.getByRole('toolbar', { name: 'Aktionen' }).getByRole('button', { name: 'Neuer Dauerauftrag' }).click()
    await dialog(page).getByRole('heading', { name: 'Neuer Dauerauftrag' }).waitFor(SLOW)
    expect(new URL(page.url()).pathname).toBe('/banktransfer')
    await expectAccessible(page, 'the transfer dialog from the status bar')
    await page.keyboard.press('Escape')
    await waitForHub(page)
  })
})
