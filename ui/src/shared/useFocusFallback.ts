/**
 * Keeps keyboard focus on the page when the element that had it goes away: a dialog closed, react-aria gave focus
 * back to the button that opened it, and then the list was read again without that row (a deleted account) or card
 * (a deactivated account moves to another tab). Focus left on the body would send a keyboard user back to the top
 * of the page; instead it goes to `fallback` (the list's heading).
 */
import { useEffect, useRef, type RefObject } from 'react'

const isFocusLost = () => document.activeElement === null || document.activeElement === document.body

/** Call with what the page shows (e.g. the account list): each change checks whether focus was lost with it. */
export const useFocusFallback = (fallback: RefObject<HTMLElement | null>, content: unknown): void => {
  const lastFocused = useRef<Element | null>(null)

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused.current = event.target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])

  useEffect(() => {
    // The element that had the focus when the content changed. react-aria gives focus back to a dialog's opener one
    // frame after the dialog closes; this frame is asked for later, so it sees whether the opener was still there.
    const candidate = lastFocused.current
    const frame = requestAnimationFrame(() => {
      const focusMovedSince = lastFocused.current !== candidate
      if (candidate !== null && !focusMovedSince && !candidate.isConnected && isFocusLost()) fallback.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [content, fallback])
}
