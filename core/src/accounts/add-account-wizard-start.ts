/**
 * How each screen opens the add-account wizard (spec: accounts-and-transfers 2.3 "The first step is: s20 when only
 * giro accounts are wanted, s21 when started from the payment-service info tile, s10 otherwise").
 */
import type { AddAccountWizardStart } from './add-account-wizard-model.ts'

/** The screens the wizard is opened from with a plain "add" (returns and reconnects have their own starts). */
export const ADD_ACCOUNT_ORIGINS = ['hub', 'accountManagement', 'paymentServiceInfoTile'] as const
export type AddAccountOrigin = (typeof ADD_ACCOUNT_ORIGINS)[number]

/**
 * The wizard's start from a screen. Reading: the account management dialog lists and edits every account of the
 * organisation, not only giro accounts, so it wants no giro-only start: it opens at s10 like the hub, where an
 * existing bank login and the payment-service account can be chosen too. Only the payment-service info tile opens at
 * s21.
 * @example addAccountWizardStartFrom('accountManagement') // { mode: 'standard' }, first step s10
 */
export const addAccountWizardStartFrom = (origin: AddAccountOrigin): AddAccountWizardStart =>
  origin === 'paymentServiceInfoTile' ? { mode: 'paypalInfoTile' } : { mode: 'standard' }
