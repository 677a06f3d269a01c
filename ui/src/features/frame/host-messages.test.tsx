/** The host listener on every screen (issue 17, item 5): allowed hosts' frame messages act; everything else does not. */
import { render, screen, waitFor } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createHostListener } from '../../shared/host-channel.ts'
import { startHostListener } from './host-listener.ts'
import { useHostMessages } from './host-messages.ts'

const HOST = 'https://app.kontor.de'
const OWN = 'https://kontor.example'

/** A window stand-in embedded by HOST: messages are delivered to it by hand. */
const fakeWindow = () => {
  const target = new EventTarget()
  const self = Object.assign(target, { parent: {}, location: { origin: OWN } }) as unknown as Window
  return { self, target }
}

/** The listener as the layout starts it, on a stand-in window (useNavigate's latest value, as useHostMessages gives it). */
const Where = ({ listener }: { readonly listener: () => ReturnType<typeof createHostListener> }) => {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useEffect(() => {
    latest.current = navigate
  })
  useEffect(() => startHostListener(() => latest.current, listener), [listener])
  return <p data-testid="where">{useLocation().pathname}</p>
}

const renderAt = (self: Window, log: (message: string, detail?: unknown) => void) => {
  render(
    <MemoryRouter initialEntries={['/hub']}>
      <Routes>
        <Route path="*" element={<Where listener={() => createHostListener(self, [HOST], log)} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const deliver = (target: EventTarget, origin: string, data: unknown) => target.dispatchEvent(new MessageEvent('message', { origin, data }))

describe('host messages', () => {
  it('the layout hook starts the real listener: a message of our own origin is left alone, unlogged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const Hooked = () => {
      useHostMessages()
      return <p data-testid="where">{useLocation().pathname}</p>
    }
    render(
      <MemoryRouter initialEntries={['/hub']}>
        <Routes>
          <Route path="*" element={<Hooked />} />
        </Routes>
      </MemoryRouter>,
    )
    // Once loaded, a foreign origin's message is logged (the listener is there), our own origin's is not.
    await waitFor(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: 'navigateToInfoPage' }))
      expect(warn).toHaveBeenCalledWith('Kontor: Nachricht von nicht vertrauenswürdiger Herkunft ignoriert', 'https://evil.example')
    })
    warn.mockClear()
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: 'navigateToInfoPage' }))
    expect(warn).not.toHaveBeenCalled()
    expect(screen.getByTestId('where').textContent).toBe('/hub')
    warn.mockRestore()
  })

  it('goes to the bank info page on navigateToInfoPage from the allowed host', async () => {
    const { self, target } = fakeWindow()
    const log = vi.fn()
    renderAt(self, log)
    deliver(target, HOST, { type: 'navigateToInfoPage' })
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bank'))
    expect(log).not.toHaveBeenCalled()
  })

  it('ignores and logs a foreign origin and an unknown or malformed message; leaves our own frames to the frame pages', async () => {
    const { self, target } = fakeWindow()
    const log = vi.fn()
    renderAt(self, log)
    deliver(target, 'https://evil.example', { type: 'navigateToInfoPage' })
    deliver(target, `${HOST}.evil.example`, 'moreInfoLexBank')
    deliver(target, HOST, { type: 'deleteEverything' })
    deliver(target, HOST, ['navigateToInfoPage'])
    deliver(target, OWN, { type: 'navigateToInfoPage' })
    // A known message after them proves the listener is still there and nothing before it moved.
    deliver(target, HOST, 'moreInfoLexBank')
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bank'))
    expect(log.mock.calls.map(([message]) => message as string)).toEqual([
      'Kontor: Nachricht von nicht vertrauenswürdiger Herkunft ignoriert',
      'Kontor: Nachricht von nicht vertrauenswürdiger Herkunft ignoriert',
      'Kontor: unbekannte Nachricht ignoriert',
      'Kontor: unbekannte Nachricht ignoriert',
    ])
  })

  it('does not trust our own origin as a host even when it is configured', () => {
    const { self, target } = fakeWindow()
    const received: string[] = []
    createHostListener(self, [OWN, HOST], () => undefined).listen((type) => received.push(type))
    deliver(target, OWN, 'CLOSE_SUCCESS')
    deliver(target, HOST, 'CLOSE_CANCEL')
    expect(received).toEqual(['CLOSE_CANCEL'])
  })
})
