/**
 * The hub's to-do and manual-assign cards and the proposals' navigation count (hub-and-business-account 2.1, 3
 * "Transaction summary", 9; transactions-import-proposals 9) in a real browser: demo mode, production build, Debian's
 * Chromium, axe on each screen. One walk from the hub: the cards' links by keyboard, a proposal accepted as a user does
 * on the transaction screens (the port's assignVouchers: the transaction booked with its voucher), then "Alle
 * übernehmen" from the to-do card's link, its notification said on the hub; the cards' counts and estimates and the
 * navigation's count follow without a reload, and are kept across one; at 390 px the cards stand in one column. How
 * the estimate follows the count, and the notifications' polling, are UI tests (WorkCards.test.tsx).
 */
import { formatEstimatedMinutes, toEstimatedApprovalMinutes, toEstimatedManualAssignMinutes } from '@kontor/core'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, LONG_WALK, SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const workRegion = (page: Page): Locator => page.getByRole('region', { name: 'Zu erledigen' })
const todoCard = (page: Page): Locator => page.getByTestId('hub-work-card-proposalsToReview')
const manualCard = (page: Page): Locator => page.getByTestId('hub-work-card-manualAssign')
const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Banking' })
const proposalsNavLink = (page: Page): Locator => nav(page).getByRole('link', { name: /^Zuordnungsvorschläge/ })

/** The number the to-do card's title names ("22 Zuordnungsvorschläge prüfen"). */
const todoCount = async (page: Page): Promise<number> => {
  const title = todoCard(page).getByRole('heading', { level: 3 })
  await title.waitFor(SLOW)
  return Number((await title.textContent())?.match(/^(\d+) Zuordnungsvorschl/)?.[1])
}

const estimateOf = async (card: Locator): Promise<string> => (await card.locator('.hub-work-card-estimate').textContent()) ?? ''
const expectedEstimate = (minutes: Parameters<typeof formatEstimatedMinutes>[0]) => `Geschätzte Zeit: etwa ${formatEstimatedMinutes(minutes)}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Accepts the proposal of one transaction as a user does on the transaction screens: "Alle Umsätze" from the
 * navigation, the list searched by the purpose, the row opened, the proposed voucher chosen, "Zuordnen". The backend
 * then drops the proposal, as the transaction is no longer open.
 */
const acceptProposalOnTransactionScreen = async (page: Page, purpose: string, counterparty: string, voucherNumber: string): Promise<void> => {
  await nav(page).getByRole('link', { name: /^Alle Umsätze/ }).click()
  const search = page.getByRole('textbox', { name: 'Suche' })
  await search.waitFor(SLOW)
  await search.fill(purpose)
  await expect.poll(() => new URL(page.url()).searchParams.get('searchTerm'), SLOW).toBe(purpose)
  const open = page.getByRole('button', { name: new RegExp(`^Umsatz öffnen: ${escapeRegExp(counterparty)}`) })
  await open.first().waitFor(SLOW)
  await open.first().click()
  const panel = page.getByRole('dialog', { name: 'Umsatz zuordnen' })
  await panel.waitFor(SLOW)
  const box = panel.getByRole('checkbox', { name: `Beleg ${voucherNumber} auswählen` }).first()
  await box.waitFor({ state: 'attached', ...SLOW })
  await box.locator('xpath=ancestor::label[1]').click()
  await expect.poll(() => box.isChecked(), SLOW).toBe(true)
  await panel.getByRole('button', { name: 'Zuordnen', exact: true }).click()
  await panel.getByText('Die Zahlung wurde gespeichert.').waitFor(SLOW)
  await panel.getByRole('button', { name: 'Schließen' }).last().click()
  await panel.waitFor({ state: 'detached', ...SLOW })
}

const CURSOR_KEY = 'kontor.notifications.lastSequentialNumber'

/** Presses Tab until the focused element says `text` (at most 6 times: the hub's cards in between are few). */
const tabTo = async (page: Page, text: string): Promise<void> => {
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
    if (focused === text) return
  }
  throw new Error(`Tab did not reach "${text}"`)
}

/** From the hub's toolbar to the to-do card's link by keyboard: between them stand the cards above (the balance card's settings). */
const tabToTodoLink = async (page: Page): Promise<void> => {
  await todoCard(page).waitFor(SLOW)
  await page.getByRole('link', { name: 'Bankkonten bearbeiten' }).focus()
  await tabTo(page, 'Vorschläge prüfen')
}

describe('the hub’s work cards in Chromium', () => {
  it('count and estimate beside the navigation’s count; their links by keyboard; a proposal accepted on the transaction screens, then "Alle übernehmen" while the hub shows its notification as one polite toast: the counts and estimates follow, across a reload; at 390 px one column', LONG_WALK, async () => {
    const page = await session.open('/hub')
    await workRegion(page).waitFor(SLOW)
    const before = await todoCount(page)
    expect(before).toBeGreaterThan(10)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before)))
    const manualTitle = (await manualCard(page).getByRole('heading', { level: 3 }).textContent()) ?? ''
    const withoutProposals = Number(manualTitle.match(/^(\d+) Ums/)?.[1])
    expect(await estimateOf(manualCard(page))).toBe(expectedEstimate(toEstimatedManualAssignMinutes(withoutProposals)))
    // The navigation names the same count: "Zuordnungsvorschläge (22 zu prüfen)".
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.replace(/\s+/g, ' ').trim(), SLOW).toMatch(
      new RegExp(`^Zuordnungsvorschläge ?${before} ?\\(${before} zu prüfen\\)$`),
    )
    const toasts = page.getByRole('region', { name: 'Benachrichtigungen' })
    expect(await toasts.getAttribute('aria-live')).toBe('polite')
    await expectAccessible(page, 'hub with its work cards')

    // Keyboard only: the cards' links come after the hub's toolbar, and open their lists.
    await tabToTodoLink(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Umsätze zuordnen')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/transactionswop')

    // One proposal accepted on the transaction screens: the navigation's count follows without a reload (finance events).
    await acceptProposalOnTransactionScreen(page, 'RE20260103', 'Praxis Dr. Yilmaz', 'RE-2026-0103')
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.includes(`(${before - 1} zu prüfen)`), SLOW).toBe(true)
    await nav(page).getByRole('link', { name: 'Übersicht' }).click()
    await expect.poll(() => todoCount(page), SLOW).toBe(before - 1)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before - 1)))
    // The open transactions without proposals did not change.
    expect(await estimateOf(manualCard(page))).toBe(expectedEstimate(toEstimatedManualAssignMinutes(withoutProposals)))

    // The first notification poll has run (it sets the number the next one starts from) before the approval.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, CURSOR_KEY, SLOW)
    // The to-do card's link, by keyboard, leads to the proposals; the demo has more than one approval takes: the limit
    // dialog first, and the fast-approval warning if the click came within 750 ms per proposal of the list's showing.
    await tabToTodoLink(page)
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/proposals')
    await page.locator('.approval-card').getByRole('button', { name: 'Alle übernehmen' }).click()
    const limit = page.getByRole('alertdialog', { name: 'Zu viele Vorschläge auf einmal' })
    await limit.waitFor(SLOW)
    const confirm = limit.getByRole('button', { name: /^Die ersten \d+ übernehmen$/ })
    const approved = Number((await confirm.textContent())?.match(/\d+/)?.[0])
    expect(approved).toBeGreaterThan(0)
    await confirm.click()
    const warning = page.getByRole('alertdialog', { name: 'Wirklich alle übernehmen?' })
    const running = page.getByText(/Die Vorschläge werden übernommen|Die Vorschläge wurden übernommen/).first()
    await warning.or(running).first().waitFor(SLOW)
    if (await warning.isVisible()) await warning.getByRole('button', { name: 'Ja, alle übernehmen' }).click()
    // Off to the hub while the job runs: the panel that would say its success is gone, so the notification says it.
    // (On /proposals the panel says it and the notification of the same approval stays quiet: NotificationToasts.test.)
    await page.getByText('Die Vorschläge werden übernommen').first().waitFor(SLOW)
    await nav(page).getByRole('link', { name: 'Übersicht' }).click()
    // The job's notification arrives with a 5 s poll: said once, politely, whatever page is open.
    const said = toasts.getByText('Die Zuordnungsvorschläge wurden übernommen.')
    await said.waitFor({ timeout: 30_000 })
    expect(await said.count()).toBe(1)
    await expectAccessible(page, 'notification toast')
    const after = before - 1 - approved
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.includes(`(${after} zu prüfen)`), SLOW).toBe(true)
    await expect.poll(() => todoCount(page), SLOW).toBe(after)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(after)))
    expect(await estimateOf(todoCard(page))).not.toBe(expectedEstimate(toEstimatedApprovalMinutes(before)))
    // The toast closes by keyboard.
    await toasts.getByRole('button', { name: 'Benachrichtigung schließen' }).first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toasts.textContent(), SLOW).toBe('')

    // A reload keeps the counts and does not say the notification again: the last number seen is kept.
    await page.reload()
    await expect.poll(() => todoCount(page), SLOW).toBe(after)
    expect(Number(await page.evaluate((key) => localStorage.getItem(key), CURSOR_KEY))).toBeGreaterThan(0)
    expect(await toasts.textContent()).toBe('')

    // At 390 px (the layout is CSS and reflows as it would on load) the cards stand in one column, whole.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect
      .poll(async () => {
        const todoBox = await todoCard(page).boundingBox()
        const manualBox = await manualCard(page).boundingBox()
        return todoBox !== null && manualBox !== null && manualBox.y > todoBox.y + todoBox.height - 1 && todoBox.x + todoBox.width <= 390
      }, SLOW)
      .toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page, 'hub at 390 px')
  })
})
