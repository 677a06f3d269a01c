import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { startAddAccountWizard } from './add-account-wizard.ts'
import { ADD_ACCOUNT_ORIGINS, addAccountWizardStartFrom } from './add-account-wizard-start.ts'

const firstStep = (origin: (typeof ADD_ACCOUNT_ORIGINS)[number]) => startAddAccountWizard(addAccountWizardStartFrom(origin))[0].step

describe('addAccountWizardStartFrom (spec 2.3)', () => {
  it('opens at s10 from the account management dialog, where an existing login and PayPal can be chosen', () => {
    expect(firstStep('accountManagement')).toBe('s10')
    expect(addAccountWizardStartFrom('accountManagement').mode).not.toBe('giroOnly')
  })

  it('opens at s10 from the hub and at s21 from the payment-service info tile', () => {
    expect(firstStep('hub')).toBe('s10')
    expect(firstStep('paymentServiceInfoTile')).toBe('s21')
  })
})

test.prop([fc.constantFrom(...ADD_ACCOUNT_ORIGINS)])('no plain add starts at the giro-only bank search', (origin) => {
  expect(['s10', 's21']).toContain(firstStep(origin))
})
