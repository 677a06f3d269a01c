/**
 * The bank transfer dialog in a real browser (issue 11, "End-to-end"): demo mode, production build, Debian's Chromium.
 * Each test opens a fresh context, so it starts from the demo organisation. IBANs, names and TANs are the demo's
 * (fixtures/src/demo-transfers.ts); the dialog opens from the hub card's "Neue Überweisung".
 */
import { DEMO_CLOSE_MATCH, DEMO_TRANSFER_IBANS, DEMO_VALID_TAN } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, fillTransfer, openTransferFromCard, readDemoState, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const SPARKASSE = 'Geschäftskonto Sparkasse'

const openTransfer = (page: Page, accountName = SPARKASSE): Promise<void> => openTransferFromCard(page, accountName)
const fill = fillTransfer

const toOrder = async (page: Page) => {
  await dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()
  await dialog(page).getByRole('heading', { name: 'Bitte prüfen Sie Ihren Auftrag' }).waitFor(SLOW)
  // The payee check has answered once its outcome shows.
  await dialog(page).getByText(/Empfängername|ähnlich, aber nicht gleich/).first().waitFor(SLOW)
}

const authoriseWithTan = async (page: Page) => {
  await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
  const tanDialog = page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
  await tanDialog.waitFor(SLOW)
  await expectAccessible(page, 'TAN')
  expect(await tanDialog.getByLabel('TAN').getAttribute('autocomplete')).toBe('one-time-code')
  await tanDialog.getByLabel('TAN').fill(DEMO_VALID_TAN)
  await tanDialog.getByRole('button', { name: 'Freigeben' }).click()
}

/** Orders of the demo's stored state that were created and neither executed nor deleted. */
const pendingOrders = async (page: Page): Promise<number> =>
  (((await readDemoState(page, ['transfers']))['transfers'] as { orders?: Array<{ executed?: boolean }> } | undefined)?.orders ?? []).filter((o) => o.executed !== true).length

describe('bank transfers in Chromium', () => {
  it('a single transfer with TAN: contact search fills name and IBAN, the payee matches, the summary closes with OK', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await expectAccessible(page, 'datainput')
    await dialog(page).getByRole('combobox', { name: 'Empfänger' }).fill('Druckerei')
    await page.getByRole('option', { name: /Druckerei Schneider KG/ }).click()
    expect(await dialog(page).getByRole('textbox', { name: 'IBAN' }).inputValue()).toBe('DE72 7015 0000 1004 5612 34')
    await dialog(page).getByRole('textbox', { name: /Betrag/ }).fill('1.180,50')
    await dialog(page).getByRole('textbox', { name: 'Verwendungszweck' }).fill('RE 44812 Visitenkarten')
    await toOrder(page)
    await expectAccessible(page, 'orderinput')
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    await expectAccessible(page, 'ordersummary')
    await dialog(page).getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    expect(await pendingOrders(page)).toBe(0)
  })

  it('a payee check close match: one click takes the name the bank holds', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fill(page, { name: DEMO_CLOSE_MATCH.typedName, iban: DEMO_TRANSFER_IBANS.muellerBuerobedarf, amount: '89,90', purpose: 'RE 2026-118' })
    await toOrder(page)
    await expectAccessible(page, 'close match')
    await dialog(page).getByRole('button', { name: `„${DEMO_CLOSE_MATCH.heldName}“ übernehmen` }).click()
    await dialog(page).getByText('Der Empfängername stimmt mit dem Namen des Kontoinhabers überein.').waitFor(SLOW)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    expect(await dialog(page).getByText(DEMO_CLOSE_MATCH.heldName).count()).toBeGreaterThan(0)
  })

  it('a no-match warning must be confirmed before "Überweisen" works', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fill(page, { name: 'Max Mustermann', iban: DEMO_TRANSFER_IBANS.payeeNoMatch, amount: '50,00', purpose: 'Auslage' })
    await toOrder(page)
    const transfer = dialog(page).getByRole('button', { name: 'Überweisen' })
    expect(await transfer.isDisabled()).toBe(true)
    const confirm = dialog(page).getByRole('checkbox', { name: /nicht zurückgerufen werden kann/ })
    await expectAccessible(page, 'no match')
    await tick(confirm)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
  })

  it('a declined order shows the decline; OK closes', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fill(page, { name: 'Kanzlei Weber', iban: DEMO_TRANSFER_IBANS.declined, amount: '300,00', purpose: 'Beratung' })
    await toOrder(page)
    const confirm = dialog(page).getByRole('checkbox', { name: /nicht zurückgerufen werden kann/ })
    if ((await confirm.count()) > 0) await tick(confirm)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung abgelehnt' }).waitFor(SLOW)
    await expectAccessible(page, 'orderdeclined')
    await dialog(page).getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
  })

  it('closing at the order deletes the pending order (read from the demo backend)', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '12,00', purpose: 'Test' })
    await toOrder(page)
    expect(await pendingOrders(page)).toBe(1)
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    await expect.poll(() => pendingOrders(page), SLOW).toBe(0)
  })

  it('the whole data input by keyboard only; a field error keeps what was typed', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    const recipient = dialog(page).getByRole('combobox', { name: 'Empfänger' })
    await recipient.focus()
    await page.keyboard.type('Druckerei Schneider KG')
    await page.keyboard.press('Tab')
    await page.keyboard.type('de72701500001004561234')
    expect(await dialog(page).getByRole('textbox', { name: 'IBAN' }).inputValue()).toBe('DE72 7015 0000 1004 5612 34')
    await dialog(page).getByRole('textbox', { name: /Betrag/ }).focus()
    await page.keyboard.type('1,234.56')
    await page.keyboard.press('Tab')
    await page.keyboard.type('RE 1')
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).getByRole('textbox', { name: /Betrag/ }).getAttribute('aria-invalid'), SLOW).toBe('true')
    expect(await dialog(page).getByRole('textbox', { name: /Betrag/ }).inputValue()).toBe('1,234.56')
    await expectAccessible(page, 'datainput with an error')
    await dialog(page).getByRole('textbox', { name: /Betrag/ }).fill('')
    await dialog(page).getByRole('textbox', { name: /Betrag/ }).focus()
    await page.keyboard.type('1.234,56')
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('heading', { name: 'Bitte prüfen Sie Ihren Auftrag' }).waitFor(SLOW)
  })

  it('a standing order is created with the reoccurrence from the server', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await tick(dialog(page).getByRole('radio', { name: 'Dauerauftrag' }))
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '25,00', purpose: 'Wartung' })
    await expectAccessible(page, 'standing order')
    await toOrder(page)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    expect(await dialog(page).getByText('Der Dauerauftrag ist angelegt.').count()).toBe(1)
  })

  it('an instant transfer is watched until SUCCESSFUL', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '99,00', purpose: 'RE 1 Sofort' })
    await tick(dialog(page).getByRole('checkbox', { name: 'Als Echtzeitüberweisung senden' }))
    await toOrder(page)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    await dialog(page).getByText('Die Echtzeitüberweisung ist beim Empfänger angekommen.').waitFor(SLOW)
    await expectAccessible(page, 'instant SUCCESSFUL')
  })

  it('a scheduled transfer is created for a later day with the German date picker', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await tick(dialog(page).getByRole('radio', { name: 'Terminierte Überweisung' }))
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '40,00', purpose: 'Termin' })
    await dialog(page).getByRole('button', { name: 'Datum wählen' }).click()
    await page.getByRole('grid').waitFor(SLOW)
    await expectAccessible(page, 'date picker')
    await page.keyboard.press('Escape')
    await toOrder(page)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
  })

  it('an instant transfer from the provider account with push-TAN is watched to SUCCESSFUL', async () => {
    const page = await session.openHub()
    await openTransfer(page, 'Geschäftskonto')
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '75,00', purpose: 'RE 2 Sofort' })
    await tick(dialog(page).getByRole('checkbox', { name: 'Als Echtzeitüberweisung senden' }))
    await toOrder(page)
    await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
    await page.getByRole('dialog', { name: 'Auftrag in der App freigeben' }).waitFor(SLOW)
    await expectAccessible(page, 'push-TAN')
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    await dialog(page).getByText('Die Echtzeitüberweisung ist beim Empfänger angekommen.').waitFor(SLOW)
  })
})
