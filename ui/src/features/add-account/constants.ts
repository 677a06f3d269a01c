/** Constants of the add-account wizard's UI (the spec's own constants live in the core: accounts/constants.ts). */
import type { FinancialAccountType } from '@kontor/core'

/**
 * The bank search waits this long after the last keystroke before it asks the server. Spec leaves this open; chosen:
 * 300 ms, long enough that typing a bank's name makes one call, short enough that the list feels immediate.
 */
export const BANK_SEARCH_DEBOUNCE_MS = 300

/**
 * The types an account without a bank connection can have (s32). Chosen: every type except the payment-service
 * account (connected through PayPal, s21) and the provider's own accounts (opened at the provider, never by hand).
 */
export const MANUAL_ACCOUNT_TYPES = ['GIRO', 'SAVINGS', 'CREDITCARD', 'LOAN', 'FIXED_DEPOSIT', 'SECURITIES', 'PAYMENT_PROVIDER'] as const satisfies ReadonlyArray<FinancialAccountType>

/** The query parameter our PayPal error callback carries (chosen; the spec gives the callback but not its marker). */
export const PAYPAL_CALLBACK_ERROR_PARAM = 'paypalError'
export const PAYPAL_CALLBACK_ERROR_VALUE = '1'
