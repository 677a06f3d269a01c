/**
 * Which of the hub's state cards shows, and whether the fallback (balance) card shows
 * (spec: hub-and-business-account 2.1 and 4.5).
 */
import {
  isBusinessOnboardingPending,
  isPersonOnboardingReadyToComplete,
  toPersonOnboardingSnapshot,
} from '../onboarding/onboarding-state.ts'
import type { Clock } from '../calendar/clock.ts'
import type { BankAccountState } from './model.ts'
import { isHubFeatureAllowed } from '../privileges/privileges.ts'
import { classifyTermsConsent, isTermsConsentCardShown } from './terms-consent.ts'

/** The state cards in the order the spec considers them before the fallback card. */
export const HUB_STATE_CARDS = [
  'teaser',
  'onboardingInProgress',
  'seizure',
  'blockedAccount',
  'businessOnboarding',
  'personOnboarding',
  'terms',
] as const
export type HubStateCard = (typeof HUB_STATE_CARDS)[number]

/** Which state cards apply, and the two further conditions of the fallback card. */
export interface HubCardConditions {
  readonly applies: Readonly<Record<HubStateCard, boolean>>
  readonly payPalInfo: boolean
  /** The bank account state is still initial (not loaded or nothing known yet). */
  readonly initial: boolean
}

export interface HubCardSelection {
  /** The first state card that applies, in spec order; undefined when none does. */
  readonly stateCard: HubStateCard | undefined
  readonly fallback: boolean
  readonly payPalInfo: boolean
}

/**
 * The hub's card choice: the first state card that applies wins (teaser, onboarding in progress, seizure, blocked
 * account, business onboarding, person onboarding, terms); the fallback card shows only if none of them applies,
 * the PayPal info does not apply and the account state is not initial. Reading: the state cards take precedence
 * over one another, so one shows at a time; the PayPal tip is a tile of its own and shows whenever it applies.
 * @example selectHubCards({ applies: { ...none, seizure: true, terms: true }, payPalInfo: false, initial: false }) // { stateCard: 'seizure', fallback: false, … }
 */
export const selectHubCards = (conditions: HubCardConditions): HubCardSelection => {
  const stateCard = HUB_STATE_CARDS.find((card) => conditions.applies[card])
  return {
    stateCard,
    fallback: stateCard === undefined && !conditions.payPalInfo && !conditions.initial,
    payPalInfo: conditions.payPalInfo,
  }
}

const isPresent = (s: string | null | undefined): s is string => s !== null && s !== undefined && s.trim() !== ''

/** The seizure states that mean "no seizure". */
const NO_SEIZURE_STATES: ReadonlySet<string> = new Set(['NONE', 'NO_SEIZURE'])

/**
 * The person onboarding card runs while an onboarding status is set and the onboarding is not yet ready to complete
 * (status FINANCE_ACCOUNT_CREATION_COMPLETED, device linked, tax number present, first card activated: spec 4.2).
 */
const isPersonOnboardingOpen = (state: BankAccountState): boolean =>
  isPresent(state.businessOnBoarding?.status) && !isPersonOnboardingReadyToComplete(toPersonOnboardingSnapshot(state))

export interface HubCardContext {
  readonly accountState: BankAccountState
  /** The per-user setting hideLexBankTeaser. */
  readonly teaserHidden: boolean
  readonly privileges: ReadonlyArray<string>
  readonly clock: Clock
}

/**
 * Reads the card conditions from the bank account state. The spec names the cards but not every wire value behind
 * them; the readings:
 * - teaser: noAccountYet and the user has not hidden the teaser (spec 4.5);
 * - onboarding in progress: the opening process was started and no business account exists yet (no lexBankBusinessId);
 * - seizure: seizureState is set and is not NONE / NO_SEIZURE;
 * - blocked account: lockedAccount names an account or a locking state;
 * - business onboarding: pending as spec 4.2 says (onBoardingState not null; the onboarding area's rule);
 * - person onboarding: an onboarding status is set and the onboarding area's completion rule (4.2) does not hold yet;
 * - terms: the consent classification asks something of the user (spec 4.4);
 * - PayPal info: the privilege INFO_PAYPAL_NOTCONNECTED; initial: the state's `initial` flag.
 * @example toHubCardConditions({ accountState: {}, teaserHidden: false, privileges: [], clock }).initial // false
 */
export const toHubCardConditions = (context: HubCardContext): HubCardConditions => {
  const { accountState: state, teaserHidden, privileges, clock } = context
  const locked = state.lockedAccount
  return {
    applies: {
      teaser: state.noAccountYet === true && !teaserHidden,
      onboardingInProgress: state.accountOpeningProcessStarted === true && !isPresent(state.lexBankBusinessId),
      seizure: isPresent(state.seizureState) && !NO_SEIZURE_STATES.has(state.seizureState.trim().toUpperCase()),
      blockedAccount: locked !== null && locked !== undefined && (isPresent(locked.financialAccountId) || isPresent(locked.lockingState)),
      businessOnboarding: isBusinessOnboardingPending(state.businessOnBoarding),
      personOnboarding: isPersonOnboardingOpen(state),
      terms: isTermsConsentCardShown(classifyTermsConsent(state.latestTermsAndConditionsConsentInformation, privileges, clock)),
    },
    payPalInfo: isHubFeatureAllowed('payPalTip', privileges),
    initial: state.initial === true,
  }
}

/**
 * Whether the status bar offers "Geschäftskonto aktivieren" (2.1, 2.4): the user may open the bank route
 * (FINANCE_LEXBANK_READ) and the bank says there is no business account yet and no opening under way.
 * Reading: once an account is being opened or exists, the button would only lead to a wizard that cannot start again.
 * @example isBusinessAccountActivationOffered({ noAccountYet: true }, ['FINANCE_LEXBANK_READ']) // true
 */
export const isBusinessAccountActivationOffered = (state: BankAccountState, privileges: ReadonlyArray<string>): boolean =>
  isHubFeatureAllowed('bankRoute', privileges) &&
  state.noAccountYet === true &&
  state.accountOpeningProcessStarted !== true &&
  !isBusinessOnboardingPending(state.businessOnBoarding)

/**
 * The MFA-required card shows when the bank enforces two-factor authentication and it is not enabled yet.
 * @example isMfaRequiredCardShown({ enforceMultiFactorAuthentication: true }) // true
 */
export const isMfaRequiredCardShown = (state: BankAccountState): boolean =>
  state.enforceMultiFactorAuthentication === true && state.multiFactorAuthenticationEnabled !== true
