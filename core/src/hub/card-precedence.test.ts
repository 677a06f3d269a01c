import { describe, expect, it } from 'vitest'
import { fixedClock } from '../calendar/clock.ts'
import {
  HUB_STATE_CARDS,
  isMfaRequiredCardShown,
  selectHubCards,
  toHubCardConditions,
  type HubCardConditions,
  type HubStateCard,
} from './card-precedence.ts'
import type { BankAccountState, TermsDeadline } from './model.ts'

const none = Object.fromEntries(HUB_STATE_CARDS.map((c) => [c, false])) as Record<HubStateCard, boolean>
const conditions = (applying: ReadonlyArray<HubStateCard>, more: Partial<Omit<HubCardConditions, 'applies'>> = {}): HubCardConditions => ({
  applies: { ...none, ...Object.fromEntries(applying.map((c) => [c, true])) },
  payPalInfo: false,
  initial: false,
  ...more,
})
const clock = fixedClock(new Date('2025-07-30T10:00:00Z'))
const cardsOf = (state: BankAccountState, privileges: ReadonlyArray<string> = [], teaserHidden = false) =>
  toHubCardConditions({ accountState: state, teaserHidden, privileges, clock })

describe('selectHubCards', () => {
  it('shows the fallback card when nothing applies', () => {
    expect(selectHubCards(conditions([]))).toEqual({ stateCard: undefined, fallback: true, payPalInfo: false })
  })

  it('shows no fallback card while the PayPal info applies or the state is initial', () => {
    expect(selectHubCards(conditions([], { payPalInfo: true }))).toEqual({ stateCard: undefined, fallback: false, payPalInfo: true })
    expect(selectHubCards(conditions([], { initial: true })).fallback).toBe(false)
  })

  it.each(HUB_STATE_CARDS.map((card, i) => [card, HUB_STATE_CARDS.slice(i)] as const))('%s wins over every card after it', (card, rest) => {
    expect(selectHubCards(conditions(rest))).toEqual({ stateCard: card, fallback: false, payPalInfo: false })
  })

  it('keeps the spec order', () => {
    expect(HUB_STATE_CARDS).toEqual(['teaser', 'onboardingInProgress', 'seizure', 'blockedAccount', 'businessOnboarding', 'personOnboarding', 'terms'])
  })
})

describe('toHubCardConditions', () => {
  it('reads an empty state (no read privilege) as nothing applying', () => {
    expect(cardsOf({})).toEqual(conditions([]))
  })

  it('shows the teaser for noAccountYet unless the user hid it', () => {
    expect(cardsOf({ noAccountYet: true }).applies.teaser).toBe(true)
    expect(cardsOf({ noAccountYet: true }, [], true).applies.teaser).toBe(false)
    expect(cardsOf({ noAccountYet: false }).applies.teaser).toBe(false)
  })

  it('sees onboarding in progress while no business account exists yet', () => {
    expect(cardsOf({ accountOpeningProcessStarted: true }).applies.onboardingInProgress).toBe(true)
    expect(cardsOf({ accountOpeningProcessStarted: true, lexBankBusinessId: 'b-1' }).applies.onboardingInProgress).toBe(false)
  })

  it('sees a seizure unless the state says none', () => {
    expect(cardsOf({ seizureState: 'ACTIVE' }).applies.seizure).toBe(true)
    for (const seizureState of ['NONE', 'none', 'NO_SEIZURE', '', ' ', null]) expect(cardsOf({ seizureState }).applies.seizure).toBe(false)
  })

  it('sees a blocked account when the lock names an account or a state', () => {
    expect(cardsOf({ lockedAccount: { financialAccountId: 'fa-1' } }).applies.blockedAccount).toBe(true)
    expect(cardsOf({ lockedAccount: { lockingState: 'LOCKED' } }).applies.blockedAccount).toBe(true)
    expect(cardsOf({ lockedAccount: {} }).applies.blockedAccount).toBe(false)
    expect(cardsOf({ lockedAccount: null }).applies.blockedAccount).toBe(false)
  })

  it('sees business onboarding when pending: onBoardingState set (spec 4.2)', () => {
    expect(cardsOf({ businessOnBoarding: { business: { onBoardingState: 'ACCOUNT_CREATION_COMPLETED' } } }).applies.businessOnboarding).toBe(true)
    expect(cardsOf({ businessOnBoarding: { isPending: false, business: { onBoardingState: 'ON_BOARDING_STARTED' } } }).applies.businessOnboarding).toBe(true)
    expect(cardsOf({ businessOnBoarding: { isPending: true, business: { onBoardingState: null } } }).applies.businessOnboarding).toBe(false)
  })

  it('sees person onboarding until every completion condition of 4.2 holds', () => {
    const done: BankAccountState = {
      businessOnBoarding: { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', business: { taxNumber: '12345678901' } },
      firstDeviceBindingActivationState: 'CONFIRMED',
      firstCardActivationPending: false,
    }
    expect(cardsOf(done).applies.personOnboarding).toBe(false)
    expect(cardsOf({ ...done, businessOnBoarding: { ...done.businessOnBoarding, status: 'SCREENING_PENDING' } }).applies.personOnboarding).toBe(true)
    expect(cardsOf({ ...done, firstDeviceBindingActivationState: 'PENDING' }).applies.personOnboarding).toBe(true)
    expect(cardsOf({ ...done, firstCardActivationPending: true }).applies.personOnboarding).toBe(true)
    expect(cardsOf({ ...done, firstCardActivationPending: null }).applies.personOnboarding).toBe(true) // not said to be activated yet
    expect(cardsOf({ ...done, businessOnBoarding: { status: 'FINANCE_ACCOUNT_CREATION_COMPLETED', business: { taxNumber: '' } } }).applies.personOnboarding).toBe(true)
    expect(cardsOf({ businessOnBoarding: {} }).applies.personOnboarding).toBe(false)
  })

  it('sees the terms card from the consent classification', () => {
    const pending = { latestTermsAndConditionsConsentInformation: { consentState: 'UNDECIDED', actions: ['ACCEPT'] } }
    expect(cardsOf(pending).applies.terms).toBe(true)
    expect(cardsOf({ latestTermsAndConditionsConsentInformation: { consentState: 'APPROVED' } }).applies.terms).toBe(false)
    expect(cardsOf({}, ['FINANCE_LEXBANK_TERMS_OVERDUE']).applies.terms).toBe(true)
    const expired = { latestTermsAndConditionsConsentInformation: { ...pending.latestTermsAndConditionsConsentInformation, consentRequiredUntil: '2025-07-01' as TermsDeadline } }
    expect(cardsOf(expired).applies.terms).toBe(true)
  })

  it('reads PayPal info from its privilege and initial from the state', () => {
    expect(cardsOf({}, ['INFO_PAYPAL_NOTCONNECTED']).payPalInfo).toBe(true)
    expect(cardsOf({ initial: true }).initial).toBe(true)
    expect(cardsOf({ initial: null }).initial).toBe(false)
  })

  it('lets a seizure hide the terms card', () => {
    const state: BankAccountState = { seizureState: 'ACTIVE', latestTermsAndConditionsConsentInformation: { consentState: 'REJECTED' } }
    expect(selectHubCards(cardsOf(state)).stateCard).toBe('seizure')
  })
})

describe('isMfaRequiredCardShown', () => {
  it('shows when MFA is enforced and not enabled', () => {
    expect(isMfaRequiredCardShown({ enforceMultiFactorAuthentication: true })).toBe(true)
    expect(isMfaRequiredCardShown({ enforceMultiFactorAuthentication: true, multiFactorAuthenticationEnabled: false })).toBe(true)
    expect(isMfaRequiredCardShown({ enforceMultiFactorAuthentication: true, multiFactorAuthenticationEnabled: true })).toBe(false)
    expect(isMfaRequiredCardShown({ enforceMultiFactorAuthentication: false })).toBe(false)
    expect(isMfaRequiredCardShown({})).toBe(false)
  })
})
