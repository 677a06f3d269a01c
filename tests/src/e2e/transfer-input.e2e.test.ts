/**
 * The transfer dialog against a demanding user (issue 11, "Bad input and safety"; "reload mid-flow"; the session
 * hand-over of accounts-and-transfers 2.2): bad input on every field gets its German message on that field and the
 * draft is kept; a reload on any step keeps the draft, sends nothing twice and leaves no order pending; a tampered,
 * expired or missing entry says so with the way back; no TAN reaches storage, a cookie, the address or the console.
 */
import { DEMO_TRANSFER_IBANS } from '@kontor/fixtures'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, demoStateText, openTransferFromCard, readDemoState, SLOW, tick, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

const SPARKASSE = 'Geschäftskonto Sparkasse'
const SOLARIS = 'Geschäftskonto'
/** A TAN the demo accepts whose digits appear nowhere in the demo's data, so finding it anywhere means it leaked. */
const SECRET_TAN = '718293'

const openTransfer = (page: Page, accountName = SPARKASSE): Promise<void> => openTransferFromCard(page, accountName)

const recipient = (page: Page) => dialog(page).getByRole('combobox', { name: 'Empfänger' })
const iban = (page: Page) => dialog(page).getByRole('textbox', { name: 'IBAN' })
const bic = (page: Page) => dialog(page).getByRole('textbox', { name: /BIC/ })
const amount = (page: Page) => dialog(page).getByRole('textbox', { name: /Betrag/ })
const purpose = (page: Page) => dialog(page).getByRole('textbox', { name: 'Verwendungszweck' })
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click()

/** What a screen reader reads as the field's description: its hint, counter and messages. */
const describedText = (field: Locator): Promise<string> =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )

/** The field is invalid and names `message` (polls: the message follows the click). */
const expectMessageOn = async (field: Locator, message: string | RegExp): Promise<void> => {
  await expect.poll(() => field.getAttribute('aria-invalid'), SLOW).toBe('true')
  await expect.poll(() => describedText(field), SLOW).toMatch(message)
}

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

describe('bad input in the transfer dialog', () => {
  it('each bad amount, IBAN, BIC, name and purpose gets its German message on its field, and nothing typed is lost', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await typeName(page, 'Druckerei Schneider KG')
    await iban(page).fill(DEMO_TRANSFER_IBANS.druckereiSchneider)
    await purpose(page).fill('RE 1')
    const amounts: ReadonlyArray<readonly [string, string | RegExp]> = [
      ['0', /Der Betrag muss größer als 0,00\s€ sein\./],
      ['-5', /Der Betrag muss größer als 0,00\s€ sein\./],
      ['1,234.56', /im Format 1\.234,56/],
      ['12,345', /höchstens 2 Nachkommastellen/],
      // Amounts are formatted with a no-break space before the euro sign.
      ['1.000.000.000,00', /Der Betrag darf höchstens 999\.999\.999,99\s€ betragen\./],
    ]
    for (const [typed, message] of amounts) {
      await amount(page).fill(typed)
      await submit(page)
      await expectMessageOn(amount(page), message)
      expect(await amount(page).inputValue()).toBe(typed)
    }
    await expectAccessible(page, 'amount errors')
    await amount(page).fill('999.999.999,99')

    const ibans: ReadonlyArray<readonly [string, string, string | RegExp]> = [
      ['DE89 3704 0044 0532 0130 01', 'DE89 3704 0044 0532 0130 01', /Prüfziffern der IBAN stimmen nicht/],
      ['BR1800360305000010009795493C1', 'BR18 0036 0305 0000 1000 9795 493C 1', /Land BR sind nicht möglich/],
    ]
    for (const [typed, shown, message] of ibans) {
      await iban(page).fill(typed)
      await submit(page)
      await expectMessageOn(iban(page), message)
      expect(await iban(page).inputValue()).toBe(shown)
    }
    // A valid German IBAN of a bank code the directory does not know: said at once, under the field.
    await iban(page).fill('DE17 1234 5678 0000 0000 01')
    await expectMessageOn(iban(page), 'Es konnte keine Bank mit der angegebenen IBAN gefunden werden.')
    // Lower case and without spaces: grouped in fours, upper case, and the German bank fills BIC and bank name.
    await iban(page).fill('de89370400440532013000')
    expect(await iban(page).inputValue()).toBe('DE89 3704 0044 0532 0130 00')
    await expect.poll(() => bic(page).inputValue(), SLOW).toBe('COBADEFFXXX')
    await expect.poll(() => describedText(iban(page)), SLOW).toContain('Bank: Commerzbank')
    // A foreign SEPA IBAN has no bank lookup and no message.
    await iban(page).fill('FR7630006000011234567890189')
    await bic(page).fill('COBADEFFXXX')
    await submit(page)
    await expectMessageOn(bic(page), /BIC passt nicht zur IBAN/)
    await bic(page).fill('')

    // A name of 71 characters stops at 70 and says so; characters outside SEPA are cleaned and the user told.
    await recipient(page).fill('M'.repeat(71))
    expect(await recipient(page).inputValue()).toHaveLength(70)
    expect(await describedText(recipient(page))).toContain('70 von 70 Zeichen')
    await typeName(page, 'Bäcker & Söhne <Café>')
    await expect.poll(() => recipient(page).inputValue(), SLOW).toBe('Bäcker + Söhne (Cafe)')
    expect(await describedText(recipient(page))).toContain('Empfänger wurde für SEPA angepasst: „Bäcker + Söhne (Cafe)“')
    await purpose(page).fill('Miete 😀 € 11/2026')
    await page.keyboard.press('Tab')
    await expect.poll(() => purpose(page).inputValue(), SLOW).toBe('Miete EUR 11/2026')
    expect(await describedText(purpose(page))).toContain('Verwendungszweck wurde für SEPA angepasst')
    await purpose(page).fill('R'.repeat(141))
    expect(await purpose(page).inputValue()).toHaveLength(140)
    expect(await describedText(purpose(page))).toContain('140 von 140 Zeichen')

    // The draft survives a reload with every value as typed.
    await page.reload()
    await recipient(page).waitFor(SLOW)
    expect(await recipient(page).inputValue()).toBe('Bäcker + Söhne (Cafe)')
    expect(await iban(page).inputValue()).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(await amount(page).inputValue()).toBe('999.999.999,99')
    expect(await purpose(page).inputValue()).toHaveLength(140)
  })

  it('a scheduled transfer in the past, today or beyond a year gets one message on its date', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await fillValid(page)
    await tick(dialog(page).getByRole('radio', { name: 'Terminierte Überweisung' }))
    expect(await page.getByRole('heading', { name: 'Neue terminierte Überweisung' }).count()).toBe(1)
    // Scheduled: no instant option (accounts-and-transfers 5.4).
    expect(await dialog(page).getByRole('checkbox', { name: /Echtzeit/ }).count()).toBe(0)
    const day = dialog(page).getByRole('spinbutton', { name: /Tag/ }).first()
    const dateGroup = dialog(page).getByRole('group', { name: 'Ausführungsdatum' })
    const typeDate = async (dd: string, mm: string, yyyy: string) => {
      await day.click()
      await page.keyboard.type(dd)
      await page.keyboard.type(mm)
      await page.keyboard.type(yyyy)
    }
    await typeDate('01', '01', '2020')
    await submit(page)
    await expect.poll(() => dateGroup.evaluate((g) => g.closest('.field')?.textContent ?? ''), SLOW).toContain('Das Ausführungsdatum darf nicht in der Vergangenheit liegen.')
    expect(await dateGroup.evaluate((g) => g.closest('.field')?.textContent ?? '')).not.toContain('nach dem heutigen Tag')
    await typeDate('01', '01', '2030')
    await submit(page)
    await expect.poll(() => dateGroup.evaluate((g) => g.closest('.field')?.textContent ?? ''), SLOW).toContain('höchstens 365 Tage in der Zukunft')
    await expectAccessible(page, 'date errors')
  })
})

describe('reload and hand-over', () => {
  it('a reload on the order screen deletes its order and opens the draft; after the summary nothing can be sent again; no TAN is kept', async () => {
    const page = await session.openHub()
    const consoleLines: string[] = []
    page.on('console', (m) => consoleLines.push(m.text()))
    await openTransfer(page)
    // The first focus is on the account choice, not on react-aria's hidden select.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('listbox')
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

  it('a tampered, expired or missing entry says so in German, with the way back to the hub', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await amount(page).fill('5,00')
    const skey = new URL(page.url()).searchParams.get('skey') ?? ''
    const problem = page.getByRole('dialog', { name: 'Überweisung kann nicht geöffnet werden' })
    const cases: ReadonlyArray<readonly [string, RegExp]> = [
      ['{"savedAt":', /unvollständig oder beschädigt/],
      [JSON.stringify({ savedAt: Date.now(), financialAccountFixed: false, financialAccountId: null, order: { bankTransferOrderId: 'o', status: 'paid' } }), /unvollständig oder beschädigt/],
      [JSON.stringify({ savedAt: 1, financialAccountFixed: false, financialAccountId: null }), /zu lange nicht bearbeitet und ist abgelaufen/],
    ]
    for (const [entry, message] of cases) {
      await page.evaluate(([key, value]) => sessionStorage.setItem(key ?? '', value ?? ''), [skey, entry])
      await page.reload()
      await problem.getByRole('alert').filter({ hasText: message }).waitFor(SLOW)
    }
    await expectAccessible(page, 'hand-over problem')
    await page.goto(session.url('/banktransfer?skey=kontor.banktransfer.gone'))
    await problem.getByRole('alert').filter({ hasText: /nicht gefunden/ }).waitFor(SLOW)
    await problem.getByRole('button', { name: 'Zur Übersicht' }).click()
    await page.waitForURL(/\/hub$/, SLOW)
  })
})

describe('errors at the order', () => {
  it('a push-TAN declined in the app says so at the order, and nothing is executed', async () => {
    const page = await session.openHub()
    await openTransfer(page, SOLARIS)
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

  it('an account that cannot send says why in the account list', async () => {
    const page = await session.openHub()
    await openTransfer(page)
    await dialog(page).getByRole('button', { name: /Konto/ }).first().click()
    const savings = page.getByRole('option', { name: /Tagesgeld Rücklagen/ })
    expect(await savings.getAttribute('aria-disabled')).toBe('true')
    expect(await savings.textContent()).toContain('Von diesem Konto aus sind keine Überweisungen möglich.')
  })
})
