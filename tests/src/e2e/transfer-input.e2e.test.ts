/**
 * The transfer dialog against a demanding user (issue 11, "Bad input and safety"; "reload mid-flow"; the session
 * hand-over of accounts-and-transfers 2.2), where it needs the browser: a reload on any step keeps the draft, sends
 * nothing twice and leaves no order pending; no TAN reaches storage (IndexedDB too), a cookie, the address or the
 * console; an entry that cannot be read says so with the way back; a push-TAN declined in the app. Each field's German
 * message for bad input, the draft kept, and the tampered and expired entries are UI tests (TransferPage.test.tsx); the
 * scheduled date's messages are checked on the scheduled transfer's walk (transfers.e2e.test.ts).
 */
import { DEMO_ACCOUNT_IDS, DEMO_TRANSFER_IBANS } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, demoStateText, openTransferDialog, readDemoState, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

/** A TAN the demo accepts whose digits appear nowhere in the demo's data, so finding it anywhere means it leaked. */
const SECRET_TAN = '718293'

const recipient = (page: Page) => dialog(page).getByRole('combobox', { name: 'Empfänger' })
const iban = (page: Page) => dialog(page).getByRole('textbox', { name: 'IBAN' })
const amount = (page: Page) => dialog(page).getByRole('textbox', { name: /Betrag/ })
const purpose = (page: Page) => dialog(page).getByRole('textbox', { name: 'Verwendungszweck' })
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()

const typeName = async (page: Page, name: string) => {
  await recipient(page).fill(name)
  // The contact list opened as the name was typed; Tab leaves it (and the name is cleaned for SEPA on the way out).
  await page.keyboard.press('Tab')
}

const fillValid = async (page: Page, target = DEMO_TRANSFER_IBANS.druckereiSchneider) => {
  await typeName(page, 'Druckerei Schneider KG')
  await iban(page).fill(target)
  await amount(page).fill('12,34')
  await purpose(page).fill('RE 2026-77')
}

const toOrder = async (page: Page) => {
  await submit(page)
  await dialog(page).getByRole('heading', { name: 'Bitte prüfen Sie Ihren Auftrag' }).waitFor(SLOW)
  await dialog(page).getByText(/Empfängername|ähnlich, aber nicht gleich/).first().waitFor(SLOW)
}

/** Orders of the demo's stored state that were created and neither executed nor deleted. */
const pendingOrders = async (page: Page): Promise<number> =>
  (((await readDemoState(page, ['transfers']))['transfers'] as { orders?: Array<{ executed?: boolean }> } | undefined)?.orders ?? []).filter((o) => o.executed !== true).length

const executedOrders = async (page: Page): Promise<number> =>
  (((await readDemoState(page, ['transfers']))['transfers'] as { orders?: Array<{ executed?: boolean }> } | undefined)?.orders ?? []).filter((o) => o.executed === true).length

/** Everything a page keeps or shows outside its memory: both storages, the cookies and the address. */
const everythingStored = async (page: Page): Promise<string> =>
  (await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, url: location.href }))) +
  (await demoStateText(page))

describe('reload and hand-over', () => {
  it('a reload on the order screen deletes its order and opens the draft; after the summary nothing can be sent again; no TAN is kept', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.sparkasseGiro)
    const consoleLines: string[] = []
    page.on('console', (m) => consoleLines.push(m.text()))
    await fillValid(page)
    await toOrder(page)
    expect(await pendingOrders(page)).toBe(1)
    await page.reload()
    await amount(page).waitFor(SLOW)
    expect(await amount(page).inputValue()).toBe('12,34')
    await expect.poll(() => pendingOrders(page), SLOW).toBe(0)

    await toOrder(page)
    await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
    const tanDialog = page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
    await tanDialog.waitFor(SLOW)
    expect(await tanDialog.getByLabel('TAN').getAttribute('autocomplete')).toBe('one-time-code')
    await tanDialog.getByLabel('TAN').fill(SECRET_TAN)
    await tanDialog.getByRole('button', { name: 'Freigeben' }).click()
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    expect(await executedOrders(page)).toBe(1)
    expect(await everythingStored(page)).not.toContain(SECRET_TAN)

    await page.reload()
    const done = page.getByRole('dialog', { name: 'Überweisung beauftragt' })
    await done.getByText('Diese Überweisung wurde bereits an Ihre Bank übermittelt und wird nicht noch einmal gesendet.').waitFor(SLOW)
    expect(await done.getByRole('button', { name: 'Weiter zur Prüfung' }).count()).toBe(0)
    await expectAccessible(page, 'already sent')
    await done.getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    expect(await executedOrders(page)).toBe(1)
    expect(await pendingOrders(page)).toBe(0)
    expect(await everythingStored(page)).not.toContain(SECRET_TAN)
    expect(consoleLines.filter((line) => line.includes(SECRET_TAN))).toEqual([])
  })

  // The tampered and expired entries, and each message: TransferPage.test.tsx. Here the page on its own address.
  it('a missing entry says so in German, with the way back to the hub', async () => {
    const page = await session.open('/banktransfer?skey=kontor.banktransfer.gone')
    const problem = page.getByRole('dialog', { name: 'Überweisung kann nicht geöffnet werden' })
    await problem.getByRole('alert').filter({ hasText: /nicht gefunden/ }).waitFor(SLOW)
    await expectAccessible(page, 'hand-over problem')
    await problem.getByRole('button', { name: 'Zur Übersicht' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
  })
})

describe('errors at the order', () => {
  it('a push-TAN declined in the app says so at the order, and nothing is executed', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.providerMain)
    await typeName(page, 'Test Empfänger')
    await iban(page).fill(DEMO_TRANSFER_IBANS.pushDeclined)
    await amount(page).fill('20,00')
    await purpose(page).fill('Push')
    await toOrder(page)
    const confirm = dialog(page).getByRole('checkbox', { name: /nicht zurückgerufen werden kann/ })
    if ((await confirm.count()) > 0) await tick(confirm)
    await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
    await page.getByText('Sie haben den Auftrag in der App abgelehnt. Er wurde nicht ausgeführt.').waitFor(SLOW)
    expect(await executedOrders(page)).toBe(0)
    await expectAccessible(page, 'push declined')
  })
})
