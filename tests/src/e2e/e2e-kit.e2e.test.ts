/**
 * The kit's accessibility check itself: it leaves axe's contrast rule out where every text style on the page passed it
 * before in this worker (e2e-kit.ts CONTRAST_PASSED), so it must still catch a text of a new style that fails.
 */
import { describe, expect, it } from 'vitest'
import { seriousViolations, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

describe('the accessibility check of the e2e kit', () => {
  it('still finds a low-contrast text after the page passed the contrast rule once', async () => {
    const page = await session.openHub()
    await waitForHub(page)
    expect(await seriousViolations(page, 'hub')).toEqual([])
    // A style the page had not shown: grey on white, 1.9:1.
    await page.evaluate(() => {
      const faint = document.createElement('p')
      faint.textContent = 'Kaum lesbarer Hinweis'
      Object.assign(faint.style, { color: '#bbbbbb', background: '#ffffff' })
      document.querySelector('main')?.append(faint)
    })
    expect(await seriousViolations(page, 'planted')).toEqual([expect.stringMatching(/^planted: color-contrast: /)])
  })
})
