import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { addDays, daysBetween } from '../calendar/local-date.ts'
import { instantArbitrary, localDateArbitrary } from '../calendar/local-date.arbitrary.ts'
import { fixedClock } from '../calendar/clock.ts'
import { identificationsArbitrary, personOnboardingSnapshotArbitrary } from './flows.arbitrary.ts'
import {
  hasBusinessOnboardingMoved,
  isBusinessOnboardingPending,
  isBusinessOnboardingRunning,
  isBusinessOnboardingWelcome,
  isIdentificationSuccessful,
  isPersonOnboardingReadyToComplete,
  isTaxIdSubmissionOverdue,
  isVideoIdentificationServiceOpen,
  toActivatedBusinessOnboarding,
  toBusinessOnboardingView,
  toTaxIdSubmissionDeadline,
  toVideoIdentificationDeadline,
} from './onboarding-state.ts'

const onBoardingStateArbitrary = fc.constantFrom<string | null>(null, 'ON_BOARDING_STARTED', 'ACCOUNT_CREATION_COMPLETED', 'X')

test.prop([onBoardingStateArbitrary, fc.option(fc.string(), { nil: null })])('welcome implies pending; activating is never pending', (onBoardingState, status) => {
  const onboarding = { status, business: { onBoardingState } }
  if (isBusinessOnboardingWelcome(onboarding)) expect(isBusinessOnboardingPending(onboarding)).toBe(true)
  expect(isBusinessOnboardingPending(onboarding)).toBe(onBoardingState != null)
  const activated = toActivatedBusinessOnboarding(toBusinessOnboardingView(onboarding))
  expect(activated.isPending).toBe(false)
  expect(activated.status).toBe('FINANCE_ACCOUNT_CREATION_PENDING')
})

test.prop([identificationsArbitrary])('identification success depends only on the first status', (identifications) => {
  const first = identifications[0]?.status
  expect(isIdentificationSuccessful(identifications)).toBe(first === 'successful' || first === 'pending_successful')
})

test.prop([personOnboardingSnapshotArbitrary])('ready to complete exactly when all four conditions hold', (snapshot) => {
  expect(isPersonOnboardingReadyToComplete(snapshot)).toBe(
    snapshot.status === 'FINANCE_ACCOUNT_CREATION_COMPLETED' && snapshot.deviceBindingConfirmed && snapshot.taxNumberPresent && snapshot.firstCardActivated,
  )
})

test.prop([localDateArbitrary, fc.integer({ min: -10, max: 200 })])('the tax id is overdue exactly after 90 days', (openedOn, days) => {
  fc.pre(openedOn < '2100-01-01')
  expect(daysBetween(openedOn, toTaxIdSubmissionDeadline(openedOn))).toBe(90)
  expect(isTaxIdSubmissionOverdue(openedOn, addDays(openedOn, days))).toBe(days > 90)
})

test.prop([localDateArbitrary, fc.constantFrom('gmbh' as const, 'laterVerification' as const)])('video identification deadlines are 7 or 30 days away', (requestedOn, kind) => {
  fc.pre(requestedOn < '2100-01-01')
  expect(daysBetween(requestedOn, toVideoIdentificationDeadline(requestedOn, kind))).toBe(kind === 'gmbh' ? 7 : 30)
})

const berlinHour = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: 'numeric', hourCycle: 'h23' })

test.prop([instantArbitrary])('the ident service is open exactly from 08:00 to 23:59 in Berlin', (instant) => {
  const hour = Number(berlinHour.formatToParts(instant).find((p) => p.type === 'hour')?.value)
  expect(isVideoIdentificationServiceOpen(fixedClock(instant))).toBe(hour >= 8)
})

const onboardingStatusArbitrary = fc.constantFrom<string | null>(
  null,
  'ON_BOARDING_STARTED',
  'FINANCE_ACCOUNT_CREATION_PENDING',
  'SCREENING_PENDING',
  'FINANCE_ACCOUNT_CREATION_COMPLETED',
  'X',
)
const businessOnboardingArbitrary = fc.record({ status: onboardingStatusArbitrary, business: fc.record({ onBoardingState: onBoardingStateArbitrary }) })

test.prop([businessOnboardingArbitrary])('the opening runs exactly while pending and neither completion mark is there', (onboarding) => {
  const completed = onboarding.status === 'FINANCE_ACCOUNT_CREATION_COMPLETED' || onboarding.business.onBoardingState === 'ACCOUNT_CREATION_COMPLETED'
  expect(isBusinessOnboardingRunning(onboarding)).toBe(isBusinessOnboardingPending(onboarding) && !completed)
  expect(isBusinessOnboardingRunning(null)).toBe(false)
})

test.prop([businessOnboardingArbitrary, businessOnboardingArbitrary])('the onboarding moved exactly when its status or onBoardingState changed', (before, after) => {
  expect(hasBusinessOnboardingMoved(before, before)).toBe(false)
  expect(hasBusinessOnboardingMoved(before, after)).toBe(before.status !== after.status || before.business.onBoardingState !== after.business.onBoardingState)
  expect(hasBusinessOnboardingMoved(before, after)).toBe(hasBusinessOnboardingMoved(after, before))
})
