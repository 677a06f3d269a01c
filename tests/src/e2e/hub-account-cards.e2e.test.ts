/**
 * The hub's account cards and fallback balance card in a real browser (issue 15): demo mode, production build,
 * Debian's Chromium, keyboard only. The balance chart of a card with its text alternative; the tabs and paging at a
 * phone's and a desktop's width; the fallback card's settings saved and read again after a reload. axe on each.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, SLOW, tabTo, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const PHONE = { width: 390, height: 900 }
const DESKTOP = { width: 1920, height: 1080 }
const cardNames = (page: Page) => page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()
const fallbackNames = (page: Page) => page.getByTestId('fallback-card').getByRole('term').allTextContents()

describe('account cards by keyboard', () => {
  it.each([
    { viewport: PHONE, perPage: 2, pages: 3 },
    { viewport: DESKTOP, perPage: 3, pages: 2 },
  ])('at $viewport.width px: error tab first, arrow keys to Aktiv, $perPage cards a page, paged by Enter', async ({ viewport, perPage, pages }) => {
    const page = await session.openHub({ viewport })
    const errorTab = page.getByRole('tab', { name: 'Fehlerhaft (2)' })
    await expect.poll(() => errorTab.getAttribute('aria-selected')).toBe('true')
    await tabTo(page, errorTab)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { name: 'Aktiv (6)' }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => cardNames(page).then((names) => names.length)).toBe(perPage)
    const first = await cardNames(page)
    await page.getByText(`Seite 1 von ${pages}`).waitFor(SLOW)
    await expectAccessible(page, `Aktiv at ${viewport.width} px`)

    await tabTo(page, page.getByRole('button', { name: 'Nächste Seite' }))
    await page.keyboard.press('Enter')
    await page.getByText(`Seite 2 von ${pages}`).waitFor(SLOW)
    const second = await cardNames(page)
    expect(second).toHaveLength(perPage)
    expect(second.filter((name) => first.includes(name))).toEqual([])
  })
})

describe('the balance chart on a card', () => {
  it('draws the last 90 days with a summary as its name and a hidden list as its text alternative; a card without transactions says why', async () => {
    const page = await session.openHub({ viewport: DESKTOP })
    await page.getByRole('tab', { name: 'Aktiv (6)' }).click()
    const card = page.getByRole('article', { name: 'Geschäftskonto Sparkasse' })
    const chart = card.getByRole('img', { name: /^Kontostand der letzten 90 Tage: von .* auf 12\.345,67\s€, niedrigster Stand .* am \d\d\.\d\d\.\d{4}, höchster Stand .* am \d\d\.\d\d\.\d{4}$/ })
    await chart.waitFor(SLOW)
    expect(await chart.locator('path').getAttribute('d')).toMatch(/^M0 [\d.]+( L[\d.]+ [\d.]+){89}$/)
    const list = card.getByRole('list', { name: 'Verlauf des Kontostands der letzten 90 Tage' })
    const items = await list.getByRole('listitem').allTextContents()
    expect(items).toHaveLength(4)
    expect(items[0]).toMatch(/^Am \d\d\.\d\d\.\d{4}: /)
    expect(items[3]).toMatch(/^Heute, \d\d\.\d\d\.\d{4}: 12\.345,67\s€$/)
    // Visually hidden, but there for a screen reader.
    expect(await list.evaluate((el) => el.closest("figcaption")?.getBoundingClientRect().width)).toBeLessThanOrEqual(1)

    const savings = page.getByRole('article', { name: 'Tagesgeld Rücklagen' })
    await savings.getByText('Kein Verlauf: In den letzten 90 Tagen gab es auf diesem Konto keine Umsätze.').waitFor(SLOW)
    expect(await savings.getByRole('img').count()).toBe(0)
    await expectAccessible(page, 'cards with charts')
  })
})

describe('the fallback balance card', () => {
  it('settings by keyboard: all except Visa Business, saved, and still so after a reload', async () => {
    const page = await session.openHub({ viewport: DESKTOP })
    const card = page.getByTestId('fallback-card')
    await expect.poll(() => fallbackNames(page)).toContain('Visa Business')

    await tabTo(page, page.getByRole('button', { name: 'Einstellungen der Kontostände' }))
    await page.keyboard.press('Enter')
    const settings = dialog(page)
    await settings.getByRole('heading', { name: 'Kontostände: Einstellungen' }).waitFor(SLOW)
    await expectAccessible(page, 'settings dialog')

    await tabTo(page, settings.getByRole('radio', { name: 'Alle Konten', exact: true }))
    await page.keyboard.press('ArrowDown')
    expect(await settings.getByRole('radio', { name: 'Alle Konten außer den ausgeblendeten' }).isChecked()).toBe(true)
    await tabTo(page, settings.getByRole('checkbox', { name: 'Visa Business' }))
    await page.keyboard.press('Space')
    expect(await settings.getByRole('checkbox', { name: 'Visa Business' }).isChecked()).toBe(true)
    await tabTo(page, settings.getByRole('button', { name: 'Speichern' }))
    await page.keyboard.press('Enter')
    await settings.waitFor({ state: 'detached', ...SLOW })
    await expect.poll(() => fallbackNames(page)).not.toContain('Visa Business')
    await card.getByText('Die Einstellungen der Kontostände wurden gespeichert.').waitFor({ state: 'attached', ...SLOW })

    await page.reload()
    await page.getByRole('tab').first().waitFor(SLOW)
    await expect.poll(() => fallbackNames(page), SLOW).toContain('Geschäftskonto Sparkasse')
    expect(await fallbackNames(page)).not.toContain('Visa Business')
    await expectAccessible(page, 'hub after reload')
  })
})
