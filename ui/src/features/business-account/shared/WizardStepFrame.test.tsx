/**
 * The wizard step's frame and the focus (issue 16, keyboard only): the title takes it on a new step, and when the
 * step appears with the focus nowhere (the link or button that led here is gone), but never from a control that has it.
 */
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WizardStepFrame } from './WizardStepFrame.tsx'

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
})
