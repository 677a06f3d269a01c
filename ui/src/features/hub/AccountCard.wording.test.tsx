/** The card's bank line (issue 10): a PayPal account reads "PayPal", not "PayPal · PayPal". */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { decodeAccount, wireAccount } from '../../test/render-app.tsx'
import { AccountCard } from './AccountCard.tsx'

describe('the bank line of an account card', () => {
  it('names PayPal once on a PayPal card, and bank and type on a bank account', () => {
    const paypal = decodeAccount(wireAccount('pp', { name: 'PayPal Geschäft', type: 'PAYPAL', bankName: 'PayPal' }))
    const giro = decodeAccount(wireAccount('giro', { name: 'Giro', type: 'GIRO', bankName: 'Sparkasse KölnBonn' }))
    const { container } = render(
      <>
        <AccountCard account={paypal} tab="active" />
        <AccountCard account={giro} tab="active" />
      </>,
    )
    const lines = [...container.querySelectorAll('.account-card-bank')].map((p) => p.textContent)
    expect(lines).toEqual(['PayPal', 'Sparkasse KölnBonn · Girokonto'])
    expect(screen.queryByText('PayPal · PayPal')).toBeNull()
  })
})
