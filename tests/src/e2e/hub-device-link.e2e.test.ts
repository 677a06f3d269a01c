/**
 * Device linking and the MFA activation on the hub (issue 15; hub-and-business-account 4.3, 6, 8) in Chromium: the
 * MFA-required demo organisation's card at 390 and 1920 px, the device-link dialog opened from it, the push out, the
 * dialog polling until the demo bank confirms the binding (CONFIRMED after the memory backend's delay), its success
 * message of 8 and its closing; the card then says the phone is linked, across a reload, and the activation started
 * there by keyboard is polled to "aktiviert". The sole trader with open onboarding steps (the person onboarding card)
 * shows its checklist, links the phone from the open step, and its PayPal tip leads to the PayPal step. Demo mode,
 * production build, Debian's Chromium, axe on the dialogs and the cards. The dialog's and the cards' timing (the 2 s
 * polls, the time-out, failed pushes) are UI tests (DeviceLinkDialog.test.tsx, StateCards.test.tsx); that the
 * planned payments follow the organisation is DemoOrganisationSwitcher.test.tsx's.
 *
 * Switching organisation: for the MFA organisation as tests/src/e2e/hub-state-cards.e2e.test.ts does it (its hub
 * records written into the demo's stored state, then a reload); for the organisation whose accounts and privileges
 * differ, with the header's switcher.
 */
import { DEMO_ORGANISATION_IDS } from '@kontor/fixtures'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, expectAccessible, LONG_WALK, openDemoOrganisation, SLOW, switchDemoOrganisation, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

/** The demo bank confirms 6 s after the push (and the demo's user the MFA activation 6 s after its start); the dialog and the card see it at their next 2 s read. */
const LINKING = { timeout: 30_000 }

const noHorizontalScroll = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

const shownCards = (page: Page): Promise<ReadonlyArray<string | null>> =>
  page.locator('[data-testid^="hub-state-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')))

describe('device linking on the hub', () => {
  it('the MFA-required card at 390 and 1920 px links the phone until CONFIRMED (the dialog accessible, closing by itself; kept across a reload), then the activation by keyboard is polled to "aktiviert" and the card goes', LONG_WALK, async () => {
    // One load, then the window widened: the layout is CSS and reflows as it would on load (a load costs Chromium more).
    const page = await openDemoOrganisation(session, DEMO_ORGANISATION_IDS.mfaRequired, 390)
    const card = page.getByTestId('hub-state-card-mfaRequired')
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => shownCards(page), SLOW).toEqual(['hub-state-card-mfaRequired'])
      await expect.poll(() => card.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung erforderlich', level: 2 }).isVisible(), SLOW).toBe(true)
      await noHorizontalScroll(page)
      await expectAccessible(page, `MFA card at ${width} px`)
    }

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
    await expect.poll(() => card.getByTestId('mfa-device-link').textContent(), SLOW).toBe('Ihr Smartphone ist mit Ihrem Konto verbunden.')

    // The activation, by keyboard: the card polls it every 2 s until the demo's user has confirmed.
    await card.getByRole('button', { name: 'Aktivierung starten' }).focus()
    await page.keyboard.press('Enter')
    await card.getByText('Wir warten auf die Aktivierung …').waitFor(SLOW)
    await page.getByText('Die Zwei-Faktor-Authentifizierung ist aktiviert.').first().waitFor(LINKING)
    await expect.poll(() => shownCards(page), SLOW).toEqual([])
  })

  it('the sole trader with open onboarding steps shows the checklist at 390 and 1920 px, links the phone from its step, and its PayPal tip leads to the PayPal step', LONG_WALK, async () => {
    // The header's switcher: the organisation's accounts and privileges differ from the normal one's.
    const page = await session.openHub({ viewport: { width: 390 } })
    await switchDemoOrganisation(page, /Krüger Tischlerei/)
    await waitForHub(page)
    const card = page.getByTestId('hub-state-card-personOnboarding')
    for (const width of [390, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await card.waitFor(SLOW)
      // The checklist and, beside it, the PayPal tip (the organisation lacks INFO_PAYPAL_NOTCONNECTED's connection).
      await expect.poll(() => shownCards(page), SLOW).toEqual(['hub-state-card-payPalTip', 'hub-state-card-personOnboarding'])
      const steps = card.getByRole('list', { name: 'Schritte bis zur Nutzung' })
      expect(await steps.getByRole('listitem').allTextContents()).toEqual([
        '✓ Konto angelegt: erledigt',
        '○ Gerät verbunden: offen Gerät verbinden',
        '○ Steuernummer hinterlegt: offen',
        '○ Erste Karte aktiviert: offen',
      ])
      await noHorizontalScroll(page)
      await expectAccessible(page, `person onboarding card at ${width} px`)
    }
    await card.getByRole('button', { name: 'Gerät verbinden' }).click()
    await expect.poll(() => dialog(page, { alertdialog: false }).getByText('Sie haben Ihr Gerät erfolgreich verbunden.').isVisible(), LINKING).toBe(true)
    await expect.poll(() => page.getByRole('dialog').count(), SLOW).toBe(0)
    await expect.poll(() => card.getByTestId('onboarding-step-deviceBindingConfirmed').textContent(), SLOW).toBe('✓ Gerät verbunden: erledigt')

    await page.getByTestId('hub-state-card-payPalTip').getByRole('link', { name: 'PayPal verbinden' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/hub/paypal/create')
    await expect.poll(() => dialog(page).count(), SLOW).toBe(1)
    await expect.poll(async () => (await dialog(page).textContent()) ?? '', SLOW).toContain('PayPal')
    await expectAccessible(page, 'PayPal step from the tip')
  })
})
