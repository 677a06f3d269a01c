/**
 * The messages of the page that embeds Kontor (hub-and-business-account 2.2–2.4; issue 17, item 5): while any screen
 * of the layout is shown, an allowed host may send the frame messages the core defines, and each does what it does
 * on the first-time screen without a dialog of its own (frame-message-actions.ts). Other origins are logged and
 * ignored by the channel; our own frames' messages stay with the frame pages.
 */
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'

/** Listens to the host while mounted; the listener loads after the first render (host-listener.ts). */
export const useHostMessages = (): void => {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useEffect(() => {
    latest.current = navigate
  })
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    void import('./host-listener.ts').then(({ startHostListener }) => {
      if (!left) stop = startHostListener(() => latest.current)
    })
    return () => {
      left = true
      stop?.()
    }
  }, [])
}
