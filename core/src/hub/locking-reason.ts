/**
 * The locking reason of a blocked business account (hub-and-business-account 3 "lockedAccount.lockingReason", 4.5):
 * the bank sends a code. The spec lists none; chosen: the partner bank's usual codes get German wording in the
 * catalogue (hub.lockingReason…), and a code we do not know is shown as the bank sent it, as text.
 */
import type { HubMessageKey } from './messages.ts'

/** The codes with German wording (chosen, see above), matched without regard to case or surrounding space. */
export const KNOWN_LOCKING_REASONS = {
  COMPLIANCE: 'hub.lockingReasonCompliance',
  RISK: 'hub.lockingReasonRisk',
  SEIZURE: 'hub.lockingReasonSeizure',
  CUSTOMER_REQUEST: 'hub.lockingReasonCustomerRequest',
  CLOSURE: 'hub.lockingReasonClosure',
} as const satisfies Readonly<Record<string, HubMessageKey>>

export type LockingReasonDisplay =
  | { readonly kind: 'known'; readonly key: HubMessageKey }
  /** An unknown code, trimmed: the UI renders it as text (it comes from the server). */
  | { readonly kind: 'text'; readonly text: string }

/**
 * What the blocked-account card says about the reason; undefined when the bank sent none.
 * @example toLockingReasonDisplay('COMPLIANCE') // { kind: 'known', key: 'hub.lockingReasonCompliance' }
 * @example toLockingReasonDisplay('XYZ_42') // { kind: 'text', text: 'XYZ_42' }
 */
export const toLockingReasonDisplay = (reason: string | null | undefined): LockingReasonDisplay | undefined => {
  const text = (reason ?? '').trim()
  if (text === '') return undefined
  const code = text.toUpperCase()
  return Object.hasOwn(KNOWN_LOCKING_REASONS, code)
    ? { kind: 'known', key: KNOWN_LOCKING_REASONS[code as keyof typeof KNOWN_LOCKING_REASONS] }
    : { kind: 'text', text }
}
