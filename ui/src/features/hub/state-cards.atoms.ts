/**
 * What the state cards tell the rest of the hub (hub-and-business-account 4.5): whether the fallback (balance) card
 * may show. The state cards write it after each read of the account state; the fallback card reads it.
 */
import type { HubStateCard } from '@kontor/core'
import { atom } from 'jotai'

/** A card of 4.5's precedence, or the MFA-required card that shows beside it (4.3). */
export type HubStateCardKind = HubStateCard | 'mfaRequired' | 'payPalTip'

/**
 * True when selectHubCards allows the fallback card: no state card applies, no PayPal tip, the account state is not
 * initial. False while the account state is being read (chosen: the balance card does not flash in and out).
 */
export const hubFallbackCardShownAtom = atom(false)

/**
 * Whether the status bar offers "Geschäftskonto aktivieren" (core isBusinessAccountActivationOffered), as the state
 * cards decide it from their last read (false while unread or failed). A boolean, so the status bar in the first load
 * does not carry the account state's rules and codecs.
 */
export const hubActivationOfferedAtom = atom(false)

/**
 * Grows each time the state cards saw the bank move the onboarding on (the new account may be there): the hub reads
 * its account list again. An atom rather than the finance event, so the hub's first load does not carry the events.
 */
export const hubAccountListStaleAtom = atom(0)
