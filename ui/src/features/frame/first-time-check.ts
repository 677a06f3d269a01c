/**
 * The first-time check of the main layout (spec: hub-and-business-account 2.1, 2.2, 6): skipped on the PayPal and
 * bank-redirect returns (and on the frame's own pages); with FINANCE_LEXBANK_READ and no financial accounts the
 * onboarding state is read, and unless the business onboarding is pending the user goes to the first-time screen.
 * Pure, so the rule is tested without a screen.
 */
import { isBusinessOnboardingPending, isHubFeatureAllowed, type BankAccountState } from '@kontor/core'
import { BANK_INFO_PATH, BUSINESS_BANK_PATH, FTU_PATH, INFO_PATH, NO_ACCESS_PATH } from '../../app/routes.ts'

/**
 * Paths whose pages the check leaves alone: the PayPal and redirect returns (spec 2.1), and, chosen, the first-time
 * screen, the info pages and the business account's pages, which are where the check itself may send the user.
 */
const SKIPPED_PREFIXES = ['/hub/paypal/', '/hub/redirect/', FTU_PATH, INFO_PATH, NO_ACCESS_PATH, BANK_INFO_PATH, BUSINESS_BANK_PATH] as const

/** @example isFirstTimeCheckSkipped('/hub/redirect/eval') // true */
export const isFirstTimeCheckSkipped = (pathname: string): boolean =>
  SKIPPED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))

/** What the check needs to read next, or where it ends. */
export type FirstTimeStep = 'stay' | 'readOnboardingState'

/**
 * After the account list: a user with accounts stays; without FINANCE_LEXBANK_READ the check does not run (spec 6:
 * the read privilege is required for the first-time-user check); otherwise the onboarding state decides.
 * @example toFirstTimeStep(0, ['FINANCE_LEXBANK_READ']) // 'readOnboardingState'
 */
export const toFirstTimeStep = (accountCount: number, privileges: ReadonlyArray<string>): FirstTimeStep =>
  accountCount === 0 && isHubFeatureAllowed('firstTimeUserCheck', privileges) ? 'readOnboardingState' : 'stay'

/**
 * Unless the business onboarding is pending (its business has an onBoardingState, 4.2) the user goes to /ftu.
 * @example isFirstTimeScreenDue({}) // true
 */
export const isFirstTimeScreenDue = (state: BankAccountState): boolean => !isBusinessOnboardingPending(state.businessOnBoarding)
