/**
 * Device linking on the hub (issue 15; hub-and-business-account 4.3, 8): the MFA-required demo organisation opens the
 * device-link dialog from its card, the push goes out, the dialog polls until the demo bank confirms the binding
 * (CONFIRMED after the memory backend's delay), shows the success message of 8 and closes; the card then says the
 * phone is linked. The sole trader with open onboarding steps (issue 15 fix: a demo organisation for the person
 * onboarding card) shows its checklist and links the phone from the open step. Demo mode, production build, Debian's
 * Chromium, axe on the dialog and the card.
 *
 * Switching organisation: for the MFA organisation as tests/src/e2e/hub-state-cards.e2e.test.ts does it (its hub
 * records written into the demo's stored state, then a reload); for the organisations whose accounts and privileges
 * differ, with the header's switcher.
 */
import { DEMO_ORGANISATION_IDS, type DemoOrganisationId } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, openDemoOrganisation, SLOW, switchDemoOrganisation, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

/** The demo bank confirms 6 s after the push; the dialog sees it at the next 2 s read. */
const LINKING = { timeout: 30_000 }

const openOrganisation = (id: DemoOrganisationId, width = 1280): Promise<Page> => openDemoOrganisation(session, id, width)

/** The hub of a fresh context, switched with the header's switcher (the whole organisation: accounts, privileges …). */
const switchTo = async (name: RegExp, width = 1280): Promise<Page> => {
  const page = await session.openHub({ viewport: { width } })
  await switchDemoOrganisation(page, name)
  await waitForHub(page)
  return page
}

describe('device linking on the hub', () => {
  it('the MFA-required organisation links its phone until CONFIRMED; the dialog is accessible and closes by itself', async () => {
    const page = await openOrganisation(DEMO_ORGANISATION_IDS.mfaRequired)
    const card = page.getByTestId('hub-state-card-mfaRequired')
    await card.waitFor(SLOW)
    await card.getByRole('button', { name: 'Gerät verbinden' }).click()
    const linkDialog = dialog(page, { alertdialog: false })
    await linkDialog.getByRole('heading', { name: 'Smartphone verbinden' }).waitFor(SLOW)
    await expect.poll(() => linkDialog.getByText('Wir warten auf Ihre Bestätigung').isVisible(), SLOW).toBe(true)
    await expectAccessible(page, 'device-link dialog while waiting')
    await expect.poll(() => linkDialog.getByText('Sie haben Ihr Gerät erfolgreich verbunden.').isVisible(), LINKING).toBe(true)
    await expectAccessible(page, 'device-link dialog on success')
    await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0)
    await expect.poll(() => card.getByTestId('mfa-device-link').textContent(), SLOW).toBe('Ihr Smartphone ist mit Ihrem Konto verbunden.')
    expect(await card.getByRole('button', { name: 'Gerät verbinden' }).count()).toBe(0)
    // The binding is stored: after a reload the card still says so.
    await page.reload()
    await waitForHub(page)
    await expect.poll(() => page.getByTestId('mfa-device-link').textContent(), SLOW).toBe('Ihr Smartphone ist mit Ihrem Konto verbunden.')
  })

  it('the sole trader with open onboarding steps shows the checklist, links the phone from its step, accessible at 390 and 1920 px', async () => {
    // One load, then the window widened: the layout is CSS and reflows as it would on load (a load costs ~3 s of CPU).
    const page = await switchTo(/Krüger Tischlerei/, 390)
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      const card = page.getByTestId('hub-state-card-personOnboarding')
      await card.waitFor(SLOW)
      // The checklist and, beside it, the PayPal tip (the organisation lacks INFO_PAYPAL_NOTCONNECTED's connection).
      await expect
        .poll(() => page.locator('[data-testid^="hub-state-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid'))), SLOW)
        .toEqual(['hub-state-card-payPalTip', 'hub-state-card-personOnboarding'])
      const steps = card.getByRole('list', { name: 'Schritte bis zur Nutzung' })
      expect(await steps.getByRole('listitem').allTextContents()).toEqual([
        '✓ Konto angelegt: erledigt',
        '○ Gerät verbunden: offen Gerät verbinden',
        '○ Steuernummer hinterlegt: offen',
        '○ Erste Karte aktiviert: offen',
      ])
      await expectAccessible(page, `person onboarding card at ${width} px`)
      if (width === 1920) {
        await card.getByRole('button', { name: 'Gerät verbinden' }).click()
        await expect.poll(() => dialog(page, { alertdialog: false }).getByText('Sie haben Ihr Gerät erfolgreich verbunden.').isVisible(), LINKING).toBe(true)
        await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0)
        await expect.poll(() => card.getByTestId('onboarding-step-deviceBindingConfirmed').textContent(), SLOW).toBe('✓ Gerät verbunden: erledigt')
      }
    }
  })

  it('the PayPal tip leads to the PayPal step of adding an account', async () => {
    const page = await switchTo(/Krüger Tischlerei/)
    const tip = page.getByTestId('hub-state-card-payPalTip')
    await tip.waitFor(SLOW)
    await tip.getByRole('link', { name: 'PayPal verbinden' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/hub/paypal/create')
    await expect.poll(() => dialog(page).count(), SLOW).toBe(1)
    await expect.poll(async () => (await dialog(page).textContent()) ?? '', SLOW).toContain('PayPal')
    await expectAccessible(page, 'PayPal step from the tip')
  })

  it('the planned payments follow the organisation: "Neumann Studio" (no accounts) shows no count', async () => {
    const page = await session.openHub()
    await expect.poll(async () => (await page.getByRole('navigation').first().textContent()) ?? '', SLOW).toContain('⚠')
    await page.getByRole('button', { name: /Demo-Organisation/ }).click()
    await page.getByRole('option', { name: /Neumann Studio/ }).click()
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/ftu')
    await expect.poll(async () => (await page.getByRole('navigation').first().textContent()) ?? '', SLOW).toBe(
      'ÜbersichtAlle UmsätzeVorgemerktZuordnungsvorschlägeNicht zugeordnetÜberweisungenAnstehende ZahlungenAusgeblendete Umsätze',
    )
  })
})
