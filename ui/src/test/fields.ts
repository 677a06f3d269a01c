/** Form fields as a test finds them by their labels, and what a screen reader hears with them. */
import { screen } from '@testing-library/react'

/** The text box with this accessible name (its label). */
export const textbox = (name: string): HTMLInputElement => screen.getByRole('textbox', { name }) as HTMLInputElement

/** The texts a field's aria-describedby names (its hint and its errors), joined in order: what a screen reader hears with it. */
export const describedText = (el: HTMLElement): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
