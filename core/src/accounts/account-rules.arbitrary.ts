/** A builder and arbitraries of accounts for the transfer and edit rules. */
import fc from 'fast-check'
import { AVAILABLE_ACTIONS, FINANCIAL_ACCOUNT_TYPES, type AvailableAction, type FinancialAccount } from './model.ts'

/**
 * An idle internal GIRO account that can send every kind of transfer by FinTS, with instant allowed; pass what a test
 * is about as overrides.
 */
export const buildFinancialAccount = (overrides: Partial<FinancialAccount> = {}): FinancialAccount => ({
  financialAccountId: 'fa-test',
  name: 'Girokonto',
  type: 'GIRO',
  state: { status: 'IDLE' },
  availableActions: [
    'TRANSFER_MONEY_FINTS',
    'COMBINED_TRANSFER_MONEY_FINTS',
    'SCHEDULED_TRANSFER_MONEY_FINTS',
    'SCHEDULED_COMBINED_TRANSFER_MONEY_FINTS',
    'EDIT',
  ],
  iban: 'DE89370400440532013000',
  accountSystem: 'Internal',
  connected: true,
  sepaInstantCapable: true,
  sepaInstantAllowed: true,
  ...overrides,
})

export const availableActionsArbitrary: fc.Arbitrary<ReadonlyArray<AvailableAction>> = fc.subarray([...AVAILABLE_ACTIONS])

/** Accounts whose type and actions vary while everything else is a plain internal account. */
export const accountWithActionsArbitrary: fc.Arbitrary<FinancialAccount> = fc
  .record({
    type: fc.constantFrom(...FINANCIAL_ACCOUNT_TYPES),
    availableActions: availableActionsArbitrary,
    sepaInstantCapable: fc.option(fc.boolean(), { nil: null }),
    sepaInstantAllowed: fc.option(fc.boolean(), { nil: null }),
    connected: fc.option(fc.boolean(), { nil: null }),
    accountSystem: fc.option(fc.constantFrom('Internal', 'Kontist', 'Solaris'), { nil: null }),
  })
  .map((fields) => buildFinancialAccount(fields))
