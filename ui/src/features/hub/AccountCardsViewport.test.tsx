/** The account cards' tabs and paging at a phone's and a desktop's width (spec: hub 2.6 "2 when width is 980 px or less"). */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBackend, renderApp, setViewportWidth } from '../../test/render-app.tsx'

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
const pagerStatus = () => within(screen.getByRole('navigation', { name: 'Seiten der Konten' })).getByText(/^Seite \d+ von \d+$/).textContent

afterEach(() => setViewportWidth(1024))

describe.each([
  { width: 390, perPage: 2, pages: 3 },
  { width: 1920, perPage: 3, pages: 2 },
])('at $width px', ({ width, perPage, pages }) => {
  it(`opens on the error tab and pages the six active accounts ${perPage} at a time, by keyboard`, async () => {
    const user = userEvent.setup()
    setViewportWidth(width)
    act(() => void window.dispatchEvent(new Event('resize')))
    renderApp(demoBackend())
    const errorTab = await screen.findByRole('tab', { name: 'Fehlerhaft (2)' })
    expect(errorTab.getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('article')).toHaveLength(2)

    act(() => errorTab.focus())
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Aktiv (6)' }).getAttribute('aria-selected')).toBe('true')
    expect(pagerStatus()).toBe(`Seite 1 von ${pages}`)
    expect(cardNames()).toHaveLength(perPage)
    const firstPage = cardNames()

    const next = screen.getByRole('button', { name: 'Nächste Seite' })
    act(() => next.focus())
    await user.keyboard('{Enter}')
    expect(pagerStatus()).toBe(`Seite 2 von ${pages}`)
    expect(cardNames()).toHaveLength(perPage)
    expect(cardNames().some((name) => firstPage.includes(name))).toBe(false)
  })
})
