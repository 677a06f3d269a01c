/**
 * What the state cards tell the rest of the hub (hub-and-business-account 4.5): whether the fallback (balance) card
 * may show. The state cards write it after each read of the account state; the fallback card reads it.
 */
import type { BankAccountState, HubStateCard } from '@kontor/core'
import { atom } from 'jotai'

/** A card of 4.5's precedence, or the MFA-required card that shows beside it (4.3). */
export type HubStateCardKind = HubStateCard | 'mfaRequired' | 'payPalTip'

/**
 * True when selectHubCards allows the fallback card: no state card applies, no PayPal tip, the account state is not
 * initial. False while the account state is being read (chosen: the balance card does not flash in and out).
 */
export const hubFallbackCardShownAtom = atom(false)

/**
 * The account state the state cards read last (null while none was read, or the read failed): the status bar offers
 * "Geschäftskonto aktivieren" from it (core isBusinessAccountActivationOffered), without a second read.
 */
export const hubAccountStateAtom = atom<BankAccountState | null>(null)
