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

/** Collects React's roots (a stand-in for the devtools hook), so a test can reach the page's own backend. */
const INSTALL_REACT_HOOK = () => {
  const roots = new Set<unknown>()
  ;(window as unknown as Record<string, unknown>)['__kontorRoots'] = roots
  ;(window as unknown as Record<string, unknown>)['__REACT_DEVTOOLS_GLOBAL_HOOK__'] = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: unknown, root: unknown) => roots.add(root),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onScheduleFiberRoot: () => undefined,
    checkDCE: () => undefined,
    isDisabled: false,
  }
}

/** Starts an approval of the oldest `count` proposals through the backend the page itself holds (demo mode). */
const startApprovalThroughPagePort = (page: Page, count: number): Promise<boolean> =>
  page.evaluate(async (count) => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown }
    type Hook = { memoizedState: unknown; next: Hook | null }
    type Port = { createProposalApproval: (body: unknown) => () => Promise<{ _tag: string }> }
    const isBackend = (v: unknown): v is { proposals: Port } => typeof v === 'object' && v !== null && 'proposals' in v && 'clock' in v
    let backend: { proposals: Port } | undefined
    const visit = (fiber: Fiber | null) => {
      for (let f = fiber; f !== null && backend === undefined; f = f.sibling) {
        for (let hook = f.memoizedState as Hook | null; hook !== null && typeof hook === 'object' && 'next' in hook; hook = hook.next) {
          const s = hook.memoizedState
          for (const v of Array.isArray(s) ? s : [s]) if (isBackend(v)) backend = v
        }
        visit(f.child)
      }
    }
    for (const root of (window as unknown as { __kontorRoots: Set<{ current: Fiber }> }).__kontorRoots) visit(root.current)
    if (backend === undefined) return false
    const started = await backend.proposals.createProposalApproval({
      type: 'PROPOSAL_DATE_APPROVAL',
      requestDate: new Date().toISOString(),
      requestProposalCount: count,
    })()
    return started._tag === 'Right'
  }, count)

describe('the hub’s work cards in Chromium', () => {
  it('the to-do card’s count and estimate before and after accepting proposals, and the navigation’s count beside it', async () => {
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
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), SLOW).toBe('Vorschläge prüfen')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Umsätze zuordnen')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/transactionswop')
    await page.goBack()
    await todoCard(page).waitFor(SLOW)
    await page.getByRole('link', { name: 'Bankkonten bearbeiten' }).focus()
    await page.keyboard.press('Tab')
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

  it('a finished approval: its notification said once as a polite toast on any page, the cards and the count follow', async () => {
    await session.newContext()
    await session.context.addInitScript(INSTALL_REACT_HOOK)
    const page = await session.newPage()
    await page.goto(session.url('/hub'))
    await workRegion(page).waitFor(SLOW)
    const before = await todoCount(page)
    const toasts = page.getByRole('region', { name: 'Benachrichtigungen' })
    expect(await toasts.getAttribute('aria-live')).toBe('polite')
    // The first poll has run (it sets the number the next one starts from) before anything happens.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, CURSOR_KEY, SLOW)
    // Chosen: the approval is started through the page's own port, as the /proposals screen's "Alle übernehmen" does
    // (that screen has its own e2e); what this test follows is the notification the finished job raises.
    const approved = 3
    expect(await startApprovalThroughPagePort(page, approved)).toBe(true)
    // The job's notification arrives with a 5 s poll, on whatever page is open.
    await nav(page).getByRole('link', { name: /^Alle Umsätze/ }).click()
    await toasts.getByText('Die Zuordnungsvorschläge wurden übernommen.').waitFor({ timeout: 30_000 })
    expect(await toasts.getByText('Die Zuordnungsvorschläge wurden übernommen.').count()).toBe(1)
    await expectAccessible(page, 'notification toast')
    // Its finance events made the navigation's count read again, without a reload.
    await expect.poll(async () => (await proposalsNavLink(page).textContent())?.includes(`(${before - approved} zu prüfen)`), SLOW).toBe(true)
    await nav(page).getByRole('link', { name: 'Übersicht' }).click()
    await expect.poll(() => todoCount(page), SLOW).toBe(before - approved)
    expect(await estimateOf(todoCard(page))).toBe(expectedEstimate(toEstimatedApprovalMinutes(before - approved)))
    // The toast closes by keyboard.
    await toasts.getByRole('button', { name: 'Benachrichtigung schließen' }).first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => toasts.textContent(), SLOW).toBe('')
  })
})
