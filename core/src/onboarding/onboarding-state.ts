/**
 * Onboarding state, identification and deadlines (spec: hub-and-business-account 4.1 "Identification", 4.2, 4.3,
 * 9 "Tax id and VAT id … within 90 days", "Video identification needed within 7 days … or 30 days").
 */
import { addDays, compareLocalDate, type LocalDate } from '../calendar/local-date.ts'
import { BUSINESS_TIME_ZONE } from '../calendar/constants.ts'
import type { Clock } from '../calendar/clock.ts'
import {
  TAX_ID_SUBMISSION_DEADLINE_DAYS,
  VIDEO_IDENTIFICATION_CLOSES_AT_HOUR,
  VIDEO_IDENTIFICATION_DEADLINE_GMBH_DAYS,
  VIDEO_IDENTIFICATION_DEADLINE_LATER_VERIFICATION_DAYS,
  VIDEO_IDENTIFICATION_OPENS_AT_HOUR,
} from './constants.ts'
import {
  DEVICE_BINDING_CONFIRMED,
  ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED,
  SUCCESSFUL_IDENTIFICATION_STATUSES,
  type BusinessOnboarding,
} from './model.ts'

/** The status an activated account waits in until the partner bank has created it. */
export const ACTIVATED_ONBOARDING_STATUS = 'FINANCE_ACCOUNT_CREATION_PENDING'
/** The status at which the person onboarding may be completed. */
export const COMPLETED_ONBOARDING_STATUS = 'FINANCE_ACCOUNT_CREATION_COMPLETED'

/**
 * Business onboarding is pending while the business has an onBoardingState (any value, not null).
 * @example isBusinessOnboardingPending({ business: { onBoardingState: 'ON_BOARDING_STARTED' } }) // true
 */
export const isBusinessOnboardingPending = (onboarding: BusinessOnboarding | null | undefined): boolean =>
  onboarding?.business?.onBoardingState != null

/**
 * The bank is still opening the account: the onboarding is pending and neither its status
 * (FINANCE_ACCOUNT_CREATION_COMPLETED) nor its onBoardingState (ACCOUNT_CREATION_COMPLETED) says it is done (4.2).
 * Reading: while this holds the hub reads the account state again on the onboarding's schedule (4.2 polling), so the
 * card and the new account follow the bank without a reload.
 * @example isBusinessOnboardingRunning({ status: 'SCREENING_PENDING', business: { onBoardingState: 'SCREENING_PENDING' } }) // true
 */
export const isBusinessOnboardingRunning = (onboarding: BusinessOnboarding | null | undefined): boolean =>
  isBusinessOnboardingPending(onboarding) && !isBusinessOnboardingWelcome(onboarding) && onboarding?.status !== COMPLETED_ONBOARDING_STATUS

/**
 * Whether the bank moved the onboarding on between two reads (its status or onBoardingState changed): then the
 * account list may hold a new account (the business account appears once the creation is completed).
 * @example hasBusinessOnboardingMoved({ status: 'SCREENING_PENDING' }, { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED' }) // true
 */
export const hasBusinessOnboardingMoved = (
  before: BusinessOnboarding | null | undefined,
  after: BusinessOnboarding | null | undefined,
): boolean => (before?.status ?? null) !== (after?.status ?? null) || (before?.business?.onBoardingState ?? null) !== (after?.business?.onBoardingState ?? null)

/**
 * The hub greets the user (welcome state) once the business's onBoardingState is ACCOUNT_CREATION_COMPLETED.
 * @example isBusinessOnboardingWelcome({ business: { onBoardingState: 'ACCOUNT_CREATION_COMPLETED' } }) // true
 */
export const isBusinessOnboardingWelcome = (onboarding: BusinessOnboarding | null | undefined): boolean =>
  onboarding?.business?.onBoardingState === ONBOARDING_STATE_ACCOUNT_CREATION_COMPLETED

/** What the hub shows of the business onboarding. */
export interface BusinessOnboardingView {
  readonly isPending: boolean
  readonly isWelcome: boolean
  readonly status: string | null
}

/**
 * The hub's view of the business onboarding, derived from the business's onBoardingState.
 *
 * Reading: isPending and isWelcome are derived from onBoardingState as 4.2 says, not taken from the flags the
 * server may also send, so the two can never disagree with the state they describe.
 * @example toBusinessOnboardingView({ status: 'SCREENING_PENDING', business: { onBoardingState: 'X' } }) // { isPending: true, isWelcome: false, status: 'SCREENING_PENDING' }
 */
export const toBusinessOnboardingView = (onboarding: BusinessOnboarding | null | undefined): BusinessOnboardingView => ({
  isPending: isBusinessOnboardingPending(onboarding),
  isWelcome: isBusinessOnboardingWelcome(onboarding),
  status: onboarding?.status ?? null,
})

/**
 * Activating the account: the onboarding is no longer pending and waits in FINANCE_ACCOUNT_CREATION_PENDING until
 * the refresh that follows brings the server's state.
 * @example toActivatedBusinessOnboarding(view) // { ...view, isPending: false, status: 'FINANCE_ACCOUNT_CREATION_PENDING' }
 */
export const toActivatedBusinessOnboarding = (view: BusinessOnboardingView): BusinessOnboardingView => ({
  ...view,
  isPending: false,
  status: ACTIVATED_ONBOARDING_STATUS,
})

/**
 * An identification is successful when the first identification's status is successful or pending_successful.
 *
 * Reading: "first" is the first element of the list as the server sends it; an empty list is not successful.
 * Statuses are compared exactly (the spec and the partner bank write them in lower case).
 * @example isIdentificationSuccessful([{ status: 'pending_successful' }, { status: 'failed' }]) // true
 */
export const isIdentificationSuccessful = (identifications: ReadonlyArray<{ readonly status?: string | null }>): boolean => {
  const status = identifications[0]?.status
  return SUCCESSFUL_IDENTIFICATION_STATUSES.some((s) => s === status)
}

/**
 * Device linking is done once firstDeviceBindingActivationState is CONFIRMED.
 * @example isDeviceBindingConfirmed('CONFIRMED') // true
 */
export const isDeviceBindingConfirmed = (firstDeviceBindingActivationState: string | null | undefined): boolean =>
  firstDeviceBindingActivationState === DEVICE_BINDING_CONFIRMED

/** What the person onboarding card watches in each account state it reads. */
export interface PersonOnboardingSnapshot {
  readonly status: string | null
  readonly deviceBindingConfirmed: boolean
  readonly taxNumberPresent: boolean
  readonly firstCardActivated: boolean
}

/** The parts of the bank's account state the person onboarding card reads. */
export interface PersonOnboardingAccountState {
  readonly businessOnBoarding?: BusinessOnboarding | null | undefined
  readonly firstDeviceBindingActivationState?: string | null | undefined
  readonly firstCardActivationPending?: boolean | null | undefined
}

/**
 * The snapshot of an account state: onboarding status, whether the device is linked, whether the tax number has
 * arrived and whether the first card is activated.
 *
 * Reading: the first card counts as activated only when firstCardActivationPending is explicitly false; a missing
 * flag means the server has not said so yet. A tax number of only white space is not present.
 * @example toPersonOnboardingSnapshot({ firstDeviceBindingActivationState: 'CONFIRMED', firstCardActivationPending: false })
 */
export const toPersonOnboardingSnapshot = (state: PersonOnboardingAccountState): PersonOnboardingSnapshot => ({
  status: state.businessOnBoarding?.status ?? null,
  deviceBindingConfirmed: isDeviceBindingConfirmed(state.firstDeviceBindingActivationState),
  taxNumberPresent: (state.businessOnBoarding?.business?.taxNumber ?? '').trim() !== '',
  firstCardActivated: state.firstCardActivationPending === false,
})

/**
 * The person onboarding is ready to be completed when the status is FINANCE_ACCOUNT_CREATION_COMPLETED, the device
 * is linked, the tax number is present and the first card is activated.
 * @example isPersonOnboardingReadyToComplete({ status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', deviceBindingConfirmed: true, taxNumberPresent: true, firstCardActivated: true }) // true
 */
export const isPersonOnboardingReadyToComplete = (snapshot: PersonOnboardingSnapshot): boolean =>
  snapshot.status === COMPLETED_ONBOARDING_STATUS && snapshot.deviceBindingConfirmed && snapshot.taxNumberPresent && snapshot.firstCardActivated

/**
 * The last day to supply the tax id and the VAT id: 90 days after the account was opened.
 * @example toTaxIdSubmissionDeadline('2024-01-01') // '2024-03-31'
 */
export const toTaxIdSubmissionDeadline = (accountOpenedOn: LocalDate): LocalDate => addDays(accountOpenedOn, TAX_ID_SUBMISSION_DEADLINE_DAYS)

/**
 * True once the 90 days after the account opening have passed (the deadline day itself is still in time).
 * @example isTaxIdSubmissionOverdue('2024-01-01', '2024-04-01') // true
 */
export const isTaxIdSubmissionOverdue = (accountOpenedOn: LocalDate, today: LocalDate): boolean =>
  compareLocalDate(today, toTaxIdSubmissionDeadline(accountOpenedOn)) > 0

/** 'gmbh': identification of a GmbH's representatives; 'laterVerification': a verification requested later. */
export type VideoIdentificationKind = 'gmbh' | 'laterVerification'

/**
 * The last day for a video identification: 7 days after it was requested for a GmbH, 30 days for a later
 * verification.
 * @example toVideoIdentificationDeadline('2024-01-01', 'gmbh') // '2024-01-08'
 */
export const toVideoIdentificationDeadline = (requestedOn: LocalDate, kind: VideoIdentificationKind): LocalDate =>
  addDays(requestedOn, kind === 'gmbh' ? VIDEO_IDENTIFICATION_DEADLINE_GMBH_DAYS : VIDEO_IDENTIFICATION_DEADLINE_LATER_VERIFICATION_DAYS)

const berlinHour = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })

/**
 * The video identification service is open daily from 08:00 until midnight, Berlin time.
 * @example isVideoIdentificationServiceOpen(fixedClock(new Date('2024-06-15T05:30:00Z'))) // false: 07:30 in Berlin
 */
export const isVideoIdentificationServiceOpen = (clock: Clock): boolean => {
  const hour = Number(berlinHour.format(clock.now()))
  return hour >= VIDEO_IDENTIFICATION_OPENS_AT_HOUR && hour < VIDEO_IDENTIFICATION_CLOSES_AT_HOUR
}
