/**
 * The kit itself. Its accessibility check leaves axe's contrast rule out where every text style on the page passed it
 * before in this worker (e2e-kit.ts CONTRAST_PASSED), so it must still catch a text of a new style that fails, also
 * when it checks a part of the page only. Its open() takes the last test's tab again, so that tab must start as a
 * fresh one would: nothing of the tab's own storage left.
 */
import { describe, expect, it } from 'vitest'
import { seriousViolations, useChromiumSession, waitForHub } from './e2e-kit.ts'

const session = useChromiumSession()

describe('the e2e kit', () => {
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
    // A check of a part (within) finds what is in it and leaves out what is not.
    expect(await seriousViolations(page, 'main', { within: 'main' })).toEqual([expect.stringMatching(/^main: color-contrast: /)])
    expect(await seriousViolations(page, 'header', { within: 'header' })).toEqual([])
  })

  it('open() takes the tab again with nothing of its sessionStorage left', async () => {
    const first = await session.open('/hub')
    await first.evaluate(() => sessionStorage.setItem('kontor.e2e.probe', 'left behind'))
    const next = await session.open('/hub')
    expect(next).toBe(first)
    expect(await next.evaluate(() => sessionStorage.getItem('kontor.e2e.probe'))).toBeNull()
  })
})
