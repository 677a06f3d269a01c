import { describe, expect, it } from 'vitest'
import { fixedClock } from '../calendar/clock.ts'
import type { TermsConsentInformation, TermsDeadline } from './model.ts'
import { classifyTermsConsent, isTermsConsentCardShown, isTermsDeadlinePassed } from './terms-consent.ts'

const clockAt = (iso: string) => fixedClock(new Date(iso))
const deadline = (s: string) => s as TermsDeadline
const clock = clockAt('2025-07-30T10:00:00Z')
const OVERDUE = ['FINANCE_LEXBANK_TERMS_OVERDUE']

describe('isTermsDeadlinePassed', () => {
  it('counts a date as in time through the whole Berlin day', () => {
    expect(isTermsDeadlinePassed(deadline('2025-07-30'), clockAt('2025-07-30T21:59:59Z'))).toBe(false)
    expect(isTermsDeadlinePassed(deadline('2025-07-30'), clockAt('2025-07-30T22:00:00Z'))).toBe(true) // midnight in Berlin (CEST)
    expect(isTermsDeadlinePassed(deadline('2025-01-30'), clockAt('2025-01-30T22:59:59Z'))).toBe(false) // CET
    expect(isTermsDeadlinePassed(deadline('2025-01-30'), clockAt('2025-01-30T23:00:00Z'))).toBe(true)
  })

  it('compares an instant to the clock', () => {
    expect(isTermsDeadlinePassed(deadline('2025-07-30T10:00:00Z'), clockAt('2025-07-30T10:00:00Z'))).toBe(false)
    expect(isTermsDeadlinePassed(deadline('2025-07-30T10:00:00Z'), clockAt('2025-07-30T10:00:00.001Z'))).toBe(true)
    expect(isTermsDeadlinePassed(deadline('2025-07-30T12:00:00+02:00'), clockAt('2025-07-30T10:00:01Z'))).toBe(true)
  })
})

describe('classifyTermsConsent', () => {
  const info = (fields: TermsConsentInformation): TermsConsentInformation => fields

  it('is pending when UNDECIDED with actions', () => {
    expect(classifyTermsConsent(info({ consentState: 'UNDECIDED', actions: ['ACCEPT'] }), [], clock)).toBe('pending')
    expect(classifyTermsConsent(info({ consentState: 'UNDECIDED', actions: ['ACCEPT'], consentRequiredUntil: deadline('2025-07-30') }), [], clock)).toBe('pending')
  })

  it('is expired when pending past the required-until date', () => {
    expect(classifyTermsConsent(info({ consentState: 'UNDECIDED', actions: ['ACCEPT'], consentRequiredUntil: deadline('2025-07-29') }), [], clock)).toBe('expired')
  })

  it('is expired whenever the overdue privilege is held', () => {
    expect(classifyTermsConsent(info({ consentState: 'UNDECIDED', actions: ['ACCEPT'] }), OVERDUE, clock)).toBe('expired')
    expect(classifyTermsConsent(info({ consentState: 'APPROVED' }), OVERDUE, clock)).toBe('expired')
    expect(classifyTermsConsent(undefined, OVERDUE, clock)).toBe('expired')
  })

  it('is rejected while actions remain, and rejected past the consent date without them', () => {
    expect(classifyTermsConsent(info({ consentState: 'REJECTED', actions: ['ACCEPT'] }), [], clock)).toBe('rejected')
    expect(classifyTermsConsent(info({ consentState: 'REJECTED', actions: [] }), [], clock)).toBe('rejectedPastConsentDate')
    expect(classifyTermsConsent(info({ consentState: 'REJECTED', actions: null }), [], clock)).toBe('rejectedPastConsentDate')
  })

  it('does not let a passed date make a rejection expire', () => {
    expect(classifyTermsConsent(info({ consentState: 'REJECTED', actions: ['ACCEPT'], consentRequiredUntil: deadline('2020-01-01') }), [], clock)).toBe('rejected')
  })

  it('is approved when APPROVED, and none without information, without actions or for an unknown state', () => {
    expect(classifyTermsConsent(info({ consentState: 'APPROVED', actions: ['X'] }), [], clock)).toBe('approved')
    expect(classifyTermsConsent(null, [], clock)).toBe('none')
    expect(classifyTermsConsent(info({ consentState: 'UNDECIDED', actions: [] }), [], clock)).toBe('none')
    expect(classifyTermsConsent(info({ consentState: 'WITHDRAWN', actions: ['ACCEPT'] }), [], clock)).toBe('none')
    expect(classifyTermsConsent(info({}), [], clock)).toBe('none')
  })

  it('does not take a privilege spelt differently for the overdue one', () => {
    expect(classifyTermsConsent(info({ consentState: 'APPROVED' }), ['finance_lexbank_terms_overdue'], clock)).toBe('approved')
  })
})

describe('isTermsConsentCardShown', () => {
  it('shows for every class that asks something of the user', () => {
    expect(['pending', 'rejected', 'rejectedPastConsentDate', 'expired'].every((c) => isTermsConsentCardShown(c as never))).toBe(true)
    expect(isTermsConsentCardShown('approved')).toBe(false)
    expect(isTermsConsentCardShown('none')).toBe(false)
  })
})
