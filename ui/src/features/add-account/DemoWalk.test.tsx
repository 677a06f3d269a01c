/**
 * The wizard over the demo's in-memory backend, as `npm start` shows it: the walk the end-to-end test takes (search
 * 'Sparkasse', choose a bank, log in, tick two accounts, finish) and the PIN-asking bank of the demo scenarios.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoBackend, renderInStore } from '../../test/render-app.tsx'
import { AddAccountWizardDialog } from './AddAccountWizardDialog.tsx'
import { setupUser, withFakeTimers } from '../../test/fake-timers.ts'
import {
  button,
  chooseNewBank,
  expectStep,
  searchFor,
} from './wizard.test-kit.tsx'

withFakeTimers()

const renderDemoWizard = () => {
  const backend = demoBackend()
  const onClose = vi.fn()
  renderInStore(<AddAccountWizardDialog start={{ mode: 'standard' }} onClose={onClose} navigateTo={vi.fn()} />, backend)
  return { backend, onClose }
}

describe('the wizard over the demo backend', () => {
  it('adds two Sparkasse accounts: search, choose, log in, tick two, finish', async () => {
    const user = setupUser()
    const { backend, onClose } = renderDemoWizard()
    await chooseNewBank(user)
    await searchFor(user, 'Sparkasse KölnBonn')
    await user.click(await screen.findByRole('option', { name: /^Sparkasse KölnBonn/ }))
    await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
    await expectStep('Online-Banking verbinden')
    await user.type(await screen.findByRole('textbox', { name: 'Benutzerkennung' }), 'demo')
    await user.type(screen.getByLabelText('PIN'), '12345')
    // With the PIN saved the demo bank lists the accounts without asking again.
    await user.click(screen.getByRole('checkbox', { name: 'PIN speichern' }))
    await user.click(button('Verbinden'))
    await expectStep('Konten auswählen')
    const group = await screen.findByRole('group', { name: 'Konten' })
    const addable = within(group).getAllByRole('checkbox').filter((box) => !(box as HTMLInputElement).disabled)
    expect(addable.length).toBeGreaterThanOrEqual(2)
    for (const box of addable.slice(0, 2)) await user.click(box)
    await user.click(button('Weiter'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('accountsAdded', expect.arrayContaining([expect.any(String)])))
    const accounts = await backend.banking.listFinancialAccounts({})()
    expect(accounts._tag === 'Right' && accounts.right.filter((a) => a.name.startsWith('Sparkasse KölnBonn ')).length).toBe(2)
  })

  it('Volksbank Mittelhessen asks for the PIN in s40 and lists the accounts once it has it', async () => {
    const user = setupUser()
    renderDemoWizard()
    await chooseNewBank(user)
    await searchFor(user, '51390000')
    await user.click(await screen.findByRole('option', { name: /BLZ 51390000/ }))
    await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
    await user.type(await screen.findByRole('textbox', { name: 'Benutzerkennung' }), 'demo')
    // A first login needs the PIN; this bank keeps none, so the account list asks for it again.
    await user.type(screen.getByLabelText('PIN'), '12345')
    await user.click(button('Verbinden'))
    await expectStep('Konten auswählen')
    await user.type(await screen.findByLabelText('PIN'), '12345')
    await user.click(button('PIN senden'))
    expect(await screen.findByRole('group', { name: 'Konten' })).toBeTruthy()
  })

  it('N26 logs in by redirect (README "Anmeldung per Weiterleitung"): no PIN form, straight to the accounts', async () => {
    const user = setupUser()
    renderDemoWizard()
    await chooseNewBank(user)
    await searchFor(user, '10011001')
    await user.click(await screen.findByRole('option', { name: /^N26 Bank/ }))
    await user.click(await screen.findByRole('button', { name: 'Online-Banking verbinden' }))
    await expectStep('Online-Banking verbinden')
    const goToBank = await screen.findByRole('button', { name: 'Weiter zu Ihrer Bank' })
    expect(screen.queryByLabelText('PIN')).toBeNull()
    await user.click(goToBank)
    await expectStep('Konten auswählen')
    expect(await screen.findByRole('group', { name: 'Konten' })).toBeTruthy()
  })
})
