/**
 * The first-time check of the main layout (spec: hub-and-business-account 2.1, 2.2, 6): skipped on the PayPal and
 * bank-redirect returns (and on the frame's own pages); with FINANCE_LEXBANK_READ and no financial accounts the
 * onboarding state is read, and unless the business onboarding is pending the user goes to the first-time screen.
 * Pure, so the rule is tested without a screen; loaded when the check runs (the skipped paths: first-time-paths.ts).
 */
import { isBusinessOnboardingPending, isHubFeatureAllowed, type BankAccountState } from '@kontor/core'

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
