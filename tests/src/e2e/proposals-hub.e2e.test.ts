/**
 * The hub's to-do and manual-assign cards and the proposals' navigation count (hub-and-business-account 2.1, 3
 * "Transaction summary", 9; transactions-import-proposals 9) in a real browser: demo mode, production build, Debian's
 * Chromium, axe on each screen. Proposals are accepted as a user does, through the UI (the port's assignVouchers: a
 * proposal's transaction booked with its voucher), and the card's count and estimate follow without a reload.
 */
import { formatEstimatedMinutes, toEstimatedApprovalMinutes, toEstimatedManualAssignMinutes } from '@kontor/core'
import { loadDemoTransactionScenarios } from '@kontor/fixtures'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

type Scenarios = Awaited<ReturnType<typeof loadDemoTransactionScenarios>>
let scenarios: Scenarios
beforeAll(async () => {
  scenarios = await loadDemoTransactionScenarios()
})

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
 * Accepts the proposal of one transaction as a user does on the transaction screens: the list searched by the purpose,
 * the row opened, the proposed voucher chosen, "Zuordnen". The backend then drops the proposal, as the transaction is
 * no longer open.
 */
const acceptProposalOnTransactionScreen = async (page: Page, purpose: string, counterparty: string, voucherNumber: string): Promise<void> => {
  await page.goto(session.url('/transactions'))
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

describe('the hub’s work cards in Chromium', () => {
  it('the to-do card’s count and estimate before and after accepting proposals one by one on the transaction screens, and the navigation’s count beside it', async () => {
    const page = await session.open('/hub')
    await workRegion(page).waitFor(SLOW)
    const before = await todoCount(page)
    expect(before).toBeGreaterThan(2)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before)))
    const manualTitle = (await manualCard(page).getByRole('heading', { level: 3 }).textContent()) ?? ''
    const withoutProposals = Number(manualTitle.match(/^(\d+) Ums/)?.[1])
    expect(await estimateOf(manualCard(page))).toBe(expectedEstimate(toEstimatedManualAssignMinutes(withoutProposals)))
    // The navigation names the same count: "Zuordnungsvorschläge (22 zu prüfen)".
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.replace(/\s+/g, ' ').trim(), SLOW).toMatch(
      new RegExp(`^Zuordnungsvorschläge ?${before} ?\\(${before} zu prüfen\\)$`),
    )
    await expectAccessible(page, 'hub with its work cards')

    // Two proposals accepted on the transaction screens (one alone may not move a rounded estimate).
    const withoutDashes = scenarios.invoiceNumberWithoutDashes
    const withSpaces = scenarios.invoiceNumberWithSpaces
    expect(withoutDashes.financialTransactionId).not.toBe(withSpaces.financialTransactionId)
    await acceptProposalOnTransactionScreen(page, 'RE20260103', 'Praxis Dr. Yilmaz', 'RE-2026-0103')
    await acceptProposalOnTransactionScreen(page, 'Rg. RE 2026 0093', 'Kanzlei Dr. Brandt & Partner', 'RE-2026-0093')
    // The navigation's count followed without a reload (finance events).
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.includes(`(${before - 2} zu prüfen)`), SLOW).toBe(true)

    await nav(page).getByRole('link', { name: 'Übersicht' }).click()
    await expect.poll(() => todoCount(page), SLOW).toBe(before - 2)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before - 2)))
    expect(await estimateOf(todoCard(page))).not.toBe(expectedEstimate(toEstimatedApprovalMinutes(before)))
    // The open transactions without proposals did not change.
    expect(await estimateOf(manualCard(page))).toBe(expectedEstimate(toEstimatedManualAssignMinutes(withoutProposals)))
    // And after a reload, the same.
    await page.reload()
    await expect.poll(() => todoCount(page), SLOW).toBe(before - 2)
  })

  it('keyboard only: the cards’ links are reached with Tab after the hub’s toolbar and open their lists', async () => {
    const page = await session.open('/hub')
    await todoCard(page).waitFor(SLOW)
    await page.getByRole('link', { name: 'Bankkonten bearbeiten' }).focus()
    // Between the toolbar and the work cards stand the cards above them (the balance card's settings): a few Tabs.
    await tabTo(page, 'Vorschläge prüfen')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Umsätze zuordnen')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/transactionswop')
    await page.goBack()
    await todoCard(page).waitFor(SLOW)
    await page.getByRole('link', { name: 'Bankkonten bearbeiten' }).focus()
    await tabTo(page, 'Vorschläge prüfen')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/proposals')
  })

  it('at 390 px the cards stand in one column, whole, and pass axe', async () => {
    const page = await session.open('/hub', { viewport: { width: 390, height: 844 } })
    await manualCard(page).waitFor(SLOW)
    const todoBox = await todoCard(page).boundingBox()
    const manualBox = await manualCard(page).boundingBox()
    expect(todoBox).not.toBeNull()
    expect(manualBox).not.toBeNull()
    if (todoBox !== null && manualBox !== null) {
      expect(manualBox.y).toBeGreaterThan(todoBox.y + todoBox.height - 1)
      expect(todoBox.x + todoBox.width).toBeLessThanOrEqual(390)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page, 'hub at 390 px')
  })

  it('"Alle übernehmen" on /proposals, then the hub while it runs: the notification as one polite toast, then the to-do card’s count and estimate and the navigation’s count', async () => {
    const page = await session.open('/hub')
    await workRegion(page).waitFor(SLOW)
    const before = await todoCount(page)
    const toasts = page.getByRole('region', { name: 'Benachrichtigungen' })
    expect(await toasts.getAttribute('aria-live')).toBe('polite')
    // The first poll has run (it sets the number the next one starts from) before anything happens.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, CURSOR_KEY, SLOW)
    // The to-do card leads to the proposals; the demo has more than one approval takes: the limit dialog first, and
    // the fast-approval warning if the click came within 750 ms per proposal of the list's showing.
    await todoCard(page).getByRole('link', { name: 'Vorschläge prüfen' }).click()
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
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.includes(`(${before - approved} zu prüfen)`), SLOW).toBe(true)
    await expect.poll(() => todoCount(page), SLOW).toBe(before - approved)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before - approved)))
    expect(await estimateOf(todoCard(page))).not.toBe(expectedEstimate(toEstimatedApprovalMinutes(before)))
    // The toast closes by keyboard.
    await toasts.getByRole('button', { name: 'Benachrichtigung schließen' }).first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toasts.textContent(), SLOW).toBe('')
    // A reload does not say it again: the last number seen is kept.
    await page.reload()
    await todoCard(page).waitFor(SLOW)
    expect(Number(await page.evaluate((key) => localStorage.getItem(key), CURSOR_KEY))).toBeGreaterThan(0)
    expect(await toasts.textContent()).toBe('')
  })
})
