import { describe, expect, it } from 'vitest'
import type { LocalDate } from '../calendar/local-date.ts'
import { fixedClock } from '../calendar/clock.ts'
import {
  isBusinessOnboardingPending,
  isBusinessOnboardingWelcome,
  isDeviceBindingConfirmed,
  isIdentificationSuccessful,
  isPersonOnboardingReadyToComplete,
  isTaxIdSubmissionOverdue,
  isVideoIdentificationServiceOpen,
  toActivatedBusinessOnboarding,
  toBusinessOnboardingView,
  toPersonOnboardingSnapshot,
  toTaxIdSubmissionDeadline,
  toVideoIdentificationDeadline,
} from './onboarding-state.ts'

const d = (s: string) => s as LocalDate

describe('business onboarding state', () => {
  it('is pending while onBoardingState is not null', () => {
    expect(isBusinessOnboardingPending({ business: { onBoardingState: 'ON_BOARDING_STARTED' } })).toBe(true)
    expect(isBusinessOnboardingPending({ business: { onBoardingState: 'ACCOUNT_CREATION_COMPLETED' } })).toBe(true)
    expect(isBusinessOnboardingPending({ business: { onBoardingState: null } })).toBe(false)
    expect(isBusinessOnboardingPending({ business: null })).toBe(false)
    expect(isBusinessOnboardingPending(null)).toBe(false)
  })

  it('welcomes once the account creation is completed', () => {
    expect(isBusinessOnboardingWelcome({ business: { onBoardingState: 'ACCOUNT_CREATION_COMPLETED' } })).toBe(true)
    expect(isBusinessOnboardingWelcome({ business: { onBoardingState: 'FINANCE_ACCOUNT_CREATION_COMPLETED' } })).toBe(false)
    expect(isBusinessOnboardingWelcome(undefined)).toBe(false)
  })

  it('derives the view and activates it', () => {
    const view = toBusinessOnboardingView({ isPending: false, status: 'ON_BOARDING_STARTED', business: { onBoardingState: 'ON_BOARDING_STARTED' } })
    expect(view).toEqual({ isPending: true, isWelcome: false, status: 'ON_BOARDING_STARTED' })
    expect(toActivatedBusinessOnboarding(view)).toEqual({ isPending: false, isWelcome: false, status: 'FINANCE_ACCOUNT_CREATION_PENDING' })
  })
})

describe('isIdentificationSuccessful', () => {
  it('looks at the first identification only', () => {
    expect(isIdentificationSuccessful([{ status: 'successful' }])).toBe(true)
    expect(isIdentificationSuccessful([{ status: 'pending_successful' }, { status: 'failed' }])).toBe(true)
    expect(isIdentificationSuccessful([{ status: 'failed' }, { status: 'successful' }])).toBe(false)
    expect(isIdentificationSuccessful([{ status: 'pending' }])).toBe(false)
    expect(isIdentificationSuccessful([{ status: 'SUCCESSFUL' }])).toBe(false)
    expect(isIdentificationSuccessful([{}])).toBe(false)
    expect(isIdentificationSuccessful([])).toBe(false)
  })
})

describe('person onboarding', () => {
  const done = { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', deviceBindingConfirmed: true, taxNumberPresent: true, firstCardActivated: true }

  it('is ready only when all four conditions hold', () => {
    expect(isPersonOnboardingReadyToComplete(done)).toBe(true)
    expect(isPersonOnboardingReadyToComplete({ ...done, status: 'SCREENING_PENDING' })).toBe(false)
    expect(isPersonOnboardingReadyToComplete({ ...done, deviceBindingConfirmed: false })).toBe(false)
    expect(isPersonOnboardingReadyToComplete({ ...done, taxNumberPresent: false })).toBe(false)
    expect(isPersonOnboardingReadyToComplete({ ...done, firstCardActivated: false })).toBe(false)
  })

  it('reads the snapshot from the account state', () => {
    expect(
      toPersonOnboardingSnapshot({
        businessOnBoarding: { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', business: { taxNumber: '12345678901' } },
        firstDeviceBindingActivationState: 'CONFIRMED',
        firstCardActivationPending: false,
      }),
    ).toEqual(done)
    expect(toPersonOnboardingSnapshot({})).toEqual({ status: null, deviceBindingConfirmed: false, taxNumberPresent: false, firstCardActivated: false })
    expect(toPersonOnboardingSnapshot({ businessOnBoarding: { business: { taxNumber: ' ' } }, firstCardActivationPending: true }).taxNumberPresent).toBe(false)
  })

  it('links the device on CONFIRMED only', () => {
    expect(isDeviceBindingConfirmed('CONFIRMED')).toBe(true)
    expect(isDeviceBindingConfirmed('PENDING')).toBe(false)
    expect(isDeviceBindingConfirmed(null)).toBe(false)
  })
})

describe('deadlines', () => {
  it('gives 90 days for the tax id and VAT id', () => {
    expect(toTaxIdSubmissionDeadline(d('2024-01-01'))).toBe('2024-03-31')
    expect(isTaxIdSubmissionOverdue(d('2024-01-01'), d('2024-03-31'))).toBe(false)
    expect(isTaxIdSubmissionOverdue(d('2024-01-01'), d('2024-04-01'))).toBe(true)
  })

  it('gives 7 days for a GmbH and 30 for a later verification', () => {
    expect(toVideoIdentificationDeadline(d('2024-12-28'), 'gmbh')).toBe('2025-01-04')
    expect(toVideoIdentificationDeadline(d('2024-02-01'), 'laterVerification')).toBe('2024-03-02')
  })

  it('opens the video identification from 08:00 to midnight in Berlin', () => {
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-06-15T05:59:59Z')))).toBe(false) // 07:59 CEST
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-06-15T06:00:00Z')))).toBe(true) // 08:00 CEST
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-06-15T21:59:59Z')))).toBe(true) // 23:59 CEST
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-06-15T22:00:00Z')))).toBe(false) // 00:00 CEST
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-01-15T07:00:00Z')))).toBe(true) // 08:00 CET
    expect(isVideoIdentificationServiceOpen(fixedClock(new Date('2024-01-15T06:59:00Z')))).toBe(false) // 07:59 CET
  })
})
