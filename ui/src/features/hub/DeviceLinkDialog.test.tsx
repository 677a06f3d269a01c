/**
 * The device-link dialog (hub-and-business-account 4.3, 8) as the hub opens it: from the MFA-required card and from
 * the person onboarding card's open "Gerät verbunden" step. Fake timers drive the 2 s polling, the 2 s success and
 * the 5 min time-out.
 */
import { DEVICE_LINK_TIMEOUT_MS, NETWORK_FAILURE, type Backend, type BankAccountStateWire, type HubPort } from '@kontor/core'
import { screen, within } from '@testing-library/react'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { passTime, settle, setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import { decodeAccountState, renderInStore } from '../../test/render-app.tsx'
import { backendWith } from '../../test/backend-with.ts'
import { StateCards } from './StateCards.tsx'

withFakeTimers()

const MFA_REQUIRED: BankAccountStateWire = { enforceMultiFactorAuthentication: true, multiFactorAuthenticationEnabled: false }
const FAILED = 'Es trat ein Fehler bei der Geräteverbindung auf. Kontaktieren Sie im Wiederholungsfall unseren Support.'
const SUCCEEDED = 'Sie haben Ihr Gerät erfolgreich verbunden.'

/** A bank whose binding state the test sets; counts pushes and reads. */
const fakeBank = (initial: BankAccountStateWire, push: () => E.Either<typeof NETWORK_FAILURE, void> = () => E.right(undefined)) => {
  const bank = { binding: null as string | null, pushes: 0, reads: 0, failReads: false }
  const hub: Partial<HubPort> = {
    getAccountState: () => () => {
      bank.reads += 1
      if (bank.failReads) return Promise.resolve(E.left(NETWORK_FAILURE))
      return Promise.resolve(E.right(decodeAccountState({ ...initial, firstDeviceBindingActivationState: bank.binding })))
    },
    sendDeviceLinkPush: () => () => {
      bank.pushes += 1
      return Promise.resolve(push())
    },
  }
  const backend: Backend = backendWith({ accounts: [], privileges: ['FINANCE_LEXBANK_READ'], hub })
  return { bank, backend }
}

const openFromMfaCard = async (backend: Backend) => {
  renderInStore(<StateCards />, backend)
  await settle()
  const user = setupUser()
  await user.click(within(screen.getByTestId('hub-state-card-mfaRequired')).getByRole('button', { name: 'Gerät verbinden' }))
  await settle()
  return { user, dialog: screen.getByRole('dialog', { name: 'Smartphone verbinden' }) }
}

describe('the device-link dialog', () => {
  it('sends the push, reads the state every 2 s until CONFIRMED, shows the success and closes after 2 s', async () => {
    const { bank, backend } = fakeBank(MFA_REQUIRED)
    const { dialog } = await openFromMfaCard(backend)
    expect(bank.pushes).toBe(1)
    const readsAtOpen = bank.reads
    expect(dialog.textContent).toContain('Wir warten auf Ihre Bestätigung')
    await passTime(1_999)
    expect(bank.reads).toBe(readsAtOpen)
    await passTime(1)
    await settle()
    expect(bank.reads).toBe(readsAtOpen + 1)
    bank.binding = 'PENDING'
    await passTime(2_000)
    await settle()
    expect(bank.reads).toBe(readsAtOpen + 2)
    expect(screen.getByTestId('device-link-dialog').dataset['step']).toBe('waiting')
    bank.binding = 'CONFIRMED'
    await passTime(2_000)
    await settle()
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(SUCCEEDED)
    const readsAtSuccess = bank.reads // the hub reads the state again once (the card then says the phone is linked)
    await passTime(1_999)
    expect(screen.queryByRole('dialog')).not.toBeNull()
    await passTime(1)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('hub-state-notice').textContent).toBe(SUCCEEDED)
    expect(screen.getByTestId('mfa-device-link').textContent).toBe('Ihr Smartphone ist mit Ihrem Konto verbunden.')
    expect(screen.queryByRole('button', { name: 'Gerät verbinden' })).toBeNull()
    await passTime(10_000)
    expect(bank.reads).toBe(readsAtSuccess)
  })

  it('says when the push fails, with the message of 8, and sends a new push on request', async () => {
    let failing = true
    const { bank, backend } = fakeBank(MFA_REQUIRED, () => (failing ? E.left(NETWORK_FAILURE) : E.right(undefined)))
    const { user, dialog } = await openFromMfaCard(backend)
    expect(within(dialog).getByRole('alert').textContent).toBe(FAILED)
    failing = false
    await user.click(within(dialog).getByRole('button', { name: 'Neue Nachricht senden' }))
    await settle()
    expect(bank.pushes).toBe(2)
    expect(dialog.textContent).toContain('Wir warten auf Ihre Bestätigung')
  })

  it('ends in the failure message after three failed reads in a row, not after one', async () => {
    const { bank, backend } = fakeBank(MFA_REQUIRED)
    const { dialog } = await openFromMfaCard(backend)
    bank.failReads = true
    await passTime(2_000)
    await settle()
    await passTime(2_000)
    await settle()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await passTime(2_000)
    await settle()
    expect(within(dialog).getByRole('alert').textContent).toBe(FAILED)
  })

  it('times out after 5 minutes without confirmation and offers a new push', async () => {
    const { bank, backend } = fakeBank(MFA_REQUIRED)
    bank.binding = 'PENDING'
    const { user, dialog } = await openFromMfaCard(backend)
    await passTime(DEVICE_LINK_TIMEOUT_MS - 2_000)
    await settle()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await passTime(2_000)
    await settle()
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Wir haben innerhalb von 5 Minuten keine Bestätigung erhalten. Senden Sie eine neue Nachricht an Ihr Smartphone.',
    )
    const reads = bank.reads
    await passTime(10_000)
    expect(bank.reads).toBe(reads)
    await user.click(within(dialog).getByRole('button', { name: 'Neue Nachricht senden' }))
    await settle()
    expect(bank.pushes).toBe(2)
  })

  it('stops polling when cancelled, by button or Escape', async () => {
    const { bank, backend } = fakeBank(MFA_REQUIRED)
    const { user, dialog } = await openFromMfaCard(backend)
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    const reads = bank.reads
    await passTime(10_000)
    expect(bank.reads).toBe(reads)

    await user.click(screen.getByRole('button', { name: 'Gerät verbinden' }))
    await settle()
    expect(bank.pushes).toBe(2)
    await user.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    await passTime(10_000)
    expect(bank.reads).toBe(reads)
  })

  it('opens from the person onboarding card’s open device step', async () => {
    const { bank, backend } = fakeBank({
      businessOnBoarding: { isPending: false, status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', business: { id: 'b-1', taxNumber: null } },
      firstCardActivationPending: true,
    })
    renderInStore(<StateCards />, backend)
    await settle()
    const card = screen.getByTestId('hub-state-card-personOnboarding')
    const user = setupUser()
    await user.click(within(card).getByRole('button', { name: 'Gerät verbinden' }))
    await settle()
    expect(bank.pushes).toBe(1)
    bank.binding = 'CONFIRMED'
    await passTime(2_000)
    await settle()
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(SUCCEEDED)
    await passTime(2_000)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(screen.getByTestId('hub-state-card-personOnboarding')).queryByRole('button', { name: 'Gerät verbinden' })).toBeNull()
  })
})
