/** Long texts on a hub card (issue 10, item 3): cut on screen by CSS, whole in the DOM, the accessible name and title. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { decodeAccount, wireAccount } from '../../test/render-app.tsx'
import { AccountCard } from './AccountCard.tsx'

describe('a hub card with a 255-character name and bank', () => {
  it('keeps both whole for screen readers and on hover, and cuts them on screen', () => {
    const name = `Geschäftskonto ${'N'.repeat(240)}`
    const bankName = 'B'.repeat(255)
    render(<AccountCard account={decodeAccount(wireAccount('long', { name, bankName, iban: null }))} tab="active" />)
    const heading = screen.getByRole('heading', { name })
    expect(heading.getAttribute('title')).toBe(name)
    expect(heading.classList.contains('text-clamp')).toBe(true)
    expect(screen.getByRole('article', { name })).toBeTruthy()
    const bank = screen.getByText((text) => text.startsWith(bankName))
    expect(bank.getAttribute('title')).toBe(bank.textContent)
    expect(bank.classList.contains('text-clamp')).toBe(true)
  })
})
