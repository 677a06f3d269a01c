/**
 * The bank transfer dialog in a real browser (issue 11, "End-to-end"): demo mode, production build, Debian's Chromium.
 * Each test opens a fresh context, so it starts from the demo organisation. IBANs, names and TANs are the demo's
 * (fixtures/src/demo-transfers.ts). The first test walks to the dialog from the hub card's "Neue Überweisung"; the
 * others start in the dialog (openTransferDialog), as that walk is the same for each, and a later transfer of a test
 * goes on from the hub the earlier one closed to. The scheduled date's messages are checked on the scheduled
 * transfer's walk; the other fields' messages for bad input are UI tests (TransferPage.test.tsx).
 */
import { DEMO_ACCOUNT_IDS, DEMO_CLOSE_MATCH, DEMO_TRANSFER_IBANS, DEMO_VALID_TAN } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, fillTransfer, openTransferDialog, openTransferFromCard, readDemoState, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const SPARKASSE = 'Geschäftskonto Sparkasse'

const fill = fillTransfer

const toOrder = async (page: Page) => {
  await dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()
  await dialog(page).getByRole('heading', { name: 'Bitte prüfen Sie Ihren Auftrag' }).waitFor(SLOW)
  // The payee check has answered once its outcome shows.
  await dialog(page).getByText(/Empfängername|ähnlich, aber nicht gleich/).first().waitFor(SLOW)
}

/** "Überweisen", then the TAN (the TAN dialog's axe check is the first test's: it is the same dialog each time). */
const authoriseWithTan = async (page: Page) => {
  await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
  const tanDialog = page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })
  await tanDialog.waitFor(SLOW)
  expect(await tanDialog.getByLabel('TAN').getAttribute('autocomplete')).toBe('one-time-code')
  await tanDialog.getByLabel('TAN').fill(DEMO_VALID_TAN)
  await tanDialog.getByRole('button', { name: 'Freigeben' }).click()
}

/** Orders of the demo's stored state that were created and neither executed nor deleted. */
const pendingOrders = async (page: Page): Promise<number> =>
  (((await readDemoState(page, ['transfers']))['transfers'] as { orders?: Array<{ executed?: boolean }> } | undefined)?.orders ?? []).filter((o) => o.executed !== true).length

/** Types a date into the execution date's segments (day, month, year: each moves on to the next when full). */
const typeDate = async (page: Page, dd: string, mm: string, yyyy: string) => {
  await dialog(page).getByRole('spinbutton', { name: /Tag/ }).first().click()
  await page.keyboard.type(dd)
  await page.keyboard.type(mm)
  await page.keyboard.type(yyyy)
}

describe('bank transfers in Chromium', () => {
  // The declined order continues from the hub the first closes to: the same card, the same way to the order.
  it('from the hub card: a single transfer with TAN (contact search fills name and IBAN, the payee matches, the summary closes with OK), then a declined one (the decline, OK closes)', async () => {
    const page = await session.openHub()
    await openTransferFromCard(page, SPARKASSE)
    // The first focus is on the account choice, not on react-aria's hidden select.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('listbox')
    await expectAccessible(page, 'datainput')
    await dialog(page).getByRole('combobox', { name: 'Empfänger' }).fill('Druckerei')
    await page.getByRole('option', { name: /Druckerei Schneider KG/ }).click()
    expect(await dialog(page).getByRole('textbox', { name: 'IBAN' }).inputValue()).toBe('DE72 7015 0000 1004 5612 34')
    await dialog(page).getByRole('textbox', { name: /Betrag/ }).fill('1.180,50')
    await dialog(page).getByRole('textbox', { name: 'Verwendungszweck' }).fill('RE 44812 Visitenkarten')
    await toOrder(page)
    await expectAccessible(page, 'orderinput')
    await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
    await page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' }).waitFor(SLOW)
    await expectAccessible(page, 'TAN')
    await page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' }).getByLabel('TAN').fill(DEMO_VALID_TAN)
    await page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' }).getByRole('button', { name: 'Freigeben' }).click()
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    await expectAccessible(page, 'ordersummary')
    await dialog(page).getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    expect(await pendingOrders(page)).toBe(0)

    await openTransferFromCard(page, SPARKASSE)
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

  // That a confirmed warning then executes: TransferPage.test.tsx (its IBAN's payee check is not possible, confirmed).
  it('the payee check at the order: a no-match warning must be confirmed before "Überweisen" works; a close match takes the name the bank holds in one click', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.sparkasseGiro)
    await fill(page, { name: 'Max Mustermann', iban: DEMO_TRANSFER_IBANS.payeeNoMatch, amount: '50,00', purpose: 'Auslage' })
    await toOrder(page)
    const transfer = dialog(page).getByRole('button', { name: 'Überweisen' })
    expect(await transfer.isDisabled()).toBe(true)
    await expectAccessible(page, 'no match')
    await tick(dialog(page).getByRole('checkbox', { name: /nicht zurückgerufen werden kann/ }))
    await expect.poll(() => transfer.isEnabled(), SLOW).toBe(true)

    // "Bearbeiten" deletes this order and goes back to the data input.
    await dialog(page).getByRole('button', { name: 'Bearbeiten' }).click()
    await fill(page, { name: DEMO_CLOSE_MATCH.typedName, iban: DEMO_TRANSFER_IBANS.muellerBuerobedarf, amount: '89,90', purpose: 'RE 2026-118' })
    await toOrder(page)
    await expectAccessible(page, 'close match')
    await dialog(page).getByRole('button', { name: `„${DEMO_CLOSE_MATCH.heldName}“ übernehmen` }).click()
    await dialog(page).getByText('Der Empfängername stimmt mit dem Namen des Kontoinhabers überein.').waitFor(SLOW)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    expect(await dialog(page).getByText(DEMO_CLOSE_MATCH.heldName).count()).toBeGreaterThan(0)
  })

  it('the whole data input by keyboard only; a field error keeps what was typed; closing at the order deletes its pending order (read from the demo backend)', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.sparkasseGiro)
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
    await dialog(page).getByText(/Empfängername/).first().waitFor(SLOW)

    expect(await pendingOrders(page)).toBe(1)
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
    await expect.poll(() => pendingOrders(page), SLOW).toBe(0)
  })

  it('a standing order is created with the reoccurrence from the server; then, from the hub card, a scheduled transfer: its date checked, the German date picker, created for a later day', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.sparkasseGiro)
    await tick(dialog(page).getByRole('radio', { name: 'Dauerauftrag' }))
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '25,00', purpose: 'Wartung' })
    await expectAccessible(page, 'standing order')
    await toOrder(page)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    expect(await dialog(page).getByText('Der Dauerauftrag ist angelegt.').count()).toBe(1)
    await dialog(page).getByRole('button', { name: 'OK' }).click()
    await page.waitForURL(/\/hub$/, SLOW)

    await openTransferFromCard(page, SPARKASSE)
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '40,00', purpose: 'Termin' })
    await tick(dialog(page).getByRole('radio', { name: 'Terminierte Überweisung' }))
    expect(await page.getByRole('heading', { name: 'Neue terminierte Überweisung' }).count()).toBe(1)
    // Scheduled: no instant option (accounts-and-transfers 5.4).
    expect(await dialog(page).getByRole('checkbox', { name: /Echtzeit/ }).count()).toBe(0)
    const dateField = dialog(page).getByRole('group', { name: 'Ausführungsdatum' })
    const dateMessages = () => dateField.evaluate((g) => g.closest('.field')?.textContent ?? '')
    await typeDate(page, '01', '01', '2020')
    await dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()
    await expect.poll(dateMessages, SLOW).toContain('Das Ausführungsdatum darf nicht in der Vergangenheit liegen.')
    expect(await dateMessages()).not.toContain('nach dem heutigen Tag')
    await typeDate(page, '01', '01', '2030')
    await dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()
    await expect.poll(dateMessages, SLOW).toContain('höchstens 365 Tage in der Zukunft')
    await expectAccessible(page, 'date errors')
    await dialog(page).getByRole('button', { name: 'Datum wählen' }).click()
    await page.getByRole('grid').waitFor(SLOW)
    await expectAccessible(page, 'date picker')
    await page.keyboard.press('Escape')
    // Two weeks on, by this machine's clock (the browser's).
    const later = new Date(Date.now() + 14 * 86_400_000)
    await typeDate(page, String(later.getDate()).padStart(2, '0'), String(later.getMonth() + 1).padStart(2, '0'), String(later.getFullYear()))
    await toOrder(page)
    await authoriseWithTan(page)
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
  })

  // The same instant transfer watched from the Sparkasse account (TAN): the same polling of the same dialog.
  it('an instant transfer from the provider account with push-TAN, confirmed in the app, is watched to SUCCESSFUL', async () => {
    const page = await openTransferDialog(session, DEMO_ACCOUNT_IDS.providerMain)
    await fill(page, { name: 'Druckerei Schneider KG', iban: DEMO_TRANSFER_IBANS.druckereiSchneider, amount: '75,00', purpose: 'RE 2 Sofort' })
    await tick(dialog(page).getByRole('checkbox', { name: 'Als Echtzeitüberweisung senden' }))
    await toOrder(page)
    await dialog(page).getByRole('button', { name: 'Überweisen' }).click()
    await page.getByRole('dialog', { name: 'Auftrag in der App freigeben' }).waitFor(SLOW)
    await expectAccessible(page, 'push-TAN')
    await page.getByRole('dialog', { name: 'Überweisung beauftragt' }).waitFor(SLOW)
    await dialog(page).getByText('Die Echtzeitüberweisung ist beim Empfänger angekommen.').waitFor(SLOW)
    await expectAccessible(page, 'instant SUCCESSFUL')
  })
})
