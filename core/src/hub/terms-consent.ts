/** Terms-and-conditions consent of the business account as a classification (spec: hub-and-business-account 4.4). */
import { parseLocalDate, todayInBerlin } from '../calendar/local-date.ts'
import type { Clock } from '../calendar/clock.ts'
import type { TermsConsentInformation, TermsDeadline } from './model.ts'
import { isHubFeatureAllowed } from '../privileges/privileges.ts'

/** The consent situations of spec 4.4, plus approved and "nothing to ask" (none). */
export const TERMS_CONSENT_CLASSES = ['approved', 'pending', 'rejected', 'rejectedPastConsentDate', 'expired', 'none'] as const
export type TermsConsentClass = (typeof TERMS_CONSENT_CLASSES)[number]

/**
 * Whether a consent deadline has passed. A calendar date passes when Berlin's today is after it (the date itself is
 * still in time); an instant passes once the clock is past it.
 * @example isTermsDeadlinePassed('2025-07-30', clockAt('2025-07-30T21:59:59Z')) // false: still 30 July in Berlin
 */
export const isTermsDeadlinePassed = (deadline: TermsDeadline, clock: Clock): boolean => {
  const asDate = parseLocalDate(deadline)
  return asDate._tag === 'Right' ? todayInBerlin(clock) > asDate.right : clock.now().getTime() > Date.parse(deadline)
}

const hasActions = (info: TermsConsentInformation): boolean => (info.actions ?? []).length > 0

/**
 * Classifies the latest terms consent:
 * - expired: the privilege FINANCE_LEXBANK_TERMS_OVERDUE is held, or the consent is pending and its required-until
 *   deadline has passed;
 * - pending: UNDECIDED with actions available;
 * - rejected: REJECTED with actions still available;
 * - rejectedPastConsentDate: REJECTED with no actions;
 * - approved: APPROVED; none: no consent information, UNDECIDED without actions, or a state this version does not know.
 * Reading: the overdue privilege is the server's verdict and wins over every state.
 * @example classifyTermsConsent({ consentState: 'REJECTED', actions: [] }, [], clock) // 'rejectedPastConsentDate'
 */
export const classifyTermsConsent = (
  info: TermsConsentInformation | null | undefined,
  privileges: ReadonlyArray<string>,
  clock: Clock,
): TermsConsentClass => {
  if (isHubFeatureAllowed('termsExpired', privileges)) return 'expired'
  if (info === null || info === undefined) return 'none'
  switch (info.consentState) {
    case 'APPROVED':
      return 'approved'
    case 'REJECTED':
      return hasActions(info) ? 'rejected' : 'rejectedPastConsentDate'
    case 'UNDECIDED': {
      if (!hasActions(info)) return 'none'
      const deadline = info.consentRequiredUntil
      return deadline !== null && deadline !== undefined && isTermsDeadlinePassed(deadline, clock) ? 'expired' : 'pending'
    }
    default:
      return 'none'
  }
}

/**
 * The terms card shows for every class that asks something of the user: pending, rejected, rejected past the
 * consent date, expired.
 * @example isTermsConsentCardShown('approved') // false
 */
export const isTermsConsentCardShown = (consent: TermsConsentClass): boolean => consent !== 'approved' && consent !== 'none'
