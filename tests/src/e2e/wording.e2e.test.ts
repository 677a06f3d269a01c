/**
 * Wording that only the browser shows (issue 10, item 9): the existing-login choice puts the user id and the request
 * to enter the credentials again on lines of their own, so they do not run together ("Anmeldename VR-Mueller Bitte
 * geben Sie…"). Demo mode, production build, Debian's Chromium; the Berliner Volksbank login of the demo is not ready.
 */
import { describe, expect, it } from 'vitest'
import { SLOW, useChromiumSession } from './e2e-kit.ts'

const session = useChromiumSession()

describe('wording in Chromium', () => {
  it('the not-ready login shows its user id and the request on two lines, read as two sentences', async () => {
    const page = await session.open('/hub', { viewport: { width: 390, height: 844 } })
    await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
    const dialog = page.getByRole('dialog')
    const option = dialog.getByRole('radio', { name: /Berliner Volksbank/ })
    await option.waitFor({ state: 'attached', ...SLOW })
    const description = await option.evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '')
      const element = ids.map((id) => document.getElementById(id)).find((e) => e !== null) ?? null
      return element === null ? null : { rendered: (element as HTMLElement).innerText, spoken: element.textContent ?? '' }
    })
    expect(description).not.toBeNull()
    const lines = (description?.rendered ?? '').split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^Benutzerkennung „.+“\.$/)
    expect(lines[1]).toBe('Bitte geben Sie dafür Ihre Zugangsdaten erneut ein.')
    // A screen reader hears a sentence end between them, not "… Mueller Bitte …".
    expect(description?.spoken).toMatch(/“\.\s*Bitte geben Sie/)
    expect(await dialog.innerText()).not.toContain('!')
  })
})
