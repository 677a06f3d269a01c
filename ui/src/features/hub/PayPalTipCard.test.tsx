/**
 * The PayPal tip (hub-and-business-account 2.1, 4.5, 6): a tile of its own beside the state cards while
 * INFO_PAYPAL_NOTCONNECTED is held; it keeps the fallback card away and leads to /hub/paypal/create.
 */
import { NETWORK_FAILURE, type Backend, type BankAccountState, type BankAccountStateWire } from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { settle, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccountState, renderInStore } from '../../test/render-app.tsx'
import { backendWith } from '../../test/backend-with.ts'
import { StateCards } from './StateCards.tsx'
import { hubFallbackCardShownAtom } from './state-cards.atoms.ts'

withFakeTimers()

const SETTLED: BankAccountStateWire = { initial: false, noAccountYet: false, seizureState: 'NONE' }

/** A backend with these privileges whose account state answers `state`. */
const tipBackend = (privileges: ReadonlyArray<string>, state: E.Either<typeof NETWORK_FAILURE, BankAccountState>): Backend =>
  backendWith({ accounts: [], privileges, hub: { getAccountState: () => () => Promise.resolve(state) } })

const Where = () => <p data-testid="where">{useLocation().pathname + useLocation().search}</p>

const render = async (backend: Backend) => {
  const view = renderInStore(
    <MemoryRouter initialEntries={['/hub']}>
      <Routes>
        <Route path="/hub" element={<StateCards />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    backend,
  )
  await settle()
  return view
}

describe('the PayPal tip', () => {
  it('shows beside a state card while INFO_PAYPAL_NOTCONNECTED is held, keeps the fallback card away, and leads to the PayPal step', async () => {
    const { store } = await render(
      tipBackend(['FINANCE_LEXBANK_READ', 'INFO_PAYPAL_NOTCONNECTED'], E.right(decodeAccountState({ ...SETTLED, enforceMultiFactorAuthentication: true, multiFactorAuthenticationEnabled: false }))),
    )
    const tip = screen.getByTestId('hub-state-card-payPalTip')
    expect(screen.getByRole('region', { name: 'Verbinden Sie Ihr PayPal-Konto' })).toBe(tip)
    expect(screen.getByTestId('hub-state-card-mfaRequired')).toBeTruthy()
    expect(store.get(hubFallbackCardShownAtom)).toBe(false)
    await setupUser().click(within(tip).getByRole('link', { name: 'PayPal verbinden' }))
    expect(screen.getByTestId('where').textContent).toBe('/hub/paypal/create')
  })

  it('alone keeps the fallback card away, also when the account state cannot be read', async () => {
    const settled = await render(tipBackend(['FINANCE_LEXBANK_READ', 'INFO_PAYPAL_NOTCONNECTED'], E.right(decodeAccountState(SETTLED))))
    expect(settled.store.get(hubFallbackCardShownAtom)).toBe(false)
    settled.unmount()
    const failed = await render(tipBackend(['FINANCE_LEXBANK_READ', 'INFO_PAYPAL_NOTCONNECTED'], E.left(NETWORK_FAILURE)))
    expect(screen.getByTestId('hub-state-card-payPalTip')).toBeTruthy()
    expect(failed.store.get(hubFallbackCardShownAtom)).toBe(false)
  })

  it('is not there without the privilege, and the fallback card may show', async () => {
    const { store } = await render(tipBackend(['FINANCE_LEXBANK_READ'], E.right(decodeAccountState(SETTLED))))
    expect(screen.queryByTestId('hub-state-card-payPalTip')).toBeNull()
    expect(store.get(hubFallbackCardShownAtom)).toBe(true)
  })
})
