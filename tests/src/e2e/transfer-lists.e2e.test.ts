/**
 * The transfer lists and planned payments (hub-and-business-account 2.1, 2.5, 4.7, 4.8, 5, 8) in a real browser: demo
 * mode, production build, Debian's Chromium, axe on every screen. The demo's transfers are fixtures/src/demo-transfers.ts
 * (its scenario table): three open prepared transfers of the Sparkasse account, a standing order whose deletion the
 * bank declines, one on an account without MFA. The prepared list (axe, the three chosen, their hand-over) is the start
 * of the combined transfer's walk (transfer-redirect.e2e.test.ts); its rows, states and the hand-over's fields are UI
 * tests (TransferLists.test.tsx).
 */
import { DEMO_VALID_TAN, DEMO_WRONG_TAN } from '@kontor/fixtures'
import { describe, expect, it } from 'vitest'
import { expectAccessible, SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

describe('transfer lists', () => {
  it('executed list and the narrow layout', async () => {
    const page = await session.open('/banktransfers/executed', { viewport: { width: 390 } })
    const cards = page.getByRole('list', { name: 'Ausgeführte' })
    await cards.waitFor(SLOW)
    expect(await cards.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
    expect(await cards.textContent()).toContain('17.11.2026')
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expectAccessible(page, 'executed transfers, 390 px')
  })
})

describe('planned payments', () => {
  it('standing orders and scheduled transfers with their states; the navigation counts them', async () => {
    const page = await session.open('/planned/standingorder', { viewport: { width: 1920 } })
    const table = page.getByRole('table', { name: 'Daueraufträge' })
    await table.waitFor(SLOW)
    expect(await table.textContent()).toContain('Monatlich')
    expect(await table.textContent()).toContain('Zuletzt ausgeführt')
    expect(await table.textContent()).toContain('mangels Deckung')
    await expectAccessible(page, 'standing orders')
    await expect.poll(() => page.getByRole('link', { name: /Anstehende Zahlungen/ }).textContent(), SLOW).toMatch(/anstehend, davon 2 mit Fehler/)
    await page.getByRole('link', { name: 'Terminüberweisungen' }).click()
    const timed = page.getByRole('table', { name: 'Terminüberweisungen' })
    await timed.waitFor(SLOW)
    expect(await timed.textContent()).toContain('Ausführung am 04.01.2027')
    expect(await timed.textContent()).toContain('Die Bank konnte den Termin nicht vormerken.')
    await expectAccessible(page, 'scheduled transfers')
  })

  // One page, one deletion after the other: each leaves the list as the next one finds it.
  it('deleting standing orders: without MFA the link to the set-up; a deletion the bank declines stays, with the info message; with MFA: confirm, a wrong TAN, the right TAN, deleted', async () => {
    const page = await session.open('/planned/standingorder')
    const confirmDeletion = async (name: string) => {
      await page.getByRole('button', { name: `Löschen: ${name}` }).click(SLOW)
      const confirm = page.getByRole('alertdialog', { name: 'Dauerauftrag löschen' })
      await confirm.waitFor(SLOW)
      return confirm
    }
    const notice = () => page.getByTestId('transfer-notice').textContent()
    const tan = page.getByRole('dialog', { name: 'Auftrag mit TAN freigeben' })

    await (await confirmDeletion('Hausverwaltung Wagner')).getByRole('button', { name: 'Löschen' }).click()
    const mfa = page.getByRole('alertdialog', { name: 'Zwei-Faktor-Authentifizierung nötig' })
    await mfa.waitFor(SLOW)
    expect(await mfa.getByRole('link', { name: 'Zwei-Faktor-Authentifizierung einrichten' }).getAttribute('href')).toBe('/bnk/security/mfa')
    await expectAccessible(page, 'MFA missing')
    await mfa.getByRole('button', { name: 'Schließen' }).click()
    await mfa.waitFor({ state: 'detached', ...SLOW })

    await (await confirmDeletion('Druckerei Schneider KG')).getByRole('button', { name: 'Löschen' }).click()
    await tan.getByLabel('TAN').fill(DEMO_VALID_TAN, SLOW)
    await tan.getByRole('button', { name: 'Freigeben' }).click()
    await expect.poll(notice, SLOW).toContain('abgelehnt')
    expect(await page.getByRole('button', { name: 'Löschen: Druckerei Schneider KG' }).count()).toBe(1)
    await expectAccessible(page, 'declined deletion')

    const confirm = await confirmDeletion('Coworking Konzept GmbH')
    await expectAccessible(page, 'deletion question')
    await confirm.getByRole('button', { name: 'Löschen' }).click()
    await tan.waitFor(SLOW)
    await expectAccessible(page, 'TAN dialog')
    expect(await tan.getByLabel('TAN').getAttribute('autocomplete')).toBe('one-time-code')
    await tan.getByLabel('TAN').fill(DEMO_WRONG_TAN)
    await tan.getByRole('button', { name: 'Freigeben' }).click()
    await tan.getByText(/TAN ist ungültig/).waitFor(SLOW)
    await tan.getByLabel('TAN').fill(DEMO_VALID_TAN)
    await tan.getByRole('button', { name: 'Freigeben' }).click()
    await expect.poll(notice, SLOW).toBe('Der Dauerauftrag wurde gelöscht.')
    await expect.poll(() => page.getByRole('button', { name: 'Löschen: Coworking Konzept GmbH' }).count(), SLOW).toBe(0)
    await expectAccessible(page, 'after deletion')
  })
})
