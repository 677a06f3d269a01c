/**
 * The wizard step's frame and the focus (issue 16, keyboard only): the title takes it on a new step, and when the
 * step appears with the focus nowhere (the link or button that led here is gone), but never from a control that has it.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STEP_ARRIVAL_CLICK_GUARD_MS, WizardStepFrame } from './WizardStepFrame.tsx'

const frame = (stepKey: string) => (
  <WizardStepFrame title={`Schritt ${stepKey}`} stepKey={stepKey} onNext={() => undefined}>
    <input aria-label="Feld" />
  </WizardStepFrame>
)

afterEach(() => document.querySelectorAll('[data-outside]').forEach((el) => el.remove()))

describe('the wizard step frame', () => {
  it('focuses the title when it appears with the focus on the page body', () => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    render(frame('a'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Schritt a' }))
  })

  it('leaves the focus on a control that has it; a new step focuses its title', () => {
    const outside = document.createElement('button')
    outside.dataset.outside = ''
    document.body.append(outside)
    outside.focus()
    const view = render(frame('a'))
    expect(document.activeElement).toBe(outside)
    view.rerender(frame('b'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Schritt b' }))
  })

  it('a step just shown takes no clicks for a moment (a double click on "Weiter" acts once), whether it appears or the step changes', () => {
    vi.useFakeTimers()
    try {
      const view = render(frame('a'))
      const guarded = () => screen.getByRole('region').classList.contains('wizard-step-arriving')
      expect(guarded()).toBe(true)
      act(() => vi.advanceTimersByTime(STEP_ARRIVAL_CLICK_GUARD_MS))
      expect(guarded()).toBe(false)
      view.rerender(frame('b'))
      expect(guarded()).toBe(true)
      act(() => vi.advanceTimersByTime(STEP_ARRIVAL_CLICK_GUARD_MS - 1))
      expect(guarded()).toBe(true)
      act(() => vi.advanceTimersByTime(1))
      expect(guarded()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
