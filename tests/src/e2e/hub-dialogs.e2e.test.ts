/**
 * The hub's dialogs (issue 15; hub-and-business-account 3 "Stored locally", 4.11): the profile-type dialog appears once
 * per day per organisation, not again after a reload the same day, again on the next day (the stored appearance set
 * back a day: the demo runs on the page's clock), and is answered by keyboard only. Demo mode, production build,
 * Debian's Chromium, axe on the dialog.
 *
 * The demo's accounts all have a usage, so the dialog has nothing to ask at first; an account created without a bank
 * connection has none, and after the next load of the hub the dialog asks about it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createManualAccount, expectAccessible, SLOW, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession({ profileTypeDialogSeen: false })

const TITLE = 'Wie nutzen Sie Ihre Konten?'
const KEY_PREFIX = 'kontor.profileTypeDialog.lastAppearance.'

const profileDialog = (page: Page) => page.getByRole('dialog', { name: TITLE })

/** The stored last appearances, per organisation key. */
const storedAppearances = (page: Page): Promise<Readonly<Record<string, string>>> =>
  page.evaluate(
    (prefix) => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => [k, localStorage.getItem(k) ?? ''])),
    KEY_PREFIX,
  )

/** Reloads and waits until the hub has read its accounts and the dialog's code has had its chance to decide. */
const reloadHub = async (page: Page): Promise<void> => {
  await page.reload()
  await waitForHub(page)
}

/** Waits long enough for a dialog that would appear (its chunk loaded and the decision made) to be there. */
const expectNoDialogAfterSettling = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab').first().waitFor(SLOW)
  expect(await profileDialog(page).count()).toBe(0)
}

describe('the profile-type dialog (4.11)', () => {
  it('asks about an account without usage once a day: not after a reload the same day, again the next day; answered by keyboard', async () => {
    const page = await session.openHub()
    // Every demo account has its usage: nothing to ask, and no appearance stored.
    await expectNoDialogAfterSettling(page)
    expect(await storedAppearances(page)).toEqual({})

    await createManualAccount(page, 'Barkasse Laden')
    await reloadHub(page)
    const shown = profileDialog(page)
    await shown.waitFor(SLOW)
    await expect.poll(() => shown.evaluate((d) => d.contains(document.activeElement)), SLOW).toBe(true)
    await expect.poll(() => storedAppearances(page).then((s) => Object.keys(s).length), SLOW).toBe(1)
    expect(await shown.getByRole('radiogroup').count()).toBe(1)
    expect(await shown.getByRole('radiogroup', { name: 'Barkasse Laden' }).count()).toBe(1)
    await expectAccessible(page, 'profile-type dialog')
    // Escape is the keyboard's way out ("Später").
    await page.keyboard.press('Escape')
    await shown.waitFor({ state: 'detached', ...SLOW })

    // The same day: a reload does not bring it back.
    await reloadHub(page)
    await expectNoDialogAfterSettling(page)

    // The next day: the stored appearance set back by a day.
    const [key, value] = Object.entries(await storedAppearances(page))[0] ?? ['', '']
    await page.evaluate(
      ({ key, earlier }) => localStorage.setItem(key, earlier),
      { key, earlier: new Date(Date.parse(value) - 24 * 60 * 60 * 1000).toISOString() },
    )
    await reloadHub(page)
    await shown.waitFor(SLOW)
    await expect.poll(() => shown.evaluate((d) => d.contains(document.activeElement)), SLOW).toBe(true)

    // Saving with nothing chosen is refused on the field.
    await pressUntilFocused(page, 'Speichern')
    await page.keyboard.press('Enter')
    await shown.getByText('Wählen Sie bitte mindestens ein Konto aus.').waitFor(SLOW)
    await expectAccessible(page, 'profile-type dialog with its message')

    // By keyboard: to the account's choices, pick "Geschäftlich", then save.
    await pressUntilFocused(page, 'Geschäftlich', 'Keine Angabe')
    await page.keyboard.press('Space')
    expect(await shown.getByRole('radio', { name: 'Geschäftlich' }).isChecked()).toBe(true)
    await pressUntilFocused(page, 'Speichern')
    await page.keyboard.press('Enter')
    await shown.waitFor({ state: 'detached', ...SLOW })
    await page.getByText('Die Nutzung des Kontos wurde gespeichert.').waitFor(SLOW)

    // The account now has its usage: even on a new day there is nothing to ask.
    await page.evaluate((key) => localStorage.removeItem(key), key)
    await reloadHub(page)
    await expectNoDialogAfterSettling(page)
  })
})

/**
 * Tabs (up to 20 times) until the focused control is named `name`; in a radio group the tab stop is the checked radio
 * (or the first), named `groupStop`, from where the arrow keys move to `name`.
 */
const pressUntilFocused = async (page: Page, name: string, groupStop?: string): Promise<void> => {
  const focusedName = () =>
    page.evaluate(() => {
      const el = document.activeElement
      if (el === null) return ''
      const label = el.closest('label')
      return (el.getAttribute('aria-label') ?? label?.textContent ?? el.textContent ?? '').trim()
    })
  for (let i = 0; i < 20; i += 1) {
    const current = await focusedName()
    if (current === name) return
    if (groupStop !== undefined && current === groupStop) {
      for (let j = 0; j < 4 && (await focusedName()) !== name; j += 1) await page.keyboard.press('ArrowDown')
      if ((await focusedName()) === name) return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`no control named ${name} reached by Tab (focused: ${await focusedName()})`)
}

describe('the multi-organisation path prefix (2.6)', () => {
  it('answers every route under /o/{organisationId}/ and keeps the prefix on the links and after a reload', async () => {
    const page = await session.openHub({ path: '/o/org-7/hub' })
    const navigation = page.getByRole('navigation', { name: 'Banking' })
    expect(await navigation.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe('/o/org-7/hub')
    await navigation.getByRole('link', { name: 'Alle Umsätze' }).click()
    await expect.poll(() => new URL(page.url()).pathname, SLOW).toBe('/o/org-7/transactions')
    await page.reload()
    await navigation.getByRole('link', { name: 'Übersicht' }).click()
    await waitForHub(page)
    expect(new URL(page.url()).pathname).toBe('/o/org-7/hub')
    // An unknown route under the prefix leads to the prefixed hub, as one without it leads to /hub.
    await page.goto(session.url('/o/org-7/unbekannt'))
    await expect.poll(() => navigation.getByRole('link', { name: 'Übersicht' }).getAttribute('href'), SLOW).toBe('/o/org-7/hub')
  })
})
